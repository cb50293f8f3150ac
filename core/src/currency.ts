/**
 * Currencies and the conversion rule, shared by the server and the web app.
 *
 * Rates are facts with a date and a source (ECB daily reference rates, or a rate a super admin
 * entered). Conversion from A to B uses, in this order:
 *   1. the direct rate A→B;
 *   2. the inverse of B→A (1 / rate);
 *   3. through EUR: A→EUR then EUR→B, each leg direct or inverse.
 * When none exists the answer is "unavailable" ('taux indisponible'): it NEVER converts at 1.
 * Rates are carried as exact ratios, so an inverse or a two-leg rate loses nothing; the converted
 * amount is rounded once, to 2 decimals (see money.ts for the rounding rule).
 */
import { unitPriceText } from './line-amounts';
import {
  AMOUNT_DECIMALS,
  RATE_DISPLAY_DECIMALS,
  decimal,
  groupDigits,
  ratio,
  ratioInverse,
  ratioMultiply,
  roundAmount,
  toFixed,
  toTrimmed,
  type Decimal,
  type Ratio,
} from './money';

import { type CurrencyCode } from './currency-codes';

export { CURRENCY_CODES, isCurrencyCode, type CurrencyCode } from './currency-codes';
export const DEFAULT_BASE_CURRENCY: CurrencyCode = 'EUR';
/** The pivot of the third conversion step, and the base of the ECB's reference rates. */
export const PIVOT_CURRENCY: CurrencyCode = 'EUR';

/** Sources of rates. */
export const RATE_SOURCES = ['ECB', 'manual'] as const;
export type RateSource = (typeof RATE_SOURCES)[number];

/** Decimals kept in the database for a rate (exchange_rates.rate is numeric(24, 10)). */
export const RATE_STORED_DECIMALS = 10;
/** Manual rates are refused above this (a typo guard, far above any real pair). */
export const MAX_RATE = '1000000000';

/** The i18n key of the 'taux indisponible' message. */
export const RATE_UNAVAILABLE_KEY = 'currency.unavailable';

/**
 * The source of the demo data's rates (issue 30 §4), shown as '(démo)'. A real rate (ECB, entered
 * by hand) of the same pair always comes first, whatever the dates.
 */
export const DEMO_RATE_SOURCE = 'demo';

/** One stored rate: 1 `base` = `rate` `quote`, published for `rateDate`, stored at `updatedAt`. */
export interface StoredRate {
  base: string;
  quote: string;
  /** Decimal string, positive. */
  rate: string;
  /** YYYY-MM-DD */
  rateDate: string;
  source: string;
  /** ISO 8601 */
  updatedAt: string;
}

export type RatePath = 'identity' | 'direct' | 'inverse' | 'via-EUR';

export interface ResolvedRate {
  from: string;
  to: string;
  /** 1 `from` = `value` `to`, exactly. */
  value: Ratio;
  path: RatePath;
  /** The stored rates used (none for identity), with the way each was used. */
  legs: { rate: StoredRate; inverted: boolean }[];
  /** The oldest date among the legs (a via-EUR rate is only as recent as its older leg). */
  rateDate: string | null;
  /** The legs' sources, e.g. 'ECB' or 'ECB + manual'. */
  source: string | null;
  /** The oldest storage time among the legs. */
  updatedAt: string | null;
}

/** Picks the current rate per pair: the latest rate date, then the latest stored. */
export function latestByPair(rates: readonly StoredRate[]): Map<string, StoredRate> {
  const out = new Map<string, StoredRate>();
  for (const r of rates) {
    const key = `${r.base}-${r.quote}`;
    const seen = out.get(key);
    if (
      !seen ||
      r.rateDate > seen.rateDate ||
      (r.rateDate === seen.rateDate && Date.parse(r.updatedAt) > Date.parse(seen.updatedAt))
    ) {
      out.set(key, r);
    }
  }
  return out;
}

type Leg = { rate: StoredRate; inverted: boolean };

function legValue(leg: Leg): Ratio {
  const r = ratio(decimal(leg.rate.rate));
  return leg.inverted ? ratioInverse(r) : r;
}

function usable(rate: StoredRate | undefined): rate is StoredRate {
  if (!rate) return false;
  try {
    return decimal(rate.rate).units > 0n;
  } catch {
    return false;
  }
}

/** Direct, then inverse, for one pair. */
function oneStep(current: Map<string, StoredRate>, from: string, to: string): Leg | null {
  const direct = current.get(`${from}-${to}`);
  if (usable(direct)) return { rate: direct, inverted: false };
  const inverse = current.get(`${to}-${from}`);
  if (usable(inverse)) return { rate: inverse, inverted: true };
  return null;
}

function describe(from: string, to: string, path: RatePath, legs: Leg[]): ResolvedRate {
  const value = legs.reduce<Ratio>((acc, leg) => ratioMultiply(acc, legValue(leg)), { num: 1n, den: 1n });
  const dates = legs.map((l) => l.rate.rateDate).sort();
  const times = legs.map((l) => l.rate.updatedAt).sort((a, b) => Date.parse(a) - Date.parse(b));
  const sources = [...new Set(legs.map((l) => l.rate.source))];
  return {
    from,
    to,
    value,
    path,
    legs,
    rateDate: dates[0] ?? null,
    source: sources.length ? sources.join(' + ') : null,
    updatedAt: times[0] ?? null,
  };
}

/**
 * The rate from `from` to `to` by the conversion rule, or null when no rate is known
 * ('taux indisponible'). `rates` may hold history: the current rate of each pair is used.
 */
export function resolveRate(
  rates: readonly StoredRate[] | Map<string, StoredRate>,
  from: string,
  to: string,
): ResolvedRate | null {
  if (from === to) return describe(from, to, 'identity', []);
  const current = rates instanceof Map ? rates : latestByPair(rates);
  const step = oneStep(current, from, to);
  if (step) return describe(from, to, step.inverted ? 'inverse' : 'direct', [step]);
  if (from !== PIVOT_CURRENCY && to !== PIVOT_CURRENCY) {
    const first = oneStep(current, from, PIVOT_CURRENCY);
    const second = first && oneStep(current, PIVOT_CURRENCY, to);
    if (first && second) return describe(from, to, 'via-EUR', [first, second]);
  }
  return null;
}

export type Conversion =
  | {
      unavailable: false;
      /** 2 decimals. */
      amount: string;
      rate: ResolvedRate;
    }
  | { unavailable: true };

/** Converts a decimal-string amount; `{ unavailable: true }` when no rate is known (never at 1). */
export function convert(
  rates: readonly StoredRate[] | Map<string, StoredRate>,
  amount: string | Decimal,
  from: string,
  to: string,
): Conversion {
  const resolved = resolveRate(rates, from, to);
  if (!resolved) return { unavailable: true };
  const a = typeof amount === 'string' ? decimal(amount) : amount;
  return { unavailable: false, amount: roundAmount(ratioMultiply(ratio(a), resolved.value)), rate: resolved };
}

/** The rate written for display (4 decimals) and in full (up to the 10 stored decimals). */
export function rateStrings(value: Ratio): { rate: string; rateExact: string } {
  return {
    rate: toFixed(value, RATE_DISPLAY_DECIMALS),
    rateExact: toTrimmed(value, RATE_STORED_DECIMALS),
  };
}

// ---------------------------------------------------------------------------------------------
// Formatting. Each currency in its own style (spec 000 §9), whatever the interface language.
// Separators are no-break spaces so an amount never wraps: U+202F (narrow no-break space) groups
// French thousands and U+00A0 sits before '€' and after 'Rs' (what Intl.NumberFormat('fr-FR') does).
// ---------------------------------------------------------------------------------------------

export const NBSP = '\u00a0';
export const NNBSP = '\u202f';

interface CurrencyStyle {
  symbol: string;
  group: string;
  decimalMark: string;
  /** Symbol after the number (French) or before it. */
  position: 'prefix' | 'suffix';
  /** Between the symbol and the number. */
  gap: string;
}

export const CURRENCY_STYLES: Record<CurrencyCode, CurrencyStyle> = {
  // French style: 1 234,50 €
  EUR: { symbol: '€', group: NNBSP, decimalMark: ',', position: 'suffix', gap: NBSP },
  // US style: $1,234.50
  USD: { symbol: '$', group: ',', decimalMark: '.', position: 'prefix', gap: '' },
  // Chinese style: ¥1,234.50
  CNY: { symbol: '¥', group: ',', decimalMark: '.', position: 'prefix', gap: '' },
  // 'Rs' plus a number: Rs 1,234.50
  MUR: { symbol: 'Rs', group: ',', decimalMark: '.', position: 'prefix', gap: NBSP },
  // UK style: £1,234.50
  GBP: { symbol: '£', group: ',', decimalMark: '.', position: 'prefix', gap: '' },
};

/**
 * An amount (decimal string) with its currency, rounded to 2 decimals:
 * EUR '1 234,50 €', USD '$1,234.50', CNY '¥1,234.50', MUR 'Rs 1,234.50', GBP '£1,234.50';
 * negative amounts put the minus first ('-$1,234.50', '-1 234,50 €').
 */
export function formatMoney(amount: string | Decimal, currency: CurrencyCode): string {
  return formatPlain(
    toFixed(typeof amount === 'string' ? decimal(amount) : amount, AMOUNT_DECIMALS),
    currency,
  );
}

/** A line's unit price, as formatMoney but with 2 to 4 decimals: '0,0375 €', '24,50 €'. */
export function formatUnitPrice(amount: string, currency: CurrencyCode): string {
  return formatPlain(unitPriceText(amount), currency);
}

function formatPlain(plain: string, currency: CurrencyCode): string {
  const style = CURRENCY_STYLES[currency];
  const negative = plain.startsWith('-');
  const digits = groupDigits(negative ? plain.slice(1) : plain, style.group, style.decimalMark);
  const body =
    style.position === 'suffix'
      ? `${digits}${style.gap}${style.symbol}`
      : `${style.symbol}${style.gap}${digits}`;
  return negative ? `-${body}` : body;
}

/** A rate for display with 4 decimals, in the interface language's number style: fr '1,0297', en '1.0297'. */
export function formatRate(rate: string | Ratio, language: 'fr' | 'en' | 'zh' = 'fr'): string {
  const plain = toFixed(typeof rate === 'string' ? decimal(rate) : rate, RATE_DISPLAY_DECIMALS);
  return language === 'fr' ? groupDigits(plain, NNBSP, ',') : groupDigits(plain, ',', '.');
}
