/** What the statement readers share: the parsed shapes, the error of a bad file, amounts and days. */
import { AppError } from '../../../platform/errors';
import { isCalendarDay } from '@comptoir/core/fields';
import type { CsvMapping, StatementFormat } from '@comptoir/core/modules/bank';

export interface ParsedTransaction {
  bookingDate: string;
  valueDate: string | null;
  /** Signed, 2 decimals: above zero money in. */
  amount: string;
  label: string;
  counterparty: string | null;
  counterpartyIban: string | null;
  /** The bank's own reference of the transaction, when the file gives one. */
  reference: string | null;
}

export interface ParsedStatement {
  format: StatementFormat;
  /** The account the file says it is of (IBAN), when it says. */
  iban: string | null;
  currency: string | null;
  fromDate: string | null;
  toDate: string | null;
  openingBalance: string | null;
  closingBalance: string | null;
  transactions: ParsedTransaction[];
  /** The CSV mapping the file was read with. */
  mapping?: CsvMapping;
}

/** At most this many transactions in one file. */
export const MAX_STATEMENT_TRANSACTIONS = 100_000;

/** A 400 about the file's content, in the user's language. */
export const badFile = (key: string, values: Record<string, string | number> = {}) =>
  new AppError(400, 'statement_invalid', `bank.errors.${key}`, values);

/** '1234.5', '1234.50', '-0.3' → 2 decimals; null when it is no amount of at most 2 (non-zero) decimals. */
export function twoDecimals(text: string): string | null {
  const m = /^([+-]?)(\d{1,13})(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return null;
  const fraction = (m[3] ?? '').replace(/0+$/, '');
  if (fraction.length > 2) return null;
  const whole = BigInt(m[2]!).toString();
  const value = `${whole}.${fraction.padEnd(2, '0')}`;
  return m[1] === '-' && value !== '0.00' ? `-${value}` : value;
}

/** 'YYYY-MM-DD…' or 'YYYYMMDD…' → the calendar day, else null. */
export function dayOf(text: string | undefined | null): string | null {
  if (!text) return null;
  const m = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(text.trim());
  if (!m) return null;
  const day = `${m[1]}-${m[2]}-${m[3]}`;
  return isCalendarDay(day) ? day : null;
}
