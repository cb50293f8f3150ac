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
  FORECAST_DAYS,
  AGEING_ROWS,
  addDays,
  periodRange,
  previousRange,
  rangeDays,
  type AgeingResponse,
  type AnalyticsQuery,
  type CashflowResponse,
  type OverviewFigures,
  type OverviewResponse,
} from '@comptoir/core/modules/analytics';
import type { Db } from '../../db/client';
import { companyScope, type AuthContext } from '../../platform/access';
import { todayIso } from '../sales/numbering';
import { amountString, pick } from '../../platform/service';
import { addAmounts, decimal, subtract, toFixed } from '@comptoir/core/money';
import { rowsOf } from '../../db/rows';
import { listAccounts } from '../bank/service/accounts';
import {
  perMonth,
  fromBooksFor,
  inPlan,
  monthsRead,
  monthStates,
  monthSummaries,
  planRange,
  type MonthStates,
  type RangePlan,
} from './months';
import {
  issuedAfterByPartySql,
  laterByAgeSql,
  openByAgeSql,
  openTodayByAgeSql,
  openTotalSql,
  openTotalsSql,
  openByDueSql,
  partiesServe,
  partyOf,
  todayByBucketSql,
  todayByPartySql,
} from './open-balances';
import {
  BOOK,
  BOOKED_IN,
  BOOKED_OUT,
  INVOICE_OF_P,
  LINES_OF_I,
  RATE,
  SIGN,
  localDay,
  localDaysIn,
  money,
  one,
  rateOn,
  scopeI,
  scopeOf,
  select,
  withinAny,
  type Range,
} from './sql';

export { BOOK, type Range } from './sql';

/** Tests fix the day (the default period, the forecast's start). */
export const analyticsClock = { today: (): string => todayIso() };

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

export const num = (v: unknown) => (v === null || v === undefined ? '0.00' : String(v));
/** a ÷ b × 100, 1 place; null when b is 0. */
export function percent(a: string, b: string): string | null {
  const d = Number(b);
  if (!Number.isFinite(d) || d === 0) return null;
  return ((Number(a) / d) * 100).toFixed(1);
}
export const minus = (a: string, b: string) => (Math.round((Number(a) - Number(b)) * 100) / 100).toFixed(2);

// ---------------------------------------------------------------------------------------------
// Where the sums come from: the month summaries of the months a range covers whole, and the books
// for the days at its edges (months.ts, decision 0025).

/** The plans of a tab's ranges and, when one of their months has no current summary, which. */
export async function rangePlans(
  db: Db,
  ...ranges: (Range | null)[]
): Promise<{ plans: (RangePlan | null)[]; states: MonthStates }> {
  const today = analyticsClock.today();
  const blocks = await builtBlocks(db, ranges);
  const plans = ranges.map((r) => (r ? planRange(r, monthSummaries.enabled, today, blocks) : null));
  const states = await monthStates(
    db,
    plans.flatMap((p) => (p ? monthsRead(p) : [])),
    plans.find((p) => p?.partial)?.partial,
  );
  return { plans, states };
}

/**
 * The blocks (decision 0056) built within `ranges` (their blockKey), when one of them spans a
 * quarter at least: none otherwise, and no query.
 */
async function builtBlocks(db: Db, ranges: readonly (Range | null)[]): Promise<Set<string>> {
  const spans = ranges.filter((r): r is Range => r !== null && r.from <= r.to);
  if (!monthSummaries.enabled || !spans.some((r) => planRange(r, true).months.length >= 3)) return new Set();
  const from = spans.map((r) => r.from).sort()[0]!;
  const to = spans
    .map((r) => r.to)
    .sort()
    .at(-1)!;
  const rows = await rowsOf<{ key: string }>(
    db,
    sql`select to_char(month, 'YYYY-MM-DD') || '/' || part as key from analytics_blocks
      where month between ${from}::date and ${to}::date`,
  );
  return new Set(rows.map((r) => r.key));
}

/**
 * The plans of a tab's ranges: months without a current summary are read from the books (no
 * request builds one: the background job does, routes.ts asks it to).
 */
export async function plansOf(db: Db, ...ranges: (Range | null)[]): Promise<(RangePlan | null)[]> {
  const { plans, states } = await rangePlans(db, ...ranges);
  const unread = [...states.missing, ...states.stale];
  if (unread.length === 0 && states.payments.length === 0) return plans;
  const unpaid = [...unread, ...states.payments];
  return plans.map(
    (p) =>
      p && {
        ...fromBooksFor(p, unread),
        ...(states.payments.length ? { payments: fromBooksFor(p, unpaid) } : {}),
      },
  );
}

export const scopeF = (auth: AuthContext) => scopeOf(auth, sql`f.company_id`);

/**
 * Booked sales invoices of a range per party (the client, or the name of an invoice without one):
 * the month summaries' rows and the edges' invoices, with only the columns the top clients read.
 */
function salesByPartyRows(auth: AuthContext, plan: RangePlan): SQL {
  return sql`select f.client_id, f.party_key, f.net
      from analytics_month_invoices f where ${inPlan(plan)} and f.direction = 'outgoing' and ${scopeF(auth)}
    union all
    select i.client_id, case when i.client_id is null and i.supplier_id is null then i.party_name end, ${SIGN} * i.subtotal * ${RATE}
    from invoices i where ${BOOKED_OUT} and ${withinAny(sql`i.issue_date`, plan.edges)} and ${scopeI(auth)}`;
}

/**
 * Booked invoices of a range per month, direction and kind (net and gross, signed): the month
 * totals (no party: a few rows a month) and the edges' invoices. For the sums that do not need the
 * party, which `invoiceRows` reads from one row per party.
 */
function invoiceTotalRows(auth: AuthContext, plan: RangePlan): SQL {
  return sql`select f.month, f.direction, f.kind, f.invoices, f.net, f.gross
      from analytics_month_totals f where ${inPlan(plan)} and ${scopeF(auth)}
    union all
    select date_trunc('month', i.issue_date::timestamp)::date, i.direction, i.kind, 1,
      ${SIGN} * i.subtotal * ${RATE}, ${SIGN} * i.total_amount * ${RATE}
    from invoices i where (${BOOKED_OUT} or ${BOOKED_IN}) and ${withinAny(sql`i.issue_date`, plan.edges)} and ${scopeI(auth)}`;
}

/** Payments of a range (signed, in the book currency) by direction, in buckets of `unit` (months from the summaries). */
function paymentRows(auth: AuthContext, range: RangePlan, unit: 'week' | 'month' = 'month'): SQL {
  const plan = range.payments ?? range;
  return sql`select f.month as bucket, f.direction, f.payments as n, f.amount
      from analytics_month_payments f where ${inPlan(plan)} and ${scopeF(auth)}
    union all
    select date_trunc(${sql.raw(`'${unit}'`)}, p.payment_date::timestamp)::date, i.direction, 1, ${SIGN} * p.amount * ${RATE}
    from invoice_payments p ${INVOICE_OF_P}
    where ${withinAny(sql`p.payment_date`, plan.edges)} and ${scopeI(auth)}`;
}

/**
 * The sales summaries' rows a viewer reads: a super administrator the products summed over every
 * company (and the orders and clients, each of one company); others their companies' rows.
 */
export const salesScope = (auth: AuthContext, grain: 'order' | 'client' | 'product') =>
  auth.user.isSuperAdmin
    ? grain === 'product'
      ? sql`f.all_companies`
      : sql`not f.all_companies`
    : sql`not f.all_companies and ${scopeF(auth)}`;

// ---------------------------------------------------------------------------------------------
// Overview

export function orderScope(auth: AuthContext, column: SQL): SQL {
  return auth.user.isSuperAdmin ? sql`true` : companyScope(auth, column);
}

/** The overview's queries run side by side (decision 0025). */
const SIDE_BY_SIDE = { serial: true };

async function figures(db: Db, auth: AuthContext, r: Range, plan: RangePlan): Promise<OverviewFigures> {
  // The orders summed per currency and local day before their rate is looked up, once a group
  // (decision 0060): a year's 4,474 foreign orders on the bench looked up two rates each. The book
  // currency's are summed apart, in one row without grouping: grouped with the others, the year's
  // 22,000 orders were sorted first (7 of the intake's 21 ms). `offset 0` keeps the subquery whole:
  // flattened, its rate lookup ran once for each of the three aggregates reading it.
  const intakeOf = sql`o.status not in ('draft', 'cancelled') and ${localDaysIn(sql`o.created_at`, r)} and ${orderScope(auth, sql`o.company_id`)}`;
  const row = await one<Record<string, string | number | null>>(
    db,
    sql`select inv.revenue, inv.purchases, pay.cash,
      ${money(sql`open.receivables`)} as receivables, ${money(sql`open.payables`)} as payables,
      (select json_build_object('amount', ${money(sql`sum(x.v)`)}, 'n', coalesce(sum(x.n) filter (where x.v is not null), 0),
          'unconverted', coalesce(sum(x.n) filter (where x.v is null), 0))
        from (select g.n, g.subtotal * ${rateOn(sql`g.currency`, sql`g.day`)} as v
          from (select ${BOOK}::text as currency, null::date as day, count(*) as n, sum(o.subtotal) as subtotal from orders o
              where o.currency = ${BOOK} and ${intakeOf}
            union all
            select o.currency, ${localDay(sql`o.created_at`)}, count(*), sum(o.subtotal) from orders o
              where o.currency <> ${BOOK} and ${intakeOf} group by 1, 2) g
          offset 0) x) as intake,
      (select json_build_object('sent', count(*), 'accepted', count(*) filter (where q.status = 'accepted'))
        from quotes q where q.sent_at is not null and ${localDaysIn(sql`q.sent_at`, r)}
          and ${orderScope(auth, sql`q.company_id`)}) as quotes
    from (select ${money(sql`sum(f.net) filter (where f.direction = 'outgoing')`)} as revenue,
        ${money(sql`sum(f.net) filter (where f.direction = 'incoming')`)} as purchases
      from (${invoiceTotalRows(auth, plan)}) f) inv,
      (select ${money(sql`sum(f.amount) filter (where f.direction = 'outgoing')`)} as cash
      from (${paymentRows(auth, plan)}) f) pay,
      (${openTotalsSql(auth, r.to)}) open`,
    SIDE_BY_SIDE,
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
  const [plan, previousPlan] = (await plansOf(db, period, previous)) as [RangePlan, RangePlan | null];
  const [current, before, byMonth, topClients, topProducts] = await Promise.all([
    figures(db, auth, period, plan),
    previous && previousPlan ? figures(db, auth, previous, previousPlan) : Promise.resolve(null),
    select<{ month: string; revenue: string; purchases: string }>(
      db,
      sql`select to_char(m.m, 'YYYY-MM') as month, ${money(sql`t.revenue`)} as revenue, ${money(sql`t.purchases`)} as purchases
        from generate_series(date_trunc('month', ${period.from}::date)::date, ${period.to}::date, interval '1 month') as m(m)
        left join (select f.month as m, sum(f.net) filter (where f.direction = 'outgoing') as revenue,
            sum(f.net) filter (where f.direction = 'incoming') as purchases
          from (${invoiceTotalRows(auth, perMonth(plan))}) f group by 1) t on t.m = m.m::date
        order by 1`,
      SIDE_BY_SIDE,
    ),
    // The clients' names are looked up for the ten largest (and any tied with the tenth) only, one
    // by one, not joined to every party of the year: a join was planned as a hash of all the
    // clients (20,000 in the bench), the filter's rows being estimated at a tenth of the parties.
    // A sale without a client is keyed by its party's name (party_key), which is then its name; a
    // client of an invoice cannot be deleted (the key restricts it), so every client has its name.
    select<{ id: string | null; name: string; revenue: string }>(
      db,
      sql`with t as (select f.client_id, f.party_key, sum(f.net) as revenue
          from (${salesByPartyRows(auth, plan)}) f group by 1, 2),
        tenth as (select t.revenue from t order by t.revenue desc nulls last offset 9 limit 1)
        select t.client_id as id, coalesce((select c.name from clients c where c.id = t.client_id), t.party_key, '') as name,
          ${money(sql`t.revenue`)} as revenue
        from t
        where (select revenue from tenth) is null or t.revenue >= (select revenue from tenth)
        order by t.revenue desc nulls last, 2 limit 10`,
      SIDE_BY_SIDE,
    ),
    select<{ id: string | null; name: string; quantity: string; revenue: string }>(
      db,
      sql`with src as (select f.product_id, f.product_key as pkey, f.description, f.quantity, f.revenue
            from analytics_month_sales f where f.grain = 'product' and ${inPlan(plan)} and ${salesScope(auth, 'product')}
          union all
          select l.product_id, case when l.product_id is null then lower(l.description) end,
            case when l.product_id is null then l.description end, ${SIGN} * l.quantity, ${SIGN} * l.total_price * ${RATE}
          from invoices i ${LINES_OF_I}
          where ${BOOKED_OUT} and ${withinAny(sql`i.issue_date`, plan.edges)} and ${scopeI(auth)})
        select t.product_id as id, coalesce(pr.name, t.description) as name,
          trim_scale(t.quantity)::text as quantity, ${money(sql`t.revenue`)} as revenue
        from (select s.product_id, max(s.description) as description, sum(s.quantity) as quantity, sum(s.revenue) as revenue
          from src s group by s.product_id, s.pkey) t left join products pr on pr.id = t.product_id
        order by t.revenue desc nulls last, 2 limit 10`,
      SIDE_BY_SIDE,
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

const flowTotalsSql = (auth: AuthContext, plan: RangePlan) =>
  sql`select ${money(sql`sum(f.amount) filter (where f.direction = 'outgoing')`)} as incoming,
      ${money(sql`sum(f.amount) filter (where f.direction = 'incoming')`)} as outgoing,
      ${money(sql`coalesce(sum(f.amount) filter (where f.direction = 'outgoing'), 0)
        - coalesce(sum(f.amount) filter (where f.direction = 'incoming'), 0)`)} as net
    from (${paymentRows(auth, plan)}) f`;

export async function cashflow(db: Db, auth: AuthContext, query: AnalyticsQuery): Promise<CashflowResponse> {
  const { period, previous, granularity } = resolveRange(query);
  const [plan, previousPlan] = (await plansOf(db, period, previous)) as [RangePlan, RangePlan | null];
  // Weeks straddle months: weekly buckets are read from the payments themselves.
  const bucketPlan = granularity === 'month' ? perMonth(plan) : planRange(period, false);
  const unit = sql.raw(`'${granularity}'`);
  const step = sql.raw(`'1 ${granularity}'`);
  const today = analyticsClock.today();
  const horizon = addDays(today, FORECAST_DAYS - 1);
  const flows = sql`select f.bucket as b, sum(f.amount) filter (where f.direction = 'outgoing') as inc,
      sum(f.amount) filter (where f.direction = 'incoming') as outg
    from (${paymentRows(auth, bucketPlan, granularity)}) f group by 1`;
  // Open now, as the receivables and payables count it (booked, balance = total − paid − credited).
  const open = openByDueSql(auth);
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
    one<CashflowResponse['totals']>(db, flowTotalsSql(auth, plan)),
    previousPlan
      ? one<CashflowResponse['totals']>(db, flowTotalsSql(auth, previousPlan))
      : Promise.resolve(null),
    select<CashflowResponse['buckets'][number]>(
      db,
      sql`with due as (
          select date_trunc('week', o.due::timestamp)::date as w,
            sum(o.balance) filter (where o.direction = 'outgoing') as inc,
            sum(o.balance) filter (where o.direction = 'incoming') as outg
          from (${open}) o where o.due between ${today}::date and ${horizon}::date group by 1),
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
        from (${open}) o where o.due < ${today}::date`,
    ),
  ]);
  const sum = (key: 'incoming' | 'outgoing') =>
    (forecastWeeks.reduce((acc, w) => acc + Math.round(Number(w[key]) * 100), 0) / 100).toFixed(2);
  const fIn = sum('incoming');
  const fOut = sum('outgoing');
  const forecastNet = minus(fIn, fOut);
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
      totals: { incoming: fIn, outgoing: fOut, net: forecastNet },
    },
    bank: await bankPosition(db, auth, [forecastNet, overdue.incoming], [overdue.outgoing]),
  };
}

/** The bank accounts' balances and unmatched transactions for the cashflow tab (issue 33 §3). */
async function bankPosition(
  db: Db,
  auth: AuthContext,
  expectedIn: string[],
  expectedOut: string[],
): Promise<CashflowResponse['bank']> {
  const accounts = await listAccounts(db, auth);
  if (accounts.length === 0) return null;
  const inBook = accounts.filter((a) => a.currency === BOOK);
  const position = addAmounts('0', ...inBook.map((a) => a.balance));
  const [unmatched] = await rowsOf<{ incoming: string; outgoing: string; count: number | string }>(
    db,
    sql`select coalesce(sum(t.amount) filter (where t.amount > 0), 0)::text as incoming,
          coalesce(-sum(t.amount) filter (where t.amount < 0), 0)::text as outgoing, count(*) as count
        from bank_transactions t join bank_accounts a on a.id = t.account_id
        where t.status = 'unmatched' and a.currency = ${BOOK} and ${companyScope(auth, sql`a.company_id`)}`,
  );
  return {
    accounts: accounts.map((a) => pick(a, ['id', 'name', 'currency', 'balance', 'balanceDate', 'unmatched'])),
    position,
    unmatched: {
      incoming: amountString(unmatched?.incoming ?? '0'),
      outgoing: amountString(unmatched?.outgoing ?? '0'),
      count: Number(unmatched?.count ?? 0),
    },
    projected: toFixed(
      subtract(decimal(addAmounts(position, ...expectedIn)), decimal(addAmounts('0', ...expectedOut))),
      2,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Receivables and payables: ageing at the period's end, DSO / DPO

/** Invoiced with tax (signed) of a direction over a range. */
const invoicedSql = (auth: AuthContext, direction: 'outgoing' | 'incoming', plan: RangePlan) =>
  sql`select sum(f.gross) from (${invoiceTotalRows(auth, plan)}) f where f.direction = ${direction}`;

export async function ageing(
  db: Db,
  auth: AuthContext,
  query: AnalyticsQuery,
  direction: 'outgoing' | 'incoming',
  limit = AGEING_ROWS,
): Promise<AgeingResponse> {
  const { period, previous } = resolveRange(query);
  const asOf = period.to;
  const [plans, fromParties] = await Promise.all([
    plansOf(db, period, previous),
    partiesServe(db, auth, direction, asOf),
  ]);
  const [plan, previousPlan] = plans as [RangePlan, RangePlan | null];
  const partyId = direction === 'outgoing' ? sql`b.client_id` : sql`b.supplier_id`;
  const partyName =
    direction === 'outgoing'
      ? sql`(select c.name from clients c where c.id = t.id)`
      : sql`(select s.name from suppliers s where s.id = t.id)`;
  // The euros' cents and the other currencies' balances (openByAgeSql) of the rows `where`; each
  // sum reads only the rows with a value (a sum's state is made for its group's first row read).
  const openSum = (where: SQL) =>
    sql`(coalesce(sum(b.cents) filter (where ${where} and b.cents is not null), 0) * 0.01
      + coalesce(sum(b.balance) filter (where ${where} and b.balance is not null), 0))`;
  const sums = (of: (column: string) => SQL) =>
    sql`${money(of('not_due'))} as "notDue", ${money(of('d1to30'))} as "d1to30", ${money(of('d31to60'))} as "d31to60",
      ${money(of('d61to90'))} as "d61to90", ${money(of('over90'))} as "over90", ${money(of('total'))} as total`;
  const days = (r: Range, p: RangePlan) =>
    sql`select ${money(sql`(${openTotalSql(auth, direction, r.to)})`)} as open, ${money(sql`(${invoicedSql(auth, direction, p)})`)} as invoiced`;
  // Each party (id, or name without a record) with its count and total, the first `limit` of them
  // by total, and their sums by age read from their open invoices only; the sums by age of all and
  // how many parties there are (isTotal = 1). Only the first parties are summed by age: each of the
  // 20,000 parties of the bench held twelve sums. The parties and the sums of all come from
  // today's sums kept per party (less the open invoices issued after the day asked) and per due
  // day when partiesServe says they can (fromSums), else from every open invoice's row
  // (fromInvoices).
  const bucketCols = (of: (where: SQL) => SQL) =>
    sql`${of(sql`b.bucket = 0`)} as not_due, ${of(sql`b.bucket = 1`)} as d1to30, ${of(sql`b.bucket = 2`)} as d31to60,
      ${of(sql`b.bucket = 3`)} as d61to90, ${of(sql`b.bucket = 4`)} as over90, ${of(sql`true`)} as total`;
  const ofTop = (join: SQL) =>
    sql`select t.id, t.key, b.bucket, b.cents, b.balance from top t join b on ${join}`;
  const partyRow = sql`0 as "isTotal", t.id, coalesce(${partyName}, t.pname) as name, t.invoices::int as invoices,
            ${sums((c) => sql`a.${sql.identifier(c)}`)}, 0 as count`;
  const totalRow = (ages: SQL) =>
    sql`1, null, '', (select coalesce(sum(p.invoices), 0) from p)::int,
            ${sums((c) => sql`a.${sql.identifier(c)}`)}, (select count(*) from p)::int
          from (${ages}) a`;
  const order = sql`order by r."isTotal", r.total::numeric desc, r.name`;
  // From the invoices: every open invoice's row read, grouped per party.
  const fromInvoices = sql`with b as materialized (
          select ${partyId} as id, case when ${partyId} is null then b.party_key end as key, b.party_name, b.bucket, b.n,
            b.cents, b.balance
          from (${openByAgeSql(auth, direction, asOf)}) b),
        p as materialized (
          select b.id, b.key, max(b.party_name) filter (where b.id is null) as pname, sum(b.n) as invoices,
            ${openSum(sql`true`)} as total
          from b group by 1, 2),
        top as (select * from p order by p.total desc, p.id, p.pname limit ${limit}),
        top_ages as (
          select b.id, b.key, ${bucketCols(openSum)}
          from (${ofTop(sql`b.id = t.id`)} union all ${ofTop(sql`b.id is null and t.id is null and b.key = t.key`)}) b
          group by 1, 2)
        select * from (
          select ${partyRow}
          from top t join top_ages a on a.id is not distinct from t.id and a.key is not distinct from t.key
          union all
          select ${totalRow(sql`select ${bucketCols(openSum)} from b`)}) r
        ${order}`;
  // From today's sums per party and per due day (decision 0048, revision), with what changed since
  // the day asked (`later`, read once): the parties ranked from their sums, and only the first
  // ones' invoices read for their ages (by client or supplier through its index, by name apart).
  const party = partyOf(direction);
  const ofFirst = (id: SQL, key: SQL) =>
    sql`(${id} in (select t.id from top t) or (${id} is null and ${key} in (select t.key from top t where t.id is null)))`;
  const ledgerSum = (where: SQL) => sql`coalesce(sum(b.balance) filter (where ${where}), 0)`;
  const fromSums = sql`with later as materialized (
          select ${partyId} as id, b.party_key as key, b.bucket, b.n, b.balance
          from (${laterByAgeSql(auth, direction, asOf)}) b),
        p as materialized (
          select o.id, o.key, o.key as pname, sum(o.n) as invoices, sum(o.balance) as total
          from (${todayByPartySql(auth, direction)} union all select l.id, l.key, l.n, l.balance from later l
            union all ${issuedAfterByPartySql(auth, direction, asOf)}) o
          group by 1, 2 having sum(o.n) > 0),
        top as (select * from p order by p.total desc, p.id, p.pname limit ${limit}),
        top_ages as (
          select b.id, b.key, ${bucketCols(openSum)}
          from (
            select ${partyId} as id, b.party_key as key, b.bucket, b.cents, b.balance
            from (${openTodayByAgeSql(auth, direction, asOf, sql`${party} in (select t.id from top t)`)}
              union all
              ${openTodayByAgeSql(
                auth,
                direction,
                asOf,
                sql`exists (select 1 from top t where t.id is null) and ${party} is null
                and i.party_name in (select t.key from top t where t.id is null)`,
              )}) b
            union all
            select l.id, l.key, l.bucket, null, l.balance from later l where ${ofFirst(sql`l.id`, sql`l.key`)}) b
          group by 1, 2)
        select * from (
          select ${partyRow}
          from top t join top_ages a on a.id is not distinct from t.id and a.key is not distinct from t.key
          union all
          select ${totalRow(
            sql`select ${bucketCols(ledgerSum)} from (${todayByBucketSql(auth, direction, asOf)}
              union all select l.bucket, l.n, l.balance from later l) b`,
          )}) r
        ${order}`;
  const [rows, invoiced, before] = await Promise.all([
    select<AgeingResponse['parties'][number] & { isTotal: number; count: number }>(
      db,
      fromParties ? fromSums : fromInvoices,
    ),
    one<{ invoiced: string }>(
      db,
      sql`select ${money(sql`(${invoicedSql(auth, direction, plan)})`)} as invoiced`,
    ),
    previous && previousPlan
      ? one<{ open: string; invoiced: string }>(db, days(previous, previousPlan))
      : Promise.resolve(null),
  ]);
  const shown = rows
    .filter((r) => Number(r.isTotal) === 0)
    .map(({ isTotal: _, count: _n, ...party }) => party);
  const {
    isTotal: _t,
    id: _i,
    name: _nm,
    invoices: _c,
    count: partyCount,
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
    parties: shown,
    partyCount: Number(partyCount),
    totals,
    days: ratioDays(current, period),
    previousDays: before && previous ? ratioDays(before, previous) : null,
    previousTotal: before ? before.open : null,
  };
}
