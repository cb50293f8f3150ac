/**
 * The one line-amount rule (decision 0029), for every document that has lines: quotes, orders,
 * invoices, credit notes, supplier quotations, their PDFs, exports, Factur-X and the analysis.
 *
 * - A line's net amount is quantity × unit price × (1 − discount / 100), computed exactly and
 *   rounded to the cent ONCE (half away from zero, core/money.ts). Never the discounted unit
 *   price rounded first and then multiplied.
 * - A line's discount amount is its gross amount (quantity × unit price, rounded to the cent)
 *   minus its net amount, so that gross − discount = net exactly (EN 16931 BG-27: the line
 *   allowance BT-136 on the base BT-137).
 * - The document's total without tax is the sum of the line nets (EN 16931 BR-CO-10).
 * - VAT is computed per rate on the sum of the line nets at that rate, rounded once per rate
 *   (BR-S-08, BR-CO-17); the VAT total is the sum of those, the total with tax the sum of both.
 *
 * Quantities have up to 3 decimals, unit prices up to 4, discounts and rates up to 2 ('5.5').
 */
import { add, compare, decimal, multiply, round, subtract, toPlainString, type Decimal } from './money';

/** One line as every document has it. Numbers are accepted for quantities (JSON bodies). */
export interface AmountLine {
  quantity: string | number;
  unitPrice: string;
  /** Percent off the line, '0' to '100' (absent: none). */
  discount?: string | undefined;
  /** VAT percent ('20', '5.5', '0'); absent: the document's default rate. */
  taxRate?: string | number | null | undefined;
  /** The line's net when it is fixed by the line it is a part of (`partNet`); absent: `lineNet`. */
  net?: string | undefined;
}

export interface VatLine {
  /** Percent, canonical ('20', '5.5', '0'). */
  rate: string;
  /** Sum of the line nets at that rate. */
  base: string;
  /** base × rate / 100, rounded once per rate. */
  amount: string;
}

export interface DocumentAmounts {
  /** Each line's net amount, in order. */
  lines: string[];
  /** Total without tax: the sum of the line nets. */
  subtotal: string;
  /** Sum of the line discounts (gross − net of each line). */
  discountAmount: string;
  /** VAT per rate, highest rate first. */
  vat: VatLine[];
  taxAmount: string;
  /** Total with tax. */
  totalAmount: string;
}

const ZERO: Decimal = { units: 0n, scale: 0 };
const HUNDRED = decimal('100');
const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** `value / 100` rounded once to the cent. */
function percentOf(value: Decimal): Decimal {
  return round({ num: value.units, den: pow10(value.scale) * 100n }, 2);
}

/** quantity × unit price, rounded to the cent (the base a line discount applies to). */
export function lineGross(line: Pick<AmountLine, 'quantity' | 'unitPrice'>): string {
  return toPlainString(round(multiply(decimal(String(line.quantity)), decimal(line.unitPrice)), 2));
}

/** quantity × unit price × (100 − discount) / 100, exact, rounded half away from zero to the cent once. */
export function lineNet(line: Omit<AmountLine, 'taxRate'>): string {
  const gross = multiply(decimal(String(line.quantity)), decimal(line.unitPrice));
  const off = decimal(line.discount ?? '0');
  return toPlainString(percentOf(multiply(gross, subtract(HUNDRED, off))));
}

/**
 * The net of a part of a line: an invoice line taken from an order line, a credit note's line
 * from an invoice line. By the one rule, except for the part that takes all that is left of its
 * line at the same price and discount: that one is the line's net minus the nets of the parts
 * taken before it, so that the parts add up to the line to the cent (3 × 0.005 invoiced one by
 * one: 0.01 + 0.01 + 0.00 = 0.02, the order line's amount; not 0.03).
 */
export function partNet(
  part: Omit<AmountLine, 'taxRate' | 'net'>,
  whole: { quantity: string; unitPrice: string; discount: string; net: string },
  before: { quantity: string; net: string },
): string {
  const same =
    compare(decimal(part.unitPrice), decimal(whole.unitPrice)) === 0 &&
    compare(decimal(part.discount ?? '0'), decimal(whole.discount)) === 0;
  const taken = add(decimal(before.quantity), decimal(String(part.quantity)));
  if (!same || compare(taken, decimal(whole.quantity)) !== 0) return lineNet(part);
  return toPlainString(round(subtract(decimal(whole.net), decimal(before.net)), 2));
}

/** Canonical percent string: '20.00' → '20', '5.50' → '5.5', 20 → '20'. */
export function canonicalRate(rate: string | number): string {
  return toPlainString(decimal(String(rate)))
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
}

/** base × rate / 100, rounded once. */
export function vatOf(base: string, rate: string | number): string {
  return toPlainString(percentOf(multiply(decimal(base), decimal(String(rate)))));
}

/**
 * Every figure of a document from its lines. A line without `taxRate` takes `defaultRate`.
 * Exact: the figures of a document equal the sums of its parts to the cent.
 */
export function documentAmounts(
  items: readonly AmountLine[],
  defaultRate: string | number = '0',
): DocumentAmounts {
  const lines = items.map((item) => item.net ?? lineNet(item));
  const bases = new Map<string, Decimal>();
  let subtotal = ZERO;
  let discount = ZERO;
  items.forEach((item, i) => {
    const net = decimal(lines[i]!);
    const rate = canonicalRate(item.taxRate ?? defaultRate);
    bases.set(rate, add(bases.get(rate) ?? ZERO, net));
    subtotal = add(subtotal, net);
    discount = add(discount, subtract(decimal(lineGross(item)), net));
  });
  const vat = [...bases.entries()]
    .sort((a, b) => compare(decimal(b[0]), decimal(a[0])))
    .map(([rate, base]) => {
      const b = toPlainString(round(base, 2));
      return { rate, base: b, amount: vatOf(b, rate) };
    });
  const tax = vat.reduce<Decimal>((s, v) => add(s, decimal(v.amount)), ZERO);
  const sub = round(subtotal, 2);
  return {
    lines,
    subtotal: toPlainString(sub),
    discountAmount: toPlainString(round(discount, 2)),
    vat,
    taxAmount: toPlainString(round(tax, 2)),
    totalAmount: toPlainString(round(add(sub, tax), 2)),
  };
}

/**
 * A unit price as documents show it: at least 2 decimals, up to 4, trailing zeros beyond the
 * cents dropped ('24.5000' → '24.50', '0.0375' → '0.0375').
 */
export function unitPriceText(value: string): string {
  const d = decimal(value);
  const s = toPlainString(d.scale < 2 ? round(d, 2) : d);
  return s.replace(/(\.\d\d\d*?)0+$/, '$1');
}
