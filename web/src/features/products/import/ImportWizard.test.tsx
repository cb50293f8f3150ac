import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportJobResponse } from '@comptoir/core/modules/imports';
import { importJob } from '@/test/imports';
import { json, mockApi, renderWithQueries } from '@/test/utils';
import { ImportWizard } from './ImportWizard';

const ID = '00000000-0000-4000-8000-0000000000aa';
const UPLOAD = {
  id: ID,
  fileName: 'produits.csv',
  fileType: 'csv',
  fields: [
    { key: 'name', required: true },
    { key: 'reference', required: true },
    { key: 'price', required: true },
    { key: 'quantity', required: false },
    { key: 'supplier', required: false },
  ],
  sheets: [
    {
      name: 'CSV',
      rows: 3,
      headerRow: 1,
      columns: ['nom', 'référence', 'prix', 'fournisseur'],
      mapping: { name: 0, reference: 1, price: 2, quantity: null, supplier: 3 },
      preview: [['Vis', 'V-1', '0,25', 'Atlas']],
    },
  ],
};
const ANALYSIS = {
  total: 2,
  toCreate: 1,
  toUpdate: 0,
  skipped: 1,
  invalid: 1,
  errors: [{ line: 3, message: 'Ligne 3: Prix invalide' }],
  warnings: [],
  suppliersToCreate: 1,
};

const job = (status: ImportJobResponse['status'], extra: Partial<ImportJobResponse> = {}) =>
  importJob(ID, 'produits.csv', status, extra);

describe('ImportWizard', () => {
  it('uploads, maps, shows the dry run errors, needs confirmation, runs and shows the summary', async () => {
    let reads = 0;
    const api = mockApi({
      'POST /api/products/import/upload': () => json(200, UPLOAD),
      [`POST /api/products/import/${ID}/analyse`]: () => json(200, ANALYSIS),
      // The run is queued (202), then read until it is over: running, then completed.
      [`POST /api/products/import/${ID}/run`]: () => json(202, job('queued')),
      [`GET /api/products/import/${ID}`]: () => {
        reads += 1;
        return reads === 1
          ? json(200, job('importing', { progress: 50, rowsDone: 1000, rowsTotal: 2000 }))
          : json(
              200,
              job('completed', {
                progress: 100,
                rowsDone: 2000,
                rowsTotal: 2000,
                summary: { ...ANALYSIS, created: 1, updated: 0, seconds: 0.1, suppliersCreated: 1 },
              }),
            );
      },
    });
    const user = userEvent.setup();
    renderWithQueries(<ImportWizard />);
    expect(await screen.findByText('xlsx, xls, csv, txt — 10 Mo maximum')).toBeVisible();
    await user.upload(screen.getByLabelText('Choisir un fichier'), new File(['x'], 'produits.csv'));

    expect(await screen.findByLabelText(/^Prix/)).toHaveValue('2');
    expect(screen.getByLabelText(/^Quantité/)).toHaveValue('');
    expect(screen.getByLabelText(/^Fournisseur/)).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Vérifier le fichier' }));

    expect(await screen.findByText('Ligne 3: Prix invalide')).toBeVisible();
    expect(screen.getByText('Fournisseurs à créer').parentElement).toHaveTextContent('1');
    const run = screen.getByRole('button', { name: 'Importer' });
    expect(run).toBeDisabled();
    expect(screen.getByRole('link', { name: /Télécharger les erreurs/ })).toHaveAttribute(
      'href',
      `/api/products/import/${ID}/errors`,
    );
    await user.click(screen.getByRole('checkbox'));
    await user.click(run);

    // The progress the server reports while the run is a job of its queue.
    expect(await screen.findByText('1 000 lignes enregistrées sur 2 000')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Import en cours…' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(await screen.findByText('Import terminé')).toBeVisible();
    const runRequest = api.requests.find((r) => r.url.endsWith('/run'));
    expect(runRequest?.body).toEqual({
      sheet: 'CSV',
      headerRow: 1,
      mapping: { name: 0, reference: 1, price: 2, quantity: null, supplier: 3 },
      skipInvalid: true,
    });
    await waitFor(() => expect(screen.getByText('Créés').parentElement).toHaveTextContent('1'));
    expect(screen.getByText('Fournisseurs créés').parentElement).toHaveTextContent('1');
  });
});
