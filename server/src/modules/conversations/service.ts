import type { FastifyRequest } from 'fastify';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  authorRoleOf,
  withinEditWindow,
  type ConversationMessage,
  type ListMessagesQuery,
  type MessageList,
  type ReactionEmoji,
} from '@comptoir/core/modules/conversations';
import { searchWhere } from '../../db/list-query';
import { countsOf, rowsOf } from '../../db/rows';
import type { Db } from '../../db/client';
import {
  demandeProducts,
  demandes,
  productMessageAttachments,
  productMessageReactions,
  productMessageReads,
  productMessages,
  teamMembers,
  users,
} from '../../db/schema/index';
import type { AuthContext } from '../../platform/access';
import { auditFor, displayName, iso, pick } from '../../platform/service';
import { attachedFile, servedFile, storedFiles, storedKeys } from '../demandes/files';
import { AppError, conflict, notFound } from '../../platform/errors';

const audit = auditFor('demande');

/**
 * Product conversations (issue 13 §1): one thread per requested product, shared by everyone with
 * the demandes module. Messages are written in a transaction with their attachments; deleting
 * one's own message keeps it in the thread as 'deleted' (no content, no files, no reactions).
 * Each reader has a read marker per thread: messages by others after it are unread for them.
 */

export interface ActionContext {
  db: Db;
  request: FastifyRequest;
  auth: AuthContext;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Db | Tx;

/** The clock messages are stamped and judged by (the tests fix it). */
export const conversationClock = { now: (): Date => new Date() };

/** A stored file about to be recorded (already written to storage). */
export interface StoredAttachment {
  kind: 'image' | 'document';
  name: string;
  mime: string;
  size: number;
  storageKey: string;
}

export const messageNotOwn = () => new AppError(403, 'not_own_message', 'conversations.errors.notOwn');
export const emptyMessage = () =>
  new AppError(
    400,
    'validation',
    'conversations.validation.empty',
    {},
    {
      content: 'conversations.validation.empty',
    },
  );

/** The requested product, 404 unless it belongs to the request. */
export async function productOfDemande(
  db: Reader,
  demandeId: string,
  productId: string,
): Promise<{ id: string; name: string; demandeTitle: string }> {
  const [row] = await db
    .select({ id: demandeProducts.id, name: demandeProducts.name, demandeTitle: demandes.title })
    .from(demandeProducts)
    .innerJoin(demandes, eq(demandes.id, demandeProducts.demandeId))
    .where(and(eq(demandeProducts.id, productId), eq(demandeProducts.demandeId, demandeId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

// ---------------------------------------------------------------------------------------------
// Cursors: the oldest message of a page, as (created_at in ms, id).

export function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.getTime()}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { at: Date; id: string } {
  const [ms, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const at = new Date(Number(ms));
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(at.getTime())) {
    throw new AppError(400, 'validation', 'errors.validation', {}, { before: 'errors.invalidValue' });
  }
  return { at, id };
}

// ---------------------------------------------------------------------------------------------
// Reading

interface MessageRow {
  id: string;
  productId: string;
  authorId: string | null;
  author: string;
  content: string;
  replyToId: string | null;
  createdAt: Date | string;
  editedAt: Date | string | null;
  deletedAt: Date | string | null;
  department: string | null;
  memberRole: string | null;
}

const messageColumns = {
  ...pick(productMessages, [
    'id',
    'productId',
    'authorId',
    'author',
    'content',
    'replyToId',
    'createdAt',
    'editedAt',
    'deletedAt',
  ]),
  department: teamMembers.department,
  memberRole: teamMembers.role,
};

async function readMarker(db: Reader, productId: string, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: productMessageReads.readUpTo })
    .from(productMessageReads)
    .where(and(eq(productMessageReads.productId, productId), eq(productMessageReads.userId, userId)))
    .limit(1);
  return row ? new Date(row.at) : null;
}

/** Messages with their attachments, reactions and quoted message, as the reader sees them. */
async function present(
  db: Reader,
  demandeId: string,
  rows: MessageRow[],
  viewerId: string,
  marker: Date | null,
): Promise<ConversationMessage[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const replyIds = [...new Set(rows.map((r) => r.replyToId).filter((id): id is string => Boolean(id)))];
  const [attachments, reactions, quoted] = await Promise.all([
    db
      .select(pick(productMessageAttachments, ['id', 'messageId', 'kind', 'name', 'mime', 'size']))
      .from(productMessageAttachments)
      .where(inArray(productMessageAttachments.messageId, ids))
      .orderBy(asc(productMessageAttachments.position), asc(productMessageAttachments.id)),
    db
      .select({
        messageId: productMessageReactions.messageId,
        userId: productMessageReactions.userId,
        emoji: productMessageReactions.emoji,
        fullName: users.fullName,
        email: users.email,
      })
      .from(productMessageReactions)
      .innerJoin(users, eq(users.id, productMessageReactions.userId))
      .where(inArray(productMessageReactions.messageId, ids))
      .orderBy(asc(productMessageReactions.createdAt), asc(productMessageReactions.userId)),
    replyIds.length === 0
      ? Promise.resolve([])
      : db
          .select(pick(productMessages, ['id', 'author', 'content', 'deletedAt']))
          .from(productMessages)
          .where(inArray(productMessages.id, replyIds)),
  ]);
  const quotes = new Map(quoted.map((q) => [q.id, q]));
  const now = conversationClock.now();
  return rows.map((r) => {
    const own = r.authorId === viewerId;
    const createdAt = new Date(r.createdAt);
    const deleted = r.deletedAt !== null;
    const quote = r.replyToId ? quotes.get(r.replyToId) : undefined;
    const byEmoji = new Map<ReactionEmoji, { users: string[]; mine: boolean }>();
    for (const x of reactions) {
      if (x.messageId !== r.id) continue;
      const entry = byEmoji.get(x.emoji as ReactionEmoji) ?? { users: [], mine: false };
      entry.users.push(displayName(x));
      if (x.userId === viewerId) entry.mine = true;
      byEmoji.set(x.emoji as ReactionEmoji, entry);
    }
    return {
      ...pick(r, ['id', 'productId', 'author', 'authorId']),
      authorRole: authorRoleOf(r.department ? { department: r.department, role: r.memberRole ?? '' } : null),
      content: deleted ? '' : r.content,
      createdAt: iso(createdAt),
      editedAt: r.editedAt ? iso(r.editedAt) : null,
      deleted,
      attachments: attachments
        .filter((a) => a.messageId === r.id)
        .map((a) =>
          attachedFile(
            a,
            `/api/demandes/${demandeId}/products/${r.productId}/messages/${r.id}/attachments/${a.id}`,
          ),
        ),
      replyTo: quote
        ? {
            id: quote.id,
            author: quote.author,
            excerpt: quote.deletedAt ? '' : quote.content.slice(0, 200),
            deleted: quote.deletedAt !== null,
          }
        : null,
      reactions: [...byEmoji.entries()].map(([emoji, e]) => ({
        emoji,
        count: e.users.length,
        users: e.users,
        mine: e.mine,
      })),
      isRead: own || (marker !== null && createdAt.getTime() <= marker.getTime()),
      canEdit: own && !deleted && withinEditWindow(createdAt, now),
    };
  });
}

function selectMessages(db: Reader) {
  return db
    .select(messageColumns)
    .from(productMessages)
    .leftJoin(teamMembers, eq(teamMembers.userId, productMessages.authorId));
}

/** Counts of the thread for the reader: messages (not deleted) and those unread. */
async function threadCounts(
  db: Reader,
  productId: string,
  viewerId: string,
): Promise<{ total: number; unread: number }> {
  const [row] = await rowsOf<{ total: number | string; unread: number | string }>(
    db,
    sql`select count(*)::int as total,
          count(*) filter (
            where m.author_id is distinct from ${viewerId}
              and m.created_at > coalesce(r.read_up_to, '-infinity'::timestamptz)
          )::int as unread
        from product_messages m
        left join product_message_reads r on r.product_id = m.product_id and r.user_id = ${viewerId}
        where m.product_id = ${productId} and m.deleted_at is null`,
  );
  return countsOf(row, ['total', 'unread']);
}

/**
 * A page of the thread, newest messages first in the query and oldest first in the answer;
 * `before` continues further back; `q` searches content and author without case or accents.
 */
export async function listMessages(
  db: Db,
  auth: AuthContext,
  demandeId: string,
  productId: string,
  query: ListMessagesQuery,
): Promise<MessageList> {
  await productOfDemande(db, demandeId, productId);
  const cursor = query.before ? decodeCursor(query.before) : null;
  const search = searchWhere(query.q, { columns: [productMessages.content, productMessages.author] });
  const rows: MessageRow[] = await selectMessages(db)
    .where(
      and(
        eq(productMessages.productId, productId),
        cursor
          ? sql`(${productMessages.createdAt}, ${productMessages.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
        search ? and(isNull(productMessages.deletedAt), search) : undefined,
      ),
    )
    .orderBy(desc(productMessages.createdAt), desc(productMessages.id))
    .limit(query.limit + 1);
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit).reverse();
  const [marker, counts] = await Promise.all([
    readMarker(db, productId, auth.user.id),
    threadCounts(db, productId, auth.user.id),
  ]);
  const oldest = page[0];
  return {
    items: await present(db, demandeId, page, auth.user.id, marker),
    nextCursor: more && oldest ? encodeCursor(new Date(oldest.createdAt), oldest.id) : null,
    total: counts.total,
    unreadCount: counts.unread,
  };
}

async function readMessage(
  db: Reader,
  auth: AuthContext,
  demandeId: string,
  productId: string,
  messageId: string,
): Promise<ConversationMessage> {
  const rows: MessageRow[] = await selectMessages(db)
    .where(and(eq(productMessages.id, messageId), eq(productMessages.productId, productId)))
    .limit(1);
  if (rows.length === 0) throw notFound();
  const marker = await readMarker(db, productId, auth.user.id);
  return (await present(db, demandeId, rows, auth.user.id, marker))[0]!;
}

/**
 * The requested products' conversation counters for the reader (spec §3 messageCount,
 * lastMessageTime, hasUnreadMessages), for the demandes module's product cards.
 */
export async function conversationCounters(
  db: Reader,
  productIds: readonly string[],
  viewerId: string,
): Promise<
  Map<string, { messageCount: number; lastMessageTime: string | null; hasUnreadMessages: boolean }>
> {
  const out = new Map<
    string,
    { messageCount: number; lastMessageTime: string | null; hasUnreadMessages: boolean }
  >();
  if (productIds.length === 0) return out;
  const rows = await rowsOf<{
    product_id: string;
    total: number | string;
    last: Date | string | null;
    unread: boolean;
  }>(
    db,
    sql`select m.product_id, count(*)::int as total, max(m.created_at) as last,
          bool_or(m.author_id is distinct from ${viewerId}
            and m.created_at > coalesce(r.read_up_to, '-infinity'::timestamptz)) as unread
        from product_messages m
        left join product_message_reads r on r.product_id = m.product_id and r.user_id = ${viewerId}
        where m.product_id in (${sql.join(
          productIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and m.deleted_at is null
        group by m.product_id`,
  );
  for (const r of rows) {
    out.set(r.product_id, {
      messageCount: Number(r.total),
      lastMessageTime: r.last ? iso(r.last) : null,
      hasUnreadMessages: Boolean(r.unread),
    });
  }
  return out;
}

/** Storage keys of the message attachments of these products (removed with them). */
export async function conversationFileKeys(db: Reader, productIds: readonly string[]): Promise<string[]> {
  if (productIds.length === 0) return [];
  return storedKeys(db, storedFiles.messageAttachments, inArray(productMessages.productId, [...productIds]));
}

export async function getMessageAttachment(
  db: Db,
  demandeId: string,
  productId: string,
  messageId: string,
  attachmentId: string,
) {
  await productOfDemande(db, demandeId, productId);
  return servedFile(
    db,
    storedFiles.messageAttachments,
    and(
      eq(productMessageAttachments.id, attachmentId),
      eq(productMessageAttachments.messageId, messageId),
      eq(productMessages.productId, productId),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Writing

/** 404 unless the product exists in the request (checked before reading an upload). */
export async function checkThread(db: Db, demandeId: string, productId: string): Promise<void> {
  await productOfDemande(db, demandeId, productId);
}

export async function addMessage(
  ctx: ActionContext,
  demandeId: string,
  productId: string,
  input: { content: string; replyTo: string | null },
  files: readonly StoredAttachment[],
): Promise<ConversationMessage> {
  if (!input.content && files.length === 0) throw emptyMessage();
  return ctx.db.transaction(async (tx) => {
    await productOfDemande(tx, demandeId, productId);
    if (input.replyTo) {
      const [target] = await tx
        .select({ id: productMessages.id })
        .from(productMessages)
        .where(and(eq(productMessages.id, input.replyTo), eq(productMessages.productId, productId)))
        .limit(1);
      if (!target) {
        throw new AppError(
          400,
          'validation',
          'conversations.validation.replyTo',
          {},
          {
            replyTo: 'conversations.validation.replyTo',
          },
        );
      }
    }
    const [inserted] = await tx
      .insert(productMessages)
      .values({
        productId,
        authorId: ctx.auth.user.id,
        author: displayName(ctx.auth.user),
        content: input.content,
        replyToId: input.replyTo,
        createdAt: conversationClock.now(),
      })
      .returning({ id: productMessages.id });
    if (files.length > 0) {
      await tx.insert(productMessageAttachments).values(
        files.map((f, position) => ({
          messageId: inserted!.id,
          ...pick(f, ['kind', 'name', 'mime', 'size', 'storageKey']),
          position,
        })),
      );
    }
    return readMessage(tx, ctx.auth, demandeId, productId, inserted!.id);
  });
}

/** Locks one's own message that is still inside the edit window (403 / 409 otherwise). */
async function ownEditable(tx: Tx, auth: AuthContext, productId: string, messageId: string) {
  const [row] = await tx
    .select(pick(productMessages, ['id', 'authorId', 'content', 'createdAt', 'deletedAt']))
    .from(productMessages)
    .where(and(eq(productMessages.id, messageId), eq(productMessages.productId, productId)))
    .for('update')
    .limit(1);
  if (!row) throw notFound();
  if (row.authorId !== auth.user.id) throw messageNotOwn();
  if (row.deletedAt) throw conflict('conversations.errors.deleted');
  if (!withinEditWindow(new Date(row.createdAt), conversationClock.now())) {
    throw conflict('conversations.errors.editWindow');
  }
  return row;
}

export async function editMessage(
  ctx: ActionContext,
  demandeId: string,
  productId: string,
  messageId: string,
  content: string,
): Promise<ConversationMessage> {
  return ctx.db.transaction(async (tx) => {
    const product = await productOfDemande(tx, demandeId, productId);
    const before = await ownEditable(tx, ctx.auth, productId, messageId);
    const [files] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(productMessageAttachments)
      .where(eq(productMessageAttachments.messageId, messageId));
    if (!content && Number(files?.n ?? 0) === 0) throw emptyMessage();
    if (content !== before.content) {
      await tx
        .update(productMessages)
        .set({ content, editedAt: conversationClock.now() })
        .where(eq(productMessages.id, messageId));
      await audit(tx, ctx, 'conversation.message_edit', {
        id: demandeId,
        label: product.demandeTitle,
        before: { product: product.name, message: messageId, content: before.content },
        after: { content },
      });
    }
    return readMessage(tx, ctx.auth, demandeId, productId, messageId);
  });
}

/** Deletes one's own message: it stays as 'deleted'; returns the storage keys of its files. */
export async function deleteMessage(
  ctx: ActionContext,
  demandeId: string,
  productId: string,
  messageId: string,
): Promise<{ message: ConversationMessage; keys: string[] }> {
  return ctx.db.transaction(async (tx) => {
    const product = await productOfDemande(tx, demandeId, productId);
    const before = await ownEditable(tx, ctx.auth, productId, messageId);
    const files = await tx
      .delete(productMessageAttachments)
      .where(eq(productMessageAttachments.messageId, messageId))
      .returning({ key: productMessageAttachments.storageKey, name: productMessageAttachments.name });
    await tx.delete(productMessageReactions).where(eq(productMessageReactions.messageId, messageId));
    await tx
      .update(productMessages)
      .set({ content: '', deletedAt: conversationClock.now() })
      .where(eq(productMessages.id, messageId));
    await audit(tx, ctx, 'conversation.message_delete', {
      id: demandeId,
      label: product.demandeTitle,
      before: {
        product: product.name,
        message: messageId,
        content: before.content,
        files: files.map((f) => f.name),
      },
    });
    return {
      message: await readMessage(tx, ctx.auth, demandeId, productId, messageId),
      keys: files.map((f) => f.key),
    };
  });
}

/** spec §4: gives the emoji, or takes it back when the user had already given it. */
export async function toggleMessageReaction(
  ctx: ActionContext,
  demandeId: string,
  productId: string,
  messageId: string,
  emoji: ReactionEmoji,
): Promise<ConversationMessage> {
  return ctx.db.transaction(async (tx) => {
    await productOfDemande(tx, demandeId, productId);
    const [row] = await tx
      .select({ deletedAt: productMessages.deletedAt })
      .from(productMessages)
      .where(and(eq(productMessages.id, messageId), eq(productMessages.productId, productId)))
      .for('update')
      .limit(1);
    if (!row) throw notFound();
    if (row.deletedAt) throw conflict('conversations.errors.deleted');
    const removed = await tx
      .delete(productMessageReactions)
      .where(
        and(
          eq(productMessageReactions.messageId, messageId),
          eq(productMessageReactions.userId, ctx.auth.user.id),
          eq(productMessageReactions.emoji, emoji),
        ),
      )
      .returning({ emoji: productMessageReactions.emoji });
    if (removed.length === 0) {
      await tx
        .insert(productMessageReactions)
        .values({ messageId, userId: ctx.auth.user.id, emoji, createdAt: conversationClock.now() });
    }
    return readMessage(tx, ctx.auth, demandeId, productId, messageId);
  });
}

/**
 * Moves the reader's marker up to `upTo` (a message that has been on their screen); never back.
 * Returns what is still unread for them.
 */
export async function markRead(
  db: Db,
  auth: AuthContext,
  demandeId: string,
  productId: string,
  upTo: string,
): Promise<{ unreadCount: number }> {
  await productOfDemande(db, demandeId, productId);
  const [message] = await db
    .select({ createdAt: productMessages.createdAt })
    .from(productMessages)
    .where(and(eq(productMessages.id, upTo), eq(productMessages.productId, productId)))
    .limit(1);
  if (!message) throw notFound();
  const at = new Date(message.createdAt);
  await db
    .insert(productMessageReads)
    .values({ productId, userId: auth.user.id, readUpTo: at, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [productMessageReads.productId, productMessageReads.userId],
      set: {
        readUpTo: sql`greatest(${productMessageReads.readUpTo}, excluded.read_up_to)`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  const counts = await threadCounts(db, productId, auth.user.id);
  return { unreadCount: counts.unread };
}
