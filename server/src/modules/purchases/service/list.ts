import { and, count, eq, sql } from 'drizzle-orm';
import {
  PURCHASE_COUNTERS,
  type ListPurchaseOrdersQuery,
  type ListPurchaseOrdersResponse,
} from '@comptoir/core/modules/purchases-api';
import { PURCHASE_ORDER_STATUSES } from '@comptoir/core/modules/purchases';
import { folded, listPage, searchWhere, sortParts, tableTotal } from '../../../db/list-query';
import { countsOf } from '../../../db/rows';
import { cachedByRevision } from '../../../platform/revision-cache';
import { normalizeSearch } from '@comptoir/core/modules/catalogue';
import { purchaseOrders, suppliers } from '../../../db/schema/index';
import { companyScope, type AuthContext, withCompanyIds } from '../../../platform/access';
import type { Runner } from '../../../platform/service';
import { type PurchaseOrderRow, baseSelect, present } from './read';

const SORT = {
  keys: {
    createdAt: purchaseOrders.createdAt,
    number: purchaseOrders.number,
    requestedDate: purchaseOrders.requestedDate,
    subtotal: purchaseOrders.subtotal,
    supplierName: folded(suppliers.name),
  },
  fallback: 'createdAt' as const,
  direction: 'desc' as const,
  then: [{ expr: purchaseOrders.createdAt, desc: true }],
  id: purchaseOrders.id,
};

/** The condition of the list: the user's companies, the supplier, and with `withFilters` the search and status. */
export function purchaseListWhere(
  auth: AuthContext,
  query: Pick<ListPurchaseOrdersQuery, 'q' | 'status' | 'supplierId'>,
  withFilters = true,
) {
  const scope = and(
    companyScope(auth, purchaseOrders.companyId),
    query.supplierId ? eq(purchaseOrders.supplierId, query.supplierId) : undefined,
  );
  if (!withFilters) return scope;
  return and(
    scope,
    searchWhere(query.q, { searchText: purchaseOrders.searchText }),
    query.status ? eq(purchaseOrders.status, query.status) : undefined,
  );
}

/** The list's order (the sort key in its direction, the newest first, the id). */
export const purchaseListParts = (query: Pick<ListPurchaseOrdersQuery, 'sort' | 'order'>) =>
  sortParts(SORT, query.sort, query.order);

/** The orders of the user's companies: search, filters, sort, one page, counters by status. */
export async function listPurchaseOrders(
  db: Runner,
  auth: AuthContext,
  query: ListPurchaseOrdersQuery,
): Promise<ListPurchaseOrdersResponse> {
  auth = await withCompanyIds(db, auth);
  const scope = purchaseListWhere(auth, query, false);
  const where = purchaseListWhere(auth, query);
  const byStatus = Object.fromEntries(
    PURCHASE_ORDER_STATUSES.map((status) => [
      status,
      sql<number>`count(*) filter (where ${purchaseOrders.status} = ${status})`,
    ]),
  );
  // The counters and a filter's count read every order of the scope: cached by data revision
  // (revision-cache, decision 0015), so paging and returning to the list count once.
  const who = auth.user.isSuperAdmin ? '*' : auth.user.id;
  const cached = <T>(what: unknown[], compute: () => Promise<T>) =>
    cachedByRevision(db, 'purchases', JSON.stringify([who, query.supplierId ?? null, ...what]), compute);
  const [page, [counters]] = await Promise.all([
    listPage({
      select: baseSelect(db).$dynamic(),
      where,
      orderBy: {
        parts: purchaseListParts(query),
        from: sql`${purchaseOrders} inner join ${suppliers} on ${suppliers.id} = ${purchaseOrders.supplierId}`,
        id: purchaseOrders.id,
        cursor: query,
      },
      page: query,
      total: cached(['count', normalizeSearch(query.q ?? ''), query.status ?? null], async () =>
        Number((await tableTotal(db, purchaseOrders, where))[0]?.n ?? 0),
      ),
      present: (row) => present(row as PurchaseOrderRow),
    }),
    cached(['counters'], async () =>
      db
        .select({ total: count(), ...byStatus })
        .from(purchaseOrders)
        .where(scope),
    ),
  ]);
  return { ...page, counters: countsOf(counters, PURCHASE_COUNTERS) };
}
