/**
 * The purchase orders' list lives in the URL (linkable): q, status, supplierId, sort, order, page;
 * `id` is the open purchase order. The sort keys are read from the route's query contract.
 */
import { PURCHASE_ORDER_STATUSES } from '@comptoir/core/modules/purchases';
import { listPurchaseOrdersQuery } from '@comptoir/core/modules/purchases-api';
import { sortKeysOf, useListState } from '@/components/list';

export const PURCHASE_SORTS = sortKeysOf(listPurchaseOrdersQuery);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The list kit's state, and the supplier filter (`supplierId`, a supplier's id, not an enumerated
 * value: read from the URL beside the kit's filters, and sent with them).
 */
export function usePurchaseListParams() {
  const list = useListState({
    filters: { status: PURCHASE_ORDER_STATUSES },
    sorts: PURCHASE_SORTS,
    pageSize: 20,
  });
  const raw = list.search.get('supplierId') ?? '';
  const supplierId = UUID.test(raw) ? raw : '';
  return { ...list, supplierId, query: { ...list.query, supplierId: supplierId || undefined } };
}
