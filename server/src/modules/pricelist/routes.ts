import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
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
import { notFound } from '../../platform/errors';
import { sendFile } from '../../platform/download';
import { errorResponses, moduleRoutes } from '../../platform/routes';
import { t } from '../../platform/i18n';
import { priceListCsv, priceListXlsx } from './export';
import {
  analysePriceImport,
  findPriceJob,
  priceJobIssues,
  queuePriceImport,
  uploadPriceImport,
} from './import';
import { importJobRoutes } from '../imports/routes';
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

  importJobRoutes(app, route, {
    what: 'price list',
    url: '/api/pricelists/import',
    params: idParams,
    errorsFile: 'erreurs-import-tarifs.csv',
    upload: uploadPriceImport,
    find: (server, auth, id) => findPriceJob(server, auth, priceId(id)),
    analyse: analysePriceImport,
    queue: queuePriceImport,
    issues: priceJobIssues,
  });
}
