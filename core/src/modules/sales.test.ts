import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { errorsOf } from '../validation';
import {
  ORDER_STATUSES,
  QUOTE_ACTIONS,
  canMoveOrder,
  documentNumber,
  isCalendarDay,
  lineTotal,
  orderBody,
  orderPatch,
  orderTotals,
  quoteBody,
  quotePatch,
  quoteTotals,
  type OrderStatus,
} from './sales';

/** BigInt cents → '12.34'. */
const cents = (n: bigint): string => {
  const negative = n < 0n;
  const abs = negative ? -n : n;
  const s = abs.toString().padStart(3, '0');
  return `${negative ? '-' : ''}${s.slice(0, -2)}.${s.slice(-2)}`;
};
/** num / den rounded half away from zero (num ≥ 0 here, den > 0). */
const roundHalfUp = (num: bigint, den: bigint): bigint => (2n * num + den) / (2n * den);
/** '12.34' / '12.3' / '12' → cents (2 decimals at most). */
const toCents = (s: string): bigint => {
  const [i = '0', f = ''] = s.split('.');
  return BigInt(i) * 100n + BigInt(f.padEnd(2, '0'));
};

const priceCents = fc.bigInt({ min: 0n, max: 99_999_999_999n });
const quantity = fc.integer({ min: 1, max: 1_000_000 });
/** Discount in hundredths of a percent: 0 to 100.00 %. */
const discountBp = fc.integer({ min: 0, max: 10_000 });
const bpString = (bp: number) => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

const line = fc.record({ q: quantity, p: priceCents, d: discountBp });
type Line = { q: number; p: bigint; d: number };
const asInput = (l: Line) => ({ quantity: l.q, unitPrice: cents(l.p), discount: bpString(l.d) });
/** The exact line total in cents, rounded once. */
const referenceLine = (l: Line) => roundHalfUp(BigInt(l.q) * l.p * BigInt(10_000 - l.d), 10_000n);

describe('lineTotal', () => {
  it('is quantity × unit price exactly when there is no discount', () => {
    fc.assert(
      fc.property(quantity, priceCents, (q, p) => {
        expect(lineTotal({ quantity: q, unitPrice: cents(p) })).toBe(cents(BigInt(q) * p));
      }),
    );
  });

  it('applies the discount on the exact product and rounds once, half away from zero', () => {
    fc.assert(
      fc.property(line, (l) => {
        expect(lineTotal(asInput(l))).toBe(cents(referenceLine(l)));
      }),
    );
  });

  it('has no float drift and rounds halves up', () => {
    expect(lineTotal({ quantity: 3, unitPrice: '0.10' })).toBe('0.30');
    expect(lineTotal({ quantity: 1, unitPrice: '0.05', discount: '50' })).toBe('0.03'); // 0.025
    expect(lineTotal({ quantity: 1, unitPrice: '0.01', discount: '50' })).toBe('0.01'); // 0.005
    expect(lineTotal({ quantity: 1, unitPrice: '0.01', discount: '50.01' })).toBe('0.00'); // 0.004999
    expect(lineTotal({ quantity: '2.5', unitPrice: '3.33' })).toBe('8.33'); // 8.325
    expect(lineTotal({ quantity: '0.001', unitPrice: '5' })).toBe('0.01'); // 0.005
    expect(lineTotal({ quantity: 7, unitPrice: '19.99', discount: '100' })).toBe('0.00');
  });
});

describe('quoteTotals', () => {
  it('subtotal is the sum of the lines, tax is rounded once, total = subtotal + tax', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 100 }),
        (ls, rate) => {
          const totals = quoteTotals(ls.map(asInput), rate);
          const lines = ls.map(referenceLine);
          expect(totals.lines).toEqual(lines.map(cents));
          const subtotal = lines.reduce((a, b) => a + b, 0n);
          expect(totals.subtotal).toBe(cents(subtotal));
          const tax = roundHalfUp(subtotal * BigInt(rate), 100n);
          expect(totals.taxAmount).toBe(cents(tax));
          expect(totals.totalAmount).toBe(cents(subtotal + tax));
          expect(toCents(totals.totalAmount)).toBe(toCents(totals.subtotal) + toCents(totals.taxAmount));
          const gross = ls.reduce((a, l) => a + BigInt(l.q) * l.p, 0n);
          expect(totals.discountAmount).toBe(cents(gross - subtotal));
        },
      ),
    );
  });

  it('rounds the tax half away from zero', () => {
    // 0.50 × 1 % = 0.005 → 0.01; 0.49 × 1 % = 0.0049 → 0.00; 12.25 × 20 % = 2.45 exactly.
    expect(quoteTotals([{ quantity: 1, unitPrice: '0.50' }], 1).taxAmount).toBe('0.01');
    expect(quoteTotals([{ quantity: 1, unitPrice: '0.49' }], 1).taxAmount).toBe('0.00');
    expect(quoteTotals([{ quantity: 1, unitPrice: '12.25' }], 20)).toMatchObject({
      subtotal: '12.25',
      taxAmount: '2.45',
      totalAmount: '14.70',
      discountAmount: '0.00',
    });
    // 0.1 + 0.2 is 0.30, not 0.30000000000000004.
    expect(
      quoteTotals(
        [
          { quantity: 1, unitPrice: '0.1' },
          { quantity: 1, unitPrice: '0.2' },
        ],
        0,
      ).totalAmount,
    ).toBe('0.30');
  });
});

describe('orderTotals', () => {
  const orderLine = fc.record({
    // Quantities with up to three decimals, as orders take them (2.5 t).
    milli: fc.bigInt({ min: 1n, max: 10_000_000_000n }),
    p: fc.bigInt({ min: 0n, max: 9_999_999_999n }),
  });
  const qty = (milli: bigint) => {
    const s = milli.toString().padStart(4, '0');
    return `${s.slice(0, -3)}.${s.slice(-3)}`;
  };

  it('the total is the sum of the line totals, each rounded once', () => {
    fc.assert(
      fc.property(fc.array(orderLine, { minLength: 1, maxLength: 30 }), (ls) => {
        const result = orderTotals(ls.map((l) => ({ quantity: qty(l.milli), unitPrice: cents(l.p) })));
        const lines = ls.map((l) => roundHalfUp(l.milli * l.p, 1000n));
        expect(result.lines).toEqual(lines.map(cents));
        expect(result.totalAmount).toBe(cents(lines.reduce((a, b) => a + b, 0n)));
      }),
    );
  });
});

describe('documentNumber', () => {
  it('pads to three digits and grows past 999', () => {
    expect(documentNumber('DEV', 2026, 7)).toBe('DEV-2026-007');
    expect(documentNumber('CMD', 2026, 123)).toBe('CMD-2026-123');
    expect(documentNumber('DEV', 2026, 1000)).toBe('DEV-2026-1000');
  });
});

describe('status moves', () => {
  it('quote actions start from the documented statuses', () => {
    expect(QUOTE_ACTIONS.send.from).toEqual(['draft']);
    expect(QUOTE_ACTIONS.accept.from).toEqual(['sent']);
    expect(QUOTE_ACTIONS.reject.from).toEqual(['sent']);
  });

  it('orders move forward along the chain or are cancelled before delivery', () => {
    const flow: OrderStatus[] = ['draft', 'pending', 'confirmed', 'shipped', 'delivered'];
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const expected =
          to === 'cancelled'
            ? from !== 'delivered' && from !== 'cancelled'
            : flow.includes(from) && flow.indexOf(to) > flow.indexOf(from);
        expect(canMoveOrder(from, to), `${from} → ${to}`).toBe(expected);
      }
    }
  });
});

describe('schemas', () => {
  const client = '5f0c8a4e-1b2c-4d3e-8f9a-0b1c2d3e4f50';
  const quote = {
    title: 'Devis',
    clientId: client,
    validUntil: '2026-12-31',
    items: [{ productName: 'Stylo', quantity: 2, unitPrice: '1,50' }],
  };

  it('quoteBody applies the defaults and reads French decimals', () => {
    const parsed = quoteBody.parse(quote);
    expect(parsed).toMatchObject({
      taxRate: 20,
      currency: 'EUR',
      paymentTerms: '30 jours net',
      notes: null,
      terms: null,
    });
    expect(parsed.items[0]).toMatchObject({ unitPrice: '1.50', discount: '0', productId: null });
  });

  it('quoteBody names the spec messages', () => {
    expect(errorsOf(quoteBody, { ...quote, title: ' ' })).toEqual({ title: 'quotes.validation.required' });
    expect(errorsOf(quoteBody, { ...quote, items: [] })).toEqual({ items: 'quotes.validation.items' });
    expect(
      errorsOf(quoteBody, { ...quote, items: [{ productName: 'x', quantity: 0, unitPrice: '1' }] }),
    ).toEqual({ 'items.0.quantity': 'quotes.validation.items' });
    expect(errorsOf(quoteBody, { ...quote, taxRate: 20.5 })).toEqual({
      taxRate: 'quotes.validation.taxRate',
    });
    expect(errorsOf(quoteBody, { ...quote, validUntil: '2026-02-30' })).toEqual({
      validUntil: 'errors.invalidValue',
    });
  });

  it('quotePatch leaves absent fields undefined and clears texts with null', () => {
    expect(quotePatch.parse({})).toEqual({});
    expect(quotePatch.parse({ notes: null, terms: '  ' })).toEqual({ notes: null, terms: null });
    expect(quotePatch.parse({ paymentTerms: '' })).toEqual({ paymentTerms: '30 jours net' });
  });

  it('orderBody takes decimal quantities above 0', () => {
    const body = { clientId: client, items: [{ productName: 'Acier', quantity: '2,5', unitPrice: '10' }] };
    expect(orderBody.parse(body).items[0]).toMatchObject({ quantity: '2.5', unitPrice: '10' });
    expect(orderBody.parse(body)).toMatchObject({ status: 'draft', assignedTo: null });
    expect(
      errorsOf(orderBody, { ...body, items: [{ productName: 'x', quantity: '0', unitPrice: '1' }] }),
    ).toEqual({
      'items.0.quantity': 'orders.validation.items',
    });
    expect(errorsOf(orderBody, { items: body.items })).toEqual({ clientId: 'orders.validation.required' });
  });

  it('orderPatch keeps absent fields undefined', () => {
    expect(orderPatch.parse({})).toEqual({});
    expect(orderPatch.parse({ assignedTo: null, expectedDeliveryDate: null })).toEqual({
      assignedTo: null,
      expectedDeliveryDate: null,
    });
  });

  it('isCalendarDay refuses impossible days', () => {
    for (const ok of ['2024-02-29', '2026-12-31', '1999-01-01']) expect(isCalendarDay(ok)).toBe(true);
    for (const bad of ['2026-02-29', '2026-02-30', '2026-13-01', '0000-01-01', '2026-1-1', '']) {
      expect(isCalendarDay(bad), bad).toBe(false);
    }
  });
});
