/**
 * The search text of quotes and orders names their client and its company: when either is
 * renamed, the documents' search text is written again (core's quoteSearchText and orderSearchText).
 */
import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { orderSearchText, quoteSearchText } from '@comptoir/core/modules/sales';
import { clients, companies, orders, quotes } from '../../db/schema/index';
import { pick, type Runner } from '../../platform/service';

/**
 * Recomputes the search text of the quotes and orders of a client or of a company after it was
 * renamed (the clients module calls it in the same transaction as the rename).
 */
export async function refreshSalesSearchText(
  tx: Runner,
  target: { clientId: string } | { companyId: string },
) {
  const scope = (table: typeof quotes | typeof orders) =>
    'clientId' in target ? eq(clients.id, target.clientId) : eq(table.companyId, target.companyId);
  await rewriteSearchText(tx, quotes, pick(quotes, ['number', 'title']), scope(quotes), quoteSearchText);
  await rewriteSearchText(tx, orders, pick(orders, ['reference']), scope(orders), orderSearchText);
}

/** Writes again the search text of the quotes or orders matching `scope`, from their own `columns` and party. */
async function rewriteSearchText<R>(
  tx: Runner,
  table: typeof quotes | typeof orders,
  columns: Record<string, AnyPgColumn>,
  scope: SQL,
  searchText: (row: R & { clientName: string; companyName: string }) => string,
) {
  const rows = await tx
    .select({ ...columns, id: table.id, clientName: clients.name, companyName: companies.name })
    .from(table)
    .innerJoin(clients, eq(clients.id, table.clientId))
    .innerJoin(companies, eq(companies.id, table.companyId))
    .where(scope);
  for (const row of rows as (R & { id: string; clientName: string; companyName: string })[]) {
    await tx
      .update(table)
      .set({ searchText: searchText(row) })
      .where(eq(table.id, row.id));
  }
}
