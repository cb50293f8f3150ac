/**
 * What the analysis's statement triggers cost the writes they watch (issue 31): the month
 * summaries' change records (decision 0025) and today's open balances (decision 0048) are kept by
 * triggers on invoices, their lines and payments. On the bench's data, each write is timed with
 * those triggers and without them, in transactions that are rolled back (PostgreSQL's DDL is
 * transactional: the triggers are disabled inside the transaction only, and nothing stays).
 *
 * - a payment, as `recordPayment` writes it: the payment row, then the invoice's paid amount and
 *   status, dated in a past month (the case that records a month to rebuild);
 * - one statement touching 1,000 invoices (a bulk change, as a reconciliation's many payments).
 *
 * Rounds alternate with and without, so that the cache warms both alike.
 */
import pg from 'pg';
import { percentiles } from './stats';

const PAYMENTS_PER_ROUND = 300;
const BULK_ROWS = 1_000;
const ROUNDS = 3;

type Mode = 'with' | 'without';

/** The analysis's triggers (month summaries, open balances), by table. */
async function analyticsTriggers(client: pg.Client): Promise<{ table: string; name: string }[]> {
  const { rows } = await client.query<{ table: string; name: string }>(
    `select c.relname as table, t.tgname as name
     from pg_trigger t join pg_class c on c.oid = t.tgrelid
     where not t.tgisinternal and (t.tgname like '%analytics%' or t.tgname like '%\\_open\\_%')
     order by 1, 2`,
  );
  return rows;
}

async function round(
  client: pg.Client,
  mode: Mode,
  triggers: { table: string; name: string }[],
  ids: string[],
): Promise<{ payments: number[]; bulkMs: number }> {
  await client.query('begin');
  try {
    if (mode === 'without') {
      for (const { table, name } of triggers) {
        await client.query(
          `alter table ${pg.escapeIdentifier(table)} disable trigger ${pg.escapeIdentifier(name)}`,
        );
      }
    }
    const payments: number[] = [];
    for (const id of ids.slice(0, PAYMENTS_PER_ROUND)) {
      const started = performance.now();
      await client.query(
        `insert into invoice_payments (invoice_id, payment_date, amount, method, reference)
         values ($1, current_date - 40, 1, 'virement', 'BENCH-TRIGGERS')`,
        [id],
      );
      await client.query(
        `update invoices set paid_amount = paid_amount + 1, status = 'partially_paid', updated_at = now()
         where id = $1`,
        [id],
      );
      payments.push(performance.now() - started);
    }
    const started = performance.now();
    await client.query(`update invoices set updated_at = now() where id = any($1::uuid[])`, [
      ids.slice(0, BULK_ROWS),
    ]);
    return { payments, bulkMs: performance.now() - started };
  } finally {
    await client.query('rollback');
  }
}

const ms = (value: number) => Math.round(value * 10) / 10;

/** Prints, with and without the analysis's triggers, a payment's p50/p95 and a 1,000-row statement. */
export async function benchTriggerCost(
  url: string,
  emit: (line: Record<string, unknown>) => void,
): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const triggers = await analyticsTriggers(client);
    const { rows } = await client.query<{ id: string }>(
      `select id from invoices where direction = 'outgoing' and status = 'sent' order by number limit ${BULK_ROWS}`,
    );
    const ids = rows.map((r) => r.id);
    const payments: Record<Mode, number[]> = { with: [], without: [] };
    const bulk: Record<Mode, number[]> = { with: [], without: [] };
    for (let k = 0; k < ROUNDS; k += 1) {
      for (const mode of k % 2 === 0 ? (['with', 'without'] as const) : (['without', 'with'] as const)) {
        const result = await round(client, mode, triggers, ids);
        payments[mode].push(...result.payments);
        bulk[mode].push(result.bulkMs);
      }
    }
    const figures = (mode: Mode) => {
      const { p50_ms, p95_ms } = percentiles(payments[mode]);
      return {
        payment_p50_ms: p50_ms,
        payment_p95_ms: p95_ms,
        bulk_1000_rows_ms: percentiles(bulk[mode]).p50_ms,
      };
    };
    const on = figures('with');
    const off = figures('without');
    emit({
      name: 'analytics.trigger_write_cost',
      db: 'postgres',
      triggers: triggers.length,
      payments: payments.with.length,
      with: on,
      without: off,
      payment_p50_added_ms: ms(on.payment_p50_ms - off.payment_p50_ms),
      bulk_added_ms: ms(on.bulk_1000_rows_ms - off.bulk_1000_rows_ms),
    });
  } finally {
    await client.end();
  }
}
