import { and, count, notInArray, sql } from 'drizzle-orm';
import type { ListQuotesQuery, ListQuotesResponse } from '@comptoir/core/modules/sales';
import type { Db } from '../../../db/client';
import { pageBounds } from '../../../db/list-query';
import { countsOf } from '../../../db/rows';
import { quotes } from '../../../db/schema/index';
import { type AuthContext, withCompanyIds } from '../../../platform/access';
import { documentList } from '../../sales/list';
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
  const total = db
    .select({ n: count() })
    .from(quotes)
    .where(where)
    .then(([row]) => Number(row?.n ?? 0));
  const [rows, n, [counts], sums] = await Promise.all([
    list.pageRows(db, where, query, () => total),
    total,
    db
      .select({
        total: count(),
        sent: sql<number>`count(*) filter (where ${quotes.status} = 'sent')`,
        accepted: sql<number>`count(*) filter (where ${quotes.status} = 'accepted')`,
      })
      .from(quotes)
      .where(scope),
    db
      .select({ currency: quotes.currency, amount: sql<string>`sum(${quotes.totalAmount})::text` })
      .from(quotes)
      // The value still open or won: rejected and expired quotes are counted, not summed.
      .where(and(scope, notInArray(quotes.status, ['rejected', 'expired'])))
      .groupBy(quotes.currency),
  ]);
  return {
    items: (await withOrderIds(db, rows as Omit<QuoteRow, 'orderId'>[])).map(present),
    total: n,
    ...pick(pageBounds(query), ['page', 'pageSize']),
    counters: {
      ...countsOf(counts, ['total', 'sent', 'accepted']),
      totalValueEur: (await totalInBase(db, sums, 'EUR')).amount,
    },
  };
}
