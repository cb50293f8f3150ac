/**
 * Supplier quotations per requested product (spec 001 §2 'Supplier quotations (per product)', §3
 * Supplier quotation, §4, §5 'New quotation form', §9 quotation sorts and 'Meilleur Prix', and
 * issue 7 §1). Module `demandes`: quotations live on requested products. Zod messages are i18n
 * keys of the `quotations` namespace (or `errors`).
 *
 * Amounts are decimal strings with their currency. Prices in several currencies are compared in
 * the user's base currency with the rate and its date shown; 'Meilleur Prix' is the lowest
 * converted total among the quotations that are not rejected or expired.
 */
import { z } from 'zod';
import { parseDecimal, toFixed, type Decimal, type Ratio } from '../money';
import {
  calendarDay,
  currencyField,
  decimalField,
  optionalEmail,
  optionalText,
  requiredText,
  uuidField,
} from '../fields';
import { lineNet } from '../line-amounts';

/** 'expired' is not stored: a pending quotation past its 'valid until' date reads as expired. */
export const QUOTATION_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];
/** Issue 7: amounts are money in EUR, USD, GBP or CNY. */
export const QUOTATION_CURRENCIES = ['EUR', 'USD', 'GBP', 'CNY'] as const;
export type QuotationCurrency = (typeof QUOTATION_CURRENCIES)[number];
export const QUOTATION_PRIORITIES = ['low', 'medium', 'high'] as const;
/** spec §9: date (newest first), price, supplier. */
export const QUOTATION_SORTS = ['date', 'price', 'supplier'] as const;
export type QuotationSort = (typeof QUOTATION_SORTS)[number];
/** Approve and reject only while pending (spec §4); expired has no action. Anything else is 409. */
export const QUOTATION_ACTIONS = {
  approve: { from: ['pending'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
} as const satisfies Record<string, { from: readonly QuotationStatus[]; to: QuotationStatus }>;
export type QuotationAction = keyof typeof QUOTATION_ACTIONS;
export const MAX_QUOTATION_DOCUMENT_BYTES = 20 * 1024 * 1024;
export const MAX_QUOTATION_TEXT = 2000;

/** The status a reader sees: a pending quotation whose validity ended before `today` is expired. */
export function effectiveQuotationStatus(
  stored: Exclude<QuotationStatus, 'expired'>,
  validUntil: string | null,
  today: string,
): QuotationStatus {
  return stored === 'pending' && validUntil !== null && validUntil < today ? 'expired' : stored;
}

// The fields (core/fields.ts) with this module's messages.
const TOO_LONG = 'quotations.validation.tooLong';
/** A text, '' when blank (null is refused). */
const text = (max: number, invalid = 'quotations.validation.text', tooLong = TOO_LONG) =>
  optionalText(max, { tooLong, invalid, blank: '', textOnly: true });

/**
 * A plain decimal string ('1234.50', the form reads the amount first) that fits its SQL column
 * numeric(`precision`, `scale`): not negative (or, with `positive`, above zero), at most `scale`
 * decimals and `precision - scale` integer digits. Anything else is a 400 with `key`, never a
 * database error.
 */
const columnDecimal = (key: string, precision: number, scale: number, positive: boolean) =>
  decimalField(key, { input: 'plain', scale, integerDigits: precision - scale, positive });
/** quotations.total_price is numeric(16, 2). */
export const quotationTotal = columnDecimal('quotations.validation.total', 16, 2, false);
/** quotations.quantity is numeric(16, 3), and a unit price divides by it. */
export const quotationQuantity = columnDecimal('quotations.validation.quantity', 16, 3, true);

// ---------------------------------------------------------------------------------------------
// Lines (issue 16 §2): the quotation's own line table, in the quotation's currency.

/** A quotation has at most this many lines (a body with more is a 400). */
export const MAX_QUOTATION_LINES = 200;
/** Decimals a line's unit price keeps: a supplier may quote 0.0125 a piece (quotation_lines.unit_price numeric(16, 4)). */
export const LINE_UNIT_PRICE_DECIMALS = 4;

const lineText = (max: number) =>
  text(max, 'quotations.validation.lineText', 'quotations.validation.lineTooLong');
/** quotation_lines.quantity is numeric(16, 3), above zero. */
export const lineQuantity = columnDecimal('quotations.validation.lineQuantity', 16, 3, true);
/** quotation_lines.unit_price is numeric(16, 4), zero or more. */
export const lineUnitPrice = columnDecimal(
  'quotations.validation.lineUnitPrice',
  16,
  LINE_UNIT_PRICE_DECIMALS,
  false,
);
/** quotation_lines.total is numeric(16, 2), zero or more. */
export const lineTotal = columnDecimal('quotations.validation.lineTotal', 16, 2, false);

/**
 * quantity × unit price rounded to cents, or null when either is missing (the total a line takes
 * when the supplier printed none). Null too when it would not fit numeric(16, 2).
 */
export function quotationLineTotal(quantity: string | null, unitPrice: string | null): string | null {
  if (quantity === null || unitPrice === null) return null;
  const q = parseDecimal(quantity);
  const u = parseDecimal(unitPrice);
  if (!q || !u) return null;
  // The one line-amount rule (core/line-amounts.ts), as every document's lines.
  const total = lineNet({ quantity, unitPrice });
  return total.split('.')[0]!.replace(/^-/, '').length <= 14 ? total : null;
}

/**
 * A line's unit price as the API writes it: rounded to 4 decimals, the zeros after the cents
 * dropped ('12.5000' → '12.50', '0.0125' stays, '3.1250' → '3.125').
 */
export function lineUnitPriceString(value: Decimal | Ratio): string {
  return toFixed(value, LINE_UNIT_PRICE_DECIMALS).replace(/(\.\d{2}\d*?)0+$/, '$1');
}

/**
 * One line of a supplier quotation: the product as the supplier names it, its description,
 * quantity and unit, unit price and total (in the quotation's currency), specifications; optionally
 * linked to a catalogue product and to one of the request's products (the comparison groups lines
 * by that link). A line needs a product name or a description. Messages name the line ({{n}}).
 */
export const quotationLineBody = z
  .object({
    /** A catalogue product (400 when unknown). */
    productId: uuidField('quotations.validation.lineProduct').nullable().optional().default(null),
    /** A product of the same request as the quotation (400 otherwise). */
    requestedProductId: uuidField('quotations.validation.lineRequestedProduct')
      .nullable()
      .optional()
      .default(null),
    name: lineText(300).optional().default(''),
    description: lineText(2000).optional().default(''),
    quantity: lineQuantity.nullable().optional().default(null),
    unit: lineText(30).optional().default(''),
    unitPrice: lineUnitPrice.nullable().optional().default(null),
    /** As printed; without it the server stores quantity × unit price (rounded to cents) when both are known. */
    total: lineTotal.nullable().optional().default(null),
    specifications: lineText(2000).optional().default(''),
  })
  .superRefine((line, ctx) => {
    if (line.name === '' && line.description === '') {
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'quotations.validation.lineName' });
    }
    if (line.total === null && line.quantity !== null && line.unitPrice !== null) {
      if (quotationLineTotal(line.quantity, line.unitPrice) === null) {
        ctx.addIssue({ code: 'custom', path: ['total'], message: 'quotations.validation.lineTotal' });
      }
    }
  });
export type QuotationLineBody = z.output<typeof quotationLineBody>;
export type QuotationLineInput = z.input<typeof quotationLineBody>;

const linesField = z
  .array(quotationLineBody, { error: 'quotations.validation.lines' })
  .max(MAX_QUOTATION_LINES, { error: 'quotations.validation.tooManyLines' });

/** The fields of a quotation as the form sends them, without defaults (shared by POST and PATCH). */
const quotationFields = {
  /** An existing supplier, or none and `supplierName` creates one on the spot (or reuses its namesake). */
  supplierId: uuidField('quotations.validation.supplier').nullable(),
  /** The only field the specification marks required. */
  supplierName: requiredText('quotations.validation.supplierRequired', 200, {
    tooLong: TOO_LONG,
    invalid: 'quotations.validation.text',
  }),
  contactPerson: text(200),
  email: optionalEmail('quotations.validation.email', { blank: '', textOnly: true }),
  phone: text(50),
  quotationNumber: text(100),
  totalPrice: quotationTotal,
  currency: currencyField('quotations.validation.currency', QUOTATION_CURRENCIES),
  /** Quantity the total covers (for the unit price); null when unknown. */
  quantity: quotationQuantity.nullable(),
  validUntil: calendarDay('quotations.validation.date').nullable(),
  priority: z.enum(QUOTATION_PRIORITIES, { error: 'quotations.validation.priority' }),
  deliveryTime: text(200),
  paymentTerms: text(200),
  rating: z
    .number({ error: 'quotations.validation.rating' })
    .int({ error: 'quotations.validation.rating' })
    .min(1, { error: 'quotations.validation.rating' })
    .max(5, { error: 'quotations.validation.rating' })
    .nullable(),
  notes: text(10_000),
};

/**
 * The quotation's own values that its form edits and a PATCH copies as they come: all of
 * `quotationFields` but the supplier link (resolved from the name) and the priority (not on the form).
 */
export const QUOTATION_FORM_FIELDS = [
  'supplierName',
  'contactPerson',
  'email',
  'phone',
  'quotationNumber',
  'totalPrice',
  'currency',
  'quantity',
  'validUntil',
  'deliveryTime',
  'paymentTerms',
  'rating',
  'notes',
] as const satisfies readonly (keyof typeof quotationFields)[];

/**
 * POST /api/quotations. Without `quantity` the server takes the requested product's quantity when
 * it is a plain number ('2 000 pièces' → 2000); `null` leaves it unknown.
 */
export const quotationBody = z.object({
  requestedProductId: uuidField('quotations.validation.product'),
  supplierId: quotationFields.supplierId.optional(),
  supplierName: quotationFields.supplierName,
  contactPerson: quotationFields.contactPerson.default(''),
  email: quotationFields.email.default(''),
  phone: quotationFields.phone.default(''),
  quotationNumber: quotationFields.quotationNumber.default(''),
  totalPrice: quotationFields.totalPrice,
  currency: quotationFields.currency,
  quantity: quotationFields.quantity.optional(),
  validUntil: quotationFields.validUntil.optional(),
  priority: quotationFields.priority.default('medium'),
  deliveryTime: quotationFields.deliveryTime.default(''),
  paymentTerms: quotationFields.paymentTerms.default(''),
  rating: quotationFields.rating.optional(),
  notes: quotationFields.notes.default(''),
  /** The quotation's lines, in order (none by default). */
  lines: linesField.optional().default([]),
  /** A completed extraction of kind 'quotation': its file becomes a document, extractedByAI is set. */
  extractionJobId: uuidField('quotations.validation.extraction').nullable().optional(),
});
export type QuotationBody = z.input<typeof quotationBody>;
/**
 * PATCH /api/quotations/:id (pending quotations only): the fields sent change, the others stay
 * (no defaults here, so a partial body never blanks a field); `lines`, when sent, replaces them all.
 */
export const quotationPatch = z
  .object({
    ...quotationFields,
    /** When present, replaces every line (an empty list removes them), in the same transaction. */
    lines: linesField,
  })
  .partial();
export type QuotationPatch = z.output<typeof quotationPatch>;

const idField = uuidField('quotations.validation.id');
export const quotationParams = z.object({ id: idField });
export const quotationDocumentParams = z.object({ id: idField, docId: idField });

export const quotationListQuery = z.object({
  requestedProductId: uuidField('quotations.validation.product'),
  q: z.string().trim().max(200, { error: 'quotations.validation.tooLong' }).optional(),
  status: z.enum(QUOTATION_STATUSES, { error: 'quotations.validation.status' }).optional(),
  /** date: submitted (then created) newest first; price: converted total, lowest first, no rate last; supplier: name A→Z. */
  sort: z.enum(QUOTATION_SORTS, { error: 'quotations.validation.sort' }).default('date'),
  /** The direction; by default date desc, price asc, supplier asc (no rate stays last either way). */
  order: z.enum(['asc', 'desc'], { error: 'quotations.validation.sort' }).optional(),
});

/** An amount converted to the base currency, with the rate used and its date (null if no rate). */
export const convertedAmount = z.object({
  amount: z.string(),
  currency: z.string(),
  /** Units of base currency per unit of the quotation's currency, 4 decimals, for display ('1' for the same currency). */
  rate: z.string(),
  /** YYYY-MM-DD of the rate used; null when the quotation is already in the base currency (no rate involved). */
  rateDate: z.string().nullable(),
  /** 'ECB', 'manual', or 'ECB + manual' through EUR; null for the same currency. */
  source: z.string().nullable(),
});
export type ConvertedAmount = z.infer<typeof convertedAmount>;

export const quotationDocument = z.object({
  id: z.uuid(),
  name: z.string(),
  /** spec §3 documents.type: 'pdf', 'excel', 'image' or 'other'. */
  type: z.string(),
  size: z.number(),
  uploadDate: z.string(),
  url: z.string(),
});
export type QuotationDocument = z.infer<typeof quotationDocument>;

/** A stored line as the API answers it; amounts in the quotation's currency. */
export const quotationLine = z.object({
  id: z.uuid(),
  /** 0-based order on the quotation. */
  position: z.number(),
  productId: z.uuid().nullable(),
  requestedProductId: z.uuid().nullable(),
  name: z.string(),
  description: z.string(),
  quantity: z.string().nullable(),
  unit: z.string(),
  /** Up to 4 decimals, trailing zeros after the cents dropped ('12.50', '0.0125'). */
  unitPrice: z.string().nullable(),
  total: z.string().nullable(),
  specifications: z.string(),
  /**
   * The unit price in the reader's base currency at the latest dated rate (same rounding as
   * `unitPrice`); null without a unit price or without a rate (never converted at 1).
   */
  convertedUnitPrice: z.string().nullable(),
});
export type QuotationLine = z.infer<typeof quotationLine>;

export const quotation = z.object({
  id: z.uuid(),
  requestedProductId: z.uuid(),
  demandeId: z.uuid(),
  supplierId: z.uuid().nullable(),
  supplierName: z.string(),
  contactPerson: z.string(),
  email: z.string(),
  phone: z.string(),
  quotationNumber: z.string(),
  totalPrice: z.string(),
  currency: z.enum(QUOTATION_CURRENCIES),
  quantity: z.string().nullable(),
  /** totalPrice / quantity, to cents, in the quotation's currency (null without a quantity). */
  unitPrice: z.string().nullable(),
  validUntil: z.string().nullable(),
  status: z.enum(QUOTATION_STATUSES),
  priority: z.enum(QUOTATION_PRIORITIES),
  submittedDate: z.string(),
  deliveryTime: z.string(),
  paymentTerms: z.string(),
  rating: z.number().nullable(),
  notes: z.string(),
  documents: z.array(quotationDocument),
  lines: z.array(quotationLine),
  extractedByAI: z.boolean(),
  aiConfidence: z.number().nullable(),
  /** Total and unit price in the base currency; null when no rate is known (never converted at 1). */
  converted: convertedAmount.nullable(),
  convertedUnitPrice: z.string().nullable(),
  isBestPrice: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Quotation = z.infer<typeof quotation>;

export const quotationList = z.object({
  items: z.array(quotation),
  baseCurrency: z.string(),
  /** The products of the request (the listed one first, then the others in order), which a line may be linked to. */
  requestedProducts: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** Over the product's quotations, whatever the search and filter (spec: 'List with stats'). */
  stats: z.object({
    total: z.number(),
    pending: z.number(),
    /** Lowest converted total among pending and approved quotations. */
    bestPrice: z.object({ amount: z.string(), currency: z.string(), quotationId: z.uuid() }).nullable(),
    /** Mean converted total among pending and approved quotations. */
    average: z.object({ amount: z.string(), currency: z.string() }).nullable(),
  }),
});
export type QuotationList = z.infer<typeof quotationList>;

/** Answer of POST, PATCH, the actions and the document routes: the quotation as the list shows it. */
export const quotationResponse = z.object({ quotation, message: z.string() });
export type QuotationResponse = z.infer<typeof quotationResponse>;
export const quotationMessageResponse = z.object({ message: z.string() });
