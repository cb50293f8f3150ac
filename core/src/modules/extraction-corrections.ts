/**
 * What a user changed of an extraction before saving the document (issue 34): each field whose
 * kept value differs from the value read, compared as its kind of value is (amounts as numbers,
 * identifiers without spaces or case, texts without outer or repeated spaces), so that '1200' kept
 * for '1200.00' read, or 'FR 12 345678901' for 'FR12345678901', is no correction.
 */
import { compare, decimal } from '../money';
import type { ExtractedField, InvoiceExtraction, QuotationExtraction } from './extraction';

type Kind = 'text' | 'code' | 'amount';

/** One correction: the extraction's field, the value read and the value kept (null: none). */
export interface Correction {
  field: string;
  original: string | null;
  corrected: string | null;
}

/** The values an incoming invoice is saved with, by the extraction field they stand for. */
export interface KeptInvoiceValues {
  sellerName: string;
  sellerVatId: string | null;
  invoiceNumber: string;
  issueDate: string;
  dueDate: string | null;
  currency: string;
  totalWithoutTax: string;
  taxAmount: string;
  totalWithTax: string;
  iban: string | null;
  paymentTerms: string | null;
  orderReference: string | null;
}

const INVOICE_FIELDS: Record<keyof KeptInvoiceValues, Kind> = {
  sellerName: 'text',
  sellerVatId: 'code',
  invoiceNumber: 'text',
  issueDate: 'code',
  dueDate: 'code',
  currency: 'code',
  totalWithoutTax: 'amount',
  taxAmount: 'amount',
  totalWithTax: 'amount',
  iban: 'code',
  paymentTerms: 'text',
  orderReference: 'text',
};

/** A value as compared: null for nothing, else without what does not change its meaning. */
function comparable(value: string | null | undefined, kind: Kind): string | null {
  const text = (value ?? '').replace(/\s+/g, ' ').trim();
  if (text === '') return null;
  if (kind === 'code') return text.replace(/ /g, '').toUpperCase();
  return text;
}

function same(read: string | null, kept: string | null, kind: Kind): boolean {
  const a = comparable(read, kind);
  const b = comparable(kept, kind);
  if (a === null || b === null) return a === b;
  if (kind !== 'amount') return a === b;
  try {
    return compare(decimal(a), decimal(b)) === 0;
  } catch {
    return a === b;
  }
}

/** The fields of `kinds` whose kept value differs from the value read. */
function correctionsOf<F extends string>(
  kinds: Record<F, Kind>,
  read: { [K in F]?: ExtractedField | undefined },
  kept: Record<F, string | null>,
): Correction[] {
  return (Object.keys(kinds) as F[]).flatMap((field) => {
    const original = read[field]?.value ?? null;
    const corrected = kept[field];
    return same(original, corrected, kinds[field])
      ? []
      : [{ field, original, corrected: comparable(corrected, 'text') }];
  });
}

/** The fields of an invoice extraction that the values kept differ from. */
export const invoiceCorrections = (read: InvoiceExtraction, kept: KeptInvoiceValues): Correction[] =>
  correctionsOf(INVOICE_FIELDS, read, kept);

/** The values a quotation is saved with, by the extraction field they stand for (its lines aside). */
export interface KeptQuotationValues {
  supplierName: string;
  contactPerson: string | null;
  email: string | null;
  phone: string | null;
  quotationNumber: string | null;
  totalPrice: string;
  currency: string;
  validUntil: string | null;
  deliveryTime: string | null;
  paymentTerms: string | null;
}

const QUOTATION_FIELDS: Record<keyof KeptQuotationValues, Kind> = {
  supplierName: 'text',
  contactPerson: 'text',
  email: 'code',
  phone: 'code',
  quotationNumber: 'text',
  totalPrice: 'amount',
  currency: 'code',
  validUntil: 'code',
  deliveryTime: 'text',
  paymentTerms: 'text',
};

/** The fields of a quotation extraction that the values kept differ from. */
export const quotationCorrections = (read: QuotationExtraction, kept: KeptQuotationValues): Correction[] =>
  correctionsOf(QUOTATION_FIELDS, read, kept);
