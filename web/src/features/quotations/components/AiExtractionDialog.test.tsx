import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ExtractionJob } from '@comptoir/core/modules/extraction';
import { createQueryClient } from '@/lib/query-client';
import {
  DEMANDE_ID,
  JOB_ID,
  PRODUCT_ID,
  jsonResponse,
  makeExtraction,
  makeJob,
  makeQuotation,
  mockFetch,
} from '../test/fixtures';
import { AiExtractionDialog } from './AiExtractionDialog';

/** The job answers in turn (the last one repeats). */
function renderDialog(jobs: ExtractionJob[], handlers: Parameters<typeof mockFetch>[0] = {}) {
  let poll = 0;
  const calls = mockFetch({
    'POST /api/extraction': () => jsonResponse(202, { id: JOB_ID, status: 'processing' }),
    [`GET /api/extraction/${JOB_ID}`]: () => jsonResponse(200, jobs[Math.min(poll++, jobs.length - 1)]),
    'GET /api/quotations/suppliers': () => jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 20 }),
    ...handlers,
  });
  const onClose = vi.fn();
  const onMessage = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AiExtractionDialog
        requestedProductId={PRODUCT_ID}
        demandeId={DEMANDE_ID}
        onClose={onClose}
        onMessage={onMessage}
      />
    </QueryClientProvider>,
  );
  return { calls, onClose, onMessage, user: userEvent.setup() };
}

const pdf = () => new File(['%PDF-1.4 devis'], 'devis-lumiere.pdf', { type: 'application/pdf' });
const completed = () =>
  makeJob({
    status: 'completed',
    method: 'text',
    result: makeExtraction(),
    confidence: 0.84,
    processingTimeMs: 1800,
    progress: null,
  });

describe('AiExtractionDialog', () => {
  it('uploads, shows the progress, then the fields with their confidence, and saves the edited values', async () => {
    const { user, calls, onMessage, onClose } = renderDialog(
      [makeJob(), makeJob({ progress: { step: 'Recherche des champs', percent: 80 } }), completed()],
      {
        'POST /api/quotations': () => jsonResponse(201, { quotation: makeQuotation(), message: 'ok' }),
      },
    );
    const dialog = screen.getByRole('dialog', { name: "Analyse IA d'une cotation" });
    const input = within(dialog).getByLabelText('Choisir un fichier');
    expect(input).toHaveAttribute('accept', '.pdf,.xlsx,.xls,.png,.jpg,.jpeg');
    await user.upload(input, pdf());

    const upload = calls.find((c) => c.method === 'POST' && c.url === '/api/extraction');
    expect((upload?.body as FormData).get('kind')).toBe('quotation');
    expect((upload?.body as FormData).get('file')).toBeInstanceOf(File);

    expect(await within(dialog).findByText('Lecture du texte — 40 %')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: "Progression de l'analyse" })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(
      await within(dialog).findByText('Recherche des champs — 80 %', {}, { timeout: 8000 }),
    ).toBeInTheDocument();

    const supplier = await within(dialog).findByRole(
      'combobox',
      { name: 'Fournisseur *' },
      { timeout: 8000 },
    );
    expect(supplier).toHaveValue('Lumière & Co');
    // The polling stopped once completed.
    const polls = calls.filter((c) => c.url === `/api/extraction/${JOB_ID}`).length;

    // Confidence chips by level: ≥ 0.9 green, ≥ 0.7 yellow, else red.
    const chip = (label: string) =>
      within(dialog).getByText(label, { selector: 'label' }).parentElement!.querySelector('[data-level]');
    expect(chip('Fournisseur *')).toHaveAttribute('data-level', 'high');
    expect(chip('Fournisseur *')).toHaveClass('bg-success-soft');
    expect(chip('Contact')).toHaveAttribute('data-level', 'medium');
    expect(chip('Contact')).toHaveClass('bg-warning-soft');
    expect(chip('Prix total')).toHaveAttribute('data-level', 'low');
    expect(chip('Prix total')).toHaveClass('bg-destructive-soft');
    expect(chip('Prix total')).toHaveAccessibleName(/^Confiance 60\s%\s\(faible\)$/);

    // Where each value was found.
    const totalField = within(dialog).getByRole('textbox', { name: 'Prix total' }).parentElement!;
    await user.click(within(totalField).getByText('Où a-t-elle été trouvée ?'));
    expect(totalField).toHaveTextContent('Page 2 · « Total HT 1 530,00 € » (texte du PDF)');
    const terms = within(dialog).getByRole('textbox', { name: 'Conditions de paiement' }).parentElement!;
    expect(terms).toHaveTextContent('Feuille Devis, cellule B12 (tableur)');

    // Quantity from the first product line; lines and extra information editable.
    expect(within(dialog).getByRole('textbox', { name: 'Quantité' })).toHaveValue('600');
    expect(within(dialog).getByRole('textbox', { name: 'Ligne 1 : Produit' })).toHaveValue('Ampoule E27 9 W');
    expect(within(dialog).getByRole('textbox', { name: 'Certifications' })).toHaveValue('CE, RoHS');

    // Correct the total, then save.
    const total = within(dialog).getByRole('textbox', { name: 'Prix total' });
    await user.clear(total);
    await user.type(total, '1 503,00');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer la cotation' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST' && c.url === '/api/quotations');
    expect(post?.body).toMatchObject({
      requestedProductId: PRODUCT_ID,
      extractionJobId: JOB_ID,
      supplierName: 'Lumière & Co',
      contactPerson: 'Claire Petit',
      email: 'claire@lumiere.test',
      quotationNumber: 'COT-2026-77',
      totalPrice: '1503.00',
      currency: 'EUR',
      quantity: '600',
      validUntil: '2026-04-30',
      deliveryTime: '3 semaines',
      paymentTerms: '30 jours fin de mois',
    });
    expect((post?.body as { notes: string }).notes).toContain('Ampoule E27 9 W : quantité 600');
    expect((post?.body as { notes: string }).notes).toContain('Certifications : CE, RoHS');
    expect(onMessage).toHaveBeenCalledWith('success', 'Cotation ajoutée avec succès.');
    expect(calls.filter((c) => c.url === `/api/extraction/${JOB_ID}`).length).toBe(polls);
  }, 20_000);

  it("shows 'Erreur de traitement' with the server's message", async () => {
    const { user } = renderDialog([
      makeJob({
        status: 'error',
        progress: null,
        errorMessage: "Impossible d'extraire les données - format non reconnu",
      }),
    ]);
    const dialog = screen.getByRole('dialog', { name: "Analyse IA d'une cotation" });
    await user.upload(within(dialog).getByLabelText('Choisir un fichier'), pdf());
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Erreur de traitement');
    expect(alert).toHaveTextContent("Impossible d'extraire les données - format non reconnu");
    await user.click(within(dialog).getByRole('button', { name: 'Essayer un autre fichier' }));
    expect(within(dialog).getByLabelText('Choisir un fichier')).toBeInTheDocument();
  });

  it('refuses a file type it cannot read, before sending it', async () => {
    const { calls } = renderDialog([makeJob()]);
    const user = userEvent.setup({ applyAccept: false });
    const dialog = screen.getByRole('dialog', { name: "Analyse IA d'une cotation" });
    await user.upload(
      within(dialog).getByLabelText('Choisir un fichier'),
      new File(['x'], 'notes.docx', { type: 'application/msword' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Type de fichier non accepté');
    expect(calls.some((c) => c.url === '/api/extraction')).toBe(false);
  });

  it('shows the upload refusal of the server', async () => {
    const { user } = renderDialog([makeJob()], {
      'POST /api/extraction': () =>
        jsonResponse(429, {
          error: {
            code: 'busy',
            message: 'Trop de documents en cours de traitement. Réessayez dans quelques instants.',
          },
        }),
    });
    const dialog = screen.getByRole('dialog', { name: "Analyse IA d'une cotation" });
    await user.upload(within(dialog).getByLabelText('Choisir un fichier'), pdf());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Trop de documents en cours de traitement.',
    );
  });
});
