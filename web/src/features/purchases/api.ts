/** Server calls of the purchasing module (react-query), through the routes declared in core. */
import { useQueries } from '@tanstack/react-query';
import { purchasesApi } from '@comptoir/core/modules/purchases.routes';
import type { MatchTolerances, ShipmentInput } from '@comptoir/core/modules/purchases-costs';
import { shipmentsApi } from '@comptoir/core/modules/shipments.routes';
import { invoicesApi } from '@comptoir/core/modules/invoices.routes';
import type {
  MatchInvoiceBody,
  PurchasePaymentBody,
  PurchaseUserAction,
} from '@comptoir/core/modules/purchases-api';
import type { CreatePurchaseOrderInput } from '@comptoir/core/modules/purchases-api';
import type { PurchaseEmailInput } from '@comptoir/core/modules/purchases-api';
import type { PurchaseOrderPatchInput, ReceiptInput } from '@comptoir/core/modules/purchases';
import type { PURCHASE_PDF_LANGUAGES } from '@comptoir/core/modules/purchases-api';
import type { QueryOf } from '@comptoir/core/route';
import { call, multipart, upload, urlOf } from '@/lib/api';
import { getQuery, useChange, useDeleteShown, useGet, useListQuery, type Params } from '@/lib/queries';
import { useMailedDocument } from '@/components/sales/api';

export const PURCHASES_KEY = ['purchases'] as const;

export const purchaseKeys = {
  detail: (id: string) => [...PURCHASES_KEY, 'detail', id] as const,
  suppliers: () => [...PURCHASES_KEY, 'suppliers'] as const,
  supplierSummary: (id: string) => [...PURCHASES_KEY, 'suppliers', id, 'summary'] as const,
  supplierQuotations: (id: string) => [...PURCHASES_KEY, 'suppliers', id, 'quotations'] as const,
  shipments: () => [...PURCHASES_KEY, 'shipments'] as const,
  shipment: (id: string) => [...PURCHASES_KEY, 'shipments', 'detail', id] as const,
  receivedOrders: (status: string) => [...PURCHASES_KEY, 'received-orders', status] as const,
};

/** The list and every open detail are read again after any change. */
const CHANGED = [PURCHASES_KEY];

export const usePurchasesList = (params: Params) => useListQuery(PURCHASES_KEY, purchasesApi.list, params);

/** An order's detail, read again while its e-mail to the supplier is on its way. */
export const usePurchaseOrder = (id: string) =>
  useMailedDocument(purchaseKeys.detail(id), purchasesApi.read, id);

/** The suppliers to order from (GET /api/purchases/suppliers: the catalogue's, by name, within the purchases module). */
export const useSuppliers = (enabled = true) =>
  useGet(
    purchaseKeys.suppliers(),
    purchasesApi.suppliers,
    { query: { pageSize: 100 } },
    {
      enabled,
      staleTime: 60_000,
    },
  );

/** A supplier's purchasing record over the user's companies (amounts per currency, on time, prices, quality). */
export const useSupplierSummary = (supplierId: string) =>
  useGet(purchaseKeys.supplierSummary(supplierId), purchasesApi.supplierSummary, {
    params: { id: supplierId },
  });

/** A supplier's approved quotations a new order may copy the lines of (read once a supplier is picked). */
export const useSupplierQuotations = (supplierId: string, enabled = true) =>
  useGet(
    purchaseKeys.supplierQuotations(supplierId),
    purchasesApi.supplierQuotations,
    { params: { id: supplierId } },
    { enabled: enabled && supplierId !== '' },
  );

export type PurchasePdfLanguage = (typeof PURCHASE_PDF_LANGUAGES)[number];

/** The order's PDF: in `language`, or left out, in the supplier's (chosen by the server). */
export const purchasePdfUrl = (id: string, language?: PurchasePdfLanguage) =>
  urlOf(purchasesApi.pdf, { params: { id }, query: { language } });

export const useCreatePurchaseOrder = () =>
  useChange((body: CreatePurchaseOrderInput) => call(purchasesApi.create, { body }), CHANGED);

export const useUpdatePurchaseOrder = (id: string) =>
  useChange((body: PurchaseOrderPatchInput) => call(purchasesApi.update, { params: { id }, body }), CHANGED);

export const useDeletePurchaseOrder = (id: string) =>
  useDeleteShown(purchasesApi.remove, { params: { id } }, purchaseKeys.detail(id), CHANGED);

/** send, confirm, close or cancel. */
export const usePurchaseAction = (id: string) =>
  useChange(
    (action: PurchaseUserAction) => call(purchasesApi.action, { params: { id, action } }),
    CHANGED,
    'settled',
  );

/** 'Envoyer par e-mail': the order's PDF to the supplier (a job of the server's queue, 202). */
export const useEmailPurchaseOrder = (id: string) =>
  useChange((body: PurchaseEmailInput) => call(purchasesApi.email, { params: { id }, body }), CHANGED);

export const useRecordPayment = (id: string) =>
  useChange((body: PurchasePaymentBody) => call(purchasesApi.payment, { params: { id }, body }), CHANGED);

export const useRecordReceipt = (id: string) =>
  useChange((body: ReceiptInput) => call(purchasesApi.receipt, { params: { id }, body }), CHANGED);

export const useRemoveReceipt = (id: string) =>
  useChange(
    (receiptId: string) => call(purchasesApi.removeReceipt, { params: { id, receiptId } }),
    CHANGED,
    'settled',
  );

/** A photo to send to a receipt line of the order (its rejected goods). */
export interface PhotoUpload {
  receiptId: string;
  lineId: string;
  file: File;
}

/**
 * Sends photos of rejected goods one by one (multipart `file`): `onSent` after each, `onProgress`
 * with the index of the one going out and its 0–100. Stops at the first refusal (an ApiError with
 * the server's French message); the order is read again either way.
 */
export const useUploadReceiptPhotos = (id: string) =>
  useChange(
    async ({
      photos,
      onSent,
      onProgress,
    }: {
      photos: readonly PhotoUpload[];
      onSent: (photo: PhotoUpload) => void;
      onProgress: (index: number, percent: number) => void;
    }) => {
      for (const [index, photo] of photos.entries()) {
        await upload(
          purchasesApi.addReceiptPhotos,
          { params: { id, receiptId: photo.receiptId, lineId: photo.lineId } },
          multipart({ file: photo.file }),
          'purchases.ui.receipts.photos.failed',
          (percent) => onProgress(index, percent),
        );
        onSent(photo);
      }
    },
    CHANGED,
    'settled',
  );

/** Removes a photo of a receipt line's rejected goods. */
export const useRemoveReceiptPhoto = (id: string) =>
  useChange(
    ({ receiptId, photoId }: { receiptId: string; photoId: string }) =>
      call(purchasesApi.removeReceiptPhoto, { params: { id, receiptId, photoId } }),
    CHANGED,
    'settled',
  );

// Shipments: under PURCHASES_KEY, so a change to an order's receipts reads them again, and a
// shipment's change reads the orders again (their receipts say their shipment).

export const useShipmentsList = (params: Params) =>
  useListQuery(purchaseKeys.shipments(), shipmentsApi.list, params);

export const useShipment = (id: string) =>
  useGet(purchaseKeys.shipment(id), shipmentsApi.read, { params: { id } });

export const useCreateShipment = () =>
  useChange((body: ShipmentInput) => call(shipmentsApi.create, { body }), CHANGED);

export const useUpdateShipment = (id: string) =>
  useChange((body: ShipmentInput) => call(shipmentsApi.update, { params: { id }, body }), CHANGED);

export const useDeleteShipment = (id: string) =>
  useDeleteShown(shipmentsApi.remove, { params: { id } }, purchaseKeys.shipment(id), CHANGED);

/** The statuses of the orders whose receipts a shipment may take (something was received). */
export const RECEIVED_STATUSES = ['partially_received', 'received'] as const;
/** At most this many orders of each status are read for the receipts picker. */
export const RECEIVED_ORDERS_MAX = 50;

/**
 * The orders of `companyId` with something received (the first RECEIVED_ORDERS_MAX of each
 * received status, newest first) and each one's detail with its receipts: what a shipment of that
 * company may group. `capped`: some orders were left out.
 */
export function useReceivedOrders(companyId: string) {
  const lists = useQueries({
    queries: RECEIVED_STATUSES.map((status) =>
      getQuery(
        purchaseKeys.receivedOrders(status),
        purchasesApi.list,
        { query: { status, pageSize: RECEIVED_ORDERS_MAX, sort: 'createdAt', order: 'desc' } },
        { enabled: companyId !== '', staleTime: 30_000 },
      ),
    ),
  });
  const orders = lists
    .flatMap((list) => list.data?.items ?? [])
    .filter((order) => order.companyId === companyId);
  const details = useQueries({
    queries: orders.map((order) =>
      getQuery(purchaseKeys.detail(order.id), purchasesApi.read, { params: { id: order.id } }),
    ),
  });
  return {
    pending: companyId !== '' && [...lists, ...details].some((q) => q.isPending),
    failed: [...lists, ...details].some((q) => q.isError),
    capped: lists.some((list) => (list.data?.total ?? 0) > RECEIVED_ORDERS_MAX),
    orders: details.flatMap((q) => (q.data ? [q.data] : [])),
  };
}

// Supplier invoices matched three ways, and the match tolerances of the settings.

export const matchKeys = {
  matches: (id: string) => [...PURCHASES_KEY, 'detail', id, 'invoices'] as const,
  candidates: (id: string) => [...PURCHASES_KEY, 'detail', id, 'invoice-candidates'] as const,
  tolerances: () => [...PURCHASES_KEY, 'settings', 'tolerances'] as const,
};

/** The supplier invoices matched to the order, each with its three-way match. */
export const useInvoiceMatches = (id: string) =>
  useGet(matchKeys.matches(id), purchasesApi.invoiceMatches, { params: { id } });

/** The incoming invoices of the order's supplier and currency that may be matched to it. */
export const useInvoiceCandidates = (id: string) =>
  useGet(matchKeys.candidates(id), purchasesApi.invoiceCandidates, { params: { id } });

/** Matches an invoice (again: the match is computed afresh, e.g. after the tolerances changed). */
export const useMatchInvoice = (id: string) =>
  useChange((body: MatchInvoiceBody) => call(purchasesApi.matchInvoice, { params: { id }, body }), CHANGED);

/** 'Valider pour paiement' (Admin): the difference accepted with a reason. */
export const useApproveMatch = (id: string) =>
  useChange(
    ({ invoiceId, reason }: { invoiceId: string; reason: string }) =>
      call(purchasesApi.approveMatch, { params: { id, invoiceId }, body: { reason } }),
    CHANGED,
  );

export const useUnmatchInvoice = (id: string) =>
  useChange(
    (invoiceId: string) => call(purchasesApi.unmatchInvoice, { params: { id, invoiceId } }),
    CHANGED,
    'settled',
  );

/** An invoice's lines, to pair them with the order's by hand (the invoices' route: module `invoices`). */
export const useInvoiceLines = (invoiceId: string, enabled: boolean) =>
  useGet(
    [...PURCHASES_KEY, 'invoice-lines', invoiceId],
    invoicesApi.read,
    { params: { id: invoiceId } },
    { enabled },
  );

export const useMatchTolerances = () => useGet(matchKeys.tolerances(), purchasesApi.tolerances, {});

export const useSetMatchTolerances = () =>
  useChange((body: MatchTolerances) => call(purchasesApi.setTolerances, { body }), [matchKeys.tolerances()]);

/** The list as a spreadsheet: its search, filters and sort, every page (GET /api/purchases/export). */
export function purchasesExportUrl(
  format: 'xlsx' | 'csv',
  query: {
    q?: string | undefined;
    status?: string | undefined;
    supplierId?: string | undefined;
    sort?: string;
    order?: string;
  },
): string {
  const { q, status, supplierId, sort, order } = query;
  return urlOf(purchasesApi.export, {
    query: { format, q, status, supplierId, sort, order } as QueryOf<typeof purchasesApi.export>,
  });
}
