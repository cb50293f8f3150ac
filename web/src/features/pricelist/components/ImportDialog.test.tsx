import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { ImportAnalysis, ImportJobResponse, ImportUploadResponse } from '@comptoir/core/modules/imports';
import { importJob } from '@/test/imports';
import { json, mockApi } from '@/test/utils';
import { renderDialog } from '@/test/forms';
import { ImportDialog } from './ImportDialog';

const ID = '44444444-4444-4444-8444-444444444444';
const uploaded: ImportUploadResponse = {
  id: ID,
  fileName: 'tarifs.csv',
  fileType: 'csv',
  fields: [],
  sheets: [
    {
      name: 'CSV',
      rows: 3,
      headerRow: 1,
      columns: ['référence', 'zone', 'prix', 'devise', 'valide du', 'valide au'],
      mapping: { reference: 0, zone: 1, price: 2, currency: 3, validFrom: 4, validTo: 5 },
      preview: [],
    },
  ],
};
const jobState = (status: ImportJobResponse['status'], extra: Partial<ImportJobResponse> = {}) =>
  importJob(ID, 'tarifs.csv', status, extra);
const analysis: ImportAnalysis = {
  total: 2,
  toCreate: 1,
  toUpdate: 0,
  skipped: 1,
  invalid: 1,
  errors: [{ line: 3, message: 'Ligne 3: Référence inconnue' }],
  warnings: [],
};

/** Uploads a file without errors (two rows to create) and analyses it; the run reads `state()`. */
async function analysedCleanFile(state: () => ImportJobResponse) {
  const api = mockApi({
    'POST /api/pricelists/import/upload': () => json(200, uploaded),
    [`POST /api/pricelists/import/${ID}/analyse`]: () =>
      json(200, { ...analysis, toCreate: 2, invalid: 0, skipped: 0, errors: [] }),
    [`POST /api/pricelists/import/${ID}/run`]: () => json(202, jobState('queued')),
    [`GET /api/pricelists/import/${ID}`]: () => json(200, state()),
  });
  const { onClose, user } = renderDialog((on) => <ImportDialog {...on} />, ['onClose']);
  await user.upload(screen.getByLabelText(/Fichier/), new File(['x'], 'tarifs.csv'));
  await user.click(await screen.findByRole('button', { name: 'Analyser' }));
  await screen.findByText('2 lignes : 2 à créer, 0 à mettre à jour, 0 invalides.');
  return { requests: api.requests, onClose, user };
}

describe('ImportDialog', () => {
  it('uploads, shows the suggested mapping and the row errors, and runs only when invalid rows are skipped', async () => {
    const { requests } = mockApi({
      'POST /api/pricelists/import/upload': () => json(200, uploaded),
      [`POST /api/pricelists/import/${ID}/analyse`]: () => json(200, analysis),
      [`POST /api/pricelists/import/${ID}/run`]: () => json(202, jobState('queued')),
      [`GET /api/pricelists/import/${ID}`]: () =>
        json(
          200,
          jobState('completed', {
            progress: 100,
            rowsDone: 1,
            rowsTotal: 1,
            summary: { ...analysis, created: 1, updated: 0, seconds: 0.1 },
          }),
        ),
    });
    const { onClose, user } = renderDialog((on) => <ImportDialog {...on} />, ['onClose']);
    const file = new File(['référence;zone;prix\nA;France;1\n'], 'tarifs.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText(/Fichier/), file);
    expect(await screen.findByLabelText('Zone *')).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Analyser' }));
    expect(await screen.findByText('Ligne 3: Référence inconnue')).toBeInTheDocument();
    expect(screen.getByText('2 lignes : 1 à créer, 0 à mettre à jour, 1 invalides.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Télécharger les erreurs (CSV)' })).toHaveAttribute(
      'href',
      `/api/pricelists/import/${ID}/errors`,
    );
    const run = screen.getByRole('button', { name: 'Importer' });
    expect(run).toBeDisabled();
    await user.click(screen.getByLabelText('Ignorer les lignes invalides'));
    await user.click(run);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.find((r) => r.url.endsWith('/run'))?.body).toEqual({
      sheet: 'CSV',
      headerRow: 1,
      mapping: uploaded.sheets[0]!.mapping,
      skipInvalid: true,
    });
  });

  it('queues the import, shows the progress the server reports, then closes', async () => {
    let state = jobState('importing', { progress: 40, rowsDone: 2, rowsTotal: 5 });
    const { requests, onClose, user } = await analysedCleanFile(() => state);
    // No errors: nothing to download.
    expect(screen.queryByRole('link', { name: 'Télécharger les erreurs (CSV)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Importer' }));
    const bar = await screen.findByRole('progressbar', { name: 'Import en cours…' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByText('2 lignes enregistrées sur 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importer' })).toBeDisabled();
    expect(requests.some((r) => r.method === 'GET' && r.url === `/api/pricelists/import/${ID}`)).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    state = jobState('completed', {
      progress: 100,
      rowsDone: 5,
      rowsTotal: 5,
      summary: { ...analysis, errors: [], created: 2, updated: 0, seconds: 0.1 },
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows why a run failed on the server', async () => {
    const failure = "L'import a échoué : aucun prix n'a été enregistré ni modifié.";
    const { onClose, user } = await analysedCleanFile(() => jobState('failed', { error: failure }));
    await user.click(screen.getByRole('button', { name: 'Importer' }));
    expect(await screen.findByText(failure)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Importer' })).toBeEnabled();
  });

  it('shows the server refusal of a file', async () => {
    mockApi({
      'POST /api/pricelists/import/upload': () =>
        json(415, { error: { code: 'unsupported_media_type', message: "Ce fichier n'est pas un tableur." } }),
    });
    const { user } = renderDialog((on) => <ImportDialog {...on} />, ['onClose']);
    await user.upload(screen.getByLabelText(/Fichier/), new File(['x'], 'x.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent("Ce fichier n'est pas un tableur.");
  });
});
