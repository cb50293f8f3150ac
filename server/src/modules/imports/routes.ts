/**
 * Bulk import of products (spec 001 §5, §8) — module `products`, action `create`:
 *
 *   GET  /api/products/import/template?format=xlsx|csv   the template (French headers, one example)
 *   POST /api/products/import/upload                    multipart `file` (xlsx, xls, csv, txt ≤ 10 MB,
 *        type checked by content) -> { id, fileName, fileType, fields, sheets: [{ name, rows,
 *        headerRow, columns, mapping, preview }] }; 413 too large, 400/415 empty, corrupt, binary, zip bomb
 *   POST /api/products/import/:id/analyse   { sheet, headerRow, mapping } -> the dry run
 *        { total, toCreate, toUpdate, skipped, invalid, errors: [{line, message}], warnings }
 *   POST /api/products/import/:id/run       same body + skipInvalid -> 202 and the import, 'queued': the
 *        run is a job of the queue (./run.ts), any process runs it in ONE transaction; 409 when
 *        it is queued, running or done, or when this process's dry run found errors and
 *        skipInvalid is not true (else the run fails with that message)
 *   GET  /api/products/import/:id           { id, fileName, status, progress 0-100, rowsDone,
 *        rowsTotal, error, summary }: poll it until 'completed' or 'failed'
 *   GET  /api/products/import/:id/errors    CSV (ligne;message) of the errors and warnings
 *
 * A job is visible to its owner and to super admins only (404 for anyone else).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiError } from '@comptoir/core/api';
import { MAX_IMPORT_BYTES } from '@comptoir/core/modules/catalogue';
import {
  importAnalysis,
  importJobResponse,
  importOptionsBody,
  importRunBody,
  importUploadResponse,
} from '@comptoir/core/modules/imports';
import { access, defineRoute } from '../../platform/http';
import { readUploadedFile } from '../../platform/uploads';
import { runPriceImport } from '../pricelist/import';
import { defineImportJob, presentImportJob } from './run';
import { analyseImport, findJob, jobIssues, queueImport, runProductsImport, uploadImport } from './service';
import { productTemplate } from './template';

const TAGS = ['imports'];
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const idParams = z.object({ id: z.string().uuid() });

/** Bulk imports of products and price lists (/api/products/import/*, /api/pricelists/import/*). */
export function importRoutes(app: FastifyInstance): void {
  defineImportJob(app, { products: runProductsImport, pricelist: runPriceImport });

  defineRoute(app, {
    method: 'GET',
    url: '/api/products/import/template',
    access: access.module('products', 'read'),
    summary: 'The product import template (xlsx or csv), French headers and one example row',
    tags: TAGS,
    query: z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') }),
    handler: async ({ query, reply }) => {
      const body = productTemplate(query.format);
      reply.header('content-disposition', `attachment; filename="modele-import-produits.${query.format}"`);
      reply.type(
        query.format === 'csv'
          ? 'text/csv; charset=utf-8'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      return reply.send(body);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/products/import/upload',
    access: access.module('products', 'create'),
    summary: 'Uploads a file to import (xlsx, xls, csv, txt, 10 MB at most): sheets, header row, mapping',
    tags: TAGS,
    response: { 200: importUploadResponse, 413: apiError, 415: apiError, ...errors },
    handler: async ({ request, auth }) => {
      const { fileName, bytes } = await readUploadedFile(request, MAX_IMPORT_BYTES, 'import.errors.tooLarge');
      return uploadImport(app, auth, fileName, bytes);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/products/import/:id/analyse',
    access: access.module('products', 'create'),
    summary: 'Dry run: counts to create, update and skip, every row error; writes nothing',
    tags: TAGS,
    params: idParams,
    body: importOptionsBody,
    response: { 200: importAnalysis, ...errors },
    handler: async ({ request, auth, params, body }) =>
      analyseImport(app, request, await findJob(app, auth, params.id), body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/products/import/:id/run',
    access: access.module('products', 'create'),
    summary:
      'Queues the import (202): a job any process runs in one transaction; poll GET /api/products/import/:id (409 when queued, running or done, or rows have errors unless skipInvalid)',
    tags: TAGS,
    params: idParams,
    body: importRunBody,
    response: { 202: importJobResponse, ...errors },
    handler: async ({ request, reply, auth, params, body }) => {
      const queued = await queueImport(app, request, auth, await findJob(app, auth, params.id), body);
      reply.status(202);
      return queued;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/products/import/:id',
    access: access.module('products', 'read'),
    summary: 'An import job: status, progress (0-100, rows done of rows to write), error and summary',
    tags: TAGS,
    params: idParams,
    response: { 200: importJobResponse, ...errors },
    handler: async ({ reply, auth, params }) => {
      reply.header('cache-control', 'no-store');
      return presentImportJob(await findJob(app, auth, params.id));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/products/import/:id/errors',
    access: access.module('products', 'read'),
    summary: 'The errors and warnings of an import as CSV (ligne;message)',
    tags: TAGS,
    params: idParams,
    handler: async ({ request, reply, auth, params }) => {
      const job = await findJob(app, auth, params.id);
      const csv = await jobIssues(app, request, job);
      reply.header('content-disposition', 'attachment; filename="erreurs-import.csv"');
      reply.header('cache-control', 'no-store');
      reply.type('text/csv; charset=utf-8');
      return reply.send(csv);
    },
  });
}
