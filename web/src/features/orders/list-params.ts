/**
 * The view lives in the URL (linkable): q, status, sort, order and page filter the list; `id` is the
 * open order (a converted quote and a client's order history link to /orders?id=…).
 */
import { ORDER_STATUSES, listOrdersQuery } from '@comptoir/core/modules/sales';
import { salesKind, useSalesListState } from '@/components/sales/SalesList';

export const ORDERS = salesKind('orders', ORDER_STATUSES, listOrdersQuery);

export const useOrderListParams = () => useSalesListState(ORDERS);
