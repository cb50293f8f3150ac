import { and, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  QUOTATION_CURRENCIES,
  type ConvertedAmount,
  type QuotationStatus,
} from '@comptoir/core/modules/quotations';
import {
  latestByPair,
  rateStrings,
  resolveRate,
  type CurrencyCode,
  type ResolvedRate,
} from '@comptoir/core/currency';
import { decimal, ratio, ratioMultiply, roundAmount, type Ratio } from '@comptoir/core/money';
import type { Db } from '../../../db/client';
import { quotations } from '../../../db/schema/index';
import { currentRates, getBaseCurrency } from '../../currency/service';
import { type Reader, todayIso } from './shared';

// ---------------------------------------------------------------------------------------------
// Status in SQL

/** Pending and still valid on `today` (valid_until inclusive). */
export const stillPending = (today: string): SQL =>
  and(
    eq(quotations.status, 'pending'),
    or(isNull(quotations.validUntil), gte(quotations.validUntil, today)),
  )!;
const expiredSql = (today: string): SQL =>
  and(eq(quotations.status, 'pending'), lt(quotations.validUntil, today))!;
/** The quotations that compete for the best price and the average: pending (not expired) or approved. */
export const eligibleSql = (today: string): SQL =>
  or(eq(quotations.status, 'approved'), stillPending(today))!;

export function statusWhere(status: QuotationStatus, today: string): SQL {
  if (status === 'pending') return stillPending(today);
  if (status === 'expired') return expiredSql(today);
  return eq(quotations.status, status);
}

// ---------------------------------------------------------------------------------------------
// Conversion

/** What a reader compares prices with: their base currency, the current rates, today. */
export interface Pricing {
  base: CurrencyCode;
  rates: ReturnType<typeof latestByPair>;
  today: string;
}

export async function pricingFor(db: Reader, userId: string): Promise<Pricing> {
  // getBaseCurrency only selects: a transaction serves as well as the database.
  const [base, rates] = await Promise.all([getBaseCurrency(db as Db, userId), currentRates(db)]);
  return { base, rates: latestByPair(rates), today: todayIso() };
}

export const rateOf = (pricing: Pricing, currency: string): ResolvedRate | null =>
  resolveRate(pricing.rates, currency, pricing.base);

export const exact = (amount: string): Ratio => ratio(decimal(amount));

export function converted(pricing: Pricing, total: string, currency: string): ConvertedAmount | null {
  const rate = rateOf(pricing, currency);
  if (!rate) return null;
  return {
    amount: roundAmount(ratioMultiply(exact(total), rate.value)),
    currency: pricing.base,
    rate: rateStrings(rate.value).rate,
    rateDate: rate.rateDate,
    source: rate.source,
  };
}

/** `amount / quantity`, exact, for the unit price. */
export const perUnit = (amount: Ratio, quantity: string): Ratio => {
  const q = exact(quantity);
  return { num: amount.num * q.den, den: amount.den * q.num };
};

/**
 * The converted total as a SQL expression (for the price sort): the quotation's total times its
 * currency's exact rate to the base currency, rounded to cents like the API; null without a rate.
 */
export function convertedSql(pricing: Pricing): SQL {
  const cases: SQL[] = [];
  for (const currency of QUOTATION_CURRENCIES) {
    const rate = rateOf(pricing, currency);
    if (!rate) continue;
    cases.push(
      sql`when ${currency} then round(${quotations.totalPrice} * ${rate.value.num.toString()}::numeric / ${rate.value.den.toString()}::numeric, 2)`,
    );
  }
  if (cases.length === 0) return sql`null::numeric`;
  return sql`(case ${quotations.currency} ${sql.join(cases, sql` `)} else null end)`;
}
