import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { normalizeSearch, productSearchText } from '@comptoir/core/modules/catalogue';
import {
  PRODUCTS_EXPORT_MAX_ROWS,
  PRODUCTS_MAX_PAGE_SIZE,
  type ListProductsResponse,
  type ListSuppliersResponse,
  type Product,
  type ProductBody,
  type ProductFilters,
  type ProductPatch,
  type Supplier,
  type SupplierBody,
} from '@comptoir/core/modules/products';
import type { Db } from '../../db/client';
import { exists, rowsOf, valueTaken } from '../../db/rows';
import {
  listPage,
  pageBounds,
  searchWhere,
  sortOrder,
  sortParts,
  tableTotal,
  type PageBounds,
  type SortSpec,
} from '../../db/list-query';
import type { PageCursor } from '../../db/keyset';
import { cachedByRevision } from '../../platform/revision-cache';
import { products, suppliers } from '../../db/schema/index';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import {
  type ActionContext,
  type Runner,
  amountString,
  auditTrail,
  definedFields,
  found,
  iso,
  pgCode,
  pick,
} from '../../platform/service';

export const referenceTaken = (reference: string) =>
  new AppError(409, 'reference_taken', 'products.errors.referenceTaken', { reference });
export const supplierUnknown = () =>
  new AppError(400, 'validation', 'errors.validation', {}, { supplierId: 'products.errors.supplierUnknown' });

function writeError(error: unknown, reference: string | undefined): never {
  const code = pgCode(error);
  if (code === '23505') throw referenceTaken(reference ?? '');
  if (code === '23503') throw supplierUnknown();
  throw error;
}

// ---------------------------------------------------------------------------------------------
// Products: reading

/** What a product form sets besides its supplier, in the order of its columns. */
export const PRODUCT_FIELDS = [
  'name',
  'reference',
  'description',
  'category',
  'subcategory',
  'price',
  'currency',
  'quantity',
] as const;

const columns = {
  ...pick(products, ['id', ...PRODUCT_FIELDS, 'supplierId']),
  supplierName: suppliers.name,
  ...pick(products, ['imageKey', 'thumbnailKey', 'createdAt', 'updatedAt']),
};

export interface ProductRow {
  id: string;
  name: string;
  reference: string;
  description: string;
  category: string;
  subcategory: string | null;
  price: string;
  currency: string;
  quantity: number;
  supplierId: string | null;
  supplierName: string | null;
  imageKey: string | null;
  thumbnailKey: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export function present(row: ProductRow): Product {
  const version = new Date(row.updatedAt).getTime();
  return {
    ...pick(row, ['id', 'name', 'reference', 'description', 'category', 'subcategory']),
    price: { amount: amountString(row.price), currency: row.currency },
    quantity: row.quantity,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    imageUrl: row.imageKey ? `/api/products/${row.id}/image?v=${version}` : null,
    thumbnailUrl: row.thumbnailKey ? `/api/products/${row.id}/thumbnail?v=${version}` : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

function productWhere(filters: ProductFilters): SQL | undefined {
  return and(
    // search_text is normalised on write; LIKE '%…%' on it uses the trigram index.
    searchWhere(filters.q, { searchText: products.searchText }),
    filters.category ? eq(products.category, filters.category) : undefined,
    filters.supplierId ? eq(products.supplierId, filters.supplierId) : undefined,
  );
}

const PRODUCT_SORT_KEYS: Record<ProductFilters['sort'], SQL | AnyColumn> = {
  name: products.nameFolded,
  reference: sql`lower(${products.reference})`,
  ...pick(products, ['price', 'quantity', 'category', 'createdAt']),
};

const PRODUCT_SORT: SortSpec<ProductFilters['sort']> = {
  keys: PRODUCT_SORT_KEYS,
  fallback: 'name',
  then: (key) => (key === 'name' ? [] : [{ expr: products.nameFolded }]),
  id: products.id,
};

const sortKey = (filters: ProductFilters): SQL => sql`${PRODUCT_SORT_KEYS[filters.sort]}`;

const productOrder = (filters: ProductFilters): SQL[] => sortOrder(PRODUCT_SORT, filters.sort, filters.order);

/**
 * How many products match the filters (search included), cached under the 'products' revision
 * (bumped by every write to the table, migration 0037): counting 110,000 products, or the 9,000
 * matches of a common word, cost more than reading the page.
 */
const productTotal = (db: Db, where: SQL | undefined, filters: ProductFilters): Promise<number> =>
  cachedByRevision(
    db,
    'products',
    JSON.stringify([
      'count',
      normalizeSearch(filters.q ?? '') || null,
      filters.category ?? null,
      filters.supplierId ?? null,
    ]),
    async () => Number((await tableTotal(db, products, where))[0]?.n ?? 0),
  );

/**
 * A page of a text search, and the number of matches. The matches are gathered first through the
 * trigram index (a materialised CTE is a planning fence): left to itself the planner walks the
 * sort index and filters row by row, which reads most of the table when the matches sort late
 * (measured: 34 ms against 15 ms for a word matching 1 row in 12 of 110,000). The count is
 * `productTotal`'s, not a window over the matches (6 ms against 11 ms for that word's page).
 */
async function searchPage(
  db: Db,
  where: SQL | undefined,
  bounds: PageBounds,
  filters: ProductFilters,
): Promise<{ ids: string[]; total: number }> {
  const dir = sql.raw(filters.order === 'desc' ? 'desc' : 'asc');
  const tie = filters.sort === 'name' ? sql`id asc` : sql`n asc, id asc`;
  const [rows, total] = await Promise.all([
    rowsOf<{ id: string }>(
      db,
      sql`
      with m as materialized (
        select ${products.id} as id, ${sortKey(filters)} as k, ${products.nameFolded} as n
        from ${products} where ${where}
      )
      select id from m
      order by k ${dir}, ${tie}
      limit ${bounds.limit} offset ${bounds.offset}`,
    ),
    productTotal(db, where, filters),
  ]);
  return { ids: rows.map((r) => r.id), total };
}

export async function listProducts(
  db: Db,
  filters: ProductFilters & { page: number; pageSize: number } & PageCursor,
): Promise<ListProductsResponse> {
  const where = productWhere(filters);
  const bounds = pageBounds(filters, PRODUCTS_MAX_PAGE_SIZE);
  const base = { page: bounds.page, pageSize: bounds.pageSize };
  if (normalizeSearch(filters.q ?? '')) {
    const { ids, total } = await searchPage(db, where, bounds, filters);
    if (ids.length === 0) return { items: [], total, ...base };
    const rows = (await db
      .select(columns)
      .from(products)
      .leftJoin(suppliers, eq(suppliers.id, products.supplierId))
      .where(inArray(products.id, ids))) as ProductRow[];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const items = ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [present(row)] : [];
    });
    return { items, total, ...base };
  }
  return listPage({
    select: db
      .select(columns)
      .from(products)
      .leftJoin(suppliers, eq(suppliers.id, products.supplierId))
      .$dynamic(),
    where,
    orderBy: {
      parts: sortParts(PRODUCT_SORT, filters.sort, filters.order),
      from: sql`${products}`,
      id: products.id,
      cursor: filters,
    },
    page: filters,
    total: productTotal(db, where, filters),
    present: (row) => present(row as ProductRow),
    maxPageSize: PRODUCTS_MAX_PAGE_SIZE,
  });
}

export async function productsForExport(db: Db, filters: ProductFilters): Promise<Product[]> {
  const rows = await db
    .select(columns)
    .from(products)
    .leftJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(productWhere(filters))
    .orderBy(...productOrder(filters))
    .limit(PRODUCTS_EXPORT_MAX_ROWS + 1);
  // Never a silently cut file: past the limit, the user is told to narrow the filters.
  if (rows.length > PRODUCTS_EXPORT_MAX_ROWS) {
    throw new AppError(400, 'export_too_large', 'products.errors.exportTooLarge', {
      max: PRODUCTS_EXPORT_MAX_ROWS.toLocaleString('fr-FR'),
    });
  }
  return (rows as ProductRow[]).map(present);
}

export async function readProduct(db: Runner, id: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(products)
    .leftJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(eq(products.id, id))
    .limit(1);
  return row as ProductRow | undefined;
}

export async function getProduct(db: Db, id: string): Promise<ProductRow> {
  return found(await readProduct(db, id));
}

// ---------------------------------------------------------------------------------------------
// Products: writing

function snapshot(row: ProductRow) {
  const { description: _description, ...kept } = pick(row, PRODUCT_FIELDS);
  return { ...kept, price: amountString(row.price), supplierId: row.supplierId };
}

const audit = auditTrail<ProductRow>('product', (row) => row.reference, snapshot);

const referenceExists = (db: Runner, reference: string, exceptId?: string) =>
  valueTaken(db, products, products.reference, reference, exceptId);

async function checkSupplier(db: Runner, supplierId: string | null | undefined): Promise<void> {
  if (!supplierId) return;
  if (!(await exists(db, suppliers, eq(suppliers.id, supplierId)))) throw supplierUnknown();
}

export async function createProduct(ctx: ActionContext, body: ProductBody): Promise<Product> {
  try {
    return await ctx.db.transaction(async (tx) => {
      if (await referenceExists(tx, body.reference)) throw referenceTaken(body.reference);
      await checkSupplier(tx, body.supplierId);
      const [inserted] = await tx
        .insert(products)
        .values({
          ...pick(body, PRODUCT_FIELDS),
          supplierId: body.supplierId,
          searchText: productSearchText(body),
          createdBy: ctx.auth.user.id,
        })
        .returning({ id: products.id });
      const row = (await readProduct(tx, inserted!.id))!;
      await audit(tx, ctx, 'product.create', row.id, { after: row });
      return present(row);
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    writeError(error, body.reference);
  }
}

export async function updateProduct(ctx: ActionContext, id: string, patch: ProductPatch): Promise<Product> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const before = found(await readProduct(tx, id));
      if (patch.reference !== undefined && (await referenceExists(tx, patch.reference, id))) {
        throw referenceTaken(patch.reference);
      }
      if (patch.supplierId !== undefined) await checkSupplier(tx, patch.supplierId);
      const next = {
        name: patch.name ?? before.name,
        reference: patch.reference ?? before.reference,
        description: patch.description ?? before.description,
      };
      const set: Partial<typeof products.$inferInsert> = {
        ...next,
        searchText: productSearchText(next),
        updatedAt: new Date(),
        ...definedFields(patch, ['category', 'subcategory', 'price', 'currency', 'quantity', 'supplierId']),
      };
      await tx.update(products).set(set).where(eq(products.id, id));
      const after = (await readProduct(tx, id))!;
      await audit(tx, ctx, 'product.update', id, { before, after });
      return present(after);
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    writeError(error, patch.reference);
  }
}

/** Deletes the product; returns its file keys so the caller removes the files afterwards. */
export async function deleteProduct(ctx: ActionContext, id: string): Promise<string[]> {
  return ctx.db.transaction(async (tx) => {
    const before = found(await readProduct(tx, id));
    await tx.delete(products).where(eq(products.id, id));
    await audit(tx, ctx, 'product.delete', id, { before });
    return [before.imageKey, before.thumbnailKey].filter((k): k is string => Boolean(k));
  });
}

/** Sets (or clears) the image keys; returns the previous keys for deletion. */
export async function setProductImage(
  ctx: ActionContext,
  id: string,
  keys: { imageKey: string; thumbnailKey: string } | null,
): Promise<{ product: Product; previous: string[] }> {
  return ctx.db.transaction(async (tx) => {
    const before = found(await readProduct(tx, id));
    await tx
      .update(products)
      .set({
        imageKey: keys?.imageKey ?? null,
        thumbnailKey: keys?.thumbnailKey ?? null,
        updatedAt: new Date(),
      })
      .where(eq(products.id, id));
    await recordAudit(tx, ctx.request, ctx.auth, {
      action: keys ? 'product.image_upload' : 'product.image_delete',
      targetType: 'product',
      targetId: id,
      targetLabel: before.reference,
    });
    const after = (await readProduct(tx, id))!;
    return {
      product: present(after),
      previous: [before.imageKey, before.thumbnailKey].filter((k): k is string => Boolean(k)),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Suppliers

const supplierColumns = {
  ...pick(suppliers, ['id', 'name', 'contactName', 'email', 'phone', 'country']),
  // Qualified by hand: drizzle renders ${suppliers.id} unqualified, which the subquery would bind to p.id.
  productCount: sql<number>`(select count(*)::int from products p where p.supplier_id = "suppliers"."id")`,
};

const presentSupplier = (row: Supplier): Supplier => ({ ...row, productCount: Number(row.productCount) });

export async function listSuppliers(
  db: Db,
  query: { q?: string | undefined; page: number; pageSize: number },
): Promise<ListSuppliersResponse> {
  const where = searchWhere(query.q, { columns: [suppliers.name] });
  return listPage({
    select: db.select(supplierColumns).from(suppliers).$dynamic(),
    where,
    orderBy: [sql`lower(${suppliers.name}) asc`, sql`${suppliers.id} asc`],
    page: query,
    total: tableTotal(db, suppliers, where),
    present: (row) => presentSupplier(row as Supplier),
  });
}

/** Suppliers are audited as they are (the created one as it was asked). */
const supplierAudit = auditTrail<Supplier | SupplierBody>(
  'supplier',
  (s) => s.name,
  (s) => s,
);

async function readSupplier(db: Runner, id: string): Promise<Supplier | undefined> {
  const [row] = await db.select(supplierColumns).from(suppliers).where(eq(suppliers.id, id)).limit(1);
  return row ? presentSupplier(row as Supplier) : undefined;
}

export async function getSupplier(db: Db, id: string): Promise<Supplier> {
  return found(await readSupplier(db, id));
}

export async function createSupplier(ctx: ActionContext, body: SupplierBody): Promise<Supplier> {
  return ctx.db.transaction(async (tx) => {
    const [inserted] = await tx.insert(suppliers).values(body).returning({ id: suppliers.id });
    const row = (await readSupplier(tx, inserted!.id))!;
    await supplierAudit(tx, ctx, 'supplier.create', row.id, { after: body });
    return row;
  });
}

export async function updateSupplier(
  ctx: ActionContext,
  id: string,
  patch: Partial<SupplierBody>,
): Promise<Supplier> {
  return ctx.db.transaction(async (tx) => {
    const before = found(await readSupplier(tx, id));
    const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    await tx
      .update(suppliers)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(suppliers.id, id));
    const after = (await readSupplier(tx, id))!;
    await supplierAudit(tx, ctx, 'supplier.update', id, { before, after });
    return after;
  });
}

export async function deleteSupplier(ctx: ActionContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = found(await readSupplier(tx, id));
    // products.supplier_id is `on delete set null`: the products stay, without supplier.
    await tx.delete(suppliers).where(eq(suppliers.id, id));
    await supplierAudit(tx, ctx, 'supplier.delete', id, { before });
  });
}
