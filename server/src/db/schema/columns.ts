/**
 * Columns many tables share, each built the same way everywhere: the uuid primary key, creation
 * and update times, the demo flag, the normalised search text, amounts, and the columns of a
 * stored file. (A column referring to a user is `userRef` in platform.ts, next to `users`.)
 */
import { boolean, integer, numeric, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const primaryId = () => uuid('id').primaryKey().defaultRandom();

/** A required reference whose record cannot be deleted while this row names it. */
export const keptRef = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'restrict' });

/** The record a row belongs to: required, and the row goes when that record goes. */
export const ownedBy = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });

/** An instant, with its time zone (`timestamptz`). */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => instant('created_at').notNull().defaultNow();
export const updatedAt = () => instant('updated_at').notNull().defaultNow();
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** Rows loaded with the demo data. */
export const demoFlag = () => boolean('is_demo').notNull().default(false);

/** The normalised text a list searches (trigram-indexed where the list is large). */
export const searchText = () => text('search_text').notNull().default('');

/** An amount of money: 16 digits, 2 decimals. */
export const amount = (name: string) => numeric(name, { precision: 16, scale: 2 });

/** The columns of a file written through the storage interface (its name as uploaded). */
export const storedFile = () => ({
  name: text('name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  storageKey: text('storage_key').notNull(),
});
