import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiError } from '@comptoir/core/api';
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
import type { AuthContext } from '../../platform/access';
import { access, defineRoute } from '../../platform/http';
import { requestLanguage as languageOf, t } from '../../platform/i18n';
import { pdfDisposition } from '../../platform/pdf';
import { rejectNul } from '../orders/documents';
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

const TAGS = ['invoices'];
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };

/**
 * Invoices (/api/invoices): outgoing drafts, issue with legal numbers, credit notes, payments,
 * send and reminders, incoming invoices from an extraction, PDF (Factur-X), exports; and the
 * invoicing figures of an order and of a client.
 */
export function invoicesRoutes(app: FastifyInstance): void {
  const ctxOf = (request: FastifyRequest, auth: AuthContext) => ({ db: app.db, request, auth });
  defineInvoiceMails(app);

  defineRoute(app, {
    method: 'GET',
    url: '/api/invoices',
    access: access.module('invoices', 'read'),
    summary:
      'Invoices of one direction (outgoing by default): search (number, client or supplier, order reference), status (overdue computed), issue date range, sort, paging, counters',
    tags: TAGS,
    query: listInvoicesQuery,
    response: { 200: listInvoicesResponse, ...errors },
    handler: async ({ auth, query }) => {
      rejectNul(query);
      return listInvoices(app.db, auth, query);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/invoices/export',
    access: access.module('invoices', 'read'),
    summary:
      'The filtered list as xlsx or csv, or the FEC sales and purchase journals of a period (from, to)',
    tags: TAGS,
    query: exportInvoicesQuery,
    response: errors,
    handler: async ({ request, reply, auth, query }) => {
      rejectNul(query);
      const language = languageOf(request);
      const stamp = new Date().toISOString().slice(0, 10);
      const base = t(request, 'invoices.export.fileName', { date: stamp });
      reply.header('cache-control', 'private, no-store');
      if (query.format === 'fec') {
        const { buffer, fileName } = await invoicesFec(app.db, auth, query);
        reply.header('content-disposition', pdfDisposition(fileName, false));
        return reply.type('text/plain; charset=utf-8').send(buffer);
      }
      if (query.format === 'csv') {
        reply.header('content-disposition', pdfDisposition(`${base}.csv`, false));
        return reply.type('text/csv; charset=utf-8').send(await invoicesCsv(app.db, auth, query, language));
      }
      reply.header('content-disposition', pdfDisposition(`${base}.xlsx`, false));
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(await invoicesXlsx(app.db, auth, query, language));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/invoices',
    access: access.module('invoices', 'create'),
    summary:
      'A draft outgoing invoice: from an order (orderId, optional orderLines), from an accepted quote (quoteId), or blank for a client (clientId + items)',
    tags: TAGS,
    body: createInvoiceBody,
    response: { 201: invoiceResponse, ...errors },
    handler: async ({ request, reply, auth, body }) => {
      rejectNul(body);
      const invoice = await createDraft(ctxOf(request, auth), body);
      reply.status(201);
      return { invoice, message: t(request, 'invoices.success.created') };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/invoices/incoming/suggestions',
    access: access.module('invoices', 'read'),
    summary:
      "What 'Valider' would match for an invoice extraction: supplier (VAT id, IBAN, name), order, approved quotation, duplicates",
    tags: TAGS,
    query: incomingSuggestionsQuery,
    response: { 200: incomingSuggestions, ...errors },
    handler: async ({ request, auth, query }) =>
      suggest(ctxOf(request, auth), app.storage, query.extractionJobId, query.orderReference),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/invoices/incoming',
    access: access.module('invoices', 'create'),
    summary:
      'Creates a supplier invoice from a completed invoice extraction (values as corrected); 409 on a duplicate unless confirmDuplicate',
    tags: TAGS,
    body: incomingInvoiceBody,
    response: { 201: invoiceResponse, ...errors },
    handler: async ({ request, reply, auth, body }) => {
      rejectNul(body);
      const invoice = await createIncoming(ctxOf(request, auth), app.storage, body);
      reply.status(201);
      return { invoice, message: t(request, 'invoices.success.incomingCreated') };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/invoices/incoming/reject',
    access: access.module('invoices', 'update'),
    summary: "'Rejeter': discards an invoice extraction with a reason (audited)",
    tags: TAGS,
    body: rejectIncomingBody,
    response: { 200: messageResponse, ...errors },
    handler: async ({ request, auth, body }) => {
      rejectNul(body);
      await rejectIncoming(ctxOf(request, auth), body.extractionJobId, body.reason);
      return { message: t(request, 'invoices.success.rejected') };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/invoices/:id',
    access: access.module('invoices', 'read'),
    summary:
      'One invoice with its lines, VAT per rate, payments, reminders, credit notes, history and allowed actions',
    tags: TAGS,
    params: invoiceIdParams,
    response: { 200: invoiceDetail, ...errors },
    handler: async ({ auth, params }) => getInvoice(app.db, auth, params.id),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/invoices/:id',
    access: access.module('invoices', 'update'),
    summary: 'Edits a draft (409 once issued); `items` replaces every line',
    tags: TAGS,
    params: invoiceIdParams,
    body: invoicePatch,
    response: { 200: invoiceResponse, ...errors },
    handler: async ({ request, auth, params, body }) => {
      rejectNul(body);
      const invoice = await updateDraft(ctxOf(request, auth), params.id, body);
      return { invoice, message: t(request, 'invoices.success.updated') };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/invoices/:id',
    access: access.module('invoices', 'delete'),
    summary: 'Deletes a draft (409 once issued)',
    tags: TAGS,
    params: invoiceIdParams,
    response: { 200: messageResponse, ...errors },
    handler: async ({ request, auth, params }) => {
      await deleteDraft(ctxOf(request, auth), params.id);
      return { message: t(request, 'invoices.success.deleted') };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/invoices/:id/issue',
    access: access.module('invoices', 'update'),
    summary:
      "'Émettre': gives a draft its number FAC-{year}-{NNNNN} in the issuing transaction; immutable afterwards",
    tags: TAGS,
    params: invoiceIdParams,
    body: issueInvoiceBody,
    response: { 200: invoiceResponse, ...errors },
    handler: async ({ request, auth, params, body }) => {
      const invoice = await issueInvoice(ctxOf(request, auth), params.id, body);
      return { invoice, message: t(request, 'invoices.success.issued', { number: invoice.number ?? '' }) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/invoices/:id/credit-note',
    access: access.module('invoices', 'create'),
    summary:
      'Issues a credit note AV-{year}-{NNNNN}: full (cancels the invoice) or partial (lines and quantities)',
    tags: TAGS,
    params: invoiceIdParams,
    body: creditNoteBody,
    response: { 201: creditNoteResponse, ...errors },
    handler: async ({ request, reply, auth, params, body }) => {
      rejectNul(body);
      const result = await creditInvoice(ctxOf(request, auth), params.id, body);
      reply.status(201);
      return {
        ...result,
        message: t(request, 'invoices.success.creditNote', { number: result.creditNote.number ?? '' }),
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/invoices/:id/send',
    access: access.module('invoices', 'update'),
    summary:
      "'Envoyer': with SMTP and a client e-mail, queues the e-mail of the Factur-X PDF (202; recorded on the invoice once it has left, see `invoice.mail`); otherwise records it at once (200)",
    tags: TAGS,
    params: invoiceIdParams,
    response: { 200: sendInvoiceResponse, 202: sendInvoiceResponse, ...errors },
    handler: async ({ request, reply, auth, params }) => {
      const result = await sendInvoice(app, ctxOf(request, auth), params.id);
      if (result.mail) reply.status(202);
      return result;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/invoices/:id/remind',
    access: access.module('invoices', 'update'),
    summary:
      "'Relancer' an overdue invoice: with SMTP and a client e-mail, queues the reminder (French or English; 202, recorded once it has left); otherwise records it at once (200)",
    tags: TAGS,
    params: invoiceIdParams,
    body: remindBody,
    response: { 200: sendInvoiceResponse, 202: sendInvoiceResponse, ...errors },
    handler: async ({ request, reply, auth, params, body }) => {
      const result = await remindInvoice(app, ctxOf(request, auth), params.id, body.language);
      if (result.mail) reply.status(202);
      return result;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/invoices/:id/approve',
    access: access.module('invoices', 'update'),
    summary: "A checked supplier invoice ('À vérifier') becomes 'À payer'",
    tags: TAGS,
    params: invoiceIdParams,
    response: { 200: invoiceResponse, ...errors },
    handler: async ({ request, auth, params }) => {
      const invoice = await approveIncoming(ctxOf(request, auth), params.id);
      return { invoice, message: t(request, 'invoices.success.approved') };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/invoices/:id/payments',
    access: access.module('invoices', 'update'),
    summary: 'Records a payment (date, amount, method, reference); an overpayment is refused',
    tags: TAGS,
    params: invoiceIdParams,
    body: paymentBody,
    response: { 201: invoiceResponse, ...errors },
    handler: async ({ request, reply, auth, params, body }) => {
      rejectNul(body);
      const invoice = await addPayment(ctxOf(request, auth), params.id, body);
      reply.status(201);
      return { invoice, message: t(request, 'invoices.success.paymentRecorded') };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/invoices/:id/payments/:paymentId',
    access: access.module('invoices', 'delete'),
    summary: 'Deletes a payment (Admin and above; audited)',
    tags: TAGS,
    params: paymentParams,
    response: { 200: invoiceResponse, ...errors },
    handler: async ({ request, auth, params }) => {
      const invoice = await deletePayment(ctxOf(request, auth), params.id, params.paymentId);
      return { invoice, message: t(request, 'invoices.success.paymentDeleted') };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/invoices/:id/pdf',
    access: access.module('invoices', 'read'),
    summary:
      'The invoice or credit note as a Factur-X PDF/A-3 (EN 16931 CII attached); a draft as a marked PDF',
    tags: TAGS,
    params: invoiceIdParams,
    response: errors,
    handler: async ({ reply, auth, params }) => {
      const { buffer, fileName } = await invoicePdf(app.db, auth, params.id);
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', pdfDisposition(fileName));
      reply.header('cache-control', 'private, no-store');
      return reply.send(buffer);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/invoices/:id/file',
    access: access.module('invoices', 'read'),
    summary: 'The original file of a supplier invoice (after the access check)',
    tags: TAGS,
    params: invoiceIdParams,
    response: errors,
    handler: async ({ request, reply, auth, params }) => {
      const file = await invoiceFile(ctxOf(request, auth), app.storage, params.id);
      reply.header('content-type', file.mime);
      reply.header('content-disposition', pdfDisposition(file.name));
      reply.header('cache-control', 'private, no-store');
      reply.header('x-content-type-options', 'nosniff');
      return reply.send(file.stream);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/orders/:id/invoicing',
    access: access.module('invoices', 'read'),
    summary: "An order's invoices and what remains to invoice per line",
    tags: TAGS,
    params: invoiceIdParams,
    response: { 200: orderInvoicing, ...errors },
    handler: async ({ auth, params }) => orderInvoicingOf(app.db, auth, params.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/clients/:id/invoicing',
    access: access.module('invoices', 'read'),
    summary: "A client's invoices and balance due",
    tags: TAGS,
    params: invoiceIdParams,
    response: { 200: clientInvoicing, ...errors },
    handler: async ({ auth, params }) => clientInvoicingOf(app.db, auth, params.id),
  });
}
