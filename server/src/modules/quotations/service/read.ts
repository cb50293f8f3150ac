import { asc, eq, inArray } from 'drizzle-orm';
import {
  effectiveQuotationStatus,
  lineUnitPriceString,
  type Quotation,
  type QuotationDocument,
  type QuotationLine,
  type QuotationStatus,
} from '@comptoir/core/modules/quotations';
import { compare, decimal, ratioMultiply, roundAmount, toTrimmed } from '@comptoir/core/money';
import type { Db } from '../../../db/client';
import { demandeProducts, quotationDocuments, quotationLines, quotations } from '../../../db/schema/index';
import type { AuthContext } from '../../../platform/access';
import { groupBy } from '../../../platform/service';
import { type Pricing, converted, exact, perUnit, pricingFor, rateOf } from './pricing';
import { type Reader, iso, quotationNotFound } from './shared';
import { type PriceSummary, priceSummaries } from './summary';

// ---------------------------------------------------------------------------------------------
// Reading

const columns = {
  id: quotations.id,
  requestedProductId: quotations.requestedProductId,
  demandeId: demandeProducts.demandeId,
  supplierId: quotations.supplierId,
  supplierName: quotations.supplierName,
  contactPerson: quotations.contactPerson,
  email: quotations.email,
  phone: quotations.phone,
  quotationNumber: quotations.quotationNumber,
  totalPrice: quotations.totalPrice,
  currency: quotations.currency,
  quantity: quotations.quantity,
  validUntil: quotations.validUntil,
  status: quotations.status,
  priority: quotations.priority,
  submittedDate: quotations.submittedDate,
  deliveryTime: quotations.deliveryTime,
  paymentTerms: quotations.paymentTerms,
  rating: quotations.rating,
  notes: quotations.notes,
  extractedByAi: quotations.extractedByAi,
  aiConfidence: quotations.aiConfidence,
  createdAt: quotations.createdAt,
  updatedAt: quotations.updatedAt,
};

export interface Row {
  id: string;
  requestedProductId: string;
  demandeId: string;
  supplierId: string | null;
  supplierName: string;
  contactPerson: string;
  email: string;
  phone: string;
  quotationNumber: string;
  totalPrice: string;
  currency: string;
  quantity: string | null;
  validUntil: string | null;
  status: string;
  priority: string;
  submittedDate: string;
  deliveryTime: string;
  paymentTerms: string;
  rating: number | null;
  notes: string;
  extractedByAi: boolean;
  aiConfidence: number | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export const selectRows = (db: Reader) =>
  db
    .select(columns)
    .from(quotations)
    .innerJoin(demandeProducts, eq(demandeProducts.id, quotations.requestedProductId));

export const documentUrl = (quotationId: string, documentId: string) =>
  `/api/quotations/${quotationId}/documents/${documentId}`;

/** spec §3 documents.type, from the checked type. */
export function documentType(mime: string): string {
  if (mime === 'application/pdf') return 'pdf';
  if (mime.startsWith('image/')) return 'image';
  if (mime === 'application/vnd.ms-excel' || mime.includes('spreadsheetml')) return 'excel';
  return 'other';
}

export async function documentsOf(
  db: Reader,
  ids: readonly string[],
): Promise<Map<string, QuotationDocument[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: quotationDocuments.id,
      quotationId: quotationDocuments.quotationId,
      name: quotationDocuments.name,
      mime: quotationDocuments.mime,
      size: quotationDocuments.size,
      createdAt: quotationDocuments.createdAt,
    })
    .from(quotationDocuments)
    .where(inArray(quotationDocuments.quotationId, [...ids]))
    .orderBy(asc(quotationDocuments.createdAt), asc(quotationDocuments.id));
  return groupBy(
    rows,
    (d) => d.quotationId,
    (d): QuotationDocument => ({
      id: d.id,
      name: d.name,
      type: documentType(d.mime),
      size: d.size,
      uploadDate: iso(d.createdAt),
      url: documentUrl(d.quotationId, d.id),
    }),
  );
}

/** Trailing zeros off a stored quantity ('2000.000' → '2000'). */
const plainQuantity = (q: string | null) => (q === null ? null : toTrimmed(exact(q), 3));

/** The stored lines of these quotations, in order, by quotation id (amounts not converted yet). */
export async function linesOf(
  db: Reader,
  ids: readonly string[],
): Promise<Map<string, Omit<QuotationLine, 'convertedUnitPrice'>[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(quotationLines)
    .where(inArray(quotationLines.quotationId, [...ids]))
    .orderBy(asc(quotationLines.quotationId), asc(quotationLines.position));
  return groupBy(
    rows,
    (l) => l.quotationId,
    (l): Omit<QuotationLine, 'convertedUnitPrice'> => ({
      id: l.id,
      position: l.position,
      productId: l.productId,
      requestedProductId: l.requestedProductId,
      name: l.name,
      description: l.description,
      quantity: plainQuantity(l.quantity),
      unit: l.unit,
      unitPrice: l.unitPrice === null ? null : lineUnitPriceString(exact(l.unitPrice)),
      total: l.total === null ? null : roundAmount(l.total),
      specifications: l.specifications,
    }),
  );
}

/** What `present` needs besides the row: its documents and its stored lines. */
export interface Attached {
  documents: Map<string, QuotationDocument[]>;
  lines: Map<string, Omit<QuotationLine, 'convertedUnitPrice'>[]>;
}

export async function attachedOf(db: Reader, ids: readonly string[]): Promise<Attached> {
  const [documents, lines] = await Promise.all([documentsOf(db, ids), linesOf(db, ids)]);
  return { documents, lines };
}

export function present(
  row: Row,
  pricing: Pricing,
  attached: Attached,
  best: PriceSummary['bestPrice'],
): Quotation {
  const status = effectiveQuotationStatus(
    row.status as Exclude<QuotationStatus, 'expired'>,
    row.validUntil,
    pricing.today,
  );
  const total = roundAmount(row.totalPrice);
  const quantity = plainQuantity(row.quantity);
  const conv = converted(pricing, total, row.currency);
  const rate = conv ? rateOf(pricing, row.currency) : null;
  const eligible = status === 'pending' || status === 'approved';
  return {
    id: row.id,
    requestedProductId: row.requestedProductId,
    demandeId: row.demandeId,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    contactPerson: row.contactPerson,
    email: row.email,
    phone: row.phone,
    quotationNumber: row.quotationNumber,
    totalPrice: total,
    currency: row.currency as Quotation['currency'],
    quantity,
    unitPrice: quantity ? roundAmount(perUnit(exact(total), quantity)) : null,
    validUntil: row.validUntil,
    status,
    priority: row.priority as Quotation['priority'],
    submittedDate: row.submittedDate,
    deliveryTime: row.deliveryTime,
    paymentTerms: row.paymentTerms,
    rating: row.rating,
    notes: row.notes,
    documents: attached.documents.get(row.id) ?? [],
    // The lines' prices are in the quotation's currency; converted at the same rate as its total.
    lines: (attached.lines.get(row.id) ?? []).map((line) => ({
      ...line,
      convertedUnitPrice:
        rate && line.unitPrice !== null
          ? lineUnitPriceString(ratioMultiply(exact(line.unitPrice), rate.value))
          : null,
    })),
    extractedByAI: row.extractedByAi,
    aiConfidence: row.aiConfidence,
    converted: conv,
    convertedUnitPrice:
      rate && quantity ? roundAmount(perUnit(ratioMultiply(exact(total), rate.value), quantity)) : null,
    isBestPrice:
      eligible && conv !== null && best !== null && compare(decimal(conv.amount), decimal(best.amount)) === 0,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

async function readOne(db: Db, pricing: Pricing, id: string): Promise<Quotation> {
  const [row] = (await selectRows(db).where(eq(quotations.id, id)).limit(1)) as Row[];
  if (!row) throw quotationNotFound();
  const [attached, summaries] = await Promise.all([
    attachedOf(db, [id]),
    priceSummaries(db, [row.requestedProductId], pricing),
  ]);
  return present(row, pricing, attached, summaries.get(row.requestedProductId)!.bestPrice);
}

export async function getQuotation(db: Db, auth: AuthContext, id: string): Promise<Quotation> {
  return readOne(db, await pricingFor(db, auth.user.id), id);
}
