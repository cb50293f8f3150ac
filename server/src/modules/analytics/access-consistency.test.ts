/**
 * The financial analysis, access and consistency: the routes documented and open to the module's
 * users only, company scoping, the tabs agreeing with each other (property), and bad or fuzzed query
 * parameters refused without a 500.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { expectDocumented, moduleAccessTests, type RouteAccess } from '../../../test/access';
import { Q1, useAnalyticsApp } from './testing';

const { f, call, get, invoice, pay } = useAnalyticsApp();

const TABS = ['overview', 'cashflow', 'profitability', 'receivables', 'payables', 'detailed'];
const ROUTES: RouteAccess[] = [...TABS, 'export'].map((tab) => ({
  method: 'GET',
  url: `/api/analytics/${tab}`,
  action: 'read',
}));

describe('access', () => {
  it('documents every route in the OpenAPI document', async () => {
    await expectDocumented(f.ctx.app, ROUTES);
  });

  moduleAccessTests({
    ctx: () => f.ctx,
    module: 'analytics',
    routes: ROUTES,
    owns: (url) => url.startsWith('/api/analytics'),
    outsider: () => f.outsider.cookie,
  });

  it("leaves out another company's invoices, which a super admin sees", async () => {
    const mine = await get(`/api/analytics/overview?${Q1}`);
    const all = await get(`/api/analytics/overview?${Q1}`, f.superAdmin.cookie);
    expect(mine.figures.revenue).toBe('2800.00');
    expect(all.figures.revenue).toBe('12800.00');
    const journal = await get(`/api/analytics/detailed?${Q1}&q=beta`);
    expect(journal.total).toBe(0);
    const receivables = await get(`/api/analytics/receivables?${Q1}`);
    expect(receivables.parties.map((p: { name: string }) => p.name)).toEqual(['Client Alpha']);
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
              clientId: p.direction === 'outgoing' ? f.clientA.id : null,
              companyId: p.direction === 'outgoing' ? f.companyA.id : null,
              supplierId: p.direction === 'incoming' ? f.supplierId : null,
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
  it("answers the last month a day may name (December 9999), which once overran the months' plan", async () => {
    for (const tab of ['overview', 'cashflow', 'profitability', 'receivables', 'payables', 'detailed']) {
      for (const query of [
        'from=9999-12-31&to=9999-12-31',
        'from=9999-11-15&to=9999-12-31&compare=previous',
      ]) {
        const res = await call('GET', `/api/analytics/${tab}?${query}`);
        expect(res.statusCode, `${tab} ${query}`).toBe(200);
      }
    }
  });

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
          // 202: the range's month summaries are being built (a range never read before).
          expect([200, 202, 400], `${url} ${JSON.stringify(params)} ${res.body.slice(0, 200)}`).toContain(
            res.statusCode,
          );
        },
      ),
      { numRuns: 60 },
    );
    // Alone this takes about 0.2 s; beside other test files on two cores it once took 32 s, past
    // the default ceiling (probably the months job building the summaries of the fuzzed ranges,
    // up to five years each, meanwhile).
  }, 120_000);
});
