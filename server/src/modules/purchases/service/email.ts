/**
 * A purchase order e-mailed to its supplier (issue 32 §1), as quotes are: through the e-mail
 * outbox (platform/mail-outbox), a job of the queue that sends the order's PDF in the supplier's
 * language (French, English or Chinese) or the one asked for, with a message in that language.
 * Once it has left, the journal records 'purchase_order.emailed'; given up after its retries,
 * 'purchase_order.email_failed'. An order cancelled or deleted meanwhile is not sent.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { translate } from '@comptoir/core/i18n/index';
import type { OutgoingMail } from '@comptoir/core/modules/mail';
import {
  PURCHASE_PDF_LANGUAGES,
  canEmailPurchaseOrder,
  type PurchaseEmailBody,
  type PurchaseOrderDetail,
  type PurchasePdfLanguage,
} from '@comptoir/core/modules/purchases-api';
import { purchaseOrders } from '../../../db/schema/index';
import { recordAuditFrom } from '../../../platform/audit';
import { AppError, fieldError, notFound } from '../../../platform/errors';
import { t } from '../../../platform/i18n';
import { escapeHtml, mailerFor } from '../../../platform/mail';
import {
  MailCancelled,
  auditMailFailure,
  defineMailKind,
  queueMail,
  requesterAuth,
  requesterOf,
  type OutboxRow,
} from '../../../platform/mail-outbox';
import { frenchDate, pdfMoney } from '../../../platform/pdf';
import { amountString, type ActionContext } from '../../../platform/service';
import { readIssuer } from '../../sales/issuer';
import { purchaseMailFacts } from './mail-facts';
import { purchaseOrderPdf } from './pdf';
import { readDetail, readRow, type PurchaseOrderRow } from './read';
import { stateConflict } from './write';

/**
 * POST /api/purchases/:id/email: queues the e-mail of a numbered order (sent, confirmed, being
 * received; 409 otherwise) to `to` or the supplier's address (400 when there is none), in
 * `language` or the supplier's; 409 when no SMTP server is configured. A second e-mail while one is
 * on its way is the outbox's 409.
 */
export async function emailPurchaseOrder(
  app: FastifyInstance,
  ctx: ActionContext,
  id: string,
  body: PurchaseEmailBody,
): Promise<{ purchaseOrder: PurchaseOrderDetail; mail: OutgoingMail; message: string }> {
  const row = await readRow(ctx.db, ctx.auth, id);
  if (!row) throw notFound();
  if (!canEmailPurchaseOrder(row.status)) {
    throw stateConflict(ctx, 'invalid_state', 'purchases.errors.cannotEmail', row.status);
  }
  const { mailDefaults } = await purchaseMailFacts(ctx.db, id, row.supplierId);
  const to = body.to || mailDefaults!.to;
  if (!to) throw fieldError('to', 'purchases.errors.noRecipient');
  if (!mailerFor(app.config).isConfigured) {
    throw new AppError(409, 'mail_not_configured', 'purchases.errors.noSmtp');
  }
  const language = body.language ?? mailDefaults!.language;
  const mail = await queueMail(app, ctx.request, ctx.auth, {
    kind: 'purchase_order',
    targetId: id,
    recipient: to,
    data: { language },
  });
  return {
    purchaseOrder: (await readDetail(ctx.db, ctx.auth, id))!,
    mail,
    message: t(ctx.request, 'purchases.success.emailing', { number: row.number ?? '', email: to }),
  };
}

/** The language the e-mail was asked in (French if the row says none the app knows). */
const languageOf = (mail: OutboxRow): PurchasePdfLanguage => {
  const asked = (mail.data as { language?: string }).language;
  return (PURCHASE_PDF_LANGUAGES as readonly string[]).includes(asked ?? '')
    ? (asked as PurchasePdfLanguage)
    : 'fr';
};

/** The job's side of a purchase order's e-mail (platform/mail-outbox). */
export function definePurchaseOrderMail(app: FastifyInstance): void {
  defineMailKind(app, 'purchase_order', {
    async compose(mail) {
      const auth = requesterAuth(requesterOf(mail));
      const order = await readRow(app.db, auth, mail.targetId);
      if (!order || order.status === 'cancelled') {
        throw new MailCancelled(`purchase order ${order?.status ?? 'deleted'}`);
      }
      const language = languageOf(mail);
      const { buffer, fileName } = await purchaseOrderPdf(app.db, auth, mail.targetId, language);
      return {
        ...purchaseOrderMail(order, language, await readIssuer(app.db)),
        attachments: [{ filename: fileName, content: buffer, contentType: 'application/pdf' }],
      };
    },
    async record(tx, mail, by) {
      // Deleted meanwhile: nothing to record (the e-mail has left).
      const [order] = await tx
        .select({ number: purchaseOrders.number, status: purchaseOrders.status })
        .from(purchaseOrders)
        .where(eq(purchaseOrders.id, mail.targetId));
      if (!order) return;
      await recordAuditFrom(tx, by.origin, by.actor, {
        action: 'purchase_order.emailed',
        targetType: 'purchase_order',
        targetId: mail.targetId,
        targetLabel: order.number,
        after: { status: order.status, to: mail.recipient, language: languageOf(mail) },
      });
    },
    failed: (tx, mail, by) =>
      auditMailFailure(tx, mail, by, {
        table: purchaseOrders,
        action: 'purchase_order.email_failed',
        targetType: 'purchase_order',
      }),
  });
}

/** The e-mail that carries a purchase order, in the language of its PDF. */
function purchaseOrderMail(order: PurchaseOrderRow, language: PurchasePdfLanguage, issuer: { name: string }) {
  const tr = (key: string, values: Record<string, string | number> = {}) =>
    translate(language, `purchases.mail.${key}`, values);
  const day = (value: string) => (language === 'fr' ? frenchDate(value) : value.slice(0, 10));
  const number = order.number ?? '';
  const paragraphs = [
    order.contactPerson ? tr('greetingNamed', { name: order.contactPerson }) : tr('greeting'),
    [
      tr('body', { number, total: pdfMoney(amountString(order.subtotal), order.currency) }),
      ...(order.requestedDate ? [tr('requestedDate', { date: day(order.requestedDate) })] : []),
    ].join('\n'),
    tr('confirm'),
    `${tr('closing')}\n${issuer.name}`,
  ];
  return {
    subject: tr('subject', { number, issuer: issuer.name }),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n'),
  };
}
