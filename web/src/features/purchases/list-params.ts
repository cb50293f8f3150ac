/**
 * The purchase orders' list lives in the URL (linkable): q, status, supplierId, sort, order, page;
 * `id` is the open purchase order. The sort keys are read from the route's query contract.
 */
import { PURCHASE_ORDER_STATUSES } from '@comptoir/core/modules/purchases';
import { listPurchaseOrdersQuery } from '@comptoir/core/modules/purchases-api';
import { sortKeysOf, useListState } from '@/components/list';

export const PURCHASE_SORTS = sortKeysOf(listPurchaseOrdersQuery);

export function usePurchaseListParams() {
  return useListState({
    filters: { status: PURCHASE_ORDER_STATUSES },
    sorts: PURCHASE_SORTS,
    pageSize: 20,
  });
}
