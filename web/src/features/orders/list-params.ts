/**
 * The view lives in the URL (linkable): q, status, sort, order and page filter the list; `id` is the
 * open order (a converted quote and a client's order history link to /orders?id=…).
 */
import { ORDER_STATUSES, listOrdersQuery } from '@comptoir/core/modules/sales';
import { sortKeysOf } from '@/components/list';
import { useSalesListState, type SalesKind } from '@/components/sales/SalesList';

export const ORDERS = {
  ns: 'orders',
  statuses: ORDER_STATUSES,
  sorts: sortKeysOf(listOrdersQuery),
} satisfies SalesKind<string, string>;

export const useOrderListParams = () => useSalesListState(ORDERS);
