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
import { access, defineRoute } from '../../platform/http';
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

const TAGS = ['pricelist'];
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
/** A malformed id names no price (nor import job): 404, like an unknown one. */
const idParams = z.object({ id: z.string() });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function priceId(id: string): string {
  if (!UUID.test(id)) throw notFound();
  return id;
}

/** Price lists by zone (/api/pricelists). */
export function priceListRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/pricelists',
    access: access.module('pricelist', 'read'),
    summary: 'Products (searched, filtered by category, paginated) with their zone prices and margins',
    tags: TAGS,
    query: listPriceListQuery,
    response: { 200: priceListPage, ...errors },
    handler: async ({ query }) => {
      const { page, pageSize, ...filters } = query;
      return listPriceList(app.db, filters, page, pageSize);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/pricelists/price',
    access: access.module('pricelist', 'read'),
    summary: 'The price that applies to a product in a zone on a date (zone price, else base price)',
    tags: TAGS,
    query: resolvePriceQuery,
    response: { 200: resolvedPrice, ...errors },
    handler: async ({ query }) => resolvePrice(app.db, query.productId, query.zone, query.date ?? todayIso()),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/pricelists/export',
    access: access.module('pricelist', 'read'),
    summary: 'The zone prices matching the filters as an Excel workbook or a CSV file',
    tags: TAGS,
    query: exportPriceListQuery,
    response: errors,
    handler: async ({ query, request, reply }) => {
      const { format, ...filters } = query;
      const rows = await priceListForExport(app.db, filters);
      const day = todayIso();
      reply.header('cache-control', 'no-store');
      if (format === 'csv') {
        reply.header('content-disposition', `attachment; filename="tarifs-par-zone-${day}.csv"`);
        return reply.type('text/csv; charset=utf-8').send(priceListCsv(rows));
      }
      const buffer = await priceListXlsx(rows, t(request, 'pricelist.export.sheet'));
      reply.header('content-disposition', `attachment; filename="tarifs-par-zone-${day}.xlsx"`);
      return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(buffer);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/pricelists',
    access: access.module('pricelist', 'create'),
    summary: 'Adds a price for a product in a zone (optionally dated; periods may not overlap)',
    tags: TAGS,
    body: createZonePriceBody,
    response: { 201: zonePriceOut, ...errors },
    handler: async ({ body, request, reply, auth }) => {
      const created = await createZonePrice({ db: app.db, request, auth }, body);
      reply.status(201);
      return created;
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/pricelists/:id',
    access: access.module('pricelist', 'update'),
    summary: 'Changes a zone price (price, currency, zone, validity dates)',
    tags: TAGS,
    params: idParams,
    body: updateZonePriceBody,
    response: { 200: zonePriceOut, ...errors },
    handler: async ({ params, body, request, auth }) =>
      updateZonePrice({ db: app.db, request, auth }, priceId(params.id), body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/pricelists/:id',
    access: access.module('pricelist', 'delete'),
    summary: 'Deletes a zone price',
    tags: TAGS,
    params: idParams,
    response: { 204: z.null(), ...errors },
    handler: async ({ params, request, reply, auth }) => {
      await deleteZonePrice({ db: app.db, request, auth }, priceId(params.id));
      return reply.status(204).send();
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/pricelists/import/upload',
    access: access.module('pricelist', 'create'),
    summary: 'Uploads a price list file (xlsx, xls, csv, txt, 10 MB at most): sheets, header row, mapping',
    tags: TAGS,
    response: { 200: importUploadResponse, 413: apiError, 415: apiError, ...errors },
    handler: async ({ request, auth }) => {
      const { fileName, bytes } = await readUploadedFile(request, MAX_IMPORT_BYTES, 'import.errors.tooLarge');
      return uploadPriceImport(app, auth, fileName, bytes);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/pricelists/import/:id/analyse',
    access: access.module('pricelist', 'create'),
    summary: 'Dry run of a price list import: counts, every row error; writes nothing',
    tags: TAGS,
    params: idParams,
    body: importOptionsBody,
    response: { 200: importAnalysis, ...errors },
    handler: async ({ request, auth, params, body }) =>
      analysePriceImport(app, request, await findPriceJob(app, auth, priceId(params.id)), body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/pricelists/import/:id/run',
    access: access.module('pricelist', 'create'),
    summary:
      'Queues a price list import (202): a job any process runs in one transaction; poll GET /api/pricelists/import/:id (409 when queued, running or done, or rows have errors unless skipInvalid)',
    tags: TAGS,
    params: idParams,
    body: importRunBody,
    response: { 202: importJobResponse, ...errors },
    handler: async ({ request, reply, auth, params, body }) => {
      const job = await findPriceJob(app, auth, priceId(params.id));
      const queued = await queuePriceImport(app, request, auth, job, body);
      reply.status(202);
      return queued;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/pricelists/import/:id',
    access: access.module('pricelist', 'read'),
    summary:
      'A price list import job: status, progress (0-100, rows done of rows to write), error and summary',
    tags: TAGS,
    params: idParams,
    response: { 200: importJobResponse, ...errors },
    handler: async ({ reply, auth, params }) => {
      reply.header('cache-control', 'no-store');
      return presentImportJob(await findPriceJob(app, auth, priceId(params.id)));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/pricelists/import/:id/errors',
    access: access.module('pricelist', 'read'),
    summary: 'The errors and warnings of a price list import as CSV (ligne;message)',
    tags: TAGS,
    params: idParams,
    response: errors,
    handler: async ({ request, reply, auth, params }) => {
      const job = await findPriceJob(app, auth, priceId(params.id));
      const csv = await priceJobIssues(app, request, job);
      reply.header('content-disposition', 'attachment; filename="erreurs-import-tarifs.csv"');
      reply.header('cache-control', 'no-store');
      return reply.type('text/csv; charset=utf-8').send(csv);
    },
  });
}
