/** How the bank screens write amounts and IBANs. */
import { formatPrice } from '@/lib/format';

/** An amount in its currency with the app's money formatter ('1 234,56 €'). */
export const money = (amount: string, currency: string) => formatPrice({ amount, currency });

/** Whether a decimal text is below zero. */
export const isNegative = (amount: string) =>
  amount.trim().startsWith('-') && !/^-0*(\.0*)?$/.test(amount.trim());

/** Whether a decimal text is zero ('0', '0.00', '-0.00'). */
export const isZero = (amount: string) => /^-?0*(\.0*)?$/.test(amount.trim());

/** An IBAN grouped by four ('FR76 3000 6000 …'). */
export const groupIban = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/** Cents of a decimal text ('12,5' or '12.50' → 1250); NaN when unreadable. */
export function toCents(text: string): number {
  const clean = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d{0,2})?$/.test(clean)) return Number.NaN;
  const negative = clean.startsWith('-');
  const [whole = '0', fraction = ''] = clean.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}

/** A decimal text of cents (1250 → '12.50'). */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
