/**
 * The financial analysis test files' data set, whose figures are computed by hand in
 * figures.test.ts (period: the first quarter of 2026, today 2026-04-10), and their app.
 */
import { afterEach, expect, vi } from 'vitest';
import { MODULE_KEYS } from '@comptoir/core/permissions';
import type { Db } from '../../db/client';
import {
  demandeProducts,
  demandes,
  exchangeRates,
  invoiceLines,
  invoicePayments,
  invoices,
  memberHourlyCosts,
  orders,
  products,
  quotations,
  quotes,
  suppliers,
  timeEntries,
} from '../../db/schema/index';
import { createCompany, createUser } from '../../db/seed/factories';
import { createTestApp, signIn, type TestContext } from '../../../test/helpers';
import { jsonCaller } from '../../../test/access';
import { useFixture } from '../../../test/fixture';
import { insertClient } from '../orders/testing';
import { analyticsClock } from './service';

export const Q1 = 'from=2026-01-01&to=2026-03-31';
export const TODAY = '2026-04-10';

type Tail<T extends unknown[]> = T extends [unknown, ...infer R] ? R : never;

type InvoiceValues = typeof invoices.$inferInsert;
let counter = 0;
export async function insertInvoice(
  db: Db,
  values: Partial<InvoiceValues> & Pick<InvoiceValues, 'direction' | 'status'>,
) {
  counter += 1;
  const [row] = await db
    .insert(invoices)
    .values({
      partyName: values.direction === 'outgoing' ? 'Client Alpha' : 'Fournisseur Un',
      number: `T-${counter}`,
      currency: 'EUR',
      exchangeRate: values.currency && values.currency !== 'EUR' ? null : '1',
      ...values,
    })
    .returning();
  return row!;
}
async function insertLine(
  db: Db,
  invoiceId: string,
  description: string,
  quantity: string,
  total: string,
  productId?: string,
) {
  await db.insert(invoiceLines).values({
    invoiceId,
    position: 1,
    description,
    quantity,
    unitPrice: '0',
    taxRate: '20',
    totalPrice: total,
    productId: productId ?? null,
  });
}
export async function insertPayment(db: Db, invoiceId: string, paymentDate: string, amount: string) {
  await db.insert(invoicePayments).values({ invoiceId, paymentDate, amount, method: 'virement' });
}

/** The data set: two companies, their users and clients, invoices, orders, quotes, quotations and time. */
async function seed(ctx: TestContext) {
  const db = ctx.database.db;
  const invoice = (values: Parameters<typeof insertInvoice>[1]) => insertInvoice(db, values);
  const line = (...args: Tail<Parameters<typeof insertLine>>) => insertLine(db, ...args);
  const pay = (...args: Tail<Parameters<typeof insertPayment>>) => insertPayment(db, ...args);
  const companyA = await createCompany(db, 'Atelier Alpha');
  const companyB = await createCompany(db, 'Bureau Bêta');
  const clientA = await insertClient(db, companyA.id, { name: 'Client Alpha' });
  const clientB = await insertClient(db, companyB.id, { name: 'Client Bêta' });
  const make = async (modules: string[], companyIds: string[], isSuperAdmin = false) => {
    const u = await createUser(db, {
      role: isSuperAdmin ? 'Super Admin' : 'Manager',
      modules,
      companyIds,
      isSuperAdmin,
    });
    return { id: u.id, cookie: await signIn(ctx.app, u.email, u.password) };
  };
  const manager = await make(['analytics'], [companyA.id]);
  const outsider = await make(
    MODULE_KEYS.filter((k) => k !== 'analytics'),
    [companyA.id],
  );
  const superAdmin = await make([], [], true);

  await db
    .insert(exchangeRates)
    .values({ base: 'USD', quote: 'EUR', rate: '0.5', rateDate: '2026-01-01', source: 'manual' });
  const [supplier] = await db.insert(suppliers).values({ name: 'Fournisseur Un' }).returning();
  const supplierId = supplier!.id;
  const [p1] = await db
    .insert(products)
    .values({ reference: 'P-1', name: 'Écrou', price: '60', currency: 'EUR' })
    .returning();
  const [p2] = await db
    .insert(products)
    .values({ reference: 'P-2', name: 'Boulon', price: '100', currency: 'USD' })
    .returning();
  const [demande] = await db
    .insert(demandes)
    .values({
      title: 'Écrous',
      description: 'Écrous M8',
      category: 'Quincaillerie',
      deadline: '2026-03-01',
      client: 'Client Alpha',
      createdBy: manager.id,
    })
    .returning();
  const [dp] = await db.insert(demandeProducts).values({ demandeId: demande!.id, name: 'Écrou' }).returning();
  await db.insert(quotations).values([
    {
      requestedProductId: dp!.id,
      supplierName: 'Fournisseur Un',
      totalPrice: '250',
      currency: 'EUR',
      status: 'approved',
      submittedDate: '2026-02-20',
    },
    {
      requestedProductId: dp!.id,
      supplierName: 'Autre',
      totalPrice: '1000',
      currency: 'EUR',
      status: 'pending',
      submittedDate: '2026-02-20',
    },
  ]);
  const order = async (
    reference: string,
    status: string,
    currency: string,
    total: string,
    created: string,
    demandeId?: string,
  ) => {
    const [row] = await db
      .insert(orders)
      .values({
        reference,
        clientId: clientA.id,
        companyId: companyA.id,
        status,
        currency,
        subtotal: total,
        totalAmount: total,
        createdAt: new Date(`${created}T10:00:00Z`),
        demandeId: demandeId ?? null,
      })
      .returning();
    return row!;
  };
  const o1 = await order('CMD-1', 'confirmed', 'EUR', '1200', '2026-01-05');
  const o2 = await order('CMD-2', 'delivered', 'USD', '300', '2026-02-10', demande!.id);
  await order('CMD-3', 'draft', 'EUR', '5000', '2026-02-11');
  await order('CMD-4', 'confirmed', 'GBP', '100', '2026-03-01');
  const quote = (number: string, status: string, sent: string) =>
    db.insert(quotes).values({
      number,
      title: number,
      clientId: clientA.id,
      companyId: companyA.id,
      status,
      validUntil: '2026-12-31',
      sentAt: new Date(`${sent}T10:00:00Z`),
    });
  await quote('DEV-1', 'accepted', '2026-01-15');
  await quote('DEV-2', 'rejected', '2026-02-15');
  await quote('DEV-3', 'accepted', '2025-12-01');

  const out = { direction: 'outgoing' as const, clientId: clientA.id, companyId: companyA.id };
  const f1 = await invoice({
    ...out,
    status: 'paid',
    issueDate: '2026-01-10',
    dueDate: '2026-02-09',
    subtotal: '1000',
    taxAmount: '200',
    totalAmount: '1200',
    paidAmount: '1200',
    orderId: o1.id,
  });
  await line(f1.id, 'Écrou', '10', '1000', p1!.id);
  await pay(f1.id, '2026-02-01', '1200');
  const f2 = await invoice({
    ...out,
    status: 'partially_paid',
    currency: 'USD',
    exchangeRate: '0.5',
    issueDate: '2026-02-15',
    dueDate: '2026-03-01',
    subtotal: '2000',
    taxAmount: '400',
    totalAmount: '2400',
    paidAmount: '600',
  });
  await line(f2.id, 'Boulon', '4', '2000', p2!.id);
  await pay(f2.id, '2026-03-10', '600');
  const f3 = await invoice({
    ...out,
    status: 'sent',
    issueDate: '2026-03-20',
    dueDate: '2026-04-19',
    subtotal: '500',
    taxAmount: '100',
    totalAmount: '600',
    creditedAmount: '120',
  });
  await line(f3.id, 'Conseil', '1', '500');
  const c1 = await invoice({
    ...out,
    kind: 'credit_note',
    status: 'sent',
    issueDate: '2026-03-25',
    subtotal: '100',
    taxAmount: '20',
    totalAmount: '120',
    creditedInvoiceId: f3.id,
  });
  await line(c1.id, 'Conseil', '1', '100');
  const f5 = await invoice({
    ...out,
    status: 'sent',
    issueDate: '2026-03-01',
    dueDate: '2026-03-31',
    subtotal: '400',
    taxAmount: '80',
    totalAmount: '480',
    orderId: o2.id,
  });
  await line(f5.id, 'Écrou', '4', '400', p1!.id);
  // Another company's invoice (hidden from the manager), a draft, and one outside the period.
  const f4 = await invoice({
    direction: 'outgoing',
    clientId: clientB.id,
    companyId: companyB.id,
    partyName: 'Client Bêta',
    status: 'sent',
    issueDate: '2026-02-01',
    dueDate: '2026-03-01',
    subtotal: '10000',
    taxAmount: '2000',
    totalAmount: '12000',
  });
  await line(f4.id, 'Secret', '1', '10000');
  await invoice({ ...out, number: null, status: 'draft', subtotal: '777', totalAmount: '932.40' });
  const old = await invoice({
    ...out,
    status: 'paid',
    issueDate: '2025-12-15',
    dueDate: '2026-01-14',
    subtotal: '50',
    taxAmount: '10',
    totalAmount: '60',
    paidAmount: '60',
  });
  await pay(old.id, '2025-12-20', '60');

  const inc = { direction: 'incoming' as const, supplierId };
  const a1 = await invoice({
    ...inc,
    status: 'paid',
    issueDate: '2026-01-20',
    dueDate: '2026-02-19',
    subtotal: '600',
    taxAmount: '120',
    totalAmount: '720',
    paidAmount: '720',
    orderId: o1.id,
  });
  await pay(a1.id, '2026-02-20', '720');
  await invoice({
    ...inc,
    status: 'to_pay',
    issueDate: '2026-03-05',
    dueDate: '2026-04-04',
    subtotal: '300',
    taxAmount: '60',
    totalAmount: '360',
  });
  await invoice({
    ...inc,
    status: 'to_check',
    issueDate: '2026-03-06',
    dueDate: '2026-04-05',
    subtotal: '999',
    taxAmount: '0',
    totalAmount: '999',
  });

  await db.insert(memberHourlyCosts).values({ userId: manager.id, amount: '50', currency: 'EUR' });
  const span = (start: string, hours: number) => ({
    userId: manager.id,
    startedAt: new Date(start),
    endedAt: new Date(new Date(start).getTime() + hours * 3_600_000),
  });
  await db.insert(timeEntries).values([
    { ...span('2026-02-03T09:00:00Z', 2), orderId: o1.id },
    { ...span('2026-03-02T09:00:00Z', 1), clientId: clientA.id },
    { ...span('2026-03-03T09:00:00Z', 3), clientId: clientB.id },
  ]);
  return { manager, outsider, superAdmin, companyA, clientA, clientB, supplierId };
}

/**
 * The app with the data set: `f` (filled before the first test) holds the users and ids, `get`
 * reads a tab as the Manager on TODAY, `invoice` and `pay` add to the data.
 */
export function useAnalyticsApp() {
  const f = useFixture(async () => {
    const ctx = await createTestApp();
    return { ctx, ...(await seed(ctx)) };
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const call = jsonCaller(
    () => f.ctx.app,
    () => f.manager.cookie,
  );
  return {
    f,
    call,
    get: async (url: string, cookie = f.manager.cookie) => {
      vi.spyOn(analyticsClock, 'today').mockReturnValue(TODAY);
      let res = await call('GET', url, undefined, cookie);
      // 202 while the job builds the month summaries the range needs (a first read): ask again.
      for (let tries = 0; res.statusCode === 202 && tries < 500; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        res = await call('GET', url, undefined, cookie);
      }
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
    invoice: (values: Parameters<typeof insertInvoice>[1]) => insertInvoice(f.ctx.database.db, values),
    pay: (invoiceId: string, paymentDate: string, amount: string) =>
      insertPayment(f.ctx.database.db, invoiceId, paymentDate, amount),
  };
}
