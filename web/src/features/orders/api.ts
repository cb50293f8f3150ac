/** Server calls of the orders module (react-query), through the routes declared in core. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currencyApi } from '@comptoir/core/modules/currency.routes';
import { ordersApi } from '@comptoir/core/modules/orders.routes';
import { purchasesApi } from '@comptoir/core/modules/purchases.routes';
import type { OrderBody, OrderPatchInput, OrderStatus } from '@comptoir/core/modules/sales';
import { tasksApi } from '@comptoir/core/modules/tasks.routes';
import { call, urlOf } from '@/lib/api';
import { CLIENTS_KEY, DEMANDES_KEY, ORDERS_KEY } from '@/components/sales/keys';
import { useChange, useDeleteShown, useGet, useListQuery, type Params } from '@/lib/queries';

export { ORDERS_KEY };
export { errorMessage } from '@/components/sales/api';

export const orderKeys = {
  detail: (id: string) => [...ORDERS_KEY, 'detail', id] as const,
  margin: (id: string) => [...ORDERS_KEY, 'margin', id] as const,
  assignees: () => [...ORDERS_KEY, 'assignees'] as const,
  baseCurrency: () => [...ORDERS_KEY, 'base-currency'] as const,
};

export const useOrdersList = (params: Params) => useListQuery(ORDERS_KEY, ordersApi.list, params);

export const useOrder = (id: string) => useGet(orderKeys.detail(id), ordersApi.read, { params: { id } });

/** The order's real margin (issue 32 §4): revenue against the landed or purchase cost of each line. */
export const useOrderMargin = (id: string) =>
  useGet(orderKeys.margin(id), ordersApi.margin, { params: { id } });

/** Links a suggested purchase line to one of the order's lines; the margin is read again. */
export function useLinkPurchaseLine(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: { purchaseOrderId: string; lineId: string; orderItemId: string }) =>
      call(purchasesApi.linkOrderItem, {
        params: { id: args.purchaseOrderId, lineId: args.lineId },
        body: { orderItemId: args.orderItemId },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: orderKeys.margin(orderId) }),
  });
}

/** The purchase order (bon de commande) PDF, downloaded by a link: the server names the file. */
export const orderPdfUrl = (id: string) => urlOf(ordersApi.pdf, { params: { id } });

/**
 * The people an order may be assigned to: the tasks module's assignee list (active users). Without
 * the tasks module the call is not made, and a refusal (403) hides the field.
 */
export function useAssignees(enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.assignees(),
    queryFn: async ({ signal }) => (await call(tasksApi.assignees, {}, { signal })).items,
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}

/** The user's base currency: a new order's default currency. */
export function useBaseCurrency() {
  return useQuery({
    queryKey: orderKeys.baseCurrency(),
    queryFn: async ({ signal }) => (await call(currencyApi.base, {}, { signal })).currency,
    staleTime: 60_000,
    retry: false,
  });
}

/** A change to an order: a client's history lists their orders; an order with an assignee makes a sourcing request. */
const CHANGED = [ORDERS_KEY, CLIENTS_KEY, DEMANDES_KEY];

export const useCreateOrder = () => useChange((body: OrderBody) => call(ordersApi.create, { body }), CHANGED);

export const useUpdateOrder = (id: string) =>
  useChange((body: OrderPatchInput) => call(ordersApi.update, { params: { id }, body }), CHANGED);

export const useMoveOrder = (id: string) =>
  useChange(
    (body: { status: OrderStatus; deliveryDate?: string | null }) =>
      call(ordersApi.status, { params: { id }, body }),
    CHANGED,
    'settled',
  );

export const useDeleteOrder = (id: string) =>
  useDeleteShown(ordersApi.remove, { params: { id } }, orderKeys.detail(id), CHANGED);

/** 'Réaligner sur le devis' (Admin and above): the order takes its quote's lines again (issue 26). */
export const useRealignOrder = (id: string) =>
  useChange(() => call(ordersApi.realign, { params: { id } }), CHANGED, 'settled');
