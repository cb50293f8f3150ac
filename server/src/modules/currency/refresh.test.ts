import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { exchangeRates } from '../../db/schema/index';
import { createUser } from '../../db/seed/factories';
import { createTestApp, signIn, type TestContext } from '../../../test/helpers';
import { queueOf } from '../../platform/jobs';
import { RATES_JOB, ratesRefresherOf } from './routes';
import { closedPortUrl, ECB_FIXTURE, fixtureWith, startEcbStub, type EcbStub } from './ecb-stub';

const MINUTE = 60_000;

describe('ECB refresh (POST /api/currencies/refresh) against a local stub', () => {
  let ctx: TestContext;
  let stub: EcbStub;
  let admin: string;
  /** A signed-in user who is not a super admin (used before the clock moves: sessions idle out). */
  let editor: string;

  beforeAll(async () => {
    stub = await startEcbStub();
    ctx = await createTestApp({
      rates: { ecbUrl: stub.url, fetch: false, refreshMinutes: 10, cacheMinutes: 5 },
    });
    const user = await createUser(ctx.database.db, { isSuperAdmin: true });
    admin = await signIn(ctx.app, user.email, user.password);
    const other = await createUser(ctx.database.db, { modules: ['settings'] });
    editor = await signIn(ctx.app, other.email, other.password);
  });
  afterAll(async () => {
    await ctx?.close();
    await stub?.close();
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  /** POST /api/currencies/refresh as the super admin, or with `cookie` (null: no session). */
  const refresh = (cookie: string | null = admin) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/currencies/refresh',
      headers: cookie === null ? {} : { cookie },
    });
  const status = async () =>
    (await ctx.app.inject({ url: '/api/currencies/status', headers: { cookie: admin } })).json();
  const rows = () =>
    ctx.database.db
      .select()
      .from(exchangeRates)
      .orderBy(asc(exchangeRates.rateDate), asc(exchangeRates.quote));
  /** Moves the clock forward (Date only: timers, the database and the HTTP stub run normally). */
  let offset = 0;
  const advance = (ms: number) => {
    offset += ms;
    vi.useFakeTimers({ toFake: ['Date'], now: vi.getRealSystemTime() + offset });
  };

  it('is for super admins only', async () => {
    const res = await refresh(editor);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden_super_admin');
    expect((await refresh(null)).statusCode).toBe(401);
  });

  it('starts with no rate and no success', async () => {
    expect(await rows()).toEqual([]);
    const s = await status();
    expect(s.ecb).toMatchObject({
      enabled: false,
      lastSuccessAt: null,
      lastError: null,
      nextRefreshAt: null,
    });
    expect(s.manual).toEqual({ count: 0, lastEntryAt: null });
  });

  it("stores EUR→USD, EUR→CNY, EUR→GBP with the file's date and source 'ECB'", async () => {
    const res = await refresh();
    expect(res.statusCode).toBe(200);
    expect(res.json().refresh).toBe('fetched');
    expect(stub.hits).toBe(1);
    const stored = await rows();
    expect(stored.map((r) => [r.base, r.quote, r.rate, r.rateDate, r.source, r.enteredBy])).toEqual([
      ['EUR', 'CNY', '7.8712000000', '2025-03-14', 'ECB', null],
      ['EUR', 'GBP', '0.8401500000', '2025-03-14', 'ECB', null],
      ['EUR', 'USD', '1.0879000000', '2025-03-14', 'ECB', null],
    ]);
    const s = res.json().ecb;
    expect(s.lastRateDate).toBe('2025-03-14');
    expect(Date.now() - Date.parse(s.lastSuccessAt)).toBeLessThan(MINUTE);
  });

  it('does not fetch again within cacheMinutes', async () => {
    const res = await refresh();
    expect(res.json().refresh).toBe('cached');
    expect(stub.hits).toBe(1);
    advance(4 * MINUTE);
    expect((await refresh()).json().refresh).toBe('cached');
    expect(stub.hits).toBe(1);
  });

  it('fetches again once the last success is older than cacheMinutes, updating the same rows', async () => {
    advance(6 * MINUTE);
    const before = (await status()).ecb.lastSuccessAt;
    expect((await refresh()).json().refresh).toBe('fetched');
    expect(stub.hits).toBe(2);
    expect(await rows()).toHaveLength(3);
    expect(Date.parse((await status()).ecb.lastSuccessAt)).toBeGreaterThan(Date.parse(before));
  });

  it.each([
    ['an HTTP 500', { status: 500, body: 'Internal Server Error' }, 'http_status'],
    ['garbage', { body: 'garbage <<< not xml' }, 'invalid_xml'],
    [
      'XML with a DOCTYPE and an external entity',
      {
        body: fixtureWith({ date: '2025-03-17' })
          .replace('?>', '?>\n<!DOCTYPE e [<!ENTITY x SYSTEM "file:///etc/passwd">]>')
          .replace("rate='1.0879'", "rate='&x;'"),
      },
      'doctype',
    ],
    [
      'a negative rate',
      { body: fixtureWith({ date: '2025-03-17', replace: ["rate='7.8712'", "rate='-7.8712'"] }) },
      'invalid_rate',
    ],
  ])(
    'a refresh answered by %s is logged, stores nothing and keeps the last success',
    async (_, answer, code) => {
      advance(6 * MINUTE);
      const before = await status();
      const rowsBefore = await rows();
      const warn = vi.spyOn(ctx.app.log, 'warn');
      stub.answer(answer);
      const hits = stub.hits;
      const res = await refresh();
      expect(res.statusCode).toBe(200);
      expect(res.json().refresh).toBe('failed');
      expect(stub.hits).toBe(hits + 1);
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ source: 'ECB', code }),
        expect.stringContaining('refresh failed'),
      );
      expect(await rows()).toEqual(rowsBefore);
      const after = await status();
      expect(after.ecb.lastSuccessAt).toBe(before.ecb.lastSuccessAt);
      expect(after.ecb.lastRateDate).toBe('2025-03-14');
      expect(after.ecb.lastError).toBe(code);
      expect(after.ecb.lastErrorDetail).toEqual(expect.any(String));
      expect(Date.now() - Date.parse(after.ecb.lastErrorAt)).toBeLessThan(MINUTE);
      stub.answer({ body: ECB_FIXTURE });
    },
  );

  it('a newer file adds that day and keeps the history', async () => {
    advance(6 * MINUTE);
    stub.answer({ body: fixtureWith({ date: '2025-03-17', replace: ["rate='1.0879'", "rate='1.0921'"] }) });
    expect((await refresh()).json().refresh).toBe('fetched');
    const usd = await ctx.database.db.select().from(exchangeRates).where(eq(exchangeRates.quote, 'USD'));
    expect(usd.map((r) => [r.rateDate, r.rate]).sort()).toEqual([
      ['2025-03-14', '1.0879000000'],
      ['2025-03-17', '1.0921000000'],
    ]);
    const conv = await ctx.app.inject({
      method: 'POST',
      url: '/api/currencies/convert',
      headers: { cookie: admin },
      payload: { amount: '100', from: 'EUR', to: 'USD' },
    });
    expect(conv.json()).toMatchObject({
      amount: '109.21',
      rateDate: '2025-03-17',
      source: 'ECB',
      path: 'direct',
    });
    expect((await status()).ecb.lastRateDate).toBe('2025-03-17');
  });

  it('two refreshes at the same time share one fetch', async () => {
    advance(6 * MINUTE);
    const hits = stub.hits;
    const [a, b] = await Promise.all([refresh(), refresh()]);
    expect([a.json().refresh, b.json().refresh]).toEqual(['fetched', 'fetched']);
    expect(stub.hits).toBe(hits + 1);
  });
});

describe('automatic refresh (config.rates.fetch)', () => {
  let stub: EcbStub;
  beforeAll(async () => {
    stub = await startEcbStub();
  });
  afterAll(async () => {
    await stub?.close();
  });

  it('fetches at start-up, then runs an unref’d timer every refreshMinutes, stopped on close', async () => {
    const ctx = await createTestApp({
      rates: { ecbUrl: stub.url, fetch: true, refreshMinutes: 10, cacheMinutes: 5 },
    });
    try {
      await ctx.app.ready();
      const refresher = ratesRefresherOf(ctx.app);
      await refresher.settled();
      expect(stub.hits).toBe(1);
      expect(await ctx.database.db.select().from(exchangeRates)).toHaveLength(3);
      const timer = refresher.timerHandle;
      if (queueOf(ctx.app).kind === 'postgres') {
        // Several processes: no timer of its own, a job scheduled once for all of them.
        expect(timer).toBeNull();
        const { rows } = await ctx.database.pool!.query(
          'select name, cron from pgboss.schedule where name = $1',
          [RATES_JOB],
        );
        expect(rows).toEqual([{ name: RATES_JOB, cron: '*/10 * * * *' }]);
      } else {
        expect(timer).not.toBeNull();
        expect(timer!.hasRef()).toBe(false);
      }
      const s = await refresher.status();
      expect(s.ecb.enabled).toBe(true);
      expect(s.ecb.lastError).toBeNull();
      const next = Date.parse(s.ecb.nextRefreshAt!);
      expect(next - Date.now()).toBeGreaterThan(9 * MINUTE);
      expect(next - Date.now()).toBeLessThanOrEqual(10 * MINUTE);
    } finally {
      await ctx.close();
    }
    expect(ratesRefresherOf(ctx.app).timerHandle).toBeNull();
  });

  it('a failing start-up fetch (no network) does not break start-up: the status shows the error', async () => {
    const ctx = await createTestApp({
      rates: { ecbUrl: await closedPortUrl(), fetch: true, refreshMinutes: 10, cacheMinutes: 5 },
    });
    try {
      await ctx.app.ready();
      await ratesRefresherOf(ctx.app).settled();
      const user = await createUser(ctx.database.db);
      const cookie = await signIn(ctx.app, user.email, user.password);
      const res = await ctx.app.inject({ url: '/api/currencies/status', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.json().ecb).toMatchObject({ enabled: true, lastSuccessAt: null, lastError: 'network' });
      const conv = await ctx.app.inject({
        method: 'POST',
        url: '/api/currencies/convert',
        headers: { cookie },
        payload: { amount: '10', from: 'EUR', to: 'USD' },
      });
      expect(conv.json()).toMatchObject({ unavailable: true, message: 'taux indisponible' });
    } finally {
      await ctx.close();
    }
  });

  it('closing while the start-up fetch hangs aborts it at once', async () => {
    stub.answer('hang');
    const ctx = await createTestApp({
      rates: { ecbUrl: stub.url, fetch: true, refreshMinutes: 10, cacheMinutes: 5 },
    });
    await ctx.app.ready();
    const started = Date.now();
    await ctx.close();
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
