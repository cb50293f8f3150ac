/**
 * The analysis' detailed journal (issue 14 §1): the period's invoices, credit notes and payments,
 * one row each, filtered, sorted and paged, with their counts and sums (from the month summaries
 * and the edges when nothing is searched).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DetailedQuery, DetailedResponse } from '@comptoir/core/modules/analytics';
import type { Db } from '../../db/client';
import { pageBounds, searchWhere, sortOrder, type SortSpec } from '../../db/list-query';
import type { AuthContext } from '../../platform/access';
import { pick } from '../../platform/service';
import { inPlan, type RangePlan } from './months';
import { plansOf, resolveRange, scopeF } from './service';
import {
  BOOK,
  BOOKED_IN,
  BOOKED_OUT,
  RATE,
  SIGN,
  between,
  money,
  one,
  scopeI,
  select,
  withinAny,
  type Range,
} from './sql';

/**
 * The journal's two parts: the invoices and credit notes dated `inRange`, and the payments dated
 * `paidIn` (the same by default).
 */
function journalParts(
  auth: AuthContext,
  inRange: (day: SQL) => SQL,
  paidIn: (day: SQL) => SQL = inRange,
): [SQL, SQL] {
  return [
    sql`select 'invoice:' || i.id::text as key, case when i.kind = 'credit_note' then 'credit_note' else 'invoice' end as type,
      i.direction, i.issue_date as date, i.id as invoice_id, i.number, i.party_name as party,
      i.total_amount as amount, i.currency, ${SIGN} * i.total_amount * ${RATE} as base, null::text as method
    from invoices i where (${BOOKED_OUT} or ${BOOKED_IN}) and ${inRange(sql`i.issue_date`)} and ${scopeI(auth)}`,
    sql`select 'payment:' || p.id::text as key, 'payment' as type, i.direction, p.payment_date as date, i.id as invoice_id,
      i.number, i.party_name as party, p.amount, i.currency, ${SIGN} * p.amount * ${RATE} as base, p.method
    from invoice_payments p join invoices i on i.id = p.invoice_id
    where ${paidIn(sql`p.payment_date`)} and ${scopeI(auth)}`,
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
  then: [{ expr: sql`j.date`, desc: true }],
  id: sql`j.key`,
  nullsLast: true,
};

/**
 * The journal's rows counted and summed (type, direction, n, base): without a search, the month
 * summaries and the edges; with one, every row of the range.
 */
function journalSums(auth: AuthContext, period: Range, plan: RangePlan, searching: boolean): SQL {
  const rows = (parts: [SQL, SQL]) =>
    sql`select j.type, j.direction, j.party, j.number, 1 as n, j.base from (${parts[0]} union all ${parts[1]}) j`;
  if (searching) return rows(journalParts(auth, (day) => between(day, period)));
  const paid = plan.payments ?? plan;
  return sql`select case when f.kind = 'credit_note' then 'credit_note' else 'invoice' end as type, f.direction,
      null::text as party, null::text as number, f.invoices as n, f.gross as base
    from analytics_month_totals f where ${inPlan(plan)} and ${scopeF(auth)}
    union all
    select 'payment', f.direction, null, null, f.payments, f.amount
    from analytics_month_payments f where ${inPlan(paid)} and ${scopeF(auth)}
    union all ${rows(
      journalParts(
        auth,
        (day) => withinAny(day, plan.edges),
        (day) => withinAny(day, paid.edges),
      ),
    )}`;
}

/** The journal's page; `maxPageSize` is raised only by the export. */
export async function detailed(
  db: Db,
  auth: AuthContext,
  query: DetailedQuery,
  maxPageSize = 100,
): Promise<DetailedResponse> {
  const { period, previous } = resolveRange(query);
  const [plan] = (await plansOf(db, period)) as [RangePlan];
  const filters: SQL[] = [sql`true`];
  if (query.type) filters.push(sql`j.type = ${query.type}`);
  if (query.direction) filters.push(sql`j.direction = ${query.direction}`);
  const search = searchWhere(query.q, { columns: [sql`j.party`, sql`j.number`] });
  if (search) filters.push(search);
  const where = sql.join(filters, sql` and `);
  const bounds = pageBounds(query, maxPageSize, 50);
  const parts = journalParts(auth, (day) => between(day, period));
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
      sql`select coalesce(sum(j.n), 0)::int as n,
          ${money(sql`sum(j.base) filter (where j.type <> 'payment' and j.direction = 'outgoing')`)} as "invoicedOut",
          ${money(sql`sum(j.base) filter (where j.type <> 'payment' and j.direction = 'incoming')`)} as "invoicedIn",
          ${money(sql`sum(j.base) filter (where j.type = 'payment' and j.direction = 'outgoing')`)} as "paymentsIn",
          ${money(sql`sum(j.base) filter (where j.type = 'payment' and j.direction = 'incoming')`)} as "paymentsOut"
        from (${journalSums(auth, period, plan, Boolean(search))}) j where ${where}`,
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
