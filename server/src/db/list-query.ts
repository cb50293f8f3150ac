/**
 * One way for the services to answer a list route: where, order, page and total.
 *
 * - `pageBounds`: page ≥ 1 and 1 ≤ page size ≤ a maximum, with the SQL limit and offset (the
 *   contracts already answer 400 out of range; this keeps the query bounded whatever the caller).
 * - `sortOrder`: a whitelist of sort keys mapped to SQL; an unknown key falls back to the default
 *   one (the contracts refuse it first), and the order always ends on a unique column (the id), so
 *   pages never overlap nor skip a row when keys tie.
 * - `searchWhere`: the search term normalised like `normalizeSearch` (no case, no accents, single
 *   spaces), matched anywhere (LIKE with its wildcards escaped) either in a stored, normalised
 *   search text (trigram-indexed: products, clients, quotes, orders, invoices) or in named columns
 *   folded in SQL (lower + translate of the accented letters).
 * - `companyScope` (platform/access) is the company scope; it goes into the `where` like any filter.
 * - `listPage`: the page's rows and the total in parallel, in the shape every list answers.
 *
 * Docs: docs/list-screens.md, 'Server: a new list route'.
 */
import { Column, count, is, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { normalizeSearch } from '@comptoir/core/modules/catalogue';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { containing } from './rows';
import { folded } from './fold';
import { cursorValue, keysetRows, orderOf, type PageCursor, type SortPart } from './keyset';

/** The largest page the lists answer (the contracts' `.max(100)`). */
export const LIST_PAGE_SIZE_MAX = 100;
export const LIST_PAGE_SIZE_DEFAULT = 20;

export interface PageQuery {
  page: number;
  pageSize: number;
}

export interface PageBounds extends PageQuery {
  limit: number;
  offset: number;
}

const wholeAtLeast = (value: number | undefined, min: number, fallback: number) =>
  value === undefined || !Number.isFinite(value) ? fallback : Math.max(min, Math.floor(value));

/** Page and page size within bounds (page ≥ 1, 1 ≤ size ≤ max), with the SQL limit and offset. */
export function pageBounds(
  query: Partial<PageQuery>,
  max: number = LIST_PAGE_SIZE_MAX,
  fallback: number = LIST_PAGE_SIZE_DEFAULT,
): PageBounds {
  const page = wholeAtLeast(query.page, 1, 1);
  const pageSize = Math.min(max, wholeAtLeast(query.pageSize, 1, Math.min(fallback, max)));
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

export type SortDirection = 'asc' | 'desc';
type SortExpression = SQL | AnyColumn;

/** A tie-breaker of a sort: an expression that is never null (`created_at`), and its direction. */
export interface TieBreak {
  expr: SortExpression;
  desc?: boolean;
}

export interface SortSpec<K extends string> {
  /** The whitelist: each sort key and what it sorts by (several, each in the chosen direction). */
  keys: Record<K, SortExpression | SortExpression[]>;
  /** The key used when none (or an unknown one) is given. */
  fallback: K;
  /** The direction when none is given. */
  direction?: SortDirection;
  /** What breaks ties before the id (e.g. newest first), per key or for all keys. */
  then?: TieBreak[] | ((key: K) => TieBreak[]);
  /** The unique tie-breaker, ascending, last of every order. */
  id: AnyColumn | SQL;
  /** Nulls after the values in both directions (default: the database's, nulls sort as largest). */
  nullsLast?: boolean;
}

/** `true` when `key` is one of the whitelisted sort keys. */
export const isSortKey = <K extends string>(spec: SortSpec<K>, key: unknown): key is K =>
  typeof key === 'string' && Object.prototype.hasOwnProperty.call(spec.keys, key);

/** An expression may be null unless it is a column declared `not null`. */
const mayBeNull = (expr: SortExpression) => !(is(expr, Column) && expr.notNull);

/**
 * The order as parts (keyset.ts): the chosen key (or the fallback) in its direction, nulls where
 * the database puts them (largest) unless `nullsLast`, then the ties, then the id ascending.
 */
export function sortParts<K extends string>(
  spec: SortSpec<K>,
  sort: string | undefined,
  order: SortDirection | undefined,
): SortPart[] {
  const key: K = isSortKey(spec, sort) ? sort : spec.fallback;
  const desc = (order ?? spec.direction ?? 'asc') === 'desc';
  const then = typeof spec.then === 'function' ? spec.then(key) : (spec.then ?? []);
  const chosen = spec.keys[key];
  const sorted = (Array.isArray(chosen) ? chosen : [chosen]).map((expr): SortPart => ({
    expr,
    desc,
    nullsLast: spec.nullsLast === true || !desc,
    nullable: mayBeNull(expr),
  }));
  const ties = then.map((t): SortPart => ({
    expr: t.expr,
    desc: t.desc === true,
    nullsLast: t.desc !== true,
    nullable: mayBeNull(t.expr),
  }));
  return [...sorted, ...ties, { expr: spec.id, desc: false, nullsLast: true }];
}

/** The ORDER BY list: the chosen key (or the fallback) in its direction, the ties, the id. */
export function sortOrder<K extends string>(
  spec: SortSpec<K>,
  sort: string | undefined,
  order: SortDirection | undefined,
): SQL[] {
  return orderOf(sortParts(spec, sort, order));
}

/** A column (or expression) without case or accents: to sort on, and to compare with a normalised term. */
export { folded };

/** A 'low', 'medium' or 'high' priority as 1, 2 or 3, to sort on. */
export const priorityRank = (column: AnyColumn): SQL =>
  sql`case ${column} when 'high' then 3 when 'medium' then 2 else 1 end`;

export type SearchSpec =
  /** A stored search text, normalised on write (trigram index): `search_text like '%term%'`. */
  | { searchText: AnyColumn | SQL }
  /** Named columns, folded in SQL: any of them contains the term (a null column matches nothing). */
  | { columns: (AnyColumn | SQL)[] };

/** The search condition for `q` (undefined when `q` is empty once normalised). */
export function searchWhere(q: string | undefined, spec: SearchSpec): SQL | undefined {
  const term = normalizeSearch(q ?? '');
  if (!term) return undefined;
  const pattern = containing(term);
  if ('searchText' in spec) return sql`${spec.searchText} like ${pattern}`;
  const any = spec.columns.map((column) => sql`${folded(column)} like ${pattern}`);
  return sql`(${sql.join(any, sql` or `)})`;
}

/** What every list route answers around its items. */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The parts of a drizzle select that paging uses (`db.select(...).from(...).$dynamic()`). */
interface PageableSelect<R> extends PromiseLike<R[]> {
  where(where: SQL | undefined): PageableSelect<R>;
  orderBy(...order: SQL[]): PageableSelect<R>;
  limit(limit: number): PageableSelect<R>;
  offset(offset: number): PageableSelect<R>;
}

/** The number of rows of a `select({ n: count() })` query, or a number already known. */
export type TotalSource = PromiseLike<{ n: number | string }[] | number> | number;

/** `db.select({ n: count() })`: the column to count with, for `TotalSource` queries. */
export const countColumn = () => ({ n: count() });

/** The total of a list over `table` alone: how many of its rows match `where`. */
export const tableTotal = (db: Pick<Db, 'select'>, table: PgTable, where: SQL | undefined) =>
  db.select(countColumn()).from(table).where(where);

async function totalOf(source: TotalSource): Promise<number> {
  const value = await source;
  if (typeof value === 'number') return value;
  return Number(value[0]?.n ?? 0);
}

/**
 * The total of a page read with `count(*) over () as total` beside its rows (one statement for
 * both): the first row's; past the last page, where the window yields no row, `count`'s (none
 * before the first page holds a row).
 */
export async function windowTotal(
  rows: readonly { total: number | string }[],
  bounds: PageQuery,
  count: () => TotalSource,
): Promise<number> {
  if (rows.length > 0) return Number(rows[0]!.total);
  return bounds.page > 1 ? totalOf(count()) : 0;
}

/**
 * A list's order as keyset parts, for paging with keys (keyset.ts): `parts` (`sortParts`), the
 * list's table as the query names it (`from`, with any join a sort key needs) and its id column,
 * and the page's cursor (`after` / `before` of the query).
 */
export interface KeyedOrder {
  parts: SortPart[];
  from: SQL;
  id: AnyColumn;
  cursor: PageCursor;
}

/**
 * One page of a list: the rows of `select` (a dynamic drizzle select, joins included) filtered by
 * `where`, in `orderBy` (or a `KeyedOrder`, read from the cursor row when the query has one), cut
 * to the page, and the total from `total` (usually `db.select(countColumn()).from(table).where(where)`),
 * both at once; `present` maps the rows.
 */
export async function listPage<R, T = R>(args: {
  select: PageableSelect<R>;
  where: SQL | undefined;
  orderBy: SQL[] | KeyedOrder;
  page: Partial<PageQuery>;
  total: TotalSource;
  present?: (row: R) => T;
  maxPageSize?: number;
}): Promise<ListPage<T>> {
  const present = args.present ?? ((row: R) => row as unknown as T);
  const bounds = pageBounds(args.page, args.maxPageSize);
  const read = (where: SQL | undefined, order: SQL[], limit: number, offset: number) =>
    args.select
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
  const order = args.orderBy;
  const total = totalOf(args.total);
  const rows = Array.isArray(order)
    ? read(args.where, order, bounds.limit, bounds.offset)
    : keysetRows(
        {
          parts: order.parts,
          where: args.where,
          limit: bounds.limit,
          offset: bounds.offset,
          cursor: order.cursor,
          valueAt: (cursor) => cursorValue(order.from, order.id, args.where, cursor),
          total: () => total,
        },
        read,
      );
  const [items, n] = await Promise.all([rows, total]);
  return { items: items.map(present), total: n, page: bounds.page, pageSize: bounds.pageSize };
}
