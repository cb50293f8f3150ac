import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalAmount,
  detectDecimalMark,
  findAmounts,
  formatAmount,
  parseAmount,
  sumAmounts,
} from './amounts';
import { expectReads } from './testing';

/** Canonical amounts with two decimals, up to a billion, positive or negative. */
const amount = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 99_999_999_999n }))
  .map(([negative, cents]) =>
    canonicalAmount(negative, (cents / 100n).toString(), (cents % 100n).toString().padStart(2, '0')),
  );

describe('parseAmount', () => {
  it('reads French, German, English and Swiss styles', () => {
    expectReads(parseAmount, [
      ['1 234,56', '1234.56'],
      ['1\u202f234,56 €', '1234.56'],
      ['1.234,56', '1234.56'],
      ['1,234.56', '1234.56'],
      ["1'234.50", '1234.50'],
      ['$1,234.5', '1234.50'],
      ['-7,67', '-7.67'],
      ['(12.00)', '-12.00'],
      ['9,9000', '9.90'],
      ['3,3333', '3.3333'],
      ['12', '12.00'],
    ]);
  });

  it('settles a lone separator before three digits with the document decimal mark', () => {
    expect(parseAmount('1.000')).toBe('1000.00');
    expect(parseAmount('1,500', '.')).toBe('1500.00');
    expect(parseAmount('1,500', ',')).toBe('1.50');
    expect(parseAmount('2.770', '.')).toBe('2.77');
  });

  it('refuses what is not a number', () => {
    expectReads(parseAmount, [
      ['abc', null],
      ['12,34,5', null],
      ['', null],
    ]);
  });

  for (const style of ['fr', 'en', 'de', 'ch'] as const) {
    it(`round-trips amounts formatted in the ${style} style`, () => {
      fc.assert(fc.property(amount, (value) => parseAmount(formatAmount(value, style)) === value));
    });
  }

  it('round-trips plain amounts with either decimal mark', () => {
    fc.assert(
      fc.property(amount, (value) => {
        return (
          parseAmount(formatAmount(value, 'plain-comma')) === value &&
          parseAmount(formatAmount(value, 'plain-dot')) === value
        );
      }),
    );
  });
});

describe('findAmounts', () => {
  it('finds amounts in a line and leaves percentages, dates and times out', () => {
    const found = findAmounts('TVA 20 % sur 1 000,00 € : 200,00 € le 05.03.2018 à 10:35');
    expect(found.map((f) => f.value)).toEqual(['1000.00', '200.00']);
  });

  it('finds every amount of a formatted list', () => {
    fc.assert(
      fc.property(
        fc.array(amount, { minLength: 1, maxLength: 5 }),
        fc.constantFrom('fr', 'en', 'de') as fc.Arbitrary<'fr' | 'en' | 'de'>,
        (values, style) => {
          const text = values.map((v) => `${formatAmount(v, style)} EUR`).join(' ; ');
          const mark = style === 'en' ? '.' : ',';
          return JSON.stringify(findAmounts(text, mark).map((f) => f.value)) === JSON.stringify(values);
        },
      ),
    );
  });

  it('does not read identifiers as amounts', () => {
    expect(findAmounts('USt-IdNr. DE123456789')).toEqual([]);
  });
});

describe('findAmounts with many decimals', () => {
  it('reads a unit price printed to many places, rounded to four decimals and not as money', () => {
    const [price] = findAmounts('88.495575221239', '.');
    expect(price).toMatchObject({ value: '88.4956', moneyLike: false });
    expect(findAmounts('0.99995').map((a) => a.value)).toEqual(['1.00']);
    expect(findAmounts('Total 1,234.50 le 05.03.2018').map((a) => a.value)).toEqual(['1234.50']);
  });
});

describe('findAmounts after a rupee sign', () => {
  it("reads 'Rs.28000.00' and still refuses a number glued to a dot", () => {
    expect(findAmounts('Sub Total: Rs.28000.00', '.').map((a) => a.value)).toEqual(['28000.00']);
    expect(findAmounts('v.12', '.')).toEqual([]);
  });
});

describe('detectDecimalMark and sums', () => {
  it('votes from unambiguous numbers', () => {
    expect(detectDecimalMark(['Total 1.234,56', 'TVA 12,50'])).toBe(',');
    expect(detectDecimalMark(['Total 1,234.56', 'Tax 12.50'])).toBe('.');
    expect(detectDecimalMark(['Seite 1 von 2'])).toBeNull();
  });

  it('adds exactly', () => {
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(sumAmounts(['473.00', '56.87'])).toBe('529.87');
    expect(sumAmounts(['-7.67', '-1.12'])).toBe('-8.79');
  });

  it('round-trips Swiss amounts with an ASCII apostrophe and a currency code', () => {
    const group = (v: string) => {
      const [int = '0', frac = '00'] = v.replace(/^-/, '').split('.');
      return `${v.startsWith('-') ? '-' : ''}${int.replace(/\B(?=(\d{3})+(?!\d))/g, "'")}.${frac}`;
    };
    fc.assert(
      fc.property(amount, (value) => {
        const printed = `CHF ${group(value)}`;
        const found = findAmounts(`Montant TVAC ${printed}`);
        return parseAmount(printed) === value && found.length === 1 && found[0]!.value === value;
      }),
    );
  });
});
