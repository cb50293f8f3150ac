/**
 * Purchasing (issue 32), what a purchase costs once it has come: shipments and their costs, the
 * allocation of those costs to the received lines (landed costs), and the three-way match of a
 * supplier's invoice against what was ordered and received. Amounts here are in the base
 * currency, as decimal strings: converting a cost from its own currency, at the rate of the
 * cost's date, is the server's (never at 1). Exact arithmetic only (core/money.ts).
 */
import { z } from 'zod';
import { INVALID } from '../contracts';
import { calendarDay, currencyField, decimalField, isCalendarDay, optionalText, uuidField } from '../fields';
import {
  add,
  compare,
  decimal,
  multiply,
  ratio,
  ratioMultiply,
  round,
  subtract,
  toFixed,
  toPlainString,
  type Decimal,
} from '../money';

const ZERO: Decimal = { units: 0n, scale: 0 };
const pow10 = (n: number): bigint => 10n ** BigInt(n);
const sum = (values: readonly Decimal[]): Decimal => values.reduce(add, ZERO);
const max0 = (d: Decimal): Decimal => (d.units < 0n ? ZERO : d);

// ---------------------------------------------------------------------------------------------
// Shipments

export const SHIPMENT_MODES = ['sea', 'air', 'road', 'rail'] as const;
export type ShipmentMode = (typeof SHIPMENT_MODES)[number];

export const SHIPMENT_COST_KINDS = [
  'freight',
  'insurance',
  'customs_duty',
  'customs_broker',
  'inland_transport',
  'other',
] as const;
export type ShipmentCostKind = (typeof SHIPMENT_COST_KINDS)[number];

/** How a cost is shared among the received lines: by their value, quantity, weight or volume. */
export const ALLOCATION_METHODS = ['value', 'quantity', 'weight', 'volume'] as const;
export type AllocationMethod = (typeof ALLOCATION_METHODS)[number];

/** The method a cost takes when none is chosen: duty and insurance follow value, carriage volume or weight. */
export const DEFAULT_ALLOCATION: Record<ShipmentCostKind, AllocationMethod> = {
  freight: 'volume',
  insurance: 'value',
  customs_duty: 'value',
  customs_broker: 'value',
  inland_transport: 'weight',
  other: 'value',
};
export const MAX_SHIPMENT_COSTS = 50;
export const MAX_SHIPMENT_RECEIPTS = 500;

/** A cost of a shipment, in its own currency, at its date (the rate the server converts it at). */
export const shipmentCostBody = z
  .object(
    {
      kind: z.enum(SHIPMENT_COST_KINDS, { error: 'purchases.validation.costKind' }),
      label: optionalText(200),
      amount: decimalField('purchases.validation.costAmount', {
        scale: 2,
        integerDigits: 12,
        positive: true,
      }),
      currency: currencyField('purchases.validation.currency'),
      date: calendarDay('purchases.validation.costDate', 'errors.invalidValue'),
      allocation: z.enum(ALLOCATION_METHODS, { error: 'purchases.validation.allocation' }).optional(),
    },
    { error: INVALID },
  )
  .transform((cost) => ({ ...cost, allocation: cost.allocation ?? DEFAULT_ALLOCATION[cost.kind] }));
export type ShipmentCostBody = z.output<typeof shipmentCostBody>;

const optionalDay = calendarDay('errors.invalidValue').nullable().optional().default(null);

/**
 * POST /api/shipments (PATCH replaces it whole): a container, a flight, a truck... grouping the receipts of one
 * or more orders, with its references, dates and costs.
 */
export const shipmentBody = z
  .object(
    {
      /** The company the goods are for (required on creation; a shipment never changes company). */
      companyId: uuidField('purchases.validation.company').optional(),
      mode: z.enum(SHIPMENT_MODES, { error: 'purchases.validation.shipmentMode' }),
      carrier: optionalText(200),
      /** Container, seal or flight number. */
      reference: optionalText(100),
      /** Bill of lading, air waybill or CMR number. */
      transportDocument: optionalText(100),
      departureDate: optionalDay,
      arrivalDate: optionalDay,
      receiptIds: z
        .array(uuidField(), { error: INVALID })
        .max(MAX_SHIPMENT_RECEIPTS, { error: INVALID })
        .optional()
        .default([]),
      costs: z
        .array(shipmentCostBody, { error: INVALID })
        .max(MAX_SHIPMENT_COSTS, { error: INVALID })
        .optional()
        .default([]),
      notes: optionalText(5000),
    },
    { error: INVALID },
  )
  .superRefine((s, ctx) => {
    const { departureDate: from, arrivalDate: to } = s;
    if (isCalendarDay(from) && isCalendarDay(to) && to < from) {
      ctx.addIssue({
        code: 'custom',
        message: 'purchases.validation.arrivalBeforeDeparture',
        path: ['arrivalDate'],
      });
    }
  });
export type ShipmentBody = z.output<typeof shipmentBody>;
export type ShipmentInput = z.input<typeof shipmentBody>;

// ---------------------------------------------------------------------------------------------
// Landed costs

/** A received line: its accepted quantity and unit price in the base currency, weight and volume when known. */
export interface LandedLine {
  id: string;
  quantity: string;
  unitPrice: string;
  /** The line's total weight (kg) for its quantity; absent or null: unknown. */
  weight?: string | null | undefined;
  /** The line's total volume (m³) for its quantity; absent or null: unknown. */
  volume?: string | null | undefined;
}

/** A cost to share, in the base currency. */
export interface LandedCost {
  amount: string;
  method: AllocationMethod;
}

/** The message of a cost that no line can carry by its method. */
export const ALLOCATION_ERRORS = {
  value: 'purchases.errors.noValue',
  quantity: 'purchases.errors.noQuantity',
  weight: 'purchases.errors.noWeight',
  volume: 'purchases.errors.noVolume',
} as const satisfies Record<AllocationMethod, string>;
export type AllocationError = (typeof ALLOCATION_ERRORS)[AllocationMethod];

/** A line's measure for a method: its value (quantity × unit price), quantity, weight, volume; null when unknown. */
function measureOf(line: LandedLine, method: AllocationMethod): Decimal | null {
  const quantity = decimal(line.quantity);
  if (method === 'value') return multiply(quantity, decimal(line.unitPrice));
  if (method === 'quantity') return quantity;
  const given = line[method];
  return given === null || given === undefined || given === '' ? null : decimal(given);
}

/**
 * `amount` (rounded to the cent first) split in proportion to `measures` (0 or more), to the
 * cent, by the largest-remainder method: each part is its exact share rounded down, and the cents
 * left go one each to the parts with the largest remainders (the first of equal ones). The parts
 * add up to the amount exactly, each is within a cent of its exact share, and a measure of 0 gets
 * nothing. Null when every measure is 0 (nothing to share by). A negative amount (a refund) is
 * split as its opposite.
 */
export function splitByLargestRemainder(amount: string, measures: readonly Decimal[]): string[] | null {
  const cents = round(decimal(amount), 2).units;
  const negative = cents < 0n;
  const total = negative ? -cents : cents;
  const scale = Math.max(0, ...measures.map((m) => m.scale));
  const weights = measures.map((m) => {
    if (m.units < 0n) throw new RangeError('A measure is never negative');
    return m.units * pow10(scale - m.scale);
  });
  const whole = weights.reduce((s, w) => s + w, 0n);
  if (whole === 0n) return null;
  const parts = weights.map((w) => (total * w) / whole);
  const remainders = weights.map((w) => (total * w) % whole);
  let left = total - parts.reduce((s, p) => s + p, 0n);
  const order = weights
    .map((_, i) => i)
    .sort((a, b) => (remainders[b]! > remainders[a]! ? 1 : remainders[b]! < remainders[a]! ? -1 : a - b));
  for (const i of order) {
    if (left === 0n) break;
    parts[i]! += 1n;
    left -= 1n;
  }
  return parts.map((p) => toPlainString({ units: negative ? -p : p, scale: 2 }));
}

/** A received line once the costs are shared: its value, its part of the costs, its landed cost. */
export interface LandedLineResult {
  id: string;
  /** Quantity × unit price, to the cent. */
  value: string;
  /** The sum of its parts of the costs. */
  costs: string;
  /** Value + costs, to the cent. */
  landedValue: string;
  /** (Exact value + costs) ÷ quantity, 4 decimals; null for a quantity of 0. */
  landedUnitCost: string | null;
}

export type LandedCostsResult =
  | {
      ok: true;
      lines: LandedLineResult[];
      /** Per cost, in order, its part on each line, in the order of the lines. */
      allocations: string[][];
      /** Per cost shared by weight or volume, the lines that lacked it (they carry none of it). */
      missing: { cost: number; lineIds: string[] }[];
    }
  | { ok: false; error: AllocationError; cost: number };

/**
 * Shares every cost among the received lines by its method (`splitByLargestRemainder`) and gives
 * each line's landed unit cost. A cost that no line can carry (every measure 0 or unknown) is an
 * error naming that cost (its index) and the message key of its method.
 */
export function allocateLandedCosts(
  lines: readonly LandedLine[],
  costs: readonly LandedCost[],
): LandedCostsResult {
  const allocations: string[][] = [];
  const missing: { cost: number; lineIds: string[] }[] = [];
  for (const [index, cost] of costs.entries()) {
    const measures = lines.map((line) => measureOf(line, cost.method));
    const parts = splitByLargestRemainder(
      cost.amount,
      measures.map((m) => m ?? ZERO),
    );
    if (parts === null) return { ok: false, error: ALLOCATION_ERRORS[cost.method], cost: index };
    allocations.push(parts);
    const lacking = lines.filter((_, i) => measures[i] === null).map((line) => line.id);
    if (lacking.length > 0) missing.push({ cost: index, lineIds: lacking });
  }
  const result = lines.map((line, i): LandedLineResult => {
    const quantity = decimal(line.quantity);
    const value = multiply(quantity, decimal(line.unitPrice));
    const costsOfLine = sum(allocations.map((parts) => decimal(parts[i]!)));
    const landed = add(value, costsOfLine);
    return {
      id: line.id,
      value: toFixed(value, 2),
      costs: toFixed(costsOfLine, 2),
      landedValue: toFixed(landed, 2),
      landedUnitCost:
        quantity.units === 0n
          ? null
          : toFixed(
              { num: landed.units * pow10(quantity.scale), den: quantity.units * pow10(landed.scale) },
              4,
            ),
    };
  });
  return { ok: true, lines: result, allocations, missing };
}

// ---------------------------------------------------------------------------------------------
// Three-way match

/** What a supplier's invoice may differ from the order and the receipts before it is an 'Écart à justifier'. */
export interface MatchTolerances {
  /** Invoiced above received, percent of the received quantity. */
  quantityPercent: string;
  /** Invoiced unit price above the ordered one, percent of the ordered price. */
  pricePercent: string;
  /** The amount at stake a line may reach, in the base currency. */
  amount: string;
}

const tolerancePercent = (key: string) => decimalField(key, { scale: 2, integerDigits: 3, max: '100' });

/** The match tolerances of the settings (none by default: any difference is to justify). */
export const matchTolerancesBody = z.object(
  {
    quantityPercent: tolerancePercent('purchases.validation.tolerance').optional().default('0'),
    pricePercent: tolerancePercent('purchases.validation.tolerance').optional().default('0'),
    amount: decimalField('purchases.validation.tolerance', { scale: 2, integerDigits: 12 })
      .optional()
      .default('0'),
  },
  { error: INVALID },
);
export const NO_TOLERANCE: MatchTolerances = { quantityPercent: '0', pricePercent: '0', amount: '0' };

export interface MatchOrderLine {
  id: string;
  quantity: string;
  unitPrice: string;
}

export interface MatchInvoiceLine {
  /** The order line it invoices, null when the supplier's line names none (freight, a surcharge). */
  orderLineId: string | null;
  quantity: string;
  unitPrice: string;
}

export interface MatchInput {
  orderLines: readonly MatchOrderLine[];
  /** Accepted quantity (received − rejected) per order line id; absent: nothing received. */
  received: Readonly<Record<string, string>>;
  invoiceLines: readonly MatchInvoiceLine[];
  /** Quantity already invoiced per order line id by earlier invoices; absent: none. */
  alreadyInvoiced?: Readonly<Record<string, string>> | undefined;
  tolerances: MatchTolerances;
  /**
   * Base currency per unit of the documents' currency, to weigh the amount at stake against the
   * absolute tolerance; absent: the documents are in the base currency. Never '1' for another currency.
   */
  rateToBase?: string | undefined;
}

export interface MatchedLine {
  orderLineId: string;
  ordered: string;
  received: string;
  /** Invoiced on this invoice and the earlier ones. */
  invoiced: string;
  /** Invoiced − received (above 0: billed for goods not accepted). */
  quantityDifference: string;
  orderedUnitPrice: string;
  /** This invoice's amount for the line ÷ its quantity, 4 decimals. */
  invoicedUnitPrice: string;
  /** Invoiced − ordered unit price (above 0: billed dearer). */
  priceDifference: string;
  /** This invoice's amount for the line minus what it may bill (quantity still to invoice × ordered price); 0 or more. */
  amountAtStake: string;
  quantityWithin: boolean;
  priceWithin: boolean;
  amountWithin: boolean;
  matched: boolean;
}

export type MatchStatus = 'matched' | 'difference';

export interface MatchResult {
  status: MatchStatus;
  lines: MatchedLine[];
  /** Invoice lines (their index) that invoice no line of the order, with their amount. */
  unmatched: { index: number; amount: string }[];
  /** Sum of the amounts at stake and the unmatched amounts (documents' currency). */
  amountAtStake: string;
}

/** `part` ≤ `whole` × `percent` / 100, exactly. */
const withinPercent = (part: Decimal, whole: Decimal, percent: string): boolean =>
  compare(multiply(part, decimal('100')), multiply(whole, decimal(percent))) <= 0;

/**
 * Matches a supplier's invoice to its order and receipts, line by line (the invoice lines of one
 * order line taken together). A line matches when all three hold: the quantity invoiced (with the
 * earlier invoices) exceeds the accepted quantity by at most `quantityPercent` of it, the
 * invoiced unit price exceeds the ordered one by at most `pricePercent` of it, and the amount at
 * stake is at most `amount` (the more restrictive tolerance wins). Invoicing less, or cheaper, is
 * no difference. An invoice line naming no line of the order is a difference. Overall: 'matched'
 * or 'difference' ('Écart à justifier').
 */
export function threeWayMatch(input: MatchInput): MatchResult {
  const { tolerances } = input;
  const byId = new Map(input.orderLines.map((line) => [line.id, line]));
  const groups = new Map<string, MatchInvoiceLine[]>();
  const unmatched: MatchResult['unmatched'] = [];
  input.invoiceLines.forEach((line, index) => {
    const amount = multiply(decimal(line.quantity), decimal(line.unitPrice));
    if (line.orderLineId === null || !byId.has(line.orderLineId)) {
      unmatched.push({ index, amount: toFixed(amount, 2) });
      return;
    }
    groups.set(line.orderLineId, [...(groups.get(line.orderLineId) ?? []), line]);
  });
  const rate = input.rateToBase === undefined ? { num: 1n, den: 1n } : ratio(decimal(input.rateToBase));
  const lines = [...groups.entries()].map(([id, invoiced]): MatchedLine => {
    const order = byId.get(id)!;
    const ordered = decimal(order.quantity);
    const price = decimal(order.unitPrice);
    const received = decimal(input.received[id] ?? '0');
    const before = decimal(input.alreadyInvoiced?.[id] ?? '0');
    const quantity = sum(invoiced.map((l) => decimal(l.quantity)));
    const amount = sum(invoiced.map((l) => multiply(decimal(l.quantity), decimal(l.unitPrice))));
    const total = add(before, quantity);
    const unitPrice =
      quantity.units === 0n
        ? price
        : round({ num: amount.units * pow10(quantity.scale), den: quantity.units * pow10(amount.scale) }, 4);
    // What this invoice may bill: what is accepted and not invoiced before, up to its quantity.
    const open = max0(subtract(received, before));
    const billable = compare(open, quantity) < 0 ? open : quantity;
    const stake = round(max0(subtract(amount, multiply(billable, price))), 2);
    const quantityWithin = withinPercent(
      max0(subtract(total, received)),
      received,
      tolerances.quantityPercent,
    );
    const priceWithin = withinPercent(max0(subtract(unitPrice, price)), price, tolerances.pricePercent);
    const amountWithin =
      compare(round(ratioMultiply(ratio(stake), rate), 2), decimal(tolerances.amount)) <= 0;
    return {
      orderLineId: id,
      ordered: toPlainString(ordered),
      received: toPlainString(received),
      invoiced: toPlainString(total),
      quantityDifference: toPlainString(subtract(total, received)),
      orderedUnitPrice: toPlainString(price),
      invoicedUnitPrice: toFixed(unitPrice, 4),
      priceDifference: toFixed(subtract(unitPrice, price), 4),
      amountAtStake: toPlainString(stake),
      quantityWithin,
      priceWithin,
      amountWithin,
      matched: quantityWithin && priceWithin && amountWithin,
    };
  });
  const atStake = sum([
    ...lines.map((l) => decimal(l.amountAtStake)),
    ...unmatched.map((u) => decimal(u.amount)),
  ]);
  const status: MatchStatus =
    unmatched.length === 0 && lines.every((l) => l.matched) ? 'matched' : 'difference';
  return { status, lines, unmatched, amountAtStake: toFixed(atStake, 2) };
}
