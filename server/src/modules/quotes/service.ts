/**
 * Quotes (spec 001 §2 Quotes, §3 Quote and quote item, §4, §5 Quote): company-scoped list with
 * counters, creation and edits of drafts with their lines in one transaction (number
 * DEV-{year}-{NNN} from the counter row, totals by quoteTotals, never the client's), the
 * send / accept / reject actions, duplication, conversion into an order, the PDF.
 *
 * Expiry: a draft or sent quote whose validity date (valid_until, inclusive) is before today is
 * expired. The stored status is flipped in SQL before every read, list and action, and the
 * presented status is computed from the date as well, so no reader ever sees a stale 'sent'.
 * The flip is system housekeeping: it is not audited as a user's action.
 */
import { and, asc, count, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  QUOTE_ACTIONS,
  quoteTotals,
  type ListQuotesQuery,
  type ListQuotesResponse,
  type LinePrice,
  type OrderDetail,
  type Quote,
  type QuoteAction,
  type QuoteBody,
  type QuoteDetail,
  type QuoteItemBody,
  type QuotePatch,
  type QuoteStatus,
} from '@comptoir/core/modules/sales';
import { translate } from '@comptoir/core/i18n/index';
import type { Db } from '../../db/client';
import { clients, companies, orders, products, quoteItems, quotes } from '../../db/schema/index';
import { companyScope, type AuthContext } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import { AppError, notFound, validationFailed } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { escapeHtml, type Mailer } from '../../platform/mail';
import { frenchDate, frenchQuantity, pdfMoney, renderPdf, type PdfDocumentSpec } from '../../platform/pdf';
import { resolvePrice } from '../pricelist/service';
import {
  addDays,
  amountString,
  checkAmounts,
  checkProducts,
  clientRefColumns,
  documentListOrder,
  documentPageIds,
  lockDocument,
  documentListWhere,
  findClient,
  iso,
  nextDocumentNumber,
  presentClient,
  quoteSearchText,
  readIssuer,
  requireClient,
  stateConflict,
  todayIso,
  type ActionContext,
  type ClientInfo,
  type ClientRefRow,
  type Runner,
  type Tx,
} from '../orders/documents';
import { insertOrder, partyLines, readOrderDetail, sumInCurrency } from '../orders/service';

/** Validity given to a duplicate of a quote whose date has passed. */
export const DUPLICATE_VALIDITY_DAYS = 30;

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
  id: quotes.id,
  number: quotes.number,
  title: quotes.title,
  status: quotes.status,
  validUntil: quotes.validUntil,
  currency: quotes.currency,
  taxRate: quotes.taxRate,
  subtotal: quotes.subtotal,
  discountAmount: quotes.discountAmount,
  taxAmount: quotes.taxAmount,
  totalAmount: quotes.totalAmount,
  notes: quotes.notes,
  terms: quotes.terms,
  paymentTerms: quotes.paymentTerms,
  sentAt: quotes.sentAt,
  acceptedAt: quotes.acceptedAt,
  rejectedAt: quotes.rejectedAt,
  isDemo: quotes.isDemo,
  createdAt: quotes.createdAt,
  updatedAt: quotes.updatedAt,
  ...clientRefColumns,
  companyId: quotes.companyId,
  companyName: companies.name,
};

interface QuoteRow extends ClientRefRow {
  id: string;
  number: string;
  title: string;
  status: string;
  validUntil: string;
  currency: string;
  taxRate: number;
  subtotal: string;
  discountAmount: string;
  taxAmount: string;
  totalAmount: string;
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

function present(row: QuoteRow): Quote {
  const money = (v: string) => ({ amount: amountString(v), currency: row.currency });
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    client: presentClient(row),
    status: effectiveStatus(row.status, row.validUntil),
    validUntil: row.validUntil,
    currency: row.currency,
    taxRate: Number(row.taxRate),
    subtotal: money(row.subtotal),
    discountAmount: money(row.discountAmount),
    taxAmount: money(row.taxAmount),
    totalAmount: money(row.totalAmount),
    notes: row.notes,
    terms: row.terms,
    paymentTerms: row.paymentTerms,
    sentAt: row.sentAt ? iso(row.sentAt) : null,
    acceptedAt: row.acceptedAt ? iso(row.acceptedAt) : null,
    rejectedAt: row.rejectedAt ? iso(row.rejectedAt) : null,
    orderId: row.orderId,
    isDemo: Boolean(row.isDemo),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

function baseSelect(db: Runner) {
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
async function withOrderIds(db: Runner, rows: Omit<QuoteRow, 'orderId'>[]): Promise<QuoteRow[]> {
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

async function readRow(db: Runner, auth: AuthContext, id: string): Promise<QuoteRow | undefined> {
  const [row] = await baseSelect(db)
    .where(and(eq(quotes.id, id), companyScope(auth, quotes.companyId)))
    .limit(1);
  return row ? (await withOrderIds(db, [row as Omit<QuoteRow, 'orderId'>]))[0] : undefined;
}

async function readDetail(db: Runner, auth: AuthContext, id: string): Promise<QuoteDetail | undefined> {
  const row = await readRow(db, auth, id);
  if (!row) return undefined;
  const items = await db
    .select()
    .from(quoteItems)
    .where(eq(quoteItems.quoteId, id))
    .orderBy(asc(quoteItems.position));
  return {
    ...present(row),
    items: items.map((i) => ({
      id: i.id,
      productId: i.productId,
      productName: i.productName,
      description: i.description,
      quantity: Number(i.quantity),
      unitPrice: amountString(i.unitPrice),
      discount: trimPercent(i.discount),
      totalPrice: amountString(i.totalPrice),
      imageUrl: i.imageUrl,
    })),
  };
}

/** '10.00' → '10', '12.50' → '12.5'. */
function trimPercent(value: string): string {
  const s = String(value);
  return s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s;
}

/** One quote the user may see, with its lines; 404 otherwise. */
export async function getQuote(db: Db, auth: AuthContext, id: string): Promise<QuoteDetail> {
  await expireQuotes(db, id);
  const detail = await readDetail(db, auth, id);
  if (!detail) throw notFound();
  return detail;
}

function listWhere(auth: AuthContext, query: ListQuotesQuery, withFilters: boolean): SQL | undefined {
  return documentListWhere(auth, quotes, query, withFilters);
}

function listOrder(query: ListQuotesQuery): SQL[] {
  const key = {
    createdAt: sql`${quotes.createdAt}`,
    number: sql`${quotes.number}`,
    validUntil: sql`${quotes.validUntil}`,
    totalAmount: sql`${quotes.totalAmount}`,
    clientName: sql`lower(${clients.name})`,
  }[query.sort];
  return documentListOrder(quotes, key, query.order);
}

/** One page of the list: its ids first (documentPageIds), then only those rows joined. */
function pageRows(db: Db, where: SQL | undefined, query: ListQuotesQuery) {
  const page = documentPageIds(db, quotes, where, listOrder(query), query);
  return baseSelect(db)
    .where(inArray(quotes.id, page))
    .orderBy(...listOrder(query));
}

export async function listQuotes(
  db: Db,
  auth: AuthContext,
  query: ListQuotesQuery,
): Promise<ListQuotesResponse> {
  await expireQuotes(db);
  const where = listWhere(auth, query, true);
  const scope = listWhere(auth, query, false);
  const [rows, [total], [counts], sums] = await Promise.all([
    pageRows(db, where, query),
    db.select({ n: count() }).from(quotes).where(where),
    db
      .select({
        total: count(),
        sent: sql<number>`count(*) filter (where ${quotes.status} = 'sent')`,
        accepted: sql<number>`count(*) filter (where ${quotes.status} = 'accepted')`,
      })
      .from(quotes)
      .where(scope),
    db
      .select({ currency: quotes.currency, amount: sql<string>`sum(${quotes.totalAmount})::text` })
      .from(quotes)
      .where(scope)
      .groupBy(quotes.currency),
  ]);
  return {
    items: (await withOrderIds(db, rows as Omit<QuoteRow, 'orderId'>[])).map(present),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    counters: {
      total: Number(counts?.total ?? 0),
      sent: Number(counts?.sent ?? 0),
      accepted: Number(counts?.accepted ?? 0),
      totalValueEur: await sumInCurrency(db, sums, 'EUR'),
    },
  };
}

/**
 * The unit price a quote line starts from: the client's zone price applying today (price list),
 * else the product's own price, with its currency.
 */
export async function linePrice(
  db: Db,
  auth: AuthContext,
  productId: string,
  clientId: string,
): Promise<LinePrice> {
  const client = await findClient(db, auth, clientId);
  if (!client) throw notFound();
  const [product] = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      price: products.price,
      currency: products.currency,
      thumbnailKey: products.thumbnailKey,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product) throw new AppError(404, 'not_found', 'quotes.errors.productUnknown');
  const imageUrl = product.thumbnailKey
    ? `/api/products/${product.id}/thumbnail?v=${new Date(product.updatedAt).getTime()}`
    : null;
  const base = {
    productName: product.name,
    description: product.description ?? '',
    imageUrl,
    zone: client.zone,
  };
  if (client.zone) {
    const resolved = await resolvePrice(db, productId, client.zone, todayIso());
    return {
      ...base,
      price: { amount: amountString(resolved.price.amount), currency: resolved.price.currency },
      source: resolved.source,
    };
  }
  return {
    ...base,
    price: { amount: amountString(product.price), currency: product.currency },
    source: 'base',
  };
}

// ---------------------------------------------------------------------------------------------
// Writing

interface QuoteContent {
  title: string;
  client: ClientInfo;
  validUntil: string;
  taxRate: number;
  currency: string;
  paymentTerms: string;
  notes: string | null;
  terms: string | null;
  items: readonly QuoteItemBody[];
}

function snapshot(row: QuoteRow) {
  return {
    number: row.number,
    title: row.title,
    client: row.clientName,
    status: row.status,
    validUntil: row.validUntil,
    currency: row.currency,
    taxRate: row.taxRate,
    totalAmount: amountString(row.totalAmount),
  };
}

/** Totals (never the client's), checked to fit the columns, and the lines' product images. */
async function prepare(tx: Runner, content: QuoteContent) {
  const images = await checkProducts(tx, content.items, 'quotes.errors.productUnknown');
  const totals = quoteTotals(content.items, content.taxRate);
  checkAmounts(
    totals.lines,
    [totals.subtotal, totals.discountAmount, totals.taxAmount, totals.totalAmount],
    'quotes.errors.amountTooLarge',
  );
  return { images, totals };
}

async function writeItems(
  tx: Tx,
  quoteId: string,
  items: readonly QuoteItemBody[],
  lines: readonly string[],
  images: Map<string, { imageUrl: string | null }>,
) {
  await tx.insert(quoteItems).values(
    items.map((item, position) => ({
      quoteId,
      position,
      productId: item.productId,
      productName: item.productName,
      description: item.description,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      discount: item.discount,
      totalPrice: lines[position]!,
      imageUrl: item.productId ? (images.get(item.productId)?.imageUrl ?? null) : null,
    })),
  );
}

/** Inserts a quote (draft) with its lines inside the caller's transaction; returns its id. */
async function insertQuote(
  tx: Tx,
  auth: AuthContext | null,
  content: QuoteContent,
  options: { at?: Date; isDemo?: boolean } = {},
): Promise<{ id: string; number: string }> {
  const { images, totals } = await prepare(tx, content);
  const at = options.at ?? new Date();
  const number = await nextDocumentNumber(tx, 'DEV', at);
  const [inserted] = await tx
    .insert(quotes)
    .values({
      number,
      title: content.title,
      clientId: content.client.id,
      companyId: content.client.companyId,
      status: 'draft',
      validUntil: content.validUntil,
      currency: content.currency,
      taxRate: content.taxRate,
      subtotal: totals.subtotal,
      discountAmount: totals.discountAmount,
      taxAmount: totals.taxAmount,
      totalAmount: totals.totalAmount,
      notes: content.notes,
      terms: content.terms,
      paymentTerms: content.paymentTerms,
      searchText: quoteSearchText({
        number,
        title: content.title,
        clientName: content.client.name,
        companyName: content.client.companyName,
      }),
      isDemo: options.isDemo ?? false,
      createdBy: auth?.user.id ?? null,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: quotes.id });
  await writeItems(tx, inserted!.id, content.items, totals.lines, images);
  return { id: inserted!.id, number };
}

const validUntilPast = () => validationFailed({ validUntil: 'quotes.errors.validUntilPast' });

export async function createQuote(ctx: ActionContext, body: QuoteBody): Promise<QuoteDetail> {
  if (body.validUntil < todayIso()) throw validUntilPast();
  return ctx.db.transaction(async (tx) => {
    const client = await requireClient(tx, ctx.auth, body.clientId, 'quotes.errors.clientUnknown');
    const { id } = await insertQuote(tx, ctx.auth, { ...body, client });
    const row = (await readRow(tx, ctx.auth, id))!;
    await recordAudit(tx, ctx.request, ctx.auth, {
      action: 'quote.create',
      targetType: 'quote',
      targetId: id,
      targetLabel: row.number,
      after: { ...snapshot(row), lines: body.items.length },
    });
    return (await readDetail(tx, ctx.auth, id))!;
  });
}

const statusLabel = (request: FastifyRequest, status: string) => t(request, `quotes.status.${status}`);

/**
 * Locks a quote the user may see for this transaction (404 otherwise), expiring it first when its
 * date has passed, so that the checks that follow see today's status.
 */
async function lockQuote(tx: Tx, auth: AuthContext, id: string): Promise<QuoteRow> {
  await lockDocument(tx, auth, quotes, id);
  await expireQuotes(tx, id);
  return (await readRow(tx, auth, id))!;
}

async function readItems(tx: Runner, quoteId: string): Promise<QuoteItemBody[]> {
  const rows = await tx
    .select()
    .from(quoteItems)
    .where(eq(quoteItems.quoteId, quoteId))
    .orderBy(asc(quoteItems.position));
  return rows.map((i) => ({
    productId: i.productId,
    productName: i.productName,
    description: i.description,
    quantity: Number(i.quantity),
    unitPrice: amountString(i.unitPrice),
    discount: trimPercent(i.discount),
  }));
}

/** PATCH (drafts only, 409 otherwise): fields present are changed, `items` replaces every line. */
export async function updateQuote(ctx: ActionContext, id: string, patch: QuotePatch): Promise<QuoteDetail> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockQuote(tx, ctx.auth, id);
    if (before.status !== 'draft') {
      throw stateConflict('invalid_state', 'quotes.errors.notDraft', {
        status: statusLabel(ctx.request, before.status),
      });
    }
    if (patch.validUntil !== undefined && patch.validUntil < todayIso()) throw validUntilPast();
    const client =
      patch.clientId !== undefined && patch.clientId !== before.clientId
        ? await requireClient(tx, ctx.auth, patch.clientId, 'quotes.errors.clientUnknown')
        : (await findClient(tx, null, before.clientId))!;
    const content: QuoteContent = {
      title: patch.title ?? before.title,
      client,
      validUntil: patch.validUntil ?? before.validUntil,
      taxRate: patch.taxRate ?? before.taxRate,
      currency: patch.currency ?? before.currency,
      paymentTerms: patch.paymentTerms ?? before.paymentTerms,
      notes: patch.notes !== undefined ? patch.notes : before.notes,
      terms: patch.terms !== undefined ? patch.terms : before.terms,
      items: patch.items ?? (await readItems(tx, id)),
    };
    const { images, totals } = await prepare(tx, content);
    await tx
      .update(quotes)
      .set({
        title: content.title,
        clientId: client.id,
        companyId: client.id === before.clientId ? before.companyId : client.companyId,
        validUntil: content.validUntil,
        taxRate: content.taxRate,
        currency: content.currency,
        paymentTerms: content.paymentTerms,
        notes: content.notes,
        terms: content.terms,
        subtotal: totals.subtotal,
        discountAmount: totals.discountAmount,
        taxAmount: totals.taxAmount,
        totalAmount: totals.totalAmount,
        searchText: quoteSearchText({
          number: before.number,
          title: content.title,
          clientName: client.name,
          companyName: client.id === before.clientId ? before.companyName : client.companyName,
        }),
        updatedAt: new Date(),
      })
      .where(eq(quotes.id, id));
    await tx.delete(quoteItems).where(eq(quoteItems.quoteId, id));
    await writeItems(tx, id, content.items, totals.lines, images);
    const after = (await readRow(tx, ctx.auth, id))!;
    await recordAudit(tx, ctx.request, ctx.auth, {
      action: 'quote.update',
      targetType: 'quote',
      targetId: id,
      targetLabel: before.number,
      before: snapshot(before),
      after: { ...snapshot(after), lines: content.items.length },
    });
    return (await readDetail(tx, ctx.auth, id))!;
  });
}

/** Deletes a draft quote and its lines; 409 for any other status. */
export async function deleteQuote(ctx: ActionContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockQuote(tx, ctx.auth, id);
    if (before.status !== 'draft') {
      throw stateConflict('invalid_state', 'quotes.errors.cannotDelete', {
        status: statusLabel(ctx.request, before.status),
      });
    }
    await tx.delete(quotes).where(eq(quotes.id, id));
    await recordAudit(tx, ctx.request, ctx.auth, {
      action: 'quote.delete',
      targetType: 'quote',
      targetId: id,
      targetLabel: before.number,
      before: snapshot(before),
    });
  });
}

const ACTION_ERRORS: Record<QuoteAction, string> = {
  send: 'quotes.errors.cannotSend',
  accept: 'quotes.errors.cannotAccept',
  reject: 'quotes.errors.cannotReject',
};

/** Applies a quote action inside the caller's transaction: 409 unless the status allows it. */
async function applyAction(tx: Tx, ctx: ActionContext, id: string, action: QuoteAction, extra: object = {}) {
  const before = await lockQuote(tx, ctx.auth, id);
  const rule = QUOTE_ACTIONS[action];
  if (!(rule.from as readonly string[]).includes(before.status)) {
    throw stateConflict('invalid_transition', ACTION_ERRORS[action], {
      status: statusLabel(ctx.request, before.status),
    });
  }
  const now = new Date();
  const stamp =
    action === 'send' ? { sentAt: now } : action === 'accept' ? { acceptedAt: now } : { rejectedAt: now };
  await tx
    .update(quotes)
    .set({ status: rule.to, updatedAt: now, ...stamp })
    .where(eq(quotes.id, id));
  await recordAudit(tx, ctx.request, ctx.auth, {
    action: `quote.${action}`,
    targetType: 'quote',
    targetId: id,
    targetLabel: before.number,
    before: { status: before.status },
    after: { status: rule.to, ...extra },
  });
  return before;
}

/** POST /api/quotes/:id/accept and /reject. */
export async function transitionQuote(
  ctx: ActionContext,
  id: string,
  action: 'accept' | 'reject',
): Promise<QuoteDetail> {
  return ctx.db.transaction(async (tx) => {
    await applyAction(tx, ctx, id, action);
    return (await readDetail(tx, ctx.auth, id))!;
  });
}

/**
 * POST /api/quotes/:id/send. The draft is marked sent first (the row lock makes a second click
 * a 409, so the client gets one e-mail); then, when SMTP is configured and the client has an
 * e-mail address, the PDF is e-mailed. If the e-mail fails the quote goes back to draft and the
 * answer is a 502; otherwise the answer says whether it was e-mailed and why not.
 */
export async function sendQuote(
  ctx: ActionContext,
  mailer: Mailer,
  id: string,
): Promise<{ quote: QuoteDetail; emailed: boolean; message: string }> {
  const claimed = await ctx.db.transaction(async (tx) => {
    const row = await readRow(tx, ctx.auth, id);
    const email = row?.clientEmail?.trim() || null;
    const willEmail = Boolean(mailer.isConfigured && email);
    await applyAction(tx, ctx, id, 'send', { emailed: willEmail, to: willEmail ? email : null });
    return { email, willEmail };
  });
  let quote = (await readDetail(ctx.db, ctx.auth, id))!;
  if (!claimed.willEmail) {
    const key = mailer.isConfigured ? 'quotes.success.sentNoEmail' : 'quotes.success.sentNoSmtp';
    return { quote, emailed: false, message: t(ctx.request, key) };
  }
  try {
    const { buffer, fileName } = await renderQuotePdf(ctx.db, quote);
    await mailer.send({
      to: claimed.email!,
      ...quoteMail(quote, await readIssuer(ctx.db)),
      attachments: [{ filename: fileName, content: buffer, contentType: 'application/pdf' }],
    });
  } catch (error) {
    ctx.request.log.warn({ err: error, quoteId: id }, 'quote e-mail failed');
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(quotes)
        .set({ status: 'draft', sentAt: null, updatedAt: new Date() })
        .where(and(eq(quotes.id, id), eq(quotes.status, 'sent')));
      await recordAudit(tx, ctx.request, ctx.auth, {
        action: 'quote.send_failed',
        targetType: 'quote',
        targetId: id,
        targetLabel: quote.number,
        before: { status: 'sent' },
        after: { status: 'draft' },
      });
    });
    throw new AppError(502, 'mail_failed', 'quotes.errors.mailFailed');
  }
  quote = (await readDetail(ctx.db, ctx.auth, id))!;
  return {
    quote,
    emailed: true,
    message: t(ctx.request, 'quotes.success.sentEmailed', { email: claimed.email! }),
  };
}

/** The e-mail that carries a quote, in French like the document. */
function quoteMail(quote: QuoteDetail, issuer: { name: string }) {
  const fr = (key: string, values: Record<string, string> = {}) => translate('fr', key, values);
  const values = {
    number: quote.number,
    title: quote.title,
    name: quote.client.name,
    total: pdfMoney(quote.totalAmount.amount, quote.currency),
    validUntil: frenchDate(quote.validUntil),
  };
  const paragraphs = [
    fr('quotes.mail.greeting', values),
    fr('quotes.mail.body', values),
    fr('quotes.mail.closing'),
    `${fr('quotes.mail.signature')}\n${issuer.name}`,
  ];
  return {
    subject: fr('quotes.mail.subject', values),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n'),
  };
}

/** POST /api/quotes/:id/duplicate: a new draft with a new number and the same lines. */
export async function duplicateQuote(ctx: ActionContext, id: string): Promise<QuoteDetail> {
  return ctx.db.transaction(async (tx) => {
    const source = await readRow(tx, ctx.auth, id);
    if (!source) throw notFound();
    const today = todayIso();
    const client = (await findClient(tx, null, source.clientId))!;
    const created = await insertQuote(tx, ctx.auth, {
      title: source.title,
      // The copy keeps the client's company of the original (the one the user can see).
      client: { ...client, companyId: source.companyId, companyName: source.companyName },
      validUntil: source.validUntil >= today ? source.validUntil : addDays(today, DUPLICATE_VALIDITY_DAYS),
      taxRate: source.taxRate,
      currency: source.currency,
      paymentTerms: source.paymentTerms,
      notes: source.notes,
      terms: source.terms,
      items: await readItems(tx, id),
    });
    const row = (await readRow(tx, ctx.auth, created.id))!;
    await recordAudit(tx, ctx.request, ctx.auth, {
      action: 'quote.duplicate',
      targetType: 'quote',
      targetId: created.id,
      targetLabel: created.number,
      after: { ...snapshot(row), source: source.number },
    });
    return (await readDetail(tx, ctx.auth, created.id))!;
  });
}

/**
 * POST /api/quotes/:id/convert (accepted quotes only, once): an order with the same lines, in
 * the quote's currency, in one transaction. Orders carry no tax line: the order's total is the
 * quote's total before tax. A line discount goes into the order line's unit price (rounded to
 * the cent), since order lines have no discount.
 */
export async function convertQuote(
  ctx: ActionContext,
  id: string,
): Promise<{ quote: QuoteDetail; order: OrderDetail }> {
  return ctx.db.transaction(async (tx) => {
    const quote = await lockQuote(tx, ctx.auth, id);
    if (quote.status !== 'accepted') {
      throw stateConflict('invalid_transition', 'quotes.errors.cannotConvert', {
        status: statusLabel(ctx.request, quote.status),
      });
    }
    const [existing] = await tx
      .select({ reference: orders.reference })
      .from(orders)
      .where(eq(orders.quoteId, id))
      .limit(1);
    if (existing) {
      throw stateConflict('already_converted', 'quotes.errors.alreadyConverted', {
        reference: existing.reference,
      });
    }
    const client = (await findClient(tx, null, quote.clientId))!;
    const items = await readItems(tx, id);
    const created = await insertOrder(tx, ctx.request, ctx.auth, {
      client: { ...client, companyName: quote.companyName },
      companyId: quote.companyId,
      status: 'pending',
      assignedTo: null,
      expectedDeliveryDate: null,
      currency: quote.currency,
      notes: null,
      items: items.map((i) => ({
        productId: i.productId,
        productName: i.productName,
        description: i.description,
        quantity: String(i.quantity),
        unitPrice: netUnitPrice(i.unitPrice, i.discount),
      })),
      quoteId: id,
    });
    await recordAudit(tx, ctx.request, ctx.auth, {
      action: 'quote.convert',
      targetType: 'quote',
      targetId: id,
      targetLabel: quote.number,
      after: { orderId: created.id, reference: created.reference },
    });
    return {
      quote: (await readDetail(tx, ctx.auth, id))!,
      order: (await readOrderDetail(tx, created.id))!,
    };
  });
}

/** Unit price after a line discount, rounded half away from zero to the cent. */
function netUnitPrice(unitPrice: string, discount: string): string {
  if (Number(discount) === 0) return unitPrice;
  // lineTotal of one unit is exactly that: price × (1 − discount/100), rounded once.
  return quoteTotals([{ quantity: 1, unitPrice, discount }], 0).subtotal;
}

// ---------------------------------------------------------------------------------------------
// PDF

async function renderQuotePdf(db: Runner, quote: QuoteDetail): Promise<{ buffer: Buffer; fileName: string }> {
  const issuer = await readIssuer(db);
  const fr = (key: string, values: Record<string, string | number> = {}) => translate('fr', key, values);
  const money = (amount: string) => pdfMoney(amount, quote.currency);
  const withDiscount = quote.items.some((i) => Number(i.discount) !== 0);
  const discount = Number(quote.discountAmount.amount) !== 0;
  const gross = quoteTotals(
    quote.items.map((i) => ({ quantity: i.quantity, unitPrice: i.unitPrice })),
    0,
  ).subtotal;
  const spec: PdfDocumentSpec = {
    title: fr('quotes.pdf.title'),
    issuer,
    meta: [
      { label: fr('quotes.pdf.number'), value: quote.number },
      { label: fr('quotes.pdf.date'), value: frenchDate(quote.createdAt) },
      { label: fr('quotes.pdf.validUntil'), value: frenchDate(quote.validUntil) },
    ],
    party: { heading: fr('quotes.pdf.client'), lines: partyLines(quote.client) },
    subject: { label: fr('quotes.pdf.subject'), value: quote.title },
    tableNote: fr('quotes.pdf.currency', { currency: quote.currency }),
    columns: [
      { header: fr('quotes.pdf.designation'), width: '*' },
      { header: fr('quotes.pdf.quantity'), width: 40, align: 'right' },
      { header: fr('quotes.pdf.unitPrice'), width: 80, align: 'right' },
      ...(withDiscount ? [{ header: fr('quotes.pdf.discount'), width: 45, align: 'right' as const }] : []),
      { header: fr('quotes.pdf.lineTotal'), width: 85, align: 'right' },
    ],
    rows: quote.items.map((i) => [
      { text: i.productName, detail: i.description || undefined },
      frenchQuantity(i.quantity),
      money(i.unitPrice),
      ...(withDiscount ? [Number(i.discount) ? `${i.discount.replace('.', ',')} %` : '-'] : []),
      money(i.totalPrice),
    ]),
    totals: [
      ...(discount
        ? [
            { label: fr('quotes.pdf.grossTotal'), value: money(gross) },
            { label: fr('quotes.pdf.discounts'), value: `-${money(quote.discountAmount.amount)}` },
          ]
        : []),
      { label: fr('quotes.pdf.subtotal'), value: money(quote.subtotal.amount) },
      { label: fr('quotes.pdf.tax', { rate: quote.taxRate }), value: money(quote.taxAmount.amount) },
      { label: fr('quotes.pdf.total'), value: money(quote.totalAmount.amount), strong: true },
    ],
    sections: [
      { title: fr('quotes.pdf.notes'), text: quote.notes ?? '' },
      { title: fr('quotes.pdf.terms'), text: quote.terms ?? '' },
      { title: fr('quotes.pdf.paymentTerms'), text: quote.paymentTerms },
    ],
    signature: { title: fr('quotes.pdf.acceptance'), hint: fr('quotes.pdf.acceptanceHint') },
    footer: (page, pages) => `${issuer.name} · ${quote.number} · ${fr('quotes.pdf.page', { page, pages })}`,
    info: { title: `${fr('quotes.pdf.title')} ${quote.number}`, author: issuer.name, subject: quote.title },
  };
  return {
    buffer: await renderPdf(spec),
    fileName: fr('quotes.pdf.fileName', { number: quote.number }),
  };
}

/** GET /api/quotes/:id/pdf. */
export async function quotePdf(db: Db, auth: AuthContext, id: string) {
  return renderQuotePdf(db, await getQuote(db, auth, id));
}

// ---------------------------------------------------------------------------------------------
// Demo data

/** For the demo loader: a quote in a given state, created at a given time, inside its transaction. */
export async function insertDemoQuote(
  tx: Tx,
  content: QuoteContent,
  state: { status: QuoteStatus; at: Date; sentAt?: Date; acceptedAt?: Date; rejectedAt?: Date },
): Promise<{ id: string; number: string }> {
  const created = await insertQuote(tx, null, content, { at: state.at, isDemo: true });
  await tx
    .update(quotes)
    .set({
      status: state.status,
      sentAt: state.sentAt ?? null,
      acceptedAt: state.acceptedAt ?? null,
      rejectedAt: state.rejectedAt ?? null,
    })
    .where(eq(quotes.id, created.id));
  return created;
}
export type { QuoteContent };
