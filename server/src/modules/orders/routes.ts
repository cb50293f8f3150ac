import type { FastifyInstance } from 'fastify';
import {
  listOrdersQuery,
  listOrdersResponse,
  orderBody,
  orderDetail,
  orderPatch,
  orderResponse,
  orderStatusBody,
  salesIdParams,
} from '@comptoir/core/modules/sales';
import type { AuthContext } from '../../platform/access';
import { eventsOf } from '../../platform/events';
import { t } from '../../platform/i18n';
import { sendPdf } from '../../platform/download';
import { errorResponses, moduleRoutes } from '../../platform/routes';
import { rejectNul } from '../sales/guards';
import {
  createOrder,
  deleteOrder,
  getOrder,
  listOrders,
  moveOrder,
  orderPdf,
  realignOrder,
  updateOrder,
} from './service';

/** Orders (/api/orders): list with counters, detail, creation, edits, status moves, PDF, realignment on its quote. */
export function ordersRoutes(app: FastifyInstance): void {
  const { route, collection } = moduleRoutes(app, 'orders', {
    tags: ['orders'],
    errors: errorResponses(400, 401, 403, 404, 409),
  });
  /** A sourcing request made with an order reaches the demandes screens' live updates. */
  const demandeCreated = (demandeId: string | null, auth: AuthContext) => {
    if (!demandeId) return;
    eventsOf(app).publish('demande', {
      type: 'created',
      demandeId,
      by: auth.user.id,
      at: new Date().toISOString(),
    });
  };
  /** Writes an order (and maybe its request), tells the demandes screens, answers the order. */
  const withRequest = async (
    auth: AuthContext,
    write: Promise<{ order: unknown; demandeId: string | null }>,
  ) => {
    const { order, demandeId } = await write;
    demandeCreated(demandeId, auth);
    return order;
  };

  collection({
    url: '/api/orders',
    params: salesIdParams,
    record: 'order',
    list: {
      summary:
        'Orders of the companies the user may see: search (reference, client, company), status and client filters, counters',
      query: listOrdersQuery,
      response: listOrdersResponse,
      handler: async ({ db, auth, query }) => {
        rejectNul(query);
        return listOrders(db, auth, query);
      },
    },
    create: {
      summary:
        'Creates an order with its lines (reference CMD-{year}-{NNN}); with an assignee, also its sourcing request',
      body: orderBody,
      response: orderResponse,
      message: 'orders.success.created',
      handler: async (c) => withRequest(c.auth, createOrder(c, rejectNul(c.body))),
    },
    read: {
      summary: 'One order with its lines and status history',
      response: orderDetail,
      handler: async ({ db, auth, params }) => getOrder(db, auth, params.id),
    },
    update: {
      summary: 'Updates the notes, the expected delivery date or the assignee of an order',
      body: orderPatch,
      response: orderResponse,
      message: 'orders.success.updated',
      handler: async (c) => withRequest(c.auth, updateOrder(c, c.params.id, rejectNul(c.body))),
    },
    remove: {
      summary: 'Deletes a draft order (409 for any other status)',
      message: 'orders.success.deleted',
      handler: async (c) => deleteOrder(c, c.params.id),
    },
  });

  route('POST', '/api/orders/:id/status', {
    action: 'update',
    summary:
      'Moves an order along draft → pending → confirmed → shipped → delivered, or cancels it before delivery',
    params: salesIdParams,
    body: orderStatusBody,
    response: { 200: orderResponse },
    confirm: {
      key: 'order',
      message: ({ request }, order: { status: string }) =>
        t(request, 'orders.success.statusChanged', { status: t(request, `orders.status.${order.status}`) }),
    },
    handler: async (c) => moveOrder(c, c.params.id, c.body),
  });

  route('POST', '/api/orders/:id/realign', {
    action: 'update',
    summary:
      "Admin and above: an order converted from a quote whose amounts differ from the quote's (converted before issue 26) takes the quote's lines and totals again; 409 without a quote, cancelled, or invoiced",
    params: salesIdParams,
    response: { 200: orderResponse },
    handler: async (c) => {
      const { order, quoteNumber } = await realignOrder(c, c.params.id);
      return {
        order,
        message: t(c.request, 'orders.success.realigned', {
          reference: order.reference,
          number: quoteNumber,
        }),
      };
    },
  });

  route('GET', '/api/orders/:id/pdf', {
    summary: 'The purchase order (bon de commande) as a PDF',
    params: salesIdParams,
    response: {},
    handler: async ({ db, reply, auth, params }) => sendPdf(reply, await orderPdf(db, auth, params.id)),
  });
}
