/**
 * Month summaries (decision 0025): a range's plan, and every tab read through the summaries equal
 * to the same tab read from the books alone, on random books and after random changes (each
 * change must make the months it touches stale). On PGlite and PostgreSQL.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import {
  analyticsChanges,
  analyticsMonths,
  demandeProducts,
  demandes,
  exchangeRates,
  invoiceLines,
  invoicePayments,
  invoices,
  orders,
  products,
  quotations,
} from '../../db/schema/index';
import { createCompany, createUser } from '../../db/seed/factories';
import type { AuthContext } from '../../platform/access';
import { createTestDatabase } from '../../../test/helpers';
import type { Database } from '../../db/client';
import { insertClient } from '../orders/testing';
import { buildMonth, ensureMonths, monthStates, monthSummaries, monthsRead, refreshMonths } from './months';
import { compactOpenBalances } from './open-balances';
import { rowsOf } from '../../db/rows';
import { profitability } from './profitability';
import { ageing, analyticsClock, cashflow, overview, rangePlans, resolveRange } from './service';
import { detailed } from './journal';
import type { AnalyticsQuery } from '@comptoir/core/modules/analytics';

let database: Database;
let cleanup: () => Promise<void>;
const companies: string[] = [];
const clients: string[] = [];
const productIds: string[] = [];
let orderIds: string[] = [];
let requestedProductId = '';
let userId = '';

beforeAll(async () => {
  ({ database, cleanup } = await createTestDatabase());
  const db = database.db;
  for (const name of ['Alpha', 'Bêta']) {
    const company = await createCompany(db, `Société ${name}`);
    companies.push(company.id);
    clients.push((await insertClient(db, company.id, { name: `Client ${name}` })).id);
  }
  const rows = await db
    .insert(products)
    .values([
      { reference: 'M-1', name: 'Écrou', price: '3', currency: 'EUR' },
      { reference: 'M-2', name: 'Boulon', price: '7', currency: 'USD' },
    ])
    .returning();
  productIds.push(...rows.map((r) => r.id));
  const user = await createUser(db, { role: 'Manager', modules: ['analytics'], companyIds: [companies[0]!] });
  userId = user.id;
  const [demande] = await db
    .insert(demandes)
    .values({
      title: 'Boulons',
      description: 'Boulons',
      category: 'Quincaillerie',
      deadline: '2026-03-01',
      client: 'Client Alpha',
      createdBy: user.id,
    })
    .returning();
  const [dp] = await db
    .insert(demandeProducts)
    .values({ demandeId: demande!.id, name: 'Boulon' })
    .returning();
  requestedProductId = dp!.id;
  orderIds = (
    await db
      .insert(orders)
      .values(
        [0, 1, 2].map((k) => ({
          reference: `CMD-M${k}`,
          clientId: clients[k % 2]!,
          companyId: companies[k % 2]!,
          status: 'confirmed',
          currency: 'EUR',
          totalAmount: '100',
          demandeId: k === 1 ? demande!.id : null,
        })),
      )
      .returning()
  ).map((o) => o.id);
});
afterAll(async () => {
  await cleanup?.();
});
afterEach(() => {
  monthSummaries.enabled = true;
});

const superAdmin = {
  user: { id: '00000000-0000-0000-0000-000000000000', isSuperAdmin: true },
} as AuthContext;
/** A manager of the first company (company scope through user_companies). */
const scoped = () => ({ user: { id: userId, isSuperAdmin: false } }) as AuthContext;

/** A day among the 150 from 2026-01-01. */
const dayOf = (n: number) => {
  const d = new Date(Date.UTC(2026, 0, 1));
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

const invoiceArb = fc.record({
  direction: fc.constantFrom('outgoing', 'incoming'),
  credit: fc.boolean(),
  status: fc.constantFrom('draft', 'sent', 'paid', 'to_check', 'to_pay'),
  day: fc.integer({ min: 0, max: 150 }),
  company: fc.constantFrom(0, 1, -1),
  currency: fc.constantFrom('EUR', 'EUR', 'USD'),
  rated: fc.boolean(),
  order: fc.constantFrom(-1, 0, 1, 2),
  lines: fc.array(
    fc.record({
      product: fc.constantFrom(-1, 0, 1),
      quantity: fc.integer({ min: 1, max: 20 }),
      total: fc.integer({ min: 1, max: 5000 }),
    }),
    { minLength: 0, maxLength: 3 },
  ),
  payments: fc.array(
    fc.record({ day: fc.integer({ min: 0, max: 160 }), amount: fc.integer({ min: 1, max: 900 }) }),
    {
      maxLength: 2,
    },
  ),
});

type Spec = typeof invoiceArb extends fc.Arbitrary<infer T> ? T : never;

/** One issued sale on 2026-02-10 (company Alpha, EUR) with one line. */
const oneSale = (product: 0 | 1, quantity: number, total: number): Spec => ({
  direction: 'outgoing',
  credit: false,
  status: 'sent',
  day: 40,
  company: 0,
  currency: 'EUR',
  rated: true,
  order: -1,
  lines: [{ product, quantity, total }],
  payments: [],
});

/**
 * Writes the books as the services would leave them: an invoice's paid amount is the sum of its
 * payments, an issued credit note credits the last issued sale before it (its credited amount).
 */
async function writeBooks(specs: Spec[]): Promise<void> {
  const db = database.db;
  let n = 0;
  let lastSale: string | null = null;
  for (const spec of specs) {
    n += 1;
    const subtotal = spec.lines.reduce((a, l) => a + l.total, 0) || 100;
    const outgoing = spec.direction === 'outgoing';
    const status = outgoing
      ? ['draft', 'sent', 'paid'].includes(spec.status)
        ? spec.status
        : 'sent'
      : ['draft', 'to_check', 'to_pay', 'paid'].includes(spec.status)
        ? spec.status
        : 'to_pay';
    const credit: boolean = spec.credit && outgoing && lastSale !== null;
    const paid: number = status === 'draft' || credit ? 0 : spec.payments.reduce((a, p) => a + p.amount, 0);
    const inserted: (typeof invoices.$inferSelect)[] = await db
      .insert(invoices)
      .values({
        direction: spec.direction,
        kind: credit ? 'credit_note' : 'invoice',
        creditedInvoiceId: credit ? lastSale : null,
        paidAmount: String(paid),
        number: status === 'draft' && outgoing ? null : `P-${n}`,
        status,
        partyName: outgoing ? `Client libre ${n % 3}` : `Fournisseur ${n % 3}`,
        clientId: outgoing && spec.company >= 0 ? clients[spec.company]! : null,
        companyId: spec.company >= 0 ? companies[spec.company]! : null,
        orderId: spec.order >= 0 ? orderIds[spec.order]! : null,
        issueDate: dayOf(spec.day),
        dueDate: dayOf(spec.day + 30),
        currency: spec.currency,
        exchangeRate: spec.currency === 'EUR' ? '1' : spec.rated ? '0.9' : null,
        subtotal: String(subtotal),
        taxAmount: String(subtotal / 5),
        totalAmount: String(subtotal * 1.2),
      })
      .returning();
    const row = inserted[0];
    if (spec.lines.length > 0)
      await db.insert(invoiceLines).values(
        spec.lines.map((l, position) => ({
          invoiceId: row!.id,
          position,
          description: `Article ${l.product}`,
          quantity: String(l.quantity),
          unitPrice: '0',
          taxRate: '20',
          totalPrice: String(l.total),
          productId: l.product >= 0 ? productIds[l.product]! : null,
        })),
      );
    if (credit && status !== 'draft')
      await db.execute(
        sql`update invoices set credited_amount = credited_amount + ${subtotal * 1.2} where id = ${lastSale}`,
      );
    if (outgoing && !credit && status !== 'draft') lastSale = row!.id;
    if (paid > 0)
      await db.insert(invoicePayments).values(
        spec.payments.map((p) => ({
          invoiceId: row!.id,
          paymentDate: dayOf(p.day),
          amount: String(p.amount),
          method: 'virement',
        })),
      );
  }
}

async function clearBooks(): Promise<void> {
  const db = database.db;
  await db.delete(invoicePayments);
  await db.delete(invoiceLines);
  await db.execute(sql`delete from invoices where credited_invoice_id is not null`);
  await db.delete(invoices);
  await db.delete(exchangeRates);
  await db.delete(quotations);
  await db.update(products).set({ price: '3' }).where(eq(products.id, productIds[0]!));
}

const rangeArb = fc.oneof(
  fc
    .record({ from: fc.integer({ min: 0, max: 150 }), length: fc.integer({ min: 0, max: 150 }) })
    .map(({ from, length }) => ({ from: dayOf(from), to: dayOf(from + length) })),
  // Up to today (2026-05-20 in these tests), as the analysis' usual ranges end.
  fc.integer({ min: 0, max: 139 }).map((from) => ({ from: dayOf(from), to: dayOf(139) })),
  // From the 1st of January, over the first quarter whole: read from its own summary (decision 0056).
  fc.integer({ min: 89, max: 150 }).map((to) => ({ from: dayOf(0), to: dayOf(to) })),
);
let salesToday = 0;
// Credit notes get a number of their own: a run may issue two against the same sale.
let creditNotesIssued = 0;
let builds = 0;

/** The summaries of the months `query` reads, built as the job builds them (only the missing and stale ones). */
async function buildFor(query: AnalyticsQuery) {
  // Every other read, today's open balances summed per key as the job leaves them (the others
  // read the trigger's rows as they are).
  if ((builds += 1) % 2 === 0) await compactOpenBalances(database.db);
  const { period, previous } = resolveRange(query);
  const { plans } = await rangePlans(database.db, period, previous);
  await ensureMonths(
    database.db,
    plans.flatMap((p) => (p ? monthsRead(p) : [])),
    plans.find((p) => p?.partial)?.partial,
  );
}

/**
 * Every tab for the range, with the previous period, as the API answers them once the job has
 * built their months (a change the triggers failed to record would leave a summary wrong here).
 */
async function tabs(auth: AuthContext, range: { from: string; to: string }, build = true) {
  const db = database.db;
  const query = { ...range, compare: 'previous' as const };
  if (build) await buildFor(query);
  return {
    overview: await overview(db, auth, query),
    cashflow: await cashflow(db, auth, query),
    monthly: await cashflow(db, auth, { ...query, granularity: 'month' }),
    profitability: await profitability(db, auth, query),
    receivables: await ageing(db, auth, query, 'outgoing'),
    payables: await ageing(db, auth, query, 'incoming'),
    // The first party only: the ranking, not only the sums (today's sums per party, or every invoice).
    firstPayee: await ageing(db, auth, query, 'incoming', 1),
    firstPayer: await ageing(db, auth, query, 'outgoing', 1),
    detailed: await detailed(db, auth, { ...query, page: 1, pageSize: 20, sort: 'date', order: 'desc' }),
    credits: await detailed(db, auth, {
      ...query,
      page: 1,
      pageSize: 5,
      sort: 'amount',
      order: 'asc',
      type: 'credit_note',
      direction: 'outgoing',
    }),
  };
}

async function fromBooks(auth: AuthContext, range: { from: string; to: string }) {
  monthSummaries.enabled = false;
  try {
    return await tabs(auth, range);
  } finally {
    monthSummaries.enabled = true;
  }
}

/** Changes the summaries depend on, made straight in the database as any write path would. */
const changes: Record<string, () => Promise<unknown>> = {
  'a payment': () =>
    database.db.execute(sql`insert into invoice_payments (invoice_id, payment_date, amount, method)
      select id, issue_date + 3, 5, 'carte' from invoices where status <> 'draft' order by number limit 1`),
  'a payment removed': () =>
    database.db.execute(
      sql`delete from invoice_payments where id = (select id from invoice_payments order by amount, id limit 1)`,
    ),
  'an invoice moved to another month': () =>
    database.db.execute(sql`update invoices set issue_date = issue_date + 40 where id = (
      select id from invoices where status <> 'draft' order by number desc limit 1)`),
  'a draft issued': () =>
    database.db.execute(sql`update invoices set status = 'sent', number = 'P-issued-' || id where id = (
      select id from invoices where status = 'draft' and direction = 'outgoing' limit 1)`),
  'a line changed': () =>
    database.db
      .execute(sql`update invoice_lines set total_price = total_price + 11, quantity = quantity + 1 where id = (
      select l.id from invoice_lines l join invoices i on i.id = l.invoice_id where i.status <> 'draft' order by l.id limit 1)`),
  'a line removed': () =>
    database.db.execute(
      sql`delete from invoice_lines where id = (select id from invoice_lines order by id desc limit 1)`,
    ),
  "a product's price": () =>
    database.db.execute(sql`update products set price = price + 2 where id = ${productIds[0]!}`),
  'an exchange rate': () =>
    database.db.execute(sql`insert into exchange_rates (base, quote, rate, rate_date, source)
      values ('USD', 'EUR', 0.8, '2026-01-15', 'manual')
      on conflict (base, quote, rate_date, source) do update set rate = exchange_rates.rate + 0.1`),
  'an approved quotation': () =>
    database.db.insert(quotations).values({
      requestedProductId,
      supplierName: 'Fournisseur Q',
      totalPrice: '333',
      currency: 'EUR',
      status: 'approved',
      submittedDate: '2026-01-20',
    }),
  'a supplier invoice for an order': () =>
    database.db.execute(sql`update invoices set order_id = ${orderIds[2]!} where id = (
      select id from invoices where direction = 'incoming' and status not in ('draft', 'to_check') order by number limit 1)`),
  // In the current month (today is 2026-05-20): its summary so far holds the days before today.
  'a payment today': () =>
    database.db.execute(sql`insert into invoice_payments (invoice_id, payment_date, amount, method)
      select id, '2026-05-20', 7, 'carte' from invoices where status <> 'draft' order by number limit 1`),
  'a payment earlier this month': () =>
    database.db.execute(sql`insert into invoice_payments (invoice_id, payment_date, amount, method)
      select id, '2026-05-04', 9, 'carte' from invoices where status <> 'draft' order by number desc limit 1`),
  'a sale today on an order': async () => {
    const [sale] = await database.db
      .insert(invoices)
      .values({
        direction: 'outgoing',
        kind: 'invoice',
        number: `P-today-${(salesToday += 1)}`,
        status: 'sent',
        partyName: 'Client Alpha',
        clientId: clients[0]!,
        companyId: companies[0]!,
        orderId: orderIds[0]!,
        issueDate: '2026-05-20',
        dueDate: '2026-06-19',
        currency: 'EUR',
        exchangeRate: '1',
        subtotal: '250',
        taxAmount: '50',
        totalAmount: '300',
      })
      .returning();
    await database.db.insert(invoiceLines).values({
      invoiceId: sale!.id,
      position: 0,
      description: 'Article 0',
      quantity: '4',
      unitPrice: '0',
      taxRate: '20',
      totalPrice: '250',
      productId: productIds[0]!,
    });
  },
  'an exchange rate this month': () =>
    database.db.execute(sql`insert into exchange_rates (base, quote, rate, rate_date, source)
      values ('USD', 'EUR', 0.7, '2026-05-12', 'manual')
      on conflict (base, quote, rate_date, source) do update set rate = exchange_rates.rate + 0.05`),
  // Today's open balances (analytics_open_balances, decision 0048): what an invoice has left to pay.
  'an invoice paid in full': () =>
    database.db
      .execute(sql`update invoices set paid_amount = total_amount - credited_amount, status = 'paid' where id = (
      select id from invoices where kind = 'invoice' and status not in ('draft', 'to_check')
        and total_amount - paid_amount - credited_amount > 0 order by number limit 1)`),
  'a credit note issued': async () => {
    const [sale] = await rowsOf<{ id: string }>(
      database.db,
      sql`select id from invoices where direction = 'outgoing' and kind = 'invoice' and status <> 'draft'
        and total_amount - paid_amount - credited_amount > 1 order by number desc limit 1`,
    );
    if (!sale) return;
    await database.db.transaction(async (tx) => {
      await tx.insert(invoices).values({
        direction: 'outgoing',
        kind: 'credit_note',
        creditedInvoiceId: sale.id,
        number: `P-avoir-${(creditNotesIssued += 1)}`,
        status: 'sent',
        partyName: 'Client libre 1',
        issueDate: '2026-03-02',
        currency: 'EUR',
        exchangeRate: '1',
        subtotal: '1',
        taxAmount: '0',
        totalAmount: '1',
      });
      await tx.execute(sql`update invoices set credited_amount = credited_amount + 1 where id = ${sale.id}`);
    });
  },
  'a rate stored on an invoice': () =>
    database.db.execute(sql`update invoices set exchange_rate = 0.85 where id = (
      select id from invoices where currency = 'USD' and exchange_rate is null order by number limit 1)`),
  'a supplier invoice validated': () =>
    database.db.execute(sql`update invoices set status = 'to_pay' where id = (
      select id from invoices where direction = 'incoming' and status = 'to_check' order by number limit 1)`),
  'a booked invoice deleted': () =>
    database.db.execute(sql`delete from invoices where id = (
      select i.id from invoices i where i.kind = 'invoice' and i.status <> 'draft'
        and not exists (select 1 from invoices c where c.credited_invoice_id = i.id) order by i.number desc limit 1)`),
  'a sale moved to another client and company': () =>
    database.db
      .execute(sql`update invoices set client_id = ${clients[1]!}, company_id = ${companies[1]!} where id = (
      select id from invoices where direction = 'outgoing' and status <> 'draft' order by number limit 1)`),
};

describe('the tabs from the month summaries', () => {
  it('equal the tabs read from the books alone, for random books, ranges and changes', async () => {
    analyticsClock.today = () => '2026-05-20';
    await fc.assert(
      fc.asyncProperty(
        fc.array(invoiceArb, { minLength: 1, maxLength: 14 }),
        fc.array(rangeArb, { minLength: 1, maxLength: 2 }),
        fc.array(fc.constantFrom(...Object.keys(changes)), { maxLength: 4 }),
        async (specs, ranges, changeNames) => {
          await clearBooks();
          await writeBooks(specs);
          for (const auth of [superAdmin, scoped()]) {
            for (const range of ranges) expect(await tabs(auth, range)).toEqual(await fromBooks(auth, range));
          }
          // Each change must make the summaries it touches stale: read, change, read again.
          for (const name of changeNames) {
            await changes[name]!();
            for (const range of ranges) {
              // As a request reads them before the job rebuilds (stale months, or only their
              // payments, from the books), then once rebuilt.
              const books = await fromBooks(superAdmin, range);
              expect(await tabs(superAdmin, range, false), `${name}, before the rebuild`).toEqual(books);
              expect(await tabs(superAdmin, range), name).toEqual(books);
            }
          }
        },
      ),
      {
        numRuns: 12,
        // Two credit notes against the same sale (its balance stays above 1 after the first).
        examples: [
          [
            [
              {
                direction: 'outgoing',
                credit: false,
                status: 'sent',
                day: 10,
                company: 0,
                currency: 'EUR',
                rated: false,
                order: -1,
                lines: [{ product: 0, quantity: 2, total: 100 }],
                payments: [],
              },
            ],
            [{ from: dayOf(0), to: dayOf(139) }],
            ['a credit note issued', 'a credit note issued'],
          ],
        ],
      },
    );
  }, 240_000);

  it('gives the open receivables and payables of any day: each invoice issued by then, less what was paid and credited by then', async () => {
    const db = database.db;
    await fc.assert(
      fc.asyncProperty(
        fc.array(invoiceArb, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 170 }),
        async (specs, asOfDay) => {
          await clearBooks();
          await writeBooks(specs);
          const asOf = dayOf(asOfDay);
          const rows = await db.select().from(invoices);
          const payments = await db.select().from(invoicePayments);
          const expected = (direction: 'outgoing' | 'incoming') => {
            let cents = 0;
            for (const i of rows) {
              const booked =
                direction === 'outgoing' ? i.status !== 'draft' : !['draft', 'to_check'].includes(i.status);
              if (i.direction !== direction || !booked || i.kind !== 'invoice' || i.issueDate! > asOf)
                continue;
              const rate = i.currency === 'EUR' ? 1 : i.exchangeRate === null ? null : Number(i.exchangeRate);
              if (rate === null) continue;
              const paid = payments
                .filter((p) => p.invoiceId === i.id && p.paymentDate <= asOf)
                .reduce((a, p) => a + Number(p.amount), 0);
              const credited = rows
                .filter((c) => c.creditedInvoiceId === i.id && c.status !== 'draft' && c.issueDate! <= asOf)
                .reduce((a, c) => a + Number(c.totalAmount), 0);
              const balance = (Number(i.totalAmount) - paid - credited) * rate;
              if (balance > 0) cents += Math.round(balance * 100);
            }
            return (cents / 100).toFixed(2);
          };
          const range = { from: dayOf(Math.max(0, asOfDay - 40)), to: asOf, compare: 'none' as const };
          const { figures } = await overview(db, superAdmin, range);
          expect(figures.openReceivables).toBe(expected('outgoing'));
          expect(figures.openPayables).toBe(expected('incoming'));
          expect((await ageing(db, superAdmin, range, 'outgoing')).totals.total).toBe(expected('outgoing'));
          expect((await ageing(db, superAdmin, range, 'incoming')).totals.total).toBe(expected('incoming'));
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);

  it('builds a month once, and again only after a change touching it', async () => {
    await clearBooks();
    await writeBooks([oneSale(0, 2, 50)]);
    const db = database.db;
    await ensureMonths(db, ['2026-02-01']);
    const built = async () =>
      (await db.select().from(analyticsMonths).where(eq(analyticsMonths.month, '2026-02-01')))[0]?.builtAt;
    const first = await built();
    expect(first).toBeInstanceOf(Date);
    expect(await db.select().from(analyticsChanges).where(eq(analyticsChanges.month, '2026-02-01'))).toEqual(
      [],
    );
    await ensureMonths(db, ['2026-02-01']);
    expect(await built()).toEqual(first);
    // A payment dated in February touches February only.
    await db.delete(analyticsChanges);
    await db.execute(sql`insert into invoice_payments (invoice_id, payment_date, amount, method)
      select id, '2026-02-20', 10, 'carte' from invoices limit 1`);
    const touched = await db.select({ month: analyticsChanges.month }).from(analyticsChanges);
    expect(touched.map((t) => t.month)).toEqual(['2026-02-01']);
    await buildMonth(db, '2026-02-01');
    expect((await built())!.getTime()).toBeGreaterThanOrEqual(first!.getTime());
    expect(await db.select().from(analyticsChanges)).toEqual([]);
    // A payment changes no summary of its invoice's month but its own date's.
    await db.execute(sql`update invoices set paid_amount = 10`);
    expect(await db.select().from(analyticsChanges)).toEqual([]);
  });

  it("keeps the current month's summary so far when a change is dated today, and rebuilds it for an earlier day", async () => {
    await clearBooks();
    await writeBooks([{ ...oneSale(0, 2, 50), day: 125 }]); // 2026-05-06
    const db = database.db;
    // What the other tests built and left: none of it.
    await db.delete(analyticsMonths);
    await db.delete(analyticsChanges);
    const partial = { month: '2026-05-01', through: '2026-05-19' };
    expect(await ensureMonths(db, ['2026-05-01'], partial)).toBe(1);
    expect(await ensureMonths(db, ['2026-05-01'], partial)).toBe(0);
    const pay = (day: string) =>
      db.execute(sql`insert into invoice_payments (invoice_id, payment_date, amount, method)
        select id, ${day}::date, 4, 'carte' from invoices limit 1`);
    await pay('2026-05-20');
    expect(await db.select({ firstDay: analyticsChanges.firstDay }).from(analyticsChanges)).toEqual([
      { firstDay: '2026-05-20' },
    ]);
    expect(await ensureMonths(db, ['2026-05-01'], partial)).toBe(0);
    await pay('2026-05-11');
    expect(await ensureMonths(db, ['2026-05-01'], partial)).toBe(1);
    // The next day's summary so far, and the whole month once it is over, are other summaries.
    expect(await ensureMonths(db, ['2026-05-01'], { ...partial, through: '2026-05-20' })).toBe(1);
    expect(await ensureMonths(db, ['2026-05-01'])).toBe(1);
    expect(await ensureMonths(db, ['2026-05-01'])).toBe(0);
  });

  it("follows a sale moved to another company into its payments' months", async () => {
    await clearBooks();
    // Issued in February (day 40), paid in March (day 70).
    await writeBooks([{ ...oneSale(0, 2, 50), payments: [{ day: 70, amount: 60 }] }]);
    const range = { from: '2026-02-01', to: '2026-03-31' };
    await buildFor({ ...range, compare: 'previous' });
    const before = await cashflow(database.db, scoped(), { ...range, compare: 'previous' });
    expect(before.totals.incoming).toBe('60.00');
    await database.db.execute(sql`update invoices set company_id = ${companies[1]!}`);
    await buildFor({ ...range, compare: 'previous' });
    const after = await cashflow(database.db, scoped(), { ...range, compare: 'previous' });
    expect(after).toEqual((await fromBooks(scoped(), range)).cashflow);
    expect(after.totals.incoming).toBe('0.00');
  });

  it('reads a month changed since its summary from the books, and leaves the rebuilding to the job', async () => {
    await clearBooks();
    await writeBooks([oneSale(0, 2, 50)]);
    const db = database.db;
    await db.delete(analyticsMonths);
    await db.delete(analyticsChanges);
    const range = { from: '2026-02-01', to: '2026-02-28', compare: 'previous' as const };
    await buildFor(range);
    const builtAt = async () =>
      (await db.select().from(analyticsMonths).where(eq(analyticsMonths.month, '2026-02-01')))[0]?.builtAt;
    const first = await builtAt();
    await db.execute(sql`insert into invoice_payments (invoice_id, payment_date, amount, method)
      select id, '2026-02-20', 13, 'carte' from invoices limit 1`);
    // A payment changes the month's payments only (decision 0049): its invoices stay read from the summary.
    const states = await monthStates(db, ['2025-06-01', '2026-02-01']);
    expect(states).toEqual({ missing: ['2025-06-01'], stale: [], payments: ['2026-02-01'] });
    const read = await cashflow(db, superAdmin, range);
    expect(read).toEqual((await fromBooks(superAdmin, range)).cashflow);
    expect(read.totals.incoming).toBe('13.00');
    // Nothing was built by the read: the summary and the change record are as they were.
    expect(await builtAt()).toEqual(first);
    expect(await db.select().from(analyticsChanges)).toHaveLength(1);
    // A line changed in the same month: the whole month is out of date.
    await db.execute(sql`update invoice_lines set quantity = quantity + 1`);
    expect(await monthStates(db, ['2026-02-01'])).toEqual({
      missing: [],
      stale: ['2026-02-01'],
      payments: [],
    });
    expect(await ensureMonths(db, ['2026-02-01'])).toBe(1);
    expect(await monthStates(db, ['2026-02-01'])).toEqual({ missing: [], stale: [], payments: [] });
  });

  it('is kept built by the background job: the last 13 whole months, and the stale ones', async () => {
    await clearBooks();
    await writeBooks([oneSale(1, 1, 80)]);
    const db = database.db;
    await db.delete(analyticsMonths);
    await db.delete(analyticsChanges);
    await refreshMonths(db, '2026-05-20');
    const months = (await db.select({ month: analyticsMonths.month }).from(analyticsMonths)).map(
      (m) => m.month,
    );
    expect(months).toEqual(expect.arrayContaining(['2025-04-01', '2026-02-01', '2026-04-01']));
    expect(months).not.toContain('2026-05-01');
    expect(await refreshMonths(db, '2026-05-20')).toBe(0);
    await db.execute(sql`update products set price = price + 1 where id = ${productIds[1]!}`);
    expect(await refreshMonths(db, '2026-05-20')).toBe(1);
    expect(await db.select().from(analyticsChanges)).toEqual([]);
  });

  it('keeps a change committed while its month is being built (PostgreSQL)', async () => {
    if (!database.pool) return; // one connection on the embedded database: no concurrent writer
    await clearBooks();
    await writeBooks([oneSale(0, 2, 50)]);
    const range = { from: '2026-02-01', to: '2026-02-28' };
    await ensureMonths(database.db, ['2026-02-01']);
    // A writer's transaction adds a February payment and stays open while February is rebuilt.
    const writer = await database.pool.connect();
    try {
      await writer.query('begin');
      await writer.query(`insert into invoice_payments (invoice_id, payment_date, amount, method)
        select id, '2026-02-21', 77, 'carte' from invoices limit 1`);
      await database.db.execute(sql`insert into analytics_changes (month) values ('2026-02-01')`);
      await buildMonth(database.db, '2026-02-01');
      await writer.query('commit');
    } finally {
      writer.release();
    }
    // The writer's change stays recorded: the job rebuilds February with its payment.
    await buildFor({ ...range, compare: 'previous' });
    const summed = await cashflow(database.db, superAdmin, { ...range, compare: 'previous' });
    expect(summed.totals.incoming).toBe('77.00');
    expect(summed).toEqual((await fromBooks(superAdmin, range)).cashflow);
  });
});
