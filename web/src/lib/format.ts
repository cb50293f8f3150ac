/**
 * Display formatting. Dates are always shown in French format (spec 000 §9), whatever the
 * interface language.
 */
import { formatMoney, formatUnitPrice as unitPrice, isCurrencyCode } from '@comptoir/core/currency';

const DATE = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const LONG_DATE = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });

type DateInput = Date | string | number;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 05/03/2026 */
export function formatDate(value: DateInput | null | undefined): string {
  const date = value == null ? null : toDate(value);
  return date ? DATE.format(date) : '';
}

/** 05/03/2026 14:30 */
export function formatDateTime(value: DateInput | null | undefined): string {
  const date = value == null ? null : toDate(value);
  return date ? DATE_TIME.format(date) : '';
}

/** '2026-01-15' (or an ISO timestamp) → '15/01/2026': the day as written, no time-zone shift. */
export function formatIsoDate(value: string | null | undefined): string {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : (value ?? '');
}

/** 5 mars 2026 */
export function formatLongDate(value: DateInput | null | undefined): string {
  const date = value == null ? null : toDate(value);
  return date ? LONG_DATE.format(date) : '';
}

/** An amount in its currency's style ('1 234,50 €'), or 'amount CODE' for an unknown code. */
export function formatPrice(price: { amount: string; currency: string }): string {
  return isCurrencyCode(price.currency)
    ? formatMoney(price.amount, price.currency)
    : `${price.amount} ${price.currency}`;
}

/** A line's unit price with 2 to 4 decimals ('0,0375 €', '24,50 €'). */
export function formatUnitPrice(price: { amount: string; currency: string }): string {
  return isCurrencyCode(price.currency)
    ? unitPrice(price.amount, price.currency)
    : `${price.amount} ${price.currency}`;
}

/**
 * A chart's axis label in the interface language: a day ('2026-01-05') as '5 janv.', '5 Jan',
 * '1月5日'; with `unit` 'month', the month of a day or of '2026-01' as 'janv. 2026', 'Jan 2026',
 * '2026年1月'. Anything else is returned as it is.
 */
export function formatChartDate(value: string, language: string, unit: 'day' | 'month' = 'day'): string {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value.slice(0, 10));
  if (!m) return value;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3] ?? '1')));
  const parts: Intl.DateTimeFormatOptions =
    unit === 'day' && m[3] ? { day: 'numeric', month: 'short' } : { month: 'short', year: 'numeric' };
  return new Intl.DateTimeFormat(numberLocale(language), { ...parts, timeZone: 'UTC' }).format(date);
}

/** The number style of the interface language (fr, en or zh). */
export function numberLocale(language: string): string {
  return language === 'zh' ? 'zh-CN' : language === 'en' ? 'en-GB' : 'fr-FR';
}

/**
 * A file's size: megabytes with one decimal in the interface language's number style and unit
 * ('1,5 Mo', '1.5 MB'). The web app's one size formatter.
 */
export function formatFileSize(bytes: number, language: string): string {
  const megabytes = new Intl.NumberFormat(numberLocale(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(bytes / (1024 * 1024));
  return `${megabytes} ${language === 'fr' ? 'Mo' : 'MB'}`;
}
