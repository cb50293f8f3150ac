/**
 * Columns many tables share, each built the same way everywhere: the uuid primary key, references
 * by what happens to the row when their record goes, creation and update times, the demo flag, the
 * normalised search text and its index, a priority, text lists, a document line's price columns, amounts, and
 * the columns of a stored file. (A column referring to a user is `userRef` in platform.ts, next to
 * `users`.)
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';

export const primaryId = () => uuid('id').primaryKey().defaultRandom();

type Parent = () => AnyPgColumn;

/** An optional reference, emptied when its record is deleted. */
export const optionalRef = (name: string, parent: Parent) =>
  uuid(name).references(parent, { onDelete: 'set null' });

/** An optional reference whose record cannot be deleted while this row names it. */
export const optionalKeptRef = (name: string, parent: Parent) =>
  uuid(name).references(parent, { onDelete: 'restrict' });

/** A required reference whose record cannot be deleted while this row names it. */
export const keptRef = (name: string, parent: Parent) => optionalKeptRef(name, parent).notNull();

/** An optional owner: when it is set, the row goes when that record goes. */
export const optionalOwnedBy = (name: string, parent: Parent) =>
  uuid(name).references(parent, { onDelete: 'cascade' });

/** The record a row belongs to: required, and the row goes when that record goes. */
export const ownedBy = (name: string, parent: Parent) => optionalOwnedBy(name, parent).notNull();

/** An instant, with its time zone (`timestamptz`). */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => instant('created_at').notNull().defaultNow();
export const updatedAt = () => instant('updated_at').notNull().defaultNow();
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** A calendar day, read and written as 'YYYY-MM-DD'. */
export const day = (name: string) => date(name, { mode: 'string' });

/** A row's 0-based place among its siblings (a document's lines, a request's products). */
export const position = () => integer('position').notNull();

/** Rows loaded with the demo data. */
export const demoFlag = () => boolean('is_demo').notNull().default(false);

/** The normalised text a list searches (trigram-indexed where the list is large). */
export const searchText = () => text('search_text').notNull().default('');

/** The pending list of the search indexes, in kB (see `searchIndex`). */
export const GIN_PENDING_LIST_KB = 1024;

/**
 * The trigram index a large list's search reads `searchText` through: `${table}_search_trgm_idx`.
 * GIN keeps new rows in an unsorted pending list that every search reads through until it is
 * merged; at PostgreSQL's default of 4 MB, that list tripled the time of a search on 50,000
 * purchase orders right after they were written. At 1 MB a search reads at most a quarter of it,
 * and a bulk import (products, a bank statement) still merges its rows in batches: measured on
 * 50,000 rows, 1 MB cost a third more insert time, no pending list at all seven times more
 * (decision 0044).
 */
export const searchIndex = (table: string, column: ExtraConfigColumn) =>
  index(`${table}_search_trgm_idx`)
    .using('gin', sql`${column} gin_trgm_ops`)
    .with({ gin_pending_list_limit: GIN_PENDING_LIST_KB });

/** A task's, request's or quotation's priority: 'low', 'medium' (the default) or 'high'. */
export const priority = () => text('priority').notNull().default('medium');

/** The check that keeps `priority` to its three values: `${table}_priority_check`. */
export const priorityCheck = (table: string, column: ExtraConfigColumn) =>
  check(`${table}_priority_check`, sql`${column} in ('low', 'medium', 'high')`);

/** A list of texts, empty by default (tags, modules, specialties). */
export const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** A document line's unit price: 16 digits, 4 decimals (0.0375 a button bought by the thousand). */
export const unitPrice = () => numeric('unit_price', { precision: 16, scale: 4 }).notNull();

/** A document line's VAT percent, 0 to 100, two decimals (5.5, 2.1). */
export const taxPercent = (name = 'tax_rate') => numeric(name, { precision: 5, scale: 2 });

/** A document line's quantity: above 0, up to three decimals (2.5 t). */
export const lineQuantity = () => numeric('quantity', { precision: 14, scale: 3 }).notNull();

/** A percentage off a line, 0 to 100, two decimals. */
export const discountPercent = () => numeric('discount', { precision: 5, scale: 2 }).notNull().default('0');

/** An amount of money: 16 digits, 2 decimals. */
export const amount = (name: string) => numeric(name, { precision: 16, scale: 2 });

/** What a stored file of a product or message is: 'image' or 'document'. */
export const fileKind = () => text('kind').notNull();

/** The check that keeps `fileKind` to its two values: `${table}_kind_check`. */
export const fileKindCheck = (table: string, column: ExtraConfigColumn) =>
  check(`${table}_kind_check`, sql`${column} in ('image', 'document')`);

/** The columns of a file written through the storage interface (its name as uploaded). */
export const storedFile = () => ({
  name: text('name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  storageKey: text('storage_key').notNull(),
});
