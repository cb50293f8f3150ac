/**
 * Purchasing (issue 32): purchase orders to suppliers with their lines, the payments made against
 * them (deposits and payments) and the receipts of the goods. The rules are in
 * core/src/modules/purchases.ts; amounts are exact decimals, as on the sales documents (a line's
 * unit price up to 4 decimals).
 */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Instalment } from '@comptoir/core/modules/purchases';
import { authored, companies, userRef } from './platform';
import { products, suppliers } from './catalogue';
import { quotations } from './sourcing';
import { orderItems } from './sales';
import { invoices } from './billing';
import { bankTransactions } from './bank';
import {
  amount,
  createdAt,
  day,
  instant,
  keptRef,
  lineQuantity,
  optionalKeptRef,
  optionalRef,
  ownedBy,
  position,
  primaryId,
  searchIndex,
  searchText,
  storedFile,
  unitPrice,
} from './columns';

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: primaryId(),
    /** The company the purchase is for: company access filters on it, as for orders. */
    companyId: keptRef('company_id', () => companies.id),
    supplierId: keptRef('supplier_id', () => suppliers.id),
    contactPerson: text('contact_person'),
    /** BCF-{year}-{NNNNN}, given when the order is sent: null while a draft (and once a draft is cancelled). */
    number: text('number'),
    status: text('status').notNull().default('draft'),
    /** The supplier's currency. */
    currency: text('currency').notNull(),
    /** An Incoterms 2020 rule and its named place. */
    incoterm: text('incoterm'),
    incotermPlace: text('incoterm_place'),
    /** Requested delivery or shipment date. */
    requestedDate: day('requested_date'),
    deliveryAddress: text('delivery_address'),
    /** The instalments agreed (percents adding up to 100), empty when none. */
    paymentSchedule: jsonb('payment_schedule').$type<Instalment[]>().notNull().default([]),
    notes: text('notes'),
    /** The sum of the line totals, in the order's currency. */
    subtotal: amount('subtotal').notNull().default('0'),
    sentAt: instant('sent_at'),
    /** Lower-cased, accent-free number, supplier name and notes for the search (trigram index). */
    searchText: searchText(),
    updatedBy: userRef('updated_by'),
    ...authored(),
  },
  (t) => [
    uniqueIndex('purchase_orders_number_key').on(t.number),
    index('purchase_orders_company_idx').on(t.companyId, t.createdAt),
    index('purchase_orders_supplier_idx').on(t.supplierId, t.createdAt),
    index('purchase_orders_status_idx').on(t.status, t.createdAt),
    // The sort by amount: an index range, the ties sorted incrementally (either direction).
    index('purchase_orders_subtotal_idx').on(t.subtotal),
    index('purchase_orders_created_id_idx').on(t.createdAt.desc().nullsFirst(), t.id, t.companyId),
    searchIndex('purchase_orders', t.searchText),
    check(
      'purchase_orders_status_check',
      sql`${t.status} in ('draft', 'sent', 'confirmed', 'partially_received', 'received', 'closed', 'cancelled')`,
    ),
    check(
      'purchase_orders_number_check',
      sql`${t.status} in ('draft', 'cancelled') or ${t.number} is not null`,
    ),
    check('purchase_orders_subtotal_check', sql`${t.subtotal} >= 0`),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: primaryId(),
    orderId: ownedBy('order_id', () => purchaseOrders.id),
    position: position(),
    productId: optionalRef('product_id', () => products.id),
    description: text('description').notNull(),
    quantity: lineQuantity(),
    unit: text('unit').notNull().default(''),
    unitPrice: unitPrice(),
    /** quantity × unit price, rounded to the cent once. */
    lineTotal: amount('line_total').notNull(),
    specifications: text('specifications').notNull().default(''),
    /** The approved supplier quotation the line was copied from. */
    quotationId: optionalRef('quotation_id', () => quotations.id),
    /** The client order line the line sources (the real margin, issue 32 §4). */
    orderItemId: optionalRef('order_item_id', () => orderItems.id),
  },
  (t) => [
    uniqueIndex('purchase_order_lines_position_idx').on(t.orderId, t.position),
    index('purchase_order_lines_product_idx').on(t.productId),
    index('purchase_order_lines_quotation_idx').on(t.quotationId),
    index('purchase_order_lines_order_item_idx').on(t.orderItemId),
    check('purchase_order_lines_quantity_check', sql`${t.quantity} > 0`),
    check('purchase_order_lines_unit_price_check', sql`${t.unitPrice} >= 0`),
    check('purchase_order_lines_total_check', sql`${t.lineTotal} >= 0`),
  ],
);

/** Money paid to the supplier against an order: a deposit or a later payment. */
export const purchaseOrderPayments = pgTable(
  'purchase_order_payments',
  {
    id: primaryId(),
    orderId: ownedBy('order_id', () => purchaseOrders.id),
    date: day('date').notNull(),
    amount: amount('amount').notNull(),
    currency: text('currency').notNull(),
    method: text('method'),
    reference: text('reference'),
    kind: text('kind').notNull(),
    /** The bank transaction a reconciliation confirmed it with (issue 33 §2), if any. */
    bankTransactionId: optionalKeptRef('bank_transaction_id', () => bankTransactions.id),
    ...authored(),
  },
  (t) => [
    index('purchase_order_payments_order_idx').on(t.orderId, t.date),
    index('purchase_order_payments_bank_idx')
      .on(t.bankTransactionId)
      .where(sql`${t.bankTransactionId} is not null`),
    check('purchase_order_payments_amount_check', sql`${t.amount} > 0`),
    check('purchase_order_payments_kind_check', sql`${t.kind} in ('deposit', 'payment')`),
  ],
);

/** A delivery of goods against an order (issue 32 §2): several per order, numbered 1, 2, 3… */
export const purchaseReceipts = pgTable(
  'purchase_receipts',
  {
    id: primaryId(),
    orderId: ownedBy('order_id', () => purchaseOrders.id),
    position: position(),
    date: day('date').notNull(),
    notes: text('notes'),
    /** The shipment that brought it, when one groups it (landed costs). */
    shipmentId: optionalRef('shipment_id', () => purchaseShipments.id),
    ...authored(),
  },
  (t) => [
    uniqueIndex('purchase_receipts_position_idx').on(t.orderId, t.position),
    index('purchase_receipts_shipment_idx').on(t.shipmentId),
  ],
);

/** Per order line, what a receipt brought: received, and of it rejected at quality control. */
export const purchaseReceiptLines = pgTable(
  'purchase_receipt_lines',
  {
    id: primaryId(),
    receiptId: ownedBy('receipt_id', () => purchaseReceipts.id),
    orderLineId: ownedBy('order_line_id', () => purchaseOrderLines.id),
    received: numeric('received', { precision: 14, scale: 3 }).notNull(),
    rejected: numeric('rejected', { precision: 14, scale: 3 }).notNull().default('0'),
    rejectionReason: text('rejection_reason'),
    /** The accepted goods' gross weight (kg) and volume (m³), when known. */
    weight: numeric('weight', { precision: 14, scale: 3 }),
    volume: numeric('volume', { precision: 14, scale: 3 }),
  },
  (t) => [
    uniqueIndex('purchase_receipt_lines_line_idx').on(t.receiptId, t.orderLineId),
    index('purchase_receipt_lines_order_line_idx').on(t.orderLineId),
    check('purchase_receipt_lines_received_check', sql`${t.received} >= 0`),
    check(
      'purchase_receipt_lines_rejected_check',
      sql`${t.rejected} >= 0 and ${t.rejected} <= ${t.received}`,
    ),
  ],
);

/**
 * The photos of the goods a receipt line rejected at quality control (issue 32 §2), stored through
 * the storage interface: images only, at most 10 per line.
 */
export const purchaseReceiptPhotos = pgTable(
  'purchase_receipt_photos',
  {
    id: primaryId(),
    receiptLineId: ownedBy('receipt_line_id', () => purchaseReceiptLines.id),
    ...storedFile(),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('purchase_receipt_photos_line_idx').on(t.receiptLineId, t.createdAt)],
);

/** A container, a flight, a truck... bringing receipts of one company's orders, with its costs. */
export const purchaseShipments = pgTable(
  'purchase_shipments',
  {
    id: primaryId(),
    companyId: keptRef('company_id', () => companies.id),
    mode: text('mode').notNull(),
    carrier: text('carrier'),
    reference: text('reference'),
    transportDocument: text('transport_document'),
    departureDate: day('departure_date'),
    arrivalDate: day('arrival_date'),
    notes: text('notes'),
    searchText: searchText(),
    ...authored(),
  },
  (t) => [
    index('purchase_shipments_company_idx').on(t.companyId, t.createdAt),
    searchIndex('purchase_shipments', t.searchText),
    check('purchase_shipments_mode_check', sql`${t.mode} in ('sea', 'air', 'road', 'rail')`),
  ],
);

/** A cost of a shipment in its own currency at its date, and how it is shared among the lines. */
export const purchaseShipmentCosts = pgTable(
  'purchase_shipment_costs',
  {
    id: primaryId(),
    shipmentId: ownedBy('shipment_id', () => purchaseShipments.id),
    position: position(),
    kind: text('kind').notNull(),
    label: text('label'),
    amount: amount('amount').notNull(),
    currency: text('currency').notNull(),
    date: day('date').notNull(),
    allocation: text('allocation').notNull(),
  },
  (t) => [
    uniqueIndex('purchase_shipment_costs_position_idx').on(t.shipmentId, t.position),
    check('purchase_shipment_costs_amount_check', sql`${t.amount} > 0`),
    check(
      'purchase_shipment_costs_allocation_check',
      sql`${t.allocation} in ('value', 'quantity', 'weight', 'volume')`,
    ),
  ],
);

/**
 * A supplier invoice matched to a purchase order (issue 32 §3): which order line each invoice
 * line bills, the three-way match computed then (with the tolerances of that moment), and the
 * Admin's validation of a difference.
 */
export const purchaseInvoiceMatches = pgTable(
  'purchase_invoice_matches',
  {
    id: primaryId(),
    invoiceId: ownedBy('invoice_id', () => invoices.id),
    orderId: ownedBy('order_id', () => purchaseOrders.id),
    status: text('status').notNull(),
    /** [{ invoiceLineId, orderLineId | null }] */
    pairs: jsonb('pairs').$type<{ invoiceLineId: string; orderLineId: string | null }[]>().notNull(),
    /** The match as computed (core's MatchResult), and the tolerances it used. */
    result: jsonb('result').notNull(),
    tolerances: jsonb('tolerances').notNull(),
    approvedBy: userRef('approved_by'),
    approvedAt: instant('approved_at'),
    approvalReason: text('approval_reason'),
    ...authored(),
  },
  (t) => [
    uniqueIndex('purchase_invoice_matches_invoice_idx').on(t.invoiceId),
    index('purchase_invoice_matches_order_idx').on(t.orderId, t.createdAt),
    check('purchase_invoice_matches_status_check', sql`${t.status} in ('matched', 'difference', 'approved')`),
  ],
);
