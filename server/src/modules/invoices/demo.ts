/**
 * Demo invoices, labelled '(démo)': the delivered demo order invoiced and paid, an overdue invoice
 * partly paid, an invoice corrected by a partial credit note, and a draft. Numbers come from the
 * same counters as real invoices, in the order of their issue dates.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';

import {
  appSettings,
  clients,
  invoiceLines,
  invoicePayments,
  invoiceStatusHistory,
  invoices,
  orders,
} from '../../db/schema/index';
import { ISSUER_SETTING_KEY } from '../sales/issuer';
import { addDays, todayIso } from '../sales/numbering';
import { readIdentity } from '../settings/company';
import { insertDraftFor, orderLinesLeft, partyOfClient, searchTextOf } from './drafts';
import { allocateNumber } from './numbering';
import { pick, type Tx } from '../../platform/service';
import { hasDemoRows } from '../../db/rows';

const NOTE = 'Facture de démonstration (démo)';

/**
 * The seller's legal identity of the demo ('Société' tab), labelled '(démo)', so that demo
 * invoices can be issued (issuing asks for the legal mentions); a made-up SIREN and its VAT
 * number. Written only when the company has none.
 */
export const DEMO_IDENTITY = {
  legalName: 'Comptoir Négoce SAS (démo)',
  name: 'Comptoir Négoce SAS (démo)',
  address: '12 rue des Halles\n75001 Paris',
  email: 'contact@comptoir.demo',
  siren: '123456782',
  siret: '12345678200017',
  rcs: 'RCS Paris B 123 456 782 (démo)',
  shareCapital: '10 000 €',
  vatNumber: 'FR11123456782',
  latePenaltyRate: '10',
  paymentTerms: '30 jours net',
  paymentDays: 30,
  defaultVatRate: '20',
};

async function issue(tx: Tx, id: string, issueDate: string, dueDate: string) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id));
  const n = await allocateNumber(tx, 'invoice', issueDate);
  await tx
    .update(invoices)
    .set({
      number: n,
      status: 'sent',
      issueDate,
      dueDate,
      paymentTerms: '30 jours net',
      baseCurrency: 'EUR',
      baseTotalAmount: row!.totalAmount,
      exchangeRate: '1',
      rateDate: issueDate,
      rateSource: 'identity',
      seller: await readIdentity(tx),
      issuedAt: new Date(`${issueDate}T09:00:00Z`),
      searchText: searchTextOf({ number: n, partyName: row!.partyName, orderReference: row!.orderReference }),
    })
    .where(eq(invoices.id, id));
  await tx
    .insert(invoiceStatusHistory)
    .values({ invoiceId: id, status: 'sent', changedAt: new Date(`${issueDate}T09:00:00Z`) });
  return { ...row!, number: n };
}

async function pay(tx: Tx, id: string, date: string, amount: string, method: string, status: string) {
  await tx.insert(invoicePayments).values({
    invoiceId: id,
    paymentDate: date,
    amount,
    method,
    reference: 'Paiement (démo)',
    isDemo: true,
  });
  await tx
    .update(invoices)
    .set({ paidAmount: amount, status, paymentDate: status === 'paid' ? date : null })
    .where(eq(invoices.id, id));
  await tx
    .insert(invoiceStatusHistory)
    .values({ invoiceId: id, status, changedAt: new Date(`${date}T10:00:00Z`) });
}

export async function loadDemoInvoices(db: Db): Promise<void> {
  const today = todayIso();
  await db.transaction(async (tx) => {
    if (await hasDemoRows(tx, invoices)) return;
    await tx
      .insert(appSettings)
      .values({ key: ISSUER_SETTING_KEY, value: DEMO_IDENTITY })
      .onConflictDoNothing();
    const demoClients = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.isDemo, true))
      .orderBy(asc(clients.createdAt), asc(clients.id))
      .limit(3);
    if (demoClients.length === 0) return;
    const party = async (k: number) => (await partyOfClient(tx, demoClients[k % demoClients.length]!.id))!;
    const base = {
      orderId: null,
      orderReference: null,
      quoteId: null,
      currency: 'EUR',
      serviceDate: null,
      dueDate: null,
      paymentTerms: '30 jours net',
      vatExemption: null,
      notes: NOTE,
    };
    const line = (description: string, quantity: string, unitPrice: string, taxRate = '20') => ({
      orderItemId: null,
      productId: null,
      description,
      detail: '',
      quantity,
      unitPrice,
      discount: '0',
      taxRate,
    });
    /** A demo draft for the demo client `client` (see `party`) with these lines. */
    const draft = async (client: number, ...items: ReturnType<typeof line>[]) =>
      insertDraftFor(tx, { ...base, party: await party(client), items }, true);

    // 1. An overdue invoice, partly paid (issued 45 days ago).
    const overdue = await draft(
      1,
      line('Luminaires LED 40 W (démo)', '24', '38.50'),
      line('Installation sur site (démo)', '1', '450.00'),
    );
    const o = await issue(tx, overdue.id, addDays(today, -45), addDays(today, -15));
    await pay(tx, o.id, addDays(today, -20), '300.00', 'carte', 'partially_paid');

    // 2. The delivered demo order, invoiced in full and paid.
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.isDemo, true), eq(orders.status, 'delivered')))
      .limit(1);
    if (order) {
      const left = await orderLinesLeft(tx, order.id);
      const invoice = await insertDraftFor(
        tx,
        {
          ...base,
          party: { ...(await partyOfClient(tx, order.clientId))!, companyId: order.companyId },
          orderId: order.id,
          orderReference: order.reference,
          serviceDate: order.deliveryDate,
          items: left
            .filter((l) => l.remaining !== '0')
            .map((l) => ({
              ...line(l.productName, l.remaining, l.unitPrice),
              orderItemId: l.id,
              productId: l.productId,
            })),
        },
        true,
      );
      const issued = await issue(tx, invoice.id, addDays(today, -20), addDays(today, 10));
      await pay(tx, issued.id, addDays(today, -5), issued.totalAmount, 'virement', 'paid');
    }

    // 3. An invoice corrected by a partial credit note.
    const corrected = await draft(
      0,
      line('Tote bags coton bio (démo)', '200', '3.20'),
      line('Marquage une couleur (démo)', '200', '0.80'),
    );
    const c = await issue(tx, corrected.id, addDays(today, -10), addDays(today, 20));
    const [first] = await tx
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, c.id))
      .orderBy(asc(invoiceLines.position))
      .limit(1);
    const creditDay = addDays(today, -8);
    const avNumber = await allocateNumber(tx, 'credit_note', creditDay);
    const [note] = await tx
      .insert(invoices)
      .values({
        direction: 'outgoing',
        kind: 'credit_note',
        number: avNumber,
        status: 'sent',
        ...pick(c, ['clientId', 'companyId', 'partyName', 'partyAddress', 'partyVatNumber', 'partyEmail']),
        creditedInvoiceId: c.id,
        creditMode: 'partial',
        creditReason: '20 sacs défectueux (démo)',
        issueDate: creditDay,
        currency: 'EUR',
        subtotal: '64.00',
        taxAmount: '12.80',
        totalAmount: '76.80',
        baseCurrency: 'EUR',
        baseTotalAmount: '76.80',
        exchangeRate: '1',
        rateDate: creditDay,
        rateSource: 'identity',
        seller: await readIdentity(tx),
        issuedAt: new Date(`${creditDay}T09:00:00Z`),
        searchText: searchTextOf({ number: avNumber, partyName: c.partyName, orderReference: c.number }),
        notes: NOTE,
        isDemo: true,
      })
      .returning();
    await tx.insert(invoiceLines).values({
      invoiceId: note!.id,
      position: 0,
      creditedLineId: first!.id,
      description: first!.description,
      quantity: '20',
      unitPrice: '3.20',
      taxRate: '20',
      totalPrice: '64.00',
    });
    await tx.update(invoices).set({ creditedAmount: '76.80' }).where(eq(invoices.id, c.id));

    // 4. A draft.
    await draft(
      2,
      line('Échantillons céramique (démo)', '12', '14.90'),
      line('Transport express (démo)', '1', '85.00'),
    );
  });
}
