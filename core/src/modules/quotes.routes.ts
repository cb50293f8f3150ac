/** The routes of the quotes (/api/quotes): see core/src/route.ts. */
import { routes } from '../route';
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
} from './sales';

const r = routes('quotes', { tags: ['quotes'], errors: [400, 401, 403, 404, 409] });

/** Accepting or rejecting a sent quote. */
const transition = (action: 'accept' | 'reject') =>
  r.post(`/api/quotes/:id/${action}`, {
    action: 'update',
    summary: action === 'accept' ? 'Marks a sent quote accepted' : 'Marks a sent quote rejected',
    params: salesIdParams,
    response: quoteResponse,
  });

export const quotesApi = {
  ...r.collection('/api/quotes', {
    params: salesIdParams,
    list: {
      summary:
        'Quotes of the companies the user may see: search (number, client, company, title), status and client filters, counters',
      query: listQuotesQuery,
      response: listQuotesResponse,
    },
    create: {
      summary:
        'Creates a draft quote with its lines (number DEV-{year}-{NNN}, totals computed by the server)',
      body: quoteBody,
      response: quoteResponse,
    },
    read: {
      summary: 'One quote with its lines',
      response: quoteDetail,
    },
    update: {
      summary: 'Edits a draft quote (409 otherwise); `items` replaces every line; totals recomputed',
      body: quotePatch,
      response: quoteResponse,
    },
    remove: {
      summary: 'Deletes a draft quote (409 for any other status)',
    },
  }),
  linePrice: r.get('/api/quotes/line-price', {
    summary: "A product's unit price for a client: its zone's price list price today, else the product price",
    query: linePriceQuery,
    response: linePriceResponse,
  }),
  /** Answers 202 when the e-mail is queued (its handler says which), 200 when marked sent at once. */
  send: r.post('/api/quotes/:id/send', {
    action: 'update',
    summary:
      "Sends a draft quote: with SMTP and a client e-mail, queues the e-mail of its PDF (202; the quote becomes 'sent' once it has left, see `quote.mail`); otherwise marks it sent at once (200)",
    params: salesIdParams,
    response: sendQuoteResponse,
    alsoAnswers: { 202: sendQuoteResponse },
  }),
  accept: transition('accept'),
  reject: transition('reject'),
  duplicate: r.post('/api/quotes/:id/duplicate', {
    summary: 'Copies a quote into a new draft with a new number and the same lines',
    params: salesIdParams,
    response: quoteResponse,
    status: 201,
  }),
  convert: r.post('/api/quotes/:id/convert', {
    action: 'update',
    summary:
      'Converts an accepted quote into an order with the same lines (once); also needs the orders module with create',
    params: salesIdParams,
    response: convertQuoteResponse,
    status: 201,
  }),
  pdf: r.get('/api/quotes/:id/pdf', {
    summary: 'The quote as a PDF (French)',
    params: salesIdParams,
    response: 'file',
  }),
};
