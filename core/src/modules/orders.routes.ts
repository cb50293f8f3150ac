/** The routes of the orders (/api/orders): see core/src/route.ts. */
import { routes } from '../route';
import {
  listOrdersQuery,
  listOrdersResponse,
  orderBody,
  orderDetail,
  orderPatch,
  orderResponse,
  orderStatusBody,
  salesIdParams,
} from './sales';
import { orderMargin } from './margin';

const r = routes('orders', { tags: ['orders'], errors: [400, 401, 403, 404, 409] });

export const ordersApi = {
  ...r.collection('/api/orders', {
    params: salesIdParams,
    list: {
      summary:
        'Orders of the companies the user may see: search (reference, client, company), status and client filters, counters',
      query: listOrdersQuery,
      response: listOrdersResponse,
    },
    create: {
      summary:
        'Creates an order with its lines (reference CMD-{year}-{NNN}); with an assignee, also its sourcing request',
      body: orderBody,
      response: orderResponse,
    },
    read: {
      summary: 'One order with its lines and status history',
      response: orderDetail,
    },
    update: {
      summary: 'Updates the notes, the expected delivery date or the assignee of an order',
      body: orderPatch,
      response: orderResponse,
    },
    remove: {
      summary: 'Deletes a draft order (409 for any other status)',
    },
  }),
  status: r.post('/api/orders/:id/status', {
    action: 'update',
    summary:
      'Moves an order along draft → pending → confirmed → shipped → delivered, or cancels it before delivery',
    params: salesIdParams,
    body: orderStatusBody,
    response: orderResponse,
  }),
  realign: r.post('/api/orders/:id/realign', {
    action: 'update',
    summary:
      "Admin and above: an order converted from a quote whose amounts differ from the quote's (converted before issue 26) takes the quote's lines and totals again; 409 without a quote, cancelled, or invoiced",
    params: salesIdParams,
    response: orderResponse,
  }),
  margin: r.get('/api/orders/:id/margin', {
    summary:
      "The order's real margin, line by line: revenue against the landed cost of the purchase lines that source it (or their purchase price, an estimate), in the book currency, with the purchase lines that could source an unlinked line",
    params: salesIdParams,
    response: orderMargin,
  }),
  pdf: r.get('/api/orders/:id/pdf', {
    summary: 'The purchase order (bon de commande) as a PDF',
    params: salesIdParams,
    response: 'file',
  }),
};
