import {
  EMPTY_FIELD,
  type ExtractedField,
  type ExtractionKind,
  type ExtractionResult,
  type FieldSource,
  type InvoiceExtraction,
  type QuotationExtraction,
} from '@comptoir/core/modules/extraction';

// ---------------------------------------------------------------------------------------------
// Result shapes

export const field = (
  value: string | null,
  confidence: number,
  source: FieldSource | null,
): ExtractedField =>
  value === null || value === '' ? { ...EMPTY_FIELD } : { value, confidence: clamp(confidence), source };

const clamp = (n: number) => Math.max(0, Math.min(1, Math.round(n * 100) / 100));

export function emptyQuotation(): QuotationExtraction {
  const e = () => ({ ...EMPTY_FIELD });
  return {
    kind: 'quotation',
    supplierName: e(),
    contactPerson: e(),
    email: e(),
    phone: e(),
    quotationNumber: e(),
    totalPrice: e(),
    currency: e(),
    validUntil: e(),
    deliveryTime: e(),
    paymentTerms: e(),
    products: [],
    additionalInfo: {
      warranty: e(),
      certifications: { value: [], confidence: 0, source: null },
      origin: e(),
      leadTime: e(),
      minimumOrder: e(),
    },
    confidence: 0,
  };
}

export function emptyInvoice(): InvoiceExtraction {
  const e = () => ({ ...EMPTY_FIELD });
  return {
    kind: 'invoice',
    sellerName: e(),
    sellerVatId: e(),
    buyerName: e(),
    buyerVatId: e(),
    invoiceNumber: e(),
    issueDate: e(),
    dueDate: e(),
    currency: e(),
    totalWithoutTax: e(),
    taxAmount: e(),
    totalWithTax: e(),
    iban: e(),
    lines: [],
    confidence: 0,
  };
}

/** Every single-value field of a result, by its path ('additionalInfo.origin' included). */
export function scalarFields(result: ExtractionResult): [string, ExtractedField][] {
  const out: [string, ExtractedField][] = [];
  for (const [key, value] of Object.entries(result)) {
    if (key === 'additionalInfo') {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
        if (k !== 'certifications') out.push([`additionalInfo.${k}`, v as ExtractedField]);
      }
    } else if (value && typeof value === 'object' && 'confidence' in value && !Array.isArray(value)) {
      out.push([key, value as ExtractedField]);
    }
  }
  return out;
}

/** How many values a result holds (fields, lines, certifications). */
export function filledCount(result: ExtractionResult): number {
  let n = scalarFields(result).filter(([, f]) => f.value !== null).length;
  n += result.kind === 'quotation' ? result.products.length : result.lines.length;
  if (result.kind === 'quotation' && result.additionalInfo.certifications.value.length > 0) n += 1;
  return n;
}

const KEY_FIELDS: Record<ExtractionKind, string[]> = {
  quotation: ['supplierName', 'quotationNumber', 'totalPrice', 'currency', 'validUntil'],
  invoice: ['sellerName', 'invoiceNumber', 'issueDate', 'totalWithTax', 'currency', 'totalWithoutTax'],
};

/**
 * The overall confidence: the mean of the key fields' confidences (a missing one counts 0) and of
 * the lines' (when there are lines), so a result is only 'high' when the essentials are sure.
 */
export function overallConfidence(result: ExtractionResult): number {
  const fields = new Map(scalarFields(result));
  const scores = KEY_FIELDS[result.kind].map((k) => fields.get(k)?.confidence ?? 0);
  const lines = result.kind === 'quotation' ? result.products : result.lines;
  if (lines.length > 0) {
    const per = lines.map((line) => {
      const values = Object.values(line).filter((f) => f.value !== null);
      return values.length ? values.reduce((s, f) => s + f.confidence, 0) / values.length : 0;
    });
    scores.push(per.reduce((s, v) => s + v, 0) / per.length);
  }
  return clamp(scores.reduce((s, v) => s + v, 0) / scores.length);
}
