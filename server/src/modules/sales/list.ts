/**
 * The lists of quotes and orders: the user's companies and the filters, the sort (by client name
 * too), one page chosen on the documents alone then joined, and the lock a change takes on a row.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { cursorValue, keysetRows, orderOf, type PageCursor, type SortPart } from '../../db/keyset';
import { folded, pageBounds, searchWhere, sortParts, type SortSpec } from '../../db/list-query';
import { lockRows } from '../../db/rows';
import { clients, type orders, type quotes } from '../../db/schema/index';
import { companyScope, type AuthContext } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { amountString, type Tx } from '../../platform/service';
import { add, decimal, toPlainString, type Decimal } from '@comptoir/core/money';

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
  return { keys, fallback, direction: 'desc', then: [{ expr: table.createdAt, desc: true }], id: table.id };
}

/**
 * The ids of one page of a document list, chosen on the documents alone (joined to clients only to
 * sort by client name), from the cursor row when the query has one (keyset.ts), else by offset:
 * the caller joins only those rows, so a far page no longer sorts every joined row.
 */
export async function documentPageIds(
  db: Db,
  table: typeof quotes | typeof orders,
  where: SQL | undefined,
  parts: SortPart[],
  query: { sort: string; page: number; pageSize: number } & PageCursor,
  total?: () => PromiseLike<number>,
): Promise<string[]> {
  const { limit, offset } = pageBounds(query);
  const byClient = query.sort === 'clientName';
  const from = byClient
    ? sql`${table} inner join ${clients} on ${clients.id} = ${table.clientId}`
    : sql`${table}`;
  const rows = await keysetRows(
    {
      parts,
      where,
      limit,
      offset,
      cursor: query,
      valueAt: (cursor) => cursorValue(from, table.id, where, cursor),
      total,
    },
    (keyed, order, size, skip) => {
      const ids = db.select({ id: table.id }).from(table).$dynamic();
      if (byClient) ids.innerJoin(clients, eq(clients.id, table.clientId));
      return ids
        .where(keyed)
        .orderBy(...order)
        .limit(size)
        .offset(skip);
    },
  );
  return rows.map((r) => r.id as string);
}

/**
 * What a document list needs from its table: the condition (see `documentListWhere`), the order
 * of `keys` (by client name too), and one page of rows, chosen on the documents alone then
 * joined by `select`.
 */
export function documentList<K extends string, R>(
  table: typeof quotes | typeof orders,
  keys: Record<K, SQL | AnyPgColumn>,
  select: (db: Db) => { where(where: SQL): { orderBy(...order: SQL[]): PromiseLike<R> } },
) {
  const sort = documentSort<K | 'clientName'>(
    table,
    { ...keys, clientName: folded(clients.name) } as Record<K | 'clientName', SQL | AnyPgColumn>,
    'createdAt' as K,
  );
  const parts = (query: { sort: string; order: 'asc' | 'desc' }) => sortParts(sort, query.sort, query.order);
  return {
    where: (
      auth: AuthContext,
      query: { q?: string | undefined; clientId?: string | undefined; status?: string | undefined },
      withFilters: boolean,
    ) => documentListWhere(auth, table, query, withFilters),
    /**
     * One page of rows: its ids first (documentPageIds), then only those rows joined; `total` (the
     * list's count) lets a far page by number be read from the end.
     */
    pageRows: async (
      db: Db,
      where: SQL | undefined,
      query: { sort: string; order: 'asc' | 'desc'; page: number; pageSize: number } & PageCursor,
      total?: () => PromiseLike<number>,
    ): Promise<R> => {
      const ids = await documentPageIds(db, table, where, parts(query), query, total);
      if (ids.length === 0) return [] as unknown as R;
      return select(db)
        .where(inArray(table.id, ids))
        .orderBy(...orderOf(parts(query)));
    },
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

/** A document list's rows by status and currency: how many (`n`) and their amounts' sum. */
export interface StatusGroup {
  status: string;
  currency: string;
  n: number | string;
  amount: string | null;
}

/** The documents of the groups (of `status` only, when given). */
export const groupsCount = (groups: readonly StatusGroup[], status?: string) =>
  groups.reduce((sum, g) => sum + (!status || g.status === status ? Number(g.n) : 0), 0);

/**
 * A list's counters from its groups: the documents in all and of each status of `counted`, and the
 * sums per currency of those not in `unsummed` (counted, not summed).
 */
export function groupTotals<S extends string>(
  groups: readonly StatusGroup[],
  counted: readonly S[],
  unsummed: readonly string[],
): { counts: { total: number } & Record<S, number>; sums: { currency: string; amount: string }[] } {
  const counts = { total: 0, ...Object.fromEntries(counted.map((s) => [s, 0])) } as {
    total: number;
  } & Record<S, number>;
  const byCurrency = new Map<string, Decimal>();
  for (const g of groups) {
    const n = Number(g.n);
    counts.total += n;
    if ((counted as readonly string[]).includes(g.status)) (counts as Record<string, number>)[g.status]! += n;
    if (unsummed.includes(g.status)) continue;
    const sum = decimal(amountString(g.amount));
    const before = byCurrency.get(g.currency);
    byCurrency.set(g.currency, before ? add(before, sum) : sum);
  }
  return {
    counts,
    sums: [...byCurrency].map(([currency, amount]) => ({ currency, amount: toPlainString(amount) })),
  };
}
