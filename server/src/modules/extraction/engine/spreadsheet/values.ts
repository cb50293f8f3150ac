import { normalizeHeader, parseLocaleNumber } from '@comptoir/core/modules/imports';
import { decimal, parseDecimal, roundAmount, toTrimmed } from '@comptoir/core/money';
import { lineUnitPriceString } from '@comptoir/core/modules/quotations';
import type { CellValue } from '../types';

// ---------------------------------------------------------------------------------------------
// Values: canonical strings (core/modules/extraction.ts)

export function text(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoDate(value) ?? '';
  if (typeof value === 'string') return value.replace(/\s+/g, ' ').trim();
  return String(value);
}

export const norm = (value: string) =>
  normalizeHeader(value)
    .replace(/[°#'’,;%]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A JavaScript number as a plain decimal string (no exponent), or null when not finite. */
function numberString(n: number): string | null {
  if (!Number.isFinite(n) || Math.abs(n) >= 1e15) return null;
  const s = Math.abs(n) < 1e-6 && n !== 0 ? n.toFixed(10) : String(Number(n.toPrecision(15)));
  return parseDecimal(s) ? s : parseLocaleNumber(s);
}

const CURRENCY_SIGNS: [RegExp, string][] = [
  [/€|\beur(?:os?)?\b/i, 'EUR'],
  [/£|\bgbp\b/i, 'GBP'],
  [/\bus\s?\$|\$|\busd\b|\bdollars?\b/i, 'USD'],
  [/\bchf\b/i, 'CHF'],
  [/¥|\bcny\b|\brmb\b|\byuan\b/i, 'CNY'],
  [/\bmur\b|\broupies?\b/i, 'MUR'],
  [/\bjpy\b/i, 'JPY'],
];

/** 'EUR', 'euros', '€' → 'EUR'. */
export function currencyOf(value: string): string | null {
  const s = value.trim();
  if (/^[A-Za-z]{3}$/.test(s)) return s.toUpperCase();
  for (const [pattern, code] of CURRENCY_SIGNS) if (pattern.test(s)) return code;
  return null;
}

/** A number in a cell: numeric cells as they are, text cells as people write them ('1 234,50 €'). */
export function numberOf(value: CellValue | undefined): string | null {
  if (typeof value === 'number') return numberString(value);
  if (typeof value !== 'string') return null;
  const s = value.trim();
  if (!s) return null;
  const cleaned = s
    .replace(/€|£|\$|¥/g, '')
    .replace(/\b(?:EUR|USD|GBP|CHF|CNY|HT|TTC|HTVA)\b\.?/gi, '')
    .trim();
  const direct = parseLocaleNumber(cleaned);
  if (direct !== null) return direct;
  const token = /-?\d[\d\s\u00a0\u202f'.,]*\d|-?\d/.exec(cleaned)?.[0];
  return token ? parseLocaleNumber(token.trim()) : null;
}

export function amountOf(value: CellValue | undefined): string | null {
  const n = numberOf(value);
  return n === null ? null : roundAmount(n);
}

/** A line's unit price: up to 4 decimals, at least 2 (a supplier may quote 0.0125 a piece). */
export function unitPriceOf(value: CellValue | undefined): string | null {
  const n = numberOf(value);
  return n === null ? null : lineUnitPriceString(decimal(n));
}

export function quantityOf(value: CellValue | undefined): string | null {
  const n = numberOf(value);
  return n === null ? null : toTrimmed(decimal(n), 3);
}

const MONTHS: Record<string, number> = {
  janvier: 1, janv: 1, jan: 1, january: 1, januar: 1, janner: 1,
  fevrier: 2, fevr: 2, fev: 2, feb: 2, february: 2, februar: 2,
  mars: 3, mar: 3, march: 3, marz: 3,
  avril: 4, avr: 4, apr: 4, april: 4,
  mai: 5, may: 5,
  juin: 6, jun: 6, june: 6, juni: 6,
  juillet: 7, juil: 7, jul: 7, july: 7, juli: 7,
  aout: 8, aug: 8, august: 8,
  septembre: 9, sept: 9, sep: 9, september: 9,
  octobre: 10, oct: 10, october: 10, oktober: 10, okt: 10,
  novembre: 11, nov: 11, november: 11,
  decembre: 12, dec: 12, december: 12, dezember: 12, dez: 12,
}; // prettier-ignore

const pad = (n: number) => String(n).padStart(2, '0');
function ymd(y: number, m: number, d: number): string | null {
  if (y < 100) y += 2000;
  if (y < 1900 || y > 2200 || m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** A cell date (SheetJS builds them at local midnight, give or take seconds) as 'YYYY-MM-DD'. */
function isoDate(date: Date): string | null {
  if (Number.isNaN(date.getTime())) return null;
  const rounded = new Date(date.getTime() + 12 * 3600_000); // immune to the seconds SheetJS loses
  return ymd(rounded.getFullYear(), rounded.getMonth() + 1, rounded.getDate());
}

/** Dates as written in France, England or Germany, ISO dates, and Excel serial numbers. */
export function dateOf(value: CellValue | undefined): string | null {
  if (value instanceof Date) return isoDate(value);
  if (typeof value === 'number') {
    if (value < 20_000 || value > 80_000) return null;
    const d = new Date(Date.UTC(1899, 11, 30) + Math.round(value) * 86_400_000);
    return ymd(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
  }
  if (typeof value !== 'string') return null;
  const s = value.trim();
  let m = /(\d{4})-(\d{1,2})-(\d{1,2})/.exec(s);
  if (m) return ymd(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4}|\d{2})\b/.exec(s);
  if (m) return ymd(Number(m[3]), Number(m[2]), Number(m[1]));
  const words = normalizeHeader(s).replace(/[,]/g, ' ');
  m = /(\d{1,2})(?:er)?\s+([a-z]+)\s+(\d{4})/.exec(words);
  if (m && MONTHS[m[2]!]) return ymd(Number(m[3]), MONTHS[m[2]!]!, Number(m[1]));
  m = /([a-z]+)\s+(\d{1,2})\s+(\d{4})/.exec(words);
  if (m && MONTHS[m[1]!]) return ymd(Number(m[3]), MONTHS[m[1]!]!, Number(m[2]));
  return null;
}

export const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;

export function ibanValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const v = ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of v) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}
