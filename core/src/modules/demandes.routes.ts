/**
 * The routes of the sourcing requests (/api/demandes): requests, status actions, assignment,
 * comments, requested products and their files, live events. See core/src/route.ts.
 */
import { z } from 'zod';
import { routes } from '../route';
import {
  DEMANDE_ACTIONS,
  assignBody,
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
} from './demandes';

/** A stored file's query: `download=1` asks for a download instead of showing it inline. */
export const downloadQuery = z.object({ download: z.enum(['0', '1']).optional() });

/** The error statuses of the sourcing requests' routes (and of their conversations, documents, quotations). */
export const DEMANDES_ERRORS = [400, 401, 403, 404, 409] as const;
/** An upload's: also too large (413) and a type refused (415). */
export const UPLOAD_ERRORS = [...DEMANDES_ERRORS, 413, 415] as const;

const r = routes('demandes', { tags: ['demandes'], errors: DEMANDES_ERRORS });

/** POST /api/demandes/:id/{action}: one status action (DEMANDE_ACTIONS). */
const statusAction = (action: DemandeAction) => {
  const rule = DEMANDE_ACTIONS[action];
  return r.post(`/api/demandes/:id/${action}`, {
    action: 'update',
    summary: `Moves a request from ${rule.from.join(' or ')} to ${rule.to}; 409 from any other status`,
    params: demandeParams,
    response: demandeResponse,
  });
};

export const demandesApi = {
  ...r.collection('/api/demandes', {
    params: demandeParams,
    list: {
      summary:
        'Requests, searched (title, description, client, category), filtered (status, priority, assigned member), sorted and paginated, with counters by status over the same scope without the status filter',
      query: listDemandesQuery,
      response: listDemandesResponse,
    },
    create: {
      summary:
        "Creates a request from the demandes screen (form 'demandes') or a team member's view (form 'team': with its products, assigned to the member), pending, in one transaction",
      body: createDemandeBody,
      response: demandeResponse,
    },
    read: {
      summary: 'One request with its requested products, their images, documents and counters',
      response: demandeDetail,
    },
    update: {
      summary: 'Updates some fields of a request (status changes go through the actions)',
      body: demandePatch,
      response: demandeResponse,
    },
    remove: {
      summary: 'Deletes a request with its products, comments and their files (irreversible)',
      response: demandeMessageResponse,
    },
  }),
  members: r.get('/api/demandes/members', {
    summary: 'The team members a request may be assigned to (for the assign modal)',
    response: demandeMembersResponse,
  }),
  events: r.get('/api/demandes/events', {
    summary:
      'Live updates as server-sent events: `data: {"type","demandeId","by","at"}` after each committed change; a comment line every 20 s',
    response: 'stream',
    errors: [],
  }),
  start: statusAction('start'),
  complete: statusAction('complete'),
  cancel: statusAction('cancel'),
  assign: r.post('/api/demandes/:id/assign', {
    action: 'update',
    summary: 'Replaces the assigned team members, in the given order (an unknown member answers 400)',
    params: demandeParams,
    body: assignBody,
    response: demandeResponse,
  }),

  // Comments
  comments: r.get('/api/demandes/:id/comments', {
    summary: "A request's comments, oldest first, and whether the caller may comment",
    params: demandeParams,
    response: demandeCommentsResponse,
  }),
  addComment: r.post('/api/demandes/:id/comments', {
    summary:
      'Adds a comment: JSON {content}, or multipart with the field `content` and up to 5 files `files` (images, PDF, Word, Excel by content, 10 MB each). Only the creator and the assigned members may comment',
    params: demandeParams,
    body: 'multipart',
    response: demandeCommentResponse,
    status: 201,
    errors: UPLOAD_ERRORS,
  }),
  attachment: r.get('/api/demandes/:id/attachments/:attachmentId', {
    summary: 'A comment attachment (images inline, documents as a download; `download=1` forces it)',
    params: demandeAttachmentParams,
    query: downloadQuery,
    response: 'file',
    errors: [],
  }),

  // Requested products and their files (the product's documents library, modules/documents,
  // answers POST /api/demandes/:id/products/:productId/documents).
  addProduct: r.post('/api/demandes/:id/products', {
    action: 'update',
    summary: 'Adds a requested product (name, description and quantity required)',
    params: demandeParams,
    body: requestedProductBody,
    response: requestedProductResponse,
    status: 201,
  }),
  updateProduct: r.patch('/api/demandes/:id/products/:productId', {
    summary: 'Updates a requested product',
    params: demandeProductParams,
    body: requestedProductPatch,
    response: requestedProductResponse,
  }),
  removeProduct: r.delete('/api/demandes/:id/products/:productId', {
    action: 'update',
    summary: 'Removes a requested product and its files',
    params: demandeProductParams,
    response: demandeMessageResponse,
  }),
  addImages: r.post('/api/demandes/:id/products/:productId/images', {
    action: 'update',
    summary:
      'Adds images to a requested product (multipart `files` or `file`, up to 5, any image type by content, 10 MB each)',
    params: demandeProductParams,
    body: 'multipart',
    response: requestedProductResponse,
    status: 201,
    errors: UPLOAD_ERRORS,
  }),
  productFile: r.get('/api/demandes/:id/products/:productId/files/:fileId', {
    summary: "A requested product's image or document (images inline; `download=1` forces a download)",
    params: demandeProductFileParams,
    query: downloadQuery,
    response: 'file',
    errors: [],
  }),
  removeProductFile: r.delete('/api/demandes/:id/products/:productId/files/:fileId', {
    action: 'update',
    summary: "Removes a requested product's image or document",
    params: demandeProductFileParams,
    response: requestedProductResponse,
  }),
};
