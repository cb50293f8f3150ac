/**
 * The routes of a requested product's documents library (issue 13 §2), module `demandes`: see
 * core/src/route.ts.
 */
import { routes } from '../route';
import { productThreadParams } from './conversations';
import { DEMANDES_ERRORS, UPLOAD_ERRORS } from './demandes.routes';
import {
  documentFileQuery,
  documentList,
  documentMessageResponse,
  documentParams,
  documentResponse,
  documentsResponse,
  listDocumentsQuery,
} from './documents';

const BASE = '/api/demandes/:id/products/:productId/documents';

const r = routes('demandes', { tags: ['documents'], errors: DEMANDES_ERRORS });

export const documentsApi = {
  list: r.get(BASE, {
    summary:
      "A requested product's documents the caller may see, latest version first: searched (name, description, tags; without case or accents) and filtered by category and type; `total` counts them before search and filters",
    params: productThreadParams,
    query: listDocumentsQuery,
    response: documentList,
  }),
  add: r.post(BASE, {
    action: 'update',
    summary:
      'Adds documents (multipart: up to 5 files `files`, 10 MB each, and the fields `category`, `description`, `tags` (comma list), `isPublic` (true|false)): one document v1.0 per file; the type comes from the extension and must agree with the content (415 otherwise). Only the sourcing team may add private documents',
    params: productThreadParams,
    body: 'multipart',
    response: documentsResponse,
    status: 201,
    errors: UPLOAD_ERRORS,
  }),
  addVersion: r.post(`${BASE}/:documentId/versions`, {
    action: 'update',
    summary:
      'Uploads a new version of a document (multipart, one file `file`): v1.0, v1.1, … the earlier versions are kept and stay downloadable',
    params: documentParams,
    body: 'multipart',
    response: documentResponse,
    status: 201,
    errors: UPLOAD_ERRORS,
  }),
  remove: r.delete(`${BASE}/:documentId`, {
    action: 'update',
    summary: 'Deletes a document and all its versions: its uploader or a manager (403 otherwise); audited',
    params: documentParams,
    response: documentMessageResponse,
  }),
  file: r.get(`${BASE}/:documentId/file`, {
    summary:
      'A version of a document (`version=1.1`; the latest without it): images and PDFs inline for preview, anything else (or with `download=1`) as a download. 404 for a private document outside the sourcing team',
    params: documentParams,
    query: documentFileQuery,
    response: 'file',
    errors: [],
  }),
};
