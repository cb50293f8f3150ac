/**
 * Month summaries of the books for the financial analysis (decision 0025). A range is read as the
 * calendar months it covers whole, from their summaries (a quarter, half-year or year of them from
 * its own summary, decision 0056), the thirds of months its edges cover whole, from theirs
 * (decision 0054), the other days at its edges from their own (decision 0059), and the days of the
 * current month (or later) from the books. The job
 * builds each summary, and builds it again once something it depends on has changed (the
 * migrations' triggers write the months a change touches).
 *
 * Building a month: under an advisory lock for that month, read the changes recorded for it, build
 * its rows from the books, then delete those changes. A change committed after they were read
 * stays recorded, so the month is built again on its next use; the rows never miss a change whose
 * record was deleted (it was committed before the books were read).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  BOOKED_IN,
  BOOKED_OUT,
  INVOICE_OF_P,
  RATE,
  SIGN,
  between,
  salesCtes,
  salesGrains,
  sourcesUnion,
  type Range,
} from './sql';

/** Tests compare the tabs read from the summaries with the same tabs read from the books alone. */
export const monthSummaries = { enabled: true };

const MONTHS_LOCK = 0x636f6d61; // 'coma'
/** A month's key under MONTHS_LOCK. */
const lockKey = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));

const iso = (d: Date) => d.toISOString().slice(0, 10);
const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
function lastOfMonth(month: string): string {
  const d = new Date(`${month}T00:00:00Z`);
  return iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)));
}
/** The first day of the month after `month`; null after December 9999 (the last month a day may name). */
function nextMonth(month: string): string | null {
  if (month.startsWith('9999-12')) return null;
  const d = new Date(`${month}T00:00:00Z`);
  return iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)));
}
/** The day after `day`; null after 9999-12-31 (the last day a day may name). */
function dayAfter(day: string): string | null {
  if (day === '9999-12-31') return null;
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return iso(d);
}
function dayBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return iso(d);
}

/** The current month's summary so far: its first day and the last day it holds (yesterday). */
export interface MonthSoFar {
  month: string;
  through: string;
}

/**
 * A range as the months it covers whole (their first days) and the days left at its edges; and,
 * when it covers the current month from its first day to today at least, that month's summary so
 * far (`partial`, listed in `months`) with today and the rest of that month at the edges.
 */
export interface RangePlan {
  months: string[];
  /**
   * Quarters, half-years and years of months before the current one that the range covers whole,
   * read from their own summaries (decision 0056), their months not listed in `months`; absent
   * when none.
   */
  blocks?: MonthBlock[];
  /**
   * The thirds of months before the current one that the edges cover whole, read from their
   * summaries (decision 0054); absent when none.
   */
  thirds?: MonthThird[];
  /**
   * The days of months before the current one left at the edges by the thirds, read from their
   * own summaries (decision 0059); absent when none.
   */
  days?: string[];
  edges: Range[];
  partial?: MonthSoFar;
  /**
   * The plan of the payments' sums when it differs: months whose payments changed since their
   * summary (and nothing else did) read their payments from the books, the rest from it.
   */
  payments?: RangePlan;
}

/**
 * A third of a month (decision 0054): its 1st to 10th days (part 1), 11th to 20th (2), 21st to its
 * last (3). Their summaries are built with the month's, and read where a range's edge covers them
 * whole: an edge then reads at most nine days' summaries (decision 0059), where it read up to 30
 * days of books.
 */
export interface MonthThird {
  month: string;
  part: 1 | 2 | 3;
}

const THIRD_STARTS = ['01', '11', '21'] as const;

/** The days of a third. */
export function thirdRange(t: MonthThird): Range {
  return {
    from: `${t.month.slice(0, 8)}${THIRD_STARTS[t.part - 1]}`,
    to: t.part === 3 ? lastOfMonth(t.month) : `${t.month.slice(0, 8)}${t.part === 1 ? '10' : '20'}`,
  };
}

/** The third a day falls in. */
function thirdOf(day: string): MonthThird {
  const d = Number(day.slice(8, 10));
  return { month: firstOfMonth(day), part: d <= 10 ? 1 : d <= 20 ? 2 : 3 };
}

/** The third after `t`; null after December 9999's last. */
function nextThird(t: MonthThird): MonthThird | null {
  if (t.part < 3) return { month: t.month, part: (t.part + 1) as 2 | 3 };
  const month = nextMonth(t.month);
  return month === null ? null : { month, part: 1 };
}

/**
 * A run of whole months with its own summaries (decision 0056), summed from its months' by the
 * job: the calendar quarter (part 4), half-year (5) or year (6) starting at `month`.
 */
export interface MonthBlock {
  month: string;
  part: 4 | 5 | 6;
}

const BLOCK_SIZES = { 4: 3, 5: 6, 6: 12 } as const;
/** The largest first: a range reads as few rows as its whole blocks allow. */
const BLOCK_PARTS = [6, 5, 4] as const;

/** `month` plus `n` months, in its year (first days). */
function monthPlus(month: string, n: number): string {
  return `${month.slice(0, 5)}${String(Number(month.slice(5, 7)) + n).padStart(2, '0')}-01`;
}

/** The months of a block. */
export function blockMonths(b: MonthBlock): string[] {
  return Array.from({ length: BLOCK_SIZES[b.part] }, (_, k) => monthPlus(b.month, k));
}

/** The block of `part` holding `month`. */
function blockOf(month: string, part: MonthBlock['part']): MonthBlock {
  const m = Number(month.slice(5, 7)) - 1;
  return { month: monthPlus(`${month.slice(0, 5)}01-01`, m - (m % BLOCK_SIZES[part])), part };
}

export const blockKey = (b: MonthBlock) => `${b.month}/${b.part}`;

/**
 * `months` with the blocks of `available` (blockKey) they hold whole taken out, the largest
 * first, for months before `before` (the current month) only: the blocks, and the months left.
 */
function takeBlocks(
  months: readonly string[],
  before: string | undefined,
  available: ReadonlySet<string>,
): { blocks: MonthBlock[]; months: string[] } {
  const set = new Set(months);
  const taken = new Set<string>();
  const blocks: MonthBlock[] = [];
  for (const month of months) {
    if (taken.has(month)) continue;
    for (const part of BLOCK_PARTS) {
      const b: MonthBlock = { month, part };
      if (blockOf(month, part).month !== month || !available.has(blockKey(b))) continue;
      const inside = blockMonths(b);
      if (inside.every((m) => set.has(m) && !taken.has(m) && (before === undefined || m < before))) {
        blocks.push(b);
        for (const m of inside) taken.add(m);
        break;
      }
    }
  }
  return { blocks, months: months.filter((m) => !taken.has(m)) };
}

/**
 * `edges` with the thirds they cover whole taken out (those of months before `before`, the current
 * month, whose thirds are not built until it is whole): the thirds, and the days left.
 */
function takeThirds(
  edges: readonly Range[],
  before: string | undefined,
): { thirds: MonthThird[]; edges: Range[] } {
  const thirds: MonthThird[] = [];
  const left: Range[] = [];
  for (const e of edges) {
    let from: string | null = e.from;
    for (let t: MonthThird | null = thirdOf(e.from); t !== null && from !== null; t = nextThird(t)) {
      const days = thirdRange(t);
      if (days.to > e.to) break;
      if (days.from < e.from || (before !== undefined && t.month >= before)) continue;
      if (from < days.from) left.push({ from, to: dayBefore(days.from) });
      thirds.push(t);
      from = dayAfter(days.to);
    }
    if (from !== null && from <= e.to) left.push({ from, to: e.to });
  }
  return { thirds, edges: left };
}

/**
 * A day's summary (decision 0059) is kept under its month with the part DAY_PART + its day of the
 * month (101 to 131): the sums by month read it as one of the month's rows, as a third's.
 */
const DAY_PART = 100;

/** The summary part of a day (see DAY_PART). */
const dayPart = (day: string) => DAY_PART + Number(day.slice(8, 10));

/**
 * `edges` with their days of months before `before` (the current month; every day when absent)
 * taken out (decision 0059): those days, and the edges left, which the books serve.
 */
function takeDays(edges: readonly Range[], before: string | undefined): { days: string[]; edges: Range[] } {
  const days: string[] = [];
  const left: Range[] = [];
  for (const e of edges) {
    let from: string | null = e.from;
    while (from !== null && from <= e.to && (before === undefined || from < before)) {
      days.push(from);
      from = dayAfter(from);
    }
    if (from !== null && from <= e.to) left.push({ from, to: e.to });
  }
  return { days, edges: left };
}

/** Single days as ranges, consecutive days joined. */
function dayRanges(days: readonly string[]): Range[] {
  const ranges: Range[] = [];
  for (const day of [...days].sort()) {
    const last = ranges.at(-1);
    if (last && dayAfter(last.to) === day) last.to = day;
    else ranges.push({ from: day, to: day });
  }
  return ranges;
}

/** The current month's summary so far (through yesterday); none on a month's first day. */
export function monthSoFar(today: string): MonthSoFar | undefined {
  const month = firstOfMonth(today);
  return today === month ? undefined : { month, through: dayBefore(today) };
}

/**
 * The plan of range `r` as of `today`, reading the blocks of `blocks` (their blockKey: those
 * built) where it covers them whole.
 */
export function planRange(
  r: Range,
  useMonths = monthSummaries.enabled,
  today?: string,
  blocks: ReadonlySet<string> = new Set(),
): RangePlan {
  if (!useMonths || r.from > r.to) return { months: [], edges: r.from > r.to ? [] : [r] };
  const first = r.from.endsWith('-01') ? r.from : nextMonth(firstOfMonth(r.from));
  const months: string[] = [];
  for (let m = first; m !== null && lastOfMonth(m) <= r.to; m = nextMonth(m)) months.push(m);
  const edges: Range[] = [];
  if (months.length === 0) edges.push(r);
  else {
    if (r.from < months[0]!) edges.push({ from: r.from, to: dayBefore(months[0]!) });
    const end = lastOfMonth(months.at(-1)!);
    if (end < r.to) edges.push({ from: nextMonth(months.at(-1)!)!, to: r.to });
  }
  const before = today ? firstOfMonth(today) : undefined;
  const withThirds = (plan: RangePlan): RangePlan => {
    const taken = takeThirds(plan.edges, before);
    const single = takeDays(taken.edges, before);
    const whole = takeBlocks(plan.months, before, blocks);
    return {
      ...plan,
      months: whole.months,
      ...(whole.blocks.length > 0 ? { blocks: whole.blocks } : {}),
      ...(taken.thirds.length > 0 ? { thirds: taken.thirds } : {}),
      ...(single.days.length > 0 ? { days: single.days } : {}),
      edges: single.edges,
    };
  };
  const partial = today ? monthSoFar(today) : undefined;
  if (!partial || r.from > partial.month || r.to < today!) return withThirds({ months, edges });
  // The current month so far from its summary; today and the month's later days from the books.
  const rest = { from: today!, to: r.to < lastOfMonth(partial.month) ? r.to : lastOfMonth(partial.month) };
  const split = edges.flatMap((e) =>
    e.from <= partial.month && partial.month <= e.to
      ? [
          ...(e.from < partial.month ? [{ from: e.from, to: dayBefore(partial.month) }] : []),
          rest,
          ...(rest.to < e.to ? [{ from: nextMonth(partial.month)!, to: e.to }] : []),
        ]
      : [e],
  );
  const whole = months.includes(partial.month);
  return withThirds({
    months: whole ? months : [...months, partial.month].sort(),
    edges: whole ? [...edges, rest] : split,
    partial,
  });
}

/** `months` as a SQL date array. */
export const monthList = (months: readonly string[]) => sql`${`{${months.join(',')}}`}::date[]`;

/**
 * Builds the summaries of those months that have none or are out of date (the `partial` one so
 * far: a change dated after its last day leaves it current), then those of the blocks holding them
 * that are not built (ensureBlocks); how many months it built.
 */
export async function ensureMonths(db: Db, months: readonly string[], partial?: MonthSoFar): Promise<number> {
  if (months.length === 0) return 0;
  const { missing, stale, payments } = await monthStates(db, months, partial);
  const toBuild = [...missing, ...stale, ...payments].sort();
  for (const month of toBuild)
    await buildMonth(db, month, month === partial?.month ? partial.through : undefined);
  const blocks = await ensureBlocks(db, months, partial);
  // Fresh statistics after a batch of months, or the planner takes the summaries for a few rows and
  // sorts what it should hash; one month rebuilt after a change leaves them about the same size.
  if (toBuild.length + blocks > 1)
    await db.execute(
      sql`analyze analytics_month_invoices, analytics_month_totals, analytics_month_payments, analytics_month_sales`,
    );
  return toBuild.length;
}

/**
 * The months of `months` whose summary is not there (`missing`), out of date (`stale`), or out of
 * date for their payments only (`payments`: only payments changed since, decision 0049).
 */
export interface MonthStates {
  missing: string[];
  stale: string[];
  payments: string[];
}

/**
 * Which of `months` cannot be read from their summaries: never built, or built before a change
 * touching them (the `partial` one: built through another day, or changed on a day it holds).
 */
export async function monthStates(
  db: Db,
  months: readonly string[],
  partial?: MonthSoFar,
): Promise<MonthStates> {
  const states: MonthStates = { missing: [], stale: [], payments: [] };
  if (months.length === 0) return states;
  const p = partial ?? { month: null, through: null };
  const changed = (which: SQL) => sql`exists (select 1 from analytics_changes c where c.month = m and ${which}
    and (w.through is null or c.first_day is null or c.first_day <= w.through))`;
  const rows = await rowsOf<{ month: string; missing: boolean; whole: boolean }>(
    db,
    sql`select * from (
        select to_char(m, 'YYYY-MM-DD') as month, b.month is null as missing,
          b.through is distinct from w.through or ${changed(sql`not c.payments_only`)} as whole,
          ${changed(sql`true`)} as any
        from unnest(${monthList([...new Set(months)])}) m
        cross join lateral (select case when m = ${p.month}::date then ${p.through}::date end as through) w
        left join analytics_months b on b.month = m) s
      where s.missing or s.whole or s.any
      order by s.month`,
  );
  for (const row of rows)
    (row.missing ? states.missing : row.whole ? states.stale : states.payments).push(row.month);
  return states;
}

/**
 * `plan` reading `months` from the books instead of their summaries (a whole month, or the
 * current one through the day its summary would hold): the answer stays exact while the job
 * rebuilds them, and no request builds a summary.
 */
export function fromBooksFor(plan: RangePlan, months: readonly string[]): RangePlan {
  const set = new Set(months);
  const thirds = plan.thirds ?? [];
  const blocks = plan.blocks ?? [];
  const days = plan.days ?? [];
  // A block holding such a month is read as its months (decision 0056): the others from their
  // summaries, that one from the books.
  const broken = blocks.filter((b) => blockMonths(b).some((m) => set.has(m)));
  const dayIn = (day: string) => set.has(firstOfMonth(day));
  if (
    !plan.months.some((m) => set.has(m)) &&
    !thirds.some((t) => set.has(t.month)) &&
    !days.some(dayIn) &&
    broken.length === 0
  )
    return plan;
  const whole = [...plan.months, ...broken.flatMap(blockMonths)].sort();
  const moved = [
    ...whole
      .filter((m) => set.has(m))
      .map((m) => ({ from: m, to: m === plan.partial?.month ? plan.partial.through : lastOfMonth(m) })),
    ...thirds.filter((t) => set.has(t.month)).map(thirdRange),
    ...dayRanges(days.filter(dayIn)),
  ];
  const kept = thirds.filter((t) => !set.has(t.month));
  const keptDays = days.filter((d) => !dayIn(d));
  const keptBlocks = blocks.filter((b) => !broken.includes(b));
  const { thirds: _, blocks: _b, days: _d, ...rest } = plan;
  return {
    ...rest,
    months: whole.filter((m) => !set.has(m)),
    ...(keptBlocks.length > 0 ? { blocks: keptBlocks } : {}),
    ...(kept.length > 0 ? { thirds: kept } : {}),
    ...(keptDays.length > 0 ? { days: keptDays } : {}),
    edges: [...plan.edges, ...moved].sort((a, b) => a.from.localeCompare(b.from)),
  };
}

/**
 * `plan` reading its blocks' months one by one (its payments' plan too): for the sums by month
 * (the overview's months, the cashflow's), where a block's rows would all fall in its first month.
 */
export function perMonth(plan: RangePlan): RangePlan {
  const expand = (p: RangePlan): RangePlan => {
    if (!p.blocks) return p;
    const { blocks, ...rest } = p;
    return { ...rest, months: [...p.months, ...blocks.flatMap(blockMonths)].sort() };
  };
  return { ...expand(plan), ...(plan.payments ? { payments: expand(plan.payments) } : {}) };
}

/** The calendar months `plan` reads whole: its months and its blocks' (decision 0056). */
export const wholeMonths = (plan: RangePlan): string[] => [
  ...plan.months,
  ...(plan.blocks ?? []).flatMap(blockMonths),
];

/**
 * The calendar months whose summaries `plan` reads: its months, its blocks' months (a block is
 * current while they all are), its thirds' months and its days'.
 */
export const monthsRead = (plan: RangePlan): string[] => [
  ...new Set([
    ...wholeMonths(plan),
    ...(plan.thirds ?? []).map((t) => t.month),
    ...(plan.days ?? []).map(firstOfMonth),
  ]),
];

/**
 * The summary rows `plan` reads (on the alias f): part 0 of its months, each of its thirds
 * (decision 0054), each of its blocks (decision 0056) and each of its days (decision 0059).
 */
export function inPlan(plan: RangePlan): SQL {
  const terms = [sql`(f.part = 0 and f.month = any(${monthList(plan.months)}))`];
  const parts: { month: string; part: number }[] = [
    ...(plan.thirds ?? []),
    ...(plan.blocks ?? []),
    ...(plan.days ?? []).map((day) => ({ month: firstOfMonth(day), part: dayPart(day) })),
  ];
  for (const part of [...new Set(parts.map((t) => t.part))].sort((a, b) => a - b)) {
    const months = parts.filter((t) => t.part === part).map((t) => t.month);
    terms.push(sql`(f.part = ${sql.raw(String(part))} and f.month = any(${monthList(months)}))`);
  }
  return terms.length === 1 ? terms[0]! : sql`(${sql.join(terms, sql` or `)})`;
}

/** The background job keeping the summaries built (every few minutes, once across processes). */
export const MONTHS_JOB = 'analytics-months';

/**
 * Rebuilds, ahead of the next analysis, the summaries a change made stale and builds those of the
 * last 13 whole months, and of the quarters, half-years and years they make whole: a user opening
 * the analysis then reads summaries, not a year of books.
 */
export async function refreshMonths(db: Db, today: string): Promise<number> {
  const recent: string[] = [];
  for (let m = firstOfMonth(today), k = 0; k < 13; k += 1) {
    m = firstOfMonth(dayBefore(m));
    recent.push(m);
  }
  const built = await rowsOf<{ month: string }>(
    db,
    sql`select to_char(month, 'YYYY-MM-DD') as month from analytics_months`,
  );
  return ensureMonths(db, [...recent, ...built.map((b) => b.month)], monthSoFar(today));
}

/** (Re)builds one month's summaries from the books: the whole month, or its days through `through`. */
export async function buildMonth(db: Db, month: string, through?: string): Promise<void> {
  const r = { from: month, to: through ?? lastOfMonth(month) };
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MONTHS_LOCK}, ${lockKey(month)})`);
    await tx.execute(sql`set local work_mem = '64MB'`);
    const changes = await rowsOf<{ id: string; before: boolean }>(
      tx,
      sql`select id::text, (first_day is null or first_day <= ${r.to}::date) as before
        from analytics_changes where month = ${month}::date`,
    );
    const [built] = await rowsOf<{ one: number }>(
      tx,
      sql`select 1 as one from analytics_months where month = ${month}::date
        and through is not distinct from ${through ?? null}::date`,
    );
    // Built meanwhile by another request (changes dated after `through` do not touch it).
    if (built && !changes.some((c) => c.before)) return;
    // The month's rows and its thirds', and the blocks holding it (built from its rows before).
    const holding = sql.join(
      BLOCK_PARTS.map((part) => blockOf(month, part)).map(
        (b) => sql`(${b.month}::date, ${b.part}::smallint)`,
      ),
      sql`, `,
    );
    for (const table of SUMMARY_TABLES)
      await tx.execute(
        sql`delete from ${sql.identifier(table)}
          where (month = ${month}::date and (part <= 3 or part > ${DAY_PART})) or (month, part) in (${holding})`,
      );
    await tx.execute(sql`delete from analytics_blocks where (month, part) in (${holding})`);
    await tx.execute(insertMonth(month, 0, r));
    // A whole month's thirds and days too (decisions 0054 and 0059); the current month's summary
    // so far has none.
    if (!through) {
      for (const part of [1, 2, 3] as const)
        await tx.execute(insertMonth(month, part, thirdRange({ month, part })));
      await tx.execute(insertMonth(month, 'days', r));
    }
    if (changes.length > 0)
      await tx.execute(
        sql`delete from analytics_changes where id = any(${`{${changes.map((c) => c.id).join(',')}}`}::bigint[])`,
      );
    await tx.execute(
      sql`insert into analytics_months (month, built_at, through) values (${month}::date, now(), ${through ?? null}::date)
        on conflict (month) do update set built_at = excluded.built_at, through = excluded.through`,
    );
  });
}

/** The tables of a month's summaries (rebuilt together). */
const SUMMARY_TABLES = [
  'analytics_month_invoices',
  'analytics_month_totals',
  'analytics_month_payments',
  'analytics_month_sales',
] as const;

/**
 * The summaries of a month's days `r` (the whole month or its days so far: part 0; a third: its
 * part; or each day of `r` apart: 'days', parts DAY_PART + the day), in one statement (one view of
 * the books).
 */
function insertMonth(month: string, part: number | 'days', r: Range): SQL {
  const inMonth = between(sql`i.issue_date`, r);
  const partOf = (day: SQL) =>
    part === 'days'
      ? sql`(${sql.raw(String(DAY_PART))} + extract(day from ${day}))::smallint`
      : sql`${sql.raw(String(part))}::smallint`;
  const m = sql`${month}::date`;
  return sql`with ${salesCtes(sql`${BOOKED_OUT} and ${inMonth}`)},
    inv as (
      insert into analytics_month_invoices
        (month, part, company_id, direction, kind, client_id, supplier_id, party_key, party_name, invoices, net, gross)
      select ${m}, ${partOf(sql`i.issue_date`)}, i.company_id, i.direction, i.kind, i.client_id, i.supplier_id,
        case when i.client_id is null and i.supplier_id is null then i.party_name end, max(i.party_name), count(*),
        sum(${SIGN} * i.subtotal * ${RATE}), sum(${SIGN} * i.total_amount * ${RATE})
      from invoices i where (${BOOKED_OUT} or ${BOOKED_IN}) and ${inMonth}
      group by 2, 3, 4, 5, 6, 7, 8 returning 1),
    tot as (
      insert into analytics_month_totals (month, part, company_id, direction, kind, invoices, net, gross)
      select ${m}, ${partOf(sql`i.issue_date`)}, i.company_id, i.direction, i.kind, count(*),
        sum(${SIGN} * i.subtotal * ${RATE}), sum(${SIGN} * i.total_amount * ${RATE})
      from invoices i where (${BOOKED_OUT} or ${BOOKED_IN}) and ${inMonth}
      group by 2, 3, 4, 5 returning 1),
    pay as (
      insert into analytics_month_payments (month, part, company_id, direction, payments, amount)
      select ${m}, ${partOf(sql`p.payment_date`)}, i.company_id, i.direction, count(*), sum(${SIGN} * p.amount * ${RATE})
      from invoice_payments p ${INVOICE_OF_P}
      where ${between(sql`p.payment_date`, r)} group by 2, 3, 4 returning 1),
    sales as (
      insert into analytics_month_sales (month, part, grain, all_companies, company_id, order_id, client_id, client_key, product_id,
        product_key, description, quantity, revenue, cost, source, sources)
      ${
        part === 'days'
          ? sql`select ${m}, g.* from (${salesGrains(partOf(sql`l.iday`))}) g`
          : sql`select ${m}, ${partOf(sql``)}, g.* from (${salesGrains()}) g`
      } where g.grain <> 'order' or g.order_id is not null
      returning 1)
    select (select count(*) from inv) + (select count(*) from tot) + (select count(*) from pay)
      + (select count(*) from sales) as n`;
}

/**
 * Builds the blocks (decision 0056) holding any of `months` that are not built, of months all
 * built whole and current (never the month so far): how many it built. A block whose months are
 * not all current is left for a later round.
 */
export async function ensureBlocks(db: Db, months: readonly string[], partial?: MonthSoFar): Promise<number> {
  const candidates = new Map<string, MonthBlock>();
  for (const month of new Set(months))
    for (const part of BLOCK_PARTS) {
      const b = blockOf(month, part);
      if (partial === undefined || !blockMonths(b).includes(partial.month)) candidates.set(blockKey(b), b);
    }
  if (candidates.size === 0) return 0;
  const built = await rowsOf<{ key: string }>(
    db,
    sql`select to_char(month, 'YYYY-MM-DD') || '/' || part as key from analytics_blocks
      where month = any(${monthList([...new Set([...candidates.values()].map((b) => b.month))])})`,
  );
  for (const row of built) candidates.delete(row.key);
  let count = 0;
  const order = [...candidates.values()].sort((a, b) => a.part - b.part || a.month.localeCompare(b.month));
  for (const b of order) if (await buildBlock(db, b)) count += 1;
  return count;
}

/**
 * Builds a block's summaries from its months' (part 0), under the lock of each of its months (in
 * order: a month rebuilt meanwhile waits, then forgets the block), if they are all built whole
 * and unchanged since; whether it did.
 */
async function buildBlock(db: Db, b: MonthBlock): Promise<boolean> {
  const months = blockMonths(b);
  return db.transaction(async (tx) => {
    for (const month of months)
      await tx.execute(sql`select pg_advisory_xact_lock(${MONTHS_LOCK}, ${lockKey(month)})`);
    const list = monthList(months);
    const [state] = await rowsOf<{ ready: boolean }>(
      tx,
      sql`select (select count(*) from analytics_months m where m.month = any(${list}) and m.through is null) = ${months.length}
          and not exists (select 1 from analytics_changes c where c.month = any(${list}))
          and not exists (select 1 from analytics_blocks k where k.month = ${b.month}::date and k.part = ${b.part})
        as ready`,
    );
    if (!state?.ready) return false;
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.execute(insertBlock(b, list));
    await tx.execute(
      sql`insert into analytics_blocks (month, part, built_at) values (${b.month}::date, ${b.part}, now())`,
    );
    return true;
  });
}

/**
 * A block's summaries, summed from its months' rows (part 0) in one statement: everything a month
 * holds adds up over months (decision 0025), a party's name and a product's description are their
 * greatest, an order's first cost source the least, and a product's sources their union.
 */
function insertBlock(b: MonthBlock, months: SQL): SQL {
  const key = sql`${b.month}::date, ${sql.raw(String(b.part))}::smallint`;
  const of = (table: string) =>
    sql`from ${sql.identifier(table)} f where f.part = 0 and f.month = any(${months})`;
  return sql`with inv as (
      insert into analytics_month_invoices
        (month, part, company_id, direction, kind, client_id, supplier_id, party_key, party_name, invoices, net, gross)
      select ${key}, f.company_id, f.direction, f.kind, f.client_id, f.supplier_id, f.party_key, max(f.party_name),
        sum(f.invoices), sum(f.net), sum(f.gross)
      ${of('analytics_month_invoices')} group by 3, 4, 5, 6, 7, 8 returning 1),
    tot as (
      insert into analytics_month_totals (month, part, company_id, direction, kind, invoices, net, gross)
      select ${key}, f.company_id, f.direction, f.kind, sum(f.invoices), sum(f.net), sum(f.gross)
      ${of('analytics_month_totals')} group by 3, 4, 5 returning 1),
    pay as (
      insert into analytics_month_payments (month, part, company_id, direction, payments, amount)
      select ${key}, f.company_id, f.direction, sum(f.payments), sum(f.amount)
      ${of('analytics_month_payments')} group by 3, 4 returning 1),
    sales as (
      insert into analytics_month_sales (month, part, grain, all_companies, company_id, order_id, client_id, client_key,
        product_id, product_key, description, quantity, revenue, cost, source, sources)
      select ${key}, f.grain, f.all_companies, f.company_id, f.order_id, f.client_id, f.client_key, f.product_id,
        f.product_key, max(f.description), sum(f.quantity), sum(f.revenue), sum(f.cost), min(f.source), ${sourcesUnion(sql`f.sources`)}
      ${of('analytics_month_sales')} group by 3, 4, 5, 6, 7, 8, 9, 10 returning 1)
    select (select count(*) from inv) + (select count(*) from tot) + (select count(*) from pay)
      + (select count(*) from sales) as n`;
}
