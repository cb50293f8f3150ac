import { count, sql } from 'drizzle-orm';
import { normalizeSearch } from '@comptoir/core/modules/catalogue';
import type { ListOrdersQuery, ListOrdersResponse } from '@comptoir/core/modules/sales';
import type { Db } from '../../../db/client';
import { pageBounds } from '../../../db/list-query';
import { orders } from '../../../db/schema/index';
import { type AuthContext, withCompanyIds } from '../../../platform/access';
import { cachedByRevision } from '../../../platform/revision-cache';
import { getBaseCurrency, totalInBase } from '../../currency/service';
import { documentList, groupTotals, groupsCount } from '../../sales/list';
import { type OrderRow, baseSelect, present } from './read';
import { pick } from '../../../platform/service';

// ---------------------------------------------------------------------------------------------
// List

const list = documentList(
  orders,
  pick(orders, ['createdAt', 'reference', 'totalAmount', 'status']),
  baseSelect,
);

export async function listOrders(
  db: Db,
  auth: AuthContext,
  query: ListOrdersQuery,
): Promise<ListOrdersResponse> {
  auth = await withCompanyIds(db, auth);
  const where = list.where(auth, query, true);
  const scope = list.where(auth, query, false);
  const q = normalizeSearch(query.q ?? '');
  const who = auth.user.isSuperAdmin ? '*' : auth.user.id;
  // The counters and the value in one pass over the scope: counts and sums by status and
  // currency, cached by data revision (revision-cache; the conversion below is not cached).
  const counted = cachedByRevision(
    db,
    'sales',
    JSON.stringify(['orders.counters', who, query.clientId ?? null]),
    () =>
      db
        .select({
          status: orders.status,
          currency: orders.currency,
          n: count(),
          amount: sql<string>`sum(${orders.subtotal})::text`,
        })
        .from(orders)
        .where(scope)
        .groupBy(orders.status, orders.currency),
  );
  // A search's count (a status alone is counted from the groups above), cached the same way.
  const searched = q
    ? cachedByRevision(
        db,
        'sales',
        JSON.stringify(['orders.count', who, query.clientId ?? null, q, query.status ?? null]),
        () => db.select({ n: count() }).from(orders).where(where),
      )
    : undefined;
  const total = Promise.all([counted, searched]).then(([groups, found]) =>
    found ? Number(found[0]?.n ?? 0) : groupsCount(groups, query.status),
  );
  const [rows, groups, listed, base] = await Promise.all([
    list.pageRows(db, where, query, () => total),
    counted,
    total,
    getBaseCurrency(db, auth.user.id),
  ]);
  const { counts, sums } = groupTotals(groups, ['pending', 'shipped', 'delivered'], ['cancelled']);
  const { amount } = await totalInBase(db, sums, base);
  return {
    items: (rows as OrderRow[]).map(present),
    total: listed,
    ...pick(pageBounds(query), ['page', 'pageSize']),
    counters: {
      ...counts,
      totalAmount: amount === null ? null : { amount, currency: base },
    },
  };
}
