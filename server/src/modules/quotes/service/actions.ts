import { and, eq } from 'drizzle-orm';
import { QUOTE_ACTIONS, type QuoteAction, type QuoteDetail } from '@comptoir/core/modules/sales';
import { translate } from '@comptoir/core/i18n/index';
import { quotes } from '../../../db/schema/index';
import { recordAudit } from '../../../platform/audit';
import { AppError } from '../../../platform/errors';
import { t } from '../../../platform/i18n';
import { escapeHtml, type Mailer } from '../../../platform/mail';
import { frenchDate, pdfMoney } from '../../../platform/pdf';
import { readIssuer, stateConflict, type ActionContext, type Tx } from '../../orders/documents';
import { renderQuotePdf } from './pdf';
import { readDetail, readRow } from './read';
import { lockQuote, statusLabel } from './write';

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
  await recordAudit(tx, ctx.request, ctx.auth, {
    action: `quote.${action}`,
    targetType: 'quote',
    targetId: id,
    targetLabel: before.number,
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
 * POST /api/quotes/:id/send. The draft is marked sent first (the row lock makes a second click
 * a 409, so the client gets one e-mail); then, when SMTP is configured and the client has an
 * e-mail address, the PDF is e-mailed. If the e-mail fails the quote goes back to draft and the
 * answer is a 502; otherwise the answer says whether it was e-mailed and why not.
 */
export async function sendQuote(
  ctx: ActionContext,
  mailer: Mailer,
  id: string,
): Promise<{ quote: QuoteDetail; emailed: boolean; message: string }> {
  const claimed = await ctx.db.transaction(async (tx) => {
    const row = await readRow(tx, ctx.auth, id);
    const email = row?.clientEmail?.trim() || null;
    const willEmail = Boolean(mailer.isConfigured && email);
    await applyAction(tx, ctx, id, 'send', { emailed: willEmail, to: willEmail ? email : null });
    return { email, willEmail };
  });
  let quote = (await readDetail(ctx.db, ctx.auth, id))!;
  if (!claimed.willEmail) {
    const key = mailer.isConfigured ? 'quotes.success.sentNoEmail' : 'quotes.success.sentNoSmtp';
    return { quote, emailed: false, message: t(ctx.request, key) };
  }
  try {
    const { buffer, fileName } = await renderQuotePdf(ctx.db, quote);
    await mailer.send({
      to: claimed.email!,
      ...quoteMail(quote, await readIssuer(ctx.db)),
      attachments: [{ filename: fileName, content: buffer, contentType: 'application/pdf' }],
    });
  } catch (error) {
    ctx.request.log.warn({ err: error, quoteId: id }, 'quote e-mail failed');
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(quotes)
        .set({ status: 'draft', sentAt: null, updatedAt: new Date() })
        .where(and(eq(quotes.id, id), eq(quotes.status, 'sent')));
      await recordAudit(tx, ctx.request, ctx.auth, {
        action: 'quote.send_failed',
        targetType: 'quote',
        targetId: id,
        targetLabel: quote.number,
        before: { status: 'sent' },
        after: { status: 'draft' },
      });
    });
    throw new AppError(502, 'mail_failed', 'quotes.errors.mailFailed');
  }
  quote = (await readDetail(ctx.db, ctx.auth, id))!;
  return {
    quote,
    emailed: true,
    message: t(ctx.request, 'quotes.success.sentEmailed', { email: claimed.email! }),
  };
}

/** The e-mail that carries a quote, in French like the document. */
function quoteMail(quote: QuoteDetail, issuer: { name: string }) {
  const fr = (key: string, values: Record<string, string> = {}) => translate('fr', key, values);
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
