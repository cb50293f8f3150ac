/**
 * What the module services share: the context of a write, transactions, record lookups that
 * answer 404, partial updates, audit entries of one kind of record, database error codes, and how
 * times and user names are shown.
 */
import type { FastifyRequest } from 'fastify';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AuditAction } from '@comptoir/core/audit';
import type { Db } from '../db/client';
import type { AuthContext } from './auth/context';
import { recordAudit } from './audit';
import { AppError, notFound } from './errors';

/** Who writes, from which request, into which database: what every write of a service takes. */
export interface ActionContext {
  db: Db;
  request: FastifyRequest;
  auth: AuthContext;
}

/** A transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A transaction, or the database. */
export type Runner = Db | Tx;

/** A timestamp as the API gives it (ISO 8601), from a Date or the driver's text. */
export const iso = (value: Date | string): string =>
  (value instanceof Date ? value : new Date(value)).toISOString();

/** A user's name as the app shows it: the full name, else the e-mail. */
export const displayName = (user: { fullName: string | null; email: string | null }): string =>
  (user.fullName ?? '').trim() || user.email || '';

/** The same in SQL, over the columns of a users table (an alias of it, or a raw query's). */
export const displayNameSql = (user: { fullName: AnyColumn | SQL; email: AnyColumn | SQL }) =>
  sql<string>`coalesce(nullif(trim(${user.fullName}), ''), ${user.email})`;

/** The demo flag and times of a stored record, as the contracts answer them (core `demoRecord`). */
export const demoRecordOf = (row: {
  isDemo: boolean | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}) => ({
  isDemo: Boolean(row.isDemo),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/**
 * What a new record's `authored()` columns take (schema/platform.ts): made at `at` by the signed-in
 * user (none when the system makes it: demo data, a job), a demo record or not.
 */
export const authoredValues = (auth: AuthContext | null, at: Date, isDemo = false) => ({
  isDemo,
  createdBy: auth?.user.id ?? null,
  createdAt: at,
  updatedAt: at,
});

/** numeric comes back as '12.5' or '12.50' depending on the driver: always two places. */
export function amountString(value: string | number | null | undefined): string {
  const [int = '0', frac = ''] = String(value ?? '0').split('.');
  return `${int}.${frac.padEnd(2, '0').slice(0, 2)}`;
}

/** The record, or `error()` (404 'not_found' by default) when there is none. */
export function found<T>(record: T | null | undefined, error: () => AppError = notFound): T {
  if (record === null || record === undefined) throw error();
  return record;
}

/** The fields `keys` of `record`, in that order: a record's snapshot for the audit log, say. */
export function pick<R extends object, const K extends keyof R>(record: R, keys: readonly K[]): Pick<R, K> {
  return Object.fromEntries(keys.map((key) => [key, record[key]])) as Pick<R, K>;
}

/** `rows` (made into `present(row)` when given) grouped by `key`, each group in the rows' order. */
export function groupBy<R, T = R>(
  rows: readonly R[],
  key: (row: R) => string,
  present: (row: R) => T = (row) => row as unknown as T,
): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(present(row));
    else groups.set(k, [present(row)]);
  }
  return groups;
}

/** The fields of `patch` among `keys` that are not undefined: what a PATCH changes. */
export function definedFields<P extends object, K extends keyof P>(
  patch: P,
  keys: readonly K[],
): { [F in K]?: Exclude<P[F], undefined> } {
  const out: { [F in K]?: Exclude<P[F], undefined> } = {};
  for (const key of keys) {
    if (patch[key] !== undefined) out[key] = patch[key] as Exclude<P[K], undefined>;
  }
  return out;
}

/** Postgres error code of a failure, looking through drizzle's wrapping. */
export function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A write refused by a unique index (23505). */
export const isUniqueViolation = (error: unknown): boolean => pgCode(error) === '23505';

/** A write refused by a foreign key: 23503 (no action) or 23001 (on delete restrict). */
export const isForeignKeyViolation = (error: unknown): boolean =>
  ['23503', '23001'].includes(pgCode(error) ?? '');

/**
 * `write`, with a write the database refuses by a constraint answered as the service says rather
 * than as a 500: `unique` for a unique index (23505; given the error, to tell indexes apart),
 * `referenced` for a foreign key (a row written meanwhile still names the record). The service's
 * own errors, and any other, pass through.
 */
export async function answerConstraints<T>(
  write: () => PromiseLike<T>,
  answers: { unique?: (error: unknown) => AppError; referenced?: () => AppError },
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof AppError)) {
      if (answers.unique && isUniqueViolation(error)) throw answers.unique(error);
      if (answers.referenced && isForeignKeyViolation(error)) throw answers.referenced();
    }
    throw error;
  }
}

/**
 * The audit writer of one kind of record (`targetType`): an entry about the record `id`, labelled
 * `label` (kept even once the record is gone), with what it keeps before and after.
 * Pass the transaction that makes the change, so that the entry is written with it or not at all.
 */
export function auditFor(targetType: string) {
  return (
    writer: Parameters<typeof recordAudit>[0],
    ctx: Pick<ActionContext, 'request' | 'auth'>,
    action: AuditAction,
    entry: { id: string; label: string | null; before?: unknown; after?: unknown },
  ): Promise<void> =>
    recordAudit(writer, ctx.request, ctx.auth, {
      action,
      targetType,
      targetId: entry.id,
      targetLabel: entry.label,
      before: entry.before,
      after: entry.after,
    });
}

/**
 * The audit writer of one kind of record kept as snapshots: its label (of `after`, else of
 * `before`) and the snapshot stored as before and after.
 */
export function auditTrail<R>(
  targetType: string,
  label: (record: R) => string,
  snapshot: (record: R) => unknown,
) {
  const write = auditFor(targetType);
  return (
    writer: Parameters<typeof recordAudit>[0],
    ctx: Pick<ActionContext, 'request' | 'auth'>,
    action: AuditAction,
    id: string,
    change: { before?: R; after?: R },
  ): Promise<void> =>
    write(writer, ctx, action, {
      id,
      label: label((change.after ?? change.before)!),
      before: change.before === undefined ? undefined : snapshot(change.before),
      after: change.after === undefined ? undefined : snapshot(change.after),
    });
}
