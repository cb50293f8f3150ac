import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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

/** The stored value of the app setting `key` (app_settings), or undefined when there is none. */
export async function readSetting(db: Selector, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key))
    .limit(1);
  return row?.value;
}
