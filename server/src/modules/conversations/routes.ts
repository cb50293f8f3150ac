import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { fieldErrors } from '@comptoir/core/validation';
import type { AuthContext } from '../../platform/access';
import { AppError } from '../../platform/errors';
import { eventsOf } from '../../platform/events';
import { access, defineRoute } from '../../platform/http';
import { t } from '../../platform/i18n';
import { newKey } from '../../platform/storage';
import { checkFiles, readMultipart, removeStored, sendStoredFile, type CheckedFile } from '../demandes/files';
import {
  addMessage,
  checkThread,
  deleteMessage,
  editMessage,
  getMessageAttachment,
  listMessages,
  markRead,
  toggleMessageReaction,
  type StoredAttachment,
} from './service';

const TAGS = ['conversations'];
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const fileErrors = { ...errors, 413: apiError, 415: apiError };
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

/** Writes checked files to storage, runs `record`, removes the files if anything fails. */
export async function storeThen<T>(
  app: FastifyInstance,
  folder: string,
  files: readonly CheckedFile[],
  record: (stored: StoredAttachment[]) => Promise<T>,
): Promise<T> {
  const stored: StoredAttachment[] = [];
  try {
    for (const f of files) {
      const { key, size } = await app.storage.put(newKey(folder, f.extension), f.bytes);
      stored.push({ kind: f.kind, name: f.fileName, mime: f.mime, size, storageKey: key });
    }
    return await record(stored);
  } catch (error) {
    await removeStored(
      app.storage,
      stored.map((s) => s.storageKey),
    );
    throw error;
  }
}

const invalid = (error: z.ZodError) =>
  new AppError(400, 'validation', 'errors.validation', {}, fieldErrors(error));

/**
 * Product conversations (issue 13 §1), module `demandes`: the thread of a requested product with
 * cursor paging and search, messages with files and replies, reactions, read markers, edits and
 * deletions of one's own messages within 15 minutes.
 */
export function conversationsRoutes(app: FastifyInstance): void {
  const ctxOf = (request: FastifyRequest, auth: AuthContext) => ({ db: app.db, request, auth });

  defineRoute(app, {
    method: 'GET',
    url: BASE,
    access: access.module('demandes', 'read'),
    summary:
      "A requested product's thread, the newest `limit` messages (oldest first in the page); `before` (the previous page's `nextCursor`) goes further back; `q` searches content and author without case or accents; with the reader's unread count",
    tags: TAGS,
    params: productThreadParams,
    query: listMessagesQuery,
    response: { 200: messageList, ...errors },
    handler: async ({ auth, params, query }) =>
      listMessages(app.db, auth, params.id, params.productId, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: BASE,
    access: access.module('demandes', 'create'),
    summary:
      'Sends a message: JSON {content, replyTo?}, or multipart with the fields `content`, `replyTo` and up to 5 files `files` (images, PDF, Word, Excel by content, 10 MB each); empty text without a file is refused',
    tags: TAGS,
    params: productThreadParams,
    response: { 201: messageResponse, ...fileErrors },
    handler: async ({ request, reply, auth, params }) => {
      await checkThread(app.db, params.id, params.productId); // 404 before reading an upload
      let raw: unknown;
      let files: CheckedFile[] = [];
      if (request.isMultipart()) {
        const content = await readMultipart(request, {
          fileFields: ['files', 'file'],
          maxFiles: MAX_MESSAGE_FILES,
        });
        raw = { content: content.fields.content ?? '', replyTo: content.fields.replyTo || null };
        files = await checkFiles(request, content.files, 'comment');
      } else {
        raw = request.body ?? {};
      }
      const parsed = messageBody.safeParse(raw);
      if (!parsed.success) throw invalid(parsed.error);
      const message = await storeThen(app, 'conversations', files, (stored) =>
        addMessage(
          ctxOf(request, auth),
          params.id,
          params.productId,
          { content: parsed.data.content, replyTo: parsed.data.replyTo ?? null },
          stored,
        ),
      );
      publishProduct(app, 'message', params.id, params.productId, auth);
      reply.status(201);
      return { message, notice: t(request, 'conversations.success.sent') };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/read`,
    access: access.module('demandes', 'read'),
    summary:
      "Moves the caller's read marker up to the message `upTo` (it has been on their screen); never back. Answers what is still unread for them",
    tags: TAGS,
    params: productThreadParams,
    body: readBody,
    response: { 200: readResponse, ...errors },
    handler: async ({ auth, params, body }) => {
      const result = await markRead(app.db, auth, params.id, params.productId, body.upTo);
      publishProduct(app, 'message', params.id, params.productId, auth);
      return result;
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: `${BASE}/:messageId`,
    access: access.module('demandes', 'create'),
    summary: "Edits one's own message within 15 minutes of sending it (403 someone else's, 409 after)",
    tags: TAGS,
    params: messageParams,
    body: messagePatch,
    response: { 200: messageResponse, ...errors },
    handler: async ({ request, auth, params, body }) => {
      const message = await editMessage(
        ctxOf(request, auth),
        params.id,
        params.productId,
        params.messageId,
        body.content,
      );
      publishProduct(app, 'message', params.id, params.productId, auth);
      return { message, notice: t(request, 'conversations.success.edited') };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${BASE}/:messageId`,
    access: access.module('demandes', 'create'),
    summary:
      "Deletes one's own message within 15 minutes: it stays in the thread as deleted, without text, files or reactions",
    tags: TAGS,
    params: messageParams,
    response: { 200: messageResponse, ...errors },
    handler: async ({ request, auth, params }) => {
      const { message, keys } = await deleteMessage(
        ctxOf(request, auth),
        params.id,
        params.productId,
        params.messageId,
      );
      await removeStored(app.storage, keys);
      publishProduct(app, 'message', params.id, params.productId, auth);
      return { message, notice: t(request, 'conversations.success.deleted') };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/:messageId/reactions`,
    access: access.module('demandes', 'create'),
    summary:
      'Toggles a reaction (thumbsUp, heart, smile, party): given again by the same user it is removed; a reaction nobody gives any more disappears',
    tags: TAGS,
    params: messageParams,
    body: reactionBody,
    response: { 200: messageResponse, ...errors },
    handler: async ({ request, auth, params, body }) => {
      const message = await toggleMessageReaction(
        ctxOf(request, auth),
        params.id,
        params.productId,
        params.messageId,
        body.emoji,
      );
      publishProduct(app, 'message', params.id, params.productId, auth);
      return { message, notice: t(request, 'conversations.success.reacted') };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/:messageId/attachments/:attachmentId`,
    access: access.module('demandes', 'read'),
    summary: 'A message attachment (images inline, documents as a download; `download=1` forces it)',
    tags: TAGS,
    params: messageAttachmentParams,
    query: downloadQuery,
    handler: async ({ reply, params, query }) =>
      sendStoredFile(
        app.storage,
        reply,
        await getMessageAttachment(
          app.db,
          params.id,
          params.productId,
          params.messageId,
          params.attachmentId,
        ),
        query.download === '1',
      ),
  });
}
