import { and, asc, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import {
  CURRENCY_CODES,
  DEFAULT_BASE_CURRENCY,
  convert,
  isCurrencyCode,
  rateStrings,
  type CurrencyCode,
  type ResolvedRate,
  type StoredRate,
} from '@comptoir/core/currency';
import type { Currency, StoredRateRecord } from '@comptoir/core/modules/currency';
import type { Db } from '../../db/client';
import { currencies, exchangeRates, userSettings } from '../../db/schema/index';
import type { RateBatch } from './sources/types';
import { DEMO_RATE_SOURCE } from '@comptoir/core/currency';
import { add, decimal, round, toPlainString, type Decimal } from '@comptoir/core/money';
import { amountString, pick } from '../../platform/service';

/** Anything that can run queries: the database or a transaction. */
type Runner = Pick<Db, 'select' | 'insert' | 'selectDistinctOn'>;

export async function listCurrencies(db: Db): Promise<Currency[]> {
  const rows = await db
    .select(pick(currencies, ['code', 'name', 'symbol', 'flag']))
    .from(currencies)
    .where(and(eq(currencies.active, true), inArray(currencies.code, [...CURRENCY_CODES])));
  const order = (code: string) => CURRENCY_CODES.indexOf(code as CurrencyCode);
  return rows
    .filter((r): r is Currency => isCurrencyCode(r.code))
    .sort((a, b) => order(a.code) - order(b.code));
}

/**
 * The current rate of every pair (latest rate date, then latest stored; one row per pair), or the
 * rate of each pair as published on or before `onOrBefore` (the day an invoice is issued, say).
 */
export async function currentRates(db: Runner, onOrBefore?: string): Promise<StoredRate[]> {
  const rows = await db
    .selectDistinctOn([exchangeRates.base, exchangeRates.quote], {
      ...pick(exchangeRates, ['base', 'quote', 'rate', 'rateDate', 'source', 'fetchedAt']),
    })
    .from(exchangeRates)
    .where(onOrBefore ? sql`${exchangeRates.rateDate} <= ${onOrBefore}` : undefined)
    .orderBy(
      asc(exchangeRates.base),
      asc(exchangeRates.quote),
      // A real rate (ECB, entered by hand) before a demo one, whatever their dates.
      asc(sql`${exchangeRates.source} = ${DEMO_RATE_SOURCE}`),
      desc(exchangeRates.rateDate),
      desc(exchangeRates.fetchedAt),
    );
  return rows.map((r) => ({
    ...pick(r, ['base', 'quote', 'rate', 'rateDate', 'source']),
    updatedAt: r.fetchedAt.toISOString(),
  }));
}

/**
 * Amounts in several currencies converted into `base` at `rates` and added: the exact sum, the
 * currencies without a rate (left out of it: never converted at 1) and the oldest rate date used.
 */
export function convertedSum(
  rates: readonly StoredRate[],
  sums: readonly { currency: string; amount: string }[],
  base: string,
): { sum: Decimal; missingRates: string[]; rateDate: string | null } {
  let sum: Decimal = { units: 0n, scale: 2 };
  let rateDate: string | null = null;
  const missingRates: string[] = [];
  for (const s of sums) {
    const converted = convert(rates, amountString(s.amount), s.currency, base);
    if (converted.unavailable) {
      missingRates.push(s.currency);
      continue;
    }
    sum = add(sum, decimal(converted.amount));
    const date = converted.rate.rateDate;
    if (date && (!rateDate || date < rateDate)) rateDate = date;
  }
  return { sum, missingRates, rateDate };
}

/**
 * Per-currency sums converted into `base` at the current rates (read only when a currency differs
 * from it), added, rounded once to 2 decimals; zero sums left out. A currency without a rate makes
 * the total unknown (null), never converted at 1: `missingRates` (sorted) says which.
 */
export async function totalInBase(
  db: Runner,
  sums: readonly { currency: string; amount: string }[],
  base: string,
): Promise<{ amount: string | null; missingRates: string[]; rateDate: string | null }> {
  const nonZero = sums.filter((s) => decimal(amountString(s.amount)).units !== 0n);
  const rates = nonZero.some((s) => s.currency !== base) ? await currentRates(db) : [];
  const { sum, missingRates, rateDate } = convertedSum(rates, nonZero, base);
  missingRates.sort();
  return { amount: missingRates.length ? null : toPlainString(round(sum, 2)), missingRates, rateDate };
}

/** A resolved rate as the API shows it. */
export function presentRate(resolved: ResolvedRate) {
  return {
    ...rateStrings(resolved.value),
    ...pick(resolved, ['rateDate', 'source', 'updatedAt', 'path']),
    legs: resolved.legs.map((l) => ({
      base: l.rate.base,
      quote: l.rate.quote,
      rate: l.rate.rate,
      rateDate: l.rate.rateDate,
      source: l.rate.source,
      inverted: l.inverted,
    })),
  };
}

type RateRow = typeof exchangeRates.$inferSelect;

export function presentStored(row: RateRow): StoredRateRecord {
  return {
    id: row.id,
    base: row.base as CurrencyCode,
    quote: row.quote as CurrencyCode,
    rate: row.rate,
    rateDate: row.rateDate,
    source: row.source,
    updatedAt: row.fetchedAt.toISOString(),
    enteredBy: row.enteredBy,
  };
}

/**
 * Stores a source's batch: one row per pair, date and source; storing the same key again (the ECB
 * republishing a day, a super admin correcting an entry) updates the rate and its time.
 */
export async function storeBatch(db: Runner, batch: RateBatch, at: Date = new Date()): Promise<RateRow[]> {
  if (batch.rates.length === 0) return [];
  return db
    .insert(exchangeRates)
    .values(
      batch.rates.map((r) => ({
        ...pick(r, ['base', 'quote', 'rate', 'rateDate']),
        source: batch.source,
        fetchedAt: at,
        enteredBy: batch.enteredBy,
      })),
    )
    .onConflictDoUpdate({
      target: [exchangeRates.base, exchangeRates.quote, exchangeRates.rateDate, exchangeRates.source],
      set: {
        rate: sql`excluded.rate`,
        fetchedAt: sql`excluded.fetched_at`,
        enteredBy: sql`excluded.entered_by`,
      },
    })
    .returning();
}

export async function findRate(
  db: Runner,
  key: { base: string; quote: string; rateDate: string; source: string },
): Promise<RateRow | undefined> {
  const [row] = await db
    .select()
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.base, key.base),
        eq(exchangeRates.quote, key.quote),
        eq(exchangeRates.rateDate, key.rateDate),
        eq(exchangeRates.source, key.source),
      ),
    );
  return row;
}

/** The last time a source's rates were stored, and the latest rate date it gave. */
export async function sourceSummary(db: Db, source: string) {
  const [row] = await db
    .select({ lastAt: max(exchangeRates.fetchedAt), lastDate: max(exchangeRates.rateDate), n: count() })
    .from(exchangeRates)
    .where(eq(exchangeRates.source, source));
  const lastAt = row?.lastAt ? new Date(row.lastAt) : null;
  return { lastAt, lastDate: row?.lastDate ?? null, count: Number(row?.n ?? 0) };
}

export async function getBaseCurrency(db: Db, userId: string): Promise<CurrencyCode> {
  const [row] = await db
    .select({ baseCurrency: userSettings.baseCurrency })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return isCurrencyCode(row?.baseCurrency) ? row.baseCurrency : DEFAULT_BASE_CURRENCY;
}

export async function setBaseCurrency(db: Db, userId: string, currency: CurrencyCode): Promise<void> {
  await db
    .insert(userSettings)
    .values({ userId, baseCurrency: currency })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { baseCurrency: currency, updatedAt: new Date() },
    });
}
