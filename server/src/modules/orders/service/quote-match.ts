/**
 * Orders converted from a quote whose amounts differ from the quote's. Before issue 26 a conversion
 * put each line's discount into its unit price rounded to the cent, so an order converted then may
 * not be its quote to the cent (100 × 24.50 −5 %: 2,328.00 instead of 2,327.50); migration 0019
 * kept those amounts on purpose. The one query behind the self-test's 'Montants devis → commande',
 * an order's `quoteMismatch` and the check of POST /api/orders/:id/realign.
 *
 * An order differs from its quote when its total without tax, its total with tax, its number of
 * lines or the net of one of its lines (by position) is not the quote's.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Money } from '@comptoir/core/modules/sales';
import { rowsOf } from '../../../db/rows';
import { amountString, type Runner } from '../../../platform/service';

export interface QuoteMismatchRow {
  orderId: string;
  reference: string;
  quoteId: string;
  quoteNumber: string;
  currency: string;
  subtotal: string;
  quoteSubtotal: string;
  totalAmount: string;
  quoteTotalAmount: string;
  /** The order's total without tax minus the quote's. */
  difference: string;
}

/** The lines of `owner` numbered in their order, with their net. */
const numberedLines = (table: string, key: string, owner: SQL) =>
  sql`(select row_number() over (order by position, id) as n, total_price
         from ${sql.identifier(table)} where ${sql.identifier(key)} = ${owner})`;

/** The converted orders (all, or those matching `where`, on `o`) that differ from their quote. */
export async function quoteMismatches(db: Runner, where: SQL = sql`true`): Promise<QuoteMismatchRow[]> {
  const rows = await rowsOf<Record<keyof QuoteMismatchRow, string>>(
    db,
    sql`select o.id as "orderId", o.reference, q.id as "quoteId", q.number as "quoteNumber",
               o.currency, o.subtotal, q.subtotal as "quoteSubtotal",
               o.total_amount as "totalAmount", q.total_amount as "quoteTotalAmount",
               o.subtotal - q.subtotal as difference
          from orders o
          join quotes q on q.id = o.quote_id
         where ${where}
           and (o.subtotal <> q.subtotal
                or o.total_amount <> q.total_amount
                or exists (select 1
                             from ${numberedLines('order_items', 'order_id', sql`o.id`)} a
                             full join ${numberedLines('quote_items', 'quote_id', sql`q.id`)} b using (n)
                            where a.total_price is distinct from b.total_price))
         order by o.reference`,
  );
  return rows.map((r) => ({
    ...r,
    ...Object.fromEntries(
      (['subtotal', 'quoteSubtotal', 'totalAmount', 'quoteTotalAmount', 'difference'] as const).map((k) => [
        k,
        amountString(r[k]),
      ]),
    ),
  })) as QuoteMismatchRow[];
}

/** An order's difference from its quote as OrderDetail gives it; null when none (or no quote). */
export async function quoteMismatchOf(
  db: Runner,
  orderId: string,
): Promise<{ subtotal: Money; quoteSubtotal: Money; difference: Money } | null> {
  const [row] = await quoteMismatches(db, sql`o.id = ${orderId}`);
  if (!row) return null;
  const money = (amount: string) => ({ amount, currency: row.currency });
  return {
    subtotal: money(row.subtotal),
    quoteSubtotal: money(row.quoteSubtotal),
    difference: money(row.difference),
  };
}
