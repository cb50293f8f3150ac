import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { exchangeRates, userSettings } from '../../db/schema/index';
import { insertClient, insertOrder, insertQuote, setup } from './testing';
import { useFixture } from '../../../test/fixture';

const f = useFixture(setup);

beforeAll(async () => {
  // 1 EUR = 1.25 USD, so 1 USD = 0.80 EUR. No rate for MUR.
  await f.db
    .insert(exchangeRates)
    .values({ base: 'EUR', quote: 'USD', rate: '1.25', rateDate: '2026-03-02', source: 'manual' });
});

type Spec<F extends (db: never, spec: never) => unknown> = Omit<Parameters<F>[1], 'clientId' | 'companyId'>;
/** An order, and a quote, of `client` in company A. */
const orderOf = (client: { id: string }, spec: Spec<typeof insertOrder>) =>
  insertOrder(f.db, { clientId: client.id, companyId: f.companyA, ...spec });
const quoteOf = (client: { id: string }, spec: Spec<typeof insertQuote> = {}) =>
  insertQuote(f.db, { clientId: client.id, companyId: f.companyA, ...spec });
/** The manager's base currency. */
const setBaseCurrency = (baseCurrency: string) =>
  f.db
    .insert(userSettings)
    .values({ userId: f.managerId, baseCurrency })
    .onConflictDoUpdate({ target: userSettings.userId, set: { baseCurrency } });

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
const history = async (id: string, cookie = f.cookies.manager) => {
  const res = await f.call('GET', `/api/clients/${id}/history`, undefined, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('history and analytics', () => {
  it('lists the orders and quotes, newest first, and says when there are none', async () => {
    const empty = await insertClient(f.db, f.companyA);
    const none = await history(empty.id);
    expect(none).toMatchObject({ orders: [], quotes: [], ordersCount: 0, quotesCount: 0 });
    expect(none.analytics).toMatchObject({
      currency: 'EUR',
      totalOrders: 0,
      totalSpent: { amount: '0.00', currency: 'EUR' },
      averageOrder: { amount: '0.00', currency: 'EUR' },
      lastOrderAt: null,
      kind: 'prospect',
    });

    const c = await insertClient(f.db, f.companyA);
    const older = await orderOf(c, { totalAmount: '10', createdAt: daysAgo(10) });
    const newer = await orderOf(c, { totalAmount: '20', createdAt: daysAgo(1) });
    const quote = await quoteOf(c, { status: 'sent', totalAmount: '99.9' });
    const h = await history(c.id);
    expect(h.orders.map((o: { id: string }) => o.id)).toEqual([newer.id, older.id]);
    expect(h.orders[0]).toMatchObject({
      reference: newer.reference,
      status: 'confirmed',
      totalAmount: { amount: '20.00', currency: 'EUR' },
    });
    expect(h.quotes).toEqual([
      expect.objectContaining({
        id: quote.id,
        number: quote.number,
        status: 'sent',
        totalAmount: { amount: '99.90', currency: 'EUR' },
        validUntil: '2030-01-31',
      }),
    ]);
    expect(h.ordersCount).toBe(2);
    expect(h.quotesCount).toBe(1);
  });

  it('totals the orders not cancelled in the base currency, converting once per currency', async () => {
    const c = await insertClient(f.db, f.companyA);
    await orderOf(c, { totalAmount: '100.00', createdAt: daysAgo(5) });
    await orderOf(c, { currency: 'USD', totalAmount: '50.00', createdAt: daysAgo(3) });
    await orderOf(c, { status: 'draft', totalAmount: '10.01', createdAt: daysAgo(2) });
    await orderOf(c, { status: 'cancelled', totalAmount: '9999.00' });
    const h = await history(c.id);
    // 100 + 50 USD (40 EUR) + 10.01 = 150.01; 3 orders; average 50.00333 -> 50.00.
    expect(h.analytics).toMatchObject({
      currency: 'EUR',
      totalOrders: 3,
      totalSpent: { amount: '150.01', currency: 'EUR' },
      averageOrder: { amount: '50.00', currency: 'EUR' },
      missingRates: [],
      rateDate: '2026-03-02',
      kind: 'regular',
    });
    expect(Date.parse(h.analytics.lastOrderAt)).toBeCloseTo(daysAgo(2).getTime(), -5);

    // In the user's base currency when it is USD.
    await setBaseCurrency('USD');
    const inUsd = await history(c.id);
    // 110.01 EUR x 1.25 = 137.5125 -> 137.51, plus 50 USD.
    expect(inUsd.analytics.totalSpent).toEqual({ amount: '187.51', currency: 'USD' });
    await setBaseCurrency('EUR');
  });

  it('never converts at 1: a currency without a rate leaves the totals unknown', async () => {
    const c = await insertClient(f.db, f.companyA);
    await orderOf(c, { totalAmount: '100.00' });
    await orderOf(c, { currency: 'MUR', totalAmount: '5000.00' });
    const h = await history(c.id);
    expect(h.analytics).toMatchObject({
      totalOrders: 2,
      totalSpent: null,
      averageOrder: null,
      missingRates: ['MUR'],
    });
  });

  it('leaves out the orders and quotes of companies the user has no access to', async () => {
    const c = await insertClient(f.db, f.companyA);
    await insertOrder(f.db, { clientId: c.id, companyId: f.companyB, totalAmount: '500.00' });
    await insertQuote(f.db, { clientId: c.id, companyId: f.companyB });
    const h = await history(c.id);
    expect(h).toMatchObject({ orders: [], quotes: [], ordersCount: 0, quotesCount: 0 });
    const asAdmin = await history(c.id, f.cookies.admin);
    expect(asAdmin.ordersCount).toBe(1);
    expect(asAdmin.quotesCount).toBe(1);
  });
});

describe('the VIP rule', () => {
  it('counts confirmed, shipped and delivered orders of the last 12 months against the threshold', async () => {
    const c = await insertClient(f.db, f.companyA, 'Futur VIP');
    await orderOf(c, { status: 'confirmed', totalAmount: '8000.00' });
    // Not counted: cancelled, pending, draft, or older than 12 months.
    await orderOf(c, { status: 'cancelled', totalAmount: '90000' });
    await orderOf(c, { status: 'pending', totalAmount: '90000' });
    await orderOf(c, { status: 'draft', totalAmount: '90000' });
    await orderOf(c, { status: 'delivered', totalAmount: '90000', createdAt: daysAgo(400) });
    const before = await history(c.id);
    expect(before.analytics.kind).toBe('regular');
    expect(before.analytics.vip).toMatchObject({
      qualifyingTotal: { amount: '8000.00', currency: 'EUR' },
      threshold: { amount: '10000.00', currency: 'EUR' },
    });
    // 2 500 USD = 2 000 EUR: exactly the threshold.
    await orderOf(c, { status: 'shipped', currency: 'USD', totalAmount: '2500' });
    const after = await history(c.id);
    expect(after.analytics.kind).toBe('vip');
    expect(after.analytics.vip.qualifyingTotal.amount).toBe('10000.00');
    const item = (await f.call('GET', '/api/clients?q=futur%20vip')).json();
    expect(item.items[0].kind).toBe('vip');
    expect(item.counters.vip).toBe(1);
    expect((await f.call('GET', `/api/clients/${c.id}`)).json().kind).toBe('vip');
  });

  it('reads and sets the threshold; only administrators of the module may set it', async () => {
    const initial = await f.call('GET', '/api/clients/settings/vip', undefined, f.cookies.viewer);
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({
      threshold: { amount: '10000.00', currency: 'EUR' },
      windowMonths: 12,
      statuses: ['confirmed', 'shipped', 'delivered'],
      updatedAt: null,
      updatedBy: null,
    });
    for (const cookie of [f.cookies.viewer, f.cookies.editor]) {
      const res = await f.call('PUT', '/api/clients/settings/vip', { amount: '1', currency: 'EUR' }, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden_action');
    }
    const bad = await f.call('PUT', '/api/clients/settings/vip', { amount: '-5', currency: 'XYZ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      amount: 'Le montant doit être un nombre positif avec au plus deux décimales.',
      currency: 'Devise invalide.',
    });
    const set = await f.call('PUT', '/api/clients/settings/vip', { amount: '12500,5', currency: 'USD' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().message).toBe('Seuil VIP enregistré avec succès');
    expect(set.json().settings).toMatchObject({ threshold: { amount: '12500.50', currency: 'USD' } });
    expect(set.json().settings.updatedBy).toEqual(expect.any(String));
    const byAdmin = await f.call(
      'PUT',
      '/api/clients/settings/vip',
      { amount: 20000, currency: 'EUR' },
      f.cookies.admin,
    );
    expect(byAdmin.statusCode).toBe(200);

    // 10 000 EUR of orders is no longer enough.
    const c = (await f.call('GET', '/api/clients?q=futur%20vip')).json().items[0];
    expect(c.kind).toBe('regular');
    const h = await history(c.id);
    expect(h.analytics.vip.threshold).toEqual({ amount: '20000.00', currency: 'EUR' });

    // In USD: 10 000 EUR = 12 500 USD ≥ 12 500 USD.
    await f.call('PUT', '/api/clients/settings/vip', { amount: '12500', currency: 'USD' });
    const again = await history(c.id);
    expect(again.analytics.kind).toBe('vip');
    expect(again.analytics.vip.qualifyingTotal).toEqual({ amount: '12500.00', currency: 'USD' });
    await f.call('PUT', '/api/clients/settings/vip', { amount: '10000', currency: 'EUR' });
  });

  it('never answers 500 to arbitrary threshold bodies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            amount: fc.oneof(fc.string(), fc.double(), fc.integer(), fc.constant('99999999999999.99')),
            currency: fc.oneof(fc.constantFrom('EUR', 'USD', 'MUR'), fc.string()),
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          const res = await f.call('PUT', '/api/clients/settings/vip', body);
          expect(res.statusCode, res.body).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
    await f.call('PUT', '/api/clients/settings/vip', { amount: '10000', currency: 'EUR' });
  });
});
