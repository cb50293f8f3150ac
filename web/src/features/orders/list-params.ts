/**
 * The view lives in the URL (linkable): q, status, sort, order and page filter the list; `id` is the
 * open order (a converted quote and a client's order history link to /orders?id=…).
 */
import { ORDER_STATUSES, type ListOrdersQuery } from '@comptoir/core/modules/sales';
import { useListState } from '@/components/list';

export const ORDERS_PAGE_SIZE = 20;
export const ORDER_SORTS = [
  'createdAt',
  'reference',
  'totalAmount',
  'status',
  'clientName',
] as const satisfies readonly ListOrdersQuery['sort'][];
export type OrderSort = (typeof ORDER_SORTS)[number];

export function useOrderListParams() {
  return useListState({
    filters: { status: ORDER_STATUSES },
    sorts: ORDER_SORTS,
    pageSize: ORDERS_PAGE_SIZE,
  });
}
