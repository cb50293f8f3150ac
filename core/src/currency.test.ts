import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CURRENCY_CODES,
  NBSP,
  NNBSP,
  convert,
  formatMoney,
  formatRate,
  isCurrencyCode,
  latestByPair,
  rateStrings,
  resolveRate,
  type StoredRate,
} from './currency';
import {
  convertAmount,
  decimal,
  ratio,
  ratioEquals,
  ratioInverse,
  ratioMultiply,
  toPlainString,
} from './money';

const at = '2026-01-16T15:10:00.000Z';
const rate = (base: string, quote: string, value: string, extra: Partial<StoredRate> = {}): StoredRate => ({
  base,
  quote,
  rate: value,
  rateDate: '2026-01-16',
  source: 'ECB',
  updatedAt: at,
  ...extra,
});

// Test values only (shaped like ECB reference rates).
const RATES: StoredRate[] = [
  rate('EUR', 'USD', '1.1642'),
  rate('EUR', 'CNY', '8.1120'),
  rate('EUR', 'GBP', '0.8697'),
  rate('EUR', 'MUR', '53.4000', { source: 'manual', rateDate: '2026-01-15' }),
];

describe('currencies', () => {
  it('knows exactly EUR, USD, CNY, MUR and GBP', () => {
    expect(CURRENCY_CODES).toEqual(['EUR', 'USD', 'CNY', 'MUR', 'GBP']);
    expect(isCurrencyCode('MUR')).toBe(true);
    expect(isCurrencyCode('JPY')).toBe(false);
    expect(isCurrencyCode(undefined)).toBe(false);
  });
});

describe('the conversion rule', () => {
  it('uses the direct rate first', () => {
    const r = resolveRate(RATES, 'EUR', 'USD')!;
    expect(r.path).toBe('direct');
    expect(rateStrings(r.value)).toEqual({ rate: '1.1642', rateExact: '1.1642' });
    expect(r.rateDate).toBe('2026-01-16');
    expect(r.source).toBe('ECB');
    const c = convert(RATES, '100', 'EUR', 'USD');
    expect(c).toMatchObject({ unavailable: false, amount: '116.42' });
  });

  it('prefers the direct rate even when the inverse pair is also stored', () => {
    const rates = [...RATES, rate('USD', 'EUR', '0.9000', { source: 'manual' })];
    expect(resolveRate(rates, 'USD', 'EUR')!.path).toBe('direct');
    expect(resolveRate(rates, 'EUR', 'USD')!.path).toBe('direct');
  });

  it('then the inverse (1 / rate), computed exactly', () => {
    const r = resolveRate(RATES, 'USD', 'EUR')!;
    expect(r.path).toBe('inverse');
    expect(r.legs).toEqual([{ rate: RATES[0], inverted: true }]);
    expect(ratioEquals(r.value, ratioInverse(ratio(decimal('1.1642'))))).toBe(true);
    expect(rateStrings(r.value)).toEqual({ rate: '0.8590', rateExact: '0.8589589418' });
    // 116.42 / 1.1642 = 100 exactly: no intermediate rounding of the inverse rate.
    expect(convert(RATES, '116.42', 'USD', 'EUR')).toMatchObject({ amount: '100.00' });
  });

  it('then through EUR, each leg direct or inverse, with the older date and both sources', () => {
    const r = resolveRate(RATES, 'USD', 'MUR')!;
    expect(r.path).toBe('via-EUR');
    expect(r.legs.map((l) => [l.rate.base, l.rate.quote, l.inverted])).toEqual([
      ['EUR', 'USD', true],
      ['EUR', 'MUR', false],
    ]);
    expect(r.rateDate).toBe('2026-01-15');
    expect(r.source).toBe('ECB + manual');
    // 1000 USD = 1000 / 1.1642 × 53.4 MUR = 45868.4075...
    expect(convert(RATES, '1000', 'USD', 'MUR')).toMatchObject({ amount: '45868.41' });
    expect(resolveRate(RATES, 'GBP', 'CNY')!.path).toBe('via-EUR');
  });

  it('answers unavailable when no rate is known: never converts at 1', () => {
    expect(resolveRate([], 'EUR', 'USD')).toBeNull();
    expect(convert([], '100', 'EUR', 'USD')).toEqual({ unavailable: true });
    const noMur = RATES.filter((r) => r.quote !== 'MUR');
    expect(convert(noMur, '100', 'EUR', 'MUR')).toEqual({ unavailable: true });
    expect(convert(noMur, '100', 'USD', 'MUR')).toEqual({ unavailable: true });
    expect(convert(noMur, '100', 'MUR', 'GBP')).toEqual({ unavailable: true });
    // A zero or broken stored rate is no rate.
    expect(convert([rate('EUR', 'USD', '0')], '1', 'EUR', 'USD')).toEqual({ unavailable: true });
    expect(convert([rate('EUR', 'USD', 'abc')], '1', 'USD', 'EUR')).toEqual({ unavailable: true });
  });

  it('same currency is the identity, not a rate', () => {
    const r = resolveRate([], 'EUR', 'EUR')!;
    expect(r.path).toBe('identity');
    expect(r.legs).toEqual([]);
    expect(r.rateDate).toBeNull();
    expect(convert([], '12.345', 'GBP', 'GBP')).toMatchObject({ amount: '12.35' });
  });

  it('uses the current rate of each pair: latest date, then latest stored', () => {
    const history = [
      rate('EUR', 'USD', '1.1000', { rateDate: '2026-01-14' }),
      rate('EUR', 'USD', '1.1200', { rateDate: '2026-01-16', updatedAt: '2026-01-16T10:00:00Z' }),
      rate('EUR', 'USD', '1.1300', {
        rateDate: '2026-01-16',
        updatedAt: '2026-01-16T11:00:00Z',
        source: 'manual',
      }),
      rate('EUR', 'USD', '1.0900', { rateDate: '2026-01-15', updatedAt: '2026-01-17T00:00:00Z' }),
    ];
    expect(latestByPair(history).get('EUR-USD')!.rate).toBe('1.1300');
    expect(convert(history, '10', 'EUR', 'USD')).toMatchObject({ amount: '11.30' });
  });

  const rateArb = fc.bigInt({ min: 1n, max: 10n ** 14n }).map((u) => toPlainString({ units: u, scale: 6 }));
  const amountArb = fc
    .bigInt({ min: -(10n ** 12n), max: 10n ** 12n })
    .map((c) => toPlainString({ units: c, scale: 2 }));

  it('property: the inverse path is exactly the reciprocal of the direct one', () => {
    fc.assert(
      fc.property(rateArb, (r) => {
        const rates = [rate('EUR', 'GBP', r)];
        const there = resolveRate(rates, 'EUR', 'GBP')!;
        const back = resolveRate(rates, 'GBP', 'EUR')!;
        return (
          back.path === 'inverse' && ratioEquals(ratioMultiply(there.value, back.value), { num: 1n, den: 1n })
        );
      }),
    );
  });

  it('property: via EUR equals the product of the legs and agrees with a consistent direct rate', () => {
    fc.assert(
      fc.property(rateArb, rateArb, amountArb, (usd, gbp, amount) => {
        const rates = [rate('EUR', 'USD', usd), rate('EUR', 'GBP', gbp)];
        const via = resolveRate(rates, 'USD', 'GBP')!;
        const expected = ratioMultiply(ratioInverse(ratio(decimal(usd))), ratio(decimal(gbp)));
        if (via.path !== 'via-EUR' || !ratioEquals(via.value, expected)) return false;
        // One rounding at the end: same as converting with the exact combined ratio.
        const c = convert(rates, amount, 'USD', 'GBP');
        return !c.unavailable && c.amount === convertAmount(amount, expected);
      }),
    );
  });
});

describe('formatting', () => {
  it.each([
    ['EUR', '1234.5', `1${NNBSP}234,50${NBSP}€`],
    ['USD', '1234.5', '$1,234.50'],
    ['CNY', '1234.5', '¥1,234.50'],
    ['MUR', '1234.5', `Rs${NBSP}1,234.50`],
    ['GBP', '1234.5', '£1,234.50'],
    ['EUR', '-1234567.891', `-1${NNBSP}234${NNBSP}567,89${NBSP}€`],
    ['USD', '-0.5', '-$0.50'],
    ['MUR', '0', `Rs${NBSP}0.00`],
    ['GBP', '999.995', '£1,000.00'],
  ] as const)('%s %s -> %s', (code, amount, expected) => {
    expect(formatMoney(amount, code)).toBe(expected);
  });

  it('reads as "1 234,50 €" once no-break spaces are plain spaces', () => {
    expect(formatMoney('1234.50', 'EUR').replace(/[\u00a0\u202f]/g, ' ')).toBe('1 234,50 €');
    expect(formatMoney('1234.50', 'MUR').replace(/\u00a0/g, ' ')).toBe('Rs 1,234.50');
  });

  it("matches the platform's own locale formatting for EUR (fr-FR), USD (en-US), GBP (en-GB), CNY (zh-CN)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_99, max: 99_999_999_99 }), (c) => {
        const amount = toPlainString({ units: BigInt(c), scale: 2 });
        const n = c / 100;
        const intl = (locale: string, currency: string) =>
          new Intl.NumberFormat(locale, { style: 'currency', currency }).format(n);
        return (
          formatMoney(amount, 'EUR') === intl('fr-FR', 'EUR') &&
          formatMoney(amount, 'USD') === intl('en-US', 'USD') &&
          formatMoney(amount, 'GBP') === intl('en-GB', 'GBP') &&
          formatMoney(amount, 'CNY') === intl('zh-CN', 'CNY')
        );
      }),
      { numRuns: 200 },
    );
  });

  it('formats rates with 4 decimals in the interface style', () => {
    expect(formatRate('1.1642', 'fr')).toBe('1,1642');
    expect(formatRate('53.4', 'en')).toBe('53.4000');
    expect(formatRate('12345.678912', 'fr')).toBe(`12${NNBSP}345,6789`);
    expect(formatRate('12345.678912', 'zh')).toBe('12,345.6789');
  });
});
