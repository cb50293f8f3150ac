/**
 * The financial analysis' month summaries (decision 0025): for each calendar month fully inside
 * an analysed range, and each third or day of a month its edges cover (`part`, decisions 0054 and
 * 0059), the sums the tabs need are read from these tables instead of the year's invoices, lines
 * and payments. A summary is built from the books on first use and rebuilt when
 * something it depends on changes: triggers (migration 0016) write the months a change touches in
 * `analytics_changes`; a month is current when it is in `analytics_months` with no change left.
 * Amounts are in the book currency, signed (credit notes negative), unrounded.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { orders } from './sales';

/** A month a committed change touched since its summary was built (one row per month and transaction). */
export const analyticsChanges = pgTable(
  'analytics_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    month: date('month').notNull(),
    /**
     * The first day of the month the transaction touched (null: the whole month): a summary of the
     * month so far built through an earlier day stays current (decision 0027).
     */
    firstDay: date('first_day'),
    /**
     * Only payments changed in the month in that transaction (decision 0049): its invoices' and
     * sales' summaries stay current, and only its payments are read from the books until rebuilt.
     */
    paymentsOnly: boolean('payments_only').notNull().default(false),
    tx: bigint('tx', { mode: 'number' })
      .notNull()
      .default(sql`txid_current()`),
  },
  (t) => [uniqueIndex('analytics_changes_month_tx_key').on(t.month, t.tx)],
);

/** The months whose summaries are built (the current one through a day, decision 0027). */
export const analyticsMonths = pgTable('analytics_months', {
  month: date('month').primaryKey(),
  builtAt: instant('built_at').notNull(),
  /** The current month's summary so far: built through this day (null: the whole month). */
  through: date('through'),
});

/**
 * Which days of its month a summary row holds (decision 0054): 0 the whole month (or, for the
 * current month, its days through `analytics_months.through`), 1 to 3 its thirds (the 1st to the
 * 10th, the 11th to the 20th, the 21st to its end), read at a range's edges instead of the books;
 * or which months from it (decision 0056): 4 a quarter, 5 a half-year, 6 a year, summed from their
 * months' rows and read where a range covers them whole; or one of its days (decision 0059): 100 +
 * the day of the month (101 to 131), read for an edge's days that no whole third holds.
 */
const monthPart = () => smallint('part').notNull().default(0);
const partCheck = (name: string, part: AnyPgColumn) =>
  check(name, sql`${part} between 0 and 6 or ${part} between 101 and 131`);

/**
 * The quarters, half-years and years whose summaries are built (decision 0056), from the summaries
 * of their months: read only while each of those months is current; rebuilding a month forgets
 * the ones holding it.
 */
export const analyticsBlocks = pgTable(
  'analytics_blocks',
  {
    month: date('month').notNull(),
    part: smallint('part').notNull(),
    builtAt: instant('built_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.part] }),
    check('analytics_blocks_part_check', sql`${t.part} between 4 and 6`),
  ],
);

/** The month, company, direction and kind a summary of invoices is kept by. */
const invoiceMonthKeys = () => ({
  month: date('month').notNull(),
  part: monthPart(),
  companyId: uuid('company_id'),
  direction: text('direction').notNull(),
  kind: text('kind').notNull(),
});

/** How many invoices, and their sums without tax (net) and with tax (gross), signed, in the book currency. */
const invoiceSums = () => ({
  invoices: integer('invoices').notNull(),
  net: numeric('net'),
  gross: numeric('gross'),
});

/** Booked invoices of a month per company, direction, kind and party. */
export const analyticsMonthInvoices = pgTable(
  'analytics_month_invoices',
  {
    ...invoiceMonthKeys(),
    clientId: uuid('client_id'),
    supplierId: uuid('supplier_id'),
    /** The party's name when the invoice names no client or supplier record (it groups by name then). */
    partyKey: text('party_key'),
    partyName: text('party_name'),
    ...invoiceSums(),
  },
  (t) => [
    index('analytics_month_invoices_month_idx').on(t.month, t.part),
    partCheck('analytics_month_invoices_part_check', t.part),
  ],
);

/**
 * The same invoices summed per company, direction and kind only: the totals and the months of the
 * overview read these few rows rather than one row per party (84,000 a year in the bench).
 */
export const analyticsMonthTotals = pgTable(
  'analytics_month_totals',
  { ...invoiceMonthKeys(), ...invoiceSums() },
  (t) => [
    index('analytics_month_totals_month_idx').on(t.month, t.part),
    partCheck('analytics_month_totals_part_check', t.part),
  ],
);

/** Payments of a month per company and direction of their invoice. */
export const analyticsMonthPayments = pgTable(
  'analytics_month_payments',
  {
    month: date('month').notNull(),
    part: monthPart(),
    companyId: uuid('company_id'),
    direction: text('direction').notNull(),
    payments: integer('payments').notNull(),
    amount: numeric('amount'),
  },
  (t) => [
    index('analytics_month_payments_month_idx').on(t.month, t.part),
    partCheck('analytics_month_payments_part_check', t.part),
  ],
);

/**
 * Today's open balances (with tax, in the book currency) of the booked invoices, summed per
 * direction, company, issue day and due day (the issue day when none), with how many invoices are
 * open (decision 0048): the open receivables and payables as of a day, and the ageing's sums by
 * age, read these few rows instead of every open invoice (80,000 in the bench). Written only as
 * changes: a trigger on invoices (migrations 0041, 0045) adds, for each statement, what its rows'
 * open balances became less what they were; the months job sums each key's rows into one. An
 * invoice in another currency without a stored rate counts in `invoices`, not in `balance`.
 */
export const analyticsOpenBalances = pgTable(
  'analytics_open_balances',
  {
    direction: text('direction').notNull(),
    companyId: uuid('company_id'),
    issueDate: date('issue_date').notNull(),
    dueDate: date('due_date').notNull(),
    invoices: integer('invoices').notNull(),
    balance: numeric('balance').notNull(),
  },
  (t) => [index('analytics_open_balances_day_idx').on(t.direction, t.issueDate)],
);

/**
 * The same open balances summed per direction, company and party (decision 0048, revision): the
 * client or supplier, or, for an invoice without one, the name it bears (`party_key`). The ageing
 * ranks its parties from these rows (20,000 in the bench) instead of every open invoice.
 */
export const analyticsOpenParties = pgTable(
  'analytics_open_parties',
  {
    direction: text('direction').notNull(),
    companyId: uuid('company_id'),
    partyId: uuid('party_id'),
    partyKey: text('party_key'),
    invoices: integer('invoices').notNull(),
    balance: numeric('balance').notNull(),
  },
  (t) => [index('analytics_open_parties_direction_idx').on(t.direction)],
);

/**
 * Sold lines of a month with their cost, per company and one of three groupings (`grain`): by
 * order, by client (or party name), by product (or description). The product grouping is also
 * summed over every company (`all_companies`, company null) for the viewers who see them all.
 */
export const analyticsMonthSales = pgTable(
  'analytics_month_sales',
  {
    month: date('month').notNull(),
    part: monthPart(),
    grain: text('grain').notNull(),
    allCompanies: boolean('all_companies').notNull().default(false),
    companyId: uuid('company_id'),
    orderId: uuid('order_id'),
    clientId: uuid('client_id'),
    clientKey: text('client_key'),
    productId: uuid('product_id'),
    productKey: text('product_key'),
    /** The lines' description when they name no product. */
    description: text('description'),
    quantity: numeric('quantity'),
    revenue: numeric('revenue'),
    cost: numeric('cost'),
    /** The first cost source in alphabetical order (an order's), and all of them (a product's). */
    source: text('source'),
    sources: text('sources').array(),
  },
  (t) => [
    index('analytics_month_sales_month_idx').on(t.month, t.part, t.grain, t.allCompanies),
    partCheck('analytics_month_sales_part_check', t.part),
  ],
);

/**
 * The purchase cost of a client order whose every line is sourced by purchase order lines, in the
 * book currency (issue 32 §4, decision 0043): 'landed' when every line is at its landed unit cost,
 * 'purchase_order' when some are at the purchase price (an estimate). Kept by
 * modules/purchases/service/order-costs.ts from the orders recorded in `order_cost_changes`; the
 * analysis costs the order's invoiced lines with it.
 */
export const orderPurchaseCosts = pgTable(
  'order_purchase_costs',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    cost: numeric('cost', { precision: 18, scale: 2 }).notNull(),
    /** The order's revenue the cost is set against: an invoice line bears the cost in its share of it. */
    revenue: numeric('revenue', { precision: 18, scale: 2 }).notNull(),
    source: text('source').notNull(),
    computedAt: instant('computed_at').notNull(),
  },
  (t) => [check('order_purchase_costs_source_check', sql`${t.source} in ('landed', 'purchase_order')`)],
);

/** An order whose purchase cost a committed write may have changed (the migration's triggers). */
export const orderCostChanges = pgTable(
  'order_cost_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** No foreign key: the order may be gone, and the refresh then forgets its cost. */
    orderId: uuid('order_id').notNull(),
  },
  (t) => [index('order_cost_changes_order_idx').on(t.orderId)],
);
