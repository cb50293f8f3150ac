import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { access, defineRoute } from '../../platform/http';
import { t } from '../../platform/i18n';
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

const TAGS = ['quotations'];
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const fileErrors = { ...errors, 413: apiError, 415: apiError };
const downloadQuery = z.object({ download: z.enum(['0', '1']).optional() });

/**
 * Supplier quotations per requested product (/api/quotations), module `demandes`: list with stats,
 * creation (the supplier chosen, or created on the spot), edits while pending, approve / reject,
 * documents. After each committed change the request's live event ('product') is published, so
 * screens showing the product's quotation count and best price refresh.
 */
export function quotationsRoutes(app: FastifyInstance): void {
  const ctxOf = (request: FastifyRequest, auth: AuthContext) => ({ db: app.db, request, auth });
  const changed = (demandeId: string, auth: AuthContext) => publishDemande(app, 'product', demandeId, auth);

  defineRoute(app, {
    method: 'GET',
    url: '/api/quotations',
    access: access.module('demandes', 'read'),
    summary:
      "A requested product's quotations: searched (supplier, contact, number, notes; without case or accents), filtered by status ('expired' = pending past its validity), sorted by date (newest first), price (converted total, no rate last) or supplier; with stats over all its quotations (count, pending, best price, average in the base currency)",
    tags: TAGS,
    query: quotationListQuery,
    response: { 200: quotationList, ...errors },
    handler: async ({ auth, query }) => listQuotations(app.db, auth, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/quotations/suppliers',
    access: access.module('demandes', 'read'),
    summary:
      "The suppliers to choose from in a quotation's form, by name (the same list as GET /api/suppliers, for users of the sourcing requests without the catalogue)",
    tags: TAGS,
    query: listSuppliersQuery,
    response: { 200: listSuppliersResponse, ...errors },
    handler: async ({ query }) => listSuppliers(app.db, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/quotations',
    access: access.module('demandes', 'create'),
    summary:
      'Adds a quotation, pending, to a requested product. Without supplierId the supplier of that name is used (case-insensitive) or created. With extractionJobId, the completed extraction’s file becomes its document',
    tags: TAGS,
    body: quotationBody,
    response: { 201: quotationResponse, ...fileErrors },
    handler: async ({ request, reply, auth, body }) => {
      const jobId = body.extractionJobId;
      const { id, demandeId } = await createQuotation(
        ctxOf(request, auth),
        body,
        jobId ? (tx) => claimExtractionFile(tx, jobId, auth.user.id) : undefined,
      );
      changed(demandeId, auth);
      reply.status(201);
      return {
        quotation: await getQuotation(app.db, auth, id),
        message: t(request, 'quotations.success.created'),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/quotations/:id',
    access: access.module('demandes', 'read'),
    summary: 'One quotation, with its price in the base currency',
    tags: TAGS,
    params: quotationParams,
    response: { 200: quotationResponse.shape.quotation, ...errors },
    handler: async ({ auth, params }) => getQuotation(app.db, auth, params.id),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/quotations/:id',
    access: access.module('demandes', 'update'),
    summary: 'Changes the fields sent of a pending quotation (409 once approved, rejected or expired)',
    tags: TAGS,
    params: quotationParams,
    body: quotationPatch,
    response: { 200: quotationResponse, ...errors },
    handler: async ({ request, auth, params, body }) => {
      const { id, demandeId } = await updateQuotation(ctxOf(request, auth), params.id, body);
      changed(demandeId, auth);
      return {
        quotation: await getQuotation(app.db, auth, id),
        message: t(request, 'quotations.success.updated'),
      };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/quotations/:id',
    access: access.module('demandes', 'delete'),
    summary: 'Deletes a quotation and its documents (irreversible)',
    tags: TAGS,
    params: quotationParams,
    response: { 200: quotationMessageResponse, ...errors },
    handler: async ({ request, auth, params }) => {
      const { keys, demandeId } = await deleteQuotation(ctxOf(request, auth), params.id);
      await removeStored(app.storage, keys);
      changed(demandeId, auth);
      return { message: t(request, 'quotations.success.deleted') };
    },
  });

  for (const action of Object.keys(QUOTATION_ACTIONS) as QuotationAction[]) {
    const rule = QUOTATION_ACTIONS[action];
    defineRoute(app, {
      method: 'POST',
      url: `/api/quotations/:id/${action}`,
      access: access.module('demandes', 'update'),
      summary: `Moves a quotation from ${rule.from.join(' or ')} to ${rule.to}; 409 when approved, rejected or expired`,
      tags: TAGS,
      params: quotationParams,
      response: { 200: quotationResponse, ...errors },
      handler: async ({ request, auth, params }) => {
        const { id, demandeId } = await applyQuotationAction(ctxOf(request, auth), params.id, action);
        changed(demandeId, auth);
        return {
          quotation: await getQuotation(app.db, auth, id),
          message: t(request, `quotations.success.${rule.to}`),
        };
      },
    });
  }

  // -------------------------------------------------------------------------------------------
  // Documents

  defineRoute(app, {
    method: 'POST',
    url: '/api/quotations/:id/documents',
    access: access.module('demandes', 'update'),
    summary:
      'Adds a document to a pending quotation (multipart `file`: PDF, .xlsx, .xls or an image, by content, 20 MB at most)',
    tags: TAGS,
    params: quotationParams,
    response: { 201: quotationResponse, ...fileErrors },
    handler: async ({ request, reply, auth, params }) => {
      const ctx = ctxOf(request, auth);
      await checkEditable(ctx, params.id); // 404 / 409 before reading the upload
      const document = await checkDocument(request, await readDocument(request));
      const { key, size } = await app.storage.put(
        newKey('quotations/documents', document.extension),
        document.bytes,
      );
      let demandeId: string;
      try {
        ({ demandeId } = await addQuotationDocument(ctx, params.id, {
          name: document.name,
          mime: document.mime,
          size,
          storageKey: key,
        }));
      } catch (error) {
        await removeStored(app.storage, [key]);
        throw error;
      }
      changed(demandeId, auth);
      reply.status(201);
      return {
        quotation: await getQuotation(app.db, auth, params.id),
        message: t(request, 'quotations.success.documentAdded'),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/quotations/:id/documents/:docId',
    access: access.module('demandes', 'read'),
    summary: "A quotation's document (a download; images inline unless `download=1`)",
    tags: TAGS,
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

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/quotations/:id/documents/:docId',
    access: access.module('demandes', 'update'),
    summary: "Removes a pending quotation's document",
    tags: TAGS,
    params: quotationDocumentParams,
    response: { 200: quotationResponse, ...errors },
    handler: async ({ request, auth, params }) => {
      const { key, demandeId } = await deleteQuotationDocument(ctxOf(request, auth), params.id, params.docId);
      await removeStored(app.storage, [key]);
      changed(demandeId, auth);
      return {
        quotation: await getQuotation(app.db, auth, params.id),
        message: t(request, 'quotations.success.documentDeleted'),
      };
    },
  });
}
