import type { FastifyInstance } from 'fastify';
import { invoicesApi } from '@comptoir/core/modules/invoices.routes';
import { requestLanguage as languageOf, t } from '../../platform/i18n';
import { sendFile, sendPdf, uploadedFileHeaders } from '../../platform/download';
import { queueOf } from '../../platform/jobs';
import { acceptedIfQueued } from '../../platform/mail-outbox';
import { implement } from '../../platform/routes';
import { rejectNul } from '../sales/guards';
import { createDraft, deleteDraft, updateDraft } from './drafts';
import { invoicesCsv, invoicesFec, invoicesXlsx } from './export';
import {
  approveIncoming,
  createIncoming,
  incomingSuggestions as suggest,
  invoiceFile,
  rejectIncoming,
} from './incoming';
import { creditInvoice, issueInvoice } from './issue';
import { clientInvoicing as clientInvoicingOf, orderInvoicing as orderInvoicingOf } from './links';
import { defineInvoiceMails, remindInvoice, sendInvoice } from './mail';
import { addPayment, deletePayment } from './payments';
import { INVOICE_PDF_JOB, hasStoredPdf, storedInvoicePdf } from './pdf-store';
import { getInvoice, listInvoices, readInvoiceDetail } from './read';
import { invoiceUbl } from './ubl';

/**
 * Invoices (/api/invoices): outgoing drafts, issue with legal numbers, credit notes, payments,
 * send and reminders, incoming invoices from an extraction, PDF (Factur-X), exports; and the
 * invoicing figures of an order and of a client; the handlers of `invoicesApi`.
 */
export function invoicesRoutes(app: FastifyInstance): void {
  defineInvoiceMails(app);
  // The issued invoice's PDF, drawn and stored once right after its issue (decision 0057).
  queueOf(app).define<{ id: string }>(
    INVOICE_PDF_JOB,
    async ({ id }) => {
      if (await hasStoredPdf(app.db, id)) return;
      const invoice = await readInvoiceDetail(app.db, null, id);
      if (invoice) await storedInvoicePdf(app.db, app.storage, invoice);
    },
    { retryLimit: 2 },
  );
  const storePdf = (id: string) => {
    if (!app.config.invoicePdfAtIssue) return;
    // Its first download stores it if this job is late or fails: nothing is lost by a failure.
    queueOf(app)
      .send(INVOICE_PDF_JOB, { id })
      .catch((err: unknown) => app.log.warn({ err, invoice: id }, 'invoice PDF job not queued'));
  };

  implement(app, invoicesApi, {
    list: async ({ db, auth, query }) => listInvoices(db, auth, rejectNul(query)),
    create: {
      handler: async (c) => createDraft(c, rejectNul(c.body)),
      confirm: { key: 'invoice', message: 'invoices.success.created' },
    },
    read: async ({ db, auth, params }) => getInvoice(db, auth, params.id),
    update: {
      handler: async (c) => updateDraft(c, c.params.id, rejectNul(c.body)),
      confirm: { key: 'invoice', message: 'invoices.success.updated' },
    },
    remove: {
      handler: async (c) => deleteDraft(c, c.params.id),
      confirm: { message: 'invoices.success.deleted' },
    },
    export: async ({ db, request, reply, auth, query }) => {
      rejectNul(query);
      const language = languageOf(request);
      const stamp = new Date().toISOString().slice(0, 10);
      const base = t(request, 'invoices.export.fileName', { date: stamp });
      if (query.format === 'fec') {
        const { buffer, fileName } = await invoicesFec(db, auth, query);
        return sendFile(reply, fileName, buffer, { type: 'text/plain; charset=utf-8' });
      }
      if (query.format === 'csv') {
        return sendFile(reply, `${base}.csv`, await invoicesCsv(db, auth, query, language));
      }
      return sendFile(reply, `${base}.xlsx`, await invoicesXlsx(db, auth, query, language));
    },
    incomingSuggestions: async (c) =>
      suggest(c, app.storage, c.query.extractionJobId, c.query.orderReference),
    createIncoming: {
      handler: async (c) => createIncoming(c, app.storage, rejectNul(c.body)),
      confirm: { key: 'invoice', message: 'invoices.success.incomingCreated' },
    },
    rejectIncoming: {
      handler: async (c) => {
        const body = rejectNul(c.body);
        await rejectIncoming(c, body.extractionJobId, body.reason);
      },
      confirm: { message: 'invoices.success.rejected' },
    },
    issue: {
      handler: async (c) => {
        const invoice = await issueInvoice(c, c.params.id, c.body);
        storePdf(c.params.id);
        return invoice;
      },
      confirm: {
        key: 'invoice',
        message: ({ request }, invoice: { number: string | null }) =>
          t(request, 'invoices.success.issued', { number: invoice.number ?? '' }),
      },
    },
    creditNote: async (c) => {
      const result = await creditInvoice(c, c.params.id, rejectNul(c.body));
      storePdf(result.creditNote.id);
      c.reply.status(201);
      return {
        ...result,
        message: t(c.request, 'invoices.success.creditNote', { number: result.creditNote.number ?? '' }),
      };
    },
    send: async (c) => acceptedIfQueued(c.reply, await sendInvoice(app, c, c.params.id)),
    remind: async (c) => acceptedIfQueued(c.reply, await remindInvoice(app, c, c.params.id, c.body.language)),
    approve: {
      handler: async (c) => approveIncoming(c, c.params.id),
      confirm: { key: 'invoice', message: 'invoices.success.approved' },
    },
    addPayment: {
      handler: async (c) => addPayment(c, c.params.id, rejectNul(c.body)),
      confirm: { key: 'invoice', message: 'invoices.success.paymentRecorded' },
    },
    deletePayment: {
      handler: async (c) => deletePayment(c, c.params.id, c.params.paymentId),
      confirm: { key: 'invoice', message: 'invoices.success.paymentDeleted' },
    },
    pdf: async ({ db, reply, auth, params }) =>
      sendPdf(reply, await storedInvoicePdf(db, app.storage, await getInvoice(db, auth, params.id))),
    ubl: async ({ db, reply, auth, params }) => {
      const { xml, fileName } = await invoiceUbl(db, auth, params.id);
      return sendFile(reply, fileName, xml, { type: 'application/xml' });
    },
    file: async (c) => {
      const file = await invoiceFile(c, app.storage, c.params.id);
      // The supplier's file as received: saved, never shown in the app's origin (issue 29 §5).
      uploadedFileHeaders(c.reply, file, { inline: false, cache: 'private, no-store' });
      return c.reply.send(file.stream);
    },
    orderInvoicing: async ({ db, auth, params }) => orderInvoicingOf(db, auth, params.id),
    clientInvoicing: async ({ db, auth, params }) => clientInvoicingOf(db, auth, params.id),
  });
}
