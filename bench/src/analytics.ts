/**
 * Financial analysis benchmarks (PostgreSQL, issue 14 §1): on the invoice bench's data (100,000
 * outgoing invoices, 400,000 lines, 80,000 payments) plus 20,000 supplier invoices with their
 * lines and payments seeded here in SQL, each tab of /api/analytics for a year (compared with the
 * year before, `yearRanges`), one request at a time: a user opening a tab.
 */
import pg from 'pg';
import { ANALYTICS_TABS } from '@comptoir/core/modules/analytics';
import { p95 } from './import';
import { settleAfterSeed } from './database';

export const ANALYTICS_TAB_P95_BUDGET_MS = 200;
const INCOMING = 20_000;
const SUPPLIERS = 200;
const REQUESTS_PER_TAB = 30;

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The year ranges the tabs are measured on, the same whatever the day the bench runs. A range is
 * read as the months it covers whole, from their summaries, and its edges' days, from the books
 * (decision 0025); a year "to today" starting the day after today a year ago has edges that
 * depend on the calendar: none on the last day of a month, 30 days of books on the first (the
 * bench read 130/160 ms p95 for the overview and profitability on 30 November, 338/358 ms on
 * 1 December). `rolling` is the costliest year: from the 2nd of a month to the 1st of the same
 * month a year later (27 to 30 days, then one day, read from the books). `whole`: the twelve
 * months before the current one.
 */
export function yearRanges(today: Date): { rolling: Range; whole: Range } {
  const month = (offset: number, day: number) =>
    iso(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset, day)));
  return {
    rolling: { from: month(-12, 2), to: month(0, 1) },
    whole: { from: month(-12, 1), to: month(0, 0) },
  };
}

interface Range {
  from: string;
  to: string;
}

/** 20,000 validated supplier invoices over the last year (a half paid, a quarter partly), 2 lines each. */
export async function seedPurchases(url: string): Promise<{ incoming: number; seconds: number }> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into suppliers (name, country)
       select 'Fournisseur bench ' || s, (array['FR','DE','CN','IN','US'])[1 + s % 5]
       from generate_series(1, ${SUPPLIERS}) s`,
    );
    await client.query(
      `create temp table bs on commit drop as
       select (row_number() over (order by id)) - 1 as k, id, name from suppliers where name like 'Fournisseur bench %'`,
    );
    await client.query(
      `create temp table bp on commit drop as
       select i, gen_random_uuid() as id, (current_date - (${INCOMING} - i) * 365 / ${INCOMING})::date as issue_date,
              (select id from bs where k = i % ${SUPPLIERS}) as supplier_id,
              (select name from bs where k = i % ${SUPPLIERS}) as supplier_name
       from generate_series(1, ${INCOMING}) i`,
    );
    await client.query(
      `insert into invoices (id, direction, kind, number, status, supplier_id, party_name, issue_date, due_date,
                             currency, subtotal, tax_amount, total_amount, paid_amount, base_currency, base_total_amount,
                             exchange_rate, rate_date, rate_source, search_text, created_at, updated_at)
       select id, 'incoming', 'invoice', 'SUP-' || i,
              case when i % 4 in (0, 1) then 'paid' when i % 4 = 2 then 'partially_paid' else 'to_pay' end,
              supplier_id, supplier_name, issue_date, issue_date + 45,
              'EUR', 250, 50, 300, case when i % 4 in (0, 1) then 300 when i % 4 = 2 then 120 else 0 end,
              'EUR', 300, 1, issue_date, 'identity', lower('sup-' || i || ' ' || supplier_name),
              issue_date::timestamptz, now()
       from bp`,
    );
    await client.query(
      `insert into invoice_lines (invoice_id, position, description, quantity, unit_price, tax_rate, total_price)
       select id, p, 'Achat ' || p, 5, 25, 20, 125 from bp, generate_series(0, 1) p`,
    );
    await client.query(
      `insert into invoice_payments (invoice_id, payment_date, amount, method, reference)
       select id, issue_date + 20, case when i % 4 in (0, 1) then 300 else 120 end, 'virement', 'ACH-' || i
       from bp where i % 4 <> 3`,
    );
    await client.query('commit');
    await settleAfterSeed(client, ['invoices', 'invoice_lines', 'invoice_payments', 'suppliers']);
    return { incoming: INCOMING, seconds: Math.round((performance.now() - started) / 100) / 10 };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * Each tab for a year compared with the year before: first the very first request after seeding
 * (202 while the job builds the month summaries, decision 0025) and the time until they are
 * built, then each tab warm (p95 against the budget), then the overview right after a payment
 * dated in a past month (that month read from the books while the job rebuilds it).
 */
export async function benchAnalytics(
  baseUrl: string,
  cookie: string,
  url: string,
  emit: (line: Record<string, unknown>) => void,
  today = new Date(),
): Promise<void> {
  const { rolling, whole } = yearRanges(today);
  const range = `from=${rolling.from}&to=${rolling.to}&compare=previous`;
  const overview = [`/api/analytics/overview?${range}`];
  // The first request after seeding: every month is new or changed, so it answers 202 ('calcul en
  // cours') at once and the job builds the summaries; then how long until the figures are there.
  const started = performance.now();
  const first = await fetch(`${baseUrl}${overview[0]}`, { headers: { cookie } });
  const firstMs = performance.now() - started;
  const firstBody = (await first.json()) as { computing?: boolean; months?: number };
  let status = first.status;
  while (status === 202 && performance.now() - started < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const res = await fetch(`${baseUrl}${overview[0]}`, { headers: { cookie } });
    await res.arrayBuffer();
    status = res.status;
  }
  emit({
    name: 'analytics.first_request_year',
    db: 'postgres',
    status: first.status,
    months: firstBody.months ?? 0,
    p50_ms: Math.round(firstMs * 10) / 10,
    p95_ms: Math.round(firstMs * 10) / 10,
  });
  // Then until the job has built the last of them (the answer comes once two at most are left,
  // read from the books): the tabs are measured on summaries, with no job running beside them.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pgboss.job where name = 'analytics-months' and state < 'completed'`,
      );
      if (rows[0]!.n === 0 || performance.now() - started > 120_000) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
  emit({
    name: 'analytics.months_built',
    db: 'postgres',
    status,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  });
  // One tab on one range: three requests to warm, then REQUESTS_PER_TAB, one at a time.
  const measure = async (name: string, tab: string, r: Range, budget?: number) => {
    const paths = [`/api/analytics/${tab}?from=${r.from}&to=${r.to}&compare=previous`];
    await p95(baseUrl, cookie, paths, 3, 1);
    emit({
      name,
      db: 'postgres',
      concurrency: 1,
      from: r.from,
      ...(await p95(baseUrl, cookie, paths, REQUESTS_PER_TAB, 1)),
      ...(budget === undefined ? {} : { budget_ms: budget }),
    });
  };
  for (const tab of ANALYTICS_TABS) {
    await measure(`analytics.${tab}_year`, tab, rolling, ANALYTICS_TAB_P95_BUDGET_MS);
    await measure(`analytics.${tab}_year_whole_months`, tab, whole);
  }
  const writer = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await writer.connect();
  const times: number[] = [];
  try {
    for (let k = 0; k < 5; k += 1) {
      await writer.query(
        `insert into invoice_payments (invoice_id, payment_date, amount, method, reference)
         select id, current_date - 100, 1, 'virement', 'BENCH-CHANGE' from invoices
         where direction = 'outgoing' and status = 'sent' order by number limit 1`,
      );
      const run = await p95(baseUrl, cookie, overview, 1, 1);
      times.push(run.p95_ms);
    }
  } finally {
    await writer.end();
  }
  times.sort((a, b) => a - b);
  emit({
    name: 'analytics.overview_after_past_change',
    db: 'postgres',
    runs: times.length,
    p50_ms: times[2],
    max_ms: times.at(-1),
  });
}
