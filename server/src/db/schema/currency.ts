import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './platform';

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
    id: uuid('id').primaryKey().defaultRandom(),
    base: text('base')
      .notNull()
      .references(() => currencies.code),
    quote: text('quote')
      .notNull()
      .references(() => currencies.code),
    rate: numeric('rate', { precision: 24, scale: 10 }).notNull(),
    rateDate: date('rate_date').notNull(),
    source: text('source').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
    enteredBy: uuid('entered_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('exchange_rates_pair_date_source_key').on(t.base, t.quote, t.rateDate, t.source),
    index('exchange_rates_pair_date_idx').on(t.base, t.quote, sql`${t.rateDate} desc`),
  ],
);
