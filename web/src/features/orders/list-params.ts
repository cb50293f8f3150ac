/**
 * The view lives in the URL (linkable): q, status, sort, order and page filter the list; `id` is the
 * open order (a converted quote and a client's order history link to /orders?id=…).
 */
import { ORDER_STATUSES, type ListOrdersQuery, type OrderStatus } from '@comptoir/core/modules/sales';
import { useSalesListParams, type SalesListParams } from '@/components/sales/list-params';

export const ORDERS_PAGE_SIZE = 20;
export const ORDER_SORTS = [
  'createdAt',
  'reference',
  'totalAmount',
  'status',
  'clientName',
] as const satisfies readonly ListOrdersQuery['sort'][];
export type OrderSort = (typeof ORDER_SORTS)[number];

export type OrderListParams = SalesListParams<OrderStatus, OrderSort>;

export function useOrderListParams() {
  return useSalesListParams(ORDER_STATUSES, ORDER_SORTS, ORDERS_PAGE_SIZE);
}
