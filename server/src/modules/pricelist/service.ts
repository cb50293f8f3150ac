import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { convert, type StoredRate } from '@comptoir/core/currency';
import { translate, type Language } from '@comptoir/core/i18n/index';

import {
  PRICELIST_MAX_PAGE_SIZE,
  marginPercent,
  periodStatus,
  periodsOverlap,
  pickApplicable,
  type PriceListPage,
  type ResolvedPrice,
  type ZonePriceOut,
} from '@comptoir/core/modules/pricelist';
import { listPage, searchWhere, sortOrder, tableTotal, type SortSpec } from '../../db/list-query';
import type { Db } from '../../db/client';
import { productZonePrices, products } from '../../db/schema/index';
import type { AuthContext } from '../../platform/access';
import { auditFor, groupBy, pick } from '../../platform/service';
import { AppError, notFound } from '../../platform/errors';
import { requestLanguage } from '../../platform/i18n';
import { currentRates } from '../currency/service';
import { todayIso } from '../sales/numbering';

const audit = auditFor('product_zone_price');

type ZonePriceRow = typeof productZonePrices.$inferSelect;

export interface PriceListFilters {
  q?: string | undefined;
  category?: string | undefined;
  zone?: string | undefined;
  sort: 'reference' | 'name' | 'category' | 'price';
  order: 'asc' | 'desc';
}

export interface ActionContext {
  db: Db;
  request: FastifyRequest;
  auth: AuthContext;
}

function productWhere(filters: Pick<PriceListFilters, 'q' | 'category'>): SQL | undefined {
  return and(
    searchWhere(filters.q, { searchText: products.searchText }),
    filters.category ? eq(products.category, filters.category) : undefined,
  );
}

const PRODUCT_SORT: SortSpec<PriceListFilters['sort']> = {
  keys: {
    reference: sql`lower(${products.reference})`,
    name: products.nameFolded,
    category: products.category,
    price: products.price,
  },
  fallback: 'reference',
  id: products.id,
};

const productOrder = (filters: Pick<PriceListFilters, 'sort' | 'order'>): SQL[] =>
  sortOrder(PRODUCT_SORT, filters.sort, filters.order);

interface BaseProduct {
  price: string;
  currency: string;
}

/** A zone price as the API shows it, with its margin against the product's base price. */
export function presentZonePrice(
  row: ZonePriceRow,
  base: BaseProduct,
  rates: readonly StoredRate[] | Map<string, StoredRate>,
  today: string,
): ZonePriceOut {
  const conversion = convert(rates, base.price, base.currency, row.currency);
  let margin: string | null = null;
  let reason: ZonePriceOut['marginReason'] = null;
  let baseConverted: ZonePriceOut['baseConverted'] = null;
  let rateDate: string | null = null;
  if (conversion.unavailable) {
    reason = 'rateUnavailable';
  } else {
    baseConverted = { amount: conversion.amount, currency: row.currency };
    rateDate = conversion.rate.rateDate;
    margin = marginPercent(row.price, conversion.amount);
    if (margin === null) reason = 'baseZero';
  }
  const status = periodStatus(row, today);
  return {
    id: row.id,
    zone: row.zone,
    price: { amount: row.price, currency: row.currency },
    validFrom: row.validFrom,
    validTo: row.validTo,
    marginPercent: margin,
    marginReason: reason,
    baseConverted,
    rateDate,
    status,
    current: false,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The grid: a page of products (SQL), then all their zone prices in one query. */
export async function listPriceList(
  db: Db,
  filters: PriceListFilters,
  page: number,
  pageSize: number,
  today: string = todayIso(),
): Promise<PriceListPage> {
  const where = productWhere(filters);
  const { items: rows, total } = await listPage({
    select: db
      .select(pick(products, ['id', 'reference', 'name', 'category', 'price', 'currency']))
      .from(products)
      .$dynamic(),
    where,
    orderBy: productOrder(filters),
    page: { page, pageSize },
    total: tableTotal(db, products, where),
    maxPageSize: PRICELIST_MAX_PAGE_SIZE,
  });
  const ids = rows.map((r) => r.id);
  const prices = ids.length
    ? await db
        .select()
        .from(productZonePrices)
        .where(
          and(
            inArray(productZonePrices.productId, ids),
            filters.zone ? eq(productZonePrices.zone, filters.zone) : undefined,
          ),
        )
        .orderBy(
          asc(productZonePrices.productId),
          asc(productZonePrices.zone),
          sql`${productZonePrices.validFrom} asc nulls first`,
        )
    : [];
  const rates = prices.length ? await currentRates(db) : [];
  const byProduct = groupBy(prices, (p) => p.productId);
  const items = rows.map((product) => {
    const own = byProduct.get(product.id) ?? [];
    const presented = own.map((row) => presentZonePrice(row, product, rates, today));
    // Mark, per zone, the period that applies today.
    const zones = new Set(own.map((r) => r.zone));
    for (const zone of zones) {
      const applicable = pickApplicable(
        presented.filter((p) => p.zone === zone),
        today,
      );
      if (applicable) applicable.current = true;
    }
    return {
      product: {
        ...pick(product, ['id', 'reference', 'name', 'category']),
        basePrice: { amount: product.price, currency: product.currency },
      },
      prices: presented,
    };
  });
  return { items, total, page, pageSize, today };
}

/** Rows of the export: one per zone price of the matching products, ordered by reference. */
export async function priceListForExport(db: Db, filters: PriceListFilters) {
  const where = and(
    productWhere(filters),
    filters.zone ? eq(productZonePrices.zone, filters.zone) : undefined,
  );
  return db
    .select({
      reference: products.reference,
      name: products.name,
      ...pick(productZonePrices, ['zone', 'price', 'currency', 'validFrom', 'validTo']),
    })
    .from(productZonePrices)
    .innerJoin(products, eq(products.id, productZonePrices.productId))
    .where(where)
    .orderBy(
      ...productOrder(filters),
      asc(productZonePrices.zone),
      sql`${productZonePrices.validFrom} asc nulls first`,
    );
}

async function findProduct(db: Pick<Db, 'select'>, productId: string) {
  const [row] = await db
    .select(pick(products, ['id', 'reference', 'name', 'price', 'currency']))
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

/** dd/mm/yyyy in French, the ISO date elsewhere. */
function formatDay(language: Language, day: string): string {
  if (language !== 'fr') return day;
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

export function describePeriod(language: Language, p: { validFrom: string | null; validTo: string | null }) {
  const from = p.validFrom ? formatDay(language, p.validFrom) : null;
  const to = p.validTo ? formatDay(language, p.validTo) : null;
  if (from && to) return translate(language, 'pricelist.period.between', { from, to });
  if (from) return translate(language, 'pricelist.period.from', { from });
  if (to) return translate(language, 'pricelist.period.until', { to });
  return translate(language, 'pricelist.period.always');
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The advisory lock key an import holds exclusively and API writes share. */
export const IMPORT_LOCK = 'pricelist:import';

/**
 * Refuses a period that overlaps another of the same product and zone (409, naming it). Takes
 * transaction-scoped advisory locks (the import lock shared, then product and zone) so two
 * concurrent writes cannot both pass.
 */
async function assertNoOverlap(
  tx: Tx,
  request: FastifyRequest,
  period: { productId: string; zone: string; validFrom: string | null; validTo: string | null },
  exceptId?: string,
): Promise<void> {
  // Shared with other API writes, exclusive for an import (see import.ts), then per product and zone.
  await tx.execute(sql`select pg_advisory_xact_lock_shared(hashtext(${IMPORT_LOCK}))`);
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`pricelist:${period.productId}:${period.zone}`}))`,
  );
  const others = await tx
    .select()
    .from(productZonePrices)
    .where(
      and(
        eq(productZonePrices.productId, period.productId),
        eq(productZonePrices.zone, period.zone),
        exceptId ? ne(productZonePrices.id, exceptId) : undefined,
      ),
    );
  const clash = others.find((o) => periodsOverlap(o, period));
  if (clash) {
    throw new AppError(409, 'period_overlap', 'pricelist.errors.overlap', {
      zone: period.zone,
      period: describePeriod(requestLanguage(request), clash),
      price: `${clash.price} ${clash.currency}`,
    });
  }
}

const auditView = (row: ZonePriceRow) =>
  pick(row, ['productId', 'zone', 'price', 'currency', 'validFrom', 'validTo']);

export interface ZonePriceInput {
  productId: string;
  zone: string;
  price: string;
  currency: string;
  validFrom?: string | null | undefined;
  validTo?: string | null | undefined;
}

export async function createZonePrice(ctx: ActionContext, input: ZonePriceInput): Promise<ZonePriceOut> {
  return ctx.db.transaction(async (tx) => {
    const product = await findProduct(tx, input.productId);
    if (!product) throw new AppError(404, 'not_found', 'pricelist.errors.productNotFound');
    const period = {
      productId: input.productId,
      zone: input.zone,
      validFrom: input.validFrom ?? null,
      validTo: input.validTo ?? null,
    };
    await assertNoOverlap(tx, ctx.request, period);
    const [row] = await tx
      .insert(productZonePrices)
      .values({
        ...period,
        price: input.price,
        currency: input.currency,
        updatedBy: ctx.auth.user.id,
      })
      .returning();
    await audit(tx, ctx, 'pricelist.create', {
      id: row!.id,
      label: `${product.reference} · ${row!.zone}`,
      after: auditView(row!),
    });
    const rates = await currentRates(tx);
    const out = presentZonePrice(row!, product, rates, todayIso());
    return { ...out, current: out.status === 'current' };
  });
}

export async function updateZonePrice(
  ctx: ActionContext,
  id: string,
  patch: Partial<Omit<ZonePriceInput, 'productId'>>,
): Promise<ZonePriceOut> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(productZonePrices).where(eq(productZonePrices.id, id));
    if (!before) throw notFound();
    const next = {
      zone: patch.zone ?? before.zone,
      price: patch.price ?? before.price,
      currency: patch.currency ?? before.currency,
      validFrom: patch.validFrom === undefined ? before.validFrom : patch.validFrom,
      validTo: patch.validTo === undefined ? before.validTo : patch.validTo,
    };
    if (next.validFrom && next.validTo && next.validFrom > next.validTo) {
      throw new AppError(
        400,
        'validation',
        'errors.validation',
        {},
        { validTo: 'pricelist.validation.period' },
      );
    }
    await assertNoOverlap(tx, ctx.request, { productId: before.productId, ...next }, id);
    const [row] = await tx
      .update(productZonePrices)
      .set({ ...next, updatedBy: ctx.auth.user.id, updatedAt: new Date() })
      .where(eq(productZonePrices.id, id))
      .returning();
    const product = await findProduct(tx, before.productId);
    await audit(tx, ctx, 'pricelist.update', {
      id,
      label: `${product?.reference ?? ''} · ${row!.zone}`,
      before: auditView(before),
      after: auditView(row!),
    });
    const rates = await currentRates(tx);
    const out = presentZonePrice(row!, product ?? { price: '0', currency: row!.currency }, rates, todayIso());
    return { ...out, current: out.status === 'current' };
  });
}

export async function deleteZonePrice(ctx: ActionContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(productZonePrices).where(eq(productZonePrices.id, id));
    if (!before) throw notFound();
    const product = await findProduct(tx, before.productId);
    await tx.delete(productZonePrices).where(eq(productZonePrices.id, id));
    await audit(tx, ctx, 'pricelist.delete', {
      id,
      label: `${product?.reference ?? ''} · ${before.zone}`,
      before: auditView(before),
    });
  });
}

/** The price that applies to a product in a zone on a day (zone price, else the base price). */
export async function resolvePrice(
  db: Db,
  productId: string,
  zone: string,
  day: string,
): Promise<ResolvedPrice> {
  const product = await findProduct(db, productId);
  if (!product) throw new AppError(404, 'not_found', 'pricelist.errors.productNotFound');
  const candidates = await db
    .select()
    .from(productZonePrices)
    .where(
      and(
        eq(productZonePrices.productId, productId),
        eq(productZonePrices.zone, zone),
        sql`(${productZonePrices.validFrom} is null or ${productZonePrices.validFrom} <= ${day})`,
        sql`(${productZonePrices.validTo} is null or ${productZonePrices.validTo} >= ${day})`,
      ),
    );
  const best = pickApplicable(
    candidates.map((c) => ({ ...c, updatedAt: c.updatedAt.toISOString() })),
    day,
  );
  if (best) {
    return {
      price: { amount: best.price, currency: best.currency },
      source: 'zone',
      zone,
      date: day,
      validFrom: best.validFrom,
      validTo: best.validTo,
      priceId: best.id,
    };
  }
  return {
    price: { amount: product.price, currency: product.currency },
    source: 'base',
    zone,
    date: day,
    validFrom: null,
    validTo: null,
    priceId: null,
  };
}
