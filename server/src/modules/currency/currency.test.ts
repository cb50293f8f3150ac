import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { auditLog, exchangeRates } from '../../db/schema/index';
import { expectDocumented } from '../../../test/access';
import { useTestApp } from '../../../test/fixture';
import { storeBatch } from './service';
import { auditEntries } from '../../platform/testing';

const f = useTestApp({
  users: { admin: { isSuperAdmin: true }, editor: { modules: ['settings', 'dashboard'] } },
});
const u = f.users;

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  cookie?: string,
  payload?: unknown,
  lang?: string,
) =>
  f.ctx.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(lang ? { 'x-comptoir-lang': lang } : {}) },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const convert = (payload: unknown, cookie = u.editor.cookie, lang?: string) =>
  call('POST', '/api/currencies/convert', cookie, payload, lang);
const enterRate = (payload: unknown, cookie = u.admin.cookie) =>
  call('POST', '/api/currencies/rates', cookie, payload);

describe('access', () => {
  it.each([
    ['GET', '/api/currencies'],
    ['GET', '/api/currencies/rates'],
    ['POST', '/api/currencies/convert'],
    ['GET', '/api/currencies/status'],
    ['POST', '/api/currencies/rates'],
    ['POST', '/api/currencies/refresh'],
    ['GET', '/api/currencies/base'],
    ['PUT', '/api/currencies/base'],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    const res = await call(method, url, undefined, method === 'GET' ? undefined : {});
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });

  it('documents every currency route in the OpenAPI document', async () => {
    await expectDocumented(f.ctx.app, [
      '/api/currencies',
      '/api/currencies/rates',
      '/api/currencies/convert',
      '/api/currencies/base',
    ]);
  });
});

describe('GET /api/currencies', () => {
  it('lists EUR, USD, CNY, MUR and GBP with name, symbol and flag', async () => {
    const res = await call('GET', '/api/currencies', u.editor.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      { code: 'EUR', name: 'Euro', symbol: '€', flag: '🇪🇺' },
      { code: 'USD', name: 'Dollar américain', symbol: '$', flag: '🇺🇸' },
      { code: 'CNY', name: 'Yuan chinois', symbol: '¥', flag: '🇨🇳' },
      { code: 'MUR', name: 'Roupie mauricienne', symbol: 'Rs', flag: '🇲🇺' },
      { code: 'GBP', name: 'Livre sterling', symbol: '£', flag: '🇬🇧' },
    ]);
  });
});

describe('no rate known yet', () => {
  it("converts nothing: 200 with 'taux indisponible', never at 1", async () => {
    const res = await convert({ amount: '100', from: 'EUR', to: 'USD' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unavailable: true, from: 'EUR', to: 'USD', message: 'taux indisponible' });
    const en = await convert({ amount: '100', from: 'EUR', to: 'USD' }, u.editor.cookie, 'en');
    expect(en.json().message).toBe('rate unavailable');
  });

  it('lists every rate as unavailable', async () => {
    const res = await call('GET', '/api/currencies/rates?base=EUR', u.editor.cookie);
    expect(res.json().rates).toEqual(
      ['USD', 'CNY', 'MUR', 'GBP'].map((currency) => ({
        currency,
        unavailable: true,
        message: 'taux indisponible',
      })),
    );
  });
});

describe('conversion through each path (ECB rates stored)', () => {
  beforeAll(async () => {
    // As the ECB source stores them (values used by the tests only).
    await storeBatch(
      f.db,
      {
        source: 'ECB',
        enteredBy: null,
        rates: [
          { base: 'EUR', quote: 'USD', rate: '1.1642', rateDate: '2026-01-16' },
          { base: 'EUR', quote: 'CNY', rate: '8.112', rateDate: '2026-01-16' },
          { base: 'EUR', quote: 'GBP', rate: '0.8697', rateDate: '2026-01-16' },
        ],
      },
      new Date('2026-01-16T15:05:00Z'),
    );
  });

  it('direct: EUR→USD', async () => {
    const res = await convert({ amount: '1234.50', from: 'EUR', to: 'USD' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      unavailable: false,
      amount: '1437.20', // 1437.2049
      from: 'EUR',
      to: 'USD',
      rate: '1.1642',
      rateExact: '1.1642',
      rateDate: '2026-01-16',
      source: 'ECB',
      updatedAt: '2026-01-16T15:05:00.000Z',
      path: 'direct',
      legs: [
        {
          base: 'EUR',
          quote: 'USD',
          rate: '1.1642000000',
          rateDate: '2026-01-16',
          source: 'ECB',
          inverted: false,
        },
      ],
    });
  });

  it('inverse: USD→EUR with 1/rate, exactly', async () => {
    const res = await convert({ amount: '1164.20', from: 'USD', to: 'EUR' });
    expect(res.json()).toMatchObject({
      amount: '1000.00',
      rate: '0.8590',
      rateExact: '0.8589589418',
      path: 'inverse',
      source: 'ECB',
    });
  });

  it('via EUR: GBP→CNY', async () => {
    const res = await convert({ amount: '100', from: 'GBP', to: 'CNY' });
    // 100 / 0.8697 × 8.112 = 932.7354...
    expect(res.json()).toMatchObject({ amount: '932.74', path: 'via-EUR', rate: '9.3274', source: 'ECB' });
    expect(res.json().legs.map((l: { inverted: boolean }) => l.inverted)).toEqual([true, false]);
  });

  it('negative and huge amounts are converted exactly', async () => {
    expect((await convert({ amount: '-10', from: 'EUR', to: 'USD' })).json().amount).toBe('-11.64');
    const huge = await convert({ amount: '123456789012345678901234567890', from: 'EUR', to: 'USD' });
    expect(huge.json().amount).toBe('143728393768172839376817283937.54');
  });

  it('same currency: the amount itself (identity), rounded to 2 decimals', async () => {
    expect((await convert({ amount: '12.345', from: 'MUR', to: 'MUR' })).json()).toMatchObject({
      unavailable: false,
      amount: '12.35',
      path: 'identity',
      rateDate: null,
      source: null,
    });
  });

  it("MUR: 'taux indisponible' until a super admin enters EUR→MUR", async () => {
    expect((await convert({ amount: '100', from: 'EUR', to: 'MUR' })).json().unavailable).toBe(true);
    expect((await convert({ amount: '100', from: 'USD', to: 'MUR' })).json().unavailable).toBe(true);
  });
});

describe('manual rates (POST /api/currencies/rates)', () => {
  const body = { base: 'EUR', quote: 'MUR', rate: '53.4', rateDate: '2026-01-15' };

  it('refuses users who are not super admins (403, super-admin message), and anonymous callers (401)', async () => {
    const res = await enterRate(body, u.editor.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'forbidden_super_admin',
      message: 'Accès non autorisé: Vous devez être super administrateur pour accéder à cette page.',
    });
    expect((await call('POST', '/api/currencies/rates', undefined, body)).statusCode).toBe(401);
    expect(await f.db.select().from(exchangeRates).where(eq(exchangeRates.source, 'manual'))).toEqual([]);
  });

  it.each([
    [{ rate: '0' }, 'rate', 'Le taux doit être un nombre strictement positif.'],
    [{ rate: '-53.4' }, 'rate', 'Le taux doit être un nombre strictement positif.'],
    [{ rate: 53.4 }, 'rate', 'Le taux doit être un nombre strictement positif.'],
    [{ rate: '1000000001' }, 'rate', 'Le taux ne peut pas dépasser 1 000 000 000.'],
    [{ quote: 'EUR' }, 'quote', 'Les deux devises doivent être différentes.'],
    [{ quote: 'JPY' }, 'quote', 'Devise inconnue. Devises disponibles : EUR, USD, CNY, MUR, GBP.'],
    [{ rateDate: '2999-12-31' }, 'rateDate', 'La date du taux ne peut pas être dans le futur.'],
    [{ rateDate: 'hier' }, 'rateDate', 'Date invalide (format AAAA-MM-JJ attendu).'],
  ])('refuses %j with 400', async (change, field, message) => {
    const res = await enterRate({ ...body, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it("stores a super admin's rate with source 'manual', who and when, and an audit entry", async () => {
    const res = await enterRate(body);
    expect(res.statusCode).toBe(201);
    const stored = res.json();
    expect(stored).toMatchObject({
      base: 'EUR',
      quote: 'MUR',
      rate: '53.4000000000',
      rateDate: '2026-01-15',
      source: 'manual',
      enteredBy: u.admin.id,
    });
    expect(Date.now() - Date.parse(stored.updatedAt)).toBeLessThan(60_000);
    const [entry] = await auditEntries(f.db, 'rates.manual_entry', stored.id);
    expect(entry).toMatchObject({
      actorId: u.admin.id,
      targetType: 'exchange_rate',
      targetLabel: 'EUR→MUR 2026-01-15',
      before: null,
    });
    expect(entry!.after).toMatchObject({ rate: '53.4000000000', source: 'manual' });
  });

  it('a second entry for the same pair and date replaces it, and the audit keeps before and after', async () => {
    const res = await enterRate({ ...body, rate: '53.6' });
    expect(res.statusCode).toBe(201);
    const rows = await f.db.select().from(exchangeRates).where(eq(exchangeRates.quote, 'MUR'));
    expect(rows.map((r) => r.rate)).toEqual(['53.6000000000']);
    const entries = await f.db.select().from(auditLog).where(eq(auditLog.action, 'rates.manual_entry'));
    expect(entries).toHaveLength(2);
    const last = entries.find((e) => e.before !== null)!;
    expect(last.before).toMatchObject({ rate: '53.4000000000' });
    expect(last.after).toMatchObject({ rate: '53.6000000000' });
  });

  it('MUR now converts: direct EUR→MUR, inverse MUR→EUR, via EUR from USD', async () => {
    expect((await convert({ amount: '100', from: 'EUR', to: 'MUR' })).json()).toMatchObject({
      amount: '5360.00',
      path: 'direct',
      source: 'manual',
      rateDate: '2026-01-15',
    });
    expect((await convert({ amount: '5360', from: 'MUR', to: 'EUR' })).json()).toMatchObject({
      amount: '100.00',
      path: 'inverse',
    });
    // 1000 / 1.1642 × 53.6 = 46040.1993...; the older leg's date; both sources.
    expect((await convert({ amount: '1000', from: 'USD', to: 'MUR' })).json()).toMatchObject({
      amount: '46040.20',
      path: 'via-EUR',
      rateDate: '2026-01-15',
      source: 'ECB + manual',
    });
  });

  it('the status counts manual entries', async () => {
    const s = (await call('GET', '/api/currencies/status', u.editor.cookie)).json();
    expect(s.manual.count).toBe(1);
    expect(s.manual.lastEntryAt).toEqual(expect.any(String));
    expect(s.ecb.lastRateDate).toBe('2026-01-16');
  });

  it('a more recent manual rate for an ECB pair takes over (latest date first)', async () => {
    await enterRate({ base: 'EUR', quote: 'GBP', rate: '0.87', rateDate: '2026-01-17' }).then((r) =>
      expect(r.statusCode).toBe(201),
    );
    expect((await convert({ amount: '100', from: 'EUR', to: 'GBP' })).json()).toMatchObject({
      amount: '87.00',
      source: 'manual',
      rateDate: '2026-01-17',
    });
  });
});

describe('GET /api/currencies/rates', () => {
  it('answers every other currency from the base, with rate, date, source and path', async () => {
    const res = await call('GET', '/api/currencies/rates?base=USD', u.editor.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.base).toBe('USD');
    expect(body.rates.map((r: { currency: string; path: string }) => [r.currency, r.path])).toEqual([
      ['EUR', 'inverse'],
      ['CNY', 'via-EUR'],
      ['MUR', 'via-EUR'],
      ['GBP', 'via-EUR'],
    ]);
    expect(body.rates[0]).toMatchObject({
      unavailable: false,
      rate: '0.8590',
      rateDate: '2026-01-16',
      source: 'ECB',
    });
  });

  it("uses the user's base currency when none is asked, and refuses unknown ones", async () => {
    expect((await call('GET', '/api/currencies/rates', u.editor.cookie)).json().base).toBe('EUR');
    const bad = await call('GET', '/api/currencies/rates?base=XYZ', u.editor.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.base).toBe(
      'Devise inconnue. Devises disponibles : EUR, USD, CNY, MUR, GBP.',
    );
  });
});

describe('base currency (GET/PUT /api/currencies/base)', () => {
  it('is EUR by default and is kept per user', async () => {
    expect((await call('GET', '/api/currencies/base', u.editor.cookie)).json()).toEqual({ currency: 'EUR' });
    const put = await call('PUT', '/api/currencies/base', u.editor.cookie, { currency: 'MUR' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ currency: 'MUR' });
    expect((await call('GET', '/api/currencies/base', u.editor.cookie)).json()).toEqual({ currency: 'MUR' });
    expect((await call('GET', '/api/currencies/base', u.admin.cookie)).json()).toEqual({ currency: 'EUR' });
    expect((await call('GET', '/api/currencies/rates', u.editor.cookie)).json().base).toBe('MUR');
    await call('PUT', '/api/currencies/base', u.editor.cookie, { currency: 'GBP' });
    expect((await call('GET', '/api/currencies/base', u.editor.cookie)).json()).toEqual({ currency: 'GBP' });
  });

  it.each([{ currency: 'XYZ' }, { currency: 'eur' }, {}, { currency: 1 }])(
    'refuses %j with 400',
    async (payload) => {
      const res = await call('PUT', '/api/currencies/base', u.editor.cookie, payload);
      expect(res.statusCode).toBe(400);
    },
  );
});

describe('POST /api/currencies/convert with bad bodies', () => {
  it.each([
    { amount: 100, from: 'EUR', to: 'USD' },
    { amount: '1 234,50', from: 'EUR', to: 'USD' },
    { amount: '1e5', from: 'EUR', to: 'USD' },
    { amount: '', from: 'EUR', to: 'USD' },
    { amount: 'NaN', from: 'EUR', to: 'USD' },
    { amount: '1'.repeat(100), from: 'EUR', to: 'USD' },
  ])('refuses %j with 400 and the amount message', async (payload) => {
    const res = await convert(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.amount).toBe(
      'Montant invalide : un nombre avec un point décimal est attendu (par exemple 1234.50).',
    );
  });

  it('never answers 500, whatever the body (fuzzed)', async () => {
    const codes = fc.constantFrom('EUR', 'USD', 'CNY', 'MUR', 'GBP', 'XXX', '', 'eur');
    const amount = fc.oneof(
      fc.string(),
      fc.stringMatching(/^-?\d{1,45}(\.\d{0,25})?$/),
      fc.double().map(String),
      fc.anything(),
    );
    const body = fc.oneof(
      fc.record({ amount, from: fc.oneof(codes, fc.anything()), to: fc.oneof(codes, fc.anything()) }),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await f.ctx.app.inject({
          method: 'POST',
          url: '/api/currencies/convert',
          headers: { cookie: u.editor.cookie, 'content-type': 'application/json' },
          payload: JSON.stringify(payload) ?? 'null',
        });
        if (res.statusCode === 200) {
          const json = res.json();
          return json.unavailable === true || /^-?\d+\.\d{2}$/.test(json.amount);
        }
        return res.statusCode === 400;
      }),
      { numRuns: 150 },
    );
  });

  it('answers 400 to broken JSON', async () => {
    const res = await f.ctx.app.inject({
      method: 'POST',
      url: '/api/currencies/convert',
      headers: { cookie: u.editor.cookie, 'content-type': 'application/json' },
      payload: '{"amount": "1',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('demo rates (issue 30 §4)', () => {
  it('a real rate of a pair comes before a demo one, whatever their dates', async () => {
    // A demo rate dated after every real one, for pairs the ECB and a super admin gave.
    await f.db.insert(exchangeRates).values(
      ['USD', 'MUR'].map((quote) => ({
        base: 'EUR',
        quote,
        rate: '999',
        rateDate: '2099-01-01',
        source: 'demo',
      })),
    );
    for (const to of ['USD', 'MUR']) {
      const answer = (await convert({ amount: '1', from: 'EUR', to })).json();
      expect(answer.source, to).not.toBe('demo');
      expect(answer.rate, to).not.toBe('999.0000');
    }
  });
});
