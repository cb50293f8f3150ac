import type { FastifyInstance } from 'fastify';
import { pricelistApi } from '@comptoir/core/modules/pricelist.routes';
import { notFound } from '../../platform/errors';
import { sendFile } from '../../platform/download';
import { implement } from '../../platform/routes';
import { t } from '../../platform/i18n';
import { priceListCsv, priceListXlsx } from './export';
import {
  analysePriceImport,
  findPriceJob,
  priceJobIssues,
  queuePriceImport,
  uploadPriceImport,
} from './import';
import { importJobHandlers } from '../imports/routes';
import {
  createZonePrice,
  deleteZonePrice,
  listPriceList,
  priceListForExport,
  resolvePrice,
  updateZonePrice,
} from './service';
import { todayIso } from '../sales/numbering';

/** A malformed id names no price (nor import job): 404, like an unknown one. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function priceId(id: string): string {
  if (!UUID.test(id)) throw notFound();
  return id;
}

/** Price lists by zone (/api/pricelists): the handlers of `pricelistApi`. */
export function priceListRoutes(app: FastifyInstance): void {
  implement(app, pricelistApi, {
    list: async ({ query }) => {
      const { page, pageSize, ...filters } = query;
      return listPriceList(app.db, filters, page, pageSize);
    },
    price: async ({ query }) => resolvePrice(app.db, query.productId, query.zone, query.date ?? todayIso()),
    export: async ({ query, request, reply }) => {
      const { format, ...filters } = query;
      const rows = await priceListForExport(app.db, filters);
      const name = `tarifs-par-zone-${todayIso()}`;
      if (format === 'csv') return sendFile(reply, `${name}.csv`, priceListCsv(rows), { cache: 'no-store' });
      const buffer = await priceListXlsx(rows, t(request, 'pricelist.export.sheet'));
      return sendFile(reply, `${name}.xlsx`, buffer, { cache: 'no-store' });
    },
    create: async ({ body, request, reply, auth }) => {
      const created = await createZonePrice({ db: app.db, request, auth }, body);
      reply.status(201);
      return created;
    },
    update: async ({ params, body, request, auth }) =>
      updateZonePrice({ db: app.db, request, auth }, priceId(params.id), body),
    remove: ({ params, request, auth }) => deleteZonePrice({ db: app.db, request, auth }, priceId(params.id)),
    ...importJobHandlers(app, {
      errorsFile: 'erreurs-import-tarifs.csv',
      upload: uploadPriceImport,
      find: (server, auth, id) => findPriceJob(server, auth, priceId(id)),
      analyse: analysePriceImport,
      queue: queuePriceImport,
      issues: priceJobIssues,
    }),
  });
}
