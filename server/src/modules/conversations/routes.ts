import type { FastifyInstance } from 'fastify';
import { MAX_MESSAGE_FILES, messageBody } from '@comptoir/core/modules/conversations';
import { conversationsApi } from '@comptoir/core/modules/conversations.routes';
import type { AuthContext } from '../../platform/access';
import { eventsOf } from '../../platform/events';
import { implement } from '../../platform/routes';
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
 * What tells a requested product's viewers (conversation or documents library) of a change of
 * `type` once it is done: the `after` of its routes.
 */
export function productPublisher(app: FastifyInstance, type: 'message' | 'document') {
  return ({ auth, params }: { auth: AuthContext; params: { id: string; productId: string } }) =>
    publishProduct(app, type, params.id, params.productId, auth);
}

/**
 * Product conversations (issue 13 §1), module `demandes`: the handlers of `conversationsApi`. The
 * thread of a requested product with cursor paging and search, messages with files and replies,
 * reactions, read markers, edits and deletions of one's own messages within 15 minutes.
 */
export function conversationsRoutes(app: FastifyInstance): void {
  const publish = productPublisher(app, 'message');
  /** A change confirmed with the message under `message` and the text under `notice`, published. */
  const notified = (message: string) => ({
    confirm: { key: 'message', as: 'notice', message },
    after: publish,
  });

  implement(app, conversationsApi, {
    list: async ({ db, auth, params, query }) => listMessages(db, auth, params.id, params.productId, query),
    send: {
      ...notified('conversations.success.sent'),
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
    },
    read: {
      handler: async ({ db, auth, params, body }) =>
        markRead(db, auth, params.id, params.productId, body.upTo),
      after: publish,
    },
    edit: {
      ...notified('conversations.success.edited'),
      handler: async (c) =>
        editMessage(c, c.params.id, c.params.productId, c.params.messageId, c.body.content),
    },
    remove: {
      ...notified('conversations.success.deleted'),
      handler: async (c) => {
        const { message, keys } = await deleteMessage(c, c.params.id, c.params.productId, c.params.messageId);
        await removeStored(app.storage, keys);
        return message;
      },
    },
    react: {
      ...notified('conversations.success.reacted'),
      handler: async (c) =>
        toggleMessageReaction(c, c.params.id, c.params.productId, c.params.messageId, c.body.emoji),
    },
    attachment: async ({ db, reply, params, query }) =>
      sendStoredFile(
        app.storage,
        reply,
        await getMessageAttachment(db, params.id, params.productId, params.messageId, params.attachmentId),
        query.download === '1',
      ),
  });
}
