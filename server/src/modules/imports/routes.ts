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
import { workbookReader } from './reader';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_IMPORT_BYTES } from '@comptoir/core/modules/catalogue';
import type { ImportAnalysis, ImportOptions, ImportUploadResponse } from '@comptoir/core/modules/imports';
import { importsApi, type ImportJobApi } from '@comptoir/core/modules/imports.routes';
import type { AuthContext } from '../../platform/access';
import { sendFile } from '../../platform/download';
import { implement, type Implementations } from '../../platform/routes';
import { readUploadedFile } from '../../platform/uploads';
import { runPriceImport } from '../pricelist/import';
import type { Job } from './jobs';
import { defineImportJob, presentImportJob, type ImportQueuer } from './run';
import { analyseImport, findJob, jobIssues, queueImport, runProductsImport, uploadImport } from './service';
import { productTemplate } from './template';

/** The services of one kind of import (products, price lists), as its routes call them. */
export interface ImportJobKind {
  /** The name of the CSV of a job's errors. */
  errorsFile: string;
  upload: (
    app: FastifyInstance,
    auth: AuthContext,
    fileName: string,
    bytes: Buffer,
  ) => Promise<ImportUploadResponse>;
  /** The caller's job of this kind (404 for anyone else's, or an unknown id). */
  find: (app: FastifyInstance, auth: AuthContext, id: string) => Promise<Job>;
  analyse: (
    app: FastifyInstance,
    request: FastifyRequest,
    job: Job,
    options: ImportOptions,
  ) => Promise<ImportAnalysis>;
  queue: ImportQueuer;
  issues: (app: FastifyInstance, request: FastifyRequest, job: Job) => Promise<string>;
}

/**
 * The handlers of an import job's routes (`importJobRoutes` in core): upload, dry run, run
 * (queued, 202), the job (poll it) and its errors as CSV.
 */
export function importJobHandlers(app: FastifyInstance, kind: ImportJobKind): Implementations<ImportJobApi> {
  return {
    upload: async ({ request, auth }) => {
      const { fileName, bytes } = await readUploadedFile(request, MAX_IMPORT_BYTES, 'import.errors.tooLarge');
      return kind.upload(app, auth, fileName, bytes);
    },
    analyse: async ({ request, auth, params, body }) =>
      kind.analyse(app, request, await kind.find(app, auth, params.id), body),
    run: async ({ request, auth, params, body }) =>
      kind.queue(app, request, auth, await kind.find(app, auth, params.id), body),
    job: async ({ reply, auth, params }) => {
      reply.header('cache-control', 'no-store');
      return presentImportJob(await kind.find(app, auth, params.id));
    },
    errors: async ({ request, reply, auth, params }) => {
      const csv = await kind.issues(app, request, await kind.find(app, auth, params.id));
      return sendFile(reply, kind.errorsFile, csv, { cache: 'no-store' });
    },
  };
}

/** Bulk imports of products and price lists (/api/products/import/*, /api/pricelists/import/*). */
export function importRoutes(app: FastifyInstance): void {
  workbookReader(app); // its threads' closing step registered with the routes
  defineImportJob(app, { products: runProductsImport, pricelist: runPriceImport });
  implement(app, importsApi, {
    template: async ({ query, reply }) => {
      const body = productTemplate(query.format);
      reply.header('content-disposition', `attachment; filename="modele-import-produits.${query.format}"`);
      reply.type(
        query.format === 'csv'
          ? 'text/csv; charset=utf-8'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      return reply.send(body);
    },
    ...importJobHandlers(app, {
      errorsFile: 'erreurs-import.csv',
      upload: uploadImport,
      find: findJob,
      analyse: analyseImport,
      queue: queueImport,
      issues: jobIssues,
    }),
  });
}
