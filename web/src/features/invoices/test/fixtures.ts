/** Test data of the invoices screens' tests, and the steps they share. */
import { screen, within } from '@testing-library/react';
import type { InvoiceDetail, ListInvoicesResponse } from '@comptoir/core/modules/invoices';
import type { renderApp } from '@/test/utils';
import { CLIENT, LINE_AMOUNTS, LINE_VAT, ORDER_ID } from '@/components/sales/test/fixtures';
import { onePage } from '@/test/utils';

export const INVOICE_ID = '90000000-0000-4000-8000-000000000001';
export const LINE_ID = '91000000-0000-4000-8000-000000000001';
export const PAYMENT_ID = '92000000-0000-4000-8000-000000000001';

const eur = (amount: string) => ({ amount, currency: 'EUR' });

export function invoice(overrides: Partial<InvoiceDetail> = {}): InvoiceDetail {
  return {
    id: INVOICE_ID,
    direction: 'outgoing',
    kind: 'invoice',
    number: 'FAC-2026-00042',
    status: 'sent',
    clientId: CLIENT.id,
    supplierId: null,
    companyId: CLIENT.companyId,
    party: {
      name: 'Sophie Martin',
      address: CLIENT.address,
      vatNumber: 'FR12345678901',
      email: CLIENT.email,
      siren: null,
      siret: null,
    },
    orderId: ORDER_ID,
    orderReference: 'CMD-2026-001',
    quoteId: null,
    quotationId: null,
    creditedInvoice: null,
    creditMode: null,
    issueDate: '2026-03-10',
    serviceDate: '2026-03-08',
    dueDate: '2026-04-09',
    paymentTerms: '30 jours net',
    vatExemption: null,
    notes: null,
    deliveryAddress: null,
    operationNature: null,
    currency: 'EUR',
    subtotal: eur('90.00'),
    taxAmount: eur('18.00'),
    totalAmount: eur('108.00'),
    paidAmount: eur('0.00'),
    creditedAmount: eur('0.00'),
    balanceDue: eur('108.00'),
    base: { totalAmount: eur('108.00'), rate: '1', rateDate: '2026-03-10', source: 'base' },
    daysOverdue: null,
    paymentDate: null,
    issuedAt: '2026-03-10T09:00:00.000Z',
    sentAt: null,
    lastReminderAt: null,
    reminderCount: 0,
    aiExtracted: false,
    aiConfidence: null,
    file: null,
    isDemo: false,
    createdAt: '2026-03-09T09:00:00.000Z',
    updatedAt: '2026-03-10T09:00:00.000Z',
    lines: [
      {
        id: LINE_ID,
        orderItemId: '70000000-0000-4000-8000-000000000001',
        productId: null,
        description: 'Drap en lin',
        detail: '',
        ...LINE_AMOUNTS,
      },
    ],
    vat: LINE_VAT,
    effectiveOperationNature: 'services',
    payments: [],
    reminders: [],
    creditNotes: [],
    history: [{ status: 'sent', changedAt: '2026-03-10T09:00:00.000Z', changedBy: 'Léa Moreau', note: null }],
    actions: ['pdf', 'send', 'creditNote', 'pay'],
    ...overrides,
  };
}

export function listOf(
  items: InvoiceDetail[],
  counters: Partial<ListInvoicesResponse['counters']> = {},
): ListInvoicesResponse {
  return {
    ...onePage(items),
    counters: {
      total: 12,
      sent: 5,
      paid: 4,
      overdue: 2,
      draft: 1,
      aiProcessed: 3,
      totalAmount: eur('15240.50'),
      ...counters,
    },
  };
}

export const INVOICE_MODULES = ['dashboard', 'invoices', 'orders', 'clients', 'quotes', 'products'] as const;

/**
 * Opens 'Importer une facture fournisseur' on the invoices screen, gives it `file` and starts the
 * analysis: the dialog.
 */
export async function analyseIncoming(user: ReturnType<typeof renderApp>['user'], file: File) {
  await user.click(await screen.findByRole('button', { name: 'Importer une facture fournisseur' }));
  const dialog = await screen.findByRole('dialog', { name: "Traitement IA d'une facture fournisseur" });
  await user.upload(within(dialog).getByLabelText('Choisir un fichier'), file);
  await user.click(within(dialog).getByRole('button', { name: "Lancer l'analyse" }));
  return dialog;
}
