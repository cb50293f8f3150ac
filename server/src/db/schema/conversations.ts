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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userRef, users, writtenBy } from './platform';
import { demandeProducts } from './workspace';
import {
  createdAt,
  fileKind,
  fileKindCheck,
  instant,
  ownedBy,
  position,
  primaryId,
  storedFile,
  textList,
  updatedAt,
} from './columns';

export const productMessages = pgTable(
  'product_messages',
  {
    id: primaryId(),
    productId: ownedBy('product_id', () => demandeProducts.id),
    ...writtenBy(),
    content: text('content').notNull().default(''),
    replyToId: uuid('reply_to_id'),
    createdAt: createdAt(),
    editedAt: instant('edited_at'),
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    index('product_messages_product_idx').on(t.productId, t.createdAt, t.id),
    index('product_messages_reply_idx').on(t.replyToId),
  ],
);

export const productMessageAttachments = pgTable(
  'product_message_attachments',
  {
    id: primaryId(),
    messageId: ownedBy('message_id', () => productMessages.id),
    kind: fileKind(),
    ...storedFile(),
    position: position().default(0),
  },
  (t) => [
    index('product_message_attachments_message_idx').on(t.messageId),
    fileKindCheck('product_message_attachments', t.kind),
  ],
);

/** One row per user and emoji on a message (spec §4: giving it again removes it). */
export const productMessageReactions = pgTable(
  'product_message_reactions',
  {
    messageId: ownedBy('message_id', () => productMessages.id),
    userId: ownedBy('user_id', () => users.id),
    emoji: text('emoji').notNull(),
    createdAt: createdAt(),
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
    productId: ownedBy('product_id', () => demandeProducts.id),
    userId: ownedBy('user_id', () => users.id),
    readUpTo: instant('read_up_to').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.userId] })],
);

export const productDocuments = pgTable(
  'product_documents',
  {
    id: primaryId(),
    productId: ownedBy('product_id', () => demandeProducts.id),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    tags: textList('tags'),
    isPublic: boolean('is_public').notNull().default(true),
    /** Who added the first version (may delete it, as may managers). */
    uploadedBy: userRef('uploaded_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    id: primaryId(),
    documentId: ownedBy('document_id', () => productDocuments.id),
    version: integer('version').notNull(),
    /** 'excel', 'pdf', 'word', 'image' or 'other'. */
    type: text('type').notNull(),
    ...storedFile(),
    uploadedBy: userRef('uploaded_by'),
    /** The uploader's full name, else e-mail, at the time of the upload. */
    uploader: text('uploader').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_document_versions_key').on(t.documentId, t.version),
    check(
      'product_document_versions_type_check',
      sql`${t.type} in ('excel', 'pdf', 'word', 'image', 'other')`,
    ),
  ],
);
