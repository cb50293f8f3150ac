import { and, asc, eq, sql, type SQL } from 'drizzle-orm';

import type { QuotationList } from '@comptoir/core/modules/quotations';
import { folded, searchWhere, type SearchSpec } from '../../../db/list-query';
import type { Db } from '../../../db/client';
import { demandeProducts, quotations } from '../../../db/schema/index';
import type { AuthContext } from '../../../platform/access';
import { type Pricing, convertedSql, pricingFor, statusWhere } from './pricing';
import { type Row, attachedOf, present, selectRows } from './read';
import { type ListQuery, MAX_LISTED_QUOTATIONS, type Reader, productNotFound } from './shared';
import { priceSummaries } from './summary';

const QUOTATION_SEARCH: SearchSpec = {
  columns: [quotations.supplierName, quotations.contactPerson, quotations.quotationNumber, quotations.notes],
};

function orderOf(query: ListQuery, pricing: Pricing): SQL[] {
  const newestFirst = [sql`${quotations.createdAt} desc`, sql`${quotations.id} asc`];
  if (query.sort === 'price') {
    const dir = sql.raw(query.order === 'desc' ? 'desc' : 'asc');
    return [sql`${convertedSql(pricing)} ${dir} nulls last`, ...newestFirst];
  }
  if (query.sort === 'supplier') {
    const dir = sql.raw(query.order === 'desc' ? 'desc' : 'asc');
    return [sql`${folded(quotations.supplierName)} ${dir}`, ...newestFirst];
  }
  const dir = sql.raw(query.order === 'asc' ? 'asc' : 'desc');
  return [
    sql`${quotations.submittedDate} ${dir}`,
    sql`${quotations.createdAt} ${dir}`,
    sql`${quotations.id} asc`,
  ];
}

/** 404 unless the requested product exists; its request and quantity text. */
export async function requestedProduct(db: Reader, productId: string) {
  const [row] = await db
    .select({
      id: demandeProducts.id,
      demandeId: demandeProducts.demandeId,
      quantity: demandeProducts.quantity,
    })
    .from(demandeProducts)
    .where(eq(demandeProducts.id, productId))
    .limit(1);
  if (!row) throw productNotFound();
  return row;
}

/** The products of a request, `first` first then in their order (what a line may be linked to). */
async function requestProducts(db: Reader, demandeId: string, first: string) {
  return db
    .select({ id: demandeProducts.id, name: demandeProducts.name })
    .from(demandeProducts)
    .where(eq(demandeProducts.demandeId, demandeId))
    .orderBy(
      sql`${demandeProducts.id} <> ${first}`,
      asc(demandeProducts.position),
      asc(demandeProducts.createdAt),
      asc(demandeProducts.id),
    );
}

/** GET /api/quotations: the product's quotations searched, filtered and sorted, with its stats. */
export async function listQuotations(db: Db, auth: AuthContext, query: ListQuery): Promise<QuotationList> {
  const [pricing, product] = await Promise.all([
    pricingFor(db, auth.user.id),
    requestedProduct(db, query.requestedProductId),
  ]);
  const where = and(
    eq(quotations.requestedProductId, query.requestedProductId),
    searchWhere(query.q, QUOTATION_SEARCH),
    query.status ? statusWhere(query.status, pricing.today) : undefined,
  );
  const [rows, summaries] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(...orderOf(query, pricing))
      .limit(MAX_LISTED_QUOTATIONS) as Promise<Row[]>,
    priceSummaries(db, [query.requestedProductId], pricing),
  ]);
  const [attached, siblings] = await Promise.all([
    attachedOf(
      db,
      rows.map((r) => r.id),
    ),
    requestProducts(db, product.demandeId, product.id),
  ]);
  const stats = summaries.get(query.requestedProductId)!;
  return {
    items: rows.map((r) => present(r, pricing, attached, stats.bestPrice)),
    baseCurrency: pricing.base,
    requestedProducts: siblings,
    stats,
  };
}
