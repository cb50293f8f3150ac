import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExtractionJob } from '@comptoir/core/modules/extraction';
import {
  DIALOG_TARGET,
  JOB_ID,
  OTHER_ID,
  PRODUCT_ID,
  jsonResponse,
  makeExtraction,
  makeJob,
  makeQuotation,
  mockFetch,
} from '../test/fixtures';
import { AiExtractionDialog } from './AiExtractionDialog';
import { renderDialog, sentBody } from '@/test/forms';

/** The job answers in turn (the last one repeats). */
function renderExtraction(jobs: ExtractionJob[], handlers: Parameters<typeof mockFetch>[0] = {}) {
  let poll = 0;
  const calls = mockFetch({
    'POST /api/extraction': () => jsonResponse(202, { id: JOB_ID, status: 'processing' }),
    [`GET /api/extraction/${JOB_ID}`]: () => jsonResponse(200, jobs[Math.min(poll++, jobs.length - 1)]),
    'GET /api/quotations/suppliers': () => jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 20 }),
    ...handlers,
  });
  return {
    calls,
    ...renderDialog((on) => <AiExtractionDialog {...DIALOG_TARGET} {...on} />, ['onClose', 'onMessage']),
  };
}

const pdf = () => new File(['%PDF-1.4 devis'], 'devis-lumiere.pdf', { type: 'application/pdf' });
const completed = (result = makeExtraction()) =>
  makeJob({
    status: 'completed',
    method: 'text',
    result,
    confidence: 0.84,
    processingTimeMs: 1800,
    progress: null,
  });

describe('AiExtractionDialog', () => {
  it('uploads, shows the progress, then the fields with their confidence, and saves the edited values', async () => {
    const { user, calls, onMessage, onClose } = renderExtraction(
      [makeJob(), makeJob({ progress: { step: 'Recherche des champs', percent: 80 } }), completed()],
      {
        'POST /api/quotations': () => jsonResponse(201, { quotation: makeQuotation(), message: 'ok' }),
      },
    );
    const dialog = screen.getByRole('dialog', { name: "Analyse IA d'une cotation" });
    const input = within(dialog).getByLabelText('Choisir un fichier');
    expect(input).toHaveAttribute('accept', '.pdf,.xlsx,.xls,.png,.jpg,.jpeg');
    await user.upload(input, pdf());

    const upload = sentBody(calls, 'POST', '/api/extraction') as FormData;
    expect(upload.get('kind')).toBe('quotation');
    expect(upload.get('file')).toBeInstanceOf(File);

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
    const post = sentBody(calls, 'POST', '/api/quotations') as { lines: unknown[]; notes: string };
    expect(post).toMatchObject({
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
    // The line is saved as a line (linked to this product: it is the only one), not in the notes.
    expect(post.lines).toEqual([
      {
        productId: null,
        requestedProductId: PRODUCT_ID,
        name: 'Ampoule E27 9 W',
        description: '',
        quantity: '600',
        unit: 'pièces',
        unitPrice: '2.55',
        total: '1530.00',
        specifications: '',
      },
    ]);
    expect(post.notes).not.toContain('Ampoule');
    expect(post.notes).toContain('Certifications : CE, RoHS');
    expect(onMessage).toHaveBeenCalledWith('success', 'Cotation ajoutée avec succès.');
    expect(calls.filter((c) => c.url === `/api/extraction/${JOB_ID}`).length).toBe(polls);
  }, 20_000);

  it("shows 'Erreur de traitement' with the server's message", async () => {
    const { user } = renderExtraction([
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
    const { calls } = renderExtraction([makeJob()]);
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
    const { user } = renderExtraction([makeJob()], {
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

  it('shows the extracted lines in an editable table: edit, add and remove by keyboard, checked, saved as lines', async () => {
    const result = makeExtraction();
    const line = result.products[0]!;
    const f = (value: string | null, confidence = 0.9) => ({ value, confidence, source: null });
    result.products = [
      line,
      {
        ...line,
        name: f('Douille E27 laiton', 0.6),
        quantity: f('600'),
        unit: f('pcs'),
        unitPrice: f('0.4125'),
        totalPrice: f(null, 0),
        specifications: f('Laiton ; 250 V'),
      },
    ];
    const { user, calls } = renderExtraction([completed(result)], {
      'POST /api/quotations': () => jsonResponse(201, { quotation: makeQuotation(), message: 'ok' }),
    });
    const dialog = screen.getByRole('dialog', { name: "Analyse IA d'une cotation" });
    await user.upload(within(dialog).getByLabelText('Choisir un fichier'), pdf());
    const table = await within(dialog).findByRole(
      'table',
      { name: 'Lignes de la cotation' },
      { timeout: 8000 },
    );
    const cell = (n: number, field: string) =>
      within(table).getByRole('textbox', { name: `Ligne ${n} : ${field}` });
    const link = (n: number) => within(table).getByRole('combobox', { name: `Ligne ${n} : Produit demandé` });

    // Every extracted value, in the quotation's currency, with its confidence; each line linked
    // to the request's product its name names (the second: 'Douille').
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(cell(1, 'Produit')).toHaveValue('Ampoule E27 9 W');
    expect(cell(1, 'Unité')).toHaveValue('pièces');
    expect(cell(2, 'Prix unitaire')).toHaveValue('0.4125');
    expect(cell(2, 'Spécifications')).toHaveValue('Laiton ; 250 V');
    expect(link(1)).toHaveValue(PRODUCT_ID);
    expect(link(2)).toHaveValue(OTHER_ID);
    // An empty total shows quantity × unit price.
    expect(cell(2, 'Total')).toHaveAttribute('placeholder', '247,50\u00a0€');
    const chips = table.querySelectorAll('[data-level]');
    expect([...chips].map((c) => c.getAttribute('data-level'))).toEqual(['medium', 'low']);

    // Edit a value.
    await user.clear(cell(1, 'Quantité'));
    await user.type(cell(1, 'Quantité'), '650');
    // Add a line with the keyboard: the new line's product takes the focus.
    within(dialog).getByRole('button', { name: 'Ajouter une ligne' }).focus();
    await user.keyboard('{Enter}');
    expect(cell(3, 'Produit')).toHaveFocus();
    expect(link(3)).toHaveValue('');
    await user.keyboard('Frais de port');
    await user.tab(); // Description
    await user.tab(); // Quantité
    await user.keyboard('1');
    await user.tab(); // Unité
    await user.tab(); // Prix unitaire
    await user.keyboard('0');

    // A bad value is refused in the table, naming its line, and nothing is sent.
    await user.clear(cell(2, 'Quantité'));
    await user.type(cell(2, 'Quantité'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer la cotation' }));
    expect(
      await within(table).findByText(
        'Ligne 2 : la quantité doit être un nombre supérieur à 0, avec 3 décimales au plus.',
      ),
    ).toBeInTheDocument();
    expect(cell(2, 'Quantité')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/quotations')).toBe(false);

    // Remove that line with the keyboard: the focus goes to the line now in its place.
    within(table).getByRole('button', { name: 'Supprimer la ligne 2' }).focus();
    await user.keyboard('{Enter}');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await waitFor(() => expect(cell(2, 'Produit')).toHaveFocus());
    expect(cell(2, 'Produit')).toHaveValue('Frais de port');

    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer la cotation' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === '/api/quotations')).toBe(true),
    );
    const post = sentBody(calls, 'POST', '/api/quotations') as { lines: unknown[] };
    expect(post.lines).toEqual([
      expect.objectContaining({
        name: 'Ampoule E27 9 W',
        quantity: '650',
        unitPrice: '2.55',
        total: '1530.00',
      }),
      expect.objectContaining({
        name: 'Frais de port',
        requestedProductId: null,
        quantity: '1',
        unitPrice: '0',
        total: null,
      }),
    ]);
  }, 20_000);
});
