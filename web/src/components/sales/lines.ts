/**
 * The lines of a quote or an order as the forms hold them (strings, as typed), their body for the
 * core schemas, and the live totals computed with core's quoteTotals / orderTotals. A value that is
 * not (yet) a valid number counts as 0 in the live totals; the schemas refuse it on submit.
 */
import { orderTotals, quoteTotals, type DocumentTotals, type LineInput } from '@comptoir/core/modules/sales';

export interface LineValues {
  productId: string | null;
  productName: string;
  description: string;
  quantity: string;
  unitPrice: string;
  /** Percent off (quotes only). */
  discount: string;
  /** Thumbnail shown next to the line (not sent: the server finds it from the product). */
  imageUrl: string | null;
}

/** The part of a quote or order form the line editor works on. */
export interface LinesFormValues {
  clientId: string;
  currency: string;
  items: LineValues[];
}

export function emptyLine(): LineValues {
  return {
    productId: null,
    productName: '',
    description: '',
    quantity: '1',
    unitPrice: '',
    discount: '0',
    imageUrl: null,
  };
}

/** '12,5' → '12.5'; anything that is not a plain non-negative decimal → '0'. */
export function liveNumber(value: string | number | null | undefined, maxDecimals = 20): string {
  const text = String(value ?? '')
    .trim()
    .replace(',', '.');
  const fraction = maxDecimals > 0 ? `(\\.\\d{1,${maxDecimals}})?` : '';
  const pattern = new RegExp(`^\\d{1,15}${fraction}$`);
  return pattern.test(text) ? text : '0';
}

function liveLine(line: Pick<LineValues, 'quantity' | 'unitPrice' | 'discount'>, withDiscount: boolean) {
  const discount = withDiscount ? liveNumber(line.discount, 2) : '0';
  return {
    quantity: liveNumber(line.quantity, 3),
    unitPrice: liveNumber(line.unitPrice, 2),
    discount: Number(discount) <= 100 ? discount : '0',
  } satisfies LineInput;
}

/** Line totals, subtotal, discounts, tax and total of a quote being typed. */
export function liveQuoteTotals(
  items: readonly Pick<LineValues, 'quantity' | 'unitPrice' | 'discount'>[],
  taxRate: string | number,
): DocumentTotals {
  const rate = Number(liveNumber(taxRate, 0));
  return quoteTotals(
    items.map((line) => liveLine(line, true)),
    rate <= 100 ? rate : 0,
  );
}

/** Line totals and total of an order being typed (no discount, no tax). */
export function liveOrderTotals(items: readonly Pick<LineValues, 'quantity' | 'unitPrice'>[]): {
  totalAmount: string;
  lines: string[];
} {
  return orderTotals(items.map((line) => liveLine({ ...line, discount: '0' }, false)));
}

/** A line as the body of quoteItemBody / orderItemBody (the schema does the parsing). */
export function lineBody(line: LineValues, withDiscount: boolean) {
  return {
    productId: line.productId,
    productName: line.productName,
    description: line.description,
    quantity: line.quantity.trim(),
    unitPrice: line.unitPrice,
    ...(withDiscount ? { discount: line.discount } : {}),
  };
}
