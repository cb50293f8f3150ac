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

type Direction = 'outgoing' | 'incoming';

/** A direction's booked invoices issued by `asOf` that the viewer may see (alias i). */
const issuedBy = (auth: AuthContext, direction: Direction, asOf: string) =>
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
 * The open balances (with tax) of a direction's invoices as of `asOf` beyond today's balances, in
 * three parts of the same columns (`cols`, then n: the invoices counted, balance: their sum), each
 * grouped by `tail`. Only two kinds of invoices can be open then: those open today, whose balance
 * then is today's plus what was paid or credited on them since (both positive, so they are open
 * then too, and their parts are plain sums: the first two parts); and those paid or credited
 * since and not open today, taken one by one (the third). The others are left unread. The caller
 * adds today's balances.
 */
function laterParts(auth: AuthContext, direction: Direction, asOf: string, cols: SQL, tail: SQL): SQL {
  const openToday = sql`${issuedBy(auth, direction, asOf)} and ${OPEN_NOW}`;
  return sql`select ${cols}, 0, sum(p.amount * ${RATE}) from invoice_payments p join invoices i on i.id = p.invoice_id
      where p.payment_date > ${asOf}::date and ${openToday} ${tail}
    union all
    select ${cols}, 0, sum(c.total_amount * ${RATE}) from invoices c join invoices i on i.id = c.credited_invoice_id
      where c.kind = 'credit_note' and c.status <> 'draft' and c.issue_date > ${asOf}::date and ${openToday} ${tail}
    union all
    select ${cols}, count(*), sum(${balanceAsOf}) from invoices i ${laterJoins(asOf)}
      where i.id in (${changedSince(asOf)}) and ${issuedBy(auth, direction, asOf)} and not (${OPEN_NOW})
        and ${balanceAsOf} > 0 ${tail}`;
}

/**
 * Today's open balances of a direction's invoices issued by `asOf` that the viewer may see, from
 * their sums per company and issue day (`analytics_open_balances`, decision 0048): a few rows a
 * day where the invoices are one row each. Read from the invoices when the tests compare the
 * tabs with the books alone.
 */
function openTodaySum(auth: AuthContext, direction: Direction, asOf: string): SQL {
  if (!monthSummaries.enabled)
    return sql`select 1 as k, count(*) as n, sum((i.total_amount - i.paid_amount - i.credited_amount) * ${RATE}) as balance
      from invoices i where ${issuedBy(auth, direction, asOf)} and ${OPEN_NOW}`;
  return sql`select 1 as k, 0 as n, sum(b.balance) as balance from analytics_open_balances b
    where b.direction = ${direction} and b.issue_date <= ${asOf}::date and ${scopeOf(auth, sql`b.company_id`)}`;
}

/** The open total as of `asOf`. */
export const openTotalSql = (auth: AuthContext, direction: Direction, asOf: string) =>
  sql`select coalesce(sum(o.balance), 0) from (${openTodaySum(auth, direction, asOf)}
    union all
    ${laterParts(auth, direction, asOf, sql`1 as k`, sql``)}) o`;

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
