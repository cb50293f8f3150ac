/**
 * The routes of the supplier quotations per requested product (/api/quotations), module
 * `demandes`: see core/src/route.ts.
 */
import { routes } from '../route';
import { DEMANDES_ERRORS, UPLOAD_ERRORS, downloadQuery } from './demandes.routes';
import { listSuppliersQuery, listSuppliersResponse } from './products';
import {
  QUOTATION_ACTIONS,
  quotation,
  quotationBody,
  quotationDocumentParams,
  quotationList,
  quotationListQuery,
  quotationMessageResponse,
  quotationParams,
  quotationPatch,
  quotationResponse,
  type QuotationAction,
} from './quotations';

const r = routes('demandes', { tags: ['quotations'], errors: DEMANDES_ERRORS });

/** POST /api/quotations/:id/{action}: one status action (QUOTATION_ACTIONS). */
const statusAction = (action: QuotationAction) => {
  const rule = QUOTATION_ACTIONS[action];
  return r.post(`/api/quotations/:id/${action}`, {
    action: 'update',
    summary: `Moves a quotation from ${rule.from.join(' or ')} to ${rule.to}; 409 when approved, rejected or expired`,
    params: quotationParams,
    response: quotationResponse,
  });
};

export const quotationsApi = {
  ...r.collection('/api/quotations', {
    params: quotationParams,
    list: {
      summary:
        "A requested product's quotations: searched (supplier, contact, number, notes; without case or accents), filtered by status ('expired' = pending past its validity), sorted by date (newest first), price (converted total, no rate last) or supplier; with stats over all its quotations (count, pending, best price, average in the base currency)",
      query: quotationListQuery,
      response: quotationList,
    },
    create: {
      summary:
        'Adds a quotation, pending, to a requested product. Without supplierId the supplier of that name is used (case-insensitive) or created. With extractionJobId, the completed extraction’s file becomes its document',
      body: quotationBody,
      response: quotationResponse,
      errors: UPLOAD_ERRORS,
    },
    read: {
      summary: 'One quotation, with its price in the base currency',
      response: quotation,
    },
    update: {
      summary: 'Changes the fields sent of a pending quotation (409 once approved, rejected or expired)',
      body: quotationPatch,
      response: quotationResponse,
    },
    remove: {
      summary: 'Deletes a quotation and its documents (irreversible)',
      response: quotationMessageResponse,
    },
  }),
  suppliers: r.get('/api/quotations/suppliers', {
    summary:
      "The suppliers to choose from in a quotation's form, by name (the same list as GET /api/suppliers, for users of the sourcing requests without the catalogue)",
    query: listSuppliersQuery,
    response: listSuppliersResponse,
  }),
  approve: statusAction('approve'),
  reject: statusAction('reject'),

  // Documents
  addDocument: r.post('/api/quotations/:id/documents', {
    action: 'update',
    summary:
      'Adds a document to a pending quotation (multipart `file`: PDF, .xlsx, .xls or an image, by content, 20 MB at most)',
    params: quotationParams,
    body: 'multipart',
    response: quotationResponse,
    status: 201,
    errors: UPLOAD_ERRORS,
  }),
  document: r.get('/api/quotations/:id/documents/:docId', {
    summary: "A quotation's document (a download; images inline unless `download=1`)",
    params: quotationDocumentParams,
    query: downloadQuery,
    response: 'file',
    errors: [],
  }),
  removeDocument: r.delete('/api/quotations/:id/documents/:docId', {
    action: 'update',
    summary: "Removes a pending quotation's document",
    params: quotationDocumentParams,
    response: quotationResponse,
  }),
};
