import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { userRef } from './platform';
import { instant, primaryId } from './columns';

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  flag: text('flag').notNull(),
  decimals: integer('decimals').notNull().default(2),
  active: boolean('active').notNull().default(true),
});

/**
 * Exchange rates by pair and date: 1 `base` = `rate` `quote`. Never invented: each row names its
 * source ('ECB' daily reference rates, or 'manual' with who entered it) and when it was stored.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: primaryId(),
    base: text('base')
      .notNull()
      .references(() => currencies.code),
    quote: text('quote')
      .notNull()
      .references(() => currencies.code),
    rate: numeric('rate', { precision: 24, scale: 10 }).notNull(),
    rateDate: date('rate_date').notNull(),
    source: text('source').notNull(),
    fetchedAt: instant('fetched_at').notNull().defaultNow(),
    enteredBy: userRef('entered_by'),
  },
  (t) => [
    uniqueIndex('exchange_rates_pair_date_source_key').on(t.base, t.quote, t.rateDate, t.source),
    index('exchange_rates_pair_date_idx').on(t.base, t.quote, sql`${t.rateDate} desc`),
  ],
);
