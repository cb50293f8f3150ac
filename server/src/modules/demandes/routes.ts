import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiError } from '@comptoir/core/api';
import {
  DEMANDE_ACTIONS,
  MAX_COMMENT_FILES,
  assignBody,
  commentContent,
  createDemandeBody,
  demandeAttachmentParams,
  demandeCommentResponse,
  demandeCommentsResponse,
  demandeDetail,
  demandeMembersResponse,
  demandeMessageResponse,
  demandeParams,
  demandePatch,
  demandeProductFileParams,
  demandeProductParams,
  demandeResponse,
  listDemandesQuery,
  listDemandesResponse,
  requestedProductBody,
  requestedProductPatch,
  requestedProductResponse,
  type DemandeAction,
  type DemandeEventType,
} from '@comptoir/core/modules/demandes';
import { fieldError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { errorResponses, moduleRoutes } from '../../platform/routes';
import type { AuthContext } from '../../platform/access';
import {
  checkFiles,
  readPostWithFiles,
  readUploadedFiles,
  removeStored,
  sendStoredFile,
  storeThen,
} from './files';
import {
  addComment,
  addProduct,
  addProductFiles,
  applyAction,
  assignMembers,
  canCommentOn,
  checkProduct,
  commentForbidden,
  createDemande,
  deleteDemande,
  deleteProduct,
  deleteProductFile,
  getAttachment,
  getDemande,
  getProductFile,
  listComments,
  listDemandes,
  listMembers,
  statusLabel,
  updateDemande,
  updateProduct,
} from './service';
import { publishDemande, registerDemandeStreams } from './stream';

const downloadQuery = z.object({ download: z.enum(['0', '1']).optional() });
const jsonComment = z.object({ content: commentContent.optional().default('') });

/**
 * Sourcing requests (/api/demandes): requests, status actions, assignment, comments, requested
 * products and their files, live events. Every change is published on the live stream once done.
 */
export function demandesRoutes(app: FastifyInstance): void {
  const openStream = registerDemandeStreams(app);
  const { route } = moduleRoutes(app, 'demandes', {
    tags: ['demandes'],
    errors: errorResponses(400, 401, 403, 404, 409),
  });
  const fileErrors = { 413: apiError, 415: apiError };
  /** Publishes `type` on the request of the call once its write is done (ids only). */
  const publish =
    (type: DemandeEventType) =>
    ({ auth, params }: { auth: AuthContext; params: { id: string } }) =>
      publishDemande(app, type, params.id, auth);
  /** A change's confirmation (`message`, with its record under `key`) and its live event `type`. */
  const published = (type: DemandeEventType, message: string, key?: string) => ({
    confirm: { key, message },
    after: publish(type),
  });

  route('GET', '/api/demandes', {
    summary:
      'Requests, searched (title, description, client, category), filtered (status, priority, assigned member), sorted and paginated, with counters by status over the same scope without the status filter',
    query: listDemandesQuery,
    response: { 200: listDemandesResponse },
    handler: async ({ db, auth, query }) => listDemandes(db, auth, query),
  });

  route('POST', '/api/demandes', {
    summary:
      "Creates a request from the demandes screen (form 'demandes') or a team member's view (form 'team': with its products, assigned to the member), pending, in one transaction",
    body: createDemandeBody,
    response: { 201: demandeResponse },
    confirm: { key: 'demande', message: 'demandes.success.created' },
    handler: async (c) => {
      const demande = await createDemande(c, c.body);
      publishDemande(app, 'created', demande.id, c.auth);
      return demande;
    },
  });

  route('GET', '/api/demandes/members', {
    summary: 'The team members a request may be assigned to (for the assign modal)',
    response: { 200: demandeMembersResponse },
    handler: async ({ db }) => ({ items: await listMembers(db) }),
  });

  route('GET', '/api/demandes/events', {
    summary:
      'Live updates as server-sent events: `data: {"type","demandeId","by","at"}` after each committed change; a comment line every 20 s',
    handler: async ({ reply, auth }) => openStream(reply, auth),
  });

  route('GET', '/api/demandes/:id', {
    summary: 'One request with its requested products, their images, documents and counters',
    params: demandeParams,
    response: { 200: demandeDetail },
    handler: async ({ db, auth, params }) => getDemande(db, auth, params.id),
  });

  route('PATCH', '/api/demandes/:id', {
    summary: 'Updates some fields of a request (status changes go through the actions)',
    params: demandeParams,
    body: demandePatch,
    response: { 200: demandeResponse },
    ...published('updated', 'demandes.success.updated', 'demande'),
    handler: (c) => updateDemande(c, c.params.id, c.body),
  });

  route('DELETE', '/api/demandes/:id', {
    summary: 'Deletes a request with its products, comments and their files (irreversible)',
    params: demandeParams,
    response: { 200: demandeMessageResponse },
    ...published('deleted', 'demandes.success.deleted'),
    handler: async (c) => removeStored(app.storage, await deleteDemande(c, c.params.id)),
  });

  for (const action of Object.keys(DEMANDE_ACTIONS) as DemandeAction[]) {
    const rule = DEMANDE_ACTIONS[action];
    route('POST', `/api/demandes/:id/${action}`, {
      action: 'update',
      summary: `Moves a request from ${rule.from.join(' or ')} to ${rule.to}; 409 from any other status`,
      params: demandeParams,
      response: { 200: demandeResponse },
      confirm: {
        key: 'demande',
        message: ({ request }, demande: { status: string }) =>
          t(request, 'demandes.success.status', { status: statusLabel(request, demande.status) }),
      },
      after: publish('status'),
      handler: (c) => applyAction(c, c.params.id, action),
    });
  }

  route('POST', '/api/demandes/:id/assign', {
    action: 'update',
    summary: 'Replaces the assigned team members, in the given order (an unknown member answers 400)',
    params: demandeParams,
    body: assignBody,
    response: { 200: demandeResponse },
    ...published('assigned', 'demandes.success.assigned', 'demande'),
    handler: (c) => assignMembers(c, c.params.id, c.body.memberIds),
  });

  // -------------------------------------------------------------------------------------------
  // Comments

  route('GET', '/api/demandes/:id/comments', {
    summary: "A request's comments, oldest first, and whether the caller may comment",
    params: demandeParams,
    response: { 200: demandeCommentsResponse },
    handler: async ({ db, auth, params }) => listComments(db, auth, params.id),
  });

  route('POST', '/api/demandes/:id/comments', {
    summary:
      'Adds a comment: JSON {content}, or multipart with the field `content` and up to 5 files `files` (images, PDF, Word, Excel by content, 10 MB each). Only the creator and the assigned members may comment',
    params: demandeParams,
    response: { 201: demandeCommentResponse, ...fileErrors },
    ...published('comment', 'demandes.success.commentAdded', 'comment'),
    handler: async (c) => {
      // 404 / 403 before reading any upload.
      if (!(await canCommentOn(c.db, c.auth, c.params.id))) throw commentForbidden();
      const { body, files } = await readPostWithFiles(c.request, jsonComment, {
        maxFiles: MAX_COMMENT_FILES,
        fromFields: (fields) => ({ content: fields.content ?? '' }),
      });
      if (!body.content && files.length === 0) {
        throw fieldError('content', 'demandes.validation.commentEmpty');
      }
      return storeThen(app.storage, 'demandes/comments', files, (stored) =>
        addComment(c, c.params.id, body.content, stored),
      );
    },
  });

  route('GET', '/api/demandes/:id/attachments/:attachmentId', {
    summary: 'A comment attachment (images inline, documents as a download; `download=1` forces it)',
    params: demandeAttachmentParams,
    query: downloadQuery,
    handler: async ({ db, reply, params, query }) =>
      sendStoredFile(
        app.storage,
        reply,
        await getAttachment(db, params.id, params.attachmentId),
        query.download === '1',
      ),
  });

  // -------------------------------------------------------------------------------------------
  // Requested products and their files

  route('POST', '/api/demandes/:id/products', {
    action: 'update',
    summary: 'Adds a requested product (name, description and quantity required)',
    params: demandeParams,
    body: requestedProductBody,
    response: { 201: requestedProductResponse },
    ...published('product', 'demandes.success.productAdded', 'product'),
    handler: (c) => addProduct(c, c.params.id, c.body),
  });

  route('PATCH', '/api/demandes/:id/products/:productId', {
    summary: 'Updates a requested product',
    params: demandeProductParams,
    body: requestedProductPatch,
    response: { 200: requestedProductResponse },
    ...published('product', 'demandes.success.productUpdated', 'product'),
    handler: (c) => updateProduct(c, c.params.id, c.params.productId, c.body),
  });

  route('DELETE', '/api/demandes/:id/products/:productId', {
    action: 'update',
    summary: 'Removes a requested product and its files',
    params: demandeProductParams,
    response: { 200: demandeMessageResponse },
    ...published('product', 'demandes.success.productDeleted'),
    handler: async (c) => removeStored(app.storage, await deleteProduct(c, c.params.id, c.params.productId)),
  });

  route('POST', '/api/demandes/:id/products/:productId/images', {
    action: 'update',
    summary:
      'Adds images to a requested product (multipart `files` or `file`, up to 5, any image type by content, 10 MB each)',
    params: demandeProductParams,
    response: { 201: requestedProductResponse, ...fileErrors },
    ...published('product', 'demandes.success.fileAdded', 'product'),
    handler: async (c) => {
      await checkProduct(c.db, c.params.id, c.params.productId); // 404 before reading the upload
      const files = await checkFiles(c.request, await readUploadedFiles(c.request), 'image');
      return storeThen(app.storage, 'demandes/products', files, (stored) =>
        addProductFiles(c, c.params.id, c.params.productId, stored),
      );
    },
  });
  // Documents: the product's documents library (modules/documents, issue 13) answers
  // POST /api/demandes/:id/products/:productId/documents.

  route('GET', '/api/demandes/:id/products/:productId/files/:fileId', {
    summary: "A requested product's image or document (images inline; `download=1` forces a download)",
    params: demandeProductFileParams,
    query: downloadQuery,
    handler: async ({ db, reply, params, query }) =>
      sendStoredFile(
        app.storage,
        reply,
        await getProductFile(db, params.id, params.productId, params.fileId),
        query.download === '1',
      ),
  });

  route('DELETE', '/api/demandes/:id/products/:productId/files/:fileId', {
    action: 'update',
    summary: "Removes a requested product's image or document",
    params: demandeProductFileParams,
    response: { 200: requestedProductResponse },
    ...published('product', 'demandes.success.fileDeleted', 'product'),
    handler: async (c) => {
      const { params } = c;
      const { product, key } = await deleteProductFile(c, params.id, params.productId, params.fileId);
      await removeStored(app.storage, [key]);
      return product;
    },
  });
}
