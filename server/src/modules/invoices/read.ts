/**
 * Reading invoices: the company scope, the presented record (effective status with the computed
 * 'overdue', balance, base-currency equivalent), the detail with its lines, payments, reminders,
 * credit notes and history, and the list with its counters (cached under the 'invoices' data
 * revision, decision 0015).
 */
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { normalizeSearch } from '@comptoir/core/modules/catalogue';
import {
  OVERDUE_CAPABLE,
  balanceDue,
  daysOverdue,
  effectiveInvoiceStatus,
  operationNatureOf,
  type Invoice,
  type InvoiceDetail,
  type InvoiceStatus,
  type ListInvoicesQuery,
  type ListInvoicesResponse,
  type OperationNature,
  type PaymentMethod,
  type VatExemption,
} from '@comptoir/core/modules/invoices';
import type { Db } from '../../db/client';
import { cursorValue, keysetRows, orderOf, type SortPart } from '../../db/keyset';
import { pageBounds, searchWhere } from '../../db/list-query';
import { countsOf } from '../../db/rows';
import {
  invoiceLines,
  invoicePayments,
  invoiceReminders,
  invoiceStatusHistory,
  invoices,
  users,
} from '../../db/schema/index';
import { companyScope, type AuthContext, withCompanyIds } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { latestMail } from '../../platform/mail-outbox';
import { revisionCacheOf } from '../../platform/revision-cache';
import { statusChanges, userName } from '../sales/history';
import { invoiceClock } from './clock';
import { demoRecordOf, pick, amountString, iso, type Runner } from '../../platform/service';
import { presentLine, vatOfLines, trimNumber } from '../sales/lines';

export type InvoiceRow = typeof invoices.$inferSelect;

/** Base currency of the books: invoice totals are also kept in it at the issue date's rate. */
export const BOOK_CURRENCY = 'EUR';

/**
 * Invoices the user may see: outgoing ones of the companies granted (as for orders); incoming
 * ones have no client company and are visible to every user of the module, unless they were
 * linked to an order, whose company then applies.
 */
export function invoiceScope(auth: AuthContext): SQL {
  if (auth.user.isSuperAdmin) return sql`true`;
  return or(isNull(invoices.companyId), companyScope(auth, invoices.companyId))!;
}

const percentString = (v: string | number) => trimNumber(String(v));

interface Extras {
  creditedNumber?: string | null;
  reminderCount?: number;
  lastReminderAt?: Date | string | null;
}

export function presentInvoice(row: InvoiceRow, extras: Extras = {}, today = invoiceClock.today()): Invoice {
  const money = (v: string | number | null) => ({ amount: amountString(v ?? '0'), currency: row.currency });
  const isCredit = row.kind === 'credit_note';
  const balance =
    isCredit || row.status === 'draft' || row.status === 'cancelled'
      ? '0.00'
      : balanceDue(row.totalAmount, row.paidAmount, row.creditedAmount);
  const status = effectiveInvoiceStatus(row.status as InvoiceStatus, row.dueDate, balance, today);
  return {
    id: row.id,
    direction: row.direction as Invoice['direction'],
    kind: row.kind as Invoice['kind'],
    number: row.number,
    status,
    clientId: row.clientId,
    supplierId: row.supplierId,
    companyId: row.companyId,
    party: {
      name: row.partyName,
      address: row.partyAddress,
      vatNumber: row.partyVatNumber,
      email: row.partyEmail,
      siren: row.partySiren,
      siret: row.partySiret,
    },
    ...pick(row, ['orderId', 'orderReference', 'quoteId', 'quotationId']),
    creditedInvoice: row.creditedInvoiceId
      ? { id: row.creditedInvoiceId, number: extras.creditedNumber ?? null }
      : null,
    creditMode: (row.creditMode as 'full' | 'partial' | null) ?? null,
    ...pick(row, ['issueDate', 'serviceDate', 'dueDate', 'paymentTerms']),
    vatExemption: (row.vatExemption as VatExemption | null) ?? null,
    notes: row.notes,
    deliveryAddress: row.deliveryAddress,
    operationNature: (row.operationNature as OperationNature | null) ?? null,
    currency: row.currency,
    subtotal: money(row.subtotal),
    taxAmount: money(row.taxAmount),
    totalAmount: money(row.totalAmount),
    paidAmount: money(row.paidAmount),
    creditedAmount: money(row.creditedAmount),
    balanceDue: money(balance),
    base:
      row.baseTotalAmount !== null && row.exchangeRate !== null && row.rateDate && row.baseCurrency
        ? {
            totalAmount: { amount: amountString(row.baseTotalAmount), currency: row.baseCurrency },
            rate: percentString(row.exchangeRate),
            rateDate: row.rateDate,
            source: row.rateSource ?? '',
          }
        : null,
    daysOverdue: status === 'overdue' && row.dueDate ? daysOverdue(row.dueDate, today) : null,
    paymentDate: row.paymentDate,
    issuedAt: row.issuedAt ? iso(row.issuedAt) : null,
    sentAt: row.sentAt ? iso(row.sentAt) : null,
    lastReminderAt: extras.lastReminderAt ? iso(extras.lastReminderAt) : null,
    reminderCount: extras.reminderCount ?? 0,
    aiExtracted: row.aiExtracted,
    aiConfidence: row.aiConfidence,
    file:
      row.fileKey && row.fileName
        ? { name: row.fileName, mime: row.fileMime ?? 'application/octet-stream', size: row.fileSize ?? 0 }
        : null,
    ...demoRecordOf(row),
  };
}

/**
 * What a list row shows besides the invoice's own columns, read in the same statement as the rows
 * (one correlated lookup per row on an index: the credited invoice's number, the reminders' count
 * and latest date), so a list is one round trip to the database and not three.
 */
const extrasColumns = {
  // Written out with the outer table's name: a one-table select renders its columns unqualified,
  // and an unqualified "id" inside these subqueries would be the reminder's own.
  creditedNumber: sql<
    string | null
  >`(select c.number from invoices c where c.id = invoices.credited_invoice_id)`,
  reminderCount: sql<number>`(select count(*)::int from invoice_reminders r where r.invoice_id = invoices.id)`,
  lastReminderAt: sql<
    string | null
  >`(select max(r.sent_at) from invoice_reminders r where r.invoice_id = invoices.id)`,
};

/** The invoices matching `where`, in `order` (at most `limit`), presented as the lists show them. */
async function presentedWhere(db: Runner, where: SQL | undefined, order: SQL[], limit?: number) {
  const query = db
    .select({ row: invoices, ...extrasColumns })
    .from(invoices)
    .where(where)
    .orderBy(...order);
  const rows = await (limit === undefined ? query : query.limit(limit));
  const today = invoiceClock.today();
  return rows.map(({ row, ...extras }) =>
    presentInvoice(row, { ...extras, reminderCount: Number(extras.reminderCount) }, today),
  );
}

/**
 * Rows already read (the export, the detail), presented: only their extras are read, in one
 * query, so each row is shown as it was read (a row deleted meanwhile keeps its own figures).
 */
export async function presentRows(db: Runner, rows: readonly InvoiceRow[]): Promise<Invoice[]> {
  if (rows.length === 0) return [];
  const extras = await db
    .select({ id: invoices.id, ...extrasColumns })
    .from(invoices)
    .where(
      inArray(
        invoices.id,
        rows.map((r) => r.id),
      ),
    );
  const byId = new Map(extras.map(({ id, ...e }) => [id, { ...e, reminderCount: Number(e.reminderCount) }]));
  const today = invoiceClock.today();
  return rows.map((r) => presentInvoice(r, byId.get(r.id), today));
}

/** The row of an invoice the user may see (optionally locked for the caller's transaction). */
export async function readInvoiceRow(
  db: Runner,
  auth: AuthContext | null,
  id: string,
  lock = false,
): Promise<InvoiceRow | undefined> {
  const query = db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), auth ? invoiceScope(auth) : undefined))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function requireInvoiceRow(db: Runner, auth: AuthContext, id: string, lock = false) {
  const row = await readInvoiceRow(db, auth, id, lock);
  if (!row) throw notFound();
  return row;
}

/** The actions the status allows (the role still applies on the server). */
function actionsOf(invoice: Invoice, row: InvoiceRow): InvoiceDetail['actions'] {
  const out: InvoiceDetail['actions'] = [];
  const open = ['sent', 'partially_paid', 'overdue', 'to_pay'].includes(invoice.status);
  if (row.direction === 'outgoing') {
    out.push('pdf');
    // Peppol UBL: an issued document whose buyer has an electronic address (its VAT number).
    if (row.status !== 'draft' && row.partyVatNumber) out.push('ubl');
    if (row.status === 'draft') out.push('edit', 'delete', 'issue');
    if (row.kind === 'invoice' && row.status !== 'draft' && row.status !== 'cancelled') out.push('send');
    if (row.kind === 'invoice' && invoice.status === 'overdue') out.push('remind');
    if (row.kind === 'invoice' && row.status !== 'draft' && row.status !== 'cancelled') {
      out.push('creditNote');
    }
  } else if (row.status === 'to_check') out.push('approve');
  if (row.kind === 'invoice' && open) out.push('pay');
  if (row.fileKey) out.push('file');
  return out;
}

/** One invoice with everything its detail shows; undefined when missing or not visible. */
export async function readInvoiceDetail(
  db: Runner,
  auth: AuthContext | null,
  id: string,
): Promise<InvoiceDetail | undefined> {
  // The e-mail first: once it reads 'sent', the invoice read after it shows what its sending
  // recorded (both were committed together: sentAt, the history, the reminder).
  const mail = await latestMail(db, id, ['invoice', 'reminder']);
  const row = await readInvoiceRow(db, auth, id);
  if (!row) return undefined;
  const [lines, payments, reminders, history, credits, presented] = await Promise.all([
    db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, id)).orderBy(asc(invoiceLines.position)),
    db
      .select({
        id: invoicePayments.id,
        date: invoicePayments.paymentDate,
        amount: invoicePayments.amount,
        method: invoicePayments.method,
        reference: invoicePayments.reference,
        bankTransactionId: invoicePayments.bankTransactionId,
        createdBy: userName,
        createdAt: invoicePayments.createdAt,
      })
      .from(invoicePayments)
      .leftJoin(users, eq(users.id, invoicePayments.createdBy))
      .where(eq(invoicePayments.invoiceId, id))
      .orderBy(asc(invoicePayments.paymentDate), asc(invoicePayments.createdAt)),
    db
      .select({
        id: invoiceReminders.id,
        sentAt: invoiceReminders.sentAt,
        sentBy: userName,
        to: invoiceReminders.recipient,
        language: invoiceReminders.language,
        daysOverdue: invoiceReminders.daysOverdue,
        emailed: invoiceReminders.emailed,
      })
      .from(invoiceReminders)
      .leftJoin(users, eq(users.id, invoiceReminders.sentBy))
      .where(eq(invoiceReminders.invoiceId, id))
      .orderBy(asc(invoiceReminders.sentAt)),
    statusChanges(db, invoiceStatusHistory, invoiceStatusHistory.invoiceId, id),
    db
      .select(pick(invoices, ['id', 'number', 'issueDate', 'totalAmount', 'currency']))
      .from(invoices)
      .where(eq(invoices.creditedInvoiceId, id))
      .orderBy(asc(invoices.issueDate), asc(invoices.number)),
    presentRows(db, [row]),
  ]);
  const invoice = presented[0]!;
  return {
    ...invoice,
    lines: lines.map((l) =>
      presentLine({
        ...pick(l, ['id', 'orderItemId', 'productId', 'description', 'detail']),
        ...pick(l, ['quantity', 'unitPrice', 'discount', 'taxRate', 'totalPrice']),
      }),
    ),
    vat: vatOfLines(lines),
    effectiveOperationNature: invoice.operationNature ?? operationNatureOf(lines),
    payments: payments.map((p) => ({
      id: p.id,
      date: p.date,
      amount: { amount: amountString(p.amount), currency: row.currency },
      method: p.method as PaymentMethod,
      reference: p.reference,
      bankTransactionId: p.bankTransactionId,
      createdBy: p.createdBy,
      createdAt: iso(p.createdAt),
    })),
    reminders: reminders.map((r) => ({
      id: r.id,
      sentAt: iso(r.sentAt),
      sentBy: r.sentBy,
      to: r.to,
      language: r.language === 'en' ? 'en' : 'fr',
      daysOverdue: r.daysOverdue,
      emailed: r.emailed,
    })),
    creditNotes: credits.map((c) => ({
      id: c.id,
      number: c.number,
      issueDate: c.issueDate,
      totalAmount: { amount: amountString(c.totalAmount), currency: c.currency },
    })),
    history: history.map((h) => ({
      status: h.status,
      note: h.note,
      changedAt: iso(h.changedAt),
      changedBy: h.changedBy,
    })),
    actions: actionsOf(invoice, row),
    mail,
  };
}
export async function getInvoice(db: Db, auth: AuthContext, id: string): Promise<InvoiceDetail> {
  const detail = await readInvoiceDetail(db, auth, id);
  if (!detail) throw notFound();
  return detail;
}

// ---------------------------------------------------------------------------------------------
// List

const capable = sql.raw(`(${OVERDUE_CAPABLE.map((s) => `'${s}'`).join(', ')})`);

/** The SQL condition of an effective status (overdue computed from the due date). */
export function statusCondition(status: InvoiceStatus, today: string): SQL {
  if (status === 'overdue') {
    return sql`${invoices.status} in ${capable} and ${invoices.dueDate} < ${today}`;
  }
  if ((OVERDUE_CAPABLE as readonly string[]).includes(status)) {
    return sql`${invoices.status} = ${status} and (${invoices.dueDate} is null or ${invoices.dueDate} >= ${today})`;
  }
  return eq(invoices.status, status);
}

type ListFilters = Omit<ListInvoicesQuery, 'page' | 'pageSize' | 'sort' | 'order'>;

export function listWhere(auth: AuthContext, query: ListFilters, today: string): SQL | undefined {
  return and(
    eq(invoices.direction, query.direction),
    invoiceScope(auth),
    query.clientId ? eq(invoices.clientId, query.clientId) : undefined,
    query.supplierId ? eq(invoices.supplierId, query.supplierId) : undefined,
    query.orderId ? eq(invoices.orderId, query.orderId) : undefined,
    query.kind ? eq(invoices.kind, query.kind) : undefined,
    query.status ? statusCondition(query.status, today) : undefined,
    query.from ? sql`${invoices.issueDate} >= ${query.from}` : undefined,
    query.to ? sql`${invoices.issueDate} <= ${query.to}` : undefined,
    searchWhere(query.q, { searchText: invoices.searchText }),
  );
}

/**
 * The list's order as keyset parts (db/keyset.ts). The created and amount orders follow the
 * indexes (invoices_list_idx, invoices_total_idx: created_at desc nulls last, id asc), read
 * forwards (desc) or backwards (asc), so a page is an index range and not a sort of every invoice;
 * both columns are never null, so the nulls clauses change nothing but the plan.
 */
export function listParts(query: Pick<ListInvoicesQuery, 'sort' | 'order'>): SortPart[] {
  const forward = query.order === 'desc';
  // Nulls where PostgreSQL puts them (largest) unless said: the planner matches an index's order
  // with its nulls placement too, even on a column that is never null.
  const part = (expr: SQL | AnyColumn, desc: boolean, nullsLast = !desc, nullable = false): SortPart => ({
    expr,
    desc,
    nullsLast,
    nullable,
  });
  // created_at desc nulls last / asc nulls first, as the indexes hold it.
  const created = (desc: boolean) => part(invoices.createdAt, desc, desc);
  if (query.sort === 'createdAt') return [created(forward), part(invoices.id, !forward)];
  if (query.sort === 'totalAmount') {
    // Ascending amounts read the index forwards: amount asc, then created_at desc, id asc.
    const ascending = query.order === 'asc';
    return [part(invoices.totalAmount, !ascending), created(ascending), part(invoices.id, !ascending)];
  }
  const key = {
    number: { expr: invoices.number, nullable: true },
    issueDate: { expr: invoices.issueDate, nullable: true },
    dueDate: { expr: invoices.dueDate, nullable: true },
    partyName: { expr: sql`lower(${invoices.partyName})`, nullable: false },
  }[query.sort];
  // Nulls first in ascending order, last in descending; then the newest, then the id.
  return [
    part(key.expr, forward, forward, key.nullable),
    part(invoices.createdAt, true),
    part(invoices.id, false),
  ];
}

export const listOrder = (query: Pick<ListInvoicesQuery, 'sort' | 'order'>): SQL[] =>
  orderOf(listParts(query));

async function counters(db: Db, auth: AuthContext, direction: string, today: string) {
  const scopeKey = auth.user.isSuperAdmin ? '*' : auth.user.id;
  return revisionCacheOf(db).get(db, 'invoices', `counters:${scopeKey}:${direction}:${today}`, async () => {
    const [row] = await db
      .select({
        total: count(),
        sent: sql<number>`count(*) filter (where ${invoices.status} in ('sent', 'partially_paid', 'to_pay') and ${invoices.kind} = 'invoice')`,
        paid: sql<number>`count(*) filter (where ${invoices.status} = 'paid' and ${invoices.kind} = 'invoice')`,
        overdue: sql<number>`count(*) filter (where ${invoices.status} in ${capable} and ${invoices.dueDate} < ${today})`,
        draft: sql<number>`count(*) filter (where ${invoices.status} in ('draft', 'to_check'))`,
        aiProcessed: sql<number>`count(*) filter (where ${invoices.aiExtracted})`,
        missingRate: sql<number>`count(*) filter (where ${invoices.status} not in ('draft') and ${invoices.baseTotalAmount} is null)`,
        totalAmount: sql<string>`coalesce(sum(case when ${invoices.kind} = 'credit_note' then -${invoices.baseTotalAmount} else ${invoices.baseTotalAmount} end) filter (where ${invoices.status} <> 'draft'), 0)::text`,
      })
      .from(invoices)
      .where(and(eq(invoices.direction, direction), invoiceScope(auth)));
    return {
      ...countsOf(row, ['total', 'sent', 'paid', 'overdue', 'draft', 'aiProcessed']),
      totalAmount:
        Number(row?.missingRate ?? 0) > 0
          ? null
          : { amount: amountString(row?.totalAmount ?? '0'), currency: BOOK_CURRENCY },
    };
  });
}

export async function listInvoices(
  db: Db,
  auth: AuthContext,
  query: ListInvoicesQuery,
): Promise<ListInvoicesResponse> {
  auth = await withCompanyIds(db, auth);
  const today = invoiceClock.today();
  const where = listWhere(auth, query, today);
  const parts = listParts(query);
  const bounds = pageBounds(query);
  const filtered = Boolean(
    query.q ||
    query.status ||
    query.from ||
    query.to ||
    query.clientId ||
    query.supplierId ||
    query.orderId ||
    query.kind,
  );
  const figures = counters(db, auth, query.direction, today);
  // A filter's count (the page walks an index; counting every match does not), cached by data
  // revision like the orders' (revision-cache, decision 0015): paging through one search counts
  // it once. Without a filter, the counters' total (cached the same way). Known before the page,
  // it lets a far page by number be read from the list's end (keysetRows).
  const total: Promise<number> = filtered
    ? revisionCacheOf(db).get(
        db,
        'invoices',
        JSON.stringify([
          'count',
          auth.user.isSuperAdmin ? '*' : auth.user.id,
          today,
          query.direction,
          normalizeSearch(query.q ?? ''),
          query.status ?? null,
          query.from ?? null,
          query.to ?? null,
          query.clientId ?? null,
          query.supplierId ?? null,
          query.orderId ?? null,
          query.kind ?? null,
        ]),
        () =>
          db
            .select({ n: count() })
            .from(invoices)
            .where(where)
            .then(([r]) => Number(r?.n ?? 0)),
      )
    : figures.then((f) => f.total);
  const page = keysetRows(
    {
      parts,
      where,
      limit: bounds.limit,
      offset: bounds.offset,
      cursor: query,
      valueAt: (cursor) => cursorValue(sql`${invoices}`, invoices.id, where, cursor),
      total: () => total,
    },
    // The page's ids walk the index; the rows and their extras are read for those ids only, in
    // the same statement.
    (keyed, order, limit, offset) =>
      presentedWhere(
        db,
        inArray(
          invoices.id,
          db
            .select({ id: invoices.id })
            .from(invoices)
            .where(keyed)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        ),
        order,
      ),
  );
  const [items, n, counted] = await Promise.all([page, total, figures]);
  return {
    items,
    total: n,
    page: bounds.page,
    pageSize: bounds.pageSize,
    counters: counted,
  };
}

/** A client's or an order's invoices, latest first (at most `limit`). */
export async function invoicesWhere(db: Runner, auth: AuthContext, where: SQL, limit = 100) {
  return presentedWhere(
    db,
    and(where, invoiceScope(auth)),
    [desc(invoices.createdAt), asc(invoices.id)],
    limit,
  );
}
