/** Test helpers over the database that the module tests share (test-only): row counts, audit entries. */
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema/index';

/** How many rows `table` has (matching `where`). */
export const rowCount = async (db: Db, table: PgTable, where?: SQL) =>
  Number((await db.select({ n: count() }).from(table).where(where))[0]!.n);

/** The audit entries of `action` on the record `targetId`. */
export const auditEntries = (db: Db, action: string, targetId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
