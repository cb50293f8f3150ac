import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PRODUCT_HEADER_SYNONYMS,
  PRODUCT_TEMPLATE_HEADERS,
  normalizeHeader,
  parseLocaleNumber,
} from './imports';

describe('parseLocaleNumber', () => {
  it('reads French and English forms', () => {
    expect(parseLocaleNumber('12,50')).toBe('12.5');
    expect(parseLocaleNumber('1 234,50')).toBe('1234.5');
    expect(parseLocaleNumber('1.234,50')).toBe('1234.5');
    expect(parseLocaleNumber('1,234.50')).toBe('1234.5');
    expect(parseLocaleNumber('abc')).toBeNull();
    expect(parseLocaleNumber('1e3')).toBeNull();
  });

  it('any integer and cents written with French grouping read back exactly', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2_000_000_000 }), fc.integer({ min: 1, max: 99 }), (n, cents) => {
        const grouped = String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
        const frac = String(cents).padStart(2, '0').replace(/0$/, '');
        expect(parseLocaleNumber(`${grouped},${frac}`)).toBe(`${n}.${frac}`);
      }),
    );
  });

  it('never throws and only answers plain decimals', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (s) => {
        const out = parseLocaleNumber(s);
        expect(out === null || /^-?\d+(\.\d+)?$/.test(out)).toBe(true);
      }),
    );
  });
});

describe('headers', () => {
  it('every template header is recognised for its own field', () => {
    for (const [field, header] of Object.entries(PRODUCT_TEMPLATE_HEADERS)) {
      expect(PRODUCT_HEADER_SYNONYMS[field as keyof typeof PRODUCT_HEADER_SYNONYMS]).toContain(
        normalizeHeader(header),
      );
    }
  });
});
