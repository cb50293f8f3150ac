import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isCalendarDay } from '../fields';
import {
  createZonePriceBody,
  marginPercent,
  parseImportDate,
  periodStatus,
  periodsOverlap,
  pickApplicable,
  zonePriceForm,
} from './pricelist';

const P = (validFrom: string | null, validTo: string | null) => ({ validFrom, validTo });

describe('periodsOverlap', () => {
  it.each([
    [P('2026-01-01', '2026-01-31'), P('2026-02-01', '2026-02-28'), false],
    [P('2026-01-01', '2026-01-31'), P('2026-01-31', '2026-02-28'), true],
    [P(null, null), P('2030-01-01', '2030-01-01'), true],
    [P(null, '2026-01-01'), P('2026-01-02', null), false],
    [P(null, '2026-01-02'), P('2026-01-02', null), true],
    [P('2026-06-01', null), P('2026-01-01', '2026-05-31'), false],
    [P('2026-01-10', '2026-01-20'), P('2026-01-01', '2026-01-31'), true],
  ])('%j and %j → %s', (a, b, expected) => {
    expect(periodsOverlap(a, b)).toBe(expected);
    expect(periodsOverlap(b, a)).toBe(expected);
  });

  it('agrees with a day-by-day check', () => {
    const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-02-${String(d).padStart(2, '0')}`);
    const bound = fc.option(day, { nil: null });
    fc.assert(
      fc.property(bound, bound, bound, bound, (a1, a2, b1, b2) => {
        const a = P(a1, a2);
        const b = P(b1, b2);
        fc.pre((!a1 || !a2 || a1 <= a2) && (!b1 || !b2 || b1 <= b2));
        const days = Array.from({ length: 30 }, (_, i) => `2026-02-${String(i).padStart(2, '0')}`);
        const inside = (p: typeof a, d: string) =>
          (!p.validFrom || p.validFrom <= d) && (!p.validTo || d <= p.validTo);
        const brute = days.some((d) => inside(a, d) && inside(b, d));
        expect(periodsOverlap(a, b)).toBe(brute);
      }),
    );
  });
});

describe('pickApplicable and periodStatus', () => {
  it('takes the latest start among the valid periods', () => {
    const periods = [
      { id: 'always', ...P(null, null) },
      { id: 'april', ...P('2026-04-01', null) },
      { id: 'may', ...P('2026-05-01', '2026-05-31') },
    ];
    expect(pickApplicable(periods, '2026-05-15')?.id).toBe('may');
    expect(pickApplicable(periods, '2026-06-01')?.id).toBe('april');
    expect(pickApplicable(periods, '2026-01-01')?.id).toBe('always');
    expect(pickApplicable([{ id: 'x', ...P('2026-01-01', '2026-01-02') }], '2026-01-03')).toBeNull();
  });

  it('classifies periods against a day', () => {
    expect(periodStatus(P('2026-02-01', null), '2026-01-31')).toBe('future');
    expect(periodStatus(P(null, '2026-01-30'), '2026-01-31')).toBe('expired');
    expect(periodStatus(P('2026-01-31', '2026-01-31'), '2026-01-31')).toBe('current');
  });
});

describe('marginPercent', () => {
  it.each([
    ['100', '80', '25.00'],
    ['60', '80', '-25.00'],
    ['80', '80', '0.00'],
    ['1', '3', '-66.67'],
    ['2', '3', '-33.33'],
    ['100.01', '100', '0.01'],
    ['100.005', '100', '0.01'],
    ['0', '5', '-100.00'],
    ['10', '0', null],
  ])('(%s − %s) ÷ %s', (price, base, expected) => {
    expect(marginPercent(price, base)).toBe(expected);
  });
});

describe('schemas and helpers', () => {
  const valid = {
    productId: '00000000-0000-4000-8000-000000000000',
    zone: 'France',
    price: '12.50',
    currency: 'EUR',
  };
  it('accepts a valid body and normalises empty dates to null', () => {
    const out = zonePriceForm.parse({ price: '1', currency: 'USD', validFrom: '', validTo: '2026-01-01' });
    expect(out.validFrom).toBeNull();
    expect(createZonePriceBody.safeParse(valid).success).toBe(true);
  });
  it.each([
    [{ zone: 'Mars' }, 'pricelist.validation.zone'],
    [{ currency: 'CNY' }, 'pricelist.validation.currency'],
    [{ price: '-0.01' }, 'pricelist.validation.priceNegative'],
    [{ price: '1,5' }, 'pricelist.validation.price'],
    [{ price: '1.555' }, 'pricelist.validation.priceDecimals'],
    [{ price: '1000000000000' }, 'pricelist.validation.priceTooLarge'],
    [{ validFrom: '2026-02-02', validTo: '2026-02-01' }, 'pricelist.validation.period'],
  ])('refuses %j', (override, message) => {
    const result = createZonePriceBody.safeParse({ ...valid, ...override });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
  it('checks calendar dates', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('26-01-01')).toBe(false);
  });
});

describe('parseImportDate', () => {
  it.each([
    ['2026-03-01', '2026-03-01'],
    ['01/03/2026', '2026-03-01'],
    ['1.3.2026', '2026-03-01'],
    [46082, '2026-03-01'],
    ['', null],
    [null, null],
    ['31/02/2026', 'invalid'],
    ['demain', 'invalid'],
    [1.5, 'invalid'],
    [true, 'invalid'],
  ] as const)('%j → %j', (cell, expected) => {
    expect(parseImportDate(cell)).toBe(expected);
  });
});
