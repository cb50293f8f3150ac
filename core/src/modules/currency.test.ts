import { describe, expect, it } from 'vitest';
import { errorsOf } from '../validation';
import { convertBody, latestTodayIso, manualRateBody, ratesQuery } from './currency';

describe('convertBody', () => {
  it('takes a decimal string with a dot, negative and huge values included', () => {
    for (const amount of ['1234.50', '-12', '0', '123456789012345678901234567890.123']) {
      expect(convertBody.safeParse({ amount, from: 'EUR', to: 'USD' }).success).toBe(true);
    }
  });

  it.each([1234.5, '1 234,50', '1,5', '1e3', '', ' 1', null, '.5'])('refuses the amount %j', (amount) => {
    expect(errorsOf(convertBody, { amount, from: 'EUR', to: 'USD' })).toEqual({
      amount: 'currency.validation.amount',
    });
  });

  it('refuses unknown currencies', () => {
    expect(errorsOf(convertBody, { amount: '1', from: 'JPY', to: 'usd' })).toEqual({
      from: 'currency.validation.unknownCurrency',
      to: 'currency.validation.unknownCurrency',
    });
  });
});

describe('manualRateBody', () => {
  const today = latestTodayIso();
  const ok = { base: 'EUR', quote: 'MUR', rate: '53.4', rateDate: '2026-01-15' };

  it('accepts a positive rate up to 1e9 with up to 10 decimals', () => {
    expect(manualRateBody.safeParse(ok).success).toBe(true);
    expect(manualRateBody.safeParse({ ...ok, rate: '1000000000' }).success).toBe(true);
    expect(manualRateBody.safeParse({ ...ok, rate: '0.0000000001' }).success).toBe(true);
  });

  it.each([
    [{ rate: '0' }, 'rate', 'currency.validation.rate'],
    [{ rate: '-1' }, 'rate', 'currency.validation.rate'],
    [{ rate: 'abc' }, 'rate', 'currency.validation.rate'],
    [{ rate: 53.4 }, 'rate', 'currency.validation.rate'],
    [{ rate: '1000000000.01' }, 'rate', 'currency.validation.rateTooLarge'],
    [{ rate: '1.00000000001' }, 'rate', 'currency.validation.rateDecimals'],
    [{ quote: 'EUR' }, 'quote', 'currency.validation.samePair'],
    [{ quote: 'XXX' }, 'quote', 'currency.validation.unknownCurrency'],
    [{ rateDate: '2026-02-30' }, 'rateDate', 'currency.validation.rateDate'],
    [{ rateDate: '15/01/2026' }, 'rateDate', 'currency.validation.rateDate'],
    [{ rateDate: '2999-01-01' }, 'rateDate', 'currency.validation.rateDateFuture'],
  ])('refuses %j', (change, field, key) => {
    expect(errorsOf(manualRateBody, { ...ok, ...change })[field]).toBe(key);
  });

  it("accepts today's date everywhere on Earth, refuses the day after", () => {
    expect(manualRateBody.safeParse({ ...ok, rateDate: today }).success).toBe(true);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(manualRateBody.safeParse({ ...ok, rateDate: tomorrow }).success).toBe(false);
  });
});

describe('ratesQuery', () => {
  it('takes an optional known base', () => {
    expect(ratesQuery.parse({})).toEqual({});
    expect(ratesQuery.parse({ base: 'GBP' })).toEqual({ base: 'GBP' });
    expect(ratesQuery.safeParse({ base: 'XYZ' }).success).toBe(false);
  });
});
