import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiError } from '@comptoir/core/api';
import {
  createZonePriceBody,
  exportPriceListQuery,
  listPriceListQuery,
  priceListPage,
  resolvePriceQuery,
  resolvedPrice,
  updateZonePriceBody,
  zonePriceOut,
} from '@comptoir/core/modules/pricelist';
import { MAX_IMPORT_BYTES } from '@comptoir/core/modules/catalogue';
import {
  importAnalysis,
  importJobResponse,
  importOptionsBody,
  importRunBody,
  importUploadResponse,
} from '@comptoir/core/modules/imports';
import { notFound } from '../../platform/errors';
import { sendFile } from '../../platform/download';
import { errorResponses, moduleRoutes } from '../../platform/routes';
import { readUploadedFile } from '../../platform/uploads';
import { t } from '../../platform/i18n';
import { priceListCsv, priceListXlsx } from './export';
import {
  analysePriceImport,
  findPriceJob,
  priceJobIssues,
  queuePriceImport,
  uploadPriceImport,
} from './import';
import { presentImportJob } from '../imports/run';
import {
  createZonePrice,
  deleteZonePrice,
  listPriceList,
  priceListForExport,
  resolvePrice,
  todayIso,
  updateZonePrice,
} from './service';

/** A malformed id names no price (nor import job): 404, like an unknown one. */
const idParams = z.object({ id: z.string() });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function priceId(id: string): string {
  if (!UUID.test(id)) throw notFound();
  return id;
}

/** Price lists by zone (/api/pricelists). */
export function priceListRoutes(app: FastifyInstance): void {
  const { route } = moduleRoutes(app, 'pricelist', {
    tags: ['pricelist'],
    errors: errorResponses(400, 401, 403, 404, 409),
  });
  route('GET', '/api/pricelists', {
    summary: 'Products (searched, filtered by category, paginated) with their zone prices and margins',
    query: listPriceListQuery,
    response: { 200: priceListPage },
    handler: async ({ query }) => {
      const { page, pageSize, ...filters } = query;
      return listPriceList(app.db, filters, page, pageSize);
    },
  });

  route('GET', '/api/pricelists/price', {
    summary: 'The price that applies to a product in a zone on a date (zone price, else base price)',
    query: resolvePriceQuery,
    response: { 200: resolvedPrice },
    handler: async ({ query }) => resolvePrice(app.db, query.productId, query.zone, query.date ?? todayIso()),
  });

  route('GET', '/api/pricelists/export', {
    summary: 'The zone prices matching the filters as an Excel workbook or a CSV file',
    query: exportPriceListQuery,
    response: {},
    handler: async ({ query, request, reply }) => {
      const { format, ...filters } = query;
      const rows = await priceListForExport(app.db, filters);
      const name = `tarifs-par-zone-${todayIso()}`;
      if (format === 'csv') return sendFile(reply, `${name}.csv`, priceListCsv(rows), { cache: 'no-store' });
      const buffer = await priceListXlsx(rows, t(request, 'pricelist.export.sheet'));
      return sendFile(reply, `${name}.xlsx`, buffer, { cache: 'no-store' });
    },
  });

  route('POST', '/api/pricelists', {
    summary: 'Adds a price for a product in a zone (optionally dated; periods may not overlap)',
    body: createZonePriceBody,
    response: { 201: zonePriceOut },
    handler: async ({ body, request, reply, auth }) => {
      const created = await createZonePrice({ db: app.db, request, auth }, body);
      reply.status(201);
      return created;
    },
  });

  route('PATCH', '/api/pricelists/:id', {
    summary: 'Changes a zone price (price, currency, zone, validity dates)',
    params: idParams,
    body: updateZonePriceBody,
    response: { 200: zonePriceOut },
    handler: async ({ params, body, request, auth }) =>
      updateZonePrice({ db: app.db, request, auth }, priceId(params.id), body),
  });

  route('DELETE', '/api/pricelists/:id', {
    summary: 'Deletes a zone price',
    params: idParams,
    response: { 204: z.null() },
    handler: async ({ params, request, reply, auth }) => {
      await deleteZonePrice({ db: app.db, request, auth }, priceId(params.id));
      return reply.status(204).send();
    },
  });

  route('POST', '/api/pricelists/import/upload', {
    summary: 'Uploads a price list file (xlsx, xls, csv, txt, 10 MB at most): sheets, header row, mapping',
    response: { 200: importUploadResponse, 413: apiError, 415: apiError },
    handler: async ({ request, auth }) => {
      const { fileName, bytes } = await readUploadedFile(request, MAX_IMPORT_BYTES, 'import.errors.tooLarge');
      return uploadPriceImport(app, auth, fileName, bytes);
    },
  });

  route('POST', '/api/pricelists/import/:id/analyse', {
    summary: 'Dry run of a price list import: counts, every row error; writes nothing',
    params: idParams,
    body: importOptionsBody,
    response: { 200: importAnalysis },
    handler: async ({ request, auth, params, body }) =>
      analysePriceImport(app, request, await findPriceJob(app, auth, priceId(params.id)), body),
  });

  route('POST', '/api/pricelists/import/:id/run', {
    summary:
      'Queues a price list import (202): a job any process runs in one transaction; poll GET /api/pricelists/import/:id (409 when queued, running or done, or rows have errors unless skipInvalid)',
    params: idParams,
    body: importRunBody,
    response: { 202: importJobResponse },
    handler: async ({ request, reply, auth, params, body }) => {
      const job = await findPriceJob(app, auth, priceId(params.id));
      const queued = await queuePriceImport(app, request, auth, job, body);
      reply.status(202);
      return queued;
    },
  });

  route('GET', '/api/pricelists/import/:id', {
    summary:
      'A price list import job: status, progress (0-100, rows done of rows to write), error and summary',
    params: idParams,
    response: { 200: importJobResponse },
    handler: async ({ reply, auth, params }) => {
      reply.header('cache-control', 'no-store');
      return presentImportJob(await findPriceJob(app, auth, priceId(params.id)));
    },
  });

  route('GET', '/api/pricelists/import/:id/errors', {
    summary: 'The errors and warnings of a price list import as CSV (ligne;message)',
    params: idParams,
    response: {},
    handler: async ({ request, reply, auth, params }) => {
      const job = await findPriceJob(app, auth, priceId(params.id));
      const csv = await priceJobIssues(app, request, job);
      return sendFile(reply, 'erreurs-import-tarifs.csv', csv, { cache: 'no-store' });
    },
  });
}
