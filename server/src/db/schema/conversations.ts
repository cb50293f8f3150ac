/**
 * Product conversations and the product documents library (spec 001 §3 Conversation message,
 * Product document; issue 13): per requested product, messages with attachments, reactions and
 * each user's read marker; documents with their versions. Files go through the storage interface.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './platform';
import { demandeProducts } from './workspace';

export const productMessages = pgTable(
  'product_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => demandeProducts.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's full name, else e-mail, at the time of writing. */
    author: text('author').notNull(),
    content: text('content').notNull().default(''),
    replyToId: uuid('reply_to_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('product_messages_product_idx').on(t.productId, t.createdAt, t.id),
    index('product_messages_reply_idx').on(t.replyToId),
  ],
);

export const productMessageAttachments = pgTable(
  'product_message_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => productMessages.id, { onDelete: 'cascade' }),
    /** 'image' or 'document'. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('product_message_attachments_message_idx').on(t.messageId),
    check('product_message_attachments_kind_check', sql`${t.kind} in ('image', 'document')`),
  ],
);

/** One row per user and emoji on a message (spec §4: giving it again removes it). */
export const productMessageReactions = pgTable(
  'product_message_reactions',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => productMessages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId, t.emoji] }),
    check(
      'product_message_reactions_emoji_check',
      sql`${t.emoji} in ('thumbsUp', 'heart', 'smile', 'party')`,
    ),
  ],
);

/**
 * A user's read marker in a thread: every message up to `readUpTo` (its creation time) has been
 * on their screen. Messages after it, by someone else, are unread for them.
 */
export const productMessageReads = pgTable(
  'product_message_reads',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => demandeProducts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readUpTo: timestamp('read_up_to', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.userId] })],
);

export const productDocuments = pgTable(
  'product_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => demandeProducts.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isPublic: boolean('is_public').notNull().default(true),
    /** Who added the first version (may delete it, as may managers). */
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_documents_product_idx').on(t.productId, t.createdAt),
    check(
      'product_documents_category_check',
      sql`${t.category} in ('Spécifications', 'Analyse', 'Certifications', 'Échantillons', 'Tests', 'Cotations', 'Contrats', 'Communication', 'Autre')`,
    ),
  ],
);

/** The versions of a document: v1.0 is `version` 0, v1.1 is 1, … The highest is the one shown. */
export const productDocumentVersions = pgTable(
  'product_document_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => productDocuments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    /** 'excel', 'pdf', 'word', 'image' or 'other'. */
    type: text('type').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The uploader's full name, else e-mail, at the time of the upload. */
    uploader: text('uploader').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_document_versions_key').on(t.documentId, t.version),
    check(
      'product_document_versions_type_check',
      sql`${t.type} in ('excel', 'pdf', 'word', 'image', 'other')`,
    ),
  ],
);
