import type { sql } from 'drizzle-orm';
import type { Db } from './client';

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
