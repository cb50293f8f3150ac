import type { FastifyInstance } from 'fastify';
import { apiError } from '@comptoir/core/api';
import {
  listOrdersQuery,
  listOrdersResponse,
  messageResponse,
  orderBody,
  orderDetail,
  orderPatch,
  orderResponse,
  orderStatusBody,
  salesIdParams,
} from '@comptoir/core/modules/sales';
import type { AuthContext } from '../../platform/access';
import { eventsOf } from '../../platform/events';
import { access, defineRoute } from '../../platform/http';
import { t } from '../../platform/i18n';
import { pdfDisposition } from '../../platform/pdf';
import { rejectNul } from './documents';
import { createOrder, deleteOrder, getOrder, listOrders, moveOrder, orderPdf, updateOrder } from './service';

const TAGS = ['orders'];
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };

/** Orders (/api/orders): list with counters, detail, creation, edits, status moves, PDF. */
export function ordersRoutes(app: FastifyInstance): void {
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

  defineRoute(app, {
    method: 'GET',
    url: '/api/orders',
    access: access.module('orders', 'read'),
    summary:
      'Orders of the companies the user may see: search (reference, client, company), status and client filters, counters',
    tags: TAGS,
    query: listOrdersQuery,
    response: { 200: listOrdersResponse, ...errors },
    handler: async ({ auth, query }) => {
      rejectNul(query);
      return listOrders(app.db, auth, query);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/orders',
    access: access.module('orders', 'create'),
    summary:
      'Creates an order with its lines (reference CMD-{year}-{NNN}); with an assignee, also its sourcing request',
    tags: TAGS,
    body: orderBody,
    response: { 201: orderResponse, ...errors },
    handler: async ({ request, reply, auth, body }) => {
      rejectNul(body);
      const { order, demandeId } = await createOrder({ db: app.db, request, auth }, body);
      demandeCreated(demandeId, auth);
      reply.status(201);
      return { order, message: t(request, 'orders.success.created') };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/orders/:id',
    access: access.module('orders', 'read'),
    summary: 'One order with its lines and status history',
    tags: TAGS,
    params: salesIdParams,
    response: { 200: orderDetail, ...errors },
    handler: async ({ auth, params }) => getOrder(app.db, auth, params.id),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/orders/:id',
    access: access.module('orders', 'update'),
    summary: 'Updates the notes, the expected delivery date or the assignee of an order',
    tags: TAGS,
    params: salesIdParams,
    body: orderPatch,
    response: { 200: orderResponse, ...errors },
    handler: async ({ request, auth, params, body }) => {
      rejectNul(body);
      const { order, demandeId } = await updateOrder({ db: app.db, request, auth }, params.id, body);
      demandeCreated(demandeId, auth);
      return { order, message: t(request, 'orders.success.updated') };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/orders/:id',
    access: access.module('orders', 'delete'),
    summary: 'Deletes a draft order (409 for any other status)',
    tags: TAGS,
    params: salesIdParams,
    response: { 200: messageResponse, ...errors },
    handler: async ({ request, auth, params }) => {
      await deleteOrder({ db: app.db, request, auth }, params.id);
      return { message: t(request, 'orders.success.deleted') };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/orders/:id/status',
    access: access.module('orders', 'update'),
    summary:
      'Moves an order along draft → pending → confirmed → shipped → delivered, or cancels it before delivery',
    tags: TAGS,
    params: salesIdParams,
    body: orderStatusBody,
    response: { 200: orderResponse, ...errors },
    handler: async ({ request, auth, params, body }) => {
      const order = await moveOrder({ db: app.db, request, auth }, params.id, body);
      return {
        order,
        message: t(request, 'orders.success.statusChanged', {
          status: t(request, `orders.status.${order.status}`),
        }),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/orders/:id/pdf',
    access: access.module('orders', 'read'),
    summary: 'The purchase order (bon de commande) as a PDF',
    tags: TAGS,
    params: salesIdParams,
    response: errors,
    handler: async ({ reply, auth, params }) => {
      const { buffer, fileName } = await orderPdf(app.db, auth, params.id);
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', pdfDisposition(fileName));
      reply.header('cache-control', 'private, no-store');
      return reply.send(buffer);
    },
  });
}
