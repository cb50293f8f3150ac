import type { FastifyInstance } from 'fastify';
import {
  clientInvoicing,
  createInvoiceBody,
  creditNoteBody,
  creditNoteResponse,
  exportInvoicesQuery,
  incomingInvoiceBody,
  incomingSuggestions,
  incomingSuggestionsQuery,
  invoiceDetail,
  invoiceIdParams,
  invoicePatch,
  invoiceResponse,
  issueInvoiceBody,
  listInvoicesQuery,
  listInvoicesResponse,
  orderInvoicing,
  paymentBody,
  paymentParams,
  rejectIncomingBody,
  remindBody,
  sendInvoiceResponse,
} from '@comptoir/core/modules/invoices';
import { messageResponse } from '@comptoir/core/modules/sales';
import { requestLanguage as languageOf, t } from '../../platform/i18n';
import { sendFile, sendPdf } from '../../platform/download';
import { acceptedIfQueued } from '../../platform/mail-outbox';
import { pdfDisposition } from '../../platform/pdf';
import { errorResponses, moduleRoutes } from '../../platform/routes';
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
import { invoicePdf } from './pdf';
import { getInvoice, listInvoices } from './read';
import { invoiceUbl } from './ubl';

/**
 * Invoices (/api/invoices): outgoing drafts, issue with legal numbers, credit notes, payments,
 * send and reminders, incoming invoices from an extraction, PDF (Factur-X), exports; and the
 * invoicing figures of an order and of a client.
 */
export function invoicesRoutes(app: FastifyInstance): void {
  const { route, collection } = moduleRoutes(app, 'invoices', {
    tags: ['invoices'],
    errors: errorResponses(400, 401, 403, 404, 409),
  });
  defineInvoiceMails(app);

  collection({
    url: '/api/invoices',
    params: invoiceIdParams,
    record: 'invoice',
    list: {
      summary:
        'Invoices of one direction (outgoing by default): search (number, client or supplier, order reference), status (overdue computed), issue date range, sort, paging, counters',
      query: listInvoicesQuery,
      response: listInvoicesResponse,
      handler: async ({ db, auth, query }) => listInvoices(db, auth, rejectNul(query)),
    },
    create: {
      summary:
        'A draft outgoing invoice: from an order (orderId, optional orderLines), from an accepted quote (quoteId), or blank for a client (clientId + items)',
      body: createInvoiceBody,
      response: invoiceResponse,
      message: 'invoices.success.created',
      handler: async (c) => createDraft(c, rejectNul(c.body)),
    },
    read: {
      summary:
        'One invoice with its lines, VAT per rate, payments, reminders, credit notes, history and allowed actions',
      response: invoiceDetail,
      handler: async ({ db, auth, params }) => getInvoice(db, auth, params.id),
    },
    update: {
      summary: 'Edits a draft (409 once issued); `items` replaces every line',
      body: invoicePatch,
      response: invoiceResponse,
      message: 'invoices.success.updated',
      handler: async (c) => updateDraft(c, c.params.id, rejectNul(c.body)),
    },
    remove: {
      summary: 'Deletes a draft (409 once issued)',
      message: 'invoices.success.deleted',
      handler: async (c) => deleteDraft(c, c.params.id),
    },
  });

  route('GET', '/api/invoices/export', {
    summary:
      'The filtered list as xlsx or csv, or the FEC sales and purchase journals of a period (from, to)',
    query: exportInvoicesQuery,
    response: {},
    handler: async ({ db, request, reply, auth, query }) => {
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
  });

  route('GET', '/api/invoices/incoming/suggestions', {
    summary:
      "What 'Valider' would match for an invoice extraction: supplier (VAT id, IBAN, name), order, approved quotation, duplicates",
    query: incomingSuggestionsQuery,
    response: { 200: incomingSuggestions },
    handler: async (c) => suggest(c, app.storage, c.query.extractionJobId, c.query.orderReference),
  });

  route('POST', '/api/invoices/incoming', {
    summary:
      'Creates a supplier invoice from a completed invoice extraction (values as corrected); 409 on a duplicate unless confirmDuplicate',
    body: incomingInvoiceBody,
    response: { 201: invoiceResponse },
    confirm: { key: 'invoice', message: 'invoices.success.incomingCreated' },
    handler: async (c) => createIncoming(c, app.storage, rejectNul(c.body)),
  });

  route('POST', '/api/invoices/incoming/reject', {
    action: 'update',
    summary: "'Rejeter': discards an invoice extraction with a reason (audited)",
    body: rejectIncomingBody,
    response: { 200: messageResponse },
    confirm: { message: 'invoices.success.rejected' },
    handler: async (c) => {
      const body = rejectNul(c.body);
      await rejectIncoming(c, body.extractionJobId, body.reason);
    },
  });

  route('POST', '/api/invoices/:id/issue', {
    action: 'update',
    summary:
      "'Émettre': gives a draft its number FAC-{year}-{NNNNN} in the issuing transaction; immutable afterwards",
    params: invoiceIdParams,
    body: issueInvoiceBody,
    response: { 200: invoiceResponse },
    confirm: {
      key: 'invoice',
      message: ({ request }, invoice: { number: string | null }) =>
        t(request, 'invoices.success.issued', { number: invoice.number ?? '' }),
    },
    handler: async (c) => issueInvoice(c, c.params.id, c.body),
  });

  route('POST', '/api/invoices/:id/credit-note', {
    summary:
      'Issues a credit note AV-{year}-{NNNNN}: full (cancels the invoice) or partial (lines and quantities)',
    params: invoiceIdParams,
    body: creditNoteBody,
    response: { 201: creditNoteResponse },
    handler: async (c) => {
      const result = await creditInvoice(c, c.params.id, rejectNul(c.body));
      c.reply.status(201);
      return {
        ...result,
        message: t(c.request, 'invoices.success.creditNote', { number: result.creditNote.number ?? '' }),
      };
    },
  });

  route('POST', '/api/invoices/:id/send', {
    action: 'update',
    summary:
      "'Envoyer': with SMTP and a client e-mail, queues the e-mail of the Factur-X PDF (202; recorded on the invoice once it has left, see `invoice.mail`); otherwise records it at once (200)",
    params: invoiceIdParams,
    response: { 200: sendInvoiceResponse, 202: sendInvoiceResponse },
    handler: async (c) => acceptedIfQueued(c.reply, await sendInvoice(app, c, c.params.id)),
  });

  route('POST', '/api/invoices/:id/remind', {
    action: 'update',
    summary:
      "'Relancer' an overdue invoice: with SMTP and a client e-mail, queues the reminder (French or English; 202, recorded once it has left); otherwise records it at once (200)",
    params: invoiceIdParams,
    body: remindBody,
    response: { 200: sendInvoiceResponse, 202: sendInvoiceResponse },
    handler: async (c) =>
      acceptedIfQueued(c.reply, await remindInvoice(app, c, c.params.id, c.body.language)),
  });

  route('POST', '/api/invoices/:id/approve', {
    action: 'update',
    summary: "A checked supplier invoice ('À vérifier') becomes 'À payer'",
    params: invoiceIdParams,
    response: { 200: invoiceResponse },
    confirm: { key: 'invoice', message: 'invoices.success.approved' },
    handler: async (c) => approveIncoming(c, c.params.id),
  });

  route('POST', '/api/invoices/:id/payments', {
    action: 'update',
    summary: 'Records a payment (date, amount, method, reference); an overpayment is refused',
    params: invoiceIdParams,
    body: paymentBody,
    response: { 201: invoiceResponse },
    confirm: { key: 'invoice', message: 'invoices.success.paymentRecorded' },
    handler: async (c) => addPayment(c, c.params.id, rejectNul(c.body)),
  });

  route('DELETE', '/api/invoices/:id/payments/:paymentId', {
    summary: 'Deletes a payment (Admin and above; audited)',
    params: paymentParams,
    response: { 200: invoiceResponse },
    confirm: { key: 'invoice', message: 'invoices.success.paymentDeleted' },
    handler: async (c) => deletePayment(c, c.params.id, c.params.paymentId),
  });

  route('GET', '/api/invoices/:id/pdf', {
    summary:
      'The invoice or credit note as a Factur-X PDF/A-3 (EN 16931 CII attached); a draft as a marked PDF',
    params: invoiceIdParams,
    response: {},
    handler: async ({ db, reply, auth, params }) => sendPdf(reply, await invoicePdf(db, auth, params.id)),
  });

  route('GET', '/api/invoices/:id/ubl', {
    summary:
      'The issued invoice or credit note as a Peppol BIS Billing 3.0 UBL XML (EN 16931); 409 for a draft or a supplier invoice',
    params: invoiceIdParams,
    response: {},
    handler: async ({ db, reply, auth, params }) => {
      const { xml, fileName } = await invoiceUbl(db, auth, params.id);
      return sendFile(reply, fileName, xml, { type: 'application/xml' });
    },
  });

  route('GET', '/api/invoices/:id/file', {
    summary: 'The original file of a supplier invoice (after the access check)',
    params: invoiceIdParams,
    response: {},
    handler: async (c) => {
      const file = await invoiceFile(c, app.storage, c.params.id);
      c.reply.header('content-type', file.mime);
      c.reply.header('content-disposition', pdfDisposition(file.name));
      c.reply.header('cache-control', 'private, no-store');
      c.reply.header('x-content-type-options', 'nosniff');
      return c.reply.send(file.stream);
    },
  });

  route('GET', '/api/orders/:id/invoicing', {
    summary: "An order's invoices and what remains to invoice per line",
    params: invoiceIdParams,
    response: { 200: orderInvoicing },
    handler: async ({ db, auth, params }) => orderInvoicingOf(db, auth, params.id),
  });

  route('GET', '/api/clients/:id/invoicing', {
    summary: "A client's invoices and balance due",
    params: invoiceIdParams,
    response: { 200: clientInvoicing },
    handler: async ({ db, auth, params }) => clientInvoicingOf(db, auth, params.id),
  });
}
