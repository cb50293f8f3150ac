/**
 * The one line-amount rule (decision 0029) against an independent BigInt reference: quantities
 * with up to 3 decimals, unit prices with up to 4, discounts with up to 2, rates 0/2.1/5.5/10/20.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalRate, documentAmounts, lineGross, lineNet, unitPriceText, vatOf } from './line-amounts';

/** `units / 10^scale` written with exactly `scale` decimals (units ≥ 0). */
const fixed = (units: bigint, scale: number): string => {
  const negative = units < 0n;
  const s = (negative ? -units : units).toString().padStart(scale + 1, '0');
  return `${negative ? '-' : ''}${s.slice(0, -scale)}.${s.slice(-scale)}`;
};
/** num / den rounded half away from zero (den > 0). */
const roundHalfUp = (num: bigint, den: bigint): bigint =>
  num >= 0n ? (2n * num + den) / (2n * den) : -((2n * -num + den) / (2n * den));

/** A line as integers: quantity in thousandths, price in ten-thousandths, discount and rate in hundredths. */
export interface IntLine {
  q: bigint;
  p: bigint;
  d: bigint;
  r: bigint;
}
export const RATES = [0n, 210n, 550n, 1000n, 2000n];
export const intLine = fc.record({
  q: fc.bigInt({ min: 1n, max: 99_999_999n }),
  p: fc.bigInt({ min: 0n, max: 9_999_999_999n }),
  d: fc.oneof(fc.constant(0n), fc.bigInt({ min: 0n, max: 10_000n })),
  r: fc.constantFrom(...RATES),
});
export const asLine = (l: IntLine) => ({
  quantity: fixed(l.q, 3),
  unitPrice: fixed(l.p, 4),
  discount: fixed(l.d, 2),
  taxRate: fixed(l.r, 2),
});
/** The line's net in cents: q/1000 × p/10000 × (10000 − d)/10000, ×100, rounded once. */
const refNet = (l: IntLine) => roundHalfUp(l.q * l.p * (10_000n - l.d), (1000n * 10_000n * 10_000n) / 100n);
const refGross = (l: IntLine) => roundHalfUp(l.q * l.p, (1000n * 10_000n) / 100n);

describe('lineNet', () => {
  it('rounds the exact product once, half away from zero', () => {
    fc.assert(
      fc.property(intLine, (l) => {
        expect(lineNet(asLine(l))).toBe(fixed(refNet(l), 2));
        expect(lineGross(asLine(l))).toBe(fixed(refGross(l), 2));
      }),
    );
  });

  it('keeps the amounts of the five quotes of issue 26', () => {
    expect(lineNet({ quantity: 100, unitPrice: '24.50', discount: '5' })).toBe('2327.50');
    expect(lineNet({ quantity: 1000, unitPrice: '0.35', discount: '3' })).toBe('339.50');
    expect(lineNet({ quantity: 7, unitPrice: '7.33', discount: '12.5' })).toBe('44.90');
    expect(lineNet({ quantity: 333, unitPrice: '1.99', discount: '7' })).toBe('616.28');
    expect(lineNet({ quantity: 3, unitPrice: '19.99', discount: '10' })).toBe('53.97');
  });

  it('has no float drift, rounds halves up, and takes four-decimal prices', () => {
    expect(lineNet({ quantity: 3, unitPrice: '0.10' })).toBe('0.30');
    expect(lineNet({ quantity: 1, unitPrice: '0.05', discount: '50' })).toBe('0.03'); // 0.025
    expect(lineNet({ quantity: 1, unitPrice: '0.01', discount: '50.01' })).toBe('0.00'); // 0.004999
    expect(lineNet({ quantity: '2.5', unitPrice: '3.33' })).toBe('8.33'); // 8.325
    expect(lineNet({ quantity: '0.001', unitPrice: '5' })).toBe('0.01'); // 0.005
    expect(lineNet({ quantity: 1000, unitPrice: '0.0375' })).toBe('37.50');
    expect(lineNet({ quantity: 7, unitPrice: '19.99', discount: '100' })).toBe('0.00');
  });
});

describe('documentAmounts', () => {
  it('sums line nets, computes VAT per rate on the sum at that rate, and adds up to the cent', () => {
    fc.assert(
      fc.property(fc.array(intLine, { minLength: 1, maxLength: 25 }), (ls) => {
        const amounts = documentAmounts(ls.map(asLine));
        const nets = ls.map(refNet);
        expect(amounts.lines).toEqual(nets.map((n) => fixed(n, 2)));
        const subtotal = nets.reduce((a, b) => a + b, 0n);
        expect(amounts.subtotal).toBe(fixed(subtotal, 2));
        let tax = 0n;
        for (const r of RATES) {
          const base = ls.reduce((s, l, i) => (l.r === r ? s + nets[i]! : s), 0n);
          const present = ls.some((l) => l.r === r);
          const row = amounts.vat.find((v) => v.rate === canonicalRate(fixed(r, 2)));
          expect(Boolean(row)).toBe(present);
          if (!row) continue;
          const vat = roundHalfUp(base * r, 10_000n);
          expect(row).toEqual({
            rate: canonicalRate(fixed(r, 2)),
            base: fixed(base, 2),
            amount: fixed(vat, 2),
          });
          tax += vat;
        }
        expect(amounts.taxAmount).toBe(fixed(tax, 2));
        expect(amounts.totalAmount).toBe(fixed(subtotal + tax, 2));
        const gross = ls.reduce((s, l) => s + refGross(l), 0n);
        expect(amounts.discountAmount).toBe(fixed(gross - subtotal, 2));
      }),
    );
  });

  it('gives lines without a rate the default rate, highest rate first', () => {
    const a = documentAmounts(
      [
        { quantity: 1, unitPrice: '10' },
        { quantity: 1, unitPrice: '10', taxRate: '5.50' },
      ],
      20,
    );
    expect(a.vat).toEqual([
      { rate: '20', base: '10.00', amount: '2.00' },
      { rate: '5.5', base: '10.00', amount: '0.55' },
    ]);
    expect(a.totalAmount).toBe('22.55');
    expect(vatOf('0.50', '1')).toBe('0.01');
    expect(vatOf('0.49', '1')).toBe('0.00');
  });
});

describe('unitPriceText', () => {
  it('shows cents at least and four decimals at most, trailing zeros dropped', () => {
    expect(unitPriceText('24.5000')).toBe('24.50');
    expect(unitPriceText('0.0375')).toBe('0.0375');
    expect(unitPriceText('1.2340')).toBe('1.234');
    expect(unitPriceText('7')).toBe('7.00');
    expect(unitPriceText('7.1')).toBe('7.10');
  });
});
