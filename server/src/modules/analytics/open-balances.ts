/**
 * Open balances of the analysis (decision 0025): what was left to pay on a direction's invoices
 * on a day, in total (overview, DSO/DPO) or per party and due day (the ageing). Invoices are
 * aliased `i`.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../platform/access';
import type { Db } from '../../db/client';
import { monthSummaries } from './months';
import { BOOK, RATE, booked, one, scopeI, scopeOf } from './sql';

export const OPEN_NOW = sql`i.total_amount - i.paid_amount - i.credited_amount > 0`;

type Direction = 'outgoing' | 'incoming';
/** One direction, or both (the overview's receivables and payables, read in one pass). */
type Directions = Direction | 'both';

/** A direction's booked invoices issued by `asOf` that the viewer may see (alias i). */
const issuedBy = (auth: AuthContext, direction: Directions, asOf: string) =>
  sql`${direction === 'both' ? sql`(${booked('outgoing')} or ${booked('incoming')})` : booked(direction)}
    and i.kind = 'invoice' and i.issue_date <= ${asOf}::date and ${scopeI(auth)}`;

/**
 * What was paid (`paid`) and credited by issued credit notes (`credited`) after `asOf`, per
 * invoice (`invoice_id`): the invoices whose balance then differs from today's.
 */
const changedSince = (asOf: string) =>
  sql`select x.invoice_id, sum(x.paid) as paid, sum(x.credited) as credited from (
      select p.invoice_id, p.amount as paid, null::numeric as credited from invoice_payments p
      where p.payment_date > ${asOf}::date
      union all
      select c.credited_invoice_id, null, c.total_amount from invoices c
      where c.credited_invoice_id is not null and c.kind = 'credit_note' and c.status <> 'draft' and c.issue_date > ${asOf}::date) x
    group by 1`;

/**
 * The open balances (with tax) of a direction's invoices as of `asOf` beyond today's balances, in
 * the columns `cols`, then n (the invoices counted) and balance (their sum), grouped by `tail`.
 * Only two kinds of invoices can be open then: those open today, whose balance then is today's
 * plus what was paid or credited on them since (both positive, so they are open then too: only
 * what was paid or credited is added, today's balances being the caller's, uncounted); and those
 * paid or credited since and not open today, whose balance then is added when positive (counted).
 * Both are among the invoices changed since (`changedSince`), read in one pass; the others are
 * left unread.
 */
function laterParts(auth: AuthContext, direction: Directions, asOf: string, cols: SQL, tail: SQL): SQL {
  const later = sql`coalesce(l.paid, 0) + coalesce(l.credited, 0)`;
  const balanceAsOf = sql`(i.total_amount - i.paid_amount - i.credited_amount + ${later}) * ${RATE}`;
  return sql`select ${cols}, count(*) filter (where not (${OPEN_NOW})),
      sum(case when ${OPEN_NOW} then (${later}) * ${RATE} else ${balanceAsOf} end)
    from (${changedSince(asOf)}) l join invoices i on i.id = l.invoice_id
    where ${issuedBy(auth, direction, asOf)} and (${OPEN_NOW} or ${balanceAsOf} > 0) ${tail}`;
}

/**
 * Today's open balances of a direction's invoices (or both's) issued by `asOf` that the viewer may
 * see, per direction (columns direction, n, balance), from their sums per company and issue day
 * (`analytics_open_balances`, decision 0048): a few rows a day where the invoices are one row each.
 * Read from the invoices when the tests compare the tabs with the books alone.
 */
function openTodaySum(auth: AuthContext, direction: Directions, asOf: string): SQL {
  if (!monthSummaries.enabled)
    return sql`select i.direction, count(*) as n, sum((i.total_amount - i.paid_amount - i.credited_amount) * ${RATE}) as balance
      from invoices i where ${issuedBy(auth, direction, asOf)} and ${OPEN_NOW} group by 1`;
  const which = direction === 'both' ? sql`true` : sql`b.direction = ${direction}`;
  return sql`select b.direction, 0 as n, sum(b.balance) as balance from analytics_open_balances b
    where ${which} and b.issue_date <= ${asOf}::date and ${scopeOf(auth, sql`b.company_id`)} group by 1`;
}

/** Today's open balances and what changed since, as of `asOf`, per direction (columns direction, n, balance). */
const openRows = (auth: AuthContext, direction: Directions, asOf: string) =>
  sql`${openTodaySum(auth, direction, asOf)}
    union all
    ${laterParts(auth, direction, asOf, sql`i.direction`, sql`group by 1`)}`;

/** The open total of a direction as of `asOf`. */
export const openTotalSql = (auth: AuthContext, direction: Direction, asOf: string) =>
  sql`select coalesce(sum(o.balance), 0) from (${openRows(auth, direction, asOf)}) o`;

/**
 * The open totals of both directions as of `asOf` (columns receivables, payables): what changed
 * since read once for both, where each direction's total read it again (the bench's 2,986
 * payments after the year's end looked up their invoices twice, 10 ms each time).
 */
export const openTotalsSql = (auth: AuthContext, asOf: string) =>
  sql`select coalesce(sum(o.balance) filter (where o.direction = 'outgoing'), 0) as receivables,
      coalesce(sum(o.balance) filter (where o.direction = 'incoming'), 0) as payables
    from (${openRows(auth, 'both', asOf)}) o`;

/**
 * Today's open balances of both directions that the viewer may see, per due day (columns due,
 * direction, balance: rows to sum, some negative before compaction): from their sums per company,
 * issue and due day (decision 0048), where the cashflow's forecast read every open invoice (81 ms
 * for the overdue sums on the bench); from the invoices when the tests read the books alone.
 */
export function openByDueSql(auth: AuthContext): SQL {
  if (!monthSummaries.enabled)
    return sql`select coalesce(i.due_date, i.issue_date) as due, i.direction,
        (i.total_amount - i.paid_amount - i.credited_amount) * ${RATE} as balance
      from invoices i where (${booked('outgoing')} or ${booked('incoming')}) and i.kind = 'invoice' and ${OPEN_NOW}
        and ${scopeI(auth)}`;
  return sql`select b.due_date as due, b.direction, b.balance from analytics_open_balances b
    where ${scopeOf(auth, sql`b.company_id`)}`;
}

/** Sums each key's rows of one of the open balances' tables into one (see compactOpenBalances). */
async function compact(db: Pick<Db, 'execute'>, table: string, keys: readonly string[]): Promise<void> {
  const t = sql.identifier(table);
  const cols = sql.raw(keys.join(', '));
  const same = sql.raw(keys.map((k) => `b.${k} is not distinct from k.${k}`).join(' and '));
  const returned = sql.raw(keys.map((k) => `b.${k}`).join(', '));
  const groups = sql.raw(keys.map((_, i) => String(i + 1)).join(', '));
  await db.execute(sql`with k as (
      select ${cols} from ${t} group by ${groups} having count(*) > 1 or (sum(balance) = 0 and sum(invoices) = 0)),
    d as (
      delete from ${t} b using k where ${same}
      returning ${returned}, b.invoices, b.balance)
    insert into ${t} (${cols}, invoices, balance)
    select ${cols}, sum(invoices), sum(balance) from d group by ${groups}
    having sum(balance) <> 0 or sum(invoices) <> 0`);
}

/**
 * Sums each key's rows of `analytics_open_balances` and `analytics_open_parties` into one (and
 * drops the keys summing to nothing), as the months job runs: the trigger adds a row a statement
 * and key. One statement a table: rows a transaction adds meanwhile are not seen, so not deleted,
 * and stay; a second compaction at the same time finds the rows deleted by the first, and adds
 * nothing for them.
 */
export async function compactOpenBalances(db: Pick<Db, 'execute'>): Promise<void> {
  await compact(db, 'analytics_open_balances', ['direction', 'company_id', 'issue_date', 'due_date']);
  await compact(db, 'analytics_open_parties', ['direction', 'company_id', 'party_id', 'party_key']);
}

/**
 * The open balances as of `asOf` by party and age bucket (columns client_id, supplier_id,
 * party_key: the name of a party without a record, bucket: 0 not due, 1 1-30 days, 2 31-60,
 * 3 61-90, 4 over 90, party_name, cents; then n, balance): the invoices open today one row each
 * (openTodayByAgeSql), the few changed since grouped (laterByAgeSql); the caller sums them per
 * party in one pass. A balance in euros is in `cents` (the invoice's `open_cents`, summed as
 * integers: about half the time of the same sums in numeric arithmetic over the bench's 80,000
 * open invoices, in one measurement), any other in `balance`.
 */
export const openByAgeSql = (auth: AuthContext, direction: Direction, asOf: string) =>
  sql`${openTodayByAgeSql(auth, direction, asOf)} union all ${laterByAgeSql(auth, direction, asOf)}`;

/** The age bucket of a balance due on `due` as of `asOf` (see openByAgeSql). */
const bucketOf = (asOf: string, due: SQL) => {
  const age = sql`(${asOf}::date - ${due})`;
  return sql`case when ${age} <= 0 then 0 when ${age} <= 30 then 1 when ${age} <= 60 then 2 when ${age} <= 90 then 3 else 4 end`;
};

/** A direction's party of an invoice (alias i): its client or supplier. */
export const partyOf = (direction: Direction) =>
  direction === 'outgoing' ? sql`i.client_id` : sql`i.supplier_id`;

/** openByAgeSql's first five columns, of an invoice (alias i). */
const ageCols = (direction: Direction, asOf: string) => {
  const party = partyOf(direction);
  return sql`i.client_id, i.supplier_id, case when ${party} is null then i.party_name end as party_key,
      ${bucketOf(asOf, sql`coalesce(i.due_date, i.issue_date)`)} as bucket, i.party_name`;
};

/** The invoices open today and issued by `asOf` (and `only`, on i), one row each: openByAgeSql's columns. */
export const openTodayByAgeSql = (
  auth: AuthContext,
  direction: Direction,
  asOf: string,
  only: SQL = sql`true`,
) =>
  sql`select ${ageCols(direction, asOf)}, case when i.currency = ${BOOK} then i.open_cents end as cents, 1 as n,
      case when i.currency <> ${BOOK} then (i.total_amount - i.paid_amount - i.credited_amount) * ${RATE} end as balance
    from invoices i where ${issuedBy(auth, direction, asOf)} and ${OPEN_NOW} and ${only}`;

/** What changed after `asOf` on the open balances then, grouped: openByAgeSql's columns. */
export const laterByAgeSql = (auth: AuthContext, direction: Direction, asOf: string) =>
  sql`select * from (${laterParts(auth, direction, asOf, sql`${ageCols(direction, asOf)}, null::bigint`, sql`group by 1, 2, 3, 4, 5`)})
    as l (client_id, supplier_id, party_key, bucket, party_name, cents, n, balance)`;

/**
 * At most this many open invoices issued after the day asked are taken out of today's sums per
 * party (`issuedAfterByPartySql`); with more (a day long past), the ageing reads every open invoice.
 */
export const ISSUED_AFTER_AT_MOST = 10_000;

/**
 * Whether the ageing may rank its parties from today's open balances kept per party
 * (`analytics_open_parties`): those hold every open invoice, whatever its issue day, so the open
 * invoices issued after `asOf` that the viewer may see (counted from the sums per issue day) are
 * read and taken out (`issuedAfterByPartySql`): when they are few enough.
 */
export async function partiesServe(db: Db, auth: AuthContext, direction: Direction, asOf: string) {
  if (!monthSummaries.enabled) return false;
  const row = await one<{ later: string | number }>(
    db,
    sql`select coalesce(sum(b.invoices), 0) as later from analytics_open_balances b
      where b.direction = ${direction} and b.issue_date > ${asOf}::date and ${scopeOf(auth, sql`b.company_id`)}`,
  );
  return Number(row.later) <= ISSUED_AFTER_AT_MOST;
}

/**
 * The open invoices issued after `asOf` that the viewer may see, per party, negated (columns id,
 * key, n, balance as todayByPartySql): what today's sums per party hold that `asOf` did not. The
 * balance of each as the trigger keeps it (`analytics_open_value`: null, so not summed, in another
 * currency without a stored rate).
 */
export const issuedAfterByPartySql = (auth: AuthContext, direction: Direction, asOf: string) => {
  const party = partyOf(direction);
  return sql`select ${party} as id, case when ${party} is null then i.party_name end as key,
      -count(*) as n, -coalesce(sum((i.total_amount - i.paid_amount - i.credited_amount) * ${RATE}), 0) as balance
    from invoices i
    where ${booked(direction)} and i.kind = 'invoice' and i.issue_date > ${asOf}::date and ${OPEN_NOW} and ${scopeI(auth)}
    group by 1, 2`;
};

/**
 * Today's open balances per party that the viewer may see (columns id, key: the name of a party
 * without a record, n: its open invoices, balance): rows to group by id and key, with what changed
 * since the day asked (laterByAgeSql) and less those issued after it (issuedAfterByPartySql).
 * Only when partiesServe says so.
 */
export const todayByPartySql = (auth: AuthContext, direction: Direction) =>
  sql`select b.party_id as id, b.party_key as key, b.invoices as n, b.balance from analytics_open_parties b
    where b.direction = ${direction} and ${scopeOf(auth, sql`b.company_id`)}`;

/**
 * Today's open balances of the invoices issued by `asOf` that the viewer may see, by age bucket
 * (columns bucket, n, balance): rows to group by bucket, with what changed since (laterByAgeSql).
 */
export const todayByBucketSql = (auth: AuthContext, direction: Direction, asOf: string) =>
  sql`select ${bucketOf(asOf, sql`b.due_date`)} as bucket, b.invoices as n, b.balance from analytics_open_balances b
    where b.direction = ${direction} and b.issue_date <= ${asOf}::date and ${scopeOf(auth, sql`b.company_id`)}`;
