/**
 * The analysis's profitability tab (issue 14 §1, issue 32 §4): the range's sold lines costed as
 * `salesCtes` costs them (sql.ts) and summed per order, client and product from the month
 * summaries and the range's edges, with the time spent at the members' hourly costs.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  PROFITABILITY_ROWS,
  type AnalyticsQuery,
  type CostSource,
  type ProfitabilityResponse,
} from '@comptoir/core/modules/analytics';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../platform/access';
import { inPlan, type RangePlan } from './months';
import {
  BOOK,
  BOOKED_OUT,
  between,
  localDay,
  money,
  one,
  rateOn,
  salesCtes,
  sourcesUnion,
  scopeI,
  withinAny,
  type Range,
} from './sql';
import { minus, orderScope, percent, plansOf, resolveRange, salesScope } from './service';

/** The sales CTEs (sql.ts) over the booked sales invoices of the plan's edges. */
const edgeSales = (auth: AuthContext, plan: RangePlan) =>
  salesCtes(sql`${BOOKED_OUT} and ${withinAny(sql`i.issue_date`, plan.edges)} and ${scopeI(auth)}`);

/** The columns each grouping of the sold lines reads (`salesRows`). */
const GRAIN_COLUMNS = {
  order: {
    month: sql`f.order_id, f.revenue, f.cost, f.source`,
    edge: sql`l.order_id, l.revenue, l.cost, l.source`,
  },
  client: {
    month: sql`f.client_id, f.client_key as ckey, f.revenue, f.cost`,
    edge: sql`l.client_id, l.ckey, l.revenue, l.cost`,
  },
  product: {
    month: sql`f.product_id, f.product_key as pkey, f.description, f.quantity, f.revenue, f.cost, f.sources`,
    edge: sql`l.product_id, l.pkey, l.dname, l.qty, l.revenue, l.cost, array[l.source]`,
  },
} as const;

/**
 * Sold lines of a range in one grouping: the month summaries' rows and the edges' costed lines
 * (the CTE `costed`, which the grouping sums as the summaries do), with only the columns that
 * grouping reads: the rows of a union keep every column they name, and carrying the descriptions
 * and source arrays of 81,000 client rows a year cost about a tenth of the tab on the bench.
 */
const salesRows = (auth: AuthContext, plan: RangePlan, grain: 'order' | 'client' | 'product') =>
  sql`select ${GRAIN_COLUMNS[grain].month}
    from analytics_month_sales f where ${inPlan(plan)} and f.grain = ${grain} and ${salesScope(auth, grain)}
    union all
    select ${GRAIN_COLUMNS[grain].edge} from costed l${grain === 'order' ? sql` where l.order_id is not null` : sql``}`;

interface MarginRow {
  revenue: string;
  cost: string;
  timeCost: string;
  hours: string;
}
const withMargin = <T extends MarginRow>(row: T) => {
  const margin = minus(minus(row.revenue, row.cost), row.timeCost);
  return { ...row, margin, marginRate: percent(margin, row.revenue) };
};

/** Time spent in the range on an order or a client, at the member's hourly cost (`spent`). */
function spentCte(auth: AuthContext, r: Range): SQL {
  const teDay = localDay(sql`te.started_at`);
  return sql`spent as (
      select te.order_id, coalesce(te.client_id, o.client_id) as client_id,
        extract(epoch from (te.ended_at - te.started_at)) / 3600.0 as hours,
        extract(epoch from (te.ended_at - te.started_at)) / 3600.0 * h.amount * ${rateOn(sql`h.currency`, teDay)} as cost
      from time_entries te join member_hourly_costs h on h.user_id = te.user_id
      left join orders o on o.id = te.order_id left join clients tc on tc.id = te.client_id
      where te.ended_at is not null and ${between(teDay, r)} and (te.order_id is not null or te.client_id is not null)
        and ${orderScope(auth, sql`coalesce(o.company_id, tc.company_id)`)})`;
}

const hoursText = (expr: SQL) => sql`to_char(round(coalesce(${expr}, 0), 2), 'FM999999990.00')`;
const marginCols = (rev: SQL, cost: SQL, timeCost: SQL, hours: SQL) =>
  sql`${money(rev)} as revenue, ${money(cost)} as cost, ${money(timeCost)} as "timeCost", ${hoursText(hours)} as hours`;
/**
 * The rows of a table's CTE (with `revenue`) that can be among its first `limit` by revenue: those
 * at or above the `limit`-th row's revenue (every row when there are fewer, or when that row's
 * revenue is null). Only those are then joined to their names and sorted: 19,881 clients a year in
 * the bench, where a hundred are shown.
 */
const topByRevenue = (cte: string, limit: number) => {
  const cut = sql`(select c.revenue from ${sql.identifier(cte)} c order by c.revenue desc nulls last offset ${limit - 1} limit 1)`;
  return sql`select * from ${sql.identifier(cte)} a where ${cut} is null or a.revenue >= ${cut}`;
};

/**
 * The totals and the three tables (by order, client, product) from the range's sold lines summed
 * per grouping (month summaries and the edges); each table is cut at `limit` rows (the largest
 * revenue first) and gives its full row count.
 */
export async function profitability(
  db: Db,
  auth: AuthContext,
  query: AnalyticsQuery,
  limit = PROFITABILITY_ROWS,
): Promise<ProfitabilityResponse> {
  const { period, previous } = resolveRange(query);
  const [plan, previousPlan] = (await plansOf(db, period, previous)) as [RangePlan, RangePlan | null];
  type OrderRow = MarginRow & {
    id: string;
    reference: string | null;
    client: string;
    costSource: CostSource;
  };
  type ClientRow = MarginRow & { id: string | null; name: string };
  type ProductRow = MarginRow & {
    id: string | null;
    name: string;
    quantity: string;
    costSources: CostSource[];
  };
  const previousTotals = async (r: Range, p: RangePlan) =>
    one<MarginRow>(
      db,
      sql`with ${edgeSales(auth, p)}, ${spentCte(auth, r)},
        src as (select f.revenue, f.cost from analytics_month_sales f where f.grain = 'client' and ${inPlan(p)} and ${salesScope(auth, 'client')}
          union all select l.revenue, l.cost from costed l)
        select ${marginCols(sql`(select sum(revenue) from src)`, sql`(select sum(cost) from src)`, sql`(select sum(cost) from spent)`, sql`(select sum(hours) from spent)`)}`,
    );
  // Two queries side by side (each costs the range's edges itself): the totals and the clients,
  // which sum the most rows (81,000 a year on the bench), beside the orders and the products.
  const withSales = sql`with ${edgeSales(auth, plan)}, ${spentCte(auth, period)}`;
  const [clients, others, before] = await Promise.all([
    one<{ t: { totals: MarginRow; count: number; rows: ClientRow[] } }>(
      db,
      sql`${withSales},
        g_client as (select l.client_id, l.ckey, sum(l.revenue) as revenue, sum(l.cost) as cost
          from (${salesRows(auth, plan, 'client')}) l group by 1, 2),
        c_time as (select client_id, sum(cost) as cost, sum(hours) as hours from spent where client_id is not null group by client_id),
        c_all as (select coalesce(s.client_id, t.client_id) as id, s.ckey, s.revenue, s.cost, t.cost as tcost, t.hours
          from g_client s full join c_time t on t.client_id = s.client_id)
        select json_build_object(
          'totals', (select row_to_json(x) from (select ${marginCols(sql`(select sum(revenue) from g_client)`, sql`(select sum(cost) from g_client)`, sql`(select sum(cost) from spent)`, sql`(select sum(hours) from spent)`)}) x),
          'count', (select count(*) from c_all),
          'rows', coalesce((select json_agg(x) from (
            select a.id, coalesce((select cl.name from clients cl where cl.id = a.id), a.ckey, '') as name,
              ${marginCols(sql`a.revenue`, sql`a.cost`, sql`a.tcost`, sql`a.hours`)}
            from (${topByRevenue('c_all', limit)}) a
            order by a.revenue desc nulls last, 2 limit ${limit}) x), '[]')) as t`,
    ),
    one<{ t: { byOrder: OrderRow[]; byProduct: ProductRow[]; orders: number; products: number } }>(
      db,
      sql`${withSales},
        g_order as (select l.order_id, sum(l.revenue) as revenue, sum(l.cost) as cost, min(l.source) as source
          from (${salesRows(auth, plan, 'order')}) l group by 1),
        p_all as (select l.product_id, l.pkey, max(l.description) as dname,
            sum(l.quantity) as qty, sum(l.revenue) as revenue, sum(l.cost) as cost,
            ${sourcesUnion(sql`l.sources`)} as sources
          from (${salesRows(auth, plan, 'product')}) l group by 1, 2),
        o_time as (select order_id, sum(cost) as cost, sum(hours) as hours from spent where order_id is not null group by order_id),
        o_all as (select coalesce(s.order_id, t.order_id) as id, s.revenue, s.cost, s.source, t.cost as tcost, t.hours
          from g_order s full join o_time t on t.order_id = s.order_id)
        select json_build_object(
          'orders', (select count(*) from o_all),
          'products', (select count(*) from p_all),
          'byOrder', coalesce((select json_agg(x) from (
            select a.id, o.reference, coalesce((select cl.name from clients cl where cl.id = o.client_id), '') as client,
              coalesce(a.source, 'none') as "costSource",
              ${marginCols(sql`a.revenue`, sql`a.cost`, sql`a.tcost`, sql`a.hours`)}
            from (${topByRevenue('o_all', limit)}) a
              left join lateral (select o.reference, o.client_id from orders o where o.id = a.id) o on true
            order by a.revenue desc nulls last, o.reference limit ${limit}) x), '[]'),
          'byProduct', coalesce((select json_agg(x) from (
            select a.product_id as id, coalesce((select pr.name from products pr where pr.id = a.product_id), a.dname) as name,
              trim_scale(a.qty)::text as quantity,
              a.sources as "costSources", ${marginCols(sql`a.revenue`, sql`a.cost`, sql`null`, sql`null`)}
            from (${topByRevenue('p_all', limit)}) a
            order by a.revenue desc nulls last, 2 limit ${limit}) x), '[]')) as t`,
    ),
    previous && previousPlan ? previousTotals(previous, previousPlan) : Promise.resolve(null),
  ]);
  const c = clients.t;
  const t = others.t;
  return {
    currency: BOOK,
    period,
    previous,
    totals: withMargin(c.totals),
    previousTotals: before ? withMargin(before) : null,
    byOrder: t.byOrder.map(withMargin),
    byClient: c.rows.map(withMargin),
    byProduct: t.byProduct.map((p) => withMargin({ ...p, quantity: String(p.quantity ?? '0') })),
    rowCounts: { byOrder: Number(t.orders), byClient: Number(c.count), byProduct: Number(t.products) },
  };
}
