import type { FastifyInstance } from 'fastify';
import { QUOTATION_ACTIONS, type QuotationAction } from '@comptoir/core/modules/quotations';
import { quotationsApi } from '@comptoir/core/modules/quotations.routes';
import type { AuthContext } from '../../platform/access';
import { confirmed, implement, type Implementation } from '../../platform/routes';
import { newKey } from '../../platform/storage';
import { removeStored, sendStoredFile } from '../demandes/files';
import { publishDemande } from '../demandes/stream';
import { claimExtractionFile } from '../extraction/service';
import { listSuppliers } from '../products/service';
import { checkDocument, readDocument } from './documents';
import {
  addQuotationDocument,
  applyQuotationAction,
  checkEditable,
  createQuotation,
  deleteQuotation,
  deleteQuotationDocument,
  getQuotation,
  getQuotationDocument,
  listQuotations,
  updateQuotation,
} from './service';

/**
 * Supplier quotations per requested product (/api/quotations), module `demandes`: the handlers of
 * `quotationsApi`. List with stats, creation (the supplier chosen, or created on the spot), edits
 * while pending, approve / reject, documents. After each committed change the request's live
 * event ('product') is published, so screens showing the product's quotation count and best price
 * refresh.
 */
export function quotationsRoutes(app: FastifyInstance): void {
  const changed = (demandeId: string, auth: AuthContext) => publishDemande(app, 'product', demandeId, auth);
  /** Once `write` is done: the request's event published, the quotation it wrote read back. */
  const written = async (auth: AuthContext, write: Promise<{ id: string; demandeId: string }>) => {
    const { id, demandeId } = await write;
    changed(demandeId, auth);
    return getQuotation(app.db, auth, id);
  };
  /** A status action: the quotation moved, confirmed by its new status. */
  const statusAction = (action: QuotationAction): Implementation<typeof quotationsApi.approve> => ({
    handler: async (c) => written(c.auth, applyQuotationAction(c, c.params.id, action)),
    confirm: { key: 'quotation', message: `quotations.success.${QUOTATION_ACTIONS[action].to}` },
  });

  const say = confirmed('quotation', 'quotations.success');
  implement(app, quotationsApi, {
    list: async ({ auth, query }) => listQuotations(app.db, auth, query),
    suppliers: async ({ query }) => listSuppliers(app.db, query),
    create: {
      handler: async (c) => {
        const jobId = c.body.extractionJobId;
        return written(
          c.auth,
          createQuotation(
            c,
            c.body,
            jobId ? (tx) => claimExtractionFile(tx, jobId, c.auth.user.id, app.storage) : undefined,
          ),
        );
      },
      confirm: { key: 'quotation', message: 'quotations.success.created' },
    },
    read: async ({ auth, params }) => getQuotation(app.db, auth, params.id),
    update: say.updated(async (c) => written(c.auth, updateQuotation(c, c.params.id, c.body))),
    remove: {
      handler: async (c) => {
        const { keys, demandeId } = await deleteQuotation(c, c.params.id);
        await removeStored(app.storage, keys);
        changed(demandeId, c.auth);
      },
      confirm: { message: 'quotations.success.deleted' },
    },
    approve: statusAction('approve'),
    reject: statusAction('reject'),

    // Documents
    addDocument: {
      handler: async (c) => {
        const { request, params } = c;
        await checkEditable(c, params.id); // 404 / 409 before reading the upload
        const document = await checkDocument(request, await readDocument(request));
        const { key, size } = await app.storage.put(
          newKey('quotations/documents', document.extension),
          document.bytes,
        );
        let demandeId: string;
        try {
          ({ demandeId } = await addQuotationDocument(c, params.id, {
            name: document.name,
            mime: document.mime,
            size,
            storageKey: key,
          }));
        } catch (error) {
          await removeStored(app.storage, [key]);
          throw error;
        }
        changed(demandeId, c.auth);
        return getQuotation(app.db, c.auth, params.id);
      },
      confirm: { key: 'quotation', message: 'quotations.success.documentAdded' },
    },
    document: async ({ reply, params, query }) =>
      sendStoredFile(
        app.storage,
        reply,
        await getQuotationDocument(app.db, params.id, params.docId),
        query.download === '1',
      ),
    removeDocument: {
      handler: async (c) => {
        const { key, demandeId } = await deleteQuotationDocument(c, c.params.id, c.params.docId);
        await removeStored(app.storage, [key]);
        changed(demandeId, c.auth);
        return getQuotation(app.db, c.auth, c.params.id);
      },
      confirm: { key: 'quotation', message: 'quotations.success.documentDeleted' },
    },
  });
}
