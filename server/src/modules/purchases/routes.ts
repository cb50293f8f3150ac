import type { FastifyInstance } from 'fastify';
import { purchasesApi } from '@comptoir/core/modules/purchases.routes';
import { shipmentsApi } from '@comptoir/core/modules/shipments.routes';
import { requestLanguage, t } from '../../platform/i18n';
import { sendFile, sendPdf } from '../../platform/download';
import { confirmed, implement } from '../../platform/routes';
import { rejectNul } from '../sales/guards';
import { todayIso } from '../sales/numbering';
import {
  applyPurchaseAction,
  createPurchaseOrder,
  deletePurchaseOrder,
  getPurchaseOrder,
  listPurchaseOrders,
  recordPurchasePayment,
  recordReceipt,
  removeReceipt,
  updatePurchaseOrder,
} from './service';
import { purchaseOrdersExport } from './service/export';
import { linkOrderItem } from './service/margin';
import { approvedQuotations, supplierSummary } from './service/supplier';
import { purchaseOrderPdf } from './service/pdf';
import {
  addReceiptPhotos,
  checkPhotoLine,
  getReceiptPhoto,
  readReceiptPhotos,
  removeReceiptPhoto,
  RECEIPT_PHOTOS_FOLDER,
} from './service/photos';
import { removeStored, sendStoredFile, storeThen } from '../demandes/files';
import { definePurchaseOrderMail, emailPurchaseOrder } from './service/email';
import {
  approveMatch,
  invoiceCandidates,
  listMatches,
  matchInvoice,
  setTolerances,
  tolerancesView,
  unmatchInvoice,
} from './service/matching';
import { listSuppliers } from '../products/service';
import {
  createShipment,
  deleteShipment,
  getShipment,
  listShipments,
  updateShipment,
} from './service/shipments';

const ACTION_MESSAGES = {
  send: 'purchases.success.sent',
  confirm: 'purchases.success.confirmed',
  close: 'purchases.success.closed',
  cancel: 'purchases.success.cancelled',
} as const;

/** Purchase orders (/api/purchases): the handlers of `purchasesApi`. */
export function purchasesRoutes(app: FastifyInstance): void {
  const say = confirmed('purchaseOrder', 'purchases.success');
  definePurchaseOrderMail(app);
  implement(app, purchasesApi, {
    list: async ({ db, auth, query }) => listPurchaseOrders(db, auth, rejectNul(query)),
    create: say.created(async (c) => createPurchaseOrder(c, rejectNul(c.body))),
    read: async ({ db, auth, params }) => getPurchaseOrder(db, auth, params.id),
    suppliers: async ({ db, query }) => listSuppliers(db, rejectNul(query)),
    supplierSummary: async ({ db, auth, params }) => supplierSummary(db, auth, params.id),
    supplierQuotations: async ({ db, params }) => approvedQuotations(db, params.id),
    pdf: async ({ db, reply, auth, params, query }) =>
      sendPdf(reply, await purchaseOrderPdf(db, auth, params.id, query.language)),
    email: async (c) => emailPurchaseOrder(app, c, c.params.id, rejectNul(c.body)),
    export: async ({ db, request, reply, auth, query }) => {
      const safe = rejectNul(query);
      const name = t(request, 'purchases.export.fileName', { date: todayIso() });
      const bytes = await purchaseOrdersExport(db, auth, safe, requestLanguage(request));
      return sendFile(reply, `${name}.${safe.format}`, bytes);
    },
    update: say.updated(async (c) => updatePurchaseOrder(c, c.params.id, rejectNul(c.body))),
    remove: say.deleted(async (c) => deletePurchaseOrder(c, c.params.id)),
    action: async (c) => {
      const purchaseOrder = await applyPurchaseAction(c, c.params.id, c.params.action);
      return {
        purchaseOrder,
        message: t(c.request, ACTION_MESSAGES[c.params.action], { number: purchaseOrder.number ?? '' }),
      };
    },
    payment: {
      handler: async (c) => recordPurchasePayment(c, c.params.id, rejectNul(c.body)),
      confirm: { key: 'purchaseOrder', message: 'purchases.success.paid' },
    },
    receipt: {
      handler: async (c) => recordReceipt(c, c.params.id, rejectNul(c.body)),
      confirm: { key: 'purchaseOrder', message: 'purchases.success.received' },
    },
    linkOrderItem: {
      handler: async (c) => linkOrderItem(c, c.params.id, c.params.lineId, c.body.orderItemId),
      confirm: { key: 'purchaseOrder', message: 'purchases.success.linked' },
    },
    invoiceMatches: async ({ db, auth, params }) => ({ items: await listMatches(db, auth, params.id) }),
    invoiceCandidates: async ({ db, auth, params }) => invoiceCandidates(db, auth, params.id),
    matchInvoice: async (c) => ({
      match: await matchInvoice(c, c.params.id, c.body),
      message: t(c.request, 'purchases.success.invoiceMatched'),
    }),
    approveMatch: async (c) => ({
      match: await approveMatch(c, c.params.id, c.params.invoiceId, rejectNul(c.body).reason),
      message: t(c.request, 'purchases.success.matchApproved'),
    }),
    unmatchInvoice: async (c) => {
      await unmatchInvoice(c, c.params.id, c.params.invoiceId);
      return { message: t(c.request, 'purchases.success.invoiceUnmatched') };
    },
    tolerances: async ({ db }) => tolerancesView(db),
    setTolerances: async (c) => setTolerances(c, c.body),
    removeReceipt: {
      handler: async (c) => {
        const { purchaseOrder, photoKeys } = await removeReceipt(c, c.params.id, c.params.receiptId);
        await removeStored(app.storage, photoKeys);
        return purchaseOrder;
      },
      confirm: { key: 'purchaseOrder', message: 'purchases.success.receiptRemoved' },
    },
    // Photos of the goods rejected at quality control (issue 32 §2).
    addReceiptPhotos: {
      handler: async (c) => {
        await checkPhotoLine(c.db, c.auth, c.params, 1); // 404 or 409 before reading the upload
        const photos = await readReceiptPhotos(c.request);
        return storeThen(app.storage, RECEIPT_PHOTOS_FOLDER, photos, (stored) =>
          addReceiptPhotos(c, c.params, stored),
        );
      },
      confirm: { key: 'purchaseOrder', message: 'purchases.success.photosAdded' },
    },
    receiptPhoto: async ({ db, auth, reply, params, query }) =>
      sendStoredFile(app.storage, reply, await getReceiptPhoto(db, auth, params), query.download === '1'),
    removeReceiptPhoto: {
      handler: async (c) => {
        const { purchaseOrder, key } = await removeReceiptPhoto(c, c.params);
        await removeStored(app.storage, [key]);
        return purchaseOrder;
      },
      confirm: { key: 'purchaseOrder', message: 'purchases.success.photoRemoved' },
    },
  });

  // Shipments and their landed costs (/api/shipments).
  implement(app, shipmentsApi, {
    list: async ({ db, auth, query }) => listShipments(db, auth, rejectNul(query)),
    create: {
      handler: async (c) => createShipment(c, rejectNul(c.body), (key, values) => t(c.request, key, values)),
      confirm: { key: 'shipment', message: 'purchases.success.shipmentCreated' },
    },
    read: async ({ db, auth, params, request }) =>
      getShipment(db, auth, params.id, (key, values) => t(request, key, values)),
    update: {
      handler: async (c) =>
        updateShipment(c, c.params.id, rejectNul(c.body), (key, values) => t(c.request, key, values)),
      confirm: { key: 'shipment', message: 'purchases.success.shipmentUpdated' },
    },
    remove: {
      handler: async (c) => deleteShipment(c, c.params.id),
      confirm: { message: 'purchases.success.shipmentDeleted' },
    },
  });
}
