/**
 * Sales (spec 001 §3 Client, Company, Quote, quote item, Order, order item): clients of the client
 * firms (companies, which also carry the users' company access), quotes and orders with their
 * lines, numbered per year from counter rows, and the order status history.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { authored, companies, statusChanged, userRef } from './platform';
import { products } from './catalogue';
import { demandes } from './workspace';
import {
  amount,
  day,
  demoFlag,
  discountPercent,
  instant,
  keptRef,
  lineQuantity,
  optionalRef,
  ownedBy,
  position,
  primaryId,
  searchIndex,
  searchText,
  textList,
  timestamps,
  unitPrice,
  taxPercent,
  updatedAt,
} from './columns';

/** Organisation-wide settings an administrator sets (for example the VIP threshold). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: userRef('updated_by'),
  updatedAt: updatedAt(),
});

/** Details of a client firm; one row per company (the company row itself is in platform). */
export const companyProfiles = pgTable('company_profiles', {
  companyId: ownedBy('company_id', () => companies.id).primaryKey(),
  industry: text('industry'),
  website: text('website'),
  address: text('address'),
  vatNumber: text('vat_number'),
  /** French legal identifiers, digits only (issue 27 §2). */
  siren: text('siren'),
  siret: text('siret'),
  isDemo: demoFlag(),
  ...timestamps(),
});

/**
 * The list's default order (newest first, then id), with the company for the access filter: an
 * index-only walk, even to a far page.
 */
const listOrderIndex = (
  table: string,
  t: { createdAt: ExtraConfigColumn; id: ExtraConfigColumn; companyId: ExtraConfigColumn },
) => index(`${table}_created_id_idx`).on(t.createdAt.desc().nullsFirst(), t.id, t.companyId);

/** A quote's or order's totals, kept with its lines. */
const documentTotals = () => ({
  /** Total without tax: the sum of the line nets (decision 0029). */
  subtotal: amount('subtotal').notNull().default('0'),
  discountAmount: amount('discount_amount').notNull().default('0'),
  taxAmount: amount('tax_amount').notNull().default('0'),
  /** Total with tax. */
  totalAmount: amount('total_amount').notNull().default('0'),
});

export const clients = pgTable(
  'clients',
  {
    id: primaryId(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    companyId: keptRef('company_id', () => companies.id),
    notes: text('notes'),
    status: text('status').notNull().default('active'),
    tags: textList('tags'),
    /** Price-list zone used for this client's quote lines (one of the ZONES), when set. */
    zone: text('zone'),
    /** Lower-cased, accent-free name, e-mail and phone for the search (trigram index). */
    searchText: searchText(),
    ...authored(),
  },
  (t) => [
    index('clients_company_idx').on(t.companyId, t.createdAt),
    listOrderIndex('clients', t),
    searchIndex('clients', t.searchText),
    check('clients_status_check', sql`${t.status} in ('active', 'inactive', 'pending')`),
  ],
);

/** Last number given per document kind ('DEV', 'CMD') and year: consecutive, never reused. */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

export const quotes = pgTable(
  'quotes',
  {
    id: primaryId(),
    /** DEV-{year}-{NNN}. */
    number: text('number').notNull(),
    title: text('title').notNull(),
    clientId: keptRef('client_id', () => clients.id),
    /** The client's company at creation (company access filters on it). */
    companyId: keptRef('company_id', () => companies.id),
    status: text('status').notNull().default('draft'),
    validUntil: day('valid_until').notNull(),
    currency: text('currency').notNull().default('EUR'),
    /** Percent, 0 to 100, two decimals: the rate of the lines that name none. */
    taxRate: taxPercent().notNull().default('20'),
    ...documentTotals(),
    notes: text('notes'),
    terms: text('terms'),
    paymentTerms: text('payment_terms').notNull().default('30 jours net'),
    assignedTo: userRef('assigned_to'),
    sentAt: instant('sent_at'),
    acceptedAt: instant('accepted_at'),
    rejectedAt: instant('rejected_at'),
    searchText: searchText(),
    ...authored(),
  },
  (t) => [
    uniqueIndex('quotes_number_key').on(t.number),
    index('quotes_company_idx').on(t.companyId, t.createdAt),
    index('quotes_client_idx').on(t.clientId, t.createdAt),
    index('quotes_status_idx').on(t.status, t.validUntil),
    index('quotes_created_idx').on(t.createdAt),
    searchIndex('quotes', t.searchText),
    check('quotes_status_check', sql`${t.status} in ('draft', 'sent', 'accepted', 'rejected', 'expired')`),
    check('quotes_tax_rate_check', sql`${t.taxRate} between 0 and 100`),
  ],
);

/**
 * A quote's or order's line amounts, as an invoice line has them (decision 0029): quantity above 0
 * with up to 3 decimals, unit price with up to 4, discount, VAT rate, and the net amount.
 */
const lineAmounts = () => ({
  quantity: lineQuantity(),
  unitPrice: unitPrice(),
  /** Percent off the line, 0 to 100, two decimals. */
  discount: discountPercent(),
  taxRate: taxPercent().notNull().default('20'),
  /** quantity × unit price × (1 − discount), rounded to the cent once. */
  totalPrice: amount('total_price').notNull(),
});

/** What lineAmounts' columns hold: a quantity above 0, a unit price not below 0, percents 0 to 100. */
const lineAmountChecks = (
  table: string,
  t: {
    quantity: ExtraConfigColumn;
    unitPrice: ExtraConfigColumn;
    discount: ExtraConfigColumn;
    taxRate: ExtraConfigColumn;
  },
) => [
  check(`${table}_quantity_check`, sql`${t.quantity} > 0`),
  check(`${table}_unit_price_check`, sql`${t.unitPrice} >= 0`),
  check(`${table}_discount_check`, sql`${t.discount} between 0 and 100`),
  check(`${table}_tax_rate_check`, sql`${t.taxRate} between 0 and 100`),
];

/** A quote's or order's line: its place, its product (its name kept) and description. */
const productLine = () => ({
  position: position(),
  productId: optionalRef('product_id', () => products.id),
  productName: text('product_name').notNull(),
  description: text('description').notNull().default(''),
});

export const quoteItems = pgTable(
  'quote_items',
  {
    id: primaryId(),
    quoteId: ownedBy('quote_id', () => quotes.id),
    ...productLine(),
    ...lineAmounts(),
    imageUrl: text('image_url'),
  },
  (t) => [index('quote_items_quote_idx').on(t.quoteId, t.position), ...lineAmountChecks('quote_items', t)],
);

export const orders = pgTable(
  'orders',
  {
    id: primaryId(),
    /** CMD-{year}-{NNN}. */
    reference: text('reference').notNull(),
    clientId: keptRef('client_id', () => clients.id),
    companyId: keptRef('company_id', () => companies.id),
    status: text('status').notNull().default('draft'),
    currency: text('currency').notNull().default('EUR'),
    ...documentTotals(),
    notes: text('notes'),
    assignedTo: userRef('assigned_to'),
    expectedDeliveryDate: day('expected_delivery_date'),
    deliveryDate: day('delivery_date'),
    quoteId: optionalRef('quote_id', () => quotes.id),
    /** The sourcing request created with the order when it has an assignee. */
    demandeId: optionalRef('demande_id', () => demandes.id),
    searchText: searchText(),
    ...authored(),
  },
  (t) => [
    uniqueIndex('orders_reference_key').on(t.reference),
    index('orders_company_idx').on(t.companyId, t.createdAt),
    index('orders_client_idx').on(t.clientId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    listOrderIndex('orders', t),
    /**
     * The analysis' order intake (decision 0060): a range of days read from the index alone, with
     * every column the sum and the access filter need.
     */
    index('orders_intake_idx').on(t.createdAt, t.status, t.currency, t.subtotal, t.companyId),
    index('orders_quote_idx').on(t.quoteId),
    searchIndex('orders', t.searchText),
    check(
      'orders_status_check',
      sql`${t.status} in ('draft', 'pending', 'confirmed', 'shipped', 'delivered', 'cancelled')`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: primaryId(),
    orderId: ownedBy('order_id', () => orders.id),
    ...productLine(),
    ...lineAmounts(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId, t.position), ...lineAmountChecks('order_items', t)],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: primaryId(),
    orderId: ownedBy('order_id', () => orders.id),
    status: text('status').notNull(),
    ...statusChanged(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.changedAt)],
);
