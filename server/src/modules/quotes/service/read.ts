import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Quote, QuoteDetail, QuoteStatus } from '@comptoir/core/modules/sales';
import type { Db } from '../../../db/client';
import { clients, companies, orders, quoteItems, quotes } from '../../../db/schema/index';
import { companyScope, type AuthContext } from '../../../platform/access';
import { notFound } from '../../../platform/errors';
import { latestMail } from '../../../platform/mail-outbox';
import { clientRefColumns, presentClient, type ClientRefRow } from '../../sales/clients';
import { todayIso } from '../../sales/numbering';
import { demoRecordOf, pick, iso, type Runner } from '../../../platform/service';
import { canonicalRate } from '@comptoir/core/line-amounts';
import { presentLine, vatOfLines } from '../../sales/lines';
import { presentTotals, type DocumentTotalsRow } from '../../sales/totals';

// ---------------------------------------------------------------------------------------------
// Reading

/** Flips draft and sent quotes past their validity date to 'expired' (all of them, or one). */
export async function expireQuotes(db: Runner, id?: string): Promise<void> {
  await db
    .update(quotes)
    .set({ status: 'expired', updatedAt: new Date() })
    .where(
      and(
        inArray(quotes.status, ['draft', 'sent']),
        lt(quotes.validUntil, todayIso()),
        id ? eq(quotes.id, id) : undefined,
      ),
    );
}

/** The status as of today, whatever the stored one says. */
export function effectiveStatus(status: string, validUntil: string, today = todayIso()): QuoteStatus {
  if ((status === 'draft' || status === 'sent') && validUntil < today) return 'expired';
  return status as QuoteStatus;
}

const columns = {
  ...pick(quotes, [
    'id',
    'number',
    'title',
    'status',
    'validUntil',
    'currency',
    'taxRate',
    'subtotal',
    'discountAmount',
    'taxAmount',
    'totalAmount',
    'notes',
    'terms',
    'paymentTerms',
    'sentAt',
    'acceptedAt',
    'rejectedAt',
    'isDemo',
    'createdAt',
    'updatedAt',
  ]),
  ...clientRefColumns,
  companyId: quotes.companyId,
  companyName: companies.name,
};

export interface QuoteRow extends ClientRefRow, DocumentTotalsRow {
  id: string;
  number: string;
  title: string;
  status: string;
  validUntil: string;
  taxRate: string;
  notes: string | null;
  terms: string | null;
  paymentTerms: string;
  sentAt: Date | string | null;
  acceptedAt: Date | string | null;
  rejectedAt: Date | string | null;
  isDemo: boolean;
  createdAt: Date | string;
  updatedAt: Date | string;
  orderId: string | null;
}

export function present(row: QuoteRow): Quote {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    client: presentClient(row),
    status: effectiveStatus(row.status, row.validUntil),
    validUntil: row.validUntil,
    currency: row.currency,
    taxRate: canonicalRate(row.taxRate),
    ...presentTotals(row),
    notes: row.notes,
    terms: row.terms,
    paymentTerms: row.paymentTerms,
    sentAt: row.sentAt ? iso(row.sentAt) : null,
    acceptedAt: row.acceptedAt ? iso(row.acceptedAt) : null,
    rejectedAt: row.rejectedAt ? iso(row.rejectedAt) : null,
    orderId: row.orderId,
    ...demoRecordOf(row),
  };
}

export function baseSelect(db: Runner) {
  return db
    .select(columns)
    .from(quotes)
    .innerJoin(clients, eq(clients.id, quotes.clientId))
    .innerJoin(companies, eq(companies.id, quotes.companyId));
}

/**
 * The order each quote was converted into, in one query for a whole page (orders.quote_id has no
 * index: one scan per page rather than one per row).
 */
export async function withOrderIds(db: Runner, rows: Omit<QuoteRow, 'orderId'>[]): Promise<QuoteRow[]> {
  if (rows.length === 0) return [];
  const found = await db
    .select({ id: orders.id, quoteId: orders.quoteId })
    .from(orders)
    .where(
      inArray(
        orders.quoteId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orders.createdAt));
  return rows.map((r) => ({ ...r, orderId: found.find((o) => o.quoteId === r.id)?.id ?? null }));
}

export async function readRow(db: Runner, auth: AuthContext, id: string): Promise<QuoteRow | undefined> {
  const [row] = await baseSelect(db)
    .where(and(eq(quotes.id, id), companyScope(auth, quotes.companyId)))
    .limit(1);
  return row ? (await withOrderIds(db, [row as Omit<QuoteRow, 'orderId'>]))[0] : undefined;
}

export async function readDetail(
  db: Runner,
  auth: AuthContext,
  id: string,
): Promise<QuoteDetail | undefined> {
  // The e-mail first: once it reads 'sent', the quote read after it shows what its sending
  // recorded (both were committed together), never the quote as it was before.
  const mail = await latestMail(db, id, ['quote']);
  const row = await readRow(db, auth, id);
  if (!row) return undefined;
  const items = await db
    .select()
    .from(quoteItems)
    .where(eq(quoteItems.quoteId, id))
    .orderBy(asc(quoteItems.position));
  return {
    ...present(row),
    mail,
    items: items.map((i) =>
      presentLine({
        ...pick(i, ['id', 'productId', 'productName', 'description', 'imageUrl']),
        ...pick(i, ['quantity', 'unitPrice', 'discount', 'taxRate', 'totalPrice']),
      }),
    ),
    vat: vatOfLines(items),
  };
}

/** One quote the user may see, with its lines; 404 otherwise. */
export async function getQuote(db: Db, auth: AuthContext, id: string): Promise<QuoteDetail> {
  await expireQuotes(db, id);
  const detail = await readDetail(db, auth, id);
  if (!detail) throw notFound();
  return detail;
}
