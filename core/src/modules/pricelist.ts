/**
 * Price lists by zone (module `pricelist`, /api/pricelists): a product's price per zone, with its
 * currency and optional validity dates. Zod messages are i18n keys of the `pricelist` namespace.
 */
import { z } from 'zod';
import { PRODUCT_CATEGORIES, PRODUCT_CURRENCIES, ZONES } from './catalogue';
import { decimal, divideRounded, subtract } from '../money';
import { calendarDay, currencyField, decimalField, isCalendarDay, uuidField } from '../fields';
import { listResponse, pageFields, sortFields, texts } from '../contracts';

export const PRICELIST_DEFAULT_PAGE_SIZE = 20;
export const PRICELIST_MAX_PAGE_SIZE = 100;
/** Largest price accepted: numeric(14, 2) holds 12 integer digits. */
export const MAX_ZONE_PRICE = '999999999999.99';

/** The spreadsheet columns of the export (and of the import). */
export const PRICELIST_EXPORT_COLUMNS = [
  'référence',
  'produit',
  'zone',
  'prix',
  'devise',
  'valide du',
  'valide au',
] as const;

export const zoneField = z.enum(ZONES, { error: 'pricelist.validation.zone' });
export const priceCurrencyField = currencyField('pricelist.validation.currency', PRODUCT_CURRENCIES);

/** A price: '.' decimal string, at most 2 decimals, ≥ 0, within numeric(14, 2) (MAX_ZONE_PRICE). */
export const zonePriceField = decimalField('pricelist.validation.price', {
  input: 'plain',
  scale: 2,
  integerDigits: 12,
  negativeKey: 'pricelist.validation.priceNegative',
  decimalsKey: 'pricelist.validation.priceDecimals',
  tooLargeKey: 'pricelist.validation.priceTooLarge',
});

/** An optional validity date: YYYY-MM-DD, or null/'' for open-ended. */
export const validityDateField = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  calendarDay('pricelist.validation.date').nullable(),
);

const periodRule = (v: { validFrom?: string | null; validTo?: string | null }) =>
  !v.validFrom || !v.validTo || v.validFrom <= v.validTo;
const periodIssue = { error: 'pricelist.validation.period', path: ['validTo'] };

/** A zone price: its zone, price and currency, and its validity period. */
const zonePriceFields = z.object({
  zone: zoneField,
  price: zonePriceField,
  currency: priceCurrencyField,
  validFrom: validityDateField.optional(),
  validTo: validityDateField.optional(),
});

export const createZonePriceBody = z
  .object({ productId: uuidField('pricelist.validation.product'), ...zonePriceFields.shape })
  .refine(periodRule, periodIssue);
export type CreateZonePriceBody = z.input<typeof createZonePriceBody>;

export const updateZonePriceBody = zonePriceFields.partial().refine(periodRule, periodIssue);
export type UpdateZonePriceBody = z.input<typeof updateZonePriceBody>;

/** The editor's form: one period of one product in one zone. */
export const zonePriceForm = z
  .object({
    price: zonePriceField,
    currency: priceCurrencyField,
    validFrom: validityDateField,
    validTo: validityDateField,
  })
  .refine(periodRule, periodIssue);
export type ZonePriceFormValues = z.input<typeof zonePriceForm>;

export const PRICELIST_SORTS = ['reference', 'name', 'category', 'price'] as const;

const textFilter = z.string().trim().max(200, { error: 'errors.invalidValue' }).optional();

/** Filters of the grid and of the export. */
export const priceListFilters = z.object({
  q: textFilter,
  category: z.enum(PRODUCT_CATEGORIES, { error: 'errors.invalidValue' }).optional(),
  zone: zoneField.optional(),
  ...sortFields(PRICELIST_SORTS, 'reference', 'asc'),
});

export const listPriceListQuery = priceListFilters.extend({
  ...pageFields(PRICELIST_DEFAULT_PAGE_SIZE, PRICELIST_MAX_PAGE_SIZE),
});
export type ListPriceListQuery = z.input<typeof listPriceListQuery>;

export const exportPriceListQuery = priceListFilters.extend({
  format: z.enum(['xlsx', 'csv'], { error: 'errors.invalidValue' }).optional().default('xlsx'),
});

export const money = z.object({ amount: z.string(), currency: z.string() });

/** Why a margin could not be computed. */
export const MARGIN_REASONS = ['rateUnavailable', 'baseZero'] as const;

export const zonePriceOut = z.object({
  id: z.uuid(),
  zone: z.string(),
  price: money,
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  /** (zone price − base price converted) ÷ base price converted × 100, 2 decimals; null with a reason. */
  marginPercent: z.string().nullable(),
  marginReason: z.enum(MARGIN_REASONS).nullable(),
  /** The base price converted into the zone price's currency (null when no rate). */
  baseConverted: money.nullable(),
  /** The rate used: date and path, null for the same currency. */
  rateDate: z.string().nullable(),
  /** 'current' today, 'future' not yet valid, 'expired' no longer valid. */
  status: z.enum(['current', 'future', 'expired']),
  current: z.boolean(),
  updatedAt: z.string(),
});
export type ZonePriceOut = z.infer<typeof zonePriceOut>;

export const priceListRow = z.object({
  product: z.object({
    id: z.uuid(),
    ...texts('reference', 'name', 'category'),
    basePrice: money,
  }),
  prices: z.array(zonePriceOut),
});
export type PriceListRow = z.infer<typeof priceListRow>;

export const priceListPage = listResponse(
  priceListRow,
  {
    /** The day the statuses and margins were computed for (YYYY-MM-DD). */
    today: z.string(),
  },
  true,
);
export type PriceListPage = z.infer<typeof priceListPage>;

export const resolvePriceQuery = z.object({
  productId: uuidField('pricelist.validation.product'),
  zone: zoneField,
  date: calendarDay('pricelist.validation.date').optional(),
});

export const resolvedPrice = z.object({
  price: money,
  source: z.enum(['zone', 'base']),
  zone: z.string(),
  date: z.string(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  priceId: z.uuid().nullable(),
});
export type ResolvedPrice = z.infer<typeof resolvedPrice>;

/** A period, `null` ends being open. */
export interface Period {
  validFrom: string | null;
  validTo: string | null;
}

/** Two periods overlap when each starts before the other ends (inclusive days; null is open-ended). */
export function periodsOverlap(a: Period, b: Period): boolean {
  const aStartsBeforeBEnds = a.validFrom === null || b.validTo === null || a.validFrom <= b.validTo;
  const bStartsBeforeAEnds = b.validFrom === null || a.validTo === null || b.validFrom <= a.validTo;
  return aStartsBeforeBEnds && bStartsBeforeAEnds;
}

/** Whether a period includes a day. */
export function periodIncludes(p: Period, day: string): boolean {
  return (p.validFrom === null || p.validFrom <= day) && (p.validTo === null || day <= p.validTo);
}

export function periodStatus(p: Period, day: string): 'current' | 'future' | 'expired' {
  if (p.validFrom !== null && day < p.validFrom) return 'future';
  if (p.validTo !== null && day > p.validTo) return 'expired';
  return 'current';
}

/**
 * The period that applies on `day`: among those that include it, the latest start wins (an open
 * start counts as the earliest); ties go to the most recently updated.
 */
export function pickApplicable<T extends Period & { updatedAt?: string }>(
  periods: readonly T[],
  day: string,
): T | null {
  let best: T | null = null;
  for (const p of periods) {
    if (!periodIncludes(p, day)) continue;
    if (!best) {
      best = p;
      continue;
    }
    const a = p.validFrom ?? '';
    const b = best.validFrom ?? '';
    if (a > b || (a === b && (p.updatedAt ?? '') > (best.updatedAt ?? ''))) best = p;
  }
  return best;
}

/**
 * Margin in percent, 2 decimals, rounded half away from zero: (price − base) ÷ base × 100, both
 * in the same currency. Null when the base is zero.
 */
export function marginPercent(price: string, base: string): string | null {
  const p = decimal(price);
  const b = decimal(base);
  if (b.units === 0n) return null;
  const diff = subtract(p, b);
  // diff/b * 100 with 2 decimals: (diff.units * 10^b.scale * 10000) / (b.units * 10^diff.scale)
  const num = diff.units * 10n ** BigInt(b.scale) * 10000n;
  const den = b.units * 10n ** BigInt(diff.scale);
  const hundredths = divideRounded(num, den);
  const negative = hundredths < 0n;
  const abs = negative ? -hundredths : hundredths;
  const s = abs.toString().padStart(3, '0');
  return `${negative ? '-' : ''}${s.slice(0, -2)}.${s.slice(-2)}`;
}

// ---------------------------------------------------------------------------------------------
// Import (through the shared import engine): columns référence, zone, prix, devise, valide du, valide au.

export const PRICELIST_IMPORT_FIELDS = [
  'reference',
  'zone',
  'price',
  'currency',
  'validFrom',
  'validTo',
] as const;
export type PriceListImportField = (typeof PRICELIST_IMPORT_FIELDS)[number];
export const PRICELIST_IMPORT_REQUIRED: readonly PriceListImportField[] = ['reference', 'zone', 'price'];

/** Header names recognised for each field, compared after `normalizeHeader` (no accents, lower case). */
export const PRICELIST_HEADER_SYNONYMS: Record<PriceListImportField, readonly string[]> = {
  reference: ['reference', 'ref', 'sku', 'code', 'code produit', 'reference produit'],
  zone: ['zone', 'region', 'location', 'localisation', 'marche'],
  price: ['prix', 'price', 'tarif', 'prix zone', 'prix de vente', 'montant'],
  currency: ['devise', 'currency', 'monnaie'],
  validFrom: ['valide du', 'valid from', 'du', 'debut', 'date debut', 'date de debut', 'from', 'start'],
  validTo: ['valide au', 'valid to', 'au', 'fin', 'date fin', 'date de fin', 'to', 'end', 'until'],
};

/**
 * A date cell as YYYY-MM-DD: ISO text, French dd/mm/yyyy (or dd-mm-yyyy, dd.mm.yyyy), or an
 * Excel serial day number. '' -> null (open-ended); anything else -> 'invalid'.
 */
export function parseImportDate(cell: string | number | boolean | null): string | null | 'invalid' {
  if (cell === null || cell === '') return null;
  if (typeof cell === 'boolean') return 'invalid';
  if (typeof cell === 'number') {
    if (!Number.isInteger(cell) || cell < 1 || cell > 2_958_465) return 'invalid';
    const day = new Date(Date.UTC(1899, 11, 30) + cell * 86_400_000).toISOString().slice(0, 10);
    return isCalendarDay(day) ? day : 'invalid';
  }
  const text = cell.trim();
  if (!text) return null;
  if (isCalendarDay(text)) return text;
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (m) {
    const iso = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
    if (isCalendarDay(iso)) return iso;
  }
  return 'invalid';
}
