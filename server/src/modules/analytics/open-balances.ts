/**
 * Open balances of the analysis (decision 0025): what was left to pay on a direction's invoices
 * on a day, in total (overview, DSO/DPO) or per party and due day (the ageing). Invoices are
 * aliased `i`.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../platform/access';
import { RATE, booked, scopeI } from './sql';

/** The payments (pp) and issued credit notes (cc) dated after `asOf`, per invoice (alias i). */
const laterJoins = (
  asOf: string,
) => sql`left join (select p.invoice_id, sum(p.amount) as later from invoice_payments p
      where p.payment_date > ${asOf}::date group by p.invoice_id) pp on pp.invoice_id = i.id
    left join (select c.credited_invoice_id, sum(c.total_amount) as later from invoices c
      where c.credited_invoice_id is not null and c.kind = 'credit_note' and c.status <> 'draft' and c.issue_date > ${asOf}::date
      group by c.credited_invoice_id) cc on cc.credited_invoice_id = i.id`;
const balanceAsOf = sql`(i.total_amount - i.paid_amount - i.credited_amount + coalesce(pp.later, 0) + coalesce(cc.later, 0)) * ${RATE}`;
export const OPEN_NOW = sql`i.total_amount - i.paid_amount - i.credited_amount > 0`;

/** A direction's booked invoices issued by `asOf` that the viewer may see (alias i). */
const issuedBy = (auth: AuthContext, direction: 'outgoing' | 'incoming', asOf: string) =>
  sql`${booked(direction)} and i.kind = 'invoice' and i.issue_date <= ${asOf}::date and ${scopeI(auth)}`;

/**
 * The invoices paid or credited after `asOf` (a subquery for `i.id in (...)`: looked up one by one
 * when they are a handful, as for a recent day, hashed when they are many, as a year back).
 */
const changedSince = (asOf: string) =>
  sql`select p.invoice_id from invoice_payments p where p.payment_date > ${asOf}::date
    union select c.credited_invoice_id from invoices c
    where c.credited_invoice_id is not null and c.kind = 'credit_note' and c.status <> 'draft' and c.issue_date > ${asOf}::date`;

/**
 * The open balances (with tax) of a direction's invoices as of `asOf`, in four parts of the same
 * columns (`cols`, then n: the invoices counted, balance: their sum), each grouped by `tail`.
 * Only two kinds of invoices can be open then: those open today, read through their partial
 * index, whose balance then is today's plus what was paid or credited since (both positive, so
 * they are open then too, and their parts are plain sums); and those paid or credited since and
 * not open today, taken one by one. The others are left unread.
 */
function openParts(
  auth: AuthContext,
  direction: 'outgoing' | 'incoming',
  asOf: string,
  cols: SQL,
  tail: SQL = sql``,
  /** The invoices open today one row each (the caller groups them with the rest, in one pass). */
  openTodayRows = false,
): SQL {
  const openToday = sql`${issuedBy(auth, direction, asOf)} and ${OPEN_NOW}`;
  const todayRows = openTodayRows
    ? sql`select ${cols}, 1 as n, (i.total_amount - i.paid_amount - i.credited_amount) * ${RATE} as balance
      from invoices i where ${openToday}`
    : sql`select ${cols}, count(*) as n, sum((i.total_amount - i.paid_amount - i.credited_amount) * ${RATE}) as balance
      from invoices i where ${openToday} ${tail}`;
  return sql`${todayRows}
    union all
    select ${cols}, 0, sum(p.amount * ${RATE}) from invoice_payments p join invoices i on i.id = p.invoice_id
      where p.payment_date > ${asOf}::date and ${openToday} ${tail}
    union all
    select ${cols}, 0, sum(c.total_amount * ${RATE}) from invoices c join invoices i on i.id = c.credited_invoice_id
      where c.kind = 'credit_note' and c.status <> 'draft' and c.issue_date > ${asOf}::date and ${openToday} ${tail}
    union all
    select ${cols}, count(*), sum(${balanceAsOf}) from invoices i ${laterJoins(asOf)}
      where i.id in (${changedSince(asOf)}) and ${issuedBy(auth, direction, asOf)} and not (${OPEN_NOW})
        and ${balanceAsOf} > 0 ${tail}`;
}

/** The open total as of `asOf`. */
export const openTotalSql = (auth: AuthContext, direction: 'outgoing' | 'incoming', asOf: string) =>
  sql`select coalesce(sum(o.balance), 0) from (${openParts(auth, direction, asOf, sql`1 as k`)}) o`;

/**
 * The open balances as of `asOf` by party and age bucket (columns client_id, supplier_id,
 * party_key: the name of a party without a record, bucket: 0 not due, 1 1-30 days, 2 31-60,
 * 3 61-90, 4 over 90, party_name; then n, balance): the invoices open today one row each, the
 * few changed since grouped; the caller sums them per party in one pass.
 */
export const openByAgeSql = (auth: AuthContext, direction: 'outgoing' | 'incoming', asOf: string) => {
  const age = sql`(${asOf}::date - coalesce(i.due_date, i.issue_date))`;
  const party = direction === 'outgoing' ? sql`i.client_id` : sql`i.supplier_id`;
  return openParts(
    auth,
    direction,
    asOf,
    sql`i.client_id, i.supplier_id, case when ${party} is null then i.party_name end as party_key,
      case when ${age} <= 0 then 0 when ${age} <= 30 then 1 when ${age} <= 60 then 2 when ${age} <= 90 then 3 else 4 end as bucket,
      i.party_name`,
    sql`group by 1, 2, 3, 4, 5`,
    true,
  );
};
