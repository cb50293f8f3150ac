/** Server calls of the orders module (react-query). */
import { useQuery } from '@tanstack/react-query';
import type { CurrencyCode } from '@comptoir/core/currency';
import type {
  ListOrdersResponse,
  OrderBody,
  OrderDetail,
  OrderPatchInput,
  OrderResponse,
  OrderStatus,
} from '@comptoir/core/modules/sales';
import type { Assignee } from '@comptoir/core/modules/tasks';
import { api } from '@/lib/api';
import { CLIENTS_KEY, DEMANDES_KEY, ORDERS_KEY } from '@/components/sales/keys';
import { useChange, useDeleteShown, useGet, useListQuery, type Params } from '@/lib/queries';

export { ORDERS_KEY };
export { errorMessage } from '@/components/sales/api';

export const orderKeys = {
  detail: (id: string) => [...ORDERS_KEY, 'detail', id] as const,
  assignees: () => [...ORDERS_KEY, 'assignees'] as const,
  baseCurrency: () => [...ORDERS_KEY, 'base-currency'] as const,
};

export const useOrdersList = (params: Params) =>
  useListQuery<ListOrdersResponse>(ORDERS_KEY, '/api/orders', params);

export const useOrder = (id: string) => useGet<OrderDetail>(orderKeys.detail(id), `/api/orders/${id}`);

/** The purchase order (bon de commande) PDF, downloaded by a link: the server names the file. */
export const orderPdfUrl = (id: string) => `/api/orders/${id}/pdf`;

/**
 * The people an order may be assigned to: the tasks module's assignee list (active users). Without
 * the tasks module the call is not made, and a refusal (403) hides the field.
 */
export function useAssignees(enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.assignees(),
    queryFn: async ({ signal }) => {
      const answer = await api.get<{ items: Assignee[] } | Assignee[]>('/api/tasks/assignees', { signal });
      return Array.isArray(answer) ? answer : answer.items;
    },
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}

/** The user's base currency: a new order's default currency. */
export function useBaseCurrency() {
  return useQuery({
    queryKey: orderKeys.baseCurrency(),
    queryFn: ({ signal }) =>
      api.get<{ currency: CurrencyCode }>('/api/currencies/base', { signal }).then((r) => r.currency),
    staleTime: 60_000,
    retry: false,
  });
}

/** A change to an order: a client's history lists their orders; an order with an assignee makes a sourcing request. */
const CHANGED = [ORDERS_KEY, CLIENTS_KEY, DEMANDES_KEY];

export const useCreateOrder = () =>
  useChange((body: OrderBody) => api.post<OrderResponse>('/api/orders', body), CHANGED);

export const useUpdateOrder = (id: string) =>
  useChange((body: OrderPatchInput) => api.patch<OrderResponse>(`/api/orders/${id}`, body), CHANGED);

export const useMoveOrder = (id: string) =>
  useChange(
    (body: { status: OrderStatus; deliveryDate?: string | null }) =>
      api.post<OrderResponse>(`/api/orders/${id}/status`, body),
    CHANGED,
    'settled',
  );

export const useDeleteOrder = (id: string) =>
  useDeleteShown(`/api/orders/${id}`, orderKeys.detail(id), CHANGED);

/** 'Réaligner sur le devis' (Admin and above): the order takes its quote's lines again (issue 26). */
export const useRealignOrder = (id: string) =>
  useChange(() => api.post<OrderResponse>(`/api/orders/${id}/realign`, {}), CHANGED, 'settled');
