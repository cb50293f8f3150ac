/** '2026-01-15' -> '15/01/2026' (dates in French format; no time zone shift). */
export function formatDay(value: string | null | undefined): string {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : (value ?? '');
}

export { formatPrice } from '@/lib/format';

/** '12.50' -> '12,50 %', '-3.00' -> '−3,00 %'. */
export function formatPercent(value: string): string {
  const negative = value.startsWith('-');
  const body = (negative ? value.slice(1) : value).replace('.', ',');
  return `${negative ? '\u2212' : '+'}${body}\u00a0%`;
}

/** What the user typed ('1 234,50', '12.5') as the API's decimal string ('1234.50' / '12.5'), else as typed. */
export function normaliseAmountInput(raw: string): string {
  const text = raw.replace(/[\s\u00a0\u202f]/g, '');
  if (/^\d+([.,]\d+)?$/.test(text)) return text.replace(',', '.');
  if (/^-\d+([.,]\d+)?$/.test(text)) return text.replace(',', '.');
  return raw.trim();
}

/** '12.50' -> '12,50' for the editor's input. */
export function amountForInput(amount: string): string {
  return amount.replace('.', ',');
}
