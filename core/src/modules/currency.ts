/** Currencies, exchange rates and conversion: the API's schemas (/api/currencies/*). */
import { z } from 'zod';
import { MAX_RATE, RATE_STORED_DECIMALS } from '../currency';
import { calendarDay, currencyField } from '../fields';
import { DECIMAL_PATTERN, compare, decimal, isPositive, parseDecimal } from '../money';
import { nullableTexts, texts } from '../contracts';

/** Automatic ECB refresh interval the screen announces (spec 000 §9: every 10 minutes). */
export const RATES_REFRESH_MINUTES = 10;

export const currencyCode = currencyField('currency.validation.unknownCurrency');

/** An amount as the API takes it: a decimal string with '.', negative allowed, no exponent. */
export const amountString = z
  .string({ error: 'currency.validation.amount' })
  .regex(DECIMAL_PATTERN, { error: 'currency.validation.amount' });

/** A rate a super admin enters: positive, at most 1e9, at most 10 decimals (what is stored). */
export const rateString = z
  .string({ error: 'currency.validation.rate' })
  .regex(DECIMAL_PATTERN, { error: 'currency.validation.rate', abort: true })
  .refine((v) => isPositiveDecimal(v), { error: 'currency.validation.rate', abort: true })
  .refine((v) => atMost(v, MAX_RATE), { error: 'currency.validation.rateTooLarge', abort: true })
  .refine((v) => (parseDecimal(v)?.scale ?? 0) <= RATE_STORED_DECIMALS, {
    error: 'currency.validation.rateDecimals',
  });

// Refinements run even after a failed check of the same string: they must accept anything.
function isPositiveDecimal(v: string): boolean {
  const d = parseDecimal(v);
  return d !== null && isPositive(d);
}
function atMost(v: string, max: string): boolean {
  const d = parseDecimal(v);
  return d !== null && compare(d, decimal(max)) <= 0;
}

/** Today's date wherever on Earth it is latest (UTC+14), so no user's "today" is refused as future. */
export function latestTodayIso(now: number = Date.now()): string {
  return new Date(now + 14 * 3600_000).toISOString().slice(0, 10);
}

/** YYYY-MM-DD, a real calendar date from 1999 (the euro), not in the future. */
export const rateDate = calendarDay('currency.validation.rateDate')
  .refine((v) => v >= '1999-01-01', { error: 'currency.validation.rateDate', abort: true })
  .refine((v) => v <= latestTodayIso(), { error: 'currency.validation.rateDateFuture' });

export const currencySchema = z.object({
  code: currencyCode,
  ...texts('name', 'symbol', 'flag'),
});
export type Currency = z.infer<typeof currencySchema>;
export const currenciesResponse = z.object({ items: z.array(currencySchema) });

export const ratePath = z.enum(['identity', 'direct', 'inverse', 'via-EUR']);

const rateFacts = {
  /** 4 decimals, for display. */
  rate: z.string(),
  /** The exact rate used (up to 10 decimals). */
  rateExact: z.string(),
  /** YYYY-MM-DD; null for the identity. */
  rateDate: z.string().nullable(),
  /** 'ECB', 'manual', or 'ECB + manual' through EUR; null for the identity. */
  source: z.string().nullable(),
  updatedAt: z.string().nullable(),
  path: ratePath,
  legs: z.array(
    z.object({
      ...texts('base', 'quote', 'rate', 'rateDate', 'source'),
      inverted: z.boolean(),
    }),
  ),
};

export const ratesQuery = z.object({ base: currencyCode.optional() });
export const rateEntry = z.discriminatedUnion('unavailable', [
  z.object({ currency: currencyCode, unavailable: z.literal(false), ...rateFacts }),
  z.object({ currency: currencyCode, unavailable: z.literal(true), message: z.string() }),
]);
export type RateEntry = z.infer<typeof rateEntry>;
export const ratesResponse = z.object({ base: currencyCode, rates: z.array(rateEntry) });
export type RatesResponse = z.infer<typeof ratesResponse>;

export const convertBody = z.object({ amount: amountString, from: currencyCode, to: currencyCode });
export type ConvertBody = z.infer<typeof convertBody>;
/**
 * When no rate is known the answer is 200 `{ unavailable: true, message }` ('taux indisponible'):
 * not an error of the request, an answer the screen shows as such. Never a conversion at 1.
 */
export const convertResponse = z.discriminatedUnion('unavailable', [
  z.object({
    unavailable: z.literal(false),
    /** 2 decimals. */
    amount: z.string(),
    from: currencyCode,
    to: currencyCode,
    ...rateFacts,
  }),
  z.object({ unavailable: z.literal(true), from: currencyCode, to: currencyCode, message: z.string() }),
]);
export type ConvertResponse = z.infer<typeof convertResponse>;

export const manualRateBody = z
  .object({ base: currencyCode, quote: currencyCode, rate: rateString, rateDate })
  .refine((v) => v.base !== v.quote, { error: 'currency.validation.samePair', path: ['quote'] });
export type ManualRateBody = z.infer<typeof manualRateBody>;

export const storedRateSchema = z.object({
  id: z.uuid(),
  base: currencyCode,
  quote: currencyCode,
  ...texts('rate', 'rateDate', 'source', 'updatedAt'),
  enteredBy: z.uuid().nullable(),
});
export type StoredRateRecord = z.infer<typeof storedRateSchema>;

/** Why the last ECB refresh failed; the screen translates `currency.ecbErrors.<code>`. */
export const ECB_ERROR_CODES = [
  'network',
  'timeout',
  'http_status',
  'too_large',
  'invalid_xml',
  'doctype',
  'invalid_rate',
  'invalid_date',
  'no_rates',
  'storage',
] as const;
export type EcbErrorCode = (typeof ECB_ERROR_CODES)[number];

export const ratesStatus = z.object({
  ecb: z.object({
    /** Automatic fetching (start-up and timer) is on. */
    enabled: z.boolean(),
    refreshMinutes: z.number().int(),
    cacheMinutes: z.number().int(),
    lastSuccessAt: z.string().nullable(),
    lastRateDate: z.string().nullable(),
    lastError: z.enum(ECB_ERROR_CODES).nullable(),
    ...nullableTexts('lastErrorDetail', 'lastErrorAt', 'nextRefreshAt'),
  }),
  manual: z.object({ count: z.number().int(), lastEntryAt: z.string().nullable() }),
});
export type RatesStatus = z.infer<typeof ratesStatus>;

export const refreshResponse = ratesStatus.extend({
  /** What this call did: fetched, answered from the cache (last success too recent), or failed. */
  refresh: z.enum(['fetched', 'cached', 'failed']),
});
export type RefreshResponse = z.infer<typeof refreshResponse>;

export const baseCurrencyBody = z.object({ currency: currencyCode });
export const baseCurrencyResponse = z.object({ currency: currencyCode });
