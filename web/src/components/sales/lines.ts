/**
 * The lines of a quote or an order as the forms hold them (strings, as typed), their body for the
 * core schemas, and the live totals computed with core's one line-amount rule (documentAmounts,
 * decision 0029). A value that is not (yet) a valid number counts as 0 in the live totals; the
 * schemas refuse it on submit.
 */
import { documentAmounts, type DocumentAmounts } from '@comptoir/core/line-amounts';
import { DEFAULT_TAX_RATE } from '@comptoir/core/modules/sales';

export interface LineValues {
  productId: string | null;
  productName: string;
  description: string;
  quantity: string;
  unitPrice: string;
  /** Percent off the line. */
  discount: string;
  /** The line's VAT percent ('20', '5,5'). */
  taxRate: string;
  /** Thumbnail shown next to the line (not sent: the server finds it from the product). */
  imageUrl: string | null;
}

/** The part of a quote or order form the line editor works on. */
export interface LinesFormValues {
  clientId: string;
  currency: string;
  items: LineValues[];
}

/** A new line at `taxRate` (the quote's rate, or the company's default rate). */
export function emptyLine(taxRate: string = DEFAULT_TAX_RATE): LineValues {
  return {
    productId: null,
    productName: '',
    description: '',
    quantity: '1',
    unitPrice: '',
    discount: '0',
    taxRate,
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

/** A percent as typed, or 0 when it cannot be read or is above 100. */
const livePercent = (value: string | undefined) => {
  const v = liveNumber(value, 2);
  return Number(v) <= 100 ? v : '0';
};

/** Line totals, subtotal, discounts, VAT per rate and total of a quote or an order being typed. */
export function liveTotals(
  items: readonly Pick<LineValues, 'quantity' | 'unitPrice' | 'discount' | 'taxRate'>[],
): DocumentAmounts {
  return documentAmounts(
    items.map((line) => ({
      quantity: liveNumber(line.quantity, 3),
      unitPrice: liveNumber(line.unitPrice, 4),
      discount: livePercent(line.discount),
      taxRate: livePercent(line.taxRate),
    })),
  );
}

/** A line as the body of quoteItemBody / orderItemBody (the schema does the parsing). */
export function lineBody(line: LineValues) {
  return {
    productId: line.productId,
    productName: line.productName,
    description: line.description,
    quantity: line.quantity.trim(),
    unitPrice: line.unitPrice,
    discount: line.discount,
    taxRate: line.taxRate,
  };
}

/** A stored line (quote or order detail) as the form holds it. */
export function lineValues(item: Omit<LineValues, 'imageUrl'> & { imageUrl?: string | null }): LineValues {
  const { productId, productName, description, quantity, unitPrice, discount, taxRate } = item;
  return {
    productId,
    productName,
    description,
    quantity,
    unitPrice,
    discount,
    taxRate,
    imageUrl: item.imageUrl ?? null,
  };
}
