/** The routes of the shipments and their landed costs (/api/shipments): see core/src/route.ts. */
import { routes } from '../route';
import { shipmentBody } from './purchases-costs';
import {
  listShipmentsQuery,
  listShipmentsResponse,
  shipmentDetail,
  shipmentIdParams,
  shipmentResponse,
} from './shipments-api';

const r = routes('purchases', { tags: ['purchases'], errors: [400, 401, 403, 404, 409] });

export const shipmentsApi = {
  ...r.collection('/api/shipments', {
    params: shipmentIdParams,
    list: {
      summary:
        "Shipments of the user's companies: search (reference, transport document, carrier, notes), mode filter, sort, paging",
      query: listShipmentsQuery,
      response: listShipmentsResponse,
    },
    create: {
      summary:
        "Creates a shipment of one company's receipts (companyId required) with its costs, each in its currency at its date",
      body: shipmentBody,
      response: shipmentResponse,
    },
    read: {
      summary:
        "One shipment with its receipts, its costs in the book currency and each received line's landed unit cost (or the problem that prevents it: a missing rate, a cost no line can carry)",
      response: shipmentDetail,
    },
    update: {
      summary: 'Replaces a shipment: its fields, receipts and costs (the company stays)',
      body: shipmentBody,
      response: shipmentResponse,
    },
    remove: {
      summary: 'Deletes a shipment; its receipts stay, in no shipment',
    },
  }),
};
