import type { CurrencyCode, RateSource } from '@comptoir/core/currency';
import type { EcbErrorCode } from '@comptoir/core/modules/currency';

/** One rate as a source gives it: 1 `base` = `rate` `quote` on `rateDate`. */
export interface SourcedRate {
  base: CurrencyCode;
  quote: CurrencyCode;
  /** Positive decimal string ('.' separator, at most 10 decimals). */
  rate: string;
  /** YYYY-MM-DD */
  rateDate: string;
}

/** What a source hands over to be stored, in one transaction. */
export interface RateBatch {
  source: RateSource;
  rates: SourcedRate[];
  /** The user who entered the rates (manual source), else null. */
  enteredBy: string | null;
}

/**
 * Every origin of exchange rates sits behind this interface: the ECB's daily reference rates
 * (fetched) and the rates super admins enter (manual). `collect` returns validated rates or throws
 * a RateSourceError; storing them is common to all sources (see store.ts).
 */
export interface ExchangeRateSource<Input> {
  readonly name: RateSource;
  collect(input: Input): Promise<RateBatch>;
}

/** A source could not deliver: `code` is shown translated on the status panel, `detail` is technical. */
export class RateSourceError extends Error {
  constructor(
    readonly code: EcbErrorCode,
    readonly detail: string,
  ) {
    super(`${code}: ${detail}`);
    this.name = 'RateSourceError';
  }
}
