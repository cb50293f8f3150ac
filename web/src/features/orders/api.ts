/** Server calls of the orders module (react-query). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { api, queryString } from '@/lib/api';
import { CLIENTS_KEY, DEMANDES_KEY, ORDERS_KEY } from '@/components/sales/keys';
import { useInvalidateKeys } from '@/lib/query-client';

export { ORDERS_KEY };
export { errorMessage } from '@/components/sales/api';

type Params = Record<string, string | number | undefined>;

export const orderKeys = {
  list: (params: Params) => [...ORDERS_KEY, 'list', params] as const,
  detail: (id: string) => [...ORDERS_KEY, 'detail', id] as const,
  assignees: () => [...ORDERS_KEY, 'assignees'] as const,
  baseCurrency: () => [...ORDERS_KEY, 'base-currency'] as const,
};

export function useOrdersList(params: Params) {
  return useQuery({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) => api.get<ListOrdersResponse>(`/api/orders?${queryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useOrder(id: string) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => api.get<OrderDetail>(`/api/orders/${id}`, { signal }),
    retry: false,
  });
}

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

function useInvalidate() {
  // A client's history lists their orders; an order with an assignee makes a sourcing request.
  return useInvalidateKeys(ORDERS_KEY, CLIENTS_KEY, DEMANDES_KEY);
}

export function useCreateOrder() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: OrderBody) => api.post<OrderResponse>('/api/orders', body),
    onSuccess: invalidate,
  });
}

export function useUpdateOrder(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: OrderPatchInput) => api.patch<OrderResponse>(`/api/orders/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useMoveOrder(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { status: OrderStatus; deliveryDate?: string | null }) =>
      api.post<OrderResponse>(`/api/orders/${id}/status`, body),
    onSettled: invalidate,
  });
}

export function useDeleteOrder(id: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => api.delete<{ message: string }>(`/api/orders/${id}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: orderKeys.detail(id) });
      return invalidate();
    },
  });
}
