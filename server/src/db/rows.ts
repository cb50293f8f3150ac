import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { appSettings } from './schema/index';

type Reader = Pick<Db, 'execute'>;

/** Rows of a raw query: node-postgres and PGlite both answer `{ rows }`. */
export async function rowsOf<T>(db: Reader, query: ReturnType<typeof sql>): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

/** LIKE pattern matching `text` anywhere, with its wildcards (\ % _) escaped. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The counts `keys` of an aggregate row as numbers, in that order (a driver may give `count(*)`
 * as text): 0 for a missing row or value.
 */
export function countsOf<const K extends string>(
  row: { [F in K]?: number | string | null } | undefined,
  keys: readonly K[],
): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, Number(row?.[key] ?? 0)])) as Record<K, number>;
}

type Selector = Pick<Db, 'select'>;

/** Whether `table` has a row matching `where`. */
export async function exists(db: Selector, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(table)
    .where(where)
    .limit(1);
  return row !== undefined;
}

/**
 * Locks the rows of `table` matching `where` for the transaction (other writers to them wait for
 * it); whether there was one.
 */
export async function lockRows(tx: Selector, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const rows = await tx
    .select({ one: sql<number>`1` })
    .from(table)
    .where(where)
    .for('update');
  return rows.length > 0;
}

/** Whether `table` holds demo rows: a demo loader then has nothing to do. */
export const hasDemoRows = (db: Selector, table: PgTable & { isDemo: AnyPgColumn }): Promise<boolean> =>
  exists(db, table, eq(table.isDemo, true));

/**
 * Whether a row of `table` other than `exceptId` has `value` in `column`, without case: a
 * reference or an e-mail already taken.
 */
export function valueTaken(
  db: Selector,
  table: PgTable & { id: AnyPgColumn },
  column: AnyPgColumn,
  value: string,
  exceptId?: string,
): Promise<boolean> {
  return exists(
    db,
    table,
    and(sql`lower(${column}) = lower(${value})`, exceptId ? sql`${table.id} <> ${exceptId}` : undefined),
  );
}

/** The stored value of the app setting `key` (app_settings), or undefined when there is none. */
export async function readSetting(db: Selector, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key))
    .limit(1);
  return row?.value;
}

/** Stores `value` as the app setting `key` (app_settings), changed now by the user `userId`. */
export async function writeSetting(
  db: Pick<Db, 'insert'>,
  key: string,
  value: (typeof appSettings.$inferInsert)['value'],
  userId: string,
): Promise<void> {
  const changed = { value, updatedBy: userId, updatedAt: new Date() };
  await db
    .insert(appSettings)
    .values({ key, ...changed })
    .onConflictDoUpdate({ target: appSettings.key, set: changed });
}
