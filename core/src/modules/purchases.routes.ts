/** The routes of the purchase orders (/api/purchases): see core/src/route.ts. */
import { messageResponse, routes } from '../route';
import { UPLOAD_ERRORS, downloadQuery } from './demandes.routes';
import { purchaseOrderPatch, receiptBody } from './purchases';
import { listSuppliersQuery, listSuppliersResponse } from './products';
import { matchTolerancesBody } from './purchases-costs';
import { linkOrderItemBody, purchaseLineParams } from './margin';
import {
  createPurchaseOrderBody,
  exportPurchaseOrdersQuery,
  listPurchaseOrdersQuery,
  listPurchaseOrdersResponse,
  purchaseActionParams,
  purchaseIdParams,
  purchaseOrderDetail,
  purchaseOrderResponse,
  purchasePaymentBody,
  purchaseReceiptParams,
  purchaseReceiptLineParams,
  purchaseReceiptPhotoParams,
  approveMatchBody,
  invoiceMatchParams,
  invoiceMatchResponse,
  invoiceMatchesResponse,
  invoiceCandidatesResponse,
  supplierSummary,
  purchasePdfQuery,
  purchaseEmailBody,
  purchaseEmailResponse,
  approvedQuotationsResponse,
  matchInvoiceBody,
  matchTolerancesResponse,
} from './purchases-api';

const r = routes('purchases', { tags: ['purchases'], errors: [400, 401, 403, 404, 409] });

export const purchasesApi = {
  ...r.collection('/api/purchases', {
    params: purchaseIdParams,
    list: {
      summary:
        "Purchase orders of the user's companies: search (number, supplier, notes), status and supplier filters, sort, paging, counters by status",
      query: listPurchaseOrdersQuery,
      response: listPurchaseOrdersResponse,
    },
    create: {
      summary:
        'Creates a draft purchase order with blank lines or the lines of approved quotations of its supplier (no number until it is sent)',
      body: createPurchaseOrderBody,
      response: purchaseOrderResponse,
    },
    read: {
      summary: 'One purchase order with its lines and payments',
      response: purchaseOrderDetail,
    },
    update: {
      summary: 'Edits a draft purchase order (409 otherwise); `lines` replaces every line',
      body: purchaseOrderPatch,
      response: purchaseOrderResponse,
    },
    remove: {
      summary: 'Deletes a draft purchase order (409 for any other status)',
    },
  }),
  suppliers: r.get('/api/purchases/suppliers', {
    summary:
      "The suppliers to order from, by name (the catalogue's suppliers, for a buyer without the products module)",
    query: listSuppliersQuery,
    response: listSuppliersResponse,
  }),
  supplierSummary: r.get('/api/purchases/suppliers/:id/summary', {
    summary:
      "A supplier's purchasing record over the user's companies: on order, received, invoiced and paid per currency, on-time delivery rate, invoiced prices against ordered ones, rejected quantities",
    params: purchaseIdParams,
    response: supplierSummary,
  }),
  supplierQuotations: r.get('/api/purchases/suppliers/:id/quotations', {
    summary:
      "The supplier's approved quotations (latest first, at most 100), whose lines a new purchase order copies",
    params: purchaseIdParams,
    response: approvedQuotationsResponse,
  }),
  pdf: r.get('/api/purchases/:id/pdf', {
    summary:
      "The purchase order as a PDF in the supplier's language (French, English or Chinese), or the one asked for",
    params: purchaseIdParams,
    query: purchasePdfQuery,
    response: 'file',
  }),
  email: r.post('/api/purchases/:id/email', {
    action: 'update',
    summary:
      "E-mails the purchase order's PDF to its supplier (or `to`), in the supplier's language or `language`, as a job of the queue (202 with the queued e-mail); 409 on an order without number, closed or cancelled, or without SMTP; 400 when there is no address",
    params: purchaseIdParams,
    body: purchaseEmailBody,
    response: purchaseEmailResponse,
    status: 202,
  }),
  export: r.get('/api/purchases/export', {
    summary: 'The filtered, sorted list of purchase orders as xlsx or csv',
    query: exportPurchaseOrdersQuery,
    response: 'file',
  }),
  action: r.post('/api/purchases/:id/actions/:action', {
    action: 'update',
    summary:
      'Applies send (gives the number BCF-{year}-{NNNNN}), confirm, close or cancel; 409 when the status does not allow it',
    params: purchaseActionParams,
    response: purchaseOrderResponse,
  }),
  payment: r.post('/api/purchases/:id/payments', {
    action: 'update',
    summary:
      "Records a deposit or a payment to the supplier against a sent order, in its currency; 400 when the payments would exceed the order's total",
    params: purchaseIdParams,
    body: purchasePaymentBody,
    response: purchaseOrderResponse,
    status: 201,
  }),
  receipt: r.post('/api/purchases/:id/receipts', {
    action: 'update',
    summary:
      'Records a receipt: per order line, the quantity received and the quantity rejected at quality control with its reason; the order becomes partially received or received (409 on a draft, closed or cancelled order)',
    params: purchaseIdParams,
    body: receiptBody,
    response: purchaseOrderResponse,
    status: 201,
  }),
  removeReceipt: r.delete('/api/purchases/:id/receipts/:receiptId', {
    action: 'delete',
    summary:
      'Removes a receipt recorded by mistake; the order goes back to the status its other receipts give (409 on a closed or cancelled order)',
    params: purchaseReceiptParams,
    response: purchaseOrderResponse,
  }),
  addReceiptPhotos: r.post('/api/purchases/:id/receipts/:receiptId/lines/:lineId/photos', {
    action: 'update',
    summary:
      'Adds photos of the goods a receipt line rejected at quality control (multipart `files` or `file`; JPEG, PNG or WebP by content, 10 MB each, at most 10 per line; 409 on a line without rejected quantity)',
    params: purchaseReceiptLineParams,
    body: 'multipart',
    response: purchaseOrderResponse,
    status: 201,
    errors: UPLOAD_ERRORS,
  }),
  receiptPhoto: r.get('/api/purchases/:id/receipts/:receiptId/photos/:photoId', {
    summary: "A photo of a receipt line's rejected goods (inline; `download=1` forces a download)",
    params: purchaseReceiptPhotoParams,
    query: downloadQuery,
    response: 'file',
  }),
  removeReceiptPhoto: r.delete('/api/purchases/:id/receipts/:receiptId/photos/:photoId', {
    action: 'update',
    summary: "Removes a photo of a receipt line's rejected goods (its stored file too)",
    params: purchaseReceiptPhotoParams,
    response: purchaseOrderResponse,
  }),
  linkOrderItem: r.put('/api/purchases/:id/lines/:lineId/order-item', {
    action: 'update',
    summary:
      "Links a purchase order line to the client order line it sources (null unlinks), whatever the order's status but cancelled: the client order's real margin counts it",
    params: purchaseLineParams,
    body: linkOrderItemBody,
    response: purchaseOrderResponse,
  }),
  invoiceMatches: r.get('/api/purchases/:id/invoices', {
    summary:
      'The supplier invoices matched to the order, each with its three-way match against what was ordered and received',
    params: purchaseIdParams,
    response: invoiceMatchesResponse,
  }),
  invoiceCandidates: r.get('/api/purchases/:id/invoice-candidates', {
    summary:
      'The supplier invoices that may be matched to the order: incoming, of its supplier and currency, matched to no other order (latest first, at most 100)',
    params: purchaseIdParams,
    response: invoiceCandidatesResponse,
  }),
  matchInvoice: r.post('/api/purchases/:id/invoices', {
    action: 'update',
    summary:
      "Matches a supplier invoice (incoming, of the order's supplier and currency) to the order and its receipts: quantities and unit prices within the settings' tolerances, else 'Écart à justifier' (payment refused until an Admin validates it); deposits set against it",
    params: purchaseIdParams,
    body: matchInvoiceBody,
    response: invoiceMatchResponse,
    status: 201,
  }),
  approveMatch: r.post('/api/purchases/:id/invoices/:invoiceId/approve', {
    action: 'update',
    summary:
      "'Valider pour paiement': an Admin accepts a match's difference, with a reason (audit journal); 403 to anyone else",
    params: invoiceMatchParams,
    body: approveMatchBody,
    response: invoiceMatchResponse,
  }),
  unmatchInvoice: r.delete('/api/purchases/:id/invoices/:invoiceId', {
    action: 'update',
    summary: 'Unlinks a supplier invoice from the order (its match is forgotten)',
    params: invoiceMatchParams,
    response: messageResponse,
  }),
  tolerances: r.get('/api/purchases/settings/tolerances', {
    summary: 'The three-way match tolerances (quantity and price in percent, amount at stake in euros)',
    response: matchTolerancesResponse,
  }),
  setTolerances: r.put('/api/purchases/settings/tolerances', {
    action: 'update',
    summary: 'Sets the three-way match tolerances (Admin); matches made after use them',
    body: matchTolerancesBody,
    response: matchTolerancesResponse,
  }),
};
