/**
 * SQL pieces of the financial analysis (decision 0023), shared by the tabs (service.ts) and the
 * month summaries (months.ts). Invoices are aliased `i`.
 */
import { sql, type SQL } from 'drizzle-orm';
import { DEMO_RATE_SOURCE } from '@comptoir/core/currency';
import { COST_SOURCES } from '@comptoir/core/modules/analytics';
import { TIME_ZONE } from '@comptoir/core/modules/time';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { companyScope, type AuthContext } from '../../platform/access';

/** The book currency (as for invoices' base amounts). */
export const BOOK = 'EUR';

export interface Range {
  from: string;
  to: string;
}

export const SIGN = sql`(case when i.kind = 'credit_note' then -1 else 1 end)`;
/** The stored rate to the book currency; null (left out) when missing in a foreign currency. */
export const RATE = sql`(case when i.currency = ${BOOK} then 1::numeric else i.exchange_rate end)`;
export const BOOKED_OUT = sql`(i.direction = 'outgoing' and i.status <> 'draft')`;
export const BOOKED_IN = sql`(i.direction = 'incoming' and i.status not in ('draft', 'to_check'))`;
export const booked = (direction: 'outgoing' | 'incoming') =>
  direction === 'outgoing' ? BOOKED_OUT : BOOKED_IN;
export const between = (expr: SQL, r: Range) => sql`${expr} between ${r.from}::date and ${r.to}::date`;
/** `expr` falls in one of the ranges (false for none). */
export const withinAny = (expr: SQL, ranges: readonly Range[]) =>
  ranges.length === 0
    ? sql`false`
    : sql`(${sql.join(
        ranges.map((r) => between(expr, r)),
        sql` or `,
      )})`;
export const localDay = (expr: SQL) => sql`(${expr} at time zone ${TIME_ZONE})::date`;
/**
 * A timestamp whose local day (`localDay`) falls in `r`, as a range of the timestamp itself: from
 * the first day's local midnight to the day after the last's, so that an index on the column
 * serves it (a year of orders: 7 ms against 23 ms for the local day computed on every row).
 */
export const localDaysIn = (ts: SQL, r: Range) =>
  sql`${ts} >= (${r.from}::date)::timestamp at time zone ${TIME_ZONE} and ${ts} < (${r.to}::date + 1)::timestamp at time zone ${TIME_ZONE}`;
export const money = (expr: SQL) => sql`to_char(round(coalesce(${expr}, 0), 2), 'FM999999999999990.00')`;

/**
 * The union of the rows' cost sources (`sources`, arrays of them), in alphabetical order: an
 * aggregate (a product's sources over its months, decision 0056, or over a range).
 */
export const sourcesUnion = (sources: SQL) =>
  sql`array_remove(array[${sql.join(
    [...COST_SOURCES].sort().map((s) => sql`case when bool_or(${s} = any(${sources})) then ${s} end`),
    sql`, `,
  )}], null)`;

/** Rows of a company the viewer may see, or of no company (as invoiceScope). */
export function scopeOf(auth: AuthContext, column: SQL): SQL {
  if (auth.user.isSuperAdmin) return sql`true`;
  return sql`(${column} is null or ${companyScope(auth, column)})`;
}

/** Invoices the viewer may see (on the alias i). */
export const scopeI = (auth: AuthContext) => scopeOf(auth, sql`i.company_id`);

/** Rate from `currency` to the book currency on `day`: the latest published, direct or inverse. */
export function rateOn(currency: SQL, day: SQL): SQL {
  return sql`(case when ${currency} = ${BOOK} then 1::numeric else coalesce(
    (select r.rate from exchange_rates r where r.base = ${currency} and r.quote = ${BOOK} and r.rate_date <= ${day}
      order by r.source = ${DEMO_RATE_SOURCE}, r.rate_date desc, r.fetched_at desc limit 1),
    (select 1 / nullif(r.rate, 0) from exchange_rates r where r.base = ${BOOK} and r.quote = ${currency} and r.rate_date <= ${day}
      order by r.source = ${DEMO_RATE_SOURCE}, r.rate_date desc, r.fetched_at desc limit 1)) end)`;
}

/**
 * The lines of the invoices `i` (as `l`), read invoice by invoice through the lines' index. The
 * invoices a query reads lines of are a few days' (a range's edges) or a month's, while the
 * planner, pricing each lookup as a disk seek, would rather scan and hash every line ever written
 * (400,000 on the bench, and growing with the years); `offset 0` keeps the subquery a
 * per-invoice lookup, whose cost follows the invoices read, not the size of the books.
 */
export const LINES_OF_I = sql`cross join lateral (select * from invoice_lines l where l.invoice_id = i.id offset 0) l`;

/**
 * The invoice (as `i`) of each payment `p`, looked up by its key: a month's payments (8,000 in
 * the bench) read their invoices one by one, where the planner would scan and hash all 120,000
 * invoices (about 75 against 120 ms). For the reads of a few days or a month, as LINES_OF_I.
 */
export const INVOICE_OF_P = sql`cross join lateral (select * from invoices i where i.id = p.invoice_id offset 0) i`;

type Runner = Pick<Db, 'transaction'>;

/**
 * Runs one analysis query with room to aggregate in memory: a year of invoice lines grouped by
 * product outgrows the default 4 MB, and the planner then sorts on disk instead of hashing
 * (decision 0023); and with index lookups priced as the reads from memory they are (the default
 * random_page_cost prices a disk seek: the planner then scans a table of 100,000 invoices rather
 * than look up the 2,000 a query names, decision 0025); and without JIT compilation: the
 * overview's estimates (a rate looked up per order) pass the JIT's threshold, and compiling its
 * 266 functions took 140 ms of a query that runs in 50 ms without; and grouping by sorting rather
 * than hashing: a hash table of numeric sums costs about twice a sort's (the profitability's
 * 51,715 client rows of a year into 19,853 clients: 97 against 57 ms on the bench's database, where
 * a count alone takes 22 ms; the overview's p50 222 → 182 ms, the profitability's 186 → 170, the
 * receivables' 116 → 93, the other tabs unchanged). The settings last for this query's
 * transaction only, set in one round trip.
 */
export async function select<T>(db: Runner, query: SQL, options: QueryOptions = {}): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('work_mem', '64MB', true), set_config('random_page_cost', '1.1', true),
        set_config('jit', 'off', true), set_config('enable_hashagg', 'off', true)${
          options.serial ? sql`, set_config('max_parallel_workers_per_gather', '0', true)` : sql``
        }`,
    );
    return rowsOf<T>(tx, query);
  });
}

export interface QueryOptions {
  /**
   * Without parallel workers: for the queries a tab runs side by side (the overview's five), where
   * workers of each would only compete for the same cores (overview p50 195 → 121 ms on the bench).
   */
  serial?: boolean;
}

export async function one<T>(db: Runner, query: SQL, options: QueryOptions = {}): Promise<T> {
  const [row] = await select<T>(db, query, options);
  return row!;
}

/**
 * The sold lines of the invoices matching `where` (on i), one row a line with its company, order,
 * client and product keys in the book currency (`sold`; with its day for a product priced in
 * another currency, converted at that day's rate), with their cost and its source (`costed`): the
 * lines of an order whose every line came in a shipment with known costs share its landed cost
 * (`order_purchase_costs`, decision 0043) in proportion to their part of the order's revenue; else
 * the lines of an order with validated incoming invoices share that cost in proportion to their
 * revenue, else its purchase orders' prices, else its approved supplier quotations'; the other
 * lines cost their product's price × quantity. A line's cost does not depend on the range asked
 * for, so sums over parts of a range add up (decision 0025).
 *
 * The lines are not summed here: every cost is proportional to a line's revenue or quantity, so
 * the readers' own groupings sum the same figures, and a grouping here first cost more than the
 * costing itself (the 8,764 lines of a year's first nine days on the bench: 86 against 36 ms,
 * most of it the numeric sums of 8,720 groups of about one line each).
 */
export function salesCtes(where: SQL): SQL {
  return sql`sold_orders as (
      select distinct i.order_id from invoices i where ${where} and i.order_id is not null),
    order_rev as (
      select i.order_id, sum(${SIGN} * i.subtotal * ${RATE}) as rev from invoices i
      where ${BOOKED_OUT} and i.order_id in (select order_id from sold_orders) group by i.order_id),
    order_inv as (
      select i.order_id, sum(${SIGN} * i.subtotal * ${RATE}) as cost from invoices i
      where ${BOOKED_IN} and i.order_id in (select order_id from sold_orders) group by i.order_id),
    order_pc as (
      select c.order_id, c.cost, c.revenue, c.source from order_purchase_costs c
      where c.order_id in (select order_id from sold_orders)),
    order_quote as (
      select o.id as order_id, sum(q.total_price * ${rateOn(sql`q.currency`, sql`coalesce(${localDay(sql`q.decided_at`)}, q.submitted_date)`)}) as cost
      from orders o join demande_products dp on dp.demande_id = o.demande_id
      join quotations q on q.requested_product_id = dp.id
      where q.status = 'approved' and o.id in (select order_id from sold_orders) group by o.id),
    sold as (
      select i.company_id, i.order_id, i.client_id, case when i.client_id is null then i.party_name end as ckey,
        l.product_id, case when l.product_id is null then lower(l.description) end as pkey,
        case when pr.currency <> ${BOOK} then i.issue_date end as rday,
        case when l.product_id is null then l.description end as dname,
        ${SIGN} * l.quantity as qty, ${SIGN} * l.total_price * ${RATE} as revenue, i.issue_date as iday
      from invoices i ${LINES_OF_I} left join products pr on pr.id = l.product_id
      where ${where}),
    costed as (
      select s.*,
        case when opc.source = 'landed' then 'landed'
          when oi.order_id is not null then 'incoming_invoices'
          when opc.order_id is not null then 'purchase_order'
          when oq.order_id is not null then 'supplier_quotation'
          when pr.id is not null then 'product_price' else 'none' end as source,
        case when opc.source = 'landed' then opc.cost * s.revenue / coalesce(nullif(opc.revenue, 0), nullif(orv.rev, 0))
          when oi.order_id is not null then oi.cost * s.revenue / nullif(orv.rev, 0)
          when opc.order_id is not null then opc.cost * s.revenue / coalesce(nullif(opc.revenue, 0), nullif(orv.rev, 0))
          when oq.order_id is not null then oq.cost * s.revenue / nullif(orv.rev, 0)
          when pr.id is not null then s.qty * pr.price * ${rateOn(sql`pr.currency`, sql`s.rday`)}
          else 0 end as cost
      from sold s left join order_rev orv on orv.order_id = s.order_id
      left join order_inv oi on oi.order_id = s.order_id left join order_quote oq on oq.order_id = s.order_id
      left join order_pc opc on opc.order_id = s.order_id
      left join products pr on pr.id = s.product_id)`;
}

/**
 * `costed` summed three ways (grain 'order', 'client', 'product') per company, with the product
 * grouping also over every company (`all_companies`): the month summaries' rows (months.ts). With
 * `part` (an expression of the line's issue day `l.iday`), per day too, its value the first column.
 */
export function salesGrains(part?: SQL): SQL {
  const day = part ? sql`l.iday, ` : sql``;
  return sql`select ${part ? sql`${part} as part, ` : sql``}case when grouping(l.order_id) = 0 then 'order' when grouping(l.client_id, l.ckey) = 0 then 'client'
        else 'product' end as grain,
      grouping(l.company_id) = 1 as all_companies, l.company_id,
      l.order_id, l.client_id, l.ckey, l.product_id, l.pkey,
      max(l.dname) as description, sum(l.qty) as quantity, sum(l.revenue) as revenue, sum(l.cost) as cost,
      min(l.source) as source, array_agg(distinct l.source) as sources
    from costed l
    group by grouping sets ((${day}l.company_id, l.order_id), (${day}l.company_id, l.client_id, l.ckey),
      (${day}l.company_id, l.product_id, l.pkey), (${day}l.product_id, l.pkey))`;
}

/** The margin of a client's invoiced sales in a range (the client's page, issue 32 §4). */
export interface ClientMarginRow {
  revenue: string;
  cost: string;
  /** Revenue whose cost is real (landed, or the order's supplier invoices), estimated, or unknown. */
  realRevenue: string;
  estimatedRevenue: string;
  uncostedRevenue: string;
}

/**
 * A client's sales of `r` costed as the analysis costs them (`salesCtes`: landed costs first), in
 * the book currency, over the invoices the viewer may see.
 */
export async function clientMargin(
  db: Db,
  auth: AuthContext,
  clientId: string,
  r: Range,
): Promise<ClientMarginRow> {
  const [row] = await rowsOf<ClientMarginRow>(
    db,
    sql`with ${salesCtes(sql`${BOOKED_OUT} and i.client_id = ${clientId} and ${between(sql`i.issue_date`, r)} and ${scopeI(auth)}`)}
      select ${money(sql`sum(revenue)`)} as revenue, ${money(sql`sum(cost)`)} as cost,
        ${money(sql`sum(revenue) filter (where source in ('landed', 'incoming_invoices'))`)} as "realRevenue",
        ${money(sql`sum(revenue) filter (where source in ('purchase_order', 'supplier_quotation', 'product_price'))`)} as "estimatedRevenue",
        ${money(sql`sum(revenue) filter (where source = 'none')`)} as "uncostedRevenue"
      from costed`,
  );
  return row!;
}
