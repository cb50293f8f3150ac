/**
 * What quotes and orders share: per-year document numbers, the client a document is made for
 * (company-scoped), the issuer printed on the PDFs, amount guards and small presentation helpers.
 * Quotes depend on orders (a quote converts into an order), never the other way round.
 */
import type { FastifyRequest } from 'fastify';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { translate } from '@comptoir/core/i18n/index';
import { normalizeSearch } from '@comptoir/core/modules/catalogue';
import { documentNumber, type ClientRef } from '@comptoir/core/modules/sales';
import type { Db } from '../../db/client';
import { pageBounds, searchWhere, sortOrder, type SortSpec } from '../../db/list-query';
import { lockRows, readSetting, rowsOf } from '../../db/rows';
import { clients, companies, orders, products, quotes, users } from '../../db/schema/index';
import { companyScope, type AuthContext } from '../../platform/access';
import { AppError, notFound, validationFailed } from '../../platform/errors';
import { t } from '../../platform/i18n';

export { amountString, iso, type ActionContext, type Runner, type Tx } from '../../platform/service';
import type { ActionContext, Runner, Tx } from '../../platform/service';
import { pick } from '../../platform/service';
import type { invoiceStatusHistory, orderStatusHistory } from '../../db/schema/index';

export type DocumentKind = 'DEV' | 'CMD';

/** Today as the server sees it (UTC), YYYY-MM-DD: validity and delivery dates compare with it. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** `day` plus `n` days, YYYY-MM-DD. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * The next number of a kind for the current year: DEV-2026-007. The counter row is incremented
 * inside the caller's transaction (INSERT ... ON CONFLICT DO UPDATE ... RETURNING), so the row
 * stays locked until the document is committed: numbers are consecutive, and a rolled-back
 * document gives its number back instead of leaving a hole.
 */
export async function nextDocumentNumber(
  tx: Tx,
  kind: DocumentKind,
  now: Date = new Date(),
): Promise<string> {
  const year = now.getUTCFullYear();
  return documentNumber(kind, year, await nextCounter(tx, kind, year));
}

/**
 * The next value of the counter of `kind` for `year` (document_counters), taken in the caller's
 * transaction: the row stays locked until it commits, so numbers never repeat nor leave holes.
 */
export async function nextCounter(tx: Tx, kind: string, year: number): Promise<number> {
  const [row] = await rowsOf<{ last_number: number | string }>(
    tx,
    sql`insert into document_counters (kind, year, last_number) values (${kind}, ${year}, 1)
        on conflict (kind, year) do update set last_number = document_counters.last_number + 1
        returning last_number`,
  );
  return Number(row!.last_number);
}

export interface ClientInfo {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  companyId: string;
  companyName: string;
  zone: string | null;
}

/** The columns of a client as a document names it (its company joined by the caller). */
export const clientColumns = {
  ...pick(clients, ['id', 'name', 'email', 'phone', 'address', 'companyId']),
  companyName: companies.name,
  zone: clients.zone,
};

/** The client columns of a document's row (the company is the document's, joined by the caller). */
export const clientRefColumns = {
  clientId: clients.id,
  clientName: clients.name,
  clientEmail: clients.email,
  clientPhone: clients.phone,
  clientAddress: clients.address,
};

export interface ClientRefRow {
  clientId: string;
  clientName: string;
  clientEmail: string | null;
  clientPhone: string | null;
  clientAddress: string | null;
  companyId: string;
  companyName: string;
}

/** A document's client, as the API shows it. */
export function presentClient(row: ClientRefRow): ClientRef {
  return {
    id: row.clientId,
    name: row.clientName,
    email: row.clientEmail,
    phone: row.clientPhone,
    address: row.clientAddress,
    companyId: row.companyId,
    companyName: row.companyName,
  };
}

/** A client the user may see (its company granted), or undefined: missing and hidden look the same. */
export async function findClient(
  db: Runner,
  auth: AuthContext | null,
  id: string,
): Promise<ClientInfo | undefined> {
  const [row] = await db
    .select(clientColumns)
    .from(clients)
    .innerJoin(companies, eq(companies.id, clients.companyId))
    .where(and(eq(clients.id, id), auth ? companyScope(auth, clients.companyId) : undefined))
    .limit(1);
  return row;
}

/** The client of a new document, or a 400 on `clientId` (unknown or not visible). */
export async function requireClient(db: Runner, auth: AuthContext, id: string, messageKey: string) {
  const client = await findClient(db, auth, id);
  if (!client) throw validationFailed({ clientId: messageKey });
  return client;
}

/** Products named by lines, with the thumbnail URL a quote line shows; a 400 on the first unknown one. */
export async function checkProducts(
  db: Runner,
  items: readonly { productId: string | null }[],
  messageKey: string,
): Promise<Map<string, { imageUrl: string | null }>> {
  const ids = [...new Set(items.map((i) => i.productId).filter((id): id is string => Boolean(id)))];
  const found = new Map<string, { imageUrl: string | null }>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({ id: products.id, thumbnailKey: products.thumbnailKey, updatedAt: products.updatedAt })
    .from(products)
    .where(inArray(products.id, ids));
  for (const r of rows) {
    const version = new Date(r.updatedAt).getTime();
    found.set(r.id, { imageUrl: r.thumbnailKey ? `/api/products/${r.id}/thumbnail?v=${version}` : null });
  }
  const missing = items.findIndex((i) => i.productId && !found.has(i.productId));
  if (missing >= 0) throw validationFailed({ [`items.${missing}.productId`]: messageKey });
  return found;
}

/** numeric(16, 2) holds 14 integer digits: larger amounts are refused before the database sees them. */
const MAX_INTEGER_DIGITS = 14;

export function fitsAmount(value: string): boolean {
  const int = value.replace(/^-/, '').split('.')[0] ?? '';
  return int.replace(/^0+(?=\d)/, '').length <= MAX_INTEGER_DIGITS;
}

/** 400 when a line total or a document total would not fit the columns. */
export function checkAmounts(lines: readonly string[], totals: readonly string[], messageKey: string): void {
  const line = lines.findIndex((v) => !fitsAmount(v));
  if (line >= 0) throw validationFailed({ [`items.${line}.quantity`]: messageKey });
  if (totals.some((v) => !fitsAmount(v))) throw validationFailed({ items: messageKey });
}

/** Refuses NUL characters anywhere in a body or query (PostgreSQL text cannot hold them). */
export function rejectNul<T>(value: T, path: string[] = []): T {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw validationFailed({ [path.join('.') || '_']: 'errors.invalidValue' });
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => rejectNul(v, [...path, String(i)]));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) rejectNul(v, [...path, k]);
  }
  return value;
}

/** Our company as printed on quotes and purchase orders: app_settings 'company', else 'Comptoir'. */
export interface Issuer {
  name: string;
  lines: string[];
}

export const ISSUER_SETTING_KEY = 'company';

export async function readIssuer(db: Runner): Promise<Issuer> {
  const value = ((await readSetting(db, ISSUER_SETTING_KEY)) ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const name = text(value.legalName) ?? text(value.name) ?? 'Comptoir';
  // The legal identity of the 'Société' settings (issue 12), printed on quotes and orders too.
  const legal = (key: string, v: unknown) =>
    text(v) ? translate('fr', `invoices.pdf.${key}`, { value: text(v)! }) : null;
  const lines = [
    ...(text(value.address)?.split('\n') ?? []),
    text(value.phone),
    text(value.email),
    text(value.website),
    legal('siren', value.siren),
    legal('rcs', value.rcs),
    legal('capital', value.shareCapital),
    legal('vatNumber', value.vatNumber),
  ].filter((l): l is string => Boolean(l));
  return { name, lines };
}

/** '2.500' → '2.5', '10.000' → '10'. */
export function trimQuantity(value: string | number): string {
  const s = String(value);
  return s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s;
}

export function quoteSearchText(q: {
  number: string;
  title: string;
  clientName: string;
  companyName: string;
}) {
  return normalizeSearch(`${q.number} ${q.clientName} ${q.companyName} ${q.title}`);
}

export function orderSearchText(o: { reference: string; clientName: string; companyName: string }) {
  return normalizeSearch(`${o.reference} ${o.clientName} ${o.companyName}`);
}

/**
 * Recomputes the search text of the quotes and orders of a client or of a company after it was
 * renamed (the clients module calls it in the same transaction as the rename).
 */
export async function refreshSalesSearchText(
  tx: Runner,
  target: { clientId: string } | { companyId: string },
) {
  const scope = (table: typeof quotes | typeof orders) =>
    'clientId' in target ? eq(clients.id, target.clientId) : eq(table.companyId, target.companyId);
  await rewriteSearchText(tx, quotes, pick(quotes, ['number', 'title']), scope(quotes), quoteSearchText);
  await rewriteSearchText(tx, orders, pick(orders, ['reference']), scope(orders), orderSearchText);
}

/** Writes again the search text of the quotes or orders matching `scope`, from their own `columns` and party. */
async function rewriteSearchText<R>(
  tx: Runner,
  table: typeof quotes | typeof orders,
  columns: Record<string, AnyPgColumn>,
  scope: SQL,
  searchText: (row: R & { clientName: string; companyName: string }) => string,
) {
  const rows = await tx
    .select({ ...columns, id: table.id, clientName: clients.name, companyName: companies.name })
    .from(table)
    .innerJoin(clients, eq(clients.id, table.clientId))
    .innerJoin(companies, eq(companies.id, table.companyId))
    .where(scope);
  for (const row of rows as (R & { id: string; clientName: string; companyName: string })[]) {
    await tx
      .update(table)
      .set({ searchText: searchText(row) })
      .where(eq(table.id, row.id));
  }
}

/** A user's name on a document's record: the full name, else the e-mail (null once the user is gone). */
export const userName = sql<string | null>`coalesce(nullif(${users.fullName}, ''), ${users.email})`;

/**
 * The status changes of an order or an invoice (`owner` is its history's column naming it), oldest
 * first, with the name of who made each.
 */
export function statusChanges(
  db: Runner,
  history: typeof orderStatusHistory | typeof invoiceStatusHistory,
  owner: AnyPgColumn,
  id: string,
) {
  return db
    .select({
      status: history.status,
      note: 'note' in history ? history.note : sql<string | null>`null`,
      changedAt: history.changedAt,
      changedBy: userName,
    })
    .from(history)
    .leftJoin(users, eq(users.id, history.changedBy))
    .where(eq(owner, id))
    .orderBy(asc(history.changedAt), asc(history.id));
}

/** The columns of a quotes or orders table a list filters and sorts on. */
export interface DocumentListColumns {
  id: AnyPgColumn;
  companyId: AnyPgColumn;
  clientId: AnyPgColumn;
  searchText: AnyPgColumn;
  status: AnyPgColumn;
  createdAt: AnyPgColumn;
}

/**
 * A document list's condition: the user's companies and the client asked for; with the filters,
 * the search text and the status too (without them, the scope the counters are computed on).
 */
export function documentListWhere(
  auth: AuthContext,
  table: DocumentListColumns,
  query: { q?: string | undefined; clientId?: string | undefined; status?: string | undefined },
  withFilters: boolean,
): SQL | undefined {
  return and(
    companyScope(auth, table.companyId),
    query.clientId ? eq(table.clientId, query.clientId) : undefined,
    withFilters ? searchWhere(query.q, { searchText: table.searchText }) : undefined,
    withFilters && query.status ? eq(table.status, query.status) : undefined,
  );
}

/**
 * A document list's sort (list-query's `sortOrder`): the chosen key, newest first by default, then
 * the newest first, then by id.
 */
export function documentSort<K extends string>(
  table: DocumentListColumns,
  keys: Record<K, SQL | AnyPgColumn>,
  fallback: K,
): SortSpec<K> {
  return { keys, fallback, direction: 'desc', then: [sql`${table.createdAt} desc`], id: table.id };
}

/** A 409 whose message names a status, translated for the request. */
export function stateConflict(code: string, messageKey: string, values: Record<string, string>) {
  return new AppError(409, code, messageKey, values);
}

/** A document's status in the request's language (`orders.status.*`, `quotes.status.*`, ...). */
export const documentStatusLabel = (
  request: FastifyRequest,
  module: 'orders' | 'quotes' | 'invoices',
  status: string,
) => t(request, `${module}.status.${status}`);

/**
 * 409 'invalid_state' unless `allowed`: `messageKey` names the document's current `status` in the
 * words of `module`.
 */
export function assertState(
  request: FastifyRequest,
  allowed: boolean,
  messageKey: string,
  document: { module: 'orders' | 'quotes' | 'invoices'; status: string },
): void {
  if (!allowed) {
    throw stateConflict('invalid_state', messageKey, {
      status: documentStatusLabel(request, document.module, document.status),
    });
  }
}

/**
 * Deletes a draft quote or order of `module` (its lines and history go with it), locked by `lock`
 * and audited by `audited` in the same transaction; 409 for any other status.
 */
export async function deleteDraft<R extends { status: string }>(
  ctx: ActionContext,
  module: 'orders' | 'quotes',
  id: string,
  lock: (tx: Tx, auth: AuthContext, id: string) => Promise<R>,
  audited: (tx: Tx, before: R) => Promise<unknown>,
): Promise<void> {
  const table = module === 'orders' ? orders : quotes;
  await ctx.db.transaction(async (tx) => {
    const before = await lock(tx, ctx.auth, id);
    assertState(ctx.request, before.status === 'draft', `${module}.errors.cannotDelete`, {
      module,
      status: before.status,
    });
    await tx.delete(table).where(eq(table.id, id));
    await audited(tx, before);
  });
}

/**
 * The ids of one page of a document list, chosen on the documents alone (joined to clients only to
 * sort by client name): the caller joins only those rows, so a far page no longer sorts every
 * joined row.
 */
export function documentPageIds(
  db: Db,
  table: typeof quotes | typeof orders,
  where: SQL | undefined,
  orderBy: SQL[],
  query: { sort: string; page: number; pageSize: number },
) {
  const { limit, offset } = pageBounds(query);
  const ids = db.select({ id: table.id }).from(table).$dynamic();
  if (query.sort === 'clientName') ids.innerJoin(clients, eq(clients.id, table.clientId));
  return ids
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

/**
 * What a document list needs from its table: the condition (see `documentListWhere`), the order
 * of `keys` (by client name too), and one page of rows, chosen on the documents alone then
 * joined by `select`.
 */
export function documentList<K extends string, R>(
  table: typeof quotes | typeof orders,
  keys: Record<K, SQL | AnyPgColumn>,
  select: (db: Db) => { where(where: SQL): { orderBy(...order: SQL[]): R } },
) {
  const sort = documentSort<K | 'clientName'>(
    table,
    { ...keys, clientName: sql`lower(${clients.name})` } as Record<K | 'clientName', SQL | AnyPgColumn>,
    'createdAt' as K,
  );
  const order = (query: { sort: string; order: 'asc' | 'desc' }) => sortOrder(sort, query.sort, query.order);
  return {
    where: (
      auth: AuthContext,
      query: { q?: string | undefined; clientId?: string | undefined; status?: string | undefined },
      withFilters: boolean,
    ) => documentListWhere(auth, table, query, withFilters),
    order,
    /** One page of rows: its ids first (documentPageIds), then only those rows joined. */
    pageRows: (
      db: Db,
      where: SQL | undefined,
      query: { sort: string; order: 'asc' | 'desc'; page: number; pageSize: number },
    ) =>
      select(db)
        .where(inArray(table.id, documentPageIds(db, table, where, order(query), query)))
        .orderBy(...order(query)),
  };
}

/** Locks a quote or order the user may see for the caller's transaction; 404 otherwise. */
export async function lockDocument(
  tx: Tx,
  auth: AuthContext,
  table: typeof quotes | typeof orders,
  id: string,
): Promise<void> {
  if (!(await lockRows(tx, table, and(eq(table.id, id), companyScope(auth, table.companyId))))) {
    throw notFound();
  }
}
