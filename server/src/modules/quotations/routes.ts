import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiError } from '@comptoir/core/api';
import {
  QUOTATION_ACTIONS,
  quotationBody,
  quotationDocumentParams,
  quotationList,
  quotationListQuery,
  quotationMessageResponse,
  quotationParams,
  quotationPatch,
  quotationResponse,
  type QuotationAction,
} from '@comptoir/core/modules/quotations';
import { listSuppliersQuery, listSuppliersResponse } from '@comptoir/core/modules/products';
import type { AuthContext } from '../../platform/access';
import { errorResponses, moduleRoutes } from '../../platform/routes';
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

const fileErrors = { 413: apiError, 415: apiError };
const downloadQuery = z.object({ download: z.enum(['0', '1']).optional() });

/**
 * Supplier quotations per requested product (/api/quotations), module `demandes`: list with stats,
 * creation (the supplier chosen, or created on the spot), edits while pending, approve / reject,
 * documents. After each committed change the request's live event ('product') is published, so
 * screens showing the product's quotation count and best price refresh.
 */
export function quotationsRoutes(app: FastifyInstance): void {
  const { route } = moduleRoutes(app, 'demandes', {
    tags: ['quotations'],
    errors: errorResponses(400, 401, 403, 404, 409),
  });
  const changed = (demandeId: string, auth: AuthContext) => publishDemande(app, 'product', demandeId, auth);
  /** Once `write` is done: the request's event published, the quotation it wrote read back. */
  const written = async (auth: AuthContext, write: Promise<{ id: string; demandeId: string }>) => {
    const { id, demandeId } = await write;
    changed(demandeId, auth);
    return getQuotation(app.db, auth, id);
  };

  route('GET', '/api/quotations', {
    summary:
      "A requested product's quotations: searched (supplier, contact, number, notes; without case or accents), filtered by status ('expired' = pending past its validity), sorted by date (newest first), price (converted total, no rate last) or supplier; with stats over all its quotations (count, pending, best price, average in the base currency)",
    query: quotationListQuery,
    response: { 200: quotationList },
    handler: async ({ auth, query }) => listQuotations(app.db, auth, query),
  });

  route('GET', '/api/quotations/suppliers', {
    summary:
      "The suppliers to choose from in a quotation's form, by name (the same list as GET /api/suppliers, for users of the sourcing requests without the catalogue)",
    query: listSuppliersQuery,
    response: { 200: listSuppliersResponse },
    handler: async ({ query }) => listSuppliers(app.db, query),
  });

  route('POST', '/api/quotations', {
    summary:
      'Adds a quotation, pending, to a requested product. Without supplierId the supplier of that name is used (case-insensitive) or created. With extractionJobId, the completed extraction’s file becomes its document',
    body: quotationBody,
    response: { 201: quotationResponse, ...fileErrors },
    confirm: { key: 'quotation', message: 'quotations.success.created' },
    handler: async (c) => {
      const jobId = c.body.extractionJobId;
      return written(
        c.auth,
        createQuotation(
          c,
          c.body,
          jobId ? (tx) => claimExtractionFile(tx, jobId, c.auth.user.id) : undefined,
        ),
      );
    },
  });

  route('GET', '/api/quotations/:id', {
    summary: 'One quotation, with its price in the base currency',
    params: quotationParams,
    response: { 200: quotationResponse.shape.quotation },
    handler: async ({ auth, params }) => getQuotation(app.db, auth, params.id),
  });

  route('PATCH', '/api/quotations/:id', {
    summary: 'Changes the fields sent of a pending quotation (409 once approved, rejected or expired)',
    params: quotationParams,
    body: quotationPatch,
    response: { 200: quotationResponse },
    confirm: { key: 'quotation', message: 'quotations.success.updated' },
    handler: async (c) => written(c.auth, updateQuotation(c, c.params.id, c.body)),
  });

  route('DELETE', '/api/quotations/:id', {
    summary: 'Deletes a quotation and its documents (irreversible)',
    params: quotationParams,
    response: { 200: quotationMessageResponse },
    confirm: { message: 'quotations.success.deleted' },
    handler: async (c) => {
      const { keys, demandeId } = await deleteQuotation(c, c.params.id);
      await removeStored(app.storage, keys);
      changed(demandeId, c.auth);
    },
  });

  for (const action of Object.keys(QUOTATION_ACTIONS) as QuotationAction[]) {
    const rule = QUOTATION_ACTIONS[action];
    route('POST', `/api/quotations/:id/${action}`, {
      action: 'update',
      summary: `Moves a quotation from ${rule.from.join(' or ')} to ${rule.to}; 409 when approved, rejected or expired`,
      params: quotationParams,
      response: { 200: quotationResponse },
      confirm: { key: 'quotation', message: `quotations.success.${rule.to}` },
      handler: async (c) => written(c.auth, applyQuotationAction(c, c.params.id, action)),
    });
  }

  // -------------------------------------------------------------------------------------------
  // Documents

  route('POST', '/api/quotations/:id/documents', {
    action: 'update',
    summary:
      'Adds a document to a pending quotation (multipart `file`: PDF, .xlsx, .xls or an image, by content, 20 MB at most)',
    params: quotationParams,
    response: { 201: quotationResponse, ...fileErrors },
    confirm: { key: 'quotation', message: 'quotations.success.documentAdded' },
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
  });

  route('GET', '/api/quotations/:id/documents/:docId', {
    summary: "A quotation's document (a download; images inline unless `download=1`)",
    params: quotationDocumentParams,
    query: downloadQuery,
    handler: async ({ reply, params, query }) =>
      sendStoredFile(
        app.storage,
        reply,
        await getQuotationDocument(app.db, params.id, params.docId),
        query.download === '1',
      ),
  });

  route('DELETE', '/api/quotations/:id/documents/:docId', {
    action: 'update',
    summary: "Removes a pending quotation's document",
    params: quotationDocumentParams,
    response: { 200: quotationResponse },
    confirm: { key: 'quotation', message: 'quotations.success.documentDeleted' },
    handler: async (c) => {
      const { key, demandeId } = await deleteQuotationDocument(c, c.params.id, c.params.docId);
      await removeStored(app.storage, [key]);
      changed(demandeId, c.auth);
      return getQuotation(app.db, c.auth, c.params.id);
    },
  });
}
