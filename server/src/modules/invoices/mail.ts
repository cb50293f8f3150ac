/**
 * 'Envoyer' e-mails the invoice's Factur-X PDF to the client over SMTP (as quotes do) and records
 * when; 'Relancer' e-mails a reminder for an overdue invoice (French or English template) and
 * records it on the invoice.
 *
 * With SMTP configured and a client address, the e-mail is a job of the queue
 * (platform/mail-outbox, decision 0017): the route answers 202 'envoi en cours', and the record
 * (sentAt and history, or the reminder) is written when the e-mail has left; if it is given up
 * after its retries nothing is recorded but the failure (audited, shown on the invoice). Without
 * SMTP or address the record is written at once, not e-mailed (a letter, a call).
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { translate, type Language } from '@comptoir/core/i18n/index';
import { daysOverdue, type InvoiceDetail } from '@comptoir/core/modules/invoices';
import type { OutgoingMail } from '@comptoir/core/modules/mail';
import type { AuditAction } from '@comptoir/core/audit';
import { invoiceReminders, invoiceStatusHistory, invoices } from '../../db/schema/index';
import { auditOrigin, recordAuditFrom } from '../../platform/audit';
import { t } from '../../platform/i18n';
import { escapeHtml, mailerFor } from '../../platform/mail';
import { MailCancelled, defineMailKind, queueMail, type MailRequester } from '../../platform/mail-outbox';
import { frenchDate, pdfMoney } from '../../platform/pdf';
import type { ActionContext, Tx } from '../../platform/service';
import { assertState } from '../sales/states';
import { readIdentity } from '../settings/company';
import { invoiceClock } from './clock';
import { storedInvoicePdf } from './pdf-store';
import { getInvoice, readInvoiceDetail } from './read';

type Result = { invoice: InvoiceDetail; emailed: boolean; mail: OutgoingMail | null; message: string };

function compose(
  language: Language,
  prefix: string,
  keys: string[],
  values: Record<string, string>,
  signer: string,
) {
  const tr = (key: string) => translate(language, `${prefix}.${key}`, values);
  const paragraphs = [...keys.map(tr), `${tr('signature')}\n${signer}`];
  return {
    subject: tr('subject'),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n'),
  };
}

const sendable = (invoice: InvoiceDetail) =>
  invoice.direction === 'outgoing' && invoice.status !== 'draft' && invoice.status !== 'cancelled';
const remindable = (invoice: InvoiceDetail) =>
  invoice.direction === 'outgoing' && invoice.status === 'overdue' && Boolean(invoice.dueDate);

const requesterFrom = (ctx: ActionContext): MailRequester => ({
  actor: { id: ctx.auth.user.id, email: ctx.auth.user.email },
  origin: auditOrigin(ctx.request),
});

/** The invoice sent: its date, its history and the audit entry (e-mailed or not). */
async function recordSent(tx: Tx, id: string, by: MailRequester, to: string | null): Promise<void> {
  const [row] = await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, id));
  if (!row) return; // deleted meanwhile
  await tx.update(invoices).set({ sentAt: new Date(), updatedAt: new Date() }).where(eq(invoices.id, id));
  await tx
    .insert(invoiceStatusHistory)
    .values({ invoiceId: id, status: 'sent', changedBy: by.actor?.id ?? null, note: to });
  await recordAuditFrom(tx, by.origin, by.actor, {
    action: 'invoice.send',
    targetType: 'invoice',
    targetId: id,
    targetLabel: row.number,
    after: { emailed: to !== null, to },
  });
}

/** A reminder recorded on the invoice (e-mailed or not) and its audit entry. */
async function recordReminder(
  tx: Tx,
  id: string,
  by: MailRequester,
  reminder: { recipient: string | null; language: 'fr' | 'en'; emailed: boolean },
): Promise<void> {
  const [row] = await tx
    .select({ number: invoices.number, dueDate: invoices.dueDate })
    .from(invoices)
    .where(eq(invoices.id, id))
    .for('update');
  if (!row) return;
  const days = row.dueDate ? daysOverdue(row.dueDate, invoiceClock.today()) : 0;
  await tx.insert(invoiceReminders).values({
    invoiceId: id,
    sentBy: by.actor?.id ?? null,
    recipient: reminder.recipient,
    language: reminder.language,
    daysOverdue: days,
    emailed: reminder.emailed,
  });
  await recordAuditFrom(tx, by.origin, by.actor, {
    action: 'invoice.remind',
    targetType: 'invoice',
    targetId: id,
    targetLabel: row.number,
    after: {
      emailed: reminder.emailed,
      to: reminder.recipient,
      language: reminder.language,
      daysOverdue: days,
    },
  });
}

/** POST /api/invoices/:id/send. */
export async function sendInvoice(app: FastifyInstance, ctx: ActionContext, id: string): Promise<Result> {
  const invoice = await getInvoice(ctx.db, ctx.auth, id);
  assertState(ctx.request, sendable(invoice), 'invoices.errors.cannotSend', {
    module: 'invoices',
    status: invoice.status,
  });
  const email = invoice.party.email;
  const mailer = mailerFor(app.config);
  if (mailer.isConfigured && email) {
    const mail = await queueMail(app, ctx.request, ctx.auth, {
      kind: 'invoice',
      targetId: id,
      recipient: email,
    });
    return {
      invoice: await getInvoice(ctx.db, ctx.auth, id),
      emailed: false,
      mail,
      message: t(ctx.request, 'invoices.success.sending', { email }),
    };
  }
  await ctx.db.transaction((tx) => recordSent(tx, id, requesterFrom(ctx), null));
  return {
    invoice: await getInvoice(ctx.db, ctx.auth, id),
    emailed: false,
    mail: null,
    message: t(
      ctx.request,
      mailer.isConfigured ? 'invoices.success.sentNoEmail' : 'invoices.success.sentNoSmtp',
    ),
  };
}

/** POST /api/invoices/:id/remind (overdue invoices only). */
export async function remindInvoice(
  app: FastifyInstance,
  ctx: ActionContext,
  id: string,
  language: 'fr' | 'en',
): Promise<Result> {
  const invoice = await getInvoice(ctx.db, ctx.auth, id);
  assertState(ctx.request, remindable(invoice), 'invoices.errors.cannotRemind', {
    module: 'invoices',
    status: invoice.status,
  });
  const email = invoice.party.email;
  if (mailerFor(app.config).isConfigured && email) {
    const mail = await queueMail(app, ctx.request, ctx.auth, {
      kind: 'reminder',
      targetId: id,
      recipient: email,
      data: { language },
    });
    return {
      invoice: await getInvoice(ctx.db, ctx.auth, id),
      emailed: false,
      mail,
      message: t(ctx.request, 'invoices.success.reminding', { email }),
    };
  }
  await ctx.db.transaction((tx) =>
    recordReminder(tx, id, requesterFrom(ctx), { recipient: email, language, emailed: false }),
  );
  return {
    invoice: await getInvoice(ctx.db, ctx.auth, id),
    emailed: false,
    mail: null,
    message: t(ctx.request, 'invoices.success.reminded'),
  };
}

/** The failure of an e-mail given up, in the invoice's audit trail. */
async function auditFailure(
  tx: Tx,
  action: AuditAction,
  id: string,
  by: MailRequester,
  mail: { recipient: string; error: string | null },
) {
  const [row] = await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, id));
  await recordAuditFrom(tx, by.origin, by.actor, {
    action,
    targetType: 'invoice',
    targetId: id,
    targetLabel: row?.number ?? null,
    after: { to: mail.recipient, error: mail.error },
  });
}

/** The jobs' side of the invoice and reminder e-mails (platform/mail-outbox). */
export function defineInvoiceMails(app: FastifyInstance): void {
  const attachment = async (invoice: InvoiceDetail) => {
    const { buffer, fileName } = await storedInvoicePdf(app.db, app.storage, invoice);
    return [{ filename: fileName, content: buffer, contentType: 'application/pdf' }];
  };

  defineMailKind(app, 'invoice', {
    async compose(mail) {
      const invoice = await readInvoiceDetail(app.db, null, mail.targetId);
      if (!invoice || !sendable(invoice)) throw new MailCancelled(`invoice ${invoice?.status ?? 'deleted'}`);
      const seller = await readIdentity(app.db);
      return {
        ...compose(
          'fr',
          'invoices.mail',
          ['greeting', 'body', 'closing'],
          {
            number: invoice.number ?? '',
            name: invoice.party.name,
            total: pdfMoney(invoice.totalAmount.amount, invoice.currency),
            dueDate: frenchDate(invoice.dueDate),
          },
          seller.legalName || 'Comptoir',
        ),
        attachments: await attachment(invoice),
      };
    },
    record: (tx, mail, by) => recordSent(tx, mail.targetId, by, mail.recipient),
    failed: (tx, mail, by) => auditFailure(tx, 'invoice.send_failed', mail.targetId, by, mail),
  });

  defineMailKind(app, 'reminder', {
    async compose(mail) {
      const invoice = await readInvoiceDetail(app.db, null, mail.targetId);
      // Paid or credited meanwhile: no reminder.
      if (!invoice || !remindable(invoice))
        throw new MailCancelled(`invoice ${invoice?.status ?? 'deleted'}`);
      const language = reminderLanguage(mail.data);
      const seller = await readIdentity(app.db);
      const date = (d: string | null) => (language === 'fr' ? frenchDate(d) : (d ?? ''));
      return {
        ...compose(
          language,
          'invoices.reminder',
          ['greeting', 'body', 'request'],
          {
            number: invoice.number ?? '',
            name: invoice.party.name,
            issueDate: date(invoice.issueDate),
            dueDate: date(invoice.dueDate),
            days: String(daysOverdue(invoice.dueDate!, invoiceClock.today())),
            balance: pdfMoney(invoice.balanceDue.amount, invoice.currency),
          },
          seller.legalName || 'Comptoir',
        ),
        attachments: await attachment(invoice),
      };
    },
    record: (tx, mail, by) =>
      recordReminder(tx, mail.targetId, by, {
        recipient: mail.recipient,
        language: reminderLanguage(mail.data),
        emailed: true,
      }),
    failed: (tx, mail, by) => auditFailure(tx, 'invoice.remind_failed', mail.targetId, by, mail),
  });
}

const reminderLanguage = (data: unknown): 'fr' | 'en' =>
  (data as { language?: string } | null)?.language === 'en' ? 'en' : 'fr';
