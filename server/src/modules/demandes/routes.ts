import type { FastifyInstance, FastifyRequest } from 'fastify';
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
} from '@comptoir/core/modules/demandes';
import { fieldErrors } from '@comptoir/core/validation';
import { AppError } from '../../platform/errors';
import { access, defineRoute } from '../../platform/http';
import { t } from '../../platform/i18n';
import { newKey } from '../../platform/storage';
import type { AuthContext } from '../../platform/access';
import {
  checkFiles,
  readMultipart,
  readUploadedFiles,
  removeStored,
  sendStoredFile,
  type CheckedFile,
  type FilePolicy,
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
  type StoredFile,
} from './service';
import { publishDemande, registerDemandeStreams } from './stream';

const TAGS = ['demandes'];
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const fileErrors = { ...errors, 413: apiError, 415: apiError };
const downloadQuery = z.object({ download: z.enum(['0', '1']).optional() });
const jsonComment = z.object({ content: commentContent.optional().default('') });

/**
 * Sourcing requests (/api/demandes): requests, status actions, assignment, comments, requested
 * products and their files, live events.
 */
export function demandesRoutes(app: FastifyInstance): void {
  const openStream = registerDemandeStreams(app);
  const ctxOf = (request: FastifyRequest, auth: AuthContext) => ({ db: app.db, request, auth });

  /** Writes checked files to storage; the caller records them or removes them. */
  const store = async (folder: string, files: CheckedFile[]): Promise<StoredFile[]> => {
    const stored: StoredFile[] = [];
    try {
      for (const f of files) {
        const { key, size } = await app.storage.put(newKey(folder, f.extension), f.bytes);
        stored.push({ kind: f.kind, name: f.fileName, mime: f.mime, size, storageKey: key });
      }
    } catch (error) {
      await removeStored(
        app.storage,
        stored.map((s) => s.storageKey),
      );
      throw error;
    }
    return stored;
  };

  /** Stores the files, then runs `record`; removes the files if recording fails. */
  const storeThen = async <T>(
    folder: string,
    files: CheckedFile[],
    record: (s: StoredFile[]) => Promise<T>,
  ) => {
    const stored = await store(folder, files);
    try {
      return await record(stored);
    } catch (error) {
      await removeStored(
        app.storage,
        stored.map((s) => s.storageKey),
      );
      throw error;
    }
  };

  defineRoute(app, {
    method: 'GET',
    url: '/api/demandes',
    access: access.module('demandes', 'read'),
    summary:
      'Requests, searched (title, description, client, category), filtered (status, priority, assigned member), sorted and paginated, with counters by status over the same scope without the status filter',
    tags: TAGS,
    query: listDemandesQuery,
    response: { 200: listDemandesResponse, ...errors },
    handler: async ({ auth, query }) => listDemandes(app.db, auth, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/demandes',
    access: access.module('demandes', 'create'),
    summary:
      "Creates a request from the demandes screen (form 'demandes') or a team member's view (form 'team': with its products, assigned to the member), pending, in one transaction",
    tags: TAGS,
    body: createDemandeBody,
    response: { 201: demandeResponse, ...errors },
    handler: async ({ request, reply, auth, body }) => {
      const demande = await createDemande(ctxOf(request, auth), body);
      publishDemande(app, 'created', demande.id, auth);
      reply.status(201);
      return { demande, message: t(request, 'demandes.success.created') };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/demandes/members',
    access: access.module('demandes', 'read'),
    summary: 'The team members a request may be assigned to (for the assign modal)',
    tags: TAGS,
    response: { 200: demandeMembersResponse, ...errors },
    handler: async () => ({ items: await listMembers(app.db) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/demandes/events',
    access: access.module('demandes', 'read'),
    summary:
      'Live updates as server-sent events: `data: {"type","demandeId","by","at"}` after each committed change; a comment line every 20 s',
    tags: TAGS,
    handler: async ({ reply, auth }) => openStream(reply, auth),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/demandes/:id',
    access: access.module('demandes', 'read'),
    summary: 'One request with its requested products, their images, documents and counters',
    tags: TAGS,
    params: demandeParams,
    response: { 200: demandeDetail, ...errors },
    handler: async ({ auth, params }) => getDemande(app.db, auth, params.id),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/demandes/:id',
    access: access.module('demandes', 'update'),
    summary: 'Updates some fields of a request (status changes go through the actions)',
    tags: TAGS,
    params: demandeParams,
    body: demandePatch,
    response: { 200: demandeResponse, ...errors },
    handler: async ({ request, auth, params, body }) => {
      const demande = await updateDemande(ctxOf(request, auth), params.id, body);
      publishDemande(app, 'updated', demande.id, auth);
      return { demande, message: t(request, 'demandes.success.updated') };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/demandes/:id',
    access: access.module('demandes', 'delete'),
    summary: 'Deletes a request with its products, comments and their files (irreversible)',
    tags: TAGS,
    params: demandeParams,
    response: { 200: demandeMessageResponse, ...errors },
    handler: async ({ request, auth, params }) => {
      const keys = await deleteDemande(ctxOf(request, auth), params.id);
      await removeStored(app.storage, keys);
      publishDemande(app, 'deleted', params.id, auth);
      return { message: t(request, 'demandes.success.deleted') };
    },
  });

  for (const action of Object.keys(DEMANDE_ACTIONS) as DemandeAction[]) {
    const rule = DEMANDE_ACTIONS[action];
    defineRoute(app, {
      method: 'POST',
      url: `/api/demandes/:id/${action}`,
      access: access.module('demandes', 'update'),
      summary: `Moves a request from ${rule.from.join(' or ')} to ${rule.to}; 409 from any other status`,
      tags: TAGS,
      params: demandeParams,
      response: { 200: demandeResponse, ...errors },
      handler: async ({ request, auth, params }) => {
        const demande = await applyAction(ctxOf(request, auth), params.id, action);
        publishDemande(app, 'status', demande.id, auth);
        return {
          demande,
          message: t(request, 'demandes.success.status', { status: statusLabel(request, demande.status) }),
        };
      },
    });
  }

  defineRoute(app, {
    method: 'POST',
    url: '/api/demandes/:id/assign',
    access: access.module('demandes', 'update'),
    summary: 'Replaces the assigned team members, in the given order (an unknown member answers 400)',
    tags: TAGS,
    params: demandeParams,
    body: assignBody,
    response: { 200: demandeResponse, ...errors },
    handler: async ({ request, auth, params, body }) => {
      const demande = await assignMembers(ctxOf(request, auth), params.id, body.memberIds);
      publishDemande(app, 'assigned', demande.id, auth);
      return { demande, message: t(request, 'demandes.success.assigned') };
    },
  });

  // -------------------------------------------------------------------------------------------
  // Comments

  defineRoute(app, {
    method: 'GET',
    url: '/api/demandes/:id/comments',
    access: access.module('demandes', 'read'),
    summary: "A request's comments, oldest first, and whether the caller may comment",
    tags: TAGS,
    params: demandeParams,
    response: { 200: demandeCommentsResponse, ...errors },
    handler: async ({ auth, params }) => listComments(app.db, auth, params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/demandes/:id/comments',
    access: access.module('demandes', 'create'),
    summary:
      'Adds a comment: JSON {content}, or multipart with the field `content` and up to 5 files `files` (images, PDF, Word, Excel by content, 10 MB each). Only the creator and the assigned members may comment',
    tags: TAGS,
    params: demandeParams,
    response: { 201: demandeCommentResponse, ...fileErrors },
    handler: async ({ request, reply, auth, params }) => {
      // 404 / 403 before reading any upload.
      if (!(await canCommentOn(app.db, auth, params.id))) throw commentForbidden();
      let raw: unknown;
      let files: CheckedFile[] = [];
      if (request.isMultipart()) {
        const content = await readMultipart(request, {
          fileFields: ['files', 'file'],
          maxFiles: MAX_COMMENT_FILES,
        });
        raw = { content: content.fields.content ?? '' };
        files = await checkFiles(request, content.files, 'comment');
      } else {
        raw = request.body ?? {};
      }
      const parsed = jsonComment.safeParse(raw);
      if (!parsed.success) {
        throw new AppError(400, 'validation', 'errors.validation', {}, fieldErrors(parsed.error));
      }
      const text = parsed.data.content;
      if (!text && files.length === 0) {
        throw new AppError(
          400,
          'validation',
          'demandes.validation.commentEmpty',
          {},
          {
            content: 'demandes.validation.commentEmpty',
          },
        );
      }
      const comment = await storeThen('demandes/comments', files, (stored) =>
        addComment(ctxOf(request, auth), params.id, text, stored),
      );
      publishDemande(app, 'comment', params.id, auth);
      reply.status(201);
      return { comment, message: t(request, 'demandes.success.commentAdded') };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/demandes/:id/attachments/:attachmentId',
    access: access.module('demandes', 'read'),
    summary: 'A comment attachment (images inline, documents as a download; `download=1` forces it)',
    tags: TAGS,
    params: demandeAttachmentParams,
    query: downloadQuery,
    handler: async ({ reply, params, query }) =>
      sendStoredFile(
        app.storage,
        reply,
        await getAttachment(app.db, params.id, params.attachmentId),
        query.download === '1',
      ),
  });

  // -------------------------------------------------------------------------------------------
  // Requested products and their files

  defineRoute(app, {
    method: 'POST',
    url: '/api/demandes/:id/products',
    access: access.module('demandes', 'update'),
    summary: 'Adds a requested product (name, description and quantity required)',
    tags: TAGS,
    params: demandeParams,
    body: requestedProductBody,
    response: { 201: requestedProductResponse, ...errors },
    handler: async ({ request, reply, auth, params, body }) => {
      const product = await addProduct(ctxOf(request, auth), params.id, body);
      publishDemande(app, 'product', params.id, auth);
      reply.status(201);
      return { product, message: t(request, 'demandes.success.productAdded') };
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/demandes/:id/products/:productId',
    access: access.module('demandes', 'update'),
    summary: 'Updates a requested product',
    tags: TAGS,
    params: demandeProductParams,
    body: requestedProductPatch,
    response: { 200: requestedProductResponse, ...errors },
    handler: async ({ request, auth, params, body }) => {
      const product = await updateProduct(ctxOf(request, auth), params.id, params.productId, body);
      publishDemande(app, 'product', params.id, auth);
      return { product, message: t(request, 'demandes.success.productUpdated') };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/demandes/:id/products/:productId',
    access: access.module('demandes', 'update'),
    summary: 'Removes a requested product and its files',
    tags: TAGS,
    params: demandeProductParams,
    response: { 200: demandeMessageResponse, ...errors },
    handler: async ({ request, auth, params }) => {
      const keys = await deleteProduct(ctxOf(request, auth), params.id, params.productId);
      await removeStored(app.storage, keys);
      publishDemande(app, 'product', params.id, auth);
      return { message: t(request, 'demandes.success.productDeleted') };
    },
  });

  const uploadRoute = (kind: 'images' | 'documents', policy: FilePolicy, summary: string) =>
    defineRoute(app, {
      method: 'POST',
      url: `/api/demandes/:id/products/:productId/${kind}`,
      access: access.module('demandes', 'update'),
      summary,
      tags: TAGS,
      params: demandeProductParams,
      response: { 201: requestedProductResponse, ...fileErrors },
      handler: async ({ request, reply, auth, params }) => {
        await checkProduct(app.db, params.id, params.productId); // 404 before reading the upload
        const files = await checkFiles(request, await readUploadedFiles(request), policy);
        const product = await storeThen('demandes/products', files, (stored) =>
          addProductFiles(ctxOf(request, auth), params.id, params.productId, stored),
        );
        publishDemande(app, 'product', params.id, auth);
        reply.status(201);
        return { product, message: t(request, 'demandes.success.fileAdded') };
      },
    });

  uploadRoute(
    'images',
    'image',
    'Adds images to a requested product (multipart `files` or `file`, up to 5, any image type by content, 10 MB each)',
  );
  // Documents: the product's documents library (modules/documents, issue 13) answers
  // POST /api/demandes/:id/products/:productId/documents.

  defineRoute(app, {
    method: 'GET',
    url: '/api/demandes/:id/products/:productId/files/:fileId',
    access: access.module('demandes', 'read'),
    summary: "A requested product's image or document (images inline; `download=1` forces a download)",
    tags: TAGS,
    params: demandeProductFileParams,
    query: downloadQuery,
    handler: async ({ reply, params, query }) =>
      sendStoredFile(
        app.storage,
        reply,
        await getProductFile(app.db, params.id, params.productId, params.fileId),
        query.download === '1',
      ),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/demandes/:id/products/:productId/files/:fileId',
    access: access.module('demandes', 'update'),
    summary: "Removes a requested product's image or document",
    tags: TAGS,
    params: demandeProductFileParams,
    response: { 200: requestedProductResponse, ...errors },
    handler: async ({ request, auth, params }) => {
      const { product, key } = await deleteProductFile(
        ctxOf(request, auth),
        params.id,
        params.productId,
        params.fileId,
      );
      await removeStored(app.storage, [key]);
      publishDemande(app, 'product', params.id, auth);
      return { product, message: t(request, 'demandes.success.fileDeleted') };
    },
  });
}
