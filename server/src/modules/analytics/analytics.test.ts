/**
 * The financial analysis against a small data set whose figures are computed by hand below
 * (period: the first quarter of 2026, today 2026-04-10), the tabs agreeing with each other
 * (property), access and company scoping, and fuzzed query parameters.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import ExcelJS from 'exceljs';
import { MODULE_KEYS } from '@comptoir/core/permissions';
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
import { jsonCaller, moduleAccessTests, type RouteAccess } from '../../../test/access';
import { insertClient, pdfText } from '../orders/testing';
import { analyticsClock, profitability } from './service';

let ctx: TestContext;
type U = { id: string; cookie: string };
let manager: U;
let outsider: U;
let superAdmin: U;
let companyA: { id: string };
let clientA: { id: string };
let clientB: { id: string };
let supplierId: string;

const Q1 = 'from=2026-01-01&to=2026-03-31';
const TODAY = '2026-04-10';

type InvoiceValues = typeof invoices.$inferInsert;
let counter = 0;
async function invoice(values: Partial<InvoiceValues> & Pick<InvoiceValues, 'direction' | 'status'>) {
  counter += 1;
  const [row] = await ctx.database.db
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
async function line(
  invoiceId: string,
  description: string,
  quantity: string,
  total: string,
  productId?: string,
) {
  await ctx.database.db.insert(invoiceLines).values({
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
async function pay(invoiceId: string, paymentDate: string, amount: string) {
  await ctx.database.db
    .insert(invoicePayments)
    .values({ invoiceId, paymentDate, amount, method: 'virement' });
}

async function seed() {
  const db = ctx.database.db;
  companyA = await createCompany(db, 'Atelier Alpha');
  const companyB = await createCompany(db, 'Bureau Bêta');
  clientA = await insertClient(db, companyA.id, { name: 'Client Alpha' });
  clientB = await insertClient(db, companyB.id, { name: 'Client Bêta' });
  const make = async (modules: string[], companyIds: string[], isSuperAdmin = false) => {
    const u = await createUser(db, {
      role: isSuperAdmin ? 'Super Admin' : 'Manager',
      modules,
      companyIds,
      isSuperAdmin,
    });
    return { id: u.id, cookie: await signIn(ctx.app, u.email, u.password) };
  };
  manager = await make(['analytics'], [companyA.id]);
  outsider = await make(
    MODULE_KEYS.filter((k) => k !== 'analytics'),
    [companyA.id],
  );
  superAdmin = await make([], [], true);

  await db
    .insert(exchangeRates)
    .values({ base: 'USD', quote: 'EUR', rate: '0.5', rateDate: '2026-01-01', source: 'manual' });
  const [supplier] = await db.insert(suppliers).values({ name: 'Fournisseur Un' }).returning();
  supplierId = supplier!.id;
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
}

beforeAll(async () => {
  ctx = await createTestApp();
  await seed();
});
afterAll(async () => {
  await ctx?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const call = jsonCaller(
  () => ctx.app,
  () => manager.cookie,
);
const get = async (url: string, cookie = manager.cookie) => {
  vi.spyOn(analyticsClock, 'today').mockReturnValue(TODAY);
  const res = await call('GET', url, undefined, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const TABS = ['overview', 'cashflow', 'profitability', 'receivables', 'payables', 'detailed'];
const ROUTES: RouteAccess[] = [...TABS, 'export'].map((tab) => ({
  method: 'GET',
  url: `/api/analytics/${tab}`,
  action: 'read',
}));

describe('access', () => {
  it('documents every route in the OpenAPI document', async () => {
    const doc = (await call('GET', '/api/openapi.json')).json();
    for (const route of ROUTES) {
      expect(doc.paths[route.url]?.get, route.url).toBeDefined();
    }
  });

  moduleAccessTests({
    ctx: () => ctx,
    module: 'analytics',
    routes: ROUTES,
    owns: (url) => url.startsWith('/api/analytics'),
    outsider: () => outsider.cookie,
  });

  it("leaves out another company's invoices, which a super admin sees", async () => {
    const mine = await get(`/api/analytics/overview?${Q1}`);
    const all = await get(`/api/analytics/overview?${Q1}`, superAdmin.cookie);
    expect(mine.figures.revenue).toBe('2800.00');
    expect(all.figures.revenue).toBe('12800.00');
    const journal = await get(`/api/analytics/detailed?${Q1}&q=beta`);
    expect(journal.total).toBe(0);
    const receivables = await get(`/api/analytics/receivables?${Q1}`);
    expect(receivables.parties.map((p: { name: string }) => p.name)).toEqual(['Client Alpha']);
  });
});

describe('figures of the first quarter of 2026 (computed by hand)', () => {
  it('overview: revenue, cash, purchases, margin, open balances, orders, quotes, months and tops', async () => {
    const body = await get(`/api/analytics/overview?${Q1}`);
    expect(body.figures).toEqual({
      // 1000 + 2000 × 0.5 + 500 − 100 (credit note) + 400; the draft, 2025 and company B left out
      revenue: '2800.00',
      // 1200 + 600 × 0.5
      cashCollected: '1500.00',
      // 600 + 300 ('to_check' left out)
      purchases: '900.00',
      grossMargin: '1900.00',
      marginRate: '67.9',
      // F2 (2400 − 600) × 0.5 + F3 600 − 120 + F5 480
      openReceivables: '1860.00',
      openPayables: '360.00',
      // 1200 + 300 USD × 0.5; draft left out, the GBP order has no rate
      orderIntake: '1350.00',
      orderCount: 2,
      averageOrderValue: '675.00',
      quotesSent: 2,
      quotesAccepted: 1,
      quoteConversionRate: '50.0',
      unconverted: 1,
    });
    expect(body.previousFigures).toBeNull();
    expect(body.byMonth).toEqual([
      { month: '2026-01', revenue: '1000.00', purchases: '600.00' },
      { month: '2026-02', revenue: '1000.00', purchases: '0.00' },
      { month: '2026-03', revenue: '800.00', purchases: '300.00' },
    ]);
    expect(body.topClients).toEqual([{ id: clientA.id, name: 'Client Alpha', revenue: '2800.00' }]);
    expect(
      body.topProducts.map((p: { name: string; revenue: string; quantity: string }) => [
        p.name,
        p.quantity,
        p.revenue,
      ]),
    ).toEqual([
      ['Écrou', '14', '1400.00'],
      ['Boulon', '4', '1000.00'],
      ['Conseil', '0', '400.00'],
    ]);
  });

  it('compares with the previous quarter', async () => {
    const body = await get(`/api/analytics/overview?${Q1}&compare=previous`);
    expect(body.previous).toEqual({ from: '2025-10-01', to: '2025-12-31' });
    expect(body.previousFigures.revenue).toBe('50.00');
    expect(body.previousFigures.openReceivables).toBe('0.00');
    expect(body.previousFigures.quotesSent).toBe(1);
  });

  it('cashflow: by month, net, cumulative, and the 90-day forecast from the due dates', async () => {
    const body = await get(`/api/analytics/cashflow?${Q1}&granularity=month`);
    expect(body.buckets).toEqual([
      { start: '2026-01-01', incoming: '0.00', outgoing: '0.00', net: '0.00', cumulative: '0.00' },
      { start: '2026-02-01', incoming: '1200.00', outgoing: '720.00', net: '480.00', cumulative: '480.00' },
      { start: '2026-03-01', incoming: '300.00', outgoing: '0.00', net: '300.00', cumulative: '780.00' },
    ]);
    expect(body.totals).toEqual({ incoming: '1500.00', outgoing: '720.00', net: '780.00' });
    expect(body.forecast.from).toBe(TODAY);
    expect(body.forecast.to).toBe('2026-07-08');
    // F2 900 (due 1 March) and F5 480 (due 31 March) are past due; A2 360 (due 4 April) too.
    expect(body.forecast.overdue).toEqual({ incoming: '1380.00', outgoing: '360.00' });
    const due = body.forecast.weeks.filter((w: { incoming: string }) => w.incoming !== '0.00');
    // F3: 600 − the credit note 120, due 19 April: the week of Monday 13 April.
    expect(due).toEqual([
      { start: '2026-04-13', incoming: '480.00', outgoing: '0.00', net: '480.00', cumulative: '480.00' },
    ]);
    expect(body.forecast.totals).toEqual({ incoming: '480.00', outgoing: '0.00', net: '480.00' });
    expect(body.forecast.weeks[0].start).toBe('2026-04-06');
    expect(body.forecast.weeks).toHaveLength(14);
  });

  it('cashflow by week starts on the Monday of the first day', async () => {
    const body = await get(`/api/analytics/cashflow?from=2026-02-01&to=2026-02-28`);
    expect(body.granularity).toBe('week');
    expect(body.buckets[0].start).toBe('2026-01-26');
    expect(body.buckets.find((b: { start: string }) => b.start === '2026-02-16').outgoing).toBe('720.00');
  });

  it('receivables: ageing at the end of the period by client, and DSO', async () => {
    const body = await get(`/api/analytics/receivables?${Q1}`);
    expect(body.asOf).toBe('2026-03-31');
    // F2 due 1 March: 30 days late; F3 due 19 April and F5 due 31 March: not due.
    expect(body.totals).toEqual({
      notDue: '960.00',
      d1to30: '900.00',
      d31to60: '0.00',
      d61to90: '0.00',
      over90: '0.00',
      total: '1860.00',
    });
    expect(body.parties).toEqual([
      {
        id: clientA.id,
        name: 'Client Alpha',
        invoices: 3,
        notDue: '960.00',
        d1to30: '900.00',
        d31to60: '0.00',
        d61to90: '0.00',
        over90: '0.00',
        total: '1860.00',
      },
    ]);
    // 1860 ÷ (1200 + 1200 + 600 − 120 + 480) × 90 days
    expect(body.days).toBe('49.8');
  });

  it('ages further buckets at a later day', async () => {
    const body = await get('/api/analytics/receivables?from=2026-01-01&to=2026-06-15');
    // As of 15 June: F2 (due 1 March) 106 days: over 90; F5 (31 March) 76: 61-90; F3 (19 April) 57: 31-60.
    expect(body.totals).toMatchObject({
      notDue: '0.00',
      d1to30: '0.00',
      d31to60: '480.00',
      d61to90: '480.00',
      over90: '900.00',
    });
  });

  it('counts what was paid or credited after the period as still open at its end', async () => {
    // As of 28 February: F2 (2400 USD × 0.5) is unpaid, its 600 came on 10 March; F1 paid on 1 February.
    const feb = await get('/api/analytics/receivables?from=2026-02-01&to=2026-02-28');
    expect(feb.totals).toMatchObject({ notDue: '1200.00', total: '1200.00' });
    // As of 24 March: F2 1800 × 0.5, F5 480, F3 600 (its credit note of 120 comes on the 25th).
    const march = await get('/api/analytics/receivables?from=2026-03-01&to=2026-03-24');
    expect(march.totals.total).toBe('1980.00');
  });

  it('payables: ageing by supplier and DPO', async () => {
    const body = await get(`/api/analytics/payables?${Q1}`);
    expect(body.totals.total).toBe('360.00');
    expect(body.totals.notDue).toBe('360.00');
    expect(body.parties).toEqual([
      expect.objectContaining({ id: supplierId, name: 'Fournisseur Un', invoices: 1, total: '360.00' }),
    ]);
    // 360 ÷ (720 + 360) × 90
    expect(body.days).toBe('30.0');
  });

  it('profitability: cost from incoming invoices, else the approved quotation, else the product price; time at hourly cost', async () => {
    const body = await get(`/api/analytics/profitability?${Q1}`);
    // Costs: F1 600 (incoming invoice of CMD-1), F5 250 (approved quotation of CMD-2),
    // F2 4 × 100 USD × 0.5 = 200 (product price), 'Conseil' none. Time: 2 h + 1 h at 50 (client B's 3 h hidden).
    expect(body.totals).toEqual({
      revenue: '2800.00',
      cost: '1050.00',
      timeCost: '150.00',
      hours: '3.00',
      margin: '1600.00',
      marginRate: '57.1',
    });
    expect(body.byOrder).toEqual([
      expect.objectContaining({
        reference: 'CMD-1',
        costSource: 'incoming_invoices',
        revenue: '1000.00',
        cost: '600.00',
        timeCost: '100.00',
        margin: '300.00',
      }),
      expect.objectContaining({
        reference: 'CMD-2',
        costSource: 'supplier_quotation',
        revenue: '400.00',
        cost: '250.00',
        timeCost: '0.00',
        margin: '150.00',
      }),
    ]);
    expect(body.byClient).toEqual([
      expect.objectContaining({
        id: clientA.id,
        revenue: '2800.00',
        cost: '1050.00',
        timeCost: '150.00',
        margin: '1600.00',
      }),
    ]);
    expect(
      body.byProduct.map((p: { name: string; cost: string; costSources: string[] }) => [
        p.name,
        p.cost,
        p.costSources,
      ]),
    ).toEqual([
      ['Écrou', '850.00', ['incoming_invoices', 'supplier_quotation']],
      ['Boulon', '200.00', ['product_price']],
      ['Conseil', '0.00', ['none']],
    ]);
    expect(body.rowCounts).toEqual({
      byOrder: body.byOrder.length,
      byClient: body.byClient.length,
      byProduct: 3,
    });
  });

  it('profitability: cuts each table at its first rows by revenue and counts them all', async () => {
    const auth = { user: { id: manager.id, isSuperAdmin: false } };
    const cut = await profitability(
      ctx.database.db,
      auth as never,
      { from: '2026-01-01', to: '2026-03-31', compare: 'none' },
      2,
    );
    expect(cut.byProduct.map((p) => p.name)).toEqual(['Écrou', 'Boulon']);
    expect(cut.rowCounts.byProduct).toBe(3);
    expect(cut.totals.revenue).toBe('2800.00');
  });

  it('detailed: the journal of the period, filtered, sorted and paged, with its totals', async () => {
    const body = await get(`/api/analytics/detailed?${Q1}&pageSize=4&sort=date&order=asc`);
    expect(body.total).toBe(10);
    expect(body.items).toHaveLength(4);
    expect(body.items.map((r: { date: string }) => r.date)).toEqual([
      '2026-01-10',
      '2026-01-20',
      '2026-02-01',
      '2026-02-15',
    ]);
    expect(body.totals).toEqual({
      invoicedOut: '3360.00',
      invoicedIn: '1080.00',
      paymentsIn: '1500.00',
      paymentsOut: '720.00',
    });
    const payments = await get(`/api/analytics/detailed?${Q1}&type=payment&direction=outgoing`);
    expect(payments.total).toBe(2);
    expect(payments.items.map((r: { baseAmount: string }) => r.baseAmount)).toEqual(['300.00', '1200.00']);
    expect(payments.items[0].amount).toEqual({ amount: '600.00', currency: 'USD' });
    const credit = await get(`/api/analytics/detailed?${Q1}&type=credit_note`);
    expect(credit.items.map((r: { baseAmount: string }) => r.baseAmount)).toEqual(['-120.00']);
    const page3 = await get(`/api/analytics/detailed?${Q1}&pageSize=4&page=3&sort=date&order=asc`);
    expect(page3.items).toHaveLength(2);
  });

  it('a period given by name is the one around today', async () => {
    const body = await get('/api/analytics/overview?period=quarter&compare=previous');
    expect(body.period).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(body.previous).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(body.previousFigures.revenue).toBe('2800.00');
  });
});

describe('the tabs agree', () => {
  it('cash collected (overview) = incoming payments (cashflow) = sale payments (detailed), for any payments and period', async () => {
    const day = fc
      .integer({ min: 0, max: 364 })
      .map((n) => new Date(Date.UTC(2030, 0, 1 + n)).toISOString().slice(0, 10));
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            direction: fc.constantFrom('outgoing' as const, 'incoming' as const),
            kind: fc.constantFrom('invoice', 'invoice', 'credit_note'),
            currency: fc.constantFrom('EUR', 'USD'),
            cents: fc.integer({ min: 1, max: 5_000_000 }),
            paid: day,
          }),
          { maxLength: 6 },
        ),
        day,
        day,
        async (payments, a, b) => {
          for (const p of payments) {
            const row = await invoice({
              direction: p.direction,
              kind: p.kind,
              status: p.direction === 'outgoing' ? 'sent' : 'to_pay',
              clientId: p.direction === 'outgoing' ? clientA.id : null,
              companyId: p.direction === 'outgoing' ? companyA.id : null,
              supplierId: p.direction === 'incoming' ? supplierId : null,
              currency: p.currency,
              exchangeRate: p.currency === 'EUR' ? '1' : '0.9137',
              issueDate: '2030-01-01',
              totalAmount: '99999',
            });
            await pay(row.id, p.paid, (p.cents / 100).toFixed(2));
          }
          const [from, to] = a <= b ? [a, b] : [b, a];
          const range = `from=${from}&to=${to}`;
          const [ov, cf, dt] = await Promise.all([
            get(`/api/analytics/overview?${range}`),
            get(`/api/analytics/cashflow?${range}`),
            get(`/api/analytics/detailed?${range}&type=payment`),
          ]);
          expect(cf.totals.incoming).toBe(ov.figures.cashCollected);
          expect(dt.totals.paymentsIn).toBe(ov.figures.cashCollected);
          expect(dt.totals.paymentsOut).toBe(cf.totals.outgoing);
          const cents = (v: string) => Math.round(Number(v) * 100);
          // Each bucket is rounded to the cent: their sum is within half a cent per bucket of the total.
          const summed = cf.buckets.reduce((s: number, x: { incoming: string }) => s + cents(x.incoming), 0);
          expect(Math.abs(summed - cents(cf.totals.incoming))).toBeLessThanOrEqual(cf.buckets.length / 2);
          expect(cents(cf.buckets.at(-1).cumulative)).toBe(cents(cf.totals.net));
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe('query parameters', () => {
  it('refuses bad ranges with a French message', async () => {
    const cases: [string, string][] = [
      ['from=2026-03-01&to=2026-01-01', 'La fin de la période doit suivre son début.'],
      ['from=2026-01-01', 'Indiquez le début et la fin de la période.'],
      ['from=2026-02-30&to=2026-03-01', 'Date invalide.'],
      ['from=2000-01-01&to=2026-01-01', 'La période ne peut pas dépasser cinq ans.'],
    ];
    for (const [query, message] of cases) {
      const res = await call('GET', `/api/analytics/overview?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body).toContain(message);
    }
  });

  it('never answers 500 to fuzzed parameters', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom(
        '2026-01-01',
        '2026-12-31',
        '9999-12-31',
        '0000-01-01',
        'week',
        'month',
        'previous',
        '-1',
        '1e9',
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...TABS.map((tab) => `/api/analytics/${tab}`)),
        fc.dictionary(
          fc.constantFrom(
            'from',
            'to',
            'period',
            'compare',
            'granularity',
            'page',
            'pageSize',
            'sort',
            'order',
            'q',
            'type',
            'direction',
          ),
          value,
        ),
        async (url, params) => {
          const res = await call('GET', `${url}?${new URLSearchParams(params).toString()}`);
          expect([200, 400], `${url} ${JSON.stringify(params)} ${res.body.slice(0, 200)}`).toContain(
            res.statusCode,
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('export', () => {
  it('writes one sheet per tab with the figures of the period', async () => {
    vi.spyOn(analyticsClock, 'today').mockReturnValue(TODAY);
    const res = await call('GET', `/api/analytics/export?format=xlsx&${Q1}&compare=previous`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('analyse-2026-01-01-2026-03-31.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      "Vue d'ensemble",
      'Trésorerie',
      'Rentabilité',
      'Créances clients',
      'Dettes fournisseurs',
      'Détaillé',
    ]);
    const rowsOf = (name: string) =>
      Array.from(workbook.getWorksheet(name)!.getSheetValues(), (r) => (Array.isArray(r) ? r.slice(1) : []));
    const find = (name: string, label: string) => rowsOf(name).find((r) => r[0] === label);
    expect(find("Vue d'ensemble", "Chiffre d'affaires facturé (HT)")).toEqual([
      "Chiffre d'affaires facturé (HT)",
      2800,
      50,
    ]);
    expect(find("Vue d'ensemble", 'Taux de marge (%)')?.[1]).toBe(67.9);
    expect(find('Rentabilité', 'CMD-1')?.slice(0, 4)).toEqual([
      'CMD-1',
      'Client Alpha',
      'Factures fournisseurs',
      1000,
    ]);
    expect(find('Créances clients', 'Client Alpha')).toEqual(['Client Alpha', 3, 960, 900, 0, 0, 0, 1860]);
    const journal = rowsOf('Détaillé').filter((r) => /^\d{4}-\d{2}-\d{2}$/.test(String(r[0])));
    expect(journal).toHaveLength(10);
  });

  it('writes a PDF report', async () => {
    vi.spyOn(analyticsClock, 'today').mockReturnValue(TODAY);
    const res = await call('GET', `/api/analytics/export?format=pdf&${Q1}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('ANALYSE');
    expect(text).toMatch(/2\s?800,00/);
  });

  it('refuses an unknown format', async () => {
    const res = await call('GET', `/api/analytics/export?format=docx&${Q1}`);
    expect(res.statusCode).toBe(400);
  });
});
