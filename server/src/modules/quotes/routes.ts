import type { FastifyInstance } from 'fastify';
import { can, hasModule } from '@comptoir/core/permissions';
import { quotesApi } from '@comptoir/core/modules/quotes.routes';
import { subject } from '../../platform/access';
import { forbiddenAction, forbiddenModule } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { sendPdf } from '../../platform/download';
import { acceptedIfQueued } from '../../platform/mail-outbox';
import { confirmed, implement } from '../../platform/routes';
import { rejectNul } from '../sales/guards';
import {
  convertQuote,
  createQuote,
  deleteQuote,
  duplicateQuote,
  getQuote,
  linePrice,
  listQuotes,
  quotePdf,
  defineQuoteMail,
  sendQuote,
  transitionQuote,
  updateQuote,
} from './service';

/**
 * Quotes (/api/quotes): list with counters, detail, drafts, actions, duplicate, conversion, PDF;
 * the handlers of `quotesApi`.
 */
export function quotesRoutes(app: FastifyInstance): void {
  defineQuoteMail(app);

  /** Accepting or rejecting a sent quote, confirmed. */
  const transition = (action: 'accept' | 'reject') => ({
    handler: async (c: { params: { id: string } } & Parameters<typeof transitionQuote>[0]) =>
      transitionQuote(c, c.params.id, action),
    confirm: { key: 'quote', message: `quotes.success.${action}ed` },
  });

  const say = confirmed('quote', 'quotes.success');
  implement(app, quotesApi, {
    list: async ({ db, auth, query }) => listQuotes(db, auth, rejectNul(query)),
    create: say.created(async (c) => createQuote(c, rejectNul(c.body))),
    read: async ({ db, auth, params }) => getQuote(db, auth, params.id),
    update: say.updated(async (c) => updateQuote(c, c.params.id, rejectNul(c.body))),
    remove: say.deleted(async (c) => deleteQuote(c, c.params.id)),
    linePrice: async ({ db, auth, query }) => linePrice(db, auth, query.productId, query.clientId),
    send: async (c) => acceptedIfQueued(c.reply, await sendQuote(app, c, c.params.id)),
    accept: transition('accept'),
    reject: transition('reject'),
    duplicate: {
      handler: async (c) => duplicateQuote(c, c.params.id),
      confirm: {
        key: 'quote',
        message: ({ request }, quote: { number: string }) =>
          t(request, 'quotes.success.duplicated', { number: quote.number }),
      },
    },
    convert: async (c) => {
      // The order it makes belongs to the orders module: its access is needed too.
      const who = subject(c.auth.user);
      if (!hasModule(who, 'orders')) throw forbiddenModule();
      if (!can(who, 'orders', 'create')) throw forbiddenAction();
      const { quote, order } = await convertQuote(c, c.params.id);
      c.reply.status(201);
      return {
        quote,
        order,
        message: t(c.request, 'quotes.success.converted', {
          reference: order.reference,
          number: quote.number,
        }),
      };
    },
    pdf: async ({ db, reply, auth, params }) => sendPdf(reply, await quotePdf(db, auth, params.id)),
  });
}
