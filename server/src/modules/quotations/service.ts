/**
 * Supplier quotations per requested product (spec 001 §2 'Supplier quotations (per product)', §3, §4,
 * §9; issue 7 §1). Module `demandes`.
 *
 * - 'expired' is never stored: a pending quotation whose 'valid until' date is before today (server
 *   clock, UTC date) reads as expired, in the presented status and in the SQL of the status filter.
 * - Prices are compared in the reader's base currency (user_settings.base_currency) at the current
 *   rates (decision 0009): a quotation whose currency has no rate is never converted at 1, it has no
 *   converted price, does not compete for the best price and sorts last by price.
 * - 'Meilleur Prix' is the lowest converted total among the pending (not expired) and approved
 *   quotations of the product; the average is over the same quotations.
 * - Every write is one transaction with its audit entry.
 */
import type { FastifyRequest } from 'fastify';
import { and, asc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { normalizeSearch } from '@comptoir/core/modules/catalogue';
import type { quotationBody, quotationListQuery } from '@comptoir/core/modules/quotations';
import {
  QUOTATION_ACTIONS,
  QUOTATION_CURRENCIES,
  effectiveQuotationStatus,
  type ConvertedAmount,
  type Quotation,
  type QuotationAction,
  type QuotationDocument,
  type QuotationList,
  type QuotationPatch,
  type QuotationStatus,
} from '@comptoir/core/modules/quotations';
import {
  latestByPair,
  rateStrings,
  resolveRate,
  type CurrencyCode,
  type ResolvedRate,
} from '@comptoir/core/currency';
import {
  compare,
  decimal,
  divideRounded,
  ratio,
  ratioMultiply,
  roundAmount,
  toPlainString,
  toTrimmed,
  type Ratio,
} from '@comptoir/core/money';
import type { z } from 'zod';
import { containing } from '../../db/rows';
import type { Db } from '../../db/client';
import { demandeProducts, quotationDocuments, quotations, suppliers } from '../../db/schema/index';
import type { AuthContext } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { currentRates, getBaseCurrency } from '../currency/service';

export interface ActionContext {
  db: Db;
  request: FastifyRequest;
  auth: AuthContext;
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Db | Tx;

type CreateBody = z.output<typeof quotationBody>;
type ListQuery = z.output<typeof quotationListQuery>;

/** A product's quotations are few; the list answers at most this many (the stats count them all). */
export const MAX_LISTED_QUOTATIONS = 500;

export const quotationNotFound = () => new AppError(404, 'not_found', 'quotations.errors.notFound');
export const productNotFound = () => new AppError(404, 'not_found', 'quotations.errors.productNotFound');
export const documentNotFound = () => new AppError(404, 'not_found', 'quotations.errors.documentNotFound');
const unknownSupplier = () =>
  new AppError(400, 'validation', 'errors.validation', {}, { supplierId: 'quotations.validation.supplier' });

/** Today's date, YYYY-MM-DD, by the server's clock in UTC (as quotes do). */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

/** Label of a status in the caller's language ('En attente'…). */
export const statusLabel = (request: FastifyRequest, status: QuotationStatus) =>
  t(request, `quotations.status.${status}`);

// ---------------------------------------------------------------------------------------------
// Status in SQL

/** Pending and still valid on `today` (valid_until inclusive). */
const stillPending = (today: string): SQL =>
  and(
    eq(quotations.status, 'pending'),
    or(isNull(quotations.validUntil), gte(quotations.validUntil, today)),
  )!;
const expiredSql = (today: string): SQL =>
  and(eq(quotations.status, 'pending'), lt(quotations.validUntil, today))!;
/** The quotations that compete for the best price and the average: pending (not expired) or approved. */
const eligibleSql = (today: string): SQL => or(eq(quotations.status, 'approved'), stillPending(today))!;

function statusWhere(status: QuotationStatus, today: string): SQL {
  if (status === 'pending') return stillPending(today);
  if (status === 'expired') return expiredSql(today);
  return eq(quotations.status, status);
}

// ---------------------------------------------------------------------------------------------
// Conversion

/** What a reader compares prices with: their base currency, the current rates, today. */
export interface Pricing {
  base: CurrencyCode;
  rates: ReturnType<typeof latestByPair>;
  today: string;
}

export async function pricingFor(db: Reader, userId: string): Promise<Pricing> {
  // getBaseCurrency only selects: a transaction serves as well as the database.
  const [base, rates] = await Promise.all([getBaseCurrency(db as Db, userId), currentRates(db)]);
  return { base, rates: latestByPair(rates), today: todayIso() };
}

const rateOf = (pricing: Pricing, currency: string): ResolvedRate | null =>
  resolveRate(pricing.rates, currency, pricing.base);

const exact = (amount: string): Ratio => ratio(decimal(amount));

function converted(pricing: Pricing, total: string, currency: string): ConvertedAmount | null {
  const rate = rateOf(pricing, currency);
  if (!rate) return null;
  return {
    amount: roundAmount(ratioMultiply(exact(total), rate.value)),
    currency: pricing.base,
    rate: rateStrings(rate.value).rate,
    rateDate: rate.rateDate,
    source: rate.source,
  };
}

/** `amount / quantity`, exact, for the unit price. */
const perUnit = (amount: Ratio, quantity: string): Ratio => {
  const q = exact(quantity);
  return { num: amount.num * q.den, den: amount.den * q.num };
};

/**
 * The converted total as a SQL expression (for the price sort): the quotation's total times its
 * currency's exact rate to the base currency, rounded to cents like the API; null without a rate.
 */
function convertedSql(pricing: Pricing): SQL {
  const cases: SQL[] = [];
  for (const currency of QUOTATION_CURRENCIES) {
    const rate = rateOf(pricing, currency);
    if (!rate) continue;
    cases.push(
      sql`when ${currency} then round(${quotations.totalPrice} * ${rate.value.num.toString()}::numeric / ${rate.value.den.toString()}::numeric, 2)`,
    );
  }
  if (cases.length === 0) return sql`null::numeric`;
  return sql`(case ${quotations.currency} ${sql.join(cases, sql` `)} else null end)`;
}

// ---------------------------------------------------------------------------------------------
// Best price and statistics

export interface PriceSummary {
  total: number;
  pending: number;
  bestPrice: { amount: string; currency: string; quotationId: string } | null;
  average: { amount: string; currency: string } | null;
}

interface SummaryRow {
  productId: string;
  currency: string;
  total: number | string;
  pending: number | string;
  eligible: number | string;
  sum: string | null;
  min: string | null;
  bestId: string | null;
  /** When the group's best was entered, epoch seconds (ties across currencies go to the earlier one). */
  bestAt: string | null;
}

/** The product × currency groups of the products' quotations, in one query ('today' decides expiry). */
async function summaryRows(db: Reader, productIds: readonly string[], today: string): Promise<SummaryRow[]> {
  if (productIds.length === 0) return [];
  const eligible = eligibleSql(today);
  return (await db
    .select({
      productId: quotations.requestedProductId,
      currency: quotations.currency,
      total: sql<number>`count(*)::int`,
      pending: sql<number>`(count(*) filter (where ${stillPending(today)}))::int`,
      eligible: sql<number>`(count(*) filter (where ${eligible}))::int`,
      sum: sql<string | null>`(sum(${quotations.totalPrice}) filter (where ${eligible}))::text`,
      min: sql<string | null>`(min(${quotations.totalPrice}) filter (where ${eligible}))::text`,
      bestId: sql<
        string | null
      >`((array_agg(${quotations.id} order by ${quotations.totalPrice} asc, ${quotations.createdAt} asc, ${quotations.id} asc) filter (where ${eligible}))[1])::text`,
      bestAt: sql<
        string | null
      >`((array_agg(extract(epoch from ${quotations.createdAt}) order by ${quotations.totalPrice} asc, ${quotations.createdAt} asc, ${quotations.id} asc) filter (where ${eligible}))[1])::text`,
    })
    .from(quotations)
    .where(inArray(quotations.requestedProductId, [...productIds]))
    .groupBy(quotations.requestedProductId, quotations.currency)
    .orderBy(quotations.requestedProductId, quotations.currency)) as SummaryRow[];
}

/**
 * Counts, best price and average of each product's quotations. Best price: the lowest converted
 * total among the eligible quotations whose currency has a rate (ties: the one entered first); the
 * average is exact over the same quotations, rounded once.
 */
function summarize(
  rows: readonly SummaryRow[],
  productIds: readonly string[],
  pricing: Pricing,
): Map<string, PriceSummary> {
  const out = new Map<string, PriceSummary>();
  const byProduct = new Map<string, SummaryRow[]>();
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  for (const productId of productIds) {
    const groups = byProduct.get(productId) ?? [];
    let best: { amount: string; quotationId: string; at: number } | null = null;
    let sum: Ratio = { num: 0n, den: 1n };
    let counted = 0;
    for (const g of groups) {
      if (Number(g.eligible) === 0 || g.min === null || g.sum === null || g.bestId === null) continue;
      const rate = rateOf(pricing, g.currency);
      if (!rate) continue;
      const lowest = roundAmount(ratioMultiply(exact(g.min), rate.value));
      const at = Number(g.bestAt);
      const order = best ? compare(decimal(lowest), decimal(best.amount)) : -1;
      if (!best || order < 0 || (order === 0 && at < best.at)) {
        best = { amount: lowest, quotationId: g.bestId, at };
      }
      const part = ratioMultiply(exact(g.sum), rate.value);
      sum = { num: sum.num * part.den + part.num * sum.den, den: sum.den * part.den };
      counted += Number(g.eligible);
    }
    out.set(productId, {
      total: groups.reduce((n, g) => n + Number(g.total), 0),
      pending: groups.reduce((n, g) => n + Number(g.pending), 0),
      bestPrice: best ? { amount: best.amount, currency: pricing.base, quotationId: best.quotationId } : null,
      average:
        counted > 0
          ? {
              amount: toPlainString({
                units: divideRounded(sum.num * 100n, sum.den * BigInt(counted)),
                scale: 2,
              }),
              currency: pricing.base,
            }
          : null,
    });
  }
  return out;
}

export async function priceSummaries(
  db: Reader,
  productIds: readonly string[],
  pricing: Pricing,
): Promise<Map<string, PriceSummary>> {
  return summarize(await summaryRows(db, productIds, pricing.today), productIds, pricing);
}

/**
 * The requested products' counters (spec §3: quotationCount, bestPrice) for the demandes module:
 * one grouped query for all the products; the reader's base currency and the current rates are
 * read only when some product has quotations.
 */
export async function quotationCounters(
  db: Reader,
  productIds: readonly string[],
  userId: string,
): Promise<Map<string, { quotationCount: number; bestPrice: { amount: string; currency: string } | null }>> {
  const out = new Map<
    string,
    { quotationCount: number; bestPrice: { amount: string; currency: string } | null }
  >();
  const rows = await summaryRows(db, productIds, todayIso());
  if (rows.length === 0) return out;
  const pricing = await pricingFor(db, userId);
  for (const [productId, s] of summarize(rows, productIds, pricing)) {
    out.set(productId, {
      quotationCount: s.total,
      bestPrice: s.bestPrice ? { amount: s.bestPrice.amount, currency: s.bestPrice.currency } : null,
    });
  }
  return out;
}

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

interface Row {
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

const selectRows = (db: Reader) =>
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

async function documentsOf(db: Reader, ids: readonly string[]): Promise<Map<string, QuotationDocument[]>> {
  const map = new Map<string, QuotationDocument[]>();
  if (ids.length === 0) return map;
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
  for (const d of rows) {
    const list = map.get(d.quotationId) ?? [];
    list.push({
      id: d.id,
      name: d.name,
      type: documentType(d.mime),
      size: d.size,
      uploadDate: iso(d.createdAt),
      url: documentUrl(d.quotationId, d.id),
    });
    map.set(d.quotationId, list);
  }
  return map;
}

/** Trailing zeros off a stored quantity ('2000.000' → '2000'). */
const plainQuantity = (q: string | null) => (q === null ? null : toTrimmed(exact(q), 3));

function present(
  row: Row,
  pricing: Pricing,
  documents: QuotationDocument[],
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
    documents,
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

/** Accented lower-case letters and their plain forms, for translate() (as the demandes search). */
const ACCENTED = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ';
const UNACCENTED = 'aaaaaaceeeeiiiinooooouuuuyy';
const folded = (column: SQL) => sql`translate(lower(${column}), ${ACCENTED}, ${UNACCENTED})`;

function searchWhere(q: string | undefined): SQL | undefined {
  const term = normalizeSearch(q ?? '');
  if (!term) return undefined;
  const pattern = containing(term);
  return or(
    sql`${folded(sql`${quotations.supplierName}`)} like ${pattern}`,
    sql`${folded(sql`${quotations.contactPerson}`)} like ${pattern}`,
    sql`${folded(sql`${quotations.quotationNumber}`)} like ${pattern}`,
    sql`${folded(sql`${quotations.notes}`)} like ${pattern}`,
  );
}

function orderOf(query: ListQuery, pricing: Pricing): SQL[] {
  const newestFirst = [sql`${quotations.createdAt} desc`, sql`${quotations.id} asc`];
  if (query.sort === 'price') {
    const dir = sql.raw(query.order === 'desc' ? 'desc' : 'asc');
    return [sql`${convertedSql(pricing)} ${dir} nulls last`, ...newestFirst];
  }
  if (query.sort === 'supplier') {
    const dir = sql.raw(query.order === 'desc' ? 'desc' : 'asc');
    return [sql`${folded(sql`${quotations.supplierName}`)} ${dir}`, ...newestFirst];
  }
  const dir = sql.raw(query.order === 'asc' ? 'asc' : 'desc');
  return [
    sql`${quotations.submittedDate} ${dir}`,
    sql`${quotations.createdAt} ${dir}`,
    sql`${quotations.id} asc`,
  ];
}

/** 404 unless the requested product exists; its request and quantity text. */
async function requestedProduct(db: Reader, productId: string) {
  const [row] = await db
    .select({
      id: demandeProducts.id,
      demandeId: demandeProducts.demandeId,
      quantity: demandeProducts.quantity,
    })
    .from(demandeProducts)
    .where(eq(demandeProducts.id, productId))
    .limit(1);
  if (!row) throw productNotFound();
  return row;
}

/** GET /api/quotations: the product's quotations searched, filtered and sorted, with its stats. */
export async function listQuotations(db: Db, auth: AuthContext, query: ListQuery): Promise<QuotationList> {
  const [pricing] = await Promise.all([
    pricingFor(db, auth.user.id),
    requestedProduct(db, query.requestedProductId),
  ]);
  const where = and(
    eq(quotations.requestedProductId, query.requestedProductId),
    searchWhere(query.q),
    query.status ? statusWhere(query.status, pricing.today) : undefined,
  );
  const [rows, summaries] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(...orderOf(query, pricing))
      .limit(MAX_LISTED_QUOTATIONS) as Promise<Row[]>,
    priceSummaries(db, [query.requestedProductId], pricing),
  ]);
  const documents = await documentsOf(
    db,
    rows.map((r) => r.id),
  );
  const stats = summaries.get(query.requestedProductId)!;
  return {
    items: rows.map((r) => present(r, pricing, documents.get(r.id) ?? [], stats.bestPrice)),
    baseCurrency: pricing.base,
    stats,
  };
}

async function readOne(db: Db, pricing: Pricing, id: string): Promise<Quotation> {
  const [row] = (await selectRows(db).where(eq(quotations.id, id)).limit(1)) as Row[];
  if (!row) throw quotationNotFound();
  const [documents, summaries] = await Promise.all([
    documentsOf(db, [id]),
    priceSummaries(db, [row.requestedProductId], pricing),
  ]);
  return present(row, pricing, documents.get(id) ?? [], summaries.get(row.requestedProductId)!.bestPrice);
}

export async function getQuotation(db: Db, auth: AuthContext, id: string): Promise<Quotation> {
  return readOne(db, await pricingFor(db, auth.user.id), id);
}

// ---------------------------------------------------------------------------------------------
// Writing

/** The stored row, locked for this transaction; 404 when it does not exist. */
async function lockQuotation(tx: Tx, id: string): Promise<Row> {
  const [locked] = await tx
    .select({ id: quotations.id })
    .from(quotations)
    .where(eq(quotations.id, id))
    .for('update');
  if (!locked) throw quotationNotFound();
  return ((await selectRows(tx).where(eq(quotations.id, id)).limit(1)) as Row[])[0]!;
}

function snapshot(row: Row | CreateBody) {
  return {
    supplierId: row.supplierId ?? null,
    supplierName: row.supplierName,
    contactPerson: row.contactPerson,
    email: row.email,
    phone: row.phone,
    quotationNumber: row.quotationNumber,
    totalPrice: row.totalPrice,
    currency: row.currency,
    quantity: row.quantity ?? null,
    validUntil: row.validUntil ?? null,
    priority: row.priority,
    deliveryTime: row.deliveryTime,
    paymentTerms: row.paymentTerms,
    rating: row.rating ?? null,
    notes: row.notes.slice(0, 500),
  };
}

const labelOf = (q: { supplierName: string; quotationNumber: string }) =>
  q.quotationNumber ? `${q.supplierName} ${q.quotationNumber}` : q.supplierName;

/** 409 unless the quotation is pending today (edits, documents). */
function requireEditable(ctx: ActionContext, row: Row) {
  const status = effectiveQuotationStatus(
    row.status as Exclude<QuotationStatus, 'expired'>,
    row.validUntil,
    todayIso(),
  );
  if (status !== 'pending') {
    throw new AppError(409, 'invalid_state', 'quotations.errors.notEditable', {
      status: statusLabel(ctx.request, status),
    });
  }
}

/**
 * The supplier of a quotation: the given one (400 when unknown), or the supplier of that name
 * (case-insensitive) when it exists, else a new one created on the spot with the contact given.
 * An advisory lock on the name keeps two simultaneous creations from making twins.
 */
async function resolveSupplier(
  ctx: ActionContext,
  tx: Tx,
  input: {
    supplierId?: string | null | undefined;
    supplierName: string;
    contactPerson: string;
    email: string;
    phone: string;
  },
): Promise<string> {
  if (input.supplierId) {
    const [found] = await tx
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(eq(suppliers.id, input.supplierId))
      .limit(1);
    if (!found) throw unknownSupplier();
    return found.id;
  }
  const name = input.supplierName;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`supplier:${name.toLowerCase()}`}))`);
  const [existing] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(sql`lower(${suppliers.name}) = lower(${name})`)
    .orderBy(asc(suppliers.createdAt), asc(suppliers.id))
    .limit(1);
  if (existing) return existing.id;
  const values = {
    name,
    contactName: input.contactPerson || null,
    email: input.email || null,
    phone: input.phone || null,
  };
  const [created] = await tx.insert(suppliers).values(values).returning({ id: suppliers.id });
  await recordAudit(tx, ctx.request, ctx.auth, {
    action: 'supplier.create',
    targetType: 'supplier',
    targetId: created!.id,
    targetLabel: name,
    after: { ...values, from: 'quotation' },
  });
  return created!.id;
}

/**
 * A requested product's quantity text as a number when it plainly is one ('2 000 pièces' → '2000',
 * '500' → '500'); null for anything else ('1,5 t', '10-20', 'selon stock').
 */
export function quantityFromText(text: string): string | null {
  const match = /^\s*(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:\s*\p{L}[\p{L}\s.]*)?$/u.exec(text);
  if (!match) return null;
  const digits = match[1]!.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits === '0' || digits.length > 13) return null;
  return digits;
}

/** What an extraction gives the new quotation: its file and its confidence. */
export interface ClaimedFile {
  storageKey: string;
  fileName: string;
  mime: string;
  size: number;
  confidence: number | null;
}

/** POST /api/quotations. Returns the new quotation's id (read by the caller after commit). */
export async function createQuotation(
  ctx: ActionContext,
  body: CreateBody,
  claim?: (tx: Tx) => Promise<ClaimedFile>,
): Promise<{ id: string; demandeId: string }> {
  return ctx.db.transaction(async (tx) => {
    const product = await requestedProduct(tx, body.requestedProductId);
    const supplierId = await resolveSupplier(ctx, tx, body);
    const quantity = body.quantity === undefined ? quantityFromText(product.quantity) : body.quantity;
    const file = claim ? await claim(tx) : null;
    const [inserted] = await tx
      .insert(quotations)
      .values({
        requestedProductId: product.id,
        supplierId,
        supplierName: body.supplierName,
        contactPerson: body.contactPerson,
        email: body.email,
        phone: body.phone,
        quotationNumber: body.quotationNumber,
        totalPrice: body.totalPrice,
        currency: body.currency,
        quantity,
        validUntil: body.validUntil ?? null,
        status: 'pending',
        priority: body.priority,
        submittedDate: todayIso(),
        deliveryTime: body.deliveryTime,
        paymentTerms: body.paymentTerms,
        rating: body.rating ?? null,
        notes: body.notes,
        extractedByAi: file !== null,
        aiConfidence: file?.confidence ?? null,
        extractionJobId: file ? (body.extractionJobId ?? null) : null,
        createdBy: ctx.auth.user.id,
      })
      .returning({ id: quotations.id });
    const id = inserted!.id;
    if (file) {
      await tx.insert(quotationDocuments).values({
        quotationId: id,
        name: file.fileName,
        mime: file.mime,
        size: file.size,
        storageKey: file.storageKey,
        uploadedBy: ctx.auth.user.id,
      });
    }
    await recordAudit(tx, ctx.request, ctx.auth, {
      action: 'quotation.create',
      targetType: 'quotation',
      targetId: id,
      targetLabel: labelOf(body),
      after: {
        ...snapshot({ ...body, supplierId, quantity }),
        requestedProductId: product.id,
        ...(file ? { extractionJobId: body.extractionJobId, document: file.fileName } : {}),
      },
    });
    return { id, demandeId: product.demandeId };
  });
}

/** PATCH /api/quotations/:id: pending quotations only (409 otherwise). */
export async function updateQuotation(
  ctx: ActionContext,
  id: string,
  patch: QuotationPatch,
): Promise<{ id: string; demandeId: string }> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockQuotation(tx, id);
    requireEditable(ctx, before);
    const set: Partial<typeof quotations.$inferInsert> = {};
    for (const key of [
      'supplierName',
      'contactPerson',
      'email',
      'phone',
      'quotationNumber',
      'totalPrice',
      'currency',
      'quantity',
      'validUntil',
      'priority',
      'deliveryTime',
      'paymentTerms',
      'rating',
      'notes',
    ] as const) {
      if (patch[key] !== undefined) (set as Record<string, unknown>)[key] = patch[key];
    }
    // The supplier follows the form: the one chosen, or the one the (new) name designates.
    const supplierChanged =
      patch.supplierId !== undefined ||
      (patch.supplierName !== undefined && patch.supplierName !== before.supplierName);
    if (supplierChanged) {
      set.supplierId = await resolveSupplier(ctx, tx, {
        supplierId: patch.supplierId,
        supplierName: patch.supplierName ?? before.supplierName,
        contactPerson: patch.contactPerson ?? before.contactPerson,
        email: patch.email ?? before.email,
        phone: patch.phone ?? before.phone,
      });
    }
    if (Object.keys(set).length > 0) {
      await tx
        .update(quotations)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(quotations.id, id));
      const after = ((await selectRows(tx).where(eq(quotations.id, id)).limit(1)) as Row[])[0]!;
      await recordAudit(tx, ctx.request, ctx.auth, {
        action: 'quotation.update',
        targetType: 'quotation',
        targetId: id,
        targetLabel: labelOf(after),
        before: snapshot(before),
        after: snapshot(after),
      });
    }
    return { id, demandeId: before.demandeId };
  });
}

/** approve / reject (spec §4): pending only; approved, rejected and expired answer 409. */
export async function applyQuotationAction(
  ctx: ActionContext,
  id: string,
  action: QuotationAction,
): Promise<{ id: string; demandeId: string }> {
  const rule = QUOTATION_ACTIONS[action];
  return ctx.db.transaction(async (tx) => {
    const before = await lockQuotation(tx, id);
    const today = todayIso();
    const from = effectiveQuotationStatus(
      before.status as Exclude<QuotationStatus, 'expired'>,
      before.validUntil,
      today,
    );
    const verb = t(ctx.request, `quotations.actions.${action}`);
    if (from === 'expired') {
      const [y, m, d] = before.validUntil!.split('-');
      throw new AppError(409, 'invalid_transition', 'quotations.errors.expired', {
        action: verb,
        date: `${d}/${m}/${y}`,
      });
    }
    if (!(rule.from as readonly QuotationStatus[]).includes(from)) {
      throw new AppError(409, 'invalid_transition', 'quotations.errors.transition', {
        action: verb,
        status: statusLabel(ctx.request, from),
      });
    }
    await tx
      .update(quotations)
      .set({ status: rule.to, decidedAt: new Date(), decidedBy: ctx.auth.user.id, updatedAt: new Date() })
      .where(eq(quotations.id, id));
    await recordAudit(tx, ctx.request, ctx.auth, {
      action: `quotation.${action}`,
      targetType: 'quotation',
      targetId: id,
      targetLabel: labelOf(before),
      before: { status: from },
      after: { status: rule.to },
    });
    return { id, demandeId: before.demandeId };
  });
}

/** DELETE /api/quotations/:id; returns its documents' storage keys for the caller to remove. */
export async function deleteQuotation(
  ctx: ActionContext,
  id: string,
): Promise<{ keys: string[]; demandeId: string }> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockQuotation(tx, id);
    const files = await tx
      .select({ key: quotationDocuments.storageKey, name: quotationDocuments.name })
      .from(quotationDocuments)
      .where(eq(quotationDocuments.quotationId, id));
    await tx.delete(quotations).where(eq(quotations.id, id));
    await recordAudit(tx, ctx.request, ctx.auth, {
      action: 'quotation.delete',
      targetType: 'quotation',
      targetId: id,
      targetLabel: labelOf(before),
      before: { ...snapshot(before), status: before.status, documents: files.map((f) => f.name) },
    });
    return { keys: files.map((f) => f.key), demandeId: before.demandeId };
  });
}

// ---------------------------------------------------------------------------------------------
// Documents

/** 404 unless the quotation exists, 409 unless it is pending (checked before reading an upload). */
export async function checkEditable(ctx: ActionContext, id: string): Promise<void> {
  const [row] = (await selectRows(ctx.db).where(eq(quotations.id, id)).limit(1)) as Row[];
  if (!row) throw quotationNotFound();
  requireEditable(ctx, row);
}

export interface StoredDocument {
  name: string;
  mime: string;
  size: number;
  storageKey: string;
}

export async function addQuotationDocument(
  ctx: ActionContext,
  id: string,
  file: StoredDocument,
): Promise<{ id: string; demandeId: string }> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockQuotation(tx, id);
    requireEditable(ctx, before);
    await tx.insert(quotationDocuments).values({ quotationId: id, ...file, uploadedBy: ctx.auth.user.id });
    await tx.update(quotations).set({ updatedAt: new Date() }).where(eq(quotations.id, id));
    await recordAudit(tx, ctx.request, ctx.auth, {
      action: 'quotation.document_add',
      targetType: 'quotation',
      targetId: id,
      targetLabel: labelOf(before),
      after: { name: file.name, mime: file.mime, size: file.size },
    });
    return { id, demandeId: before.demandeId };
  });
}

export async function getQuotationDocument(db: Db, id: string, documentId: string) {
  const [row] = await db
    .select({
      name: quotationDocuments.name,
      mime: quotationDocuments.mime,
      storageKey: quotationDocuments.storageKey,
    })
    .from(quotationDocuments)
    .where(and(eq(quotationDocuments.id, documentId), eq(quotationDocuments.quotationId, id)))
    .limit(1);
  if (!row) throw documentNotFound();
  return { ...row, kind: row.mime.startsWith('image/') ? 'image' : 'document' };
}

/** Removes one document (pending quotations only); returns the storage key to delete. */
export async function deleteQuotationDocument(
  ctx: ActionContext,
  id: string,
  documentId: string,
): Promise<{ key: string; demandeId: string }> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockQuotation(tx, id);
    requireEditable(ctx, before);
    const [file] = await tx
      .delete(quotationDocuments)
      .where(and(eq(quotationDocuments.id, documentId), eq(quotationDocuments.quotationId, id)))
      .returning({ key: quotationDocuments.storageKey, name: quotationDocuments.name });
    if (!file) throw documentNotFound();
    await tx.update(quotations).set({ updatedAt: new Date() }).where(eq(quotations.id, id));
    await recordAudit(tx, ctx.request, ctx.auth, {
      action: 'quotation.document_delete',
      targetType: 'quotation',
      targetId: id,
      targetLabel: labelOf(before),
      before: { name: file.name },
    });
    return { key: file.key, demandeId: before.demandeId };
  });
}
