/** Server calls of the purchasing module (react-query), through the routes declared in core. */
import { purchasesApi } from '@comptoir/core/modules/purchases.routes';
import type { PurchasePaymentBody, PurchaseUserAction } from '@comptoir/core/modules/purchases-api';
import type { CreatePurchaseOrderInput } from '@comptoir/core/modules/purchases-api';
import type { PurchaseOrderPatchInput, ReceiptInput } from '@comptoir/core/modules/purchases';
import { call } from '@/lib/api';
import { useChange, useDeleteShown, useGet, useListQuery, type Params } from '@/lib/queries';

export const PURCHASES_KEY = ['purchases'] as const;

export const purchaseKeys = {
  detail: (id: string) => [...PURCHASES_KEY, 'detail', id] as const,
  suppliers: () => [...PURCHASES_KEY, 'suppliers'] as const,
};

/** The list and every open detail are read again after any change. */
const CHANGED = [PURCHASES_KEY];

export const usePurchasesList = (params: Params) => useListQuery(PURCHASES_KEY, purchasesApi.list, params);

export const usePurchaseOrder = (id: string) =>
  useGet(purchaseKeys.detail(id), purchasesApi.read, { params: { id } });

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
