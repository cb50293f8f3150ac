import { count, sql } from 'drizzle-orm';
import { add, decimal, toPlainString, type Decimal } from '@comptoir/core/money';
import { normalizeSearch } from '@comptoir/core/modules/catalogue';
import type { ListOrdersQuery, ListOrdersResponse } from '@comptoir/core/modules/sales';
import type { Db } from '../../../db/client';
import { pageBounds } from '../../../db/list-query';
import { orders } from '../../../db/schema/index';
import type { AuthContext } from '../../../platform/access';
import { cachedByRevision } from '../../../platform/revision-cache';
import { getBaseCurrency, totalInBase } from '../../currency/service';
import { documentList } from '../../sales/list';
import { type OrderRow, baseSelect, present } from './read';
import { pick, amountString } from '../../../platform/service';

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
  const where = list.where(auth, query, true);
  const scope = list.where(auth, query, false);
  const q = normalizeSearch(query.q ?? '');
  const who = auth.user.isSuperAdmin ? '*' : auth.user.id;
  const [rows, groups, filteredTotal, base] = await Promise.all([
    list.pageRows(db, where, query),
    // The counters and the value in one pass over the scope: counts and sums by status and
    // currency, cached by data revision (revision-cache; the conversion below is not cached).
    cachedByRevision(db, 'sales', JSON.stringify(['orders.counters', who, query.clientId ?? null]), () =>
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
    ),
    // A search's count (a status alone is counted from the groups above), cached the same way.
    q
      ? cachedByRevision(
          db,
          'sales',
          JSON.stringify(['orders.count', who, query.clientId ?? null, q, query.status ?? null]),
          () => db.select({ n: count() }).from(orders).where(where),
        )
      : undefined,
    getBaseCurrency(db, auth.user.id),
  ]);
  const counts = { total: 0, pending: 0, shipped: 0, delivered: 0 };
  let inStatus = 0;
  const byCurrency = new Map<string, Decimal>();
  for (const g of groups) {
    const n = Number(g.n);
    counts.total += n;
    if (g.status === query.status) inStatus += n;
    if (g.status === 'pending' || g.status === 'shipped' || g.status === 'delivered') counts[g.status] += n;
    if (g.status === 'cancelled') continue;
    const sum = decimal(amountString(g.amount));
    const before = byCurrency.get(g.currency);
    byCurrency.set(g.currency, before ? add(before, sum) : sum);
  }
  const sums = [...byCurrency].map(([currency, amount]) => ({ currency, amount: toPlainString(amount) }));
  const { amount } = await totalInBase(db, sums, base);
  return {
    items: (rows as OrderRow[]).map(present),
    total: filteredTotal ? Number(filteredTotal[0]?.n ?? 0) : query.status ? inStatus : counts.total,
    ...pick(pageBounds(query), ['page', 'pageSize']),
    counters: {
      ...counts,
      totalAmount: amount === null ? null : { amount, currency: base },
    },
  };
}
