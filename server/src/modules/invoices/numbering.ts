/**
 * Legal numbers and the base-currency equivalent, both fixed in the issuing transaction.
 *
 * Numbers: the `document_counters` row of the kind ('FAC' or 'AV') and the issue date's year is
 * incremented with INSERT ... ON CONFLICT DO UPDATE ... RETURNING inside the caller's transaction.
 * The row stays locked until commit: concurrent issues queue on it and get consecutive numbers;
 * a rollback, or a process killed before commit, never committed the increment, so no number is
 * lost (decision 0018).
 */
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { resolveRate, rateStrings } from '@comptoir/core/currency';
import { invoiceNumber, type InvoiceKind } from '@comptoir/core/modules/invoices';
import { convertAmount } from '@comptoir/core/money';
import { invoices } from '../../db/schema/index';
import { AppError } from '../../platform/errors';
import { nextCounter } from '../sales/numbering';
import type { Tx } from '../../platform/service';
import { currentRates } from '../currency/service';
import { frenchDate } from '../../platform/pdf';
import { BOOK_CURRENCY } from './read';

export const COUNTER_KIND: Record<InvoiceKind, string> = { invoice: 'FAC', credit_note: 'AV' };

/** The next number of the sequence of `kind` for the year of `issueDate`, in the caller's transaction. */
export async function allocateNumber(tx: Tx, kind: InvoiceKind, issueDate: string): Promise<string> {
  const year = Number(issueDate.slice(0, 4));
  return invoiceNumber(kind, year, await nextCounter(tx, COUNTER_KIND[kind], year));
}

/**
 * Chronology: the issue date of the last invoice issued in the sequence (read while the counter
 * row is locked, so no other issue can slip in between).
 */
export async function lastIssueDate(tx: Tx, kind: InvoiceKind, year: number): Promise<string | null> {
  const prefix = `${COUNTER_KIND[kind]}-${year}-%`;
  const [row] = await tx
    .select({ issueDate: invoices.issueDate })
    .from(invoices)
    .where(
      and(
        eq(invoices.direction, 'outgoing'),
        eq(invoices.kind, kind),
        isNotNull(invoices.number),
        isNotNull(invoices.issueDate),
        sql`${invoices.number} like ${prefix}`,
      ),
    )
    // Plain `desc` (nulls are filtered out): a backward scan of invoices_issue_date_idx, not a
    // sort of every outgoing invoice while the counter row is locked.
    .orderBy(desc(invoices.issueDate))
    .limit(1);
  return row?.issueDate ?? null;
}

export interface BaseEquivalent {
  baseCurrency: string;
  baseTotalAmount: string;
  exchangeRate: string;
  rateDate: string;
  rateSource: string;
}

/**
 * The total in the book currency at the rate applying on the issue date (the latest published on
 * or before it), with the rate, its date and source. A currency without a rate is refused (409):
 * an amount is never converted at 1.
 */
export async function baseEquivalent(
  tx: Tx,
  currency: string,
  total: string,
  issueDate: string,
): Promise<BaseEquivalent> {
  if (currency === BOOK_CURRENCY) {
    return {
      baseCurrency: BOOK_CURRENCY,
      baseTotalAmount: total,
      exchangeRate: '1',
      rateDate: issueDate,
      rateSource: 'identity',
    };
  }
  const resolved = resolveRate(await currentRates(tx, issueDate), currency, BOOK_CURRENCY);
  if (!resolved || !resolved.rateDate) {
    throw new AppError(409, 'rate_unavailable', 'invoices.errors.rateUnavailable', {
      currency,
      date: frenchDate(issueDate),
    });
  }
  return {
    baseCurrency: BOOK_CURRENCY,
    baseTotalAmount: convertAmount(total, resolved.value),
    exchangeRate: rateStrings(resolved.value).rateExact,
    rateDate: resolved.rateDate,
    rateSource: resolved.source ?? '',
  };
}
