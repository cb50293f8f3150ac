import { inArray, sql } from 'drizzle-orm';
import {
  compare,
  decimal,
  divideRounded,
  ratioMultiply,
  roundAmount,
  toPlainString,
  type Ratio,
} from '@comptoir/core/money';
import { quotations } from '../../../db/schema/index';
import { type Pricing, eligibleSql, exact, pricingFor, rateOf, stillPending } from './pricing';
import { type Reader, todayIso } from './shared';

// ---------------------------------------------------------------------------------------------
// Best price and statistics

export interface PriceSummary {
  total: number;
  pending: number;
  bestPrice: { amount: string; currency: string; quotationId: string } | null;
  average: { amount: string; currency: string } | null;
}

interface SummaryRow {
  productId: string;
  currency: string;
  total: number | string;
  pending: number | string;
  eligible: number | string;
  sum: string | null;
  min: string | null;
  bestId: string | null;
  /** When the group's best was entered, epoch seconds (ties across currencies go to the earlier one). */
  bestAt: string | null;
}

/** The product × currency groups of the products' quotations, in one query ('today' decides expiry). */
async function summaryRows(db: Reader, productIds: readonly string[], today: string): Promise<SummaryRow[]> {
  if (productIds.length === 0) return [];
  const eligible = eligibleSql(today);
  return (await db
    .select({
      productId: quotations.requestedProductId,
      currency: quotations.currency,
      total: sql<number>`count(*)::int`,
      pending: sql<number>`(count(*) filter (where ${stillPending(today)}))::int`,
      eligible: sql<number>`(count(*) filter (where ${eligible}))::int`,
      sum: sql<string | null>`(sum(${quotations.totalPrice}) filter (where ${eligible}))::text`,
      min: sql<string | null>`(min(${quotations.totalPrice}) filter (where ${eligible}))::text`,
      bestId: sql<
        string | null
      >`((array_agg(${quotations.id} order by ${quotations.totalPrice} asc, ${quotations.createdAt} asc, ${quotations.id} asc) filter (where ${eligible}))[1])::text`,
      bestAt: sql<
        string | null
      >`((array_agg(extract(epoch from ${quotations.createdAt}) order by ${quotations.totalPrice} asc, ${quotations.createdAt} asc, ${quotations.id} asc) filter (where ${eligible}))[1])::text`,
    })
    .from(quotations)
    .where(inArray(quotations.requestedProductId, [...productIds]))
    .groupBy(quotations.requestedProductId, quotations.currency)
    .orderBy(quotations.requestedProductId, quotations.currency)) as SummaryRow[];
}

/**
 * Counts, best price and average of each product's quotations. Best price: the lowest converted
 * total among the eligible quotations whose currency has a rate (ties: the one entered first); the
 * average is exact over the same quotations, rounded once.
 */
function summarize(
  rows: readonly SummaryRow[],
  productIds: readonly string[],
  pricing: Pricing,
): Map<string, PriceSummary> {
  const out = new Map<string, PriceSummary>();
  const byProduct = new Map<string, SummaryRow[]>();
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  for (const productId of productIds) {
    const groups = byProduct.get(productId) ?? [];
    let best: { amount: string; quotationId: string; at: number } | null = null;
    let sum: Ratio = { num: 0n, den: 1n };
    let counted = 0;
    for (const g of groups) {
      if (Number(g.eligible) === 0 || g.min === null || g.sum === null || g.bestId === null) continue;
      const rate = rateOf(pricing, g.currency);
      if (!rate) continue;
      const lowest = roundAmount(ratioMultiply(exact(g.min), rate.value));
      const at = Number(g.bestAt);
      const order = best ? compare(decimal(lowest), decimal(best.amount)) : -1;
      if (!best || order < 0 || (order === 0 && at < best.at)) {
        best = { amount: lowest, quotationId: g.bestId, at };
      }
      const part = ratioMultiply(exact(g.sum), rate.value);
      sum = { num: sum.num * part.den + part.num * sum.den, den: sum.den * part.den };
      counted += Number(g.eligible);
    }
    out.set(productId, {
      total: groups.reduce((n, g) => n + Number(g.total), 0),
      pending: groups.reduce((n, g) => n + Number(g.pending), 0),
      bestPrice: best ? { amount: best.amount, currency: pricing.base, quotationId: best.quotationId } : null,
      average:
        counted > 0
          ? {
              amount: toPlainString({
                units: divideRounded(sum.num * 100n, sum.den * BigInt(counted)),
                scale: 2,
              }),
              currency: pricing.base,
            }
          : null,
    });
  }
  return out;
}

export async function priceSummaries(
  db: Reader,
  productIds: readonly string[],
  pricing: Pricing,
): Promise<Map<string, PriceSummary>> {
  return summarize(await summaryRows(db, productIds, pricing.today), productIds, pricing);
}

/**
 * The requested products' counters (spec §3: quotationCount, bestPrice) for the demandes module:
 * one grouped query for all the products; the reader's base currency and the current rates are
 * read only when some product has quotations.
 */
export async function quotationCounters(
  db: Reader,
  productIds: readonly string[],
  userId: string,
): Promise<Map<string, { quotationCount: number; bestPrice: { amount: string; currency: string } | null }>> {
  const out = new Map<
    string,
    { quotationCount: number; bestPrice: { amount: string; currency: string } | null }
  >();
  const rows = await summaryRows(db, productIds, todayIso());
  if (rows.length === 0) return out;
  const pricing = await pricingFor(db, userId);
  for (const [productId, s] of summarize(rows, productIds, pricing)) {
    out.set(productId, {
      quotationCount: s.total,
      bestPrice: s.bestPrice ? { amount: s.bestPrice.amount, currency: s.bestPrice.currency } : null,
    });
  }
  return out;
}
