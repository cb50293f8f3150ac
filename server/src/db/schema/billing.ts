/**
 * Invoices (spec 001 §3 Invoice, issue 12): outgoing invoices and credit notes, numbered at issue
 * from the document_counters rows ('FAC', 'AV' per year) in the issuing transaction; incoming
 * supplier invoices made from an extraction job (their original file kept in storage); lines,
 * payments, reminders and the status history. The supplier's VAT id and IBAN, used to match
 * incoming invoices, live beside the supplier record (supplier_billing).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { authored, companies, statusChanged, userRef } from './platform';
import { products, suppliers } from './catalogue';
import { clients, orderItems, orders, quotes } from './sales';
import { extractionJobs, quotations } from './sourcing';
import {
  amount,
  createdAt,
  day,
  demoFlag,
  discountPercent,
  instant,
  lineQuantity,
  optionalKeptRef,
  optionalRef,
  ownedBy,
  position,
  primaryId,
  searchIndex,
  searchText,
  taxPercent,
  unitPrice,
  updatedAt,
} from './columns';
import { bankTransactions } from './bank';

export const invoices = pgTable(
  'invoices',
  {
    id: primaryId(),
    /** 'outgoing' (sales) or 'incoming' (purchases). */
    direction: text('direction').notNull(),
    /** 'invoice' or 'credit_note'. */
    kind: text('kind').notNull().default('invoice'),
    /** FAC-/AV-{year}-{NNNNN} from issue on (null while draft); the supplier's number when incoming. */
    number: text('number'),
    /** Stored status (overdue is computed): see core/modules/invoices. */
    status: text('status').notNull(),
    clientId: optionalKeptRef('client_id', () => clients.id),
    supplierId: optionalKeptRef('supplier_id', () => suppliers.id),
    /** The client's company (company access filters on it); null for incoming invoices. */
    companyId: optionalKeptRef('company_id', () => companies.id),
    /** The party as printed: copied at creation and again at issue, then frozen. */
    partyName: text('party_name').notNull(),
    partyAddress: text('party_address'),
    partyVatNumber: text('party_vat_number'),
    partyEmail: text('party_email'),
    /** The buyer's SIREN and SIRET (BT-47), frozen like the other party columns. */
    partySiren: text('party_siren'),
    partySiret: text('party_siret'),
    orderId: optionalKeptRef('order_id', () => orders.id),
    /** The order's reference (outgoing) or the reference the supplier printed (incoming). */
    orderReference: text('order_reference'),
    quoteId: optionalKeptRef('quote_id', () => quotes.id),
    quotationId: optionalRef('quotation_id', () => quotations.id),
    /** For a credit note: the invoice it corrects. */
    creditedInvoiceId: optionalKeptRef('credited_invoice_id', (): AnyPgColumn => invoices.id),
    creditMode: text('credit_mode'),
    creditReason: text('credit_reason'),
    issueDate: day('issue_date'),
    serviceDate: day('service_date'),
    dueDate: day('due_date'),
    paymentTerms: text('payment_terms'),
    vatExemption: text('vat_exemption'),
    notes: text('notes'),
    /** Where the goods go when not to the billing address (issue 27 §2). */
    deliveryAddress: text('delivery_address'),
    /** goods, services or mixed; null on a draft: derived from the lines (set at issue). */
    operationNature: text('operation_nature'),
    currency: text('currency').notNull().default('EUR'),
    subtotal: amount('subtotal').notNull().default('0'),
    taxAmount: amount('tax_amount').notNull().default('0'),
    totalAmount: amount('total_amount').notNull().default('0'),
    /** Sum of the payments, kept in the payment's transaction. */
    paidAmount: amount('paid_amount').notNull().default('0'),
    /** Sum of the issued credit notes of this invoice, kept in the credit note's transaction. */
    creditedAmount: amount('credited_amount').notNull().default('0'),
    /**
     * What is left to pay in cents of the invoice's currency (total - paid - credited), kept by
     * PostgreSQL: the ageing sums it as integers for each open invoice, where the same sum in
     * numeric arithmetic took twice as long (decision 0048).
     */
    openCents: bigint('open_cents', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql`((total_amount - paid_amount - credited_amount) * 100)::bigint`),
    /** Base-currency equivalent at the issue date's rate: the currency, rate, its date and source. */
    baseCurrency: text('base_currency'),
    baseTotalAmount: amount('base_total_amount'),
    exchangeRate: numeric('exchange_rate', { precision: 24, scale: 10 }),
    rateDate: day('rate_date'),
    rateSource: text('rate_source'),
    /** The seller's legal identity as printed at issue (frozen with the invoice). */
    seller: jsonb('seller'),
    paymentDate: day('payment_date'),
    issuedAt: instant('issued_at'),
    sentAt: instant('sent_at'),
    /** Incoming: made from an extraction, with its overall confidence. */
    aiExtracted: boolean('ai_extracted').notNull().default(false),
    aiConfidence: real('ai_confidence'),
    extractionJobId: optionalRef('extraction_job_id', () => extractionJobs.id),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileMime: text('file_mime'),
    fileSize: integer('file_size'),
    /** SHA-256 of the original file (duplicate warning). */
    fileHash: text('file_hash'),
    searchText: searchText(),
    ...authored(),
  },
  (t) => [
    uniqueIndex('invoices_outgoing_number_key')
      .on(t.number)
      .where(sql`${t.direction} = 'outgoing' and ${t.number} is not null`),
    uniqueIndex('invoices_extraction_job_key').on(t.extractionJobId),
    index('invoices_list_idx').on(t.direction, t.createdAt.desc(), t.id, t.companyId),
    index('invoices_status_idx').on(t.direction, t.status, t.dueDate),
    index('invoices_issue_date_idx').on(t.direction, t.issueDate),
    // A status filter's page, newest first: an index range, not a scan of the newer rows.
    index('invoices_status_list_idx').on(t.direction, t.status, t.createdAt.desc(), t.id),
    // 'En retard' (open statuses, due date passed), newest first, filtered on the index alone.
    index('invoices_open_list_idx')
      .on(t.direction, t.createdAt.desc(), t.id, t.dueDate)
      .where(sql`${t.status} in ('sent', 'partially_paid', 'to_pay')`),
    // 'Trier par montant' over the whole list: read in index order, not sorted (bench).
    index('invoices_total_idx').on(t.direction, t.totalAmount, t.createdAt.desc(), t.id),
    index('invoices_company_idx').on(t.companyId, t.createdAt),
    index('invoices_client_idx').on(t.clientId, t.createdAt),
    index('invoices_supplier_number_idx').on(t.supplierId, t.number),
    index('invoices_order_idx').on(t.orderId),
    // The invoices with a balance left (analysis: open receivables and payables, the forecast).
    // Migrations 0016 and 0042 make it covering (INCLUDE the columns those read), which Drizzle
    // cannot say.
    index('invoices_open_balance_idx')
      .on(t.direction, t.issueDate)
      .where(sql`${t.totalAmount} - ${t.paidAmount} - ${t.creditedAmount} > 0`),
    // The analysis journal (detailed tab) newest first, its row key as the tie-breaker: a page
    // reads its rows in order instead of sorting a year's invoices (service.ts journalParts).
    index('invoices_journal_idx').on(t.issueDate.desc().nullsLast(), sql`('invoice:' || ${t.id}::text)`),
    index('invoices_credited_idx').on(t.creditedInvoiceId),
    index('invoices_file_hash_idx').on(t.fileHash),
    searchIndex('invoices', t.searchText),
    // What a bank transaction may pay (issue 33): the open invoices of an amount, and the invoices
    // its label names by their number written any way ('FAC 2026 00012') or by its digits.
    index('invoices_open_amount_idx')
      .on(t.currency, sql`(${t.totalAmount} - ${t.paidAmount} - ${t.creditedAmount})`)
      .where(sql`${t.kind} = 'invoice' and ${t.status} in ('sent', 'partially_paid', 'to_pay')`),
    index('invoices_number_compact_idx')
      .on(sql`regexp_replace(lower(${t.number}), '[^a-z0-9]', '', 'g')`)
      .where(sql`${t.number} is not null`),
    index('invoices_number_digits_idx')
      .on(sql`regexp_replace(${t.number}, '[^0-9]', '', 'g')`)
      .where(sql`${t.number} is not null`),
    check('invoices_direction_check', sql`${t.direction} in ('outgoing', 'incoming')`),
    check('invoices_kind_check', sql`${t.kind} in ('invoice', 'credit_note')`),
    check(
      'invoices_status_check',
      sql`${t.status} in ('draft', 'sent', 'partially_paid', 'paid', 'cancelled', 'to_check', 'to_pay')`,
    ),
    check('invoices_paid_check', sql`${t.paidAmount} >= 0`),
    check(
      'invoices_number_issued_check',
      sql`${t.direction} = 'incoming' or ${t.status} = 'draft' or ${t.number} is not null`,
    ),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: primaryId(),
    invoiceId: ownedBy('invoice_id', () => invoices.id),
    position: position(),
    orderItemId: optionalKeptRef('order_item_id', () => orderItems.id),
    /** For a credit note's line: the invoice line it credits. */
    creditedLineId: optionalKeptRef('credited_line_id', (): AnyPgColumn => invoiceLines.id),
    productId: optionalRef('product_id', () => products.id),
    description: text('description').notNull(),
    detail: text('detail').notNull().default(''),
    quantity: lineQuantity(),
    unitPrice: unitPrice(),
    discount: discountPercent(),
    taxRate: taxPercent().notNull(),
    totalPrice: amount('total_price').notNull(),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoiceId, t.position),
    index('invoice_lines_order_item_idx').on(t.orderItemId),
    index('invoice_lines_credited_idx').on(t.creditedLineId),
    // The months a product's price change touches (analysis summaries, decision 0025).
    index('invoice_lines_product_idx').on(t.productId),
    check('invoice_lines_quantity_check', sql`${t.quantity} > 0`),
    check('invoice_lines_unit_price_check', sql`${t.unitPrice} >= 0`),
    check('invoice_lines_tax_rate_check', sql`${t.taxRate} between 0 and 100`),
  ],
);

export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: primaryId(),
    invoiceId: ownedBy('invoice_id', () => invoices.id),
    paymentDate: day('payment_date').notNull(),
    amount: amount('amount').notNull(),
    /** virement, carte, cheque, especes, prelevement. */
    method: text('method').notNull(),
    reference: text('reference'),
    /** The bank transaction whose reconciliation recorded it (issue 33), if any. */
    bankTransactionId: optionalKeptRef('bank_transaction_id', () => bankTransactions.id),
    isDemo: demoFlag(),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId, t.paymentDate),
    index('invoice_payments_bank_idx')
      .on(t.bankTransactionId)
      .where(sql`${t.bankTransactionId} is not null`),
    // The payments of a few days (analysis: a range's edges, the payments after a balance's day).
    index('invoice_payments_date_idx').on(t.paymentDate),
    // The analysis journal's payments newest first (as invoices_journal_idx).
    index('invoice_payments_journal_idx').on(
      t.paymentDate.desc().nullsLast(),
      sql`('payment:' || ${t.id}::text)`,
    ),
    check('invoice_payments_amount_check', sql`${t.amount} > 0`),
    check(
      'invoice_payments_method_check',
      sql`${t.method} in ('virement', 'carte', 'cheque', 'especes', 'prelevement')`,
    ),
  ],
);

export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    id: primaryId(),
    invoiceId: ownedBy('invoice_id', () => invoices.id),
    sentAt: instant('sent_at').notNull().defaultNow(),
    sentBy: userRef('sent_by'),
    recipient: text('recipient'),
    language: text('language').notNull().default('fr'),
    daysOverdue: integer('days_overdue').notNull(),
    emailed: boolean('emailed').notNull().default(false),
  },
  (t) => [index('invoice_reminders_invoice_idx').on(t.invoiceId, t.sentAt)],
);

export const invoiceStatusHistory = pgTable(
  'invoice_status_history',
  {
    id: primaryId(),
    invoiceId: ownedBy('invoice_id', () => invoices.id),
    status: text('status').notNull(),
    note: text('note'),
    ...statusChanged(),
  },
  (t) => [index('invoice_status_history_invoice_idx').on(t.invoiceId, t.changedAt)],
);

/** A supplier's VAT id, IBAN and address, read from its invoices (matching incoming invoices). */
export const supplierBilling = pgTable(
  'supplier_billing',
  {
    supplierId: ownedBy('supplier_id', () => suppliers.id).primaryKey(),
    vatNumber: text('vat_number'),
    iban: text('iban'),
    address: text('address'),
    updatedAt: updatedAt(),
  },
  (t) => [index('supplier_billing_vat_idx').on(t.vatNumber), index('supplier_billing_iban_idx').on(t.iban)],
);

/** Invoice extractions the user rejected ('Rejeter'), with the reason. */
export const invoiceRejections = pgTable('invoice_rejections', {
  extractionJobId: ownedBy('extraction_job_id', () => extractionJobs.id).primaryKey(),
  reason: text('reason').notNull(),
  rejectedBy: userRef('rejected_by'),
  rejectedAt: instant('rejected_at').notNull().defaultNow(),
});

/**
 * The PDF of an issued invoice or credit note as it was first made (decision 0057): the Factur-X
 * file downloaded, attached to the e-mails and archived, stored once and served as stored, since
 * nothing an issued invoice shows can change. Drafts have none.
 */
export const invoicePdfs = pgTable('invoice_pdfs', {
  invoiceId: ownedBy('invoice_id', () => invoices.id).primaryKey(),
  storageKey: text('storage_key').notNull(),
  size: integer('size').notNull(),
  /** SHA-256 of the stored bytes, hex: what was sent can be proven unchanged. */
  sha256: text('sha256').notNull(),
  createdAt: createdAt(),
});
