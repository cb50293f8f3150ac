import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { OutgoingMail } from '@comptoir/core/modules/mail';
import { QUOTE_ACTIONS, type QuoteAction, type QuoteDetail } from '@comptoir/core/modules/sales';
import { quotes } from '../../../db/schema/index';
import { recordAuditFrom } from '../../../platform/audit';
import { notFound } from '../../../platform/errors';
import { fr, t } from '../../../platform/i18n';
import { escapeHtml, mailerFor } from '../../../platform/mail';
import {
  MailCancelled,
  auditMailFailure,
  defineMailKind,
  queueMail,
  requesterAuth,
  requesterOf,
} from '../../../platform/mail-outbox';
import { frenchDate, pdfMoney } from '../../../platform/pdf';
import { readIssuer } from '../../sales/issuer';
import { stateConflict } from '../../sales/states';
import { renderQuotePdf } from './pdf';
import { readDetail, readRow } from './read';
import { lockQuote, statusLabel } from './write';
import { auditFor, type ActionContext, type Tx } from '../../../platform/service';

const audit = auditFor('quote');

const ACTION_ERRORS: Record<QuoteAction, string> = {
  send: 'quotes.errors.cannotSend',
  accept: 'quotes.errors.cannotAccept',
  reject: 'quotes.errors.cannotReject',
};

/** Applies a quote action inside the caller's transaction: 409 unless the status allows it. */
async function applyAction(tx: Tx, ctx: ActionContext, id: string, action: QuoteAction, extra: object = {}) {
  const before = await lockQuote(tx, ctx.auth, id);
  const rule = QUOTE_ACTIONS[action];
  if (!(rule.from as readonly string[]).includes(before.status)) {
    throw stateConflict('invalid_transition', ACTION_ERRORS[action], {
      status: statusLabel(ctx.request, before.status),
    });
  }
  const now = new Date();
  const stamp =
    action === 'send' ? { sentAt: now } : action === 'accept' ? { acceptedAt: now } : { rejectedAt: now };
  await tx
    .update(quotes)
    .set({ status: rule.to, updatedAt: now, ...stamp })
    .where(eq(quotes.id, id));
  await audit(tx, ctx, `quote.${action}`, {
    id,
    label: before.number,
    before: { status: before.status },
    after: { status: rule.to, ...extra },
  });
  return before;
}

/** POST /api/quotes/:id/accept and /reject. */
export async function transitionQuote(
  ctx: ActionContext,
  id: string,
  action: 'accept' | 'reject',
): Promise<QuoteDetail> {
  return ctx.db.transaction(async (tx) => {
    await applyAction(tx, ctx, id, action);
    return (await readDetail(tx, ctx.auth, id))!;
  });
}

/**
 * POST /api/quotes/:id/send. With SMTP configured and a client address, the e-mail is a job of the
 * queue (platform/mail-outbox): the answer (202) says it is on its way, and the quote becomes
 * 'sent' when the e-mail has left (the job's `record`); it stays a draft if the e-mail is given up
 * (audited 'quote.send_failed'). Without SMTP or address, the quote is marked sent at once and the
 * answer says why it was not e-mailed.
 */
export async function sendQuote(
  app: FastifyInstance,
  ctx: ActionContext,
  id: string,
): Promise<{ quote: QuoteDetail; emailed: boolean; mail: OutgoingMail | null; message: string }> {
  const mailer = mailerFor(app.config);
  const row = await readRow(ctx.db, ctx.auth, id);
  if (!row) throw notFound();
  const email = row.clientEmail?.trim() || null;
  if (!mailer.isConfigured || !email) {
    await ctx.db.transaction(async (tx) => {
      await applyAction(tx, ctx, id, 'send', { emailed: false, to: null });
    });
    const key = mailer.isConfigured ? 'quotes.success.sentNoEmail' : 'quotes.success.sentNoSmtp';
    return {
      quote: (await readDetail(ctx.db, ctx.auth, id))!,
      emailed: false,
      mail: null,
      message: t(ctx.request, key),
    };
  }
  if (!(QUOTE_ACTIONS.send.from as readonly string[]).includes(row.status)) {
    throw stateConflict('invalid_transition', ACTION_ERRORS.send, {
      status: statusLabel(ctx.request, row.status),
    });
  }
  const mail = await queueMail(app, ctx.request, ctx.auth, { kind: 'quote', targetId: id, recipient: email });
  return {
    quote: (await readDetail(ctx.db, ctx.auth, id))!,
    emailed: false,
    mail,
    message: t(ctx.request, 'quotes.success.sending', { email }),
  };
}

/** The job's side of a quote's e-mail (platform/mail-outbox). */
export function defineQuoteMail(app: FastifyInstance): void {
  defineMailKind(app, 'quote', {
    async compose(mail) {
      const quote = await readDetail(app.db, requesterAuth(requesterOf(mail)), mail.targetId);
      if (!quote || !(QUOTE_ACTIONS.send.from as readonly string[]).includes(quote.status)) {
        throw new MailCancelled(`quote ${quote?.status ?? 'deleted'}`);
      }
      const { buffer, fileName } = await renderQuotePdf(app.db, quote);
      return {
        ...quoteMail(quote, await readIssuer(app.db)),
        attachments: [{ filename: fileName, content: buffer, contentType: 'application/pdf' }],
      };
    },
    async record(tx, mail, by) {
      // Deleted meanwhile: nothing to record (and nothing to fail on: the e-mail has left).
      const [exists] = await tx.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, mail.targetId));
      if (!exists) return;
      const before = await lockQuote(tx, requesterAuth(by), mail.targetId);
      const now = new Date();
      // Sent by e-mail: the draft becomes 'sent' (a quote that changed meanwhile keeps its status).
      const sendable = (QUOTE_ACTIONS.send.from as readonly string[]).includes(before.status);
      if (sendable) {
        await tx
          .update(quotes)
          .set({ status: QUOTE_ACTIONS.send.to, sentAt: now, updatedAt: now })
          .where(eq(quotes.id, mail.targetId));
      }
      await recordAuditFrom(tx, by.origin, by.actor, {
        action: 'quote.send',
        targetType: 'quote',
        targetId: mail.targetId,
        targetLabel: before.number,
        before: { status: before.status },
        after: {
          status: sendable ? QUOTE_ACTIONS.send.to : before.status,
          emailed: true,
          to: mail.recipient,
        },
      });
    },
    failed: (tx, mail, by) =>
      auditMailFailure(tx, mail, by, { table: quotes, action: 'quote.send_failed', targetType: 'quote' }),
  });
}

/** The e-mail that carries a quote, in French like the document. */
function quoteMail(quote: QuoteDetail, issuer: { name: string }) {
  const values = {
    number: quote.number,
    title: quote.title,
    name: quote.client.name,
    total: pdfMoney(quote.totalAmount.amount, quote.currency),
    validUntil: frenchDate(quote.validUntil),
  };
  const paragraphs = [
    fr('quotes.mail.greeting', values),
    fr('quotes.mail.body', values),
    fr('quotes.mail.closing'),
    `${fr('quotes.mail.signature')}\n${issuer.name}`,
  ];
  return {
    subject: fr('quotes.mail.subject', values),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n'),
  };
}
