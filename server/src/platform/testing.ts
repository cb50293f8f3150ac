/** Test helpers over the platform's tables that the module tests share (test-only). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema/index';

/** The audit entries of `action` on the record `targetId`. */
export const auditEntries = (db: Db, action: string, targetId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
