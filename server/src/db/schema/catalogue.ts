import { folded } from '../fold';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { authored, userRef } from './platform';
import {
  demoFlag,
  instant,
  optionalRef,
  ownedBy,
  primaryId,
  searchIndex,
  searchText,
  timestamps,
} from './columns';

export const suppliers = pgTable(
  'suppliers',
  {
    id: primaryId(),
    name: text('name').notNull(),
    contactName: text('contact_name'),
    email: text('email'),
    phone: text('phone'),
    country: text('country'),
    isDemo: demoFlag(),
    ...timestamps(),
  },
  (t) => [index('suppliers_name_idx').on(sql`lower(${t.name})`)],
);

/**
 * The product catalogue (spec 001 §3 Product). `search_text` is the lower-cased, accent-free
 * concatenation of name, reference and description, written by the application on every insert
 * and update, and indexed with trigrams so that '%term%' searches stay fast at 100,000 rows.
 */
export const products = pgTable(
  'products',
  {
    id: primaryId(),
    reference: text('reference').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default('Autre'),
    subcategory: text('subcategory'),
    price: numeric('price', { precision: 14, scale: 2 }).notNull().default('0'),
    currency: text('currency').notNull().default('EUR'),
    quantity: integer('quantity').notNull().default(0),
    supplierId: optionalRef('supplier_id', () => suppliers.id),
    /** Storage keys of the uploaded image and its thumbnail (never a public path). */
    imageKey: text('image_key'),
    thumbnailKey: text('thumbnail_key'),
    searchText: searchText(),
    /**
     * The name without case or accents (db/fold.ts), kept by PostgreSQL: the lists sort on it and
     * a search's matches are sorted by it without computing it for each match at each request.
     */
    nameFolded: text('name_folded')
      .notNull()
      .generatedAlwaysAs(folded(sql.raw('"name"'))),
    ...authored(),
  },
  (t) => [
    uniqueIndex('products_reference_lower_key').on(sql`lower(${t.reference})`),
    searchIndex('products', t.searchText),
    index('products_name_folded_idx').on(t.nameFolded),
    index('products_price_idx').on(t.price),
    index('products_quantity_idx').on(t.quantity),
    index('products_category_folded_idx').on(t.category, t.nameFolded),
    // The list sorted by category, Z to A, still names A to Z within a category (82 ms without it).
    index('products_category_desc_folded_idx').on(t.category.desc().nullsFirst(), t.nameFolded),
    index('products_created_idx').on(t.createdAt),
    check('products_price_non_negative', sql`${t.price} >= 0`),
    check('products_quantity_non_negative', sql`${t.quantity} >= 0`),
  ],
);

/** Price lists by zone (module `pricelist`): a product's price in one zone, optionally dated. */
export const productZonePrices = pgTable(
  'product_zone_prices',
  {
    id: primaryId(),
    productId: ownedBy('product_id', () => products.id),
    zone: text('zone').notNull(),
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('EUR'),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    updatedBy: userRef('updated_by'),
    ...timestamps(),
  },
  (t) => [
    index('product_zone_prices_lookup_idx').on(t.productId, t.zone, t.validFrom),
    index('product_zone_prices_zone_idx').on(t.zone),
    check('product_zone_prices_price_non_negative', sql`${t.price} >= 0`),
    check(
      'product_zone_prices_validity',
      sql`${t.validFrom} is null or ${t.validTo} is null or ${t.validFrom} <= ${t.validTo}`,
    ),
  ],
);

/** A bulk import in progress or done: the uploaded file, the choices made, the outcome. */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: primaryId(),
    userId: userRef('user_id'),
    /** What is imported: 'products' or 'pricelist'. */
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull(),
    fileSize: integer('file_size').notNull(),
    /** uploaded, analysed, importing, completed, failed */
    status: text('status').notNull().default('uploaded'),
    sheet: text('sheet'),
    headerRow: integer('header_row'),
    mapping: jsonb('mapping'),
    summary: jsonb('summary'),
    errorsKey: text('errors_key'),
    progress: integer('progress').notNull().default(0),
    totalRows: integer('total_rows'),
    /**
     * The run, a job of the queue (decision 0017): what it needs besides the row's sheet, header
     * row and mapping (skipInvalid, and who asked, from where, in which language, for the audit
     * and the messages), set when it is queued.
     */
    run: jsonb('run'),
    /** Rows the run writes and rows written so far (progress readable from any process). */
    rowsTotal: integer('rows_total'),
    rowsDone: integer('rows_done').notNull().default(0),
    /** Runs started (a retried run counts again). */
    attempts: integer('attempts').notNull().default(0),
    /** Why the run failed, as shown to the user. */
    error: text('error'),
    startedAt: instant('started_at'),
    finishedAt: instant('finished_at'),
    ...timestamps(),
  },
  (t) => [
    index('import_jobs_user_idx').on(t.userId, t.createdAt),
    index('import_jobs_running_idx')
      .on(t.status)
      .where(sql`${t.status} in ('queued', 'importing')`),
  ],
);
