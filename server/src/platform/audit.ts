import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '@comptoir/core/audit';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema/index';
import type { AuthContext } from './auth/context';

/** Anything that can run an insert: the database or a transaction. */
type Writer = Pick<Db, 'insert'>;

export interface AuditEntry {
  /** Dotted verb, e.g. 'user.create', 'user.set_active', 'rates.manual_entry': one of core's list. */
  action: AuditAction;
  targetType: string;
  targetId?: string | null;
  /** Human label of the target at the time (e-mail, name), kept even if the target is deleted. */
  targetLabel?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Fields that must never reach the audit log. */
const SECRET_KEYS = new Set([
  'password',
  'passwordHash',
  'password_hash',
  'newPassword',
  'totpSecret',
  'token',
]);

function scrub(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrub);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([k]) => !SECRET_KEYS.has(k))
        .map(([k, v]) => [k, scrub(v)]),
    );
  }
  return value;
}

/** Where an action came from: the request's address and user agent. */
export interface AuditOrigin {
  ip: string | null;
  userAgent: string | null;
}

export function auditOrigin(request: FastifyRequest): AuditOrigin {
  return { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 512) ?? null };
}

/**
 * Records an administrative action: who (actor), what, on whom, before and after, when (now),
 * from where (address and user agent). Pass the transaction that makes the change so the entry
 * is written with it, or not at all.
 */
export async function recordAudit(
  writer: Writer,
  request: FastifyRequest,
  auth: AuthContext | null,
  entry: AuditEntry,
): Promise<void> {
  await recordAuditFrom(writer, auditOrigin(request), auth ? auth.user : null, entry);
}

/**
 * The same, outside a request: a job of the queue records what it does on behalf of the user who
 * asked for it, from the address that asked (kept with the job).
 */
export async function recordAuditFrom(
  writer: Writer,
  origin: AuditOrigin,
  actor: { id: string; email: string } | null,
  entry: AuditEntry,
): Promise<void> {
  await writer.insert(auditLog).values({
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    targetLabel: entry.targetLabel ?? null,
    before: entry.before === undefined ? null : scrub(entry.before),
    after: entry.after === undefined ? null : scrub(entry.after),
    ip: origin.ip,
    userAgent: origin.userAgent,
  });
}
