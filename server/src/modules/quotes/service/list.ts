import { count, sql } from 'drizzle-orm';
import type { ListQuotesQuery, ListQuotesResponse } from '@comptoir/core/modules/sales';
import type { Db } from '../../../db/client';
import { pageBounds } from '../../../db/list-query';
import { quotes } from '../../../db/schema/index';
import { type AuthContext, withCompanyIds } from '../../../platform/access';
import { documentList, groupTotals, groupsCount } from '../../sales/list';
import { totalInBase } from '../../currency/service';
import { type QuoteRow, baseSelect, expireQuotes, present, withOrderIds } from './read';
import { pick } from '../../../platform/service';

const list = documentList(
  quotes,
  pick(quotes, ['createdAt', 'number', 'validUntil', 'totalAmount']),
  baseSelect,
);

export async function listQuotes(
  db: Db,
  auth: AuthContext,
  query: ListQuotesQuery,
): Promise<ListQuotesResponse> {
  auth = await withCompanyIds(db, auth);
  await expireQuotes(db);
  const where = list.where(auth, query, true);
  const scope = list.where(auth, query, false);
  // The counters and the value in one pass over the scope: counts and sums by status and
  // currency (as the order list's), where a count, the counters and the sums each read it; the
  // list's count is taken from them unless a search is asked.
  const counted = db
    .select({
      status: quotes.status,
      currency: quotes.currency,
      n: count(),
      amount: sql<string>`sum(${quotes.totalAmount})::text`,
    })
    .from(quotes)
    .where(scope)
    .groupBy(quotes.status, quotes.currency)
    .then((groups) => groups); // run once, read by both below
  const total = query.q
    ? db
        .select({ n: count() })
        .from(quotes)
        .where(where)
        .then(([row]) => Number(row?.n ?? 0))
    : counted.then((groups) => groupsCount(groups, query.status));
  const [rows, n, groups] = await Promise.all([list.pageRows(db, where, query, () => total), total, counted]);
  // The value still open or won: rejected and expired quotes are counted, not summed.
  const { counts, sums } = groupTotals(groups, ['sent', 'accepted'], ['rejected', 'expired']);
  return {
    items: (await withOrderIds(db, rows as Omit<QuoteRow, 'orderId'>[])).map(present),
    total: n,
    ...pick(pageBounds(query), ['page', 'pageSize']),
    counters: {
      ...counts,
      totalValueEur: (await totalInBase(db, sums, 'EUR')).amount,
    },
  };
}
