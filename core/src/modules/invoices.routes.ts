/**
 * The routes of the invoices (/api/invoices; an order's and a client's invoicing figures under
 * /api/orders and /api/clients, in the invoices module): see core/src/route.ts.
 */
import { messageResponse } from '../api';
import { routes } from '../route';
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
} from './invoices';

const r = routes('invoices', { tags: ['invoices'], errors: [400, 401, 403, 404, 409] });

export const invoicesApi = {
  ...r.collection('/api/invoices', {
    params: invoiceIdParams,
    list: {
      summary:
        'Invoices of one direction (outgoing by default): search (number, client or supplier, order reference), status (overdue computed), issue date range, sort, paging, counters',
      query: listInvoicesQuery,
      response: listInvoicesResponse,
    },
    create: {
      summary:
        'A draft outgoing invoice: from an order (orderId, optional orderLines), from an accepted quote (quoteId), or blank for a client (clientId + items)',
      body: createInvoiceBody,
      response: invoiceResponse,
    },
    read: {
      summary:
        'One invoice with its lines, VAT per rate, payments, reminders, credit notes, history and allowed actions',
      response: invoiceDetail,
    },
    update: {
      summary: 'Edits a draft (409 once issued); `items` replaces every line',
      body: invoicePatch,
      response: invoiceResponse,
    },
    remove: {
      summary: 'Deletes a draft (409 once issued)',
    },
  }),
  export: r.get('/api/invoices/export', {
    summary:
      'The filtered list as xlsx or csv, or the FEC sales and purchase journals of a period (from, to)',
    query: exportInvoicesQuery,
    response: 'file',
  }),
  incomingSuggestions: r.get('/api/invoices/incoming/suggestions', {
    summary:
      "What 'Valider' would match for an invoice extraction: supplier (VAT id, IBAN, name), order, approved quotation, duplicates",
    query: incomingSuggestionsQuery,
    response: incomingSuggestions,
  }),
  createIncoming: r.post('/api/invoices/incoming', {
    summary:
      'Creates a supplier invoice from a completed invoice extraction (values as corrected); 409 on a duplicate unless confirmDuplicate',
    body: incomingInvoiceBody,
    response: invoiceResponse,
    status: 201,
  }),
  rejectIncoming: r.post('/api/invoices/incoming/reject', {
    action: 'update',
    summary: "'Rejeter': discards an invoice extraction with a reason (audited)",
    body: rejectIncomingBody,
    response: messageResponse,
  }),
  issue: r.post('/api/invoices/:id/issue', {
    action: 'update',
    summary:
      "'Émettre': gives a draft its number FAC-{year}-{NNNNN} in the issuing transaction; immutable afterwards",
    params: invoiceIdParams,
    body: issueInvoiceBody,
    response: invoiceResponse,
  }),
  creditNote: r.post('/api/invoices/:id/credit-note', {
    summary:
      'Issues a credit note AV-{year}-{NNNNN}: full (cancels the invoice) or partial (lines and quantities)',
    params: invoiceIdParams,
    body: creditNoteBody,
    response: creditNoteResponse,
    status: 201,
  }),
  /** Answers 202 when the e-mail is queued (its handler says which), 200 when recorded at once. */
  send: r.post('/api/invoices/:id/send', {
    action: 'update',
    summary:
      "'Envoyer': with SMTP and a client e-mail, queues the e-mail of the Factur-X PDF (202; recorded on the invoice once it has left, see `invoice.mail`); otherwise records it at once (200)",
    params: invoiceIdParams,
    response: sendInvoiceResponse,
    alsoAnswers: { 202: sendInvoiceResponse },
  }),
  /** Answers 202 when the reminder is queued (its handler says which), 200 when recorded at once. */
  remind: r.post('/api/invoices/:id/remind', {
    action: 'update',
    summary:
      "'Relancer' an overdue invoice: with SMTP and a client e-mail, queues the reminder (French or English; 202, recorded once it has left); otherwise records it at once (200)",
    params: invoiceIdParams,
    body: remindBody,
    response: sendInvoiceResponse,
    alsoAnswers: { 202: sendInvoiceResponse },
  }),
  approve: r.post('/api/invoices/:id/approve', {
    action: 'update',
    summary: "A checked supplier invoice ('À vérifier') becomes 'À payer'",
    params: invoiceIdParams,
    response: invoiceResponse,
  }),
  addPayment: r.post('/api/invoices/:id/payments', {
    action: 'update',
    summary: 'Records a payment (date, amount, method, reference); an overpayment is refused',
    params: invoiceIdParams,
    body: paymentBody,
    response: invoiceResponse,
    status: 201,
  }),
  deletePayment: r.delete('/api/invoices/:id/payments/:paymentId', {
    summary: 'Deletes a payment (Admin and above; audited)',
    params: paymentParams,
    response: invoiceResponse,
  }),
  pdf: r.get('/api/invoices/:id/pdf', {
    summary:
      'The invoice or credit note as a Factur-X PDF/A-3 (EN 16931 CII attached); a draft as a marked PDF',
    params: invoiceIdParams,
    response: 'file',
  }),
  ubl: r.get('/api/invoices/:id/ubl', {
    summary:
      'The issued invoice or credit note as a Peppol BIS Billing 3.0 UBL XML (EN 16931); 409 for a draft or a supplier invoice',
    params: invoiceIdParams,
    response: 'file',
  }),
  file: r.get('/api/invoices/:id/file', {
    summary: 'The original file of a supplier invoice (after the access check)',
    params: invoiceIdParams,
    response: 'file',
  }),
  orderInvoicing: r.get('/api/orders/:id/invoicing', {
    summary: "An order's invoices and what remains to invoice per line",
    params: invoiceIdParams,
    response: orderInvoicing,
  }),
  clientInvoicing: r.get('/api/clients/:id/invoicing', {
    summary: "A client's invoices and balance due",
    params: invoiceIdParams,
    response: clientInvoicing,
  }),
};
