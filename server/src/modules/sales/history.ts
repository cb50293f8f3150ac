/**
 * Who changed a sales document and when: the name a document's record shows for a user, and the
 * status changes of an order or an invoice.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users, type invoiceStatusHistory, type orderStatusHistory } from '../../db/schema/index';
import type { Runner } from '../../platform/service';

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
