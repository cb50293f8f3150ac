import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { ExtractionJob } from '@comptoir/core/modules/extraction';
import { json, renderApp, preloadPage } from '@/test/utils';
import { expectCounters, expectLastCall, expectTexts, findRow, optionTexts } from '@/test/list';
import { stubApi, type Handler } from '@/components/sales/test/fixtures';
import { INVOICE_ID, INVOICE_MODULES, PAYMENT_ID, analyseIncoming, invoice, listOf } from '../test/fixtures';

const BANK_TX_ID = '6a1e0f8c-2b5d-4c3a-9e7f-1d2c3b4a5f60';

const DETAIL = `GET /api/invoices/${INVOICE_ID}`;
const JOB_ID = '93000000-0000-4000-8000-000000000001';

function setup(handlers: Record<string, Handler> = {}, role: 'Manager' | 'Admin' | 'Viewer' = 'Manager') {
  return stubApi(
    { 'GET /api/invoices': () => json(200, listOf([invoice()])), ...handlers },
    { role, modules: [...INVOICE_MODULES] },
  );
}

const field = (value: string | null, confidence: number, text?: string) => ({
  value,
  confidence,
  source: value === null ? null : { method: 'text' as const, page: 1, ...(text ? { text } : {}) },
});

function extractionJob(status: ExtractionJob['status']): ExtractionJob {
  return {
    id: JOB_ID,
    kind: 'invoice',
    fileName: 'facture-fournisseur.pdf',
    fileType: 'pdf',
    size: 48_000,
    status,
    method: status === 'completed' ? 'text' : null,
    result:
      status === 'completed'
        ? {
            kind: 'invoice',
            sellerName: field('Textiles Lyon SARL', 0.95, 'Textiles Lyon SARL'),
            sellerVatId: field('FR40123456789', 0.93),
            buyerName: field('Comptoir', 0.9),
            buyerVatId: field(null, 0),
            invoiceNumber: field('TL-2026-0815', 0.62, 'Facture n° TL-2026-O815'),
            issueDate: field('2026-03-02', 0.92),
            dueDate: field('2026-04-01', 0.8),
            currency: field('EUR', 0.99),
            totalWithoutTax: field('1000.00', 0.95),
            taxAmount: field('200.00', 0.95),
            totalWithTax: field('1200.00', 0.96),
            iban: field(null, 0),
            lines: [
              {
                description: field('Draps en lin', 0.9),
                quantity: field('20', 0.9),
                unitPrice: field('50.00', 0.9),
                total: field('1000.00', 0.9),
              },
            ],
            confidence: 0.84,
          }
        : null,
    errorMessage: status === 'error' ? "Impossible d'extraire les données - format non reconnu" : null,
    processingTimeMs: status === 'processing' ? null : 1500,
    confidence: status === 'completed' ? 0.84 : null,
    progress: status === 'processing' ? { step: 'Lecture du texte', percent: 40 } : null,
    previews: [],
    createdAt: '2026-03-10T09:00:00.000Z',
  };
}

// Lazy pages and the shared machine: a ceiling for the waits, not a delay.
configure({ asyncUtilTimeout: 10_000 });

describe('/invoices', { timeout: 30_000 }, () => {
  preloadPage(() => import('./InvoicesPage'));

  it('shows the counters, the list, and keeps tab, status, dates and search in the requests', async () => {
    const calls = setup();
    const { user } = renderApp('/invoices');
    expect(await screen.findByRole('heading', { level: 1, name: 'Factures' })).toBeInTheDocument();
    expectTexts(await findRow('FAC-2026-00042'), ['Sophie Martin', 'Envoyée', '10/03/2026']);
    expectCounters('Compteurs des factures', [
      'Total factures12',
      'Envoyées5',
      'Payées4',
      'Traitées par IA3',
      /Montant total15\s240,50\s€/,
    ]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'paid');
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'CMD-2026');
    await expectLastCall(calls, '/api/invoices?', ['status=paid', 'q=CMD-2026', 'direction=outgoing']);

    await user.click(screen.getByRole('tab', { name: 'Factures fournisseurs' }));
    await expectLastCall(calls, '/api/invoices?', ['direction=incoming'], ['status=']);
    expect(optionTexts(screen.getByRole('combobox', { name: 'Statut' }))).toEqual([
      'Tous les statuts',
      'À vérifier',
      'À payer',
      'Partiellement payée',
      'Payée',
      'En retard',
    ]);
    const exportLink = screen.getByRole('link', { name: 'Exporter (Excel)' });
    expect(exportLink.getAttribute('href')).toContain('/api/invoices/export?');
    expect(exportLink.getAttribute('href')).toContain('format=xlsx');
    expect(exportLink.getAttribute('href')).toContain('direction=incoming');
  });

  it("the reminders tab lists overdue client invoices and 'Relancer' posts the language", async () => {
    const overdue = invoice({
      status: 'overdue',
      daysOverdue: 12,
      actions: ['pdf', 'remind', 'pay', 'creditNote'],
    });
    const calls = setup({
      'GET /api/invoices': ({ url }) =>
        json(200, listOf(url.includes('status=overdue') ? [overdue] : [invoice()])),
      [`POST /api/invoices/${INVOICE_ID}/remind`]: () =>
        json(200, { invoice: overdue, message: 'Relance envoyée à sophie@hotel-du-port.fr.' }),
    });
    const { user } = renderApp('/invoices?view=reminders');
    const row = (await screen.findByText('12 j de retard')).closest('tr')!;
    expect(within(row).getByText('FAC-2026-00042')).toBeInTheDocument();
    expect(within(row).getByText('Aucune relance')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Relancer la facture FAC-2026-00042' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Langue de la relance' }), 'en');
    await user.click(within(dialog).getByRole('button', { name: 'Relancer' }));
    await waitFor(() => {
      expect(calls.find((c) => c.method === 'POST' && c.url.endsWith('/remind'))?.body).toEqual({
        language: 'en',
      });
    });
    expect(await screen.findByText('Relance envoyée à sophie@hotel-du-port.fr.')).toBeInTheDocument();
    const list = calls.find((c) => c.url.includes('status=overdue'))!;
    expect(list.url).toContain('sort=dueDate');
    expect(list.url).toContain('order=asc');
  });

  it('detail: the actions the status allows, a partial payment, and the new balance', async () => {
    let current = invoice();
    const calls = setup({
      [DETAIL]: () => json(200, current),
      [`POST /api/invoices/${INVOICE_ID}/payments`]: () => {
        current = invoice({
          status: 'partially_paid',
          paidAmount: { amount: '50.00', currency: 'EUR' },
          balanceDue: { amount: '58.00', currency: 'EUR' },
          payments: [
            {
              id: PAYMENT_ID,
              date: '2026-03-20',
              amount: { amount: '50.00', currency: 'EUR' },
              method: 'cheque',
              reference: 'CHQ 1234',
              bankTransactionId: null,
              createdBy: 'Léa Moreau',
              createdAt: '2026-03-20T09:00:00.000Z',
            },
          ],
        });
        return json(201, { invoice: current, message: 'Paiement enregistré.' });
      },
    });
    const { user } = renderApp(`/invoices?id=${INVOICE_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Facture FAC-2026-00042' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Télécharger le PDF' })).toHaveAttribute(
      'href',
      `/api/invoices/${INVOICE_ID}/pdf`,
    );
    for (const name of ['Envoyer', 'Avoir', 'Enregistrer un paiement']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    for (const name of ['Émettre', 'Modifier', 'Supprimer', 'Relancer']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.getByRole('link', { name: 'CMD-2026-001' })).toHaveAttribute(
      'href',
      expect.stringContaining('/orders?id='),
    );

    await user.click(screen.getByRole('button', { name: 'Enregistrer un paiement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enregistrer un paiement' });
    const amount = within(dialog).getByRole('textbox', { name: 'Montant (EUR) *' });
    expect(amount).toHaveValue('108.00');
    await user.clear(amount);
    await user.type(amount, '50');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Mode de paiement *' }), 'cheque');
    await user.type(within(dialog).getByRole('textbox', { name: 'Référence' }), 'CHQ 1234');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le paiement' }));
    await waitFor(() => {
      const body = calls.find((c) => c.method === 'POST' && c.url.endsWith('/payments'))?.body as Record<
        string,
        string
      >;
      expect(body).toMatchObject({ amount: '50', method: 'cheque', reference: 'CHQ 1234' });
      expect(body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });
    expect(await screen.findByText('Paiement enregistré.')).toBeInTheDocument();
    expect((await screen.findAllByText('Partiellement payée')).length).toBeGreaterThan(0);
    expect(screen.getByText('CHQ 1234', { exact: false })).toBeInTheDocument();
    expect(document.querySelector('[data-total="balance"]')?.textContent).toMatch(/58,00\s€/);
    // A Manager cannot delete a payment (Admin and above).
    expect(screen.queryByRole('button', { name: /Supprimer le paiement/ })).toBeNull();
  });

  it('an overpayment is refused with the server message kept in the dialog', async () => {
    setup({
      [DETAIL]: () => json(200, invoice()),
      [`POST /api/invoices/${INVOICE_ID}/payments`]: () =>
        json(400, {
          error: {
            code: 'overpayment',
            message: 'Le paiement (200,00 €) dépasse le reste à payer (108,00 €).',
          },
        }),
    });
    const { user } = renderApp(`/invoices?id=${INVOICE_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Enregistrer un paiement' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByRole('textbox', { name: 'Montant (EUR) *' });
    await user.clear(amount);
    await user.type(amount, '200');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le paiement' }));
    expect(
      await within(dialog).findByText('Le paiement (200,00 €) dépasse le reste à payer (108,00 €).'),
    ).toBeInTheDocument();
    // One message: the amount is well formed, so no field message beside the server's.
    expect(within(dialog).queryByText(/Montant du paiement invalide/)).toBeNull();
  });

  it("a draft: 'Émettre' posts the issue date; an Admin may delete a payment", async () => {
    const draft = invoice({
      number: null,
      status: 'draft',
      issueDate: null,
      actions: ['edit', 'delete', 'issue', 'pdf'],
    });
    const calls = setup(
      {
        [DETAIL]: () => json(200, draft),
        [`POST /api/invoices/${INVOICE_ID}/issue`]: () =>
          json(200, { invoice: invoice(), message: 'Facture émise : FAC-2026-00042.' }),
      },
      'Admin',
    );
    const { user } = renderApp(`/invoices?id=${INVOICE_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Brouillon de facture' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Émettre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Émettre la facture' });
    await user.click(within(dialog).getByRole('button', { name: 'Émettre' }));
    await waitFor(() => {
      const body = calls.find((c) => c.url.endsWith('/issue'))?.body as { issueDate: string };
      expect(body.issueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });
    expect(await screen.findByText('Facture émise : FAC-2026-00042.')).toBeInTheDocument();
  });

  it("a draft the seller's identity cannot issue: the server's message and a link to the 'Société' tab", async () => {
    const draft = invoice({
      number: null,
      status: 'draft',
      issueDate: null,
      actions: ['edit', 'issue', 'pdf'],
    });
    const message =
      "La facture ne peut pas être émise : l'identité légale de la société est incomplète (SIREN). Complétez l'onglet « Société » des paramètres ; aucun numéro n'a été attribué.";
    setup({
      [DETAIL]: () => json(200, draft),
      [`POST /api/invoices/${INVOICE_ID}/issue`]: () =>
        json(409, { error: { code: 'identity_incomplete', message } }),
    });
    const { user } = renderApp(`/invoices?id=${INVOICE_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Émettre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Émettre la facture' });
    expect(within(dialog).queryByRole('link', { name: "Compléter l'onglet « Société »" })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Émettre' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: "Compléter l'onglet « Société »" })).toHaveAttribute(
      'href',
      '/settings?tab=company',
    );
  });

  it('an Admin sees the delete button of each payment and confirms before deleting', async () => {
    const paid = invoice({
      status: 'partially_paid',
      payments: [
        {
          id: PAYMENT_ID,
          date: '2026-03-20',
          amount: { amount: '50.00', currency: 'EUR' },
          method: 'virement',
          reference: null,
          bankTransactionId: BANK_TX_ID,
          createdBy: null,
          createdAt: '2026-03-20T09:00:00.000Z',
        },
      ],
    });
    const calls = setup(
      {
        [DETAIL]: () => json(200, paid),
        [`DELETE /api/invoices/${INVOICE_ID}/payments/${PAYMENT_ID}`]: () =>
          json(200, { invoice: invoice(), message: 'Paiement supprimé.' }),
      },
      'Admin',
    );
    const { user } = renderApp(`/invoices?id=${INVOICE_ID}`);
    // Recorded by reconciling a bank transaction: the bank's page opens it.
    const payments = await screen.findByRole('list', { name: 'Paiements' });
    expect(within(payments).getByRole('link', { name: 'Banque' })).toHaveAttribute(
      'href',
      `/bank?tx=${BANK_TX_ID}`,
    );
    await user.click(
      await screen.findByRole('button', { name: /^Supprimer le paiement de 50,00\s€ du 20\/03\/2026$/ }),
    );
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Paiement supprimé.')).toBeInTheDocument();
  });

  it("a credit note: 'partial' sends the lines and quantities with the reason", async () => {
    const calls = setup({
      [DETAIL]: () => json(200, invoice()),
      [`POST /api/invoices/${INVOICE_ID}/credit-note`]: () =>
        json(201, { invoice: invoice(), creditNote: invoice(), message: 'Avoir AV-2026-00003 établi.' }),
    });
    const { user } = renderApp(`/invoices?id=${INVOICE_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Avoir' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: "Établir l'avoir" }));
    expect(await within(dialog).findByText('Veuillez indiquer un motif.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /Avoir partiel/ }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Ligne 1 (Drap en lin) : quantité à créditer' }),
      '1',
    );
    expect(within(dialog).getByText('45,00 €')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Motif *' }), 'Un drap abîmé');
    await user.click(within(dialog).getByRole('button', { name: "Établir l'avoir" }));
    await waitFor(() => {
      expect(calls.find((c) => c.url.endsWith('/credit-note'))?.body).toEqual({
        mode: 'partial',
        reason: 'Un drap abîmé',
        lines: [{ invoiceLineId: invoice().lines[0]!.id, quantity: '1' }],
      });
    });
    expect(await screen.findByText('Avoir AV-2026-00003 établi.')).toBeInTheDocument();
  });

  it('a Viewer sees no action but the PDF', async () => {
    setup({ [DETAIL]: () => json(200, invoice()) }, 'Viewer');
    renderApp(`/invoices?id=${INVOICE_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Facture FAC-2026-00042' });
    expect(screen.getByRole('link', { name: 'Télécharger le PDF' })).toBeInTheDocument();
    for (const name of ['Envoyer', 'Avoir', 'Enregistrer un paiement']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it("detail: the buyer's SIREN, the delivery address and the nature of the operation", async () => {
    const reformed = invoice({
      party: { ...invoice().party, siren: '732829320', siret: null },
      deliveryAddress: 'Entrepôt Sud\n13400 Aubagne',
      operationNature: 'mixed',
      effectiveOperationNature: 'mixed',
    });
    setup({ [DETAIL]: () => json(200, reformed) }, 'Viewer');
    renderApp(`/invoices?id=${INVOICE_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Facture FAC-2026-00042' });
    const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(term('SIREN')).toHaveTextContent('732829320');
    expect(term('Adresse de livraison')).toHaveTextContent('Entrepôt Sud 13400 Aubagne');
    expect(term("Nature de l'opération")).toHaveTextContent('Mixte');
  });

  it("incoming: upload, 'Lancer l'analyse', progress, fields with confidence, duplicate warning, correct and validate", async () => {
    let polls = 0;
    const created = invoice({
      direction: 'incoming',
      number: 'TL-2026-0815',
      status: 'to_check',
      aiExtracted: true,
    });
    const calls = setup({
      'POST /api/extraction': () => json(202, { id: JOB_ID, status: 'processing' }),
      [`GET /api/extraction/${JOB_ID}`]: () => {
        polls += 1;
        return json(200, extractionJob(polls < 2 ? 'processing' : 'completed'));
      },
      'GET /api/invoices/incoming/suggestions': () =>
        json(200, {
          supplier: null,
          order: null,
          quotation: null,
          duplicates: [
            {
              id: INVOICE_ID,
              number: 'TL-2026-0815',
              reason: 'file',
              message: 'le même fichier a déjà été enregistré (facture TL-2026-0815)',
            },
          ],
        }),
      'POST /api/invoices/incoming': () =>
        json(201, { invoice: created, message: 'Facture fournisseur enregistrée.' }),
      [DETAIL]: () => json(200, created),
    });
    const { user } = renderApp('/invoices?direction=incoming');
    const file = new File(['%PDF-1.7'], 'facture-fournisseur.pdf', { type: 'application/pdf' });
    const dialog = await analyseIncoming(user, file);
    expect(await within(dialog).findByText('Analyse en cours…')).toBeInTheDocument();
    const number = await within(dialog).findByRole(
      'textbox',
      { name: 'Numéro de facture *' },
      { timeout: 5000 },
    );
    expect(number).toHaveValue('TL-2026-0815');
    // Its confidence is low: red, and named so.
    expect(within(dialog).getByLabelText('Confiance 62 % (faible)')).toHaveAttribute('data-level', 'low');
    expect(
      await within(dialog).findByText('le même fichier a déjà été enregistré (facture TL-2026-0815)'),
    ).toBeInTheDocument();
    await user.clear(number);
    await user.type(number, 'TL-2026-0816');
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(await within(dialog).findByText(/cochez « Enregistrer quand même »/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/invoices/incoming')).toBe(false);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Enregistrer quand même' }));
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    await waitFor(() => {
      const body = calls.find((c) => c.method === 'POST' && c.url === '/api/invoices/incoming')?.body;
      expect(body).toMatchObject({
        extractionJobId: JOB_ID,
        supplierName: 'Textiles Lyon SARL',
        number: 'TL-2026-0816',
        issueDate: '2026-03-02',
        totalWithTax: '1200.00',
        confirmDuplicate: true,
        lines: [{ description: 'Draps en lin', quantity: '20', unitPrice: '50.00', taxRate: '20' }],
      });
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Facture fournisseur TL-2026-0815' }),
    ).toBeInTheDocument();
  });

  it("incoming: 'Rejeter' asks for a reason, and an extraction error is shown", async () => {
    const calls = setup({
      'POST /api/extraction': () => json(202, { id: JOB_ID, status: 'processing' }),
      [`GET /api/extraction/${JOB_ID}`]: () => json(200, extractionJob('completed')),
      'GET /api/invoices/incoming/suggestions': () =>
        json(200, { supplier: null, order: null, quotation: null, duplicates: [] }),
      'POST /api/invoices/incoming/reject': () => json(200, { message: 'Analyse rejetée.' }),
    });
    const { user } = renderApp('/invoices');
    let dialog = await analyseIncoming(user, new File(['x'], 'f.pdf'));
    await user.click(await within(dialog).findByRole('button', { name: 'Voir les détails' }));
    expect(within(dialog).getByRole('heading', { name: "Détails de l'analyse" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Rejeter' }));
    await user.click(within(dialog).getByRole('button', { name: "Rejeter l'analyse" }));
    expect(await within(dialog).findByText('Veuillez indiquer un motif.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Motif du rejet *' }), 'Facture en double');
    await user.click(within(dialog).getByRole('button', { name: "Rejeter l'analyse" }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/invoices/incoming/reject')?.body).toEqual({
        extractionJobId: JOB_ID,
        reason: 'Facture en double',
      }),
    );
    expect(await screen.findByText('Analyse rejetée.')).toBeInTheDocument();

    // A file the engine cannot read.
    setup({
      'POST /api/extraction': () => json(202, { id: JOB_ID, status: 'processing' }),
      [`GET /api/extraction/${JOB_ID}`]: () => json(200, extractionJob('error')),
    });
    dialog = await analyseIncoming(user, new File(['x'], 'scan.png'));
    expect(
      await within(dialog).findByText("Impossible d'extraire les données - format non reconnu"),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Essayer un autre fichier' })).toBeInTheDocument();
  });
});
