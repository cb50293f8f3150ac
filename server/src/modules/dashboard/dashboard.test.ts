import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import {
  DASHBOARD_PERIODS,
  dashboardResponse,
  type DashboardResponse,
} from '@comptoir/core/modules/dashboard';
import {
  bankAccounts,
  bankTransactions,
  clients,
  demandes,
  exchangeRates,
  orders,
  userCompanies,
} from '../../db/schema/index';
import { createCompany, createUser } from '../../db/seed/factories';
import { createTestApp, signIn, type TestContext } from '../../../test/helpers';
import { setBaseCurrency, storeBatch } from '../currency/service';

let ctx: TestContext;
let companyA: { id: string; name: string };
let companyB: { id: string; name: string };
let clientA: { id: string; name: string };
let clientB: { id: string; name: string };
const cookies: Record<
  'full' | 'superAdmin' | 'noDashboard' | 'dashboardOnly' | 'requestsOnly' | 'noCompany' | 'usdBase',
  string
> = {
  full: '',
  superAdmin: '',
  noDashboard: '',
  dashboardOnly: '',
  requestsOnly: '',
  noCompany: '',
  usdBase: '',
};

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  companyA = await createCompany(db, 'Société Générale des Écrous');
  companyB = await createCompany(db, 'Brasserie Bretonne');
  const insertClient = async (name: string, companyId: string) => {
    const [row] = await db
      .insert(clients)
      .values({ name, companyId })
      .returning({ id: clients.id, name: clients.name });
    return row!;
  };
  clientA = await insertClient('Émilie Durand', companyA.id);
  clientB = await insertClient('Yann Le Goff', companyB.id);
  const make = async (spec: Parameters<typeof createUser>[1]) => {
    const u = await createUser(db, spec);
    return { id: u.id, cookie: await signIn(ctx.app, u.email, u.password) };
  };
  const all = ['dashboard', 'demandes', 'orders', 'clients', 'quotes', 'invoices'];
  cookies.full = (await make({ role: 'Viewer', modules: all, companyIds: [companyA.id] })).cookie;
  cookies.superAdmin = (await make({ isSuperAdmin: true, modules: [] })).cookie;
  cookies.noDashboard = (await make({ role: 'Manager', modules: ['tasks', 'demandes', 'orders'] })).cookie;
  cookies.dashboardOnly = (await make({ role: 'Manager', modules: ['dashboard', 'tasks'] })).cookie;
  cookies.requestsOnly = (await make({ role: 'Manager', modules: ['dashboard', 'demandes'] })).cookie;
  cookies.noCompany = (await make({ role: 'Manager', modules: ['dashboard', 'orders'] })).cookie;
  const usd = await make({ role: 'Manager', modules: all, companyIds: [companyA.id, companyB.id] });
  cookies.usdBase = usd.cookie;
  await setBaseCurrency(db, usd.id, 'USD');
});
afterAll(async () => {
  await ctx?.close();
});

beforeEach(async () => {
  const db = ctx.database.db;
  await db.delete(orders);
  await db.delete(demandes);
  await db.delete(exchangeRates);
});

const get = (query: string, cookie: string | null = cookies.full) =>
  ctx.app.inject({ method: 'GET', url: `/api/dashboard${query}`, headers: cookie ? { cookie } : {} });

async function dashboard(query = '', cookie: string = cookies.full): Promise<DashboardResponse> {
  const res = await get(query, cookie);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<DashboardResponse>();
  expect(dashboardResponse.safeParse(body).success).toBe(true);
  return body;
}

let seq = 0;
async function insertDemande(
  createdAt: Date,
  spec: { status?: string; priority?: string; client?: string | null; title?: string } = {},
) {
  seq += 1;
  const [row] = await ctx.database.db
    .insert(demandes)
    .values({
      title: spec.title ?? `Demande ${seq}`,
      description: 'Description',
      category: 'Sourcing',
      deadline: '2030-01-31',
      status: spec.status ?? 'pending',
      priority: spec.priority ?? 'medium',
      client: spec.client === undefined ? 'Client SA' : spec.client,
      createdAt,
    })
    .returning({ id: demandes.id });
  return row!.id;
}

async function insertOrder(
  createdAt: Date,
  spec: { company?: 'A' | 'B'; status?: string; amount?: string; currency?: string } = {},
) {
  seq += 1;
  const company = spec.company === 'B' ? companyB : companyA;
  const client = spec.company === 'B' ? clientB : clientA;
  const [row] = await ctx.database.db
    .insert(orders)
    .values({
      reference: `CMD-T-${seq}`,
      clientId: client.id,
      companyId: company.id,
      status: spec.status ?? 'pending',
      currency: spec.currency ?? 'EUR',
      subtotal: spec.amount ?? '100.00',
      totalAmount: spec.amount ?? '100.00',
      createdAt,
    })
    .returning({ id: orders.id, reference: orders.reference });
  return row!;
}

const ms = (iso: string) => new Date(iso).getTime();
/** Halfway between the period's start and now: inside the period whatever the date. */
const inside = (p: DashboardResponse['period']) => new Date((ms(p.from) + ms(p.to)) / 2);

describe('GET /api/dashboard: access', () => {
  it('answers 401 without a session and 403 without the dashboard module', async () => {
    expect((await get('', null)).statusCode).toBe(401);
    const res = await get('', cookies.noDashboard);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBeTruthy();
  });

  it('refuses an unknown period with 400', async () => {
    const res = await get('?period=decade');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('period');
  });

  it('leaves out the parts whose module the user lacks, and says so', async () => {
    await insertDemande(new Date());
    await insertOrder(new Date());
    const none = await dashboard('', cookies.dashboardOnly);
    expect(none.requests).toBeNull();
    expect(none.orders).toBeNull();
    expect(none.cash).toBeNull();
    expect(none.unavailable.map((u) => [u.part, u.module])).toEqual([
      ['requests', 'demandes'],
      ['orders', 'orders'],
      ['cash', 'invoices'],
    ]);
    expect(none.unavailable[0]!.message).toBe(
      "Les demandes ne sont pas prises en compte : vous n'avez pas accès au module Demandes.",
    );

    const requestsOnly = await dashboard('', cookies.requestsOnly);
    expect(requestsOnly.requests?.counts.total).toBe(1);
    expect(requestsOnly.orders).toBeNull();
    expect(requestsOnly.unavailable.map((u) => u.part)).toEqual(['orders', 'cash']);

    const full = await dashboard('');
    expect(full.requests?.counts.total).toBe(1);
    expect(full.orders?.counts.total).toBe(1);
    expect(full.unavailable).toEqual([]);
    expect(full.cash).toEqual({ accounts: [], totals: [] });
  });

  it("shows the cash of each bank account of the user's companies, summed per currency", async () => {
    const db = ctx.database.db;
    const account = (companyId: string, name: string, iban: string, currency: string) =>
      db
        .insert(bankAccounts)
        .values({ companyId, name, iban, currency, openingBalance: '1000.00', openingDate: '2026-11-01' })
        .returning({ id: bankAccounts.id })
        .then((rows) => rows[0]!.id);
    const a = await account(companyA.id, 'Courant', 'FR7630006000011234567890189', 'EUR');
    await account(companyA.id, 'Dollars', 'DE89370400440532013000', 'USD');
    await account(companyB.id, 'Autre société', 'GB82WEST12345698765432', 'EUR');
    await db.insert(bankTransactions).values([
      { accountId: a, bookingDate: '2026-11-05', amount: '250.50', label: 'Client', dedupeKey: 'k1' },
      {
        accountId: a,
        bookingDate: '2026-11-06',
        amount: '-100.00',
        label: 'Loyer',
        dedupeKey: 'k2',
        status: 'booked',
      },
    ]);
    const cash = (await dashboard('')).cash!;
    expect(cash.accounts.map((x) => [x.name, x.balance, x.unmatched])).toEqual([
      ['Courant', '1150.50', 1],
      ['Dollars', '1000.00', 0],
    ]);
    expect(cash.totals).toEqual([
      { currency: 'EUR', balance: '1150.50' },
      { currency: 'USD', balance: '1000.00' },
    ]);
    await db.delete(bankAccounts);
  });

  it('answers the messages in the language asked for', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard',
      headers: { cookie: cookies.dashboardOnly, 'x-comptoir-lang': 'en' },
    });
    expect(res.json<DashboardResponse>().unavailable[1]!.message).toBe(
      'Orders are not included: you do not have access to the Orders module.',
    );
  });

  it('never answers 500, whatever the query', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('period', 'page', 'q', 'periode', 'period[]', ''),
          fc.oneof(fc.constantFrom(...DASHBOARD_PERIODS, 'WEEK', '', ' month'), fc.string({ maxLength: 40 })),
          { maxKeys: 3 },
        ),
        async (params) => {
          const query = new URLSearchParams(params).toString();
          const res = await get(`?${query}`);
          expect([200, 400]).toContain(res.statusCode);
          if (res.statusCode === 200) expect(dashboardResponse.safeParse(res.json()).success).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('GET /api/dashboard: the period', () => {
  it('defaults to the current month in Europe/Paris, up to now', async () => {
    const before = Date.now();
    const body = await dashboard('');
    expect(body.period.key).toBe('month');
    expect(body.period.timeZone).toBe('Europe/Paris');
    const from = new Date(body.period.from);
    // Midnight in Paris on the 1st: 22:00 or 23:00 UTC the day before.
    const paris = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(from);
    expect(paris).toBe('01, 00:00');
    expect(ms(body.period.to)).toBeGreaterThanOrEqual(before - 5_000);
    expect(ms(body.period.to)).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it.each(DASHBOARD_PERIODS)(
    'counts only what was created between the start of the current %s and now',
    async (period) => {
      const { period: p } = await dashboard(`?period=${period}`);
      expect(p.key).toBe(period);
      const from = ms(p.from);
      // Inside: at the very start, and in the middle. Outside: just before, and in the future.
      await insertDemande(new Date(from), { title: 'au début' });
      await insertDemande(inside(p), { title: 'au milieu' });
      await insertDemande(new Date(from - 1), { title: 'juste avant' });
      await insertDemande(new Date(Date.now() + 86_400_000), { title: 'demain' });
      await insertOrder(new Date(from));
      await insertOrder(inside(p), { amount: '50.00' });
      await insertOrder(new Date(from - 1), { amount: '1000.00' });
      await insertOrder(new Date(Date.now() + 86_400_000), { amount: '1000.00' });

      const body = await dashboard(`?period=${period}`);
      expect(body.requests?.counts.total).toBe(2);
      expect(body.requests?.recent.map((r) => r.title)).toEqual(['au milieu', 'au début']);
      expect(body.orders?.counts.total).toBe(2);
      expect(body.orders?.totalValue.amount).toBe('150.00');
      expect(body.orders?.recent).toHaveLength(2);
    },
  );

  it('nests the periods: a wider period never counts less', async () => {
    const { period: week } = await dashboard('?period=week');
    await insertDemande(inside(week));
    const totals = [];
    for (const period of DASHBOARD_PERIODS) {
      totals.push((await dashboard(`?period=${period}`)).requests!.counts.total);
    }
    expect(totals[0]).toBe(1);
    // The year holds the quarter, the quarter the month; the week may start in the previous month.
    expect(totals[3]).toBeGreaterThanOrEqual(totals[2]!);
    expect(totals[2]).toBeGreaterThanOrEqual(totals[1]!);
    expect(totals[3]).toBe(1);
  });
});

describe('GET /api/dashboard: requests', () => {
  it('counts by status and priority, and lists the 5 most recent, newest first', async () => {
    const { period: p } = await dashboard('');
    const t0 = ms(p.from);
    const step = (ms(p.to) - t0) / 20;
    const at = (i: number) => new Date(t0 + step * (i + 1));
    await insertDemande(at(0), { status: 'pending', priority: 'high', title: 'r0' });
    await insertDemande(at(1), { status: 'in-progress', priority: 'high', title: 'r1' });
    await insertDemande(at(2), { status: 'in-progress', title: 'r2' });
    await insertDemande(at(3), { status: 'completed', priority: 'low', title: 'r3' });
    await insertDemande(at(4), { status: 'cancelled', priority: 'high', title: 'r4' });
    await insertDemande(at(5), { status: 'pending', title: 'r5', client: null });
    await insertDemande(at(6), { status: 'pending', title: 'r6', client: '   ' });

    const body = await dashboard('');
    expect(body.requests!.counts).toEqual({
      total: 7,
      pending: 3,
      inProgress: 2,
      completed: 1,
      cancelled: 1,
      highPriority: 3,
    });
    const recent = body.requests!.recent;
    expect(recent.map((r) => r.title)).toEqual(['r6', 'r5', 'r4', 'r3', 'r2']);
    expect(recent[0]!.client).toBeNull();
    expect(recent[1]!.client).toBeNull();
    expect(recent[2]).toMatchObject({ client: 'Client SA', status: 'cancelled', priority: 'high' });
    expect(Object.keys(recent[0]!).sort()).toEqual(
      ['client', 'createdAt', 'id', 'priority', 'status', 'title'].sort(),
    );
  });

  it('shows every request to every user with the module (requests belong to no company)', async () => {
    await insertDemande(new Date());
    expect((await dashboard('', cookies.requestsOnly)).requests!.counts.total).toBe(1);
    expect((await dashboard('', cookies.superAdmin)).requests!.counts.total).toBe(1);
  });
});

describe('GET /api/dashboard: orders', () => {
  it("counts only the orders of the user's companies", async () => {
    const now = new Date();
    const a1 = await insertOrder(now, { company: 'A', status: 'confirmed', amount: '10.00' });
    await insertOrder(now, { company: 'A', status: 'pending', amount: '20.00' });
    const b = await insertOrder(now, { company: 'B', status: 'confirmed', amount: '999.00' });

    const mine = await dashboard('');
    expect(mine.orders!.counts).toMatchObject({ total: 2, confirmed: 1, pending: 1 });
    expect(mine.orders!.totalValue).toMatchObject({ amount: '30.00', currency: 'EUR', missingRates: [] });
    expect(mine.orders!.recent.map((o) => o.id)).not.toContain(b.id);
    const first = mine.orders!.recent.find((o) => o.id === a1.id)!;
    expect(first).toMatchObject({
      reference: a1.reference,
      clientCompany: 'Société Générale des Écrous',
      clientName: 'Émilie Durand',
      status: 'confirmed',
      total: { amount: '10.00', currency: 'EUR' },
    });

    const admin = await dashboard('', cookies.superAdmin);
    expect(admin.orders!.counts.total).toBe(3);
    expect(admin.orders!.totalValue.amount).toBe('1029.00');

    const none = await dashboard('', cookies.noCompany);
    expect(none.orders!.counts.total).toBe(0);
    expect(none.orders!.recent).toEqual([]);
    expect(none.orders!.totalValue.amount).toBe('0.00');
  });

  it('follows every write at once: its figures are cached by the sales revision (issue 31)', async () => {
    const u = await createUser(ctx.database.db, {
      role: 'Manager',
      modules: ['dashboard', 'orders'],
      companyIds: [companyA.id],
    });
    const cookie = await signIn(ctx.app, u.email, u.password);
    const { period } = await dashboard('', cookie);
    const a = await insertOrder(inside(period), { status: 'pending', amount: '40.00' });
    const before = await dashboard('', cookie);
    expect(before.orders!.counts).toMatchObject({ total: 1, pending: 1, cancelled: 0 });
    expect(before.orders!.totalValue.amount).toBe('40.00');
    // A status change (an update of the orders table).
    await ctx.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, a.id));
    const cancelled = await dashboard('', cookie);
    expect(cancelled.orders!.counts).toMatchObject({ total: 1, pending: 0, cancelled: 1 });
    expect(cancelled.orders!.totalValue.amount).toBe('0.00');
    // A company granted (user_companies): the other company's order counts from the next visit.
    await insertOrder(inside(period), { company: 'B', status: 'confirmed', amount: '7.00' });
    expect((await dashboard('', cookie)).orders!.counts.total).toBe(1);
    await ctx.database.db.insert(userCompanies).values({ userId: u.id, companyId: companyB.id });
    const granted = await dashboard('', cookie);
    expect(granted.orders!.counts).toMatchObject({ total: 2, confirmed: 1 });
    expect(granted.orders!.totalValue.amount).toBe('7.00');
  });

  it('counts every status, excludes cancelled orders from the value, lists the 5 most recent', async () => {
    const { period: p } = await dashboard('');
    const t0 = ms(p.from);
    const step = (ms(p.to) - t0) / 20;
    const statuses = ['draft', 'pending', 'confirmed', 'confirmed', 'shipped', 'delivered', 'cancelled'];
    const made = [];
    for (const [i, status] of statuses.entries()) {
      made.push(await insertOrder(new Date(t0 + step * (i + 1)), { status, amount: '100.25' }));
    }
    const body = await dashboard('');
    expect(body.orders!.counts).toEqual({
      total: 7,
      draft: 1,
      pending: 1,
      confirmed: 2,
      shipped: 1,
      delivered: 1,
      cancelled: 1,
    });
    expect(body.orders!.totalValue.amount).toBe('601.50');
    expect(body.orders!.recent.map((o) => o.id)).toEqual(
      made
        .slice(-5)
        .reverse()
        .map((o) => o.id),
    );
  });

  it("converts into the user's base currency, and gives no total when a rate is missing", async () => {
    const now = new Date();
    await insertOrder(now, { company: 'A', currency: 'EUR', amount: '100.00' });
    await insertOrder(now, { company: 'B', currency: 'USD', amount: '10.00' });
    await insertOrder(now, { company: 'A', currency: 'GBP', amount: '5.00', status: 'cancelled' });

    // No rate at all: the EUR orders cannot be shown in USD.
    let body = await dashboard('', cookies.usdBase);
    expect(body.orders!.totalValue).toMatchObject({ amount: null, currency: 'USD', missingRates: ['EUR'] });
    expect(body.orders!.totalValue.note).toBe(
      'Valeur totale indisponible : taux de change manquant de EUR vers USD.',
    );
    // The user whose base is EUR cannot convert USD either.
    expect((await dashboard('', cookies.superAdmin)).orders!.totalValue).toMatchObject({
      amount: null,
      currency: 'EUR',
      missingRates: ['USD'],
    });

    await storeBatch(ctx.database.db, {
      source: 'manual',
      enteredBy: null,
      rates: [{ base: 'EUR', quote: 'USD', rate: '1.25', rateDate: '2026-01-02' }],
    });
    body = await dashboard('', cookies.usdBase);
    // 100 EUR = 125 USD, + 10 USD; the cancelled GBP order needs no rate.
    expect(body.orders!.totalValue).toEqual({
      amount: '135.00',
      currency: 'USD',
      missingRates: [],
      rateDate: '2026-01-02',
      note: null,
    });
    // The inverse rate: 10 USD = 8 EUR.
    expect((await dashboard('', cookies.superAdmin)).orders!.totalValue.amount).toBe('108.00');
  });
});
