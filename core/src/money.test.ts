import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  add,
  addAmounts,
  convertAmount,
  decimal,
  divideRounded,
  formatRateValue,
  groupDigits,
  isDecimalString,
  parseDecimal,
  ratio,
  ratioEquals,
  ratioInverse,
  ratioMultiply,
  roundAmount,
  toFixed,
  toPlainString,
  toTrimmed,
} from './money';

/** Amounts as decimal strings with 0 to 2 decimals, up to ±10^12, built from integer cents. */
const cents = fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n });
const centsToString = (c: bigint) => toPlainString({ units: c, scale: 2 });
/** Positive rates with up to 10 decimals, 0.0000000001 .. 1e9. */
const rateUnits = fc.bigInt({ min: 1n, max: 10n ** 19n });
const rateToString = (u: bigint) => toTrimmed({ units: u, scale: 10 }, 10);

describe('parseDecimal', () => {
  it.each([
    ['1234.50', 123450n, 2],
    ['-0.5', -5n, 1],
    ['7', 7n, 0],
    ['0.0000000001', 1n, 10],
    ['123456789012345678901234567890.12', 12345678901234567890123456789012n, 2],
  ])('reads %s exactly', (input, units, scale) => {
    expect(parseDecimal(input)).toEqual({ units, scale });
  });

  it.each(['', ' 1', '1,5', '1 234.50', '1e3', '.5', '5.', '+1', '--1', '0x10', 'NaN', 'Infinity', '١٢'])(
    'refuses %j',
    (input) => {
      expect(parseDecimal(input)).toBeNull();
      expect(isDecimalString(input)).toBe(false);
    },
  );

  it('refuses non-strings', () => {
    expect(parseDecimal(12 as unknown as string)).toBeNull();
    expect(isDecimalString(null)).toBe(false);
  });

  it('round-trips any amount string', () => {
    fc.assert(fc.property(cents, (c) => toPlainString(decimal(centsToString(c))) === centsToString(c)));
  });
});

describe('rounding (half away from zero)', () => {
  it.each([
    ['0.125', '0.13'],
    ['0.124', '0.12'],
    ['-0.125', '-0.13'],
    ['-0.124', '-0.12'],
    ['2.675', '2.68'], // 2.675 is 2.67499999... as a float: exact decimals round it up
    ['1.005', '1.01'],
    ['-0.001', '0.00'],
    ['999.995', '1000.00'],
  ])('%s -> %s', (input, expected) => {
    expect(roundAmount(input)).toBe(expected);
  });

  it('divideRounded is half away from zero for every sign', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(5n, -2n)).toBe(-3n);
    expect(divideRounded(7n, 3n)).toBe(2n);
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
  });

  it('rounds displayed rates to 4 decimals', () => {
    expect(formatRateValue('1.02965')).toBe('1.0297');
    expect(formatRateValue('0.00004')).toBe('0.0000');
    expect(formatRateValue(ratioInverse(ratio(decimal('3'))))).toBe('0.3333');
    expect(toTrimmed(decimal('1.2500000000'), 10)).toBe('1.25');
    expect(toTrimmed(decimal('12.000'), 10)).toBe('12');
  });
});

describe('no float artefacts', () => {
  it("'0.1' + '0.2' = '0.30'", () => {
    expect(addAmounts('0.1', '0.2')).toBe('0.30');
    expect(toPlainString(add(decimal('0.1'), decimal('0.2')))).toBe('0.3');
  });

  it('adds like integer cents, for any amounts', () => {
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 30 }), (list) => {
        const expected = centsToString(list.reduce((a, b) => a + b, 0n));
        return addAmounts(...list.map(centsToString)) === expected;
      }),
    );
  });

  it('keeps huge values exact', () => {
    expect(addAmounts('99999999999999999999999999999999.99', '0.01')).toBe(
      '100000000000000000000000000000000.00',
    );
    expect(convertAmount('12345678901234567890.00', '2')).toBe('24691357802469135780.00');
  });
});

describe('conversion arithmetic', () => {
  it('multiplies then rounds once', () => {
    expect(convertAmount('100', '1.0297')).toBe('102.97');
    expect(convertAmount('1234.50', '0.8571')).toBe('1058.09'); // 1058.08995
    expect(convertAmount('-10', '0.125')).toBe('-1.25');
  });

  it('an inverse rate times the rate is exactly 1', () => {
    fc.assert(
      fc.property(rateUnits, (u) => {
        const r = ratio({ units: u, scale: 10 });
        return ratioEquals(ratioMultiply(r, ratioInverse(r)), { num: 1n, den: 1n });
      }),
    );
  });

  it('inverse consistency: there and back again stays within rounding tolerance', () => {
    fc.assert(
      fc.property(cents, rateUnits, (c, u) => {
        const rate = decimal(rateToString(u));
        const r = ratio(rate);
        const there = convertAmount(centsToString(c), r);
        const back = convertAmount(there, ratioInverse(r));
        // Rounding `there` moves it by at most 0.005, which comes back divided by the rate;
        // rounding `back` adds at most 0.005. Checked exactly with integers (units of 10^-20).
        const errorScaled = (decimal(back).units - c) * 10n ** 18n; // |back - x| in 10^-20
        const abs = errorScaled < 0n ? -errorScaled : errorScaled;
        const bound = // (0.005 / rate + 0.005) in 10^-20
          (5n * 10n ** 17n * r.den) / r.num + 5n * 10n ** 17n + 1n;
        return abs <= bound;
      }),
    );
  });

  it('rounding never drifts: the sum of converted parts is within n × 0.005 of the converted sum', () => {
    fc.assert(
      fc.property(fc.array(cents, { minLength: 1, maxLength: 20 }), rateUnits, (parts, u) => {
        const rate = rateToString(u);
        const sumOfRounded = decimal(addAmounts(...parts.map((p) => convertAmount(centsToString(p), rate))));
        const roundedSum = decimal(convertAmount(addAmounts(...parts.map(centsToString)), rate));
        const diff = sumOfRounded.units - roundedSum.units; // in cents
        // Each of the n+1 roundings is off by at most half a cent.
        return 2n * (diff < 0n ? -diff : diff) <= BigInt(parts.length + 1);
      }),
    );
  });

  it('rounds exactly like an independent integer computation', () => {
    fc.assert(
      fc.property(cents, rateUnits, (c, u) => {
        // x = c / 100, r = u / 10^10: x * r in cents = c * u / 10^10, half away from zero.
        const n = c * u;
        const d = 10n ** 10n;
        const abs = n < 0n ? -n : n;
        let q = abs / d;
        if ((abs % d) * 2n >= d) q += 1n;
        const expected = centsToString(n < 0n ? -q : q);
        return convertAmount(centsToString(c), rateToString(u)) === expected;
      }),
    );
  });

  it('toFixed pads and rounds', () => {
    expect(toFixed(decimal('1'), 2)).toBe('1.00');
    expect(toFixed(decimal('0.005'), 2)).toBe('0.01');
    expect(toFixed(decimal('-0.005'), 2)).toBe('-0.01');
  });
});

describe('groupDigits', () => {
  it('groups thousands and swaps the decimal mark', () => {
    expect(groupDigits('1234567.50', ' ', ',')).toBe('1 234 567,50');
    expect(groupDigits('-1234.5', ',', '.')).toBe('-1,234.5');
    expect(groupDigits('999', ',', '.')).toBe('999');
    expect(groupDigits('1000', ',', '.')).toBe('1,000');
  });
});
