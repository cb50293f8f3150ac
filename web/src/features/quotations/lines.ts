/**
 * A quotation's lines in its forms: the values typed (text, as the inputs hold them), from a
 * stored line or an extracted one, and their conversion to the API's `lines` (core schema).
 */
import type { ExtractedQuotationLine } from '@comptoir/core/modules/extraction';
import {
  quotationLineTotal,
  type QuotationLine,
  type QuotationLineInput,
} from '@comptoir/core/modules/quotations';
import { foldName as fold, normalizeAmount } from './format';

export interface LineFormValues {
  name: string;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  total: string;
  specifications: string;
  /** '' when the line is linked to no product of the request. */
  requestedProductId: string;
  /** The catalogue product, kept as it is (not edited in these forms). */
  productId: string | null;
}

/** The fields a user edits, in the order of the table. */
export const LINE_FIELDS = [
  'name',
  'description',
  'quantity',
  'unit',
  'unitPrice',
  'total',
  'specifications',
] as const satisfies readonly (keyof LineFormValues)[];
export type LineField = (typeof LINE_FIELDS)[number] | 'requestedProductId';

export function emptyLine(requestedProductId = ''): LineFormValues {
  return {
    name: '',
    description: '',
    quantity: '',
    unit: '',
    unitPrice: '',
    total: '',
    specifications: '',
    requestedProductId,
    productId: null,
  };
}

export function lineValuesOf(line: QuotationLine): LineFormValues {
  return {
    name: line.name,
    description: line.description,
    quantity: line.quantity ?? '',
    unit: line.unit,
    unitPrice: line.unitPrice ?? '',
    total: line.total ?? '',
    specifications: line.specifications,
    requestedProductId: line.requestedProductId ?? '',
    productId: line.productId,
  };
}

/**
 * The product of the request an extracted line is about, as a first guess the user can change:
 * the only line of a quotation is about the product it was added to; otherwise the product whose
 * name the line's name contains (or the other way round), else none.
 */
export function guessRequestedProduct(
  name: string,
  lineCount: number,
  current: string,
  products: readonly { id: string; name: string }[],
): string {
  if (lineCount === 1) return current;
  const n = fold(name);
  if (!n) return '';
  const match = products.find((p) => {
    const folded = fold(p.name);
    return folded !== '' && (n.includes(folded) || folded.includes(n));
  });
  return match?.id ?? '';
}

/** An extracted line as the form's values (name, else description, for the product). */
export function lineFromExtraction(line: ExtractedQuotationLine, requestedProductId: string): LineFormValues {
  const v = (f: { value: string | null } | undefined) => f?.value ?? '';
  const name = v(line.name) || v(line.description);
  return {
    name,
    description: v(line.name) ? v(line.description) : '',
    quantity: v(line.quantity),
    unit: v(line.unit),
    unitPrice: v(line.unitPrice),
    total: v(line.totalPrice),
    specifications: v(line.specifications),
    requestedProductId,
    productId: null,
  };
}

const orNull = (s: string) => {
  const n = normalizeAmount(s);
  return n === '' ? null : n;
};

/** The API's line: amounts typed the French way normalised, empty ones null. */
export function toLineBody(line: LineFormValues): QuotationLineInput {
  return {
    productId: line.productId,
    requestedProductId: line.requestedProductId || null,
    name: line.name.trim(),
    description: line.description.trim(),
    quantity: orNull(line.quantity),
    unit: line.unit.trim(),
    unitPrice: orNull(line.unitPrice),
    total: orNull(line.total),
    specifications: line.specifications.trim(),
  };
}

/** quantity × unit price, to show in an empty total (what the server stores), or ''. */
export function computedTotal(line: Pick<LineFormValues, 'quantity' | 'unitPrice'>): string {
  return quotationLineTotal(orNull(line.quantity), orNull(line.unitPrice)) ?? '';
}
