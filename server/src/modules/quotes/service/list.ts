import { count, inArray, sql, type SQL } from 'drizzle-orm';
import type { ListQuotesQuery, ListQuotesResponse } from '@comptoir/core/modules/sales';
import type { Db } from '../../../db/client';
import { sortOrder } from '../../../db/list-query';
import { clients, quotes } from '../../../db/schema/index';
import type { AuthContext } from '../../../platform/access';
import { documentSort, documentPageIds, documentListWhere } from '../../orders/documents';
import { sumInCurrency } from '../../orders/service';
import { type QuoteRow, baseSelect, expireQuotes, present, withOrderIds } from './read';

function listWhere(auth: AuthContext, query: ListQuotesQuery, withFilters: boolean): SQL | undefined {
  return documentListWhere(auth, quotes, query, withFilters);
}

const SORT = documentSort<ListQuotesQuery['sort']>(
  quotes,
  {
    createdAt: quotes.createdAt,
    number: quotes.number,
    validUntil: quotes.validUntil,
    totalAmount: quotes.totalAmount,
    clientName: sql`lower(${clients.name})`,
  },
  'createdAt',
);

function listOrder(query: ListQuotesQuery): SQL[] {
  return sortOrder(SORT, query.sort, query.order);
}

/** One page of the list: its ids first (documentPageIds), then only those rows joined. */
function pageRows(db: Db, where: SQL | undefined, query: ListQuotesQuery) {
  const page = documentPageIds(db, quotes, where, listOrder(query), query);
  return baseSelect(db)
    .where(inArray(quotes.id, page))
    .orderBy(...listOrder(query));
}

export async function listQuotes(
  db: Db,
  auth: AuthContext,
  query: ListQuotesQuery,
): Promise<ListQuotesResponse> {
  await expireQuotes(db);
  const where = listWhere(auth, query, true);
  const scope = listWhere(auth, query, false);
  const [rows, [total], [counts], sums] = await Promise.all([
    pageRows(db, where, query),
    db.select({ n: count() }).from(quotes).where(where),
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
      .where(scope)
      .groupBy(quotes.currency),
  ]);
  return {
    items: (await withOrderIds(db, rows as Omit<QuoteRow, 'orderId'>[])).map(present),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    counters: {
      total: Number(counts?.total ?? 0),
      sent: Number(counts?.sent ?? 0),
      accepted: Number(counts?.accepted ?? 0),
      totalValueEur: await sumInCurrency(db, sums, 'EUR'),
    },
  };
}
