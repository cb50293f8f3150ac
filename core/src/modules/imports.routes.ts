/**
 * The routes of the bulk imports (/api/products/import/*; the price lists' import job routes are
 * in pricelist.routes.ts, made by the same `importJobRoutes`): see core/src/route.ts.
 */
import { z } from 'zod';
import { routes, type GroupAccess } from '../route';
import {
  importAnalysis,
  importJobResponse,
  importOptionsBody,
  importRunBody,
  importUploadResponse,
} from './imports';

/**
 * The routes of an import job in group `r` (whose error statuses are `errors`): upload, dry run,
 * run (queued: 202), the job (poll it) and its errors as CSV.
 */
export function importJobRoutes<G extends GroupAccess, P extends z.ZodType<{ id: string }, { id: string }>>(
  r: ReturnType<typeof routes<G>>,
  errors: readonly number[],
  /** What is imported, in the summaries: 'product', 'price list'. */
  what: string,
  /** The collection of its jobs, e.g. '/api/products/import'. */
  url: string,
  /** The params of a job's routes, with `id`. */
  params: P,
) {
  return {
    upload: r.post(`${url}/upload`, {
      summary: `Uploads a ${what} file (xlsx, xls, csv, txt, 10 MB at most): sheets, header row, mapping`,
      body: 'multipart',
      response: importUploadResponse,
      errors: [...errors, 413, 415],
    }),
    analyse: r.post(`${url}/:id/analyse`, {
      summary: `Dry run of a ${what} import: counts to create, update and skip, every row error; writes nothing`,
      params,
      body: importOptionsBody,
      response: importAnalysis,
    }),
    run: r.post(`${url}/:id/run`, {
      summary: `Queues a ${what} import (202): a job any process runs in one transaction; poll GET ${url}/:id (409 when queued, running or done, or rows have errors unless skipInvalid)`,
      params,
      body: importRunBody,
      response: importJobResponse,
      status: 202,
    }),
    job: r.get(`${url}/:id`, {
      summary: `A ${what} import job: status, progress (0-100, rows done of rows to write), error and summary`,
      params,
      response: importJobResponse,
    }),
    errors: r.get(`${url}/:id/errors`, {
      summary: `The errors and warnings of a ${what} import as CSV (ligne;message)`,
      params,
      response: 'file',
    }),
  };
}

const ERRORS = [400, 401, 403, 404, 409] as const;
const r = routes('products', { tags: ['imports'], errors: ERRORS });

export const importsApi = {
  template: r.get('/api/products/import/template', {
    summary: 'The product import template (xlsx or csv), French headers and one example row',
    query: z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') }),
    response: 'file',
  }),
  ...importJobRoutes(r, ERRORS, 'product', '/api/products/import', z.object({ id: z.string().uuid() })),
};

/** The routes of an import job, as the web's import run follows them. */
export type ImportJobApi = ReturnType<
  typeof importJobRoutes<Exclude<GroupAccess, 'public'>, z.ZodType<{ id: string }, { id: string }>>
>;
