import type { FastifyInstance } from 'fastify';
import { orderMargin } from '../purchases/service/margin';
import { ordersApi } from '@comptoir/core/modules/orders.routes';
import type { AuthContext } from '../../platform/access';
import { eventsOf } from '../../platform/events';
import { t } from '../../platform/i18n';
import { sendPdf } from '../../platform/download';
import { implement } from '../../platform/routes';
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

/**
 * Orders (/api/orders): list with counters, detail, creation, edits, status moves, PDF, realignment
 * on its quote; the handlers of `ordersApi`.
 */
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
  /** Writes an order (and maybe its request), tells the demandes screens, answers the order. */
  const withRequest = async (
    auth: AuthContext,
    write: Promise<{ order: unknown; demandeId: string | null }>,
  ) => {
    const { order, demandeId } = await write;
    demandeCreated(demandeId, auth);
    return order;
  };

  implement(app, ordersApi, {
    list: async ({ db, auth, query }) => {
      rejectNul(query);
      return listOrders(db, auth, query);
    },
    create: {
      handler: async (c) => withRequest(c.auth, createOrder(c, rejectNul(c.body))),
      confirm: { key: 'order', message: 'orders.success.created' },
    },
    read: async ({ db, auth, params }) => getOrder(db, auth, params.id),
    update: {
      handler: async (c) => withRequest(c.auth, updateOrder(c, c.params.id, rejectNul(c.body))),
      confirm: { key: 'order', message: 'orders.success.updated' },
    },
    remove: {
      handler: async (c) => deleteOrder(c, c.params.id),
      confirm: { message: 'orders.success.deleted' },
    },
    status: {
      handler: async (c) => moveOrder(c, c.params.id, c.body),
      confirm: {
        key: 'order',
        message: ({ request }, order: { status: string }) =>
          t(request, 'orders.success.statusChanged', { status: t(request, `orders.status.${order.status}`) }),
      },
    },
    realign: async (c) => {
      const { order, quoteNumber } = await realignOrder(c, c.params.id);
      return {
        order,
        message: t(c.request, 'orders.success.realigned', {
          reference: order.reference,
          number: quoteNumber,
        }),
      };
    },
    margin: async ({ db, auth, params, request }) =>
      orderMargin(db, auth, params.id, (key, values) => t(request, key, values)),
    pdf: async ({ db, reply, auth, params }) => sendPdf(reply, await orderPdf(db, auth, params.id)),
  });
}
