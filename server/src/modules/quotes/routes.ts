import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiError } from '@comptoir/core/api';
import { can, hasModule } from '@comptoir/core/permissions';
import {
  convertQuoteResponse,
  linePriceQuery,
  linePriceResponse,
  listQuotesQuery,
  listQuotesResponse,
  messageResponse,
  quoteBody,
  quoteDetail,
  quotePatch,
  quoteResponse,
  salesIdParams,
  sendQuoteResponse,
} from '@comptoir/core/modules/sales';
import { subject, type AuthContext } from '../../platform/access';
import { forbiddenAction, forbiddenModule } from '../../platform/errors';
import { access, defineRoute } from '../../platform/http';
import { t } from '../../platform/i18n';
import { pdfDisposition } from '../../platform/pdf';
import { rejectNul } from '../orders/documents';
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

const TAGS = ['quotes'];
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };

/** Quotes (/api/quotes): list with counters, detail, drafts, actions, duplicate, conversion, PDF. */
export function quotesRoutes(app: FastifyInstance): void {
  const ctxOf = (request: FastifyRequest, auth: AuthContext) => ({ db: app.db, request, auth });
  defineQuoteMail(app);

  defineRoute(app, {
    method: 'GET',
    url: '/api/quotes',
    access: access.module('quotes', 'read'),
    summary:
      'Quotes of the companies the user may see: search (number, client, company, title), status and client filters, counters',
    tags: TAGS,
    query: listQuotesQuery,
    response: { 200: listQuotesResponse, ...errors },
    handler: async ({ auth, query }) => {
      rejectNul(query);
      return listQuotes(app.db, auth, query);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/quotes/line-price',
    access: access.module('quotes', 'read'),
    summary: "A product's unit price for a client: its zone's price list price today, else the product price",
    tags: TAGS,
    query: linePriceQuery,
    response: { 200: linePriceResponse, ...errors },
    handler: async ({ auth, query }) => linePrice(app.db, auth, query.productId, query.clientId),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/quotes',
    access: access.module('quotes', 'create'),
    summary: 'Creates a draft quote with its lines (number DEV-{year}-{NNN}, totals computed by the server)',
    tags: TAGS,
    body: quoteBody,
    response: { 201: quoteResponse, ...errors },
    handler: async ({ request, reply, auth, body }) => {
      rejectNul(body);
      const quote = await createQuote(ctxOf(request, auth), body);
      reply.status(201);
      return { quote, message: t(request, 'quotes.success.created') };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/quotes/:id',
    access: access.module('quotes', 'read'),
    summary: 'One quote with its lines',
    tags: TAGS,
    params: salesIdParams,
    response: { 200: quoteDetail, ...errors },
    handler: async ({ auth, params }) => getQuote(app.db, auth, params.id),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/quotes/:id',
    access: access.module('quotes', 'update'),
    summary: 'Edits a draft quote (409 otherwise); `items` replaces every line; totals recomputed',
    tags: TAGS,
    params: salesIdParams,
    body: quotePatch,
    response: { 200: quoteResponse, ...errors },
    handler: async ({ request, auth, params, body }) => {
      rejectNul(body);
      const quote = await updateQuote(ctxOf(request, auth), params.id, body);
      return { quote, message: t(request, 'quotes.success.updated') };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/quotes/:id',
    access: access.module('quotes', 'delete'),
    summary: 'Deletes a draft quote (409 for any other status)',
    tags: TAGS,
    params: salesIdParams,
    response: { 200: messageResponse, ...errors },
    handler: async ({ request, auth, params }) => {
      await deleteQuote(ctxOf(request, auth), params.id);
      return { message: t(request, 'quotes.success.deleted') };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/quotes/:id/send',
    access: access.module('quotes', 'update'),
    summary:
      "Sends a draft quote: with SMTP and a client e-mail, queues the e-mail of its PDF (202; the quote becomes 'sent' once it has left, see `quote.mail`); otherwise marks it sent at once (200)",
    tags: TAGS,
    params: salesIdParams,
    response: { 200: sendQuoteResponse, 202: sendQuoteResponse, ...errors },
    handler: async ({ request, reply, auth, params }) => {
      const result = await sendQuote(app, ctxOf(request, auth), params.id);
      if (result.mail) reply.status(202);
      return result;
    },
  });

  for (const action of ['accept', 'reject'] as const) {
    defineRoute(app, {
      method: 'POST',
      url: `/api/quotes/:id/${action}`,
      access: access.module('quotes', 'update'),
      summary: action === 'accept' ? 'Marks a sent quote accepted' : 'Marks a sent quote rejected',
      tags: TAGS,
      params: salesIdParams,
      response: { 200: quoteResponse, ...errors },
      handler: async ({ request, auth, params }) => {
        const quote = await transitionQuote(ctxOf(request, auth), params.id, action);
        return { quote, message: t(request, `quotes.success.${action}ed`) };
      },
    });
  }

  defineRoute(app, {
    method: 'POST',
    url: '/api/quotes/:id/duplicate',
    access: access.module('quotes', 'create'),
    summary: 'Copies a quote into a new draft with a new number and the same lines',
    tags: TAGS,
    params: salesIdParams,
    response: { 201: quoteResponse, ...errors },
    handler: async ({ request, reply, auth, params }) => {
      const quote = await duplicateQuote(ctxOf(request, auth), params.id);
      reply.status(201);
      return { quote, message: t(request, 'quotes.success.duplicated', { number: quote.number }) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/quotes/:id/convert',
    access: access.module('quotes', 'update'),
    summary:
      'Converts an accepted quote into an order with the same lines (once); also needs the orders module with create',
    tags: TAGS,
    params: salesIdParams,
    response: { 201: convertQuoteResponse, ...errors },
    handler: async ({ request, reply, auth, params }) => {
      // The order it makes belongs to the orders module: its access is needed too.
      const who = subject(auth.user);
      if (!hasModule(who, 'orders')) throw forbiddenModule();
      if (!can(who, 'orders', 'create')) throw forbiddenAction();
      const { quote, order } = await convertQuote(ctxOf(request, auth), params.id);
      reply.status(201);
      return {
        quote,
        order,
        message: t(request, 'quotes.success.converted', { reference: order.reference, number: quote.number }),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/quotes/:id/pdf',
    access: access.module('quotes', 'read'),
    summary: 'The quote as a PDF (French)',
    tags: TAGS,
    params: salesIdParams,
    response: errors,
    handler: async ({ reply, auth, params }) => {
      const { buffer, fileName } = await quotePdf(app.db, auth, params.id);
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', pdfDisposition(fileName));
      reply.header('cache-control', 'private, no-store');
      return reply.send(buffer);
    },
  });
}
