/**
 * The AI panel's EN 16931 conformance of an incoming e-invoice (issue 27 §4): 'Conforme EN 16931',
 * the broken rules of a non-conformant one (and 'Valider' asks first), or 'Conformité non
 * vérifiée' when the validator could not run.
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { EInvoiceConformance, ExtractionJob } from '@comptoir/core/modules/extraction';
import { json, renderApp, preloadPage } from '@/test/utils';
import { stubApi } from '@/components/sales/test/fixtures';
import { INVOICE_ID, INVOICE_MODULES, analyseIncoming, invoice, listOf } from '../test/fixtures';

const JOB_ID = '93000000-0000-4000-8000-0000000000e1';

/** A value read from the XML (confidence 1, its element path as source). */
const exact = (value: string | null, path = 'ID') => ({
  value,
  confidence: value === null ? 0 : 1,
  source: value === null ? null : { method: 'einvoice' as const, text: path },
});

/** A completed extraction of a UBL supplier invoice judged as `conformance`. */
function ublJob(conformance: EInvoiceConformance): ExtractionJob {
  return {
    id: JOB_ID,
    kind: 'invoice',
    fileName: 'fournisseur-ubl.xml',
    fileType: 'xml',
    size: 9_000,
    status: 'completed',
    method: 'einvoice',
    result: {
      kind: 'invoice',
      sellerName: exact('Aciéries du Rhône SAS'),
      sellerVatId: exact('FR44732829320'),
      buyerName: exact('Comptoir'),
      buyerVatId: exact(null),
      invoiceNumber: exact('FAC-2026-00001'),
      issueDate: exact('2026-03-02'),
      dueDate: exact('2026-04-01'),
      currency: exact('EUR'),
      totalWithoutTax: exact('114.75'),
      taxAmount: exact('6.31'),
      totalWithTax: exact('121.06'),
      iban: exact('FR7630006000011234567890189'),
      paymentTerms: exact('30 jours fin de mois'),
      orderReference: exact('PO-2026-118'),
      lines: [
        {
          description: exact('Boulons M8'),
          quantity: exact('1000'),
          unitPrice: exact('0.1148'),
          total: exact('114.75'),
          vatRate: exact('5.5'),
        },
      ],
      confidence: 1,
      conformance,
    },
    errorMessage: null,
    processingTimeMs: 420,
    confidence: 1,
    progress: null,
    previews: [],
    createdAt: '2026-03-10T09:00:00.000Z',
  };
}

const BROKEN: EInvoiceConformance = {
  checked: true,
  valid: false,
  syntax: 'ubl',
  rules: [
    {
      id: 'BR-CO-15',
      flag: 'fatal',
      text: '[BR-CO-15]-Invoice total amount with VAT (BT-112) = Invoice total amount without VAT (BT-109) + Invoice total VAT amount (BT-110).',
    },
    { id: 'UBL-CR-561', flag: 'warning', text: '[UBL-CR-561]-A UBL invoice should not include extensions' },
  ],
  schemaErrors: ["cvc-complex-type.2.4.a: Invalid content was found starting with element 'cbc:Foo'."],
};

/** The panel opened on the job, the file analysed: the dialog and the recorded requests. */
async function analysed(conformance: EInvoiceConformance) {
  const created = invoice({ direction: 'incoming', number: 'FAC-2026-00001', status: 'to_check' });
  const calls = stubApi(
    {
      'GET /api/invoices': () => json(200, listOf([invoice()])),
      'POST /api/extraction': () => json(202, { id: JOB_ID, status: 'processing' }),
      [`GET /api/extraction/${JOB_ID}`]: () => json(200, ublJob(conformance)),
      'GET /api/invoices/incoming/suggestions': () =>
        json(200, { supplier: null, order: null, quotation: null, duplicates: [] }),
      'POST /api/invoices/incoming': () =>
        json(201, { invoice: created, message: 'Facture fournisseur enregistrée.' }),
      [`GET /api/invoices/${INVOICE_ID}`]: () => json(200, created),
    },
    { role: 'Manager', modules: [...INVOICE_MODULES] },
  );
  const { user } = renderApp('/invoices?direction=incoming');
  const file = new File(['<Invoice/>'], 'fournisseur-ubl.xml', { type: 'application/xml' });
  const dialog = await analyseIncoming(user, file);
  await within(dialog).findByRole('textbox', { name: 'Numéro de facture *' }, { timeout: 5000 });
  const posted = () => calls.find((c) => c.method === 'POST' && c.url === '/api/invoices/incoming');
  return { user, dialog, posted, calls };
}

configure({ asyncUtilTimeout: 10_000 });

describe('incoming e-invoice conformance', { timeout: 30_000 }, () => {
  preloadPage(() => import('../pages/InvoicesPage'));

  it("a conformant one: 'Conforme EN 16931', the values read, and 'Valider' records it at once", async () => {
    const { user, dialog, posted } = await analysed({
      checked: true,
      valid: true,
      syntax: 'ubl',
      rules: [],
      schemaErrors: [],
    });
    const panel = within(dialog).getByRole('region', { name: 'Conforme EN 16931' });
    expect(within(panel).getByText('Conforme EN 16931')).toBeInTheDocument();
    expect(within(dialog).queryByText('Non conforme EN 16931')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Référence de commande' })).toHaveValue('PO-2026-118');
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    await waitFor(() =>
      expect(posted()?.body).toMatchObject({
        confirmNonConformant: false,
        paymentTerms: '30 jours fin de mois',
        lines: [{ description: 'Boulons M8', quantity: '1000', unitPrice: '0.1148', taxRate: '5.5' }],
      }),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("'Valider' does not read the used-up analysis's suggestions again (the server would answer 409)", async () => {
    const { user, dialog, posted, calls } = await analysed({
      checked: true,
      valid: true,
      syntax: 'ubl',
      rules: [],
      schemaErrors: [],
    });
    const suggestionsRead = () =>
      calls.filter((c) => c.url.startsWith('/api/invoices/incoming/suggestions?')).length;
    expect(suggestionsRead()).toBe(1);
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(posted()).toBeDefined());
    await screen.findByText('Facture fournisseur enregistrée.');
    // The invoice list is read again after the POST, the suggestions are not.
    await waitFor(() =>
      expect(
        calls.slice(calls.indexOf(posted()!) + 1).some((c) => c.url.split('?')[0] === '/api/invoices'),
      ).toBe(true),
    );
    expect(suggestionsRead()).toBe(1);
  });

  it("a non-conformant one: the broken rules and schema errors, and 'Valider' asks first", async () => {
    const { user, dialog, posted } = await analysed(BROKEN);
    const panel = within(dialog).getByRole('region', { name: 'Non conforme EN 16931' });
    const id = within(panel).getByText('BR-CO-15');
    expect(id.tagName).toBe('CODE');
    expect(within(panel).getByText(/Invoice total amount with VAT \(BT-112\)/)).toBeInTheDocument();
    expect(within(panel).getByText('Erreurs de structure XML (schéma)')).toBeInTheDocument();
    expect(within(panel).getByText(/Invalid content was found/)).toBeInTheDocument();
    expect(within(panel).getByText('Avertissements')).toBeInTheDocument();
    expect(within(panel).getByText('UBL-CR-561')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Enregistrer une facture non conforme ?' });
    expect(within(ask).getByText(/ne respecte pas la norme EN 16931 \(BR-CO-15\)/)).toBeInTheDocument();
    expect(posted()).toBeUndefined();
    // Cancelled: nothing is sent.
    await user.click(within(ask).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posted()).toBeUndefined();
    // Confirmed: sent with confirmNonConformant.
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Enregistrer quand même' }));
    await waitFor(() => expect(posted()?.body).toMatchObject({ confirmNonConformant: true }));
  });

  it("a validator that could not run: 'Conformité non vérifiée' and its reason, no question", async () => {
    const { user, dialog, posted } = await analysed({
      checked: false,
      valid: false,
      syntax: 'cii',
      rules: [],
      schemaErrors: [],
      unavailable: 'validator unavailable: java not found',
    });
    expect(
      within(dialog).getByText('Conformité non vérifiée : validator unavailable: java not found'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(posted()?.body).toMatchObject({ confirmNonConformant: false }));
  });
});
