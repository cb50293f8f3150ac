/**
 * 'Envoyer' e-mails the invoice's Factur-X PDF to the client over SMTP (as quotes do) and records
 * when; 'Relancer' e-mails a reminder for an overdue invoice (French or English template) and
 * records it on the invoice, e-mailed or not (without SMTP or address the reminder is recorded
 * for a letter or a call).
 */
import { eq } from 'drizzle-orm';
import { translate, type Language } from '@comptoir/core/i18n/index';
import { daysOverdue, type InvoiceDetail } from '@comptoir/core/modules/invoices';
import { invoiceReminders, invoiceStatusHistory, invoices } from '../../db/schema/index';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { escapeHtml, type Mailer } from '../../platform/mail';
import { frenchDate, pdfMoney } from '../../platform/pdf';
import { stateConflict, type ActionContext } from '../orders/documents';
import { readIdentity } from '../settings/company';
import { invoiceClock } from './clock';
import { renderInvoicePdf } from './pdf';
import { getInvoice, requireInvoiceRow } from './read';

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

/** POST /api/invoices/:id/send. */
export async function sendInvoice(
  ctx: ActionContext,
  mailer: Mailer,
  id: string,
): Promise<{ invoice: InvoiceDetail; emailed: boolean; message: string }> {
  const invoice = await getInvoice(ctx.db, ctx.auth, id);
  if (invoice.direction !== 'outgoing' || invoice.status === 'draft' || invoice.status === 'cancelled') {
    throw stateConflict('invalid_state', 'invoices.errors.cannotSend', {
      status: t(ctx.request, `invoices.status.${invoice.status}`),
    });
  }
  const email = invoice.party.email;
  let emailed = false;
  if (mailer.isConfigured && email) {
    const { buffer, fileName } = await renderInvoicePdf(ctx.db, invoice);
    const seller = await readIdentity(ctx.db);
    try {
      await mailer.send({
        to: email,
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
        attachments: [{ filename: fileName, content: buffer, contentType: 'application/pdf' }],
      });
      emailed = true;
    } catch (error) {
      ctx.request.log.warn({ err: error, invoiceId: id }, 'invoice e-mail failed');
      throw new AppError(502, 'mail_failed', 'invoices.errors.mailFailed');
    }
  }
  await ctx.db.transaction(async (tx) => {
    await tx.update(invoices).set({ sentAt: new Date(), updatedAt: new Date() }).where(eq(invoices.id, id));
    await tx
      .insert(invoiceStatusHistory)
      .values({ invoiceId: id, status: 'sent', changedBy: ctx.auth.user.id, note: emailed ? email : null });
    await recordAudit(tx, ctx.request, ctx.auth, {
      action: 'invoice.send',
      targetType: 'invoice',
      targetId: id,
      targetLabel: invoice.number,
      after: { emailed, to: emailed ? email : null },
    });
  });
  const message = emailed
    ? t(ctx.request, 'invoices.success.sentEmailed', { email: email! })
    : t(ctx.request, mailer.isConfigured ? 'invoices.success.sentNoEmail' : 'invoices.success.sentNoSmtp');
  return { invoice: await getInvoice(ctx.db, ctx.auth, id), emailed, message };
}

/** POST /api/invoices/:id/remind (overdue invoices only). */
export async function remindInvoice(
  ctx: ActionContext,
  mailer: Mailer,
  id: string,
  language: 'fr' | 'en',
): Promise<{ invoice: InvoiceDetail; emailed: boolean; message: string }> {
  const invoice = await getInvoice(ctx.db, ctx.auth, id);
  if (invoice.direction !== 'outgoing' || invoice.status !== 'overdue' || !invoice.dueDate) {
    throw stateConflict('invalid_state', 'invoices.errors.cannotRemind', {
      status: t(ctx.request, `invoices.status.${invoice.status}`),
    });
  }
  const days = daysOverdue(invoice.dueDate, invoiceClock.today());
  const email = invoice.party.email;
  let emailed = false;
  if (mailer.isConfigured && email) {
    const seller = await readIdentity(ctx.db);
    const date = (d: string | null) => (language === 'fr' ? frenchDate(d) : (d ?? ''));
    const { buffer, fileName } = await renderInvoicePdf(ctx.db, invoice);
    try {
      await mailer.send({
        to: email,
        ...compose(
          language,
          'invoices.reminder',
          ['greeting', 'body', 'request'],
          {
            number: invoice.number ?? '',
            name: invoice.party.name,
            issueDate: date(invoice.issueDate),
            dueDate: date(invoice.dueDate),
            days: String(days),
            balance: pdfMoney(invoice.balanceDue.amount, invoice.currency),
          },
          seller.legalName || 'Comptoir',
        ),
        attachments: [{ filename: fileName, content: buffer, contentType: 'application/pdf' }],
      });
      emailed = true;
    } catch (error) {
      ctx.request.log.warn({ err: error, invoiceId: id }, 'reminder e-mail failed');
      throw new AppError(502, 'mail_failed', 'invoices.errors.mailFailed');
    }
  }
  await ctx.db.transaction(async (tx) => {
    await requireInvoiceRow(tx, ctx.auth, id, true);
    await tx.insert(invoiceReminders).values({
      invoiceId: id,
      sentBy: ctx.auth.user.id,
      recipient: email,
      language,
      daysOverdue: days,
      emailed,
    });
    await recordAudit(tx, ctx.request, ctx.auth, {
      action: 'invoice.remind',
      targetType: 'invoice',
      targetId: id,
      targetLabel: invoice.number,
      after: { emailed, to: email, language, daysOverdue: days },
    });
  });
  const message = emailed
    ? t(ctx.request, 'invoices.success.remindedEmailed', { email: email! })
    : t(ctx.request, 'invoices.success.reminded');
  return { invoice: await getInvoice(ctx.db, ctx.auth, id), emailed, message };
}
