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
import { amountString } from './currency';

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

const text = (max = MAX_QUOTATION_TEXT) =>
  z
    .string({ error: 'quotations.validation.text' })
    .trim()
    .max(max, { error: 'quotations.validation.tooLong' });
const isoDate = z.iso.date({ error: 'quotations.validation.date' });

/** POST /api/quotations and PATCH /api/quotations/:id (all optional on PATCH). */
export const quotationBody = z.object({
  requestedProductId: z.uuid({ error: 'quotations.validation.product' }),
  /** An existing supplier, or none and `supplierName` creates one on the spot. */
  supplierId: z.uuid({ error: 'quotations.validation.supplier' }).nullable().optional(),
  /** The only field the specification marks required. */
  supplierName: text(200).min(1, { error: 'quotations.validation.supplierRequired' }),
  contactPerson: text(200).default(''),
  email: z.union([z.literal(''), z.email({ error: 'quotations.validation.email' })]).default(''),
  phone: text(50).default(''),
  quotationNumber: text(100).default(''),
  totalPrice: amountString,
  currency: z.enum(QUOTATION_CURRENCIES, { error: 'quotations.validation.currency' }),
  /** Quantity the total covers (for the unit price); null when unknown. */
  quantity: amountString.nullable().optional(),
  validUntil: isoDate.nullable().optional(),
  priority: z.enum(QUOTATION_PRIORITIES).default('medium'),
  deliveryTime: text(200).default(''),
  paymentTerms: text(200).default(''),
  rating: z.number({ error: 'quotations.validation.rating' }).int().min(1).max(5).nullable().optional(),
  notes: text(10_000).default(''),
  /** A completed extraction of kind 'quotation': its file becomes a document, extractedByAI is set. */
  extractionJobId: z.uuid().nullable().optional(),
});
export type QuotationBody = z.input<typeof quotationBody>;
export const quotationPatch = quotationBody
  .omit({ requestedProductId: true, extractionJobId: true })
  .partial();

export const quotationListQuery = z.object({
  requestedProductId: z.uuid({ error: 'quotations.validation.product' }),
  q: z.string().trim().max(200).optional(),
  status: z.enum(QUOTATION_STATUSES).optional(),
  sort: z.enum(QUOTATION_SORTS).default('date'),
  order: z.enum(['asc', 'desc']).optional(),
});

/** An amount converted to the base currency, with the rate used and its date (null if no rate). */
export const convertedAmount = z.object({
  amount: z.string(),
  currency: z.string(),
  /** Units of base currency per unit of the quotation's currency, for display. */
  rate: z.string(),
  rateDate: z.string(),
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
