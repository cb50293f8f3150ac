/**
 * The financial analysis (issue 14 §1): every figure computed in SQL from the books, in the book
 * currency. Definitions (also on the page, analytics.definitions.*):
 *
 * - An invoice counts in the book currency at the rate stored at its issue (1 for EUR); an
 *   invoice without a stored rate in another currency is left out of the sums (never at 1).
 *   Credit notes count negative. Outgoing invoices count once issued (not drafts); incoming ones
 *   once validated (not drafts nor 'to_check'). Company scoping as for invoices: an invoice of
 *   a client company the viewer cannot see is left out; incoming invoices without a company count.
 * - Orders, quotations, product prices and hourly costs have no stored rate: they are converted at
 *   the latest rate published on or before their date (direct, else inverse), else left out.
 * - Balances "as of" a day: total with tax − payments dated up to that day − credit notes issued
 *   up to that day; only positive balances are open.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  COST_SOURCES,
  FORECAST_DAYS,
  PROFITABILITY_ROWS,
  addDays,
  periodRange,
  previousRange,
  rangeDays,
  type AgeingResponse,
  type AnalyticsQuery,
  type CashflowResponse,
  type CostSource,
  type DetailedQuery,
  type DetailedResponse,
  type OverviewFigures,
  type OverviewResponse,
  type ProfitabilityResponse,
} from '@comptoir/core/modules/analytics';
import { TIME_ZONE } from '@comptoir/core/modules/time';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { pageBounds, searchWhere, sortOrder, type SortSpec } from '../../db/list-query';
import { companyScope, type AuthContext } from '../../platform/access';
import { todayIso } from '../orders/documents';
import { pick } from '../../platform/service';

/** The book currency (as for invoices' base amounts). */
export const BOOK = 'EUR';

/** Tests fix the day (the default period, the forecast's start). */
export const analyticsClock = { today: (): string => todayIso() };

export interface Range {
  from: string;
  to: string;
}

export interface Resolved {
  period: Range;
  previous: Range | null;
  granularity: 'week' | 'month';
}

/** The range asked for (from/to, else the period around today, a month by default) and the one before. */
export function resolveRange(query: AnalyticsQuery): Resolved {
  const period: Range =
    query.from && query.to
      ? { from: query.from, to: query.to }
      : periodRange(
          query.period && query.period !== 'custom' ? query.period : 'month',
          analyticsClock.today(),
        );
  return {
    period,
    previous: query.compare === 'previous' ? previousRange(period.from, period.to) : null,
    granularity: query.granularity ?? (rangeDays(period.from, period.to) <= 92 ? 'week' : 'month'),
  };
}

// ---------------------------------------------------------------------------------------------
// SQL pieces (invoices are aliased i)

const SIGN = sql`(case when i.kind = 'credit_note' then -1 else 1 end)`;
/** The stored rate to the book currency; null (left out) when missing in a foreign currency. */
const RATE = sql`(case when i.currency = ${BOOK} then 1::numeric else i.exchange_rate end)`;
const BOOKED_OUT = sql`(i.direction = 'outgoing' and i.status <> 'draft')`;
const BOOKED_IN = sql`(i.direction = 'incoming' and i.status not in ('draft', 'to_check'))`;
const booked = (direction: 'outgoing' | 'incoming') => (direction === 'outgoing' ? BOOKED_OUT : BOOKED_IN);
const between = (expr: SQL, r: Range) => sql`${expr} between ${r.from}::date and ${r.to}::date`;
const localDay = (expr: SQL) => sql`(${expr} at time zone ${TIME_ZONE})::date`;
const money = (expr: SQL) => sql`to_char(round(coalesce(${expr}, 0), 2), 'FM999999999999990.00')`;

/** Invoices the viewer may see (as invoiceScope, on the alias i). */
function scopeI(auth: AuthContext): SQL {
  if (auth.user.isSuperAdmin) return sql`true`;
  return sql`(i.company_id is null or ${companyScope(auth, sql`i.company_id`)})`;
}

/** Rate from `currency` to the book currency on `day`: the latest published, direct or inverse. */
function rateOn(currency: SQL, day: SQL): SQL {
  return sql`(case when ${currency} = ${BOOK} then 1::numeric else coalesce(
    (select r.rate from exchange_rates r where r.base = ${currency} and r.quote = ${BOOK} and r.rate_date <= ${day}
      order by r.rate_date desc, r.fetched_at desc limit 1),
    (select 1 / nullif(r.rate, 0) from exchange_rates r where r.base = ${BOOK} and r.quote = ${currency} and r.rate_date <= ${day}
      order by r.rate_date desc, r.fetched_at desc limit 1)) end)`;
}

const num = (v: unknown) => (v === null || v === undefined ? '0.00' : String(v));
/** a ÷ b × 100, 1 place; null when b is 0. */
function percent(a: string, b: string): string | null {
  const d = Number(b);
  if (!Number.isFinite(d) || d === 0) return null;
  return ((Number(a) / d) * 100).toFixed(1);
}
const minus = (a: string, b: string) => (Math.round((Number(a) - Number(b)) * 100) / 100).toFixed(2);

/**
 * Runs one analysis query with room to aggregate in memory: a year of invoice lines grouped by
 * product outgrows the default 4 MB, and the planner then sorts on disk instead of hashing
 * (decision 0023). The setting lasts for this query's transaction only.
 */
async function select<T>(db: Db, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    return rowsOf<T>(tx, query);
  });
}

async function one<T>(db: Db, query: SQL): Promise<T> {
  const [row] = await select<T>(db, query);
  return row!;
}

// ---------------------------------------------------------------------------------------------
// Overview

/** Subtotal (without tax) of the booked invoices of a direction issued in the range. */
const invoicedSql = (auth: AuthContext, direction: 'outgoing' | 'incoming', r: Range, withTax = false) =>
  sql`select sum(${SIGN} * ${withTax ? sql`i.total_amount` : sql`i.subtotal`} * ${RATE}) from invoices i
    where ${booked(direction)} and ${between(sql`i.issue_date`, r)} and ${scopeI(auth)}`;

/**
 * Open balances (with tax) of a direction's invoices as of `asOf`, one row per invoice: today's
 * balance (total − paid − credited, kept on the invoice by the payments' and credit notes'
 * transactions) plus what was paid or credited after `asOf`. Reading back only the later payments
 * and credit notes keeps the usual case (a period ending today or lately) from summing every
 * payment ever made.
 */
function openBalancesSql(auth: AuthContext, direction: 'outgoing' | 'incoming', asOf: string): SQL {
  return sql`select i.id, i.client_id, i.supplier_id, i.party_name, coalesce(i.due_date, i.issue_date) as due,
      ${balanceAsOf} as balance
    from invoices i ${laterJoins(asOf)}
    where ${booked(direction)} and i.kind = 'invoice' and i.issue_date <= ${asOf}::date and ${scopeI(auth)}`;
}

/** The payments (pp) and issued credit notes (cc) dated after `asOf`, per invoice (alias i). */
const laterJoins = (
  asOf: string,
) => sql`left join (select p.invoice_id, sum(p.amount) as later from invoice_payments p
      where p.payment_date > ${asOf}::date group by p.invoice_id) pp on pp.invoice_id = i.id
    left join (select c.credited_invoice_id, sum(c.total_amount) as later from invoices c
      where c.credited_invoice_id is not null and c.kind = 'credit_note' and c.status <> 'draft' and c.issue_date > ${asOf}::date
      group by c.credited_invoice_id) cc on cc.credited_invoice_id = i.id`;
const balanceAsOf = sql`(i.total_amount - i.paid_amount - i.credited_amount + coalesce(pp.later, 0) + coalesce(cc.later, 0)) * ${RATE}`;

const openTotalSql = (auth: AuthContext, direction: 'outgoing' | 'incoming', asOf: string) =>
  sql`select sum(b.balance) from (${openBalancesSql(auth, direction, asOf)}) b where b.balance > 0`;

function orderScope(auth: AuthContext, column: SQL): SQL {
  return auth.user.isSuperAdmin ? sql`true` : companyScope(auth, column);
}

async function figures(db: Db, auth: AuthContext, r: Range): Promise<OverviewFigures> {
  const orderDay = localDay(sql`o.created_at`);
  // One pass over the invoices: invoiced in the range, and open at its end (as openTotalSql).
  const inRange = between(sql`i.issue_date`, r);
  const openAtEnd = sql`i.kind = 'invoice' and ${balanceAsOf} > 0`;
  const row = await one<Record<string, string | number | null>>(
    db,
    sql`select
      b.*,
      ${money(sql`(select sum(${SIGN} * p.amount * ${RATE}) from invoice_payments p join invoices i on i.id = p.invoice_id
        where i.direction = 'outgoing' and ${between(sql`p.payment_date`, r)} and ${scopeI(auth)})`)} as cash,
      (select json_build_object('amount', ${money(sql`sum(x.v)`)}, 'n', count(x.v), 'unconverted', count(*) - count(x.v))
        from (select o.total_amount * ${rateOn(sql`o.currency`, orderDay)} as v from orders o
          where o.status not in ('draft', 'cancelled') and ${between(orderDay, r)} and ${orderScope(auth, sql`o.company_id`)}) x) as intake,
      (select json_build_object('sent', count(*), 'accepted', count(*) filter (where q.status = 'accepted'))
        from quotes q where q.sent_at is not null and ${between(localDay(sql`q.sent_at`), r)}
          and ${orderScope(auth, sql`q.company_id`)}) as quotes
    from (select ${money(sql`sum(${SIGN} * i.subtotal * ${RATE}) filter (where ${BOOKED_OUT} and ${inRange})`)} as revenue,
        ${money(sql`sum(${SIGN} * i.subtotal * ${RATE}) filter (where ${BOOKED_IN} and ${inRange})`)} as purchases,
        ${money(sql`sum(${balanceAsOf}) filter (where ${BOOKED_OUT} and ${openAtEnd})`)} as receivables,
        ${money(sql`sum(${balanceAsOf}) filter (where ${BOOKED_IN} and ${openAtEnd})`)} as payables
      from invoices i ${laterJoins(r.to)}
      where (${BOOKED_OUT} or ${BOOKED_IN}) and i.issue_date <= ${r.to}::date and ${scopeI(auth)}) b`,
  );
  const intake = row.intake as unknown as { amount: string; n: number; unconverted: number };
  const quotes = row.quotes as unknown as { sent: number; accepted: number };
  const revenue = num(row.revenue);
  const purchases = num(row.purchases);
  const grossMargin = minus(revenue, purchases);
  return {
    revenue,
    cashCollected: num(row.cash),
    purchases,
    grossMargin,
    marginRate: percent(grossMargin, revenue),
    openReceivables: num(row.receivables),
    openPayables: num(row.payables),
    orderIntake: intake.amount,
    orderCount: Number(intake.n),
    averageOrderValue: Number(intake.n) > 0 ? (Number(intake.amount) / Number(intake.n)).toFixed(2) : null,
    quotesSent: Number(quotes.sent),
    quotesAccepted: Number(quotes.accepted),
    quoteConversionRate: percent(String(quotes.accepted), String(quotes.sent)),
    unconverted: Number(intake.unconverted),
  };
}

export async function overview(db: Db, auth: AuthContext, query: AnalyticsQuery): Promise<OverviewResponse> {
  const { period, previous } = resolveRange(query);
  const [current, before, byMonth, topClients, topProducts] = await Promise.all([
    figures(db, auth, period),
    previous ? figures(db, auth, previous) : Promise.resolve(null),
    select<{ month: string; revenue: string; purchases: string }>(
      db,
      sql`select to_char(m.m, 'YYYY-MM') as month, ${money(sql`t.revenue`)} as revenue, ${money(sql`t.purchases`)} as purchases
        from generate_series(date_trunc('month', ${period.from}::date)::date, ${period.to}::date, interval '1 month') as m(m)
        left join (select date_trunc('month', i.issue_date)::date as m,
            sum(${SIGN} * i.subtotal * ${RATE}) filter (where ${BOOKED_OUT}) as revenue,
            sum(${SIGN} * i.subtotal * ${RATE}) filter (where ${BOOKED_IN}) as purchases
          from invoices i where (${BOOKED_OUT} or ${BOOKED_IN}) and ${between(sql`i.issue_date`, period)} and ${scopeI(auth)}
          group by 1) t on t.m = m.m::date
        order by 1`,
    ),
    select<{ id: string | null; name: string; revenue: string }>(
      db,
      sql`select i.client_id as id, coalesce(max(c.name), max(i.party_name)) as name, ${money(sql`sum(${SIGN} * i.subtotal * ${RATE})`)} as revenue
        from invoices i left join clients c on c.id = i.client_id
        where ${BOOKED_OUT} and ${between(sql`i.issue_date`, period)} and ${scopeI(auth)}
        group by i.client_id, case when i.client_id is null then i.party_name end
        order by sum(${SIGN} * i.subtotal * ${RATE}) desc nulls last, 2 limit 10`,
    ),
    select<{ id: string | null; name: string; quantity: string; revenue: string }>(
      db,
      sql`select l.product_id as id, coalesce(max(pr.name), max(l.description)) as name,
          trim_scale(sum(${SIGN} * l.quantity))::text as quantity,
          ${money(sql`sum(${SIGN} * l.total_price * ${RATE})`)} as revenue
        from invoice_lines l join invoices i on i.id = l.invoice_id left join products pr on pr.id = l.product_id
        where ${BOOKED_OUT} and ${between(sql`i.issue_date`, period)} and ${scopeI(auth)}
        group by l.product_id, case when l.product_id is null then lower(l.description) end
        order by sum(${SIGN} * l.total_price * ${RATE}) desc nulls last, 2 limit 10`,
    ),
  ]);
  return {
    currency: BOOK,
    period,
    previous,
    figures: current,
    previousFigures: before,
    byMonth,
    topClients: topClients.map((c) => ({ id: c.id, name: c.name, revenue: num(c.revenue) })),
    topProducts: topProducts.map((p) => ({ ...p, quantity: String(p.quantity ?? '0') })),
  };
}

// ---------------------------------------------------------------------------------------------
// Cashflow

const flowTotalsSql = (auth: AuthContext, r: Range) =>
  sql`select ${money(sql`sum(${SIGN} * p.amount * ${RATE}) filter (where i.direction = 'outgoing')`)} as incoming,
      ${money(sql`sum(${SIGN} * p.amount * ${RATE}) filter (where i.direction = 'incoming')`)} as outgoing,
      ${money(sql`coalesce(sum(${SIGN} * p.amount * ${RATE}) filter (where i.direction = 'outgoing'), 0)
        - coalesce(sum(${SIGN} * p.amount * ${RATE}) filter (where i.direction = 'incoming'), 0)`)} as net
    from invoice_payments p join invoices i on i.id = p.invoice_id
    where ${between(sql`p.payment_date`, r)} and ${scopeI(auth)}`;

export async function cashflow(db: Db, auth: AuthContext, query: AnalyticsQuery): Promise<CashflowResponse> {
  const { period, previous, granularity } = resolveRange(query);
  const unit = sql.raw(`'${granularity}'`);
  const step = sql.raw(`'1 ${granularity}'`);
  const today = analyticsClock.today();
  const horizon = addDays(today, FORECAST_DAYS - 1);
  const flows = sql`select date_trunc(${unit}, p.payment_date)::date as b,
      sum(${SIGN} * p.amount * ${RATE}) filter (where i.direction = 'outgoing') as inc,
      sum(${SIGN} * p.amount * ${RATE}) filter (where i.direction = 'incoming') as outg
    from invoice_payments p join invoices i on i.id = p.invoice_id
    where ${between(sql`p.payment_date`, period)} and ${scopeI(auth)} group by 1`;
  // Open now: stored open statuses, balance = total − paid − credited (kept on the invoice).
  const open = sql`select coalesce(i.due_date, i.issue_date) as due, i.direction,
      (i.total_amount - i.paid_amount - i.credited_amount) * ${RATE} as balance
    from invoices i where i.kind = 'invoice' and i.status in ('sent', 'partially_paid', 'to_pay') and ${scopeI(auth)}`;
  const [buckets, totals, before, forecastWeeks, overdue] = await Promise.all([
    select<CashflowResponse['buckets'][number]>(
      db,
      sql`with s as (
          select g.b::date as start, coalesce(f.inc, 0) as inc, coalesce(f.outg, 0) as outg
          from generate_series(date_trunc(${unit}, ${period.from}::date), ${period.to}::date, ${step}::interval) as g(b)
          left join (${flows}) f on f.b = g.b::date)
        select to_char(start, 'YYYY-MM-DD') as start, ${money(sql`inc`)} as incoming, ${money(sql`outg`)} as outgoing,
          ${money(sql`inc - outg`)} as net, ${money(sql`sum(inc - outg) over (order by start)`)} as cumulative
        from s order by s.start`,
    ),
    one<CashflowResponse['totals']>(db, flowTotalsSql(auth, period)),
    previous ? one<CashflowResponse['totals']>(db, flowTotalsSql(auth, previous)) : Promise.resolve(null),
    select<CashflowResponse['buckets'][number]>(
      db,
      sql`with due as (
          select date_trunc('week', o.due)::date as w,
            sum(o.balance) filter (where o.direction = 'outgoing') as inc,
            sum(o.balance) filter (where o.direction = 'incoming') as outg
          from (${open}) o where o.balance > 0 and o.due between ${today}::date and ${horizon}::date group by 1),
        s as (
          select g.b::date as start, coalesce(d.inc, 0) as inc, coalesce(d.outg, 0) as outg
          from generate_series(date_trunc('week', ${today}::date), ${horizon}::date, interval '1 week') as g(b)
          left join due d on d.w = g.b::date)
        select to_char(start, 'YYYY-MM-DD') as start, ${money(sql`inc`)} as incoming, ${money(sql`outg`)} as outgoing,
          ${money(sql`inc - outg`)} as net, ${money(sql`sum(inc - outg) over (order by start)`)} as cumulative
        from s order by s.start`,
    ),
    one<{ incoming: string; outgoing: string }>(
      db,
      sql`select ${money(sql`sum(o.balance) filter (where o.direction = 'outgoing')`)} as incoming,
          ${money(sql`sum(o.balance) filter (where o.direction = 'incoming')`)} as outgoing
        from (${open}) o where o.balance > 0 and o.due < ${today}::date`,
    ),
  ]);
  const sum = (key: 'incoming' | 'outgoing') =>
    (forecastWeeks.reduce((acc, w) => acc + Math.round(Number(w[key]) * 100), 0) / 100).toFixed(2);
  const fIn = sum('incoming');
  const fOut = sum('outgoing');
  return {
    currency: BOOK,
    period,
    previous,
    granularity,
    buckets,
    totals,
    previousTotals: before,
    forecast: {
      from: today,
      to: horizon,
      overdue,
      weeks: forecastWeeks,
      totals: { incoming: fIn, outgoing: fOut, net: minus(fIn, fOut) },
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Receivables and payables: ageing at the period's end, DSO / DPO

export async function ageing(
  db: Db,
  auth: AuthContext,
  query: AnalyticsQuery,
  direction: 'outgoing' | 'incoming',
): Promise<AgeingResponse> {
  const { period, previous } = resolveRange(query);
  const asOf = period.to;
  const partyId = direction === 'outgoing' ? sql`b.client_id` : sql`b.supplier_id`;
  const partyName =
    direction === 'outgoing'
      ? sql`(select c.name from clients c where c.id = b.client_id)`
      : sql`(select s.name from suppliers s where s.id = b.supplier_id)`;
  const age = sql`(${asOf}::date - b.due)`;
  const bucketCols = sql`${money(sql`sum(b.balance) filter (where ${age} <= 0)`)} as "notDue",
      ${money(sql`sum(b.balance) filter (where ${age} between 1 and 30)`)} as "d1to30",
      ${money(sql`sum(b.balance) filter (where ${age} between 31 and 60)`)} as "d31to60",
      ${money(sql`sum(b.balance) filter (where ${age} between 61 and 90)`)} as "d61to90",
      ${money(sql`sum(b.balance) filter (where ${age} > 90)`)} as "over90",
      ${money(sql`sum(b.balance)`)} as total`;
  const days = (r: Range) =>
    sql`select ${money(sql`(${openTotalSql(auth, direction, r.to)})`)} as open, ${money(sql`(${invoicedSql(auth, direction, r, true)})`)} as invoiced`;
  // The parties and the totals in one pass (grouping sets: the empty set is the totals row).
  const [rows, invoiced, before] = await Promise.all([
    select<AgeingResponse['parties'][number] & { isTotal: number }>(
      db,
      sql`select grouping(${partyId}) as "isTotal", ${partyId} as id, coalesce(${partyName}, max(b.party_name)) as name,
          count(*)::int as invoices, ${bucketCols}
        from (${openBalancesSql(auth, direction, asOf)}) b where b.balance > 0
        group by grouping sets ((${partyId}, case when ${partyId} is null then b.party_name end), ())
        order by 1, sum(b.balance) desc, 3`,
    ),
    one<{ invoiced: string }>(
      db,
      sql`select ${money(sql`(${invoicedSql(auth, direction, period, true)})`)} as invoiced`,
    ),
    previous ? one<{ open: string; invoiced: string }>(db, days(previous)) : Promise.resolve(null),
  ]);
  const parties = rows.filter((r) => Number(r.isTotal) === 0).map(({ isTotal: _, ...party }) => party);
  const {
    isTotal: _t,
    id: _i,
    name: _n,
    invoices: _c,
    ...totals
  } = rows.find((r) => Number(r.isTotal) === 1)!;
  const current = { open: totals.total, invoiced: invoiced.invoiced };
  const ratioDays = (d: { open: string; invoiced: string }, r: Range) =>
    Number(d.invoiced) > 0
      ? ((Number(d.open) / Number(d.invoiced)) * rangeDays(r.from, r.to)).toFixed(1)
      : null;
  return {
    currency: BOOK,
    period,
    previous,
    asOf,
    parties,
    totals,
    days: ratioDays(current, period),
    previousDays: before && previous ? ratioDays(before, previous) : null,
    previousTotal: before ? before.open : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Profitability

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

/**
 * The range's sold lines summed per order, client and product in one parallel pass (`sold`; per
 * day too for a product priced in another currency, converted at each day's rate), with their
 * cost and its source (`costed`: the cost of an order's lines is proportional to their revenue, a
 * product's to its quantity, so it is the same on the sums), and the time spent at hourly cost
 * (`spent`). Order-level figures only for the orders the range's invoices name.
 */
function profitabilityCtes(auth: AuthContext, r: Range): SQL {
  const teDay = localDay(sql`te.started_at`);
  const soldInvoices = sql`${BOOKED_OUT} and ${between(sql`i.issue_date`, r)} and ${scopeI(auth)}`;
  return sql`with sold_orders as (
      select distinct i.order_id from invoices i where ${soldInvoices} and i.order_id is not null),
    order_rev as (
      select i.order_id, sum(${SIGN} * i.subtotal * ${RATE}) as rev from invoices i
      where ${BOOKED_OUT} and i.order_id in (select order_id from sold_orders) group by i.order_id),
    order_inv as (
      select i.order_id, sum(${SIGN} * i.subtotal * ${RATE}) as cost from invoices i
      where ${BOOKED_IN} and i.order_id in (select order_id from sold_orders) group by i.order_id),
    order_quote as (
      select o.id as order_id, sum(q.total_price * ${rateOn(sql`q.currency`, sql`coalesce(${localDay(sql`q.decided_at`)}, q.submitted_date)`)}) as cost
      from orders o join demande_products dp on dp.demande_id = o.demande_id
      join quotations q on q.requested_product_id = dp.id
      where q.status = 'approved' and o.id in (select order_id from sold_orders) group by o.id),
    sold as (
      select i.order_id, i.client_id, case when i.client_id is null then i.party_name end as ckey,
        l.product_id, case when l.product_id is null then lower(l.description) end as pkey,
        case when pr.currency <> ${BOOK} then i.issue_date end as rday,
        max(case when l.product_id is null then l.description end) as dname,
        sum(${SIGN} * l.quantity) as qty, sum(${SIGN} * l.total_price * ${RATE}) as revenue
      from invoice_lines l join invoices i on i.id = l.invoice_id left join products pr on pr.id = l.product_id
      where ${soldInvoices}
      group by 1, 2, 3, 4, 5, 6),
    costed as (
      select s.*, coalesce(pr.name, s.dname) as pname,
        case when oi.order_id is not null then 'incoming_invoices'
          when oq.order_id is not null then 'supplier_quotation'
          when pr.id is not null then 'product_price' else 'none' end as source,
        case when oi.order_id is not null then oi.cost * s.revenue / nullif(orv.rev, 0)
          when oq.order_id is not null then oq.cost * s.revenue / nullif(orv.rev, 0)
          when pr.id is not null then s.qty * pr.price * ${rateOn(sql`pr.currency`, sql`s.rday`)}
          else 0 end as cost
      from sold s left join order_rev orv on orv.order_id = s.order_id
      left join order_inv oi on oi.order_id = s.order_id left join order_quote oq on oq.order_id = s.order_id
      left join products pr on pr.id = s.product_id),
    spent as (
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
/** A product's cost sources, in alphabetical order (the g row's flags). */
const SOURCES_ARRAY = sql`array_remove(array[${sql.join(
  [...COST_SOURCES].sort().map((s) => sql`case when bool_or_${sql.raw(s)} then ${s} end`),
  sql`, `,
)}], null)`;

/**
 * One pass over the period's sold lines: the totals and the three tables (by order, client,
 * product) come from one grouping-sets aggregate; each table is cut at `limit` rows (the largest
 * revenue first) and gives its full row count.
 */
export async function profitability(
  db: Db,
  auth: AuthContext,
  query: AnalyticsQuery,
  limit = PROFITABILITY_ROWS,
): Promise<ProfitabilityResponse> {
  const { period, previous } = resolveRange(query);
  const flags = sql.join(
    COST_SOURCES.map((s) => sql`bool_or(l.source = ${s}) as ${sql.raw(`bool_or_${s}`)}`),
    sql`, `,
  );
  type Tables = {
    totals: MarginRow;
    byOrder: (MarginRow & { id: string; reference: string | null; client: string; costSource: CostSource })[];
    byClient: (MarginRow & { id: string | null; name: string })[];
    byProduct: (MarginRow & {
      id: string | null;
      name: string;
      quantity: string;
      costSources: CostSource[];
    })[];
    rowCounts: ProfitabilityResponse['rowCounts'];
  };
  const previousTotals = async (r: Range) =>
    one<MarginRow>(
      db,
      sql`${profitabilityCtes(auth, r)}
        select ${marginCols(sql`(select sum(revenue) from costed)`, sql`(select sum(cost) from costed)`, sql`(select sum(cost) from spent)`, sql`(select sum(hours) from spent)`)}`,
    );
  const [tables, before] = await Promise.all([
    one<{ t: Tables }>(
      db,
      sql`${profitabilityCtes(auth, period)},
        g as (select case when grouping(l.order_id) = 0 then 'o' when grouping(l.client_id, l.ckey) = 0 then 'c'
              when grouping(l.product_id, l.pkey) = 0 then 'p' else 't' end as k,
            l.order_id, l.client_id, l.ckey, l.product_id, max(l.pname) as pname, sum(l.qty) as qty,
            sum(l.revenue) as revenue, sum(l.cost) as cost, min(l.source) as source, ${flags}
          from costed l group by grouping sets ((l.order_id), (l.client_id, l.ckey), (l.product_id, l.pkey), ())),
        o_time as (select order_id, sum(cost) as cost, sum(hours) as hours from spent where order_id is not null group by order_id),
        o_all as (select coalesce(s.order_id, t.order_id) as id, s.revenue, s.cost, s.source, t.cost as tcost, t.hours
          from (select * from g where k = 'o' and order_id is not null) s full join o_time t on t.order_id = s.order_id),
        c_time as (select client_id, sum(cost) as cost, sum(hours) as hours from spent where client_id is not null group by client_id),
        c_all as (select coalesce(s.client_id, t.client_id) as id, s.ckey, s.revenue, s.cost, t.cost as tcost, t.hours
          from (select * from g where k = 'c') s full join c_time t on t.client_id = s.client_id),
        p_all as (select * from g where k = 'p')
        select json_build_object(
          'totals', (select row_to_json(x) from (select ${marginCols(sql`(select revenue from g where k = 't')`, sql`(select cost from g where k = 't')`, sql`(select sum(cost) from spent)`, sql`(select sum(hours) from spent)`)}) x),
          'rowCounts', json_build_object('byOrder', (select count(*) from o_all), 'byClient', (select count(*) from c_all),
            'byProduct', (select count(*) from p_all)),
          'byOrder', coalesce((select json_agg(x) from (
            select a.id, o.reference, coalesce(cl.name, '') as client, coalesce(a.source, 'none') as "costSource",
              ${marginCols(sql`a.revenue`, sql`a.cost`, sql`a.tcost`, sql`a.hours`)}
            from o_all a left join orders o on o.id = a.id left join clients cl on cl.id = o.client_id
            order by a.revenue desc nulls last, o.reference limit ${limit}) x), '[]'),
          'byClient', coalesce((select json_agg(x) from (
            select a.id, coalesce(cl.name, a.ckey, '') as name, ${marginCols(sql`a.revenue`, sql`a.cost`, sql`a.tcost`, sql`a.hours`)}
            from c_all a left join clients cl on cl.id = a.id
            order by a.revenue desc nulls last, 2 limit ${limit}) x), '[]'),
          'byProduct', coalesce((select json_agg(x) from (
            select a.product_id as id, a.pname as name, trim_scale(a.qty)::text as quantity, ${SOURCES_ARRAY} as "costSources",
              ${marginCols(sql`a.revenue`, sql`a.cost`, sql`null`, sql`null`)}
            from p_all a order by a.revenue desc nulls last, a.pname limit ${limit}) x), '[]')) as t`,
    ),
    previous ? previousTotals(previous) : Promise.resolve(null),
  ]);
  const { t } = tables;
  return {
    currency: BOOK,
    period,
    previous,
    totals: withMargin(t.totals),
    previousTotals: before ? withMargin(before) : null,
    byOrder: t.byOrder.map(withMargin),
    byClient: t.byClient.map(withMargin),
    byProduct: t.byProduct.map((p) => withMargin({ ...p, quantity: String(p.quantity ?? '0') })),
    rowCounts: t.rowCounts,
  };
}

// ---------------------------------------------------------------------------------------------
// Detailed journal

/** The journal's two parts: the invoices and credit notes of the range, and its payments. */
function journalParts(auth: AuthContext, r: Range): [SQL, SQL] {
  return [
    sql`select 'invoice:' || i.id as key, case when i.kind = 'credit_note' then 'credit_note' else 'invoice' end as type,
      i.direction, i.issue_date as date, i.id as invoice_id, i.number, i.party_name as party,
      i.total_amount as amount, i.currency, ${SIGN} * i.total_amount * ${RATE} as base, null::text as method
    from invoices i where (${BOOKED_OUT} or ${BOOKED_IN}) and ${between(sql`i.issue_date`, r)} and ${scopeI(auth)}`,
    sql`select 'payment:' || p.id as key, 'payment' as type, i.direction, p.payment_date as date, i.id as invoice_id,
      i.number, i.party_name as party, p.amount, i.currency, ${SIGN} * p.amount * ${RATE} as base, p.method
    from invoice_payments p join invoices i on i.id = p.invoice_id
    where ${between(sql`p.payment_date`, r)} and ${scopeI(auth)}`,
  ];
}

type JournalSort = DetailedQuery['sort'];
const JOURNAL_SORT: SortSpec<JournalSort> = {
  keys: {
    date: sql`j.date`,
    amount: sql`j.base`,
    party: sql`lower(j.party)`,
    number: sql`j.number`,
    type: sql`j.type`,
  },
  fallback: 'date',
  direction: 'desc',
  then: [sql`j.date desc`],
  id: sql`j.key`,
  nullsLast: true,
};

/** The journal's page; `maxPageSize` is raised only by the export. */
export async function detailed(
  db: Db,
  auth: AuthContext,
  query: DetailedQuery,
  maxPageSize = 100,
): Promise<DetailedResponse> {
  const { period, previous } = resolveRange(query);
  const filters: SQL[] = [sql`true`];
  if (query.type) filters.push(sql`j.type = ${query.type}`);
  if (query.direction) filters.push(sql`j.direction = ${query.direction}`);
  const search = searchWhere(query.q, { columns: [sql`j.party`, sql`j.number`] });
  if (search) filters.push(search);
  const where = sql.join(filters, sql` and `);
  const bounds = pageBounds(query, maxPageSize, 50);
  const parts = journalParts(auth, period);
  const from = sql`(${parts[0]} union all ${parts[1]}) j`;
  const order = sql.join(sortOrder(JOURNAL_SORT, query.sort, query.order), sql`, `);
  // The page: each part's first rows in the page's order, then the two merged (no sort of the whole year).
  const firstOf = (part: SQL) =>
    sql`(select * from (${part}) j where ${where} order by ${order} limit ${bounds.offset + bounds.limit})`;
  const [rows, agg] = await Promise.all([
    select<{
      key: string;
      type: DetailedResponse['items'][number]['type'];
      direction: 'outgoing' | 'incoming';
      date: string;
      invoice_id: string;
      number: string | null;
      party: string;
      amount: string;
      currency: string;
      base: string;
      method: string | null;
    }>(
      db,
      sql`select j.key, j.type, j.direction, to_char(j.date, 'YYYY-MM-DD') as date, j.invoice_id, j.number, j.party,
          to_char(j.amount, 'FM999999999999990.00') as amount, j.currency, ${money(sql`j.base`)} as base, j.method
        from (${firstOf(parts[0])} union all ${firstOf(parts[1])}) j
        order by ${order} limit ${bounds.limit} offset ${bounds.offset}`,
    ),
    one<{ n: number } & DetailedResponse['totals']>(
      db,
      sql`select count(*)::int as n,
          ${money(sql`sum(j.base) filter (where j.type <> 'payment' and j.direction = 'outgoing')`)} as "invoicedOut",
          ${money(sql`sum(j.base) filter (where j.type <> 'payment' and j.direction = 'incoming')`)} as "invoicedIn",
          ${money(sql`sum(j.base) filter (where j.type = 'payment' and j.direction = 'outgoing')`)} as "paymentsIn",
          ${money(sql`sum(j.base) filter (where j.type = 'payment' and j.direction = 'incoming')`)} as "paymentsOut"
        from ${from} where ${where}`,
    ),
  ]);
  const { n, ...totals } = agg;
  return {
    currency: BOOK,
    period,
    previous,
    items: rows.map((row) => ({
      ...pick(row, ['key', 'type', 'direction', 'date']),
      invoiceId: row.invoice_id,
      number: row.number,
      party: row.party,
      amount: { amount: row.amount, currency: row.currency },
      baseAmount: row.base,
      method: row.method,
    })),
    total: n,
    page: bounds.page,
    pageSize: bounds.pageSize,
    totals,
  };
}
