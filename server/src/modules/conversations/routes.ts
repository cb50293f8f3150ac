import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiError } from '@comptoir/core/api';
import {
  MAX_MESSAGE_FILES,
  listMessagesQuery,
  messageAttachmentParams,
  messageBody,
  messageList,
  messageParams,
  messagePatch,
  messageResponse,
  productThreadParams,
  reactionBody,
  readBody,
  readResponse,
} from '@comptoir/core/modules/conversations';
import type { AuthContext } from '../../platform/access';
import { eventsOf } from '../../platform/events';
import { errorResponses, moduleRoutes } from '../../platform/routes';
import { readPostWithFiles, removeStored, sendStoredFile, storeThen } from '../demandes/files';
import {
  addMessage,
  checkThread,
  deleteMessage,
  editMessage,
  getMessageAttachment,
  listMessages,
  markRead,
  toggleMessageReaction,
} from './service';

const downloadQuery = z.object({ download: z.enum(['0', '1']).optional() });
const BASE = '/api/demandes/:id/products/:productId/messages';

/**
 * Publishes a change of a requested product's conversation or documents once it is committed, on
 * the demandes event stream (docs/decisions/0013-live-updates.md): ids only, screens refetch.
 */
export function publishProduct(
  app: FastifyInstance,
  type: 'message' | 'document',
  demandeId: string,
  productId: string,
  auth: AuthContext,
): void {
  eventsOf(app).publish('demande', {
    type,
    demandeId,
    productId,
    by: auth.user.id,
    at: new Date().toISOString(),
  });
}

/**
 * The routes of a requested product's conversation or documents library (module `demandes`,
 * tagged `tag`), and `publish`, which tells the product's viewers of a change of `type` once it is
 * done.
 */
export function productRoutes(app: FastifyInstance, tag: string, type: 'message' | 'document') {
  const { route } = moduleRoutes(app, 'demandes', {
    tags: [tag],
    errors: errorResponses(400, 401, 403, 404, 409),
  });
  const publish = ({ auth, params }: { auth: AuthContext; params: { id: string; productId: string } }) =>
    publishProduct(app, type, params.id, params.productId, auth);
  return { route, publish };
}

/**
 * Product conversations (issue 13 §1), module `demandes`: the thread of a requested product with
 * cursor paging and search, messages with files and replies, reactions, read markers, edits and
 * deletions of one's own messages within 15 minutes.
 */
export function conversationsRoutes(app: FastifyInstance): void {
  const { route, publish } = productRoutes(app, 'conversations', 'message');

  route('GET', BASE, {
    summary:
      "A requested product's thread, the newest `limit` messages (oldest first in the page); `before` (the previous page's `nextCursor`) goes further back; `q` searches content and author without case or accents; with the reader's unread count",
    params: productThreadParams,
    query: listMessagesQuery,
    response: { 200: messageList },
    handler: async ({ db, auth, params, query }) =>
      listMessages(db, auth, params.id, params.productId, query),
  });

  route('POST', BASE, {
    summary:
      'Sends a message: JSON {content, replyTo?}, or multipart with the fields `content`, `replyTo` and up to 5 files `files` (images, PDF, Word, Excel by content, 10 MB each); empty text without a file is refused',
    params: productThreadParams,
    response: { 201: messageResponse, 413: apiError, 415: apiError },
    confirm: { key: 'message', as: 'notice', message: 'conversations.success.sent' },
    after: publish,
    handler: async (c) => {
      const { id, productId } = c.params;
      await checkThread(c.db, id, productId); // 404 before reading an upload
      const { body, files } = await readPostWithFiles(c.request, messageBody, {
        maxFiles: MAX_MESSAGE_FILES,
        fromFields: (fields) => ({ content: fields.content ?? '', replyTo: fields.replyTo || null }),
      });
      const message = { content: body.content, replyTo: body.replyTo ?? null };
      return storeThen(app.storage, 'conversations', files, (stored) =>
        addMessage(c, id, productId, message, stored),
      );
    },
  });

  route('POST', `${BASE}/read`, {
    action: 'read',
    summary:
      "Moves the caller's read marker up to the message `upTo` (it has been on their screen); never back. Answers what is still unread for them",
    params: productThreadParams,
    body: readBody,
    response: { 200: readResponse },
    after: publish,
    handler: async ({ db, auth, params, body }) => markRead(db, auth, params.id, params.productId, body.upTo),
  });

  route('PATCH', `${BASE}/:messageId`, {
    action: 'create',
    summary: "Edits one's own message within 15 minutes of sending it (403 someone else's, 409 after)",
    params: messageParams,
    body: messagePatch,
    response: { 200: messageResponse },
    confirm: { key: 'message', as: 'notice', message: 'conversations.success.edited' },
    after: publish,
    handler: async (c) => editMessage(c, c.params.id, c.params.productId, c.params.messageId, c.body.content),
  });

  route('DELETE', `${BASE}/:messageId`, {
    action: 'create',
    summary:
      "Deletes one's own message within 15 minutes: it stays in the thread as deleted, without text, files or reactions",
    params: messageParams,
    response: { 200: messageResponse },
    confirm: { key: 'message', as: 'notice', message: 'conversations.success.deleted' },
    after: publish,
    handler: async (c) => {
      const { message, keys } = await deleteMessage(c, c.params.id, c.params.productId, c.params.messageId);
      await removeStored(app.storage, keys);
      return message;
    },
  });

  route('POST', `${BASE}/:messageId/reactions`, {
    summary:
      'Toggles a reaction (thumbsUp, heart, smile, party): given again by the same user it is removed; a reaction nobody gives any more disappears',
    params: messageParams,
    body: reactionBody,
    response: { 200: messageResponse },
    confirm: { key: 'message', as: 'notice', message: 'conversations.success.reacted' },
    after: publish,
    handler: async (c) =>
      toggleMessageReaction(c, c.params.id, c.params.productId, c.params.messageId, c.body.emoji),
  });

  route('GET', `${BASE}/:messageId/attachments/:attachmentId`, {
    summary: 'A message attachment (images inline, documents as a download; `download=1` forces it)',
    params: messageAttachmentParams,
    query: downloadQuery,
    handler: async ({ db, reply, params, query }) =>
      sendStoredFile(
        app.storage,
        reply,
        await getMessageAttachment(db, params.id, params.productId, params.messageId, params.attachmentId),
        query.download === '1',
      ),
  });
}
