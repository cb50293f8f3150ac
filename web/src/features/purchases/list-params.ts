/**
 * The purchase orders' list lives in the URL (linkable): q, status, supplierId, sort, order, page;
 * `id` is the open purchase order; `tab=shipments` shows the shipments instead. The sort keys are read from the route's query contract.
 */
import { PURCHASE_ORDER_STATUSES } from '@comptoir/core/modules/purchases';
import { listPurchaseOrdersQuery } from '@comptoir/core/modules/purchases-api';
import { SHIPMENT_MODES } from '@comptoir/core/modules/purchases-costs';
import { listShipmentsQuery } from '@comptoir/core/modules/shipments-api';
import { sortKeysOf, useListState } from '@/components/list';

export const PURCHASE_SORTS = sortKeysOf(listPurchaseOrdersQuery);
export const SHIPMENT_SORTS = sortKeysOf(listShipmentsQuery);

/** The page's tabs: the purchase orders (the default, no `tab` in the URL), the shipments (`tab=shipments`) and the match tolerances (`tab=settings`). */
export const PURCHASE_TABS = ['orders', 'shipments', 'settings'] as const;
export type PurchaseTab = (typeof PURCHASE_TABS)[number];

/** The address of a shipment's detail (the shipments list with `id`). */
export const shipmentHref = (id: string) => `/purchases?tab=shipments&id=${id}`;

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
    views: { tab: PURCHASE_TABS },
  });
  const raw = list.search.get('supplierId') ?? '';
  const supplierId = UUID.test(raw) ? raw : '';
  return { ...list, supplierId, query: { ...list.query, supplierId: supplierId || undefined } };
}

/** The shipments' list (`tab=shipments`): q, mode, sort, order, page and its cursors; `id` is the open shipment. */
export function useShipmentListParams() {
  return useListState({
    filters: { mode: SHIPMENT_MODES },
    sorts: SHIPMENT_SORTS,
    pageSize: 20,
    views: { tab: PURCHASE_TABS },
  });
}
