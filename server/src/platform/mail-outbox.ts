/**
 * E-mails of documents as jobs of the queue (decision 0017, addendum). A route records the intent
 * in `mail_outbox` (status 'queued'; one pending e-mail of a kind per document, a second click is a
 * 409) and sends the job `mail`; whichever process takes it renders the message (the kind's
 * `compose`), sends it over SMTP and, once it has left, writes in ONE transaction the row 'sent'
 * and the kind's business record (`record`: quote sent, invoice sent, reminder). A failed send is
 * retried with back-off (config.mailRetry); after the last attempt the row is 'failed' with the
 * server's answer (`failed` may record it too). A document that changed meanwhile (no longer
 * sendable) ends 'cancelled', unsent.
 *
 * Delivery is at least once: a process dying between the SMTP server's acceptance and the commit
 * sends the e-mail again on the retry; every attempt carries the same Message-ID.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuditAction } from '@comptoir/core/audit';
import type { MailKind, OutgoingMail } from '@comptoir/core/modules/mail';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/index';
import type { AuthContext } from './access';
import { auditOrigin, recordAuditFrom, type AuditOrigin } from './audit';
import { conflict } from './errors';
import { requestLanguage } from './i18n';
import { queueOf, type JobDefinition } from './jobs';
import { mailerFor, type MailMessage } from './mail';
import { answerConstraints } from './service';

export const MAIL_JOB = 'mail';

export type OutboxRow = typeof mailOutbox.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who asked for the e-mail, from where: the job acts for them (audit). */
export interface MailRequester {
  actor: { id: string; email: string } | null;
  origin: AuditOrigin;
}

export interface MailKindHandler {
  /** The message to send, read from the document as it is now; throw `MailCancelled` if it no longer applies. */
  compose(row: OutboxRow): Promise<Omit<MailMessage, 'to'>>;
  /** The document's record once the e-mail has left, in the transaction marking the row 'sent'. */
  record(tx: Tx, row: OutboxRow, by: MailRequester): Promise<void>;
  /** After the last attempt failed, in the transaction marking the row 'failed'. */
  failed?(tx: Tx, row: OutboxRow, by: MailRequester): Promise<void>;
}

/** A numbered document with a status: a quote, a purchase order. */
type NumberedTable = PgTable & { id: AnyPgColumn; number: AnyPgColumn; status: AnyPgColumn };

/**
 * A `failed` handler's audit of an e-mail given up: the document's number and status as they are
 * now (null when it was deleted meanwhile), the recipient and the error.
 */
export async function auditMailFailure(
  tx: Tx,
  mail: OutboxRow,
  by: MailRequester,
  target: { table: NumberedTable; action: AuditAction; targetType: string },
): Promise<void> {
  const { table } = target;
  const [row] = (await tx
    .select({ number: table.number, status: table.status })
    .from(table as PgTable)
    .where(eq(table.id, mail.targetId))) as { number: string | null; status: string }[];
  await recordAuditFrom(tx, by.origin, by.actor, {
    action: target.action,
    targetType: target.targetType,
    targetId: mail.targetId,
    targetLabel: row?.number ?? null,
    after: { status: row?.status ?? null, to: mail.recipient, error: mail.error },
  });
}

/** Thrown by `compose`: the document changed and this e-mail must not leave (row 'cancelled'). */
export class MailCancelled extends Error {}

/**
 * The job's view of the requester: access was checked when the e-mail was asked for, so the job
 * reads the document whatever its company (as a super administrator would), in the requester's
 * name for the records it writes.
 */
export function requesterAuth(by: MailRequester): AuthContext {
  return {
    user: {
      id: by.actor?.id ?? '00000000-0000-0000-0000-000000000000',
      email: by.actor?.email ?? '',
      fullName: '',
      phone: null,
      role: 'Admin',
      status: 'Active',
      isSuperAdmin: true,
      modules: [],
      preferences: {},
    },
    session: { id: 'job', rememberMe: false, idleTimeoutMinutes: null, expiresAt: new Date(8.64e15) },
  };
}

export const requesterOf = (row: OutboxRow): MailRequester => {
  const data = row.data as { actor?: MailRequester['actor']; origin?: AuditOrigin };
  return { actor: data.actor ?? null, origin: data.origin ?? { ip: null, userAgent: null } };
};

const kindsOf = new WeakMap<FastifyInstance, Map<string, MailKindHandler>>();

export function presentMail(row: OutboxRow): OutgoingMail {
  return {
    id: row.id,
    kind: row.kind as MailKind,
    status: row.status as OutgoingMail['status'],
    recipient: row.recipient,
    attempts: row.attempts,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  };
}

/** The latest e-mail of a document (any kind, or these kinds), for its detail. */
export async function latestMail(
  db: Pick<Db, 'select'>,
  targetId: string,
  kinds?: readonly MailKind[],
): Promise<OutgoingMail | null> {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.targetId, targetId), kinds ? inArray(mailOutbox.kind, [...kinds]) : undefined))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row ? presentMail(row) : null;
}

/**
 * Records an e-mail to send and queues its job; 409 'errors.mailPending' while another e-mail of
 * this kind for this document waits. `data`: what the kind needs besides the document.
 */
export async function queueMail(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  mail: { kind: MailKind; targetId: string; recipient: string; data?: Record<string, unknown> },
): Promise<OutgoingMail> {
  const [row] = (await answerConstraints(
    () =>
      app.db
        .insert(mailOutbox)
        .values({
          kind: mail.kind,
          targetId: mail.targetId,
          recipient: mail.recipient,
          language: requestLanguage(request),
          requestedBy: auth.user.id,
          data: {
            ...mail.data,
            actor: { id: auth.user.id, email: auth.user.email },
            origin: auditOrigin(request),
          },
        })
        .returning(),
    // The only unique index a new row can break: one pending e-mail per kind and document.
    { unique: () => conflict('errors.mailPending') },
  )) as [OutboxRow];
  try {
    await queueOf(app).send(MAIL_JOB, { id: row.id });
  } catch (error) {
    await app.db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
    throw error;
  }
  return presentMail(row);
}

/**
 * The answer of an action that may send an e-mail: 202 when its e-mail was queued (the action is
 * recorded once it has left, see `mail`), 200 when it was recorded at once (no SMTP, no address).
 */
export function acceptedIfQueued<T extends { mail?: unknown }>(reply: FastifyReply, result: T): T {
  if (result.mail) reply.status(202);
  return result;
}

/**
 * Declares a kind of e-mail; the first declaration defines the job `mail` (one per app). Before
 * the queue starts (while the routes are registered).
 */
export function defineMailKind(app: FastifyInstance, kind: MailKind, handler: MailKindHandler): void {
  let kinds = kindsOf.get(app);
  if (!kinds) {
    kinds = new Map();
    kindsOf.set(app, kinds);
    defineMailJob(app, kinds);
  }
  kinds.set(kind, handler);
}

/**
 * Retries of a job sending e-mail (config.mailRetry): `retries` more attempts, the first after
 * `delaySeconds`, then twice as long each time.
 */
export function mailJobOptions(app: FastifyInstance): JobDefinition {
  const { retries, delaySeconds } = app.config.mailRetry;
  return {
    retryLimit: retries,
    // pg-boss counts whole seconds.
    retryDelaySeconds:
      queueOf(app).kind === 'postgres' ? Math.max(1, Math.round(delaySeconds)) : delaySeconds,
    // A send taking longer is considered lost (its process died) and retried.
    expireInSeconds: 5 * 60,
  };
}

function defineMailJob(app: FastifyInstance, kinds: Map<string, MailKindHandler>): void {
  const queue = queueOf(app);
  const setRow = (id: string, values: Partial<typeof mailOutbox.$inferInsert>) =>
    app.db
      .update(mailOutbox)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued')));

  queue.define<{ id: string }>(
    MAIL_JOB,
    async ({ id }, job) => {
      const [row] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      if (!row || row.status !== 'queued') return; // sent already (a job run twice), or given up
      const handler = kinds.get(row.kind);
      const by = requesterOf(row);
      await app.db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, updatedAt: new Date() })
        .where(eq(mailOutbox.id, id));
      try {
        if (!handler) throw new MailCancelled(`unknown kind ${row.kind}`);
        const message = await handler.compose(row);
        await mailerFor(app.config).send({
          ...message,
          to: row.recipient,
          messageId: `<${row.id}@comptoir>`,
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (error instanceof MailCancelled) {
          await setRow(id, { status: 'cancelled', error: reason.slice(0, 500) });
          return;
        }
        // Retried by the queue, or by the next start-up on the embedded database (see below).
        const retried = !job.lastAttempt || (job.signal.aborted && queue.kind === 'memory');
        if (retried) {
          await setRow(id, { error: reason.slice(0, 500) }).catch(() => undefined);
        } else {
          app.log.warn({ err: error, mailId: id, kind: row.kind }, 'e-mail given up after its retries');
          await app.db.transaction(async (tx) => {
            const [given] = await tx
              .update(mailOutbox)
              .set({ status: 'failed', error: reason.slice(0, 500), updatedAt: new Date() })
              .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued')))
              .returning();
            if (given) await handler?.failed?.(tx, given, by);
          });
        }
        throw error;
      }
      // It has left: the row and the document's record together.
      await app.db.transaction(async (tx) => {
        const [sent] = await tx
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(), error: null, updatedAt: new Date() })
          .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued')))
          .returning();
        if (sent) await handler!.record(tx, sent, by);
      });
    },
    { concurrency: 2, ...mailJobOptions(app) },
  );

  // The embedded database's queue lives in the process: e-mails left queued by a stopped process
  // are queued again at start-up.
  if (queue.kind !== 'memory') return;
  app.addHook('onReady', async () => {
    const left = await app.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'queued'))
      .catch(() => []);
    for (const { id } of left) await queue.send(MAIL_JOB, { id });
  });
}
