import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  MAX_COMMENT_FILES,
  commentContent,
  type DemandeAction,
  type DemandeEventType,
} from '@comptoir/core/modules/demandes';
import { demandesApi } from '@comptoir/core/modules/demandes.routes';
import { fieldError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { implement, type Implementation } from '../../platform/routes';
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

const jsonComment = z.object({ content: commentContent.optional().default('') });

/**
 * Sourcing requests (/api/demandes): the handlers of `demandesApi`. Every change is published on
 * the live stream once done.
 */
export function demandesRoutes(app: FastifyInstance): void {
  const openStream = registerDemandeStreams(app);
  /** Publishes `type` on the request of the call once its write is done (ids only). */
  const publish =
    (type: DemandeEventType) =>
    ({ auth, params }: { auth: AuthContext; params: { id: string } }) =>
      publishDemande(app, type, params.id, auth);
  /** A change's confirmation (`message`, with its record under `key`) and its live event `type`. */
  const published = (type: DemandeEventType, message: string, key?: string) => ({
    confirm: { ...(key ? { key } : {}), message },
    after: publish(type),
  });
  /** A status action: the request moved, confirmed with its new status, published. */
  const statusAction = (action: DemandeAction): Implementation<typeof demandesApi.start> => ({
    handler: (c) => applyAction(c, c.params.id, action),
    confirm: {
      key: 'demande',
      message: ({ request }, demande: { status: string }) =>
        t(request, 'demandes.success.status', { status: statusLabel(request, demande.status) }),
    },
    after: publish('status'),
  });

  implement(app, demandesApi, {
    list: async ({ db, auth, query }) => listDemandes(db, auth, query),
    create: {
      handler: async (c) => {
        const demande = await createDemande(c, c.body);
        publishDemande(app, 'created', demande.id, c.auth);
        return demande;
      },
      confirm: { key: 'demande', message: 'demandes.success.created' },
    },
    members: async ({ db }) => ({ items: await listMembers(db) }),
    events: async ({ reply, auth }) => openStream(reply, auth),
    read: async ({ db, auth, params }) => getDemande(db, auth, params.id),
    update: {
      ...published('updated', 'demandes.success.updated', 'demande'),
      handler: (c) => updateDemande(c, c.params.id, c.body),
    },
    remove: {
      ...published('deleted', 'demandes.success.deleted'),
      handler: async (c) => removeStored(app.storage, await deleteDemande(c, c.params.id)),
    },
    start: statusAction('start'),
    complete: statusAction('complete'),
    cancel: statusAction('cancel'),
    assign: {
      ...published('assigned', 'demandes.success.assigned', 'demande'),
      handler: (c) => assignMembers(c, c.params.id, c.body.memberIds),
    },

    // Comments
    comments: async ({ db, auth, params }) => listComments(db, auth, params.id),
    addComment: {
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
    },
    attachment: async ({ db, reply, params, query }) =>
      sendStoredFile(
        app.storage,
        reply,
        await getAttachment(db, params.id, params.attachmentId),
        query.download === '1',
      ),

    // Requested products and their files
    addProduct: {
      ...published('product', 'demandes.success.productAdded', 'product'),
      handler: (c) => addProduct(c, c.params.id, c.body),
    },
    updateProduct: {
      ...published('product', 'demandes.success.productUpdated', 'product'),
      handler: (c) => updateProduct(c, c.params.id, c.params.productId, c.body),
    },
    removeProduct: {
      ...published('product', 'demandes.success.productDeleted'),
      handler: async (c) =>
        removeStored(app.storage, await deleteProduct(c, c.params.id, c.params.productId)),
    },
    addImages: {
      ...published('product', 'demandes.success.fileAdded', 'product'),
      handler: async (c) => {
        await checkProduct(c.db, c.params.id, c.params.productId); // 404 before reading the upload
        const files = await checkFiles(c.request, await readUploadedFiles(c.request), 'image');
        return storeThen(app.storage, 'demandes/products', files, (stored) =>
          addProductFiles(c, c.params.id, c.params.productId, stored),
        );
      },
    },
    productFile: async ({ db, reply, params, query }) =>
      sendStoredFile(
        app.storage,
        reply,
        await getProductFile(db, params.id, params.productId, params.fileId),
        query.download === '1',
      ),
    removeProductFile: {
      ...published('product', 'demandes.success.fileDeleted', 'product'),
      handler: async (c) => {
        const { params } = c;
        const { product, key } = await deleteProductFile(c, params.id, params.productId, params.fileId);
        await removeStored(app.storage, [key]);
        return product;
      },
    },
  });
}
