/** The routes of the price lists by zone (/api/pricelists) and of their import: see core/src/route.ts. */
import { z } from 'zod';
import { routes } from '../route';
import { importJobRoutes } from './imports.routes';
import {
  createZonePriceBody,
  exportPriceListQuery,
  listPriceListQuery,
  priceListPage,
  resolvePriceQuery,
  resolvedPrice,
  updateZonePriceBody,
  zonePriceOut,
} from './pricelist';

/** A malformed id names no price (nor import job): the server answers 404, like an unknown one. */
export const priceIdParams = z.object({ id: z.string() });

const ERRORS = [400, 401, 403, 404, 409] as const;
const r = routes('pricelist', { tags: ['pricelist'], errors: ERRORS });

export const pricelistApi = {
  ...r.collection('/api/pricelists', {
    params: priceIdParams,
    list: {
      summary: 'Products (searched, filtered by category, paginated) with their zone prices and margins',
      query: listPriceListQuery,
      response: priceListPage,
    },
    create: {
      summary: 'Adds a price for a product in a zone (optionally dated; periods may not overlap)',
      body: createZonePriceBody,
      response: zonePriceOut,
    },
    update: {
      summary: 'Changes a zone price (price, currency, zone, validity dates)',
      body: updateZonePriceBody,
      response: zonePriceOut,
    },
    remove: { summary: 'Deletes a zone price (204, no content)', response: 'none' },
  }),
  price: r.get('/api/pricelists/price', {
    summary: 'The price that applies to a product in a zone on a date (zone price, else base price)',
    query: resolvePriceQuery,
    response: resolvedPrice,
  }),
  export: r.get('/api/pricelists/export', {
    summary: 'The zone prices matching the filters as an Excel workbook or a CSV file',
    query: exportPriceListQuery,
    response: 'file',
  }),
  /** Answers 204 without a body (the declaration knows 200 and 201 only: the handler sets it). */
  ...importJobRoutes(r, ERRORS, 'price list', '/api/pricelists/import', priceIdParams),
};
