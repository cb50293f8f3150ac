/** Display helpers of the supplier quotations: amounts, dates, confidence, comparison. */
import { CURRENCY_STYLES, formatMoney, formatRate, isCurrencyCode } from '@comptoir/core/currency';
import { confidenceLevel, type ConfidenceLevel } from '@comptoir/core/modules/extraction';
import { compare, groupDigits, parseDecimal } from '@comptoir/core/money';
import type { Quotation, QuotationStatus } from '@comptoir/core/modules/quotations';
import type { BadgeVariant } from '@/components/ui/badge';

export { confidenceLevel, type ConfidenceLevel };

/** '1 234,50 €', '$1,234.50'; 'amount CODE' for a code the app does not know. */
export function formatAmount(amount: string, currency: string): string {
  if (parseDecimal(amount) === null) return `${amount} ${currency}`;
  return isCurrencyCode(currency) ? formatMoney(amount, currency) : `${amount} ${currency}`;
}

/**
 * A unit price with its currency, keeping up to 4 decimals ('0,0125 €', '$1.875'); 2 decimals
 * at least, like any amount.
 */
export function formatUnitPrice(amount: string, currency: string): string {
  const d = parseDecimal(amount);
  if (d === null || d.scale <= 2 || !isCurrencyCode(currency)) return formatAmount(amount, currency);
  const style = CURRENCY_STYLES[currency];
  const negative = amount.trim().startsWith('-');
  const digits = groupDigits(amount.trim().replace(/^-/, ''), style.group, style.decimalMark);
  const body =
    style.position === 'suffix'
      ? `${digits}${style.gap}${style.symbol}`
      : `${style.symbol}${style.gap}${digits}`;
  return negative ? `-${body}` : body;
}

export { formatIsoDate } from '@/lib/format';

/** A rate for display in the interface language's number style. */
export function formatRateFor(rate: string, language: string): string {
  const lang = language === 'en' || language === 'zh' ? language : 'fr';
  return parseDecimal(rate) === null ? rate : formatRate(rate, lang);
}

/**
 * An amount as typed by a French user ('1 234,50', '1234.5', '1.234,50 €') → '1234.50'-style
 * decimal string the API takes, or the trimmed input unchanged when it is not a number (the
 * schema then says why).
 */
export function normalizeAmount(input: string): string {
  let s = input.replace(/[\s\u00a0\u202f€$£¥]/g, '').replace(/(EUR|USD|GBP|CNY)$/i, '');
  if (s === '') return '';
  if (s.includes(',') && s.includes('.')) {
    // The last separator is the decimal mark, the other groups thousands.
    s =
      s.lastIndexOf(',') > s.lastIndexOf('.') ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  } else if (s.includes(',')) {
    s = /,\d{3}$/.test(s) && s.split(',').length > 2 ? s.replace(/,/g, '') : s.replace(',', '.');
  }
  return s;
}

export const STATUS_VARIANT: Record<QuotationStatus, BadgeVariant> = {
  pending: 'amber',
  approved: 'green',
  rejected: 'red',
  expired: 'neutral',
};

export { CONFIDENCE_VARIANT, formatPercent } from '@/components/extraction/ConfidenceChip';

const DAY_UNITS: [RegExp, number][] = [
  [/^(j|jour|jours|jr|jrs|d|day|days|天|日)$/i, 1],
  [/^(sem|semaine|semaines|w|wk|week|weeks|周|星期)$/i, 7],
  [/^(mois|month|months|个月|月)$/i, 30],
];

/**
 * A delivery time in days when it reads as one: '15 jours', '2-3 semaines' (the longer bound),
 * '10 days', '4周'. Null when it does not ('à convenir', 'sous réserve').
 */
export function deliveryDays(text: string): number | null {
  const m = /(\d+(?:[.,]\d+)?)(?:\s*(?:-|–|à|to|~)\s*(\d+(?:[.,]\d+)?))?\s*([\p{L}]+)/u.exec(text.trim());
  if (!m) return null;
  const unit = DAY_UNITS.find(([pattern]) => pattern.test(m[3] ?? ''));
  if (!unit) return null;
  const value = Number((m[2] ?? m[1] ?? '').replace(',', '.'));
  return Number.isFinite(value) ? value * unit[1] : null;
}

export type ComparisonRow = 'total' | 'unitPrice' | 'delivery' | 'validity' | 'paymentTerms' | 'rating';

/**
 * For each comparison row, the ids of the quotations holding the best value: lowest total and unit
 * price in the base currency, shortest delivery (when it reads as days), latest validity, best
 * rating. Payment terms are not ranked. Rows where nothing compares are empty.
 */
export function bestByRow(quotations: readonly Quotation[]): Record<ComparisonRow, Set<string>> {
  const pick = <T>(value: (q: Quotation) => T | null, better: (a: T, b: T) => number): Set<string> => {
    let best: T | null = null;
    let ids = new Set<string>();
    for (const q of quotations) {
      const v = value(q);
      if (v === null) continue;
      const order = best === null ? 1 : better(v, best);
      if (order > 0) {
        best = v;
        ids = new Set([q.id]);
      } else if (order === 0) ids.add(q.id);
    }
    return ids;
  };
  const lower = (a: string, b: string) => {
    const x = parseDecimal(a);
    const y = parseDecimal(b);
    return x && y ? -compare(x, y) : 0;
  };
  return {
    total: pick((q) => q.converted?.amount ?? null, lower),
    unitPrice: pick((q) => q.convertedUnitPrice, lower),
    delivery: pick(
      (q) => deliveryDays(q.deliveryTime),
      (a, b) => b - a,
    ),
    validity: pick(
      (q) => q.validUntil,
      (a, b) => a.localeCompare(b),
    ),
    paymentTerms: new Set(),
    rating: pick(
      (q) => q.rating,
      (a, b) => a - b,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Unit price per line (issue 16 §2)

/** One quotation's offer for a line of the comparison. */
export interface LineOffer {
  quotationId: string;
  unitPrice: string;
  currency: string;
  unit: string;
  /** In the base currency; null when no rate is known (shown as 'taux indisponible'). */
  converted: string | null;
}

export interface LineComparisonRow {
  key: string;
  label: string;
  offers: Map<string, LineOffer>;
  /** The quotations holding the lowest converted unit price, among those compared. */
  best: Set<string>;
  /** How many eligible quotations have a converted unit price for this line. */
  compared: number;
}

/** A name without case, accents or punctuation, to match names ('Douille E27' = 'douille e27'). */
export const foldName = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The lines of the quotations, side by side: grouped by the request's product they are linked
 * to, else by catalogue product, else by name (without case or accents); the product of the
 * panel first, then the request's other products, then the rest as they come. Per quotation the
 * cheapest line of a group stands for it; the best is the lowest unit price in the base currency
 * among the pending and approved quotations. Lines without a unit price are left out.
 */
export function lineComparison(
  quotations: readonly Quotation[],
  requestedProducts: readonly { id: string; name: string }[],
): LineComparisonRow[] {
  const rows = new Map<string, LineComparisonRow>();
  const productName = new Map(requestedProducts.map((p) => [p.id, p.name]));
  const cheaper = (a: LineOffer, b: LineOffer) => {
    if (a.converted === null || b.converted === null) return a.converted !== null;
    return compare(parseDecimal(a.converted)!, parseDecimal(b.converted)!) < 0;
  };
  for (const q of quotations) {
    for (const line of q.lines) {
      if (line.unitPrice === null) continue;
      const name = line.name || line.description;
      const key = line.requestedProductId
        ? `rp:${line.requestedProductId}`
        : line.productId
          ? `cp:${line.productId}`
          : `n:${foldName(name)}`;
      const row = rows.get(key) ?? {
        key,
        label: (line.requestedProductId && productName.get(line.requestedProductId)) || name,
        offers: new Map<string, LineOffer>(),
        best: new Set<string>(),
        compared: 0,
      };
      rows.set(key, row);
      const offer: LineOffer = {
        quotationId: q.id,
        unitPrice: line.unitPrice,
        currency: q.currency,
        unit: line.unit,
        converted: line.convertedUnitPrice,
      };
      const held = row.offers.get(q.id);
      if (!held || cheaper(offer, held)) row.offers.set(q.id, offer);
    }
  }
  const eligible = new Set(
    quotations.filter((q) => q.status === 'pending' || q.status === 'approved').map((q) => q.id),
  );
  for (const row of rows.values()) {
    let lowest: string | null = null;
    for (const offer of row.offers.values()) {
      if (!eligible.has(offer.quotationId) || offer.converted === null) continue;
      row.compared += 1;
      const order = lowest === null ? -1 : compare(parseDecimal(offer.converted)!, parseDecimal(lowest)!);
      if (order < 0) {
        lowest = offer.converted;
        row.best = new Set([offer.quotationId]);
      } else if (order === 0) row.best.add(offer.quotationId);
    }
  }
  const rank = (key: string) => {
    const index = requestedProducts.findIndex((p) => key === `rp:${p.id}`);
    return index < 0 ? requestedProducts.length : index;
  };
  // A stable sort: the request's products in their order, the rest as they came.
  return [...rows.values()].sort((a, b) => rank(a.key) - rank(b.key));
}
