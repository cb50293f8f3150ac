/** Dates and amounts of quotes and orders. */
import { addAmounts } from '@comptoir/core/money';

/** '2026-01-15' → '15/01/2026' (a calendar day in French format, no time-zone shift). */
export function formatIsoDate(value: string | null | undefined): string {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : (value ?? '');
}

/** YYYY-MM-DD of a local day, `days` after `from`. */
export function isoDay(days = 0, from = new Date()): string {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Subtotal + discounts: the total before line discounts. */
export function grossAmount(subtotal: string, discount: string): string {
  return addAmounts(subtotal, discount);
}

/** Whether a decimal string amount is above zero. */
export function isPositiveAmount(amount: string): boolean {
  return /[1-9]/.test(amount) && !amount.startsWith('-');
}
