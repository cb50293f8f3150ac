/**
 * Test helpers over the database that the module tests share (test-only): row counts, a user's
 * sessions aged, audit entries.
 */
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { auditLog, sessions } from '../db/schema/index';

/** How many rows `table` has (matching `where`). */
export const rowCount = async (db: Db, table: PgTable, where?: SQL) =>
  Number((await db.select({ n: count() }).from(table).where(where))[0]!.n);

/** Sets columns of every session of the user, to age or expire them (an SQL interval before now()). */
export const setSessions = (db: Db, userId: string, values: PgUpdateSetSource<typeof sessions>) =>
  db.update(sessions).set(values).where(eq(sessions.userId, userId));

/** The audit entries of `action` on the record `targetId`. */
export const auditEntries = (db: Db, action: string, targetId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
