import type { FastifyInstance } from 'fastify';
import { can, hasModule } from '@comptoir/core/permissions';
import {
  convertQuoteResponse,
  linePriceQuery,
  linePriceResponse,
  listQuotesQuery,
  listQuotesResponse,
  quoteBody,
  quoteDetail,
  quotePatch,
  quoteResponse,
  salesIdParams,
  sendQuoteResponse,
} from '@comptoir/core/modules/sales';
import { subject } from '../../platform/access';
import { forbiddenAction, forbiddenModule } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { sendPdf } from '../../platform/download';
import { acceptedIfQueued } from '../../platform/mail-outbox';
import { errorResponses, moduleRoutes } from '../../platform/routes';
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

/** Quotes (/api/quotes): list with counters, detail, drafts, actions, duplicate, conversion, PDF. */
export function quotesRoutes(app: FastifyInstance): void {
  const { route, collection } = moduleRoutes(app, 'quotes', {
    tags: ['quotes'],
    errors: errorResponses(400, 401, 403, 404, 409),
  });
  defineQuoteMail(app);

  collection({
    url: '/api/quotes',
    params: salesIdParams,
    record: 'quote',
    list: {
      summary:
        'Quotes of the companies the user may see: search (number, client, company, title), status and client filters, counters',
      query: listQuotesQuery,
      response: listQuotesResponse,
      handler: async ({ db, auth, query }) => listQuotes(db, auth, rejectNul(query)),
    },
    create: {
      summary:
        'Creates a draft quote with its lines (number DEV-{year}-{NNN}, totals computed by the server)',
      body: quoteBody,
      response: quoteResponse,
      message: 'quotes.success.created',
      handler: async (c) => createQuote(c, rejectNul(c.body)),
    },
    read: {
      summary: 'One quote with its lines',
      response: quoteDetail,
      handler: async ({ db, auth, params }) => getQuote(db, auth, params.id),
    },
    update: {
      summary: 'Edits a draft quote (409 otherwise); `items` replaces every line; totals recomputed',
      body: quotePatch,
      response: quoteResponse,
      message: 'quotes.success.updated',
      handler: async (c) => updateQuote(c, c.params.id, rejectNul(c.body)),
    },
    remove: {
      summary: 'Deletes a draft quote (409 for any other status)',
      message: 'quotes.success.deleted',
      handler: async (c) => deleteQuote(c, c.params.id),
    },
  });

  route('GET', '/api/quotes/line-price', {
    summary: "A product's unit price for a client: its zone's price list price today, else the product price",
    query: linePriceQuery,
    response: { 200: linePriceResponse },
    handler: async ({ db, auth, query }) => linePrice(db, auth, query.productId, query.clientId),
  });

  route('POST', '/api/quotes/:id/send', {
    action: 'update',
    summary:
      "Sends a draft quote: with SMTP and a client e-mail, queues the e-mail of its PDF (202; the quote becomes 'sent' once it has left, see `quote.mail`); otherwise marks it sent at once (200)",
    params: salesIdParams,
    response: { 200: sendQuoteResponse, 202: sendQuoteResponse },
    handler: async (c) => acceptedIfQueued(c.reply, await sendQuote(app, c, c.params.id)),
  });

  for (const action of ['accept', 'reject'] as const) {
    route('POST', `/api/quotes/:id/${action}`, {
      action: 'update',
      summary: action === 'accept' ? 'Marks a sent quote accepted' : 'Marks a sent quote rejected',
      params: salesIdParams,
      response: { 200: quoteResponse },
      confirm: { key: 'quote', message: `quotes.success.${action}ed` },
      handler: async (c) => transitionQuote(c, c.params.id, action),
    });
  }

  route('POST', '/api/quotes/:id/duplicate', {
    summary: 'Copies a quote into a new draft with a new number and the same lines',
    params: salesIdParams,
    response: { 201: quoteResponse },
    confirm: {
      key: 'quote',
      message: ({ request }, quote: { number: string }) =>
        t(request, 'quotes.success.duplicated', { number: quote.number }),
    },
    handler: async (c) => duplicateQuote(c, c.params.id),
  });

  route('POST', '/api/quotes/:id/convert', {
    action: 'update',
    summary:
      'Converts an accepted quote into an order with the same lines (once); also needs the orders module with create',
    params: salesIdParams,
    response: { 201: convertQuoteResponse },
    handler: async (c) => {
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
  });

  route('GET', '/api/quotes/:id/pdf', {
    summary: 'The quote as a PDF (French)',
    params: salesIdParams,
    response: {},
    handler: async ({ db, reply, auth, params }) => sendPdf(reply, await quotePdf(db, auth, params.id)),
  });
}
