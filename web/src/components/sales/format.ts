/** Dates and amounts of quotes and orders. */
import { addAmounts } from '@comptoir/core/money';

export { formatIsoDate } from '@/lib/format';

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

/** A percent as the interface writes it: '5.5' → '5,5' in French, '5.5' in English and Chinese. */
export function formatPercent(value: string, language: string): string {
  return language.startsWith('fr') ? value.replace('.', ',') : value;
}
