import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { errorsOf } from '../validation';
import { decimal, type Decimal } from '../money';
import {
  NO_TOLERANCE,
  allocateLandedCosts,
  matchTolerancesBody,
  shipmentBody,
  splitByLargestRemainder,
  threeWayMatch,
  type LandedLine,
  type MatchInput,
  type MatchTolerances,
} from './purchases-costs';

const runs = { numRuns: 300 };
/** '12.34' → 1234n. */
const cents = (amount: string): bigint => {
  const d = decimal(amount);
  return d.units * 10n ** BigInt(2 - d.scale);
};
/** A decimal string of `units / 10^scale`, 0 or more. */
const text = (units: bigint, scale: number): string => {
  const digits = units.toString().padStart(scale + 1, '0');
  return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
};
const amount = (max: bigint) => fc.bigInt({ min: 0n, max }).map((c) => text(c, 2));

describe('splitByLargestRemainder', () => {
  const d = (...values: string[]) => values.map(decimal);

  it('gives the cents left to the largest remainders, the first of equal ones', () => {
    expect(splitByLargestRemainder('100', d('1', '1', '1'))).toEqual(['33.34', '33.33', '33.33']);
    expect(splitByLargestRemainder('0.10', d('1', '1', '1'))).toEqual(['0.04', '0.03', '0.03']);
    expect(splitByLargestRemainder('0.02', d('1', '1', '1'))).toEqual(['0.01', '0.01', '0.00']);
    expect(splitByLargestRemainder('0.05', d('1', '2', '2'))).toEqual(['0.01', '0.02', '0.02']);
    // 10 × 1/6 = 1.666…, 10 × 2/6 = 3.333…, 10 × 3/6 = 5: the cent left goes to 1.666….
    expect(splitByLargestRemainder('10', d('0.5', '1', '1.5'))).toEqual(['1.67', '3.33', '5.00']);
    expect(splitByLargestRemainder('-10', d('1', '2'))).toEqual(['-3.33', '-6.67']);
    expect(splitByLargestRemainder('7.005', d('1', '0'))).toEqual(['7.01', '0.00']);
  });

  it('has nothing to share by when every measure is 0', () => {
    expect(splitByLargestRemainder('10', d('0', '0.000'))).toBeNull();
    expect(splitByLargestRemainder('10', [])).toBeNull();
  });

  const measure = fc
    .tuple(fc.bigInt({ min: 0n, max: 10n ** 9n }), fc.integer({ min: 0, max: 4 }))
    .map(([units, scale]): Decimal => ({ units, scale }));

  it('parts add up to the cost, none negative, each within a cent of its share (property)', () => {
    fc.assert(
      fc.property(
        amount(10n ** 11n),
        fc.array(measure, { minLength: 1, maxLength: 30 }),
        (cost, measures) => {
          const parts = splitByLargestRemainder(cost, measures);
          const scale = Math.max(...measures.map((m) => m.scale));
          const weights = measures.map((m) => m.units * 10n ** BigInt(scale - m.scale));
          const whole = weights.reduce((s, w) => s + w, 0n);
          if (whole === 0n) {
            expect(parts).toBeNull();
            return;
          }
          const partCents = parts!.map(cents);
          expect(partCents.reduce((s, p) => s + p, 0n)).toBe(cents(cost));
          partCents.forEach((p, i) => {
            expect(p >= 0n).toBe(true);
            // |part − cost × w / W| < 1 cent, in whole numbers.
            const gap = p * whole - cents(cost) * weights[i]!;
            expect((gap < 0n ? -gap : gap) < whole).toBe(true);
            if (weights[i] === 0n) expect(p).toBe(0n);
          });
        },
      ),
      runs,
    );
  });
});

describe('allocateLandedCosts', () => {
  const lines: LandedLine[] = [
    { id: 'A', quantity: '100', unitPrice: '2.50', weight: '50' },
    { id: 'B', quantity: '30', unitPrice: '10', weight: '150', volume: '1.2' },
    { id: 'C', quantity: '20', unitPrice: '2.5', weight: null },
  ];

  it('shares each cost by its method and gives the landed unit costs (by hand)', () => {
    // Freight 120 by weight: A 50/200, B 150/200, C none (no weight). Duty 60 by value: 250, 300, 50 of 600.
    const result = allocateLandedCosts(lines, [
      { amount: '120.00', method: 'weight' },
      { amount: '60', method: 'value' },
    ]);
    expect(result).toEqual({
      ok: true,
      allocations: [
        ['30.00', '90.00', '0.00'],
        ['25.00', '30.00', '5.00'],
      ],
      missing: [{ cost: 0, lineIds: ['C'] }],
      lines: [
        // (250 + 30 + 25) / 100
        { id: 'A', value: '250.00', costs: '55.00', landedValue: '305.00', landedUnitCost: '3.0500' },
        // (300 + 90 + 30) / 30
        { id: 'B', value: '300.00', costs: '120.00', landedValue: '420.00', landedUnitCost: '14.0000' },
        // (50 + 5) / 20
        { id: 'C', value: '50.00', costs: '5.00', landedValue: '55.00', landedUnitCost: '2.7500' },
      ],
    });
  });

  it('divides the exact value and rounds the unit cost to 4 decimals once', () => {
    const result = allocateLandedCosts(
      [
        { id: 'buttons', quantity: '10000', unitPrice: '0.0375' },
        { id: 'thread', quantity: '3', unitPrice: '1.00' },
        { id: 'sample', quantity: '0', unitPrice: '4' },
      ],
      [{ amount: '100.01', method: 'quantity' }],
    );
    expect(result.ok && result.allocations[0]).toEqual(['99.98', '0.03', '0.00']);
    expect(result.ok && result.lines.map((l) => l.landedUnitCost)).toEqual([
      // (375 + 99.98) / 10000 = 0.047498
      '0.0475',
      // (3 + 0.03) / 3 = 1.01
      '1.0100',
      null,
    ]);
  });

  it('refuses a cost no line can carry, with the message of its method', () => {
    const noMeasure = [
      { id: 'A', quantity: '0', unitPrice: '0', volume: '0' },
      { id: 'B', quantity: '0', unitPrice: '5' },
    ];
    for (const [method, error] of [
      ['value', 'purchases.errors.noValue'],
      ['quantity', 'purchases.errors.noQuantity'],
      ['weight', 'purchases.errors.noWeight'],
      ['volume', 'purchases.errors.noVolume'],
    ] as const) {
      expect(
        allocateLandedCosts(noMeasure, [
          { amount: '0', method: 'value' },
          { amount: '10', method },
        ]).ok,
      ).toBe(false);
      expect(allocateLandedCosts(noMeasure, [{ amount: '10', method }])).toEqual({
        ok: false,
        error,
        cost: 0,
      });
    }
    expect(allocateLandedCosts(lines, [{ amount: '5', method: 'volume' }])).toMatchObject({
      ok: true,
      allocations: [['0.00', '5.00', '0.00']],
      missing: [{ cost: 0, lineIds: ['A', 'C'] }],
    });
  });

  const qty = fc.bigInt({ min: 0n, max: 10n ** 7n }).map((u) => text(u, 3));
  const line = fc.record({
    id: fc.uuid(),
    quantity: qty,
    unitPrice: fc.bigInt({ min: 0n, max: 10n ** 8n }).map((u) => text(u, 4)),
    weight: fc.option(qty, { nil: null }),
    volume: fc.option(qty, { nil: undefined }),
  });
  const cost = fc.record({
    amount: amount(10n ** 10n),
    method: fc.constantFrom('value', 'quantity', 'weight', 'volume' as const),
  });

  it('allocates every cost exactly, whatever the split (property)', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 20 }),
        fc.array(cost, { maxLength: 6 }),
        (ls, cs) => {
          const result = allocateLandedCosts(ls, cs);
          if (!result.ok) {
            expect(result.error).toMatch(/^purchases\.errors\.no(Value|Quantity|Weight|Volume)$/);
            return;
          }
          result.allocations.forEach((parts, i) => {
            expect(parts.reduce((s, p) => s + cents(p), 0n)).toBe(cents(cs[i]!.amount));
            for (const p of parts) expect(p.startsWith('-')).toBe(false);
          });
          const totalCosts = result.lines.reduce((s, l) => s + cents(l.costs), 0n);
          expect(totalCosts).toBe(cs.reduce((s, c) => s + cents(c.amount), 0n));
        },
      ),
      runs,
    );
  });
});

describe('threeWayMatch', () => {
  const base: MatchInput = {
    orderLines: [
      { id: 'L1', quantity: '100', unitPrice: '2.00' },
      { id: 'L2', quantity: '50', unitPrice: '10' },
    ],
    received: { L1: '100', L2: '40' },
    invoiceLines: [
      { orderLineId: 'L1', quantity: '100', unitPrice: '2' },
      { orderLineId: 'L2', quantity: '40', unitPrice: '10.00' },
    ],
    tolerances: NO_TOLERANCE,
  };
  const match = (change: Partial<MatchInput>) => threeWayMatch({ ...base, ...change });
  const line = (change: Partial<MatchInput>, id: string) =>
    match(change).lines.find((l) => l.orderLineId === id)!;
  /** The overall status of an invoice of `invoiceLines` with `tolerances` (none by default). */
  const statusOf = (invoiceLines: MatchInput['invoiceLines'], tolerances: Partial<MatchTolerances> = {}) =>
    match({ invoiceLines, tolerances: { ...NO_TOLERANCE, ...tolerances } }).status;

  it('matches an invoice of what was received at the ordered prices', () => {
    const result = match({});
    expect(result.status).toBe('matched');
    expect(result.amountAtStake).toBe('0.00');
    expect(result.lines[1]).toEqual({
      orderLineId: 'L2',
      ordered: '50',
      received: '40',
      invoiced: '40',
      quantityDifference: '0',
      orderedUnitPrice: '10',
      invoicedUnitPrice: '10.0000',
      priceDifference: '0.0000',
      amountAtStake: '0.00',
      quantityWithin: true,
      priceWithin: true,
      amountWithin: true,
      matched: true,
    });
  });

  it('weighs a quantity invoiced above the received one against its tolerances', () => {
    const over = [{ orderLineId: 'L2', quantity: '50', unitPrice: '10' }];
    // 10 more than the 40 received: 25 %, 100.00 at stake.
    expect(line({ invoiceLines: over }, 'L2')).toMatchObject({
      quantityDifference: '10',
      amountAtStake: '100.00',
      quantityWithin: false,
      matched: false,
    });
    expect(statusOf(over)).toBe('difference');
    expect(statusOf(over, { quantityPercent: '25', amount: '100' })).toBe('matched');
    expect(statusOf(over, { quantityPercent: '24.99', amount: '100' })).toBe('difference');
    const tolerances = { quantityPercent: '25', pricePercent: '0', amount: '99.99' };
    expect(line({ invoiceLines: over, tolerances }, 'L2')).toMatchObject({
      quantityWithin: true,
      amountWithin: false,
      matched: false,
    });
    // Invoicing less than received (a partial invoice) is no difference.
    expect(statusOf([{ orderLineId: 'L2', quantity: '10', unitPrice: '10' }])).toBe('matched');
  });

  it('counts what earlier invoices billed', () => {
    const invoiceLines = [{ orderLineId: 'L2', quantity: '10', unitPrice: '10' }];
    expect(match({ invoiceLines, alreadyInvoiced: { L2: '30' } }).status).toBe('matched');
    expect(line({ invoiceLines, alreadyInvoiced: { L2: '35' } }, 'L2')).toMatchObject({
      invoiced: '45',
      quantityDifference: '5',
      amountAtStake: '50.00',
      matched: false,
    });
  });

  it('weighs a unit price above the ordered one against its tolerances', () => {
    const dearer = [{ orderLineId: 'L1', quantity: '100', unitPrice: '2.03' }];
    // 0.03 above 2.00: 1.5 %, 3.00 at stake.
    expect(line({ invoiceLines: dearer }, 'L1')).toMatchObject({
      invoicedUnitPrice: '2.0300',
      priceDifference: '0.0300',
      amountAtStake: '3.00',
      priceWithin: false,
    });
    expect(statusOf(dearer, { pricePercent: '1.5', amount: '3' })).toBe('matched');
    expect(statusOf(dearer, { pricePercent: '1.49', amount: '3' })).toBe('difference');
    expect(statusOf(dearer, { pricePercent: '1.5', amount: '2.99' })).toBe('difference');
    // Cheaper is no difference; two invoice lines of one order line are taken together.
    const split = [
      { orderLineId: 'L1', quantity: '50', unitPrice: '1.90' },
      { orderLineId: 'L1', quantity: '50', unitPrice: '2.10' },
    ];
    expect(line({ invoiceLines: split }, 'L1')).toMatchObject({ invoicedUnitPrice: '2.0000', matched: true });
    expect(statusOf([{ orderLineId: 'L1', quantity: '100', unitPrice: '1.5' }])).toBe('matched');
  });

  it('weighs the amount at stake in the base currency at the rate given', () => {
    const dearer = [{ orderLineId: 'L1', quantity: '100', unitPrice: '3' }];
    const tolerances = { quantityPercent: '0', pricePercent: '100', amount: '13' };
    // 100.00 CNY at stake × 0.13 = 13.00 EUR.
    expect(match({ invoiceLines: dearer, tolerances, rateToBase: '0.13' }).status).toBe('matched');
    expect(match({ invoiceLines: dearer, tolerances, rateToBase: '0.1301' }).status).toBe('difference');
    expect(match({ invoiceLines: dearer, tolerances }).status).toBe('difference');
  });

  it('lists the invoice lines of no order line as differences', () => {
    const result = match({
      invoiceLines: [
        ...base.invoiceLines,
        { orderLineId: null, quantity: '1', unitPrice: '45.50' },
        { orderLineId: 'L9', quantity: '2', unitPrice: '0.125' },
      ],
    });
    expect(result.status).toBe('difference');
    expect(result.unmatched).toEqual([
      { index: 2, amount: '45.50' },
      { index: 3, amount: '0.25' },
    ]);
    expect(result.amountAtStake).toBe('45.75');
    expect(result.lines.every((l) => l.matched)).toBe(true);
  });
});

describe('shipmentBody', () => {
  const shipment = {
    mode: 'sea',
    reference: 'MSCU1234567',
    departureDate: '2026-03-01',
    arrivalDate: '2026-04-05',
    costs: [
      { kind: 'freight', amount: '1850', currency: 'USD', date: '2026-03-01' },
      { kind: 'customs_duty', amount: '412,30', currency: 'EUR', date: '2026-04-06', allocation: 'quantity' },
    ],
  };
  it('takes a shipment and gives each cost its default method', () => {
    const parsed = shipmentBody.parse(shipment);
    expect(parsed.costs.map((c) => [c.amount, c.allocation])).toEqual([
      ['1850', 'volume'],
      ['412.30', 'quantity'],
    ]);
    expect(parsed).toMatchObject({ receiptIds: [], carrier: null, transportDocument: null });
  });

  it('names the French message of each wrong field', () => {
    const cost = shipment.costs[0]!;
    const costs = (...c: unknown[]) => errorsOf(shipmentBody, { ...shipment, costs: c });
    expect(errorsOf(shipmentBody, { ...shipment, mode: 'boat' })).toEqual({
      mode: 'purchases.validation.shipmentMode',
    });
    expect(errorsOf(shipmentBody, { ...shipment, arrivalDate: '2026-02-28' })).toEqual({
      arrivalDate: 'purchases.validation.arrivalBeforeDeparture',
    });
    expect(costs({ ...cost, kind: 'bribe' })).toEqual({ 'costs.0.kind': 'purchases.validation.costKind' });
    expect(costs({ ...cost, amount: '0' })).toEqual({ 'costs.0.amount': 'purchases.validation.costAmount' });
    expect(costs({ ...cost, amount: '1.234' })).toEqual({
      'costs.0.amount': 'purchases.validation.costAmount',
    });
    expect(costs({ ...cost, date: undefined })).toEqual({ 'costs.0.date': 'purchases.validation.costDate' });
    expect(costs({ ...cost, allocation: 'mood' })).toEqual({
      'costs.0.allocation': 'purchases.validation.allocation',
    });
  });

  it('tolerances default to none', () => {
    expect(matchTolerancesBody.parse({})).toEqual({ quantityPercent: '0', pricePercent: '0', amount: '0' });
    expect(errorsOf(matchTolerancesBody, { pricePercent: '101' })).toEqual({
      pricePercent: 'purchases.validation.tolerance',
    });
  });
});
