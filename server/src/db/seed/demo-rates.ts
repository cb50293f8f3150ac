/**
 * Demo exchange rates (issue 30 §4): with demo data, a fresh installation that cannot reach the
 * ECB yet still compares a USD quotation and issues a CNY invoice. One rate from EUR to each
 * other currency, under the source 'demo' (shown as '(démo)'), dated the first day of the year
 * before the load, so every demo document finds a rate on or before its date. Rounded orders of
 * magnitude, not market figures. A real rate (ECB or entered by hand) always comes first for its
 * pair, whatever the dates (currency/service.ts currentRates, analytics/sql.ts rateOn); leaving
 * demo mode deletes these rows.
 */
import { DEMO_RATE_SOURCE } from '@comptoir/core/currency';
import type { Db } from '../client';
import { exchangeRates } from '../schema/index';

/** 1 EUR = rate quote. */
export const DEMO_RATES: Readonly<Record<'USD' | 'CNY' | 'MUR' | 'GBP', string>> = {
  USD: '1.0800',
  CNY: '7.8000',
  MUR: '50.0000',
  GBP: '0.8500',
};

export async function loadDemoRates(db: Db, now: Date = new Date()): Promise<void> {
  const rateDate = `${now.getUTCFullYear() - 1}-01-01`;
  await db
    .insert(exchangeRates)
    .values(
      Object.entries(DEMO_RATES).map(([quote, rate]) => ({
        base: 'EUR',
        quote,
        rate,
        rateDate,
        source: DEMO_RATE_SOURCE,
      })),
    )
    .onConflictDoNothing();
}
