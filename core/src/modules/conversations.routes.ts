/**
 * The routes of a requested product's conversation (issue 13 §1), module `demandes`: see
 * core/src/route.ts.
 */
import { routes } from '../route';
import {
  listMessagesQuery,
  messageAttachmentParams,
  messageList,
  messageParams,
  messagePatch,
  messageResponse,
  productThreadParams,
  reactionBody,
  readBody,
  readResponse,
} from './conversations';
import { DEMANDES_ERRORS, UPLOAD_ERRORS, downloadQuery } from './demandes.routes';

const BASE = '/api/demandes/:id/products/:productId/messages';

const r = routes('demandes', { tags: ['conversations'], errors: DEMANDES_ERRORS });

export const conversationsApi = {
  list: r.get(BASE, {
    summary:
      "A requested product's thread, the newest `limit` messages (oldest first in the page); `before` (the previous page's `nextCursor`) goes further back; `q` searches content and author without case or accents; with the reader's unread count",
    params: productThreadParams,
    query: listMessagesQuery,
    response: messageList,
  }),
  send: r.post(BASE, {
    summary:
      'Sends a message: JSON {content, replyTo?}, or multipart with the fields `content`, `replyTo` and up to 5 files `files` (images, PDF, Word, Excel by content, 10 MB each); empty text without a file is refused',
    params: productThreadParams,
    body: 'multipart',
    response: messageResponse,
    status: 201,
    errors: UPLOAD_ERRORS,
  }),
  read: r.post(`${BASE}/read`, {
    action: 'read',
    summary:
      "Moves the caller's read marker up to the message `upTo` (it has been on their screen); never back. Answers what is still unread for them",
    params: productThreadParams,
    body: readBody,
    response: readResponse,
  }),
  edit: r.patch(`${BASE}/:messageId`, {
    action: 'create',
    summary: "Edits one's own message within 15 minutes of sending it (403 someone else's, 409 after)",
    params: messageParams,
    body: messagePatch,
    response: messageResponse,
  }),
  remove: r.delete(`${BASE}/:messageId`, {
    action: 'create',
    summary:
      "Deletes one's own message within 15 minutes: it stays in the thread as deleted, without text, files or reactions",
    params: messageParams,
    response: messageResponse,
  }),
  react: r.post(`${BASE}/:messageId/reactions`, {
    summary:
      'Toggles a reaction (thumbsUp, heart, smile, party): given again by the same user it is removed; a reaction nobody gives any more disappears',
    params: messageParams,
    body: reactionBody,
    response: messageResponse,
  }),
  attachment: r.get(`${BASE}/:messageId/attachments/:attachmentId`, {
    summary: 'A message attachment (images inline, documents as a download; `download=1` forces it)',
    params: messageAttachmentParams,
    query: downloadQuery,
    response: 'file',
    errors: [],
  }),
};
