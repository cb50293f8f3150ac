/**
 * The dates and numbers of sales documents: today (the company's day) and day arithmetic
 * (YYYY-MM-DD), and the per-year counters quotes, orders and invoices take their numbers from
 * (document_counters).
 */
import { sql } from 'drizzle-orm';
import { documentNumber } from '@comptoir/core/modules/sales';
import { companyToday } from '@comptoir/core/modules/time';
import { rowsOf } from '../../db/rows';
import type { Tx } from '../../platform/service';

export type DocumentKind = 'DEV' | 'CMD';

/**
 * Today, YYYY-MM-DD: the company's day (Europe/Paris, core's `companyToday`), the day documents
 * are dated and validity, due and delivery dates compare with. From midnight in Paris to midnight
 * UTC the UTC day is still the day before: an invoice issued at 00:30 in Paris is dated that day.
 */
export function todayIso(now: Date = new Date()): string {
  return companyToday(now);
}

/** `day` plus `n` days, YYYY-MM-DD. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * The next number of a kind for the company's current year: DEV-2026-007. The counter row is incremented
 * inside the caller's transaction (INSERT ... ON CONFLICT DO UPDATE ... RETURNING), so the row
 * stays locked until the document is committed: numbers are consecutive, and a rolled-back
 * document gives its number back instead of leaving a hole.
 */
export async function nextDocumentNumber(
  tx: Tx,
  kind: DocumentKind,
  now: Date = new Date(),
): Promise<string> {
  const year = Number(todayIso(now).slice(0, 4));
  return documentNumber(kind, year, await nextCounter(tx, kind, year));
}

/**
 * The next value of the counter of `kind` for `year` (document_counters), taken in the caller's
 * transaction: the row stays locked until it commits, so numbers never repeat nor leave holes.
 */
export async function nextCounter(tx: Tx, kind: string, year: number): Promise<number> {
  const [row] = await rowsOf<{ last_number: number | string }>(
    tx,
    sql`insert into document_counters (kind, year, last_number) values (${kind}, ${year}, 1)
        on conflict (kind, year) do update set last_number = document_counters.last_number + 1
        returning last_number`,
  );
  return Number(row!.last_number);
}
