/**
 * Quotes and orders (spec 001 §2 quotes and orders, §3 Quote, quote item, Order, order item, §4,
 * §5 Quote and Order, §8, §9). Zod messages are i18n keys of the `quotes` / `orders` namespaces (or
 * `errors`); a message about a line takes `{{n}}`, its 1-based number, filled by the server from
 * the field path (`items.1.quantity` → n = 2). Amounts are decimal strings; every figure comes
 * from `documentAmounts` (core/line-amounts.ts, the one line-amount rule of decision 0029) on both
 * sides, and the server's figures are the ones stored.
 */
import { z } from 'zod';
import { outgoingMail } from './mail';
import { normalizeSearch } from './catalogue';
import type { AmountLine } from '../line-amounts';
import {
  calendarDay,
  currencyField,
  optionalText,
  patchText,
  percentField,
  quantityField,
  requiredText,
  unitPriceField,
  uuidField,
} from '../fields';
import { counts, demoRecord, listResponse, nullableTexts, pageFields, sortFields, texts } from '../contracts';

export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'rejected', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const ORDER_STATUSES = ['draft', 'pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const QUOTE_NUMBER_PREFIX = 'DEV';
export const ORDER_REFERENCE_PREFIX = 'CMD';
/** DEV-2026-007 (zero-padded to 3; past 999 the number simply grows: DEV-2026-1000). */
export function documentNumber(prefix: string, year: number, n: number): string {
  return `${prefix}-${year}-${String(n).padStart(3, '0')}`;
}

/** A quote's search text (quotes.search_text): its number, its client, the client's company, its title. */
export function quoteSearchText(q: {
  number: string;
  title: string;
  clientName: string;
  companyName: string;
}): string {
  return normalizeSearch(`${q.number} ${q.clientName} ${q.companyName} ${q.title}`);
}

/** An order's search text (orders.search_text): its reference, its client, the client's company. */
export function orderSearchText(o: { reference: string; clientName: string; companyName: string }): string {
  return normalizeSearch(`${o.reference} ${o.clientName} ${o.companyName}`);
}

/** VAT percent of a line when neither it, its document nor the company's settings name one. */
export const DEFAULT_TAX_RATE = '20';
export const DEFAULT_PAYMENT_TERMS = '30 jours net';
export const MAX_DOCUMENT_LINES = 1000;
/** Sample target gross margin shown on quotes (spec §9), percent. */
export const TARGET_MARGIN_PERCENT = 25;

/** Quote actions and the statuses they start from (spec §4 + issue 6). Anything else is 409. */
export const QUOTE_ACTIONS = {
  send: { from: ['draft'], to: 'sent' },
  accept: { from: ['sent'], to: 'accepted' },
  reject: { from: ['sent'], to: 'rejected' },
} as const satisfies Record<string, { from: readonly QuoteStatus[]; to: QuoteStatus }>;
export type QuoteAction = keyof typeof QUOTE_ACTIONS;

/** Order status moves: forward along the chain (one or more steps), or cancel before delivery. */
export const ORDER_FLOW: readonly OrderStatus[] = ['draft', 'pending', 'confirmed', 'shipped', 'delivered'];
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  if (from === to) return false;
  if (to === 'cancelled') return from !== 'delivered' && from !== 'cancelled';
  const a = ORDER_FLOW.indexOf(from);
  const b = ORDER_FLOW.indexOf(to);
  return a >= 0 && b > a;
}

/** Whether an order's notes, expected delivery date and assignee may change: not once cancelled. */
export const canEditOrder = (status: OrderStatus): boolean => status !== 'cancelled';

/** The lines of a quote or an order (core/line-amounts.ts: one rule for every document). */
export type LineInput = AmountLine;

/**
 * A line of a quote or an order (decision 0029): product name and a quantity above 0 (up to 3
 * decimals) required, a unit price of 0 or more with up to 4 decimals, a discount in percent, and
 * its VAT rate (absent: the document's rate, then the company's default rate).
 */
const salesItemBody = (ns: 'quotes' | 'orders') =>
  z.object({
    productId: uuidField().nullable().optional().default(null),
    productName: requiredText(`${ns}.validation.items`, 300, { tooLong: `${ns}.validation.items` }),
    description: z.string().max(5000).optional().default(''),
    quantity: quantityField(`${ns}.validation.items`),
    unitPrice: unitPriceField(`${ns}.validation.items`, `${ns}.validation.unitPrice`),
    discount: percentField('quotes.validation.discount').optional().default('0'),
    taxRate: percentField(`${ns}.validation.taxRate`).nullable().optional().default(null),
  });

/** A quote line ('Veuillez remplir correctement tous les articles du devis.'). */
export const quoteItemBody = salesItemBody('quotes');
export type QuoteItemBody = z.output<typeof quoteItemBody>;
export type QuoteItemInput = z.input<typeof quoteItemBody>;

/** 'Nouveau Devis' and edit while draft: title, client, validUntil required ('Veuillez remplir tous les champs obligatoires.'). */
export const quoteBody = z.object({
  title: requiredText('quotes.validation.required', 300, { tooLong: 'quotes.validation.required' }),
  clientId: uuidField('quotes.validation.required'),
  validUntil: calendarDay('quotes.validation.required', 'errors.invalidValue'),
  /** The quote's VAT rate, given to its lines that name none (absent: the company's default rate). */
  taxRate: percentField('quotes.validation.taxRate').optional(),
  currency: currencyField().optional().default('EUR'),
  paymentTerms: z
    .string()
    .trim()
    .max(500)
    .optional()
    .default(DEFAULT_PAYMENT_TERMS)
    .transform((v) => v || DEFAULT_PAYMENT_TERMS),
  notes: optionalText(10_000),
  terms: optionalText(10_000),
  items: z
    .array(quoteItemBody, { error: 'quotes.validation.items' })
    .min(1, { error: 'quotes.validation.items' })
    .max(MAX_DOCUMENT_LINES),
});
export type QuoteBody = z.output<typeof quoteBody>;
export type QuoteInput = z.input<typeof quoteBody>;

/**
 * PATCH /api/quotes/:id (draft only): any field of `quoteBody`, absent ones unchanged; `items`,
 * when present, replaces every line. The totals are recomputed by the server.
 */
export const quotePatch = z.object({
  title: quoteBody.shape.title.optional(),
  clientId: quoteBody.shape.clientId.optional(),
  validUntil: calendarDay('quotes.validation.required', 'errors.invalidValue').optional(),
  taxRate: percentField('quotes.validation.taxRate').optional(),
  currency: currencyField().optional(),
  paymentTerms: z
    .string({ error: 'errors.invalidValue' })
    .trim()
    .max(500)
    .optional()
    .transform((v) => (v === undefined ? undefined : v || DEFAULT_PAYMENT_TERMS)),
  notes: patchText(10_000),
  terms: patchText(10_000),
  items: quoteBody.shape.items.optional(),
});
export type QuotePatch = z.output<typeof quotePatch>;
export type QuotePatchInput = z.input<typeof quotePatch>;

/** GET /api/quotes/line-price: the price of a product for a client (its zone's price today, else the product's). */
export const linePriceQuery = z.object({
  productId: uuidField(),
  clientId: uuidField(),
});
export const linePriceResponse = z.object({
  /** Unit price and its currency (the zone price's currency may differ from the quote's). */
  price: z.object({ amount: z.string(), currency: z.string() }),
  /** 'zone': the client's zone price applying today; 'base': the product's own price. */
  source: z.enum(['zone', 'base']),
  /** The client's price-list zone, null when it has none. */
  zone: z.string().nullable(),
  productName: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
});
export type LinePrice = z.infer<typeof linePriceResponse>;

export const listQuotesQuery = z.object({
  q: z.string().max(200).optional(),
  status: z.enum(QUOTE_STATUSES, { error: 'errors.invalidValue' }).optional(),
  clientId: uuidField().optional(),
  ...sortFields(['createdAt', 'number', 'validUntil', 'totalAmount', 'clientName'], 'createdAt'),
  ...pageFields(20, 100),
});
export type ListQuotesQuery = z.output<typeof listQuotesQuery>;

export const money = z.object({ amount: z.string(), currency: z.string() });
export type Money = z.infer<typeof money>;

export const clientRef = z.object({
  id: z.uuid(),
  name: z.string(),
  ...nullableTexts('email', 'phone', 'address'),
  companyId: z.uuid(),
  companyName: z.string(),
});
export type ClientRef = z.infer<typeof clientRef>;

/** VAT of a document, per rate (core/line-amounts.ts). */
export const vatBreakdown = z.array(z.object({ ...texts('rate', 'base', 'amount') }));

/** A quote's or order's line as the API gives it (unit price with 2 to 4 decimals, rate canonical). */
const salesLine = {
  id: z.uuid(),
  productId: z.uuid().nullable(),
  ...texts('productName', 'description', 'quantity', 'unitPrice', 'discount', 'taxRate', 'totalPrice'),
};

export const quoteItem = z.object({ ...salesLine, imageUrl: z.string().nullable() });
export type QuoteItem = z.infer<typeof quoteItem>;

export const quote = z.object({
  id: z.uuid(),
  number: z.string(),
  title: z.string(),
  client: clientRef,
  status: z.enum(QUOTE_STATUSES),
  validUntil: z.string(),
  currency: z.string(),
  /** The quote's VAT rate (its lines' default), canonical ('20', '5.5'). */
  taxRate: z.string(),
  subtotal: money,
  discountAmount: money,
  taxAmount: money,
  totalAmount: money,
  notes: z.string().nullable(),
  terms: z.string().nullable(),
  paymentTerms: z.string(),
  ...nullableTexts('sentAt', 'acceptedAt', 'rejectedAt'),
  /** The order made from this quote, when converted. */
  orderId: z.uuid().nullable(),
  ...demoRecord,
});
export type Quote = z.infer<typeof quote>;
export const quoteDetail = quote.extend({
  items: z.array(quoteItem),
  vat: vatBreakdown,
  /** The quote's latest e-mail (envoi en cours, envoyé, échec), if it was ever e-mailed. */
  mail: outgoingMail.nullable().optional(),
});
export type QuoteDetail = z.infer<typeof quoteDetail>;

export const listQuotesResponse = listResponse(quote, {
  /** Over every quote the user can see (and `clientId` when given), whatever `q` and `status`. */
  counters: z.object({
    ...counts('total', 'sent', 'accepted'),
    /** Sum of the totals converted to EUR with the rates service; null when a rate is missing. */
    totalValueEur: z.string().nullable(),
  }),
});
export type ListQuotesResponse = z.infer<typeof listQuotesResponse>;

/**
 * Answer of POST /api/quotes/:id/send: 202 with the queued e-mail when SMTP is configured and the
 * client has an address (the quote becomes 'sent' once it has left; `emailed` is false until then);
 * otherwise 200, the quote marked sent at once, `emailed` false and the message saying why.
 */
export const sendQuoteResponse = z.object({
  quote: quoteDetail,
  emailed: z.boolean(),
  mail: outgoingMail.nullable(),
  message: z.string(),
});

/** Route parameter of every /api/quotes/:id and /api/orders/:id route. */
export const salesIdParams = z.object({ id: uuidField() });

/** Answer of POST /api/quotes, PATCH /api/quotes/:id, the actions and duplicate. */
export const quoteResponse = z.object({ quote: quoteDetail, message: z.string() });
export type QuoteResponse = z.infer<typeof quoteResponse>;

// ---------------------------------------------------------------------------------------------
// Orders

/** An order line ('Veuillez remplir correctement tous les articles de la commande.'). */
export const orderItemBody = salesItemBody('orders');
export type OrderItemBody = z.output<typeof orderItemBody>;
export type OrderItemInput = z.input<typeof orderItemBody>;

/** Order creation: client required ('Veuillez remplir tous les champs obligatoires.'), at least one valid line. */
export const orderBody = z.object({
  clientId: uuidField('orders.validation.required'),
  status: z.enum(ORDER_STATUSES, { error: 'errors.invalidValue' }).optional().default('draft'),
  /** The user the order is assigned to; when set, a sourcing request is created with the order. */
  assignedTo: uuidField().nullable().optional().default(null),
  expectedDeliveryDate: calendarDay('errors.invalidValue').nullable().optional().default(null),
  /** Defaults to the creator's base currency. */
  currency: currencyField().optional(),
  notes: optionalText(10_000),
  items: z
    .array(orderItemBody, { error: 'orders.validation.items' })
    .min(1, { error: 'orders.validation.items' })
    .max(MAX_DOCUMENT_LINES),
});
export type OrderBody = z.output<typeof orderBody>;
export type OrderInput = z.input<typeof orderBody>;

/** PATCH /api/orders/:id: notes, expected delivery date and assignee (absent: unchanged, null: cleared). */
export const orderPatch = z.object({
  notes: patchText(10_000),
  expectedDeliveryDate: calendarDay('errors.invalidValue').nullable().optional(),
  assignedTo: uuidField().nullable().optional(),
});
export type OrderPatch = z.output<typeof orderPatch>;
export type OrderPatchInput = z.input<typeof orderPatch>;

export const orderStatusBody = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'errors.invalidValue' }),
  /** Delivery date when moving to delivered (defaults to today). */
  deliveryDate: calendarDay('errors.invalidValue').nullable().optional(),
});

export const listOrdersQuery = z.object({
  q: z.string().max(200).optional(),
  status: z.enum(ORDER_STATUSES, { error: 'errors.invalidValue' }).optional(),
  clientId: uuidField().optional(),
  ...sortFields(['createdAt', 'reference', 'totalAmount', 'status', 'clientName'], 'createdAt'),
  ...pageFields(20, 100),
});
export type ListOrdersQuery = z.output<typeof listOrdersQuery>;

export const orderItem = z.object(salesLine);
export type OrderItem = z.infer<typeof orderItem>;

export const order = z.object({
  id: z.uuid(),
  reference: z.string(),
  client: clientRef,
  status: z.enum(ORDER_STATUSES),
  /** Total without tax (the sum of the line nets). */
  subtotal: money,
  discountAmount: money,
  taxAmount: money,
  /** Total with tax. */
  totalAmount: money,
  notes: z.string().nullable(),
  assignedTo: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  expectedDeliveryDate: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  quoteId: z.uuid().nullable(),
  demandeId: z.uuid().nullable(),
  ...demoRecord,
});
export type Order = z.infer<typeof order>;
export const orderDetail = order.extend({
  items: z.array(orderItem),
  vat: vatBreakdown,
  history: z.array(
    z.object({ status: z.enum(ORDER_STATUSES), changedAt: z.string(), changedBy: z.string().nullable() }),
  ),
  /**
   * For an order converted from a quote whose amounts differ from the quote's (converted before
   * issue 26: totals, line count or a line's net): its total without tax, the quote's, and the
   * difference (order − quote). Null otherwise. POST /api/orders/:id/realign (Admin) aligns it.
   */
  quoteMismatch: z.object({ subtotal: money, quoteSubtotal: money, difference: money }).nullable(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const listOrdersResponse = listResponse(order, {
  /** Over every order the user can see (and `clientId` when given), whatever `q` and `status`. */
  counters: z.object({
    ...counts('total', 'pending', 'shipped', 'delivered'),
    /** Sum of the totals of the orders not cancelled, in the user's base currency; null when a rate is missing. */
    totalAmount: money.nullable(),
  }),
});
export type ListOrdersResponse = z.infer<typeof listOrdersResponse>;

/** Answer of POST /api/orders, PATCH /api/orders/:id and POST /api/orders/:id/status. */
export const orderResponse = z.object({ order: orderDetail, message: z.string() });
export type OrderResponse = z.infer<typeof orderResponse>;

/** Answer of POST /api/quotes/:id/convert: the quote (now pointing at its order) and the new order. */
export const convertQuoteResponse = z.object({ quote: quoteDetail, order: orderDetail, message: z.string() });
export type ConvertQuoteResponse = z.infer<typeof convertQuoteResponse>;

export const messageResponse = z.object({ message: z.string() });
