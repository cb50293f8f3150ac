/**
 * The purchase cost of client orders, kept for the financial analysis and the client's page
 * (issue 32 §4, decision 0043). An order's real margin is computed at read time (./margin.ts); the
 * analysis sums thousands of orders from its month summaries and cannot, so the cost of each order
 * whose every line is sourced by purchase order lines is stored in `order_purchase_costs`, with its
 * source: 'landed' (every line at its landed unit cost) or 'purchase_order' (some at the purchase
 * price, an estimate).
 *
 * The migration's triggers record in `order_cost_changes` the orders a write may have changed (a
 * purchase line linked, a receipt, a shipment's cost, an exchange rate...); `refreshOrderCosts`
 * computes those orders again and removes the records it read. Writing `order_purchase_costs`
 * touches the months of the orders' invoices, so the analysis' summaries follow.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import type { AuthContext } from '../../../platform/access';
import { fr } from '../../../platform/i18n';
import { orderMargin } from './margin';

/** Orders whose purchase cost changed that a reading request computes again; beyond, the job does. */
export const ORDER_COSTS_PER_REQUEST = 50;

/** Only one refresh at a time (the second finds nothing left to do). */
const ORDER_COSTS_LOCK = 0x636f6f63; // 'cooc'

/** The refresh reads every order: it acts as a super administrator. */
const EVERY_COMPANY = {
  user: { id: '00000000-0000-0000-0000-000000000000', isSuperAdmin: true },
} as AuthContext;

export interface OrderCostsRefresh {
  /** Orders computed again. */
  done: number;
  /** Orders still waiting (beyond `limit`). */
  left: number;
}

/**
 * Computes again the stored cost of the orders recorded as changed, `limit` of them at most, in
 * one transaction: the cost of an order whose lines all have a purchase cost is written, any other
 * order's is removed.
 */
export async function refreshOrderCosts(db: Db, limit = 1_000): Promise<OrderCostsRefresh> {
  const [pending] = await rowsOf<{ any: boolean }>(
    db,
    sql`select exists (select 1 from order_cost_changes) as any`,
  );
  if (!pending?.any) return { done: 0, left: 0 };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_COSTS_LOCK})`);
    const changes = await rowsOf<{ orderId: string }>(
      tx,
      sql`select distinct order_id as "orderId" from order_cost_changes order by 1 limit ${limit}`,
    );
    const ids = changes.map((c) => c.orderId);
    if (ids.length === 0) return { done: 0, left: 0 };
    const idList = sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    // Read first: a change committed after this point stays recorded for the next refresh.
    const recorded = await rowsOf<{ id: string }>(
      tx,
      sql`select id::text from order_cost_changes where order_id in (${idList})`,
    );
    const existing = new Set(
      (await rowsOf<{ id: string }>(tx, sql`select id::text from orders where id in (${idList})`)).map(
        (r) => r.id,
      ),
    );
    for (const id of ids) {
      const margin = existing.has(id) ? await orderMargin(tx, EVERY_COMPANY, id, fr) : null;
      const complete =
        margin !== null && margin.lines.length > 0 && margin.totals.withoutCost === 0 && !margin.problem;
      if (complete) {
        const source = margin.totals.estimated === 0 ? 'landed' : 'purchase_order';
        await tx.execute(sql`insert into order_purchase_costs (order_id, cost, revenue, source, computed_at)
          values (${id}, ${margin.totals.cost}, ${margin.totals.revenue}, ${source}, now())
          on conflict (order_id) do update set cost = excluded.cost, revenue = excluded.revenue,
            source = excluded.source, computed_at = excluded.computed_at
          where (order_purchase_costs.cost, order_purchase_costs.revenue, order_purchase_costs.source)
            is distinct from (excluded.cost, excluded.revenue, excluded.source)`);
      } else {
        await tx.execute(sql`delete from order_purchase_costs where order_id = ${id}`);
      }
    }
    if (recorded.length > 0) {
      await tx.execute(
        sql`delete from order_cost_changes where id in (${sql.join(
          recorded.map((r) => sql`${r.id}::bigint`),
          sql`, `,
        )})`,
      );
    }
    const [rest] = await rowsOf<{ n: number | string }>(
      tx,
      sql`select count(distinct order_id) as n from order_cost_changes`,
    );
    return { done: ids.length, left: Number(rest?.n ?? 0) };
  });
}
