/**
 * Invoices (spec 001 §2 Invoices, §3 Invoice, §4 invoice AI flow and statuses; issue 12).
 *
 * Outgoing invoices (sales) and their credit notes ('avoirs'), incoming supplier invoices read by
 * the extraction engine, payments, reminders. Amounts are decimal strings (2 places), quantities
 * up to 3 places, unit prices up to 4, VAT rates up to 2 places ('5.5'); every figure is computed
 * by `documentAmounts` (core/line-amounts.ts, decision 0029) and the server's figures are the ones
 * stored.
 *
 * Zod messages are i18n keys of the `invoices` namespace (or `errors`); a message about a line
 * takes `{{n}}`, its 1-based number, filled by the server from the field path.
 */
import { z } from 'zod';
import { outgoingMail } from './mail';
import { compare, decimal, round, subtract, toPlainString } from '../money';
import type { AmountLine } from '../line-amounts';
import {
  calendarDay,
  currencyField,
  decimalField,
  optionalText,
  patchText,
  percentField,
  quantityField as lineQuantityField,
  requiredText,
  unitPriceField,
  uuidField,
} from '../fields';
import { DEFAULT_TAX_RATE, money } from './sales';
import { counts, demoRecord, listResponse, nullableTexts, pageFields, sortFields, texts } from '../contracts';

export const INVOICE_DIRECTIONS = ['outgoing', 'incoming'] as const;
export type InvoiceDirection = (typeof INVOICE_DIRECTIONS)[number];
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * Statuses. Stored: outgoing draft, sent (issued), partially_paid, paid, cancelled (by a full
 * credit note); incoming to_check, to_pay, partially_paid, paid. 'overdue' is never stored: it
 * is computed (due date passed and a balance left) on sent, partially_paid and to_pay invoices.
 */
export const INVOICE_STATUSES = [
  'draft',
  'sent',
  'partially_paid',
  'paid',
  'overdue',
  'cancelled',
  'to_check',
  'to_pay',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const OUTGOING_STATUSES = ['draft', 'sent', 'partially_paid', 'paid', 'overdue', 'cancelled'] as const;
export const INCOMING_STATUSES = ['to_check', 'to_pay', 'partially_paid', 'paid', 'overdue'] as const;
/** Stored statuses that turn 'overdue' once the due date has passed. */
export const OVERDUE_CAPABLE: readonly InvoiceStatus[] = ['sent', 'partially_paid', 'to_pay'];

/** The status as of `today` (YYYY-MM-DD), whatever the stored one says. */
export function effectiveInvoiceStatus(
  stored: InvoiceStatus,
  dueDate: string | null,
  balanceDue: string,
  today: string,
): InvoiceStatus {
  if (
    OVERDUE_CAPABLE.includes(stored) &&
    dueDate !== null &&
    dueDate < today &&
    compare(decimal(balanceDue), decimal('0')) > 0
  ) {
    return 'overdue';
  }
  return stored;
}

/** Whole days between the due date and today (0 or more). */
export function daysOverdue(dueDate: string, today: string): number {
  const ms = Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`);
  return Math.max(0, Math.round(ms / 86_400_000));
}

export const PAYMENT_METHODS = ['virement', 'carte', 'cheque', 'especes', 'prelevement'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Why a 0 % line bears no VAT (the PDF prints the matching legal mention; the Factur-X XML uses
 * the EN 16931 category: intra_eu K, export G, reverse_charge AE, exempt E).
 */
export const VAT_EXEMPTIONS = ['intra_eu', 'export', 'reverse_charge', 'exempt'] as const;
export type VatExemption = (typeof VAT_EXEMPTIONS)[number];
export const VAT_CATEGORY: Record<VatExemption, string> = {
  intra_eu: 'K',
  export: 'G',
  reverse_charge: 'AE',
  exempt: 'E',
};

/**
 * The nature of the operation (issue 27 §2, decision 0031): delivery of goods, provision of
 * services, or both. Chosen on the invoice, else derived from its lines by `operationNatureOf`.
 */
export const OPERATION_NATURES = ['goods', 'services', 'mixed'] as const;
export type OperationNature = (typeof OPERATION_NATURES)[number];

/**
 * A line naming a catalogue product is goods, a free line a service: goods when every line names
 * a product, services when none does, mixed otherwise (and services for no line at all).
 */
export function operationNatureOf(lines: readonly { productId?: string | null }[]): OperationNature {
  const goods = lines.filter((l) => Boolean(l.productId)).length;
  if (goods === 0) return 'services';
  return goods === lines.length ? 'goods' : 'mixed';
}

/** FAC-2026-00042 and AV-2026-00003: consecutive per year, allocated at issue. */
export const INVOICE_NUMBER_PREFIX = 'FAC';
export const CREDIT_NOTE_NUMBER_PREFIX = 'AV';
export function invoiceNumber(kind: InvoiceKind, year: number, n: number): string {
  const prefix = kind === 'invoice' ? INVOICE_NUMBER_PREFIX : CREDIT_NOTE_NUMBER_PREFIX;
  return `${prefix}-${year}-${String(n).padStart(5, '0')}`;
}

export const DEFAULT_INVOICE_TAX_RATE = DEFAULT_TAX_RATE;
/** French fixed indemnity for recovery costs (Code de commerce, art. L441-10 and D441-5). */
export const RECOVERY_INDEMNITY_EUR = '40.00';
export const MAX_INVOICE_LINES = 1000;
export const INVOICE_EXPORT_FORMATS = ['xlsx', 'csv', 'fec'] as const;
export type InvoiceExportFormat = (typeof INVOICE_EXPORT_FORMATS)[number];

// ---------------------------------------------------------------------------------------------
// Arithmetic

/** A line of an invoice or a credit note (core/line-amounts.ts: one rule for every document). */
export interface InvoiceLineInput extends AmountLine {
  quantity: string;
  /** VAT percent, '20', '5.5', '0'. */
  taxRate: string;
}

export type { VatLine } from '../line-amounts';

/** total − credited − paid, two places (negative when a refund is owed). */
export function balanceDue(total: string, paid: string, credited: string): string {
  return toPlainString(round(subtract(subtract(decimal(total), decimal(paid)), decimal(credited)), 2));
}

// ---------------------------------------------------------------------------------------------
// Fields

/** An amount of money: 0 or more, 2 decimals at most ('' is `requiredKey`, anything else wrong `invalidKey`). */
const amount = (requiredKey: string, invalidKey: string, positive = false) =>
  decimalField(invalidKey, { scale: 2, integerDigits: 12, requiredKey, positive });

const quantityField = lineQuantityField('invoices.validation.quantity');

/** A day of the invoice: missing is `requiredKey`, not a calendar day 'invoices.validation.date'. */
export const invoiceDate = (requiredKey = 'invoices.validation.date') =>
  calendarDay(requiredKey, 'invoices.validation.date');

const currency = currencyField();
const uuid = uuidField();

// ---------------------------------------------------------------------------------------------
// Outgoing drafts

/** A line of a draft: free, or taken from an order line (`orderItemId`, quantity at most what is left). */
export const invoiceLineBody = z.object({
  orderItemId: uuid.nullable().optional().default(null),
  productId: uuid.nullable().optional().default(null),
  description: requiredText('invoices.validation.items', 300),
  detail: z.string({ error: 'errors.invalidValue' }).max(5000).optional().default(''),
  quantity: quantityField,
  unitPrice: unitPriceField('invoices.validation.items', 'invoices.validation.unitPrice'),
  discount: percentField('invoices.validation.discount').optional().default('0'),
  taxRate: percentField('invoices.validation.taxRate').optional().default(DEFAULT_INVOICE_TAX_RATE),
});
export type InvoiceLineBody = z.output<typeof invoiceLineBody>;
export type InvoiceLineInputBody = z.input<typeof invoiceLineBody>;

/** Order lines to invoice: the line and the quantity (defaults to what is left to invoice). */
export const orderLineSelection = z.object({
  orderItemId: uuid,
  quantity: quantityField.optional(),
});

/**
 * POST /api/invoices: a draft outgoing invoice, from an order (confirmed, shipped or delivered:
 * all its lines still to invoice, or `orderLines`), from an accepted quote (its lines), or blank
 * for a client (`items`). `items` add free lines to the first two.
 */
export const createInvoiceBody = z.object({
  clientId: uuid.optional(),
  orderId: uuid.optional(),
  quoteId: uuid.optional(),
  orderLines: z
    .array(orderLineSelection, { error: 'invoices.validation.items' })
    .max(MAX_INVOICE_LINES)
    .optional(),
  items: z.array(invoiceLineBody, { error: 'invoices.validation.items' }).max(MAX_INVOICE_LINES).optional(),
  currency: currency.optional(),
  /** Delivery or service date (defaults to the order's delivery date). */
  serviceDate: invoiceDate().nullable().optional().default(null),
  /** Defaults at issue to the issue date + the company's payment days ('Société' settings). */
  dueDate: invoiceDate().nullable().optional().default(null),
  paymentTerms: optionalText(500),
  vatExemption: z.enum(VAT_EXEMPTIONS, { error: 'errors.invalidValue' }).nullable().optional().default(null),
  notes: optionalText(10_000),
  /** Where the goods go, when not to the billing address (BG-13/BG-15); none by default. */
  deliveryAddress: optionalText(1000),
  /** Null: derived from the lines (`operationNatureOf`). */
  operationNature: z
    .enum(OPERATION_NATURES, { error: 'errors.invalidValue' })
    .nullable()
    .optional()
    .default(null),
});
export type CreateInvoiceBody = z.output<typeof createInvoiceBody>;
export type CreateInvoiceInput = z.input<typeof createInvoiceBody>;

/** PATCH /api/invoices/:id (drafts only, 409 once issued): absent fields unchanged; `items` replaces every line. */
export const invoicePatch = z.object({
  clientId: uuid.optional(),
  items: z
    .array(invoiceLineBody, { error: 'invoices.validation.items' })
    .min(1, { error: 'invoices.validation.items' })
    .max(MAX_INVOICE_LINES)
    .optional(),
  currency: currency.optional(),
  serviceDate: invoiceDate().nullable().optional(),
  dueDate: invoiceDate().nullable().optional(),
  paymentTerms: patchText(500),
  vatExemption: z.enum(VAT_EXEMPTIONS, { error: 'errors.invalidValue' }).nullable().optional(),
  notes: patchText(10_000),
  deliveryAddress: patchText(1000),
  operationNature: z.enum(OPERATION_NATURES, { error: 'errors.invalidValue' }).nullable().optional(),
});
export type InvoicePatch = z.output<typeof invoicePatch>;
export type InvoicePatchInput = z.input<typeof invoicePatch>;

/** POST /api/invoices/:id/issue: the issue date (today by default, never in the future). */
export const issueInvoiceBody = z
  .object({ issueDate: invoiceDate().optional() })
  .optional()
  .transform((v) => v ?? {});

/**
 * POST /api/invoices/:id/credit-note: an issued credit note (number AV-{year}-{NNNNN}) for an
 * issued invoice. 'full' credits everything not yet credited and cancels the invoice; 'partial'
 * credits `lines` (invoice line and quantity) and/or an `amount` without tax at one VAT rate.
 */
export const creditNoteBody = z.object({
  mode: z.enum(['full', 'partial'], { error: 'errors.invalidValue' }),
  reason: requiredText('invoices.validation.reason', 1000),
  lines: z
    .array(z.object({ invoiceLineId: uuid, quantity: quantityField }), { error: 'invoices.validation.items' })
    .max(MAX_INVOICE_LINES)
    .optional(),
  issueDate: invoiceDate().optional(),
});
export type CreditNoteBody = z.output<typeof creditNoteBody>;

// ---------------------------------------------------------------------------------------------
// Payments and reminders

export const paymentBody = z.object({
  date: invoiceDate('invoices.validation.paymentDate'),
  amount: amount('invoices.validation.paymentAmount', 'invoices.validation.paymentAmount', true),
  method: z.enum(PAYMENT_METHODS, { error: 'invoices.validation.paymentMethod' }),
  reference: optionalText(200),
});
export type PaymentBody = z.output<typeof paymentBody>;
export type PaymentInput = z.input<typeof paymentBody>;

export const paymentParams = z.object({ id: uuid, paymentId: uuid });

/** POST /api/invoices/:id/remind: the reminder's language (French by default). */
export const remindBody = z
  .object({ language: z.enum(['fr', 'en'], { error: 'errors.invalidValue' }).optional() })
  .optional()
  .transform((v) => ({ language: v?.language ?? 'fr' }));

// ---------------------------------------------------------------------------------------------
// Incoming invoices

export const incomingLineBody = z.object({
  description: requiredText('invoices.validation.items', 300),
  quantity: quantityField.optional().default('1'),
  unitPrice: unitPriceField('invoices.validation.items', 'invoices.validation.unitPrice'),
  taxRate: percentField('invoices.validation.taxRate').optional().default(DEFAULT_INVOICE_TAX_RATE),
});

/**
 * POST /api/invoices/incoming: the values of a completed 'invoice' extraction job, as corrected
 * by the user ('Valider'). The supplier is `supplierId` when chosen, else matched by VAT id, IBAN
 * or name, else created. A duplicate (same supplier and number, or same file) is refused with 409
 * unless `confirmDuplicate`; an e-invoice judged not conformant, unless `confirmNonConformant`.
 */
export const incomingInvoiceBody = z.object({
  extractionJobId: uuid,
  supplierId: uuid.nullable().optional().default(null),
  supplierName: requiredText('invoices.validation.supplier', 300),
  supplierVatNumber: optionalText(30),
  iban: optionalText(40),
  number: requiredText('invoices.validation.number', 100),
  issueDate: invoiceDate(),
  dueDate: invoiceDate().nullable().optional().default(null),
  currency: currency.optional().default('EUR'),
  totalWithoutTax: amount('invoices.validation.amount', 'invoices.validation.amount'),
  taxAmount: amount('invoices.validation.amount', 'invoices.validation.amount'),
  totalWithTax: amount('invoices.validation.amount', 'invoices.validation.amount'),
  lines: z
    .array(incomingLineBody, { error: 'invoices.validation.items' })
    .max(MAX_INVOICE_LINES)
    .optional()
    .default([]),
  paymentTerms: optionalText(500),
  orderReference: optionalText(100),
  /** The suggested (or chosen) order or approved supplier quotation it pays for. */
  orderId: uuid.nullable().optional().default(null),
  quotationId: uuid.nullable().optional().default(null),
  confirmDuplicate: z.boolean({ error: 'errors.invalidValue' }).optional().default(false),
  /** An e-invoice found not conformant to EN 16931 is recorded only when this says so (409 otherwise). */
  confirmNonConformant: z.boolean({ error: 'errors.invalidValue' }).optional().default(false),
});
export type IncomingInvoiceBody = z.output<typeof incomingInvoiceBody>;
export type IncomingInvoiceInput = z.input<typeof incomingInvoiceBody>;

/** GET /api/invoices/incoming/suggestions?extractionJobId=: what 'Valider' would match, before it. */
export const incomingSuggestionsQuery = z.object({
  extractionJobId: uuid,
  /** The order reference read or typed (an order with that reference is suggested). */
  orderReference: z.string().max(100).optional(),
});
export const incomingSuggestions = z.object({
  supplier: z
    .object({ id: z.uuid(), name: z.string(), matchedBy: z.enum(['vatNumber', 'iban', 'name']) })
    .nullable(),
  order: z.object({ id: z.uuid(), reference: z.string(), totalAmount: money }).nullable(),
  quotation: z
    .object({ id: z.uuid(), supplierName: z.string(), quotationNumber: z.string(), totalPrice: money })
    .nullable(),
  duplicates: z.array(
    z.object({ id: z.uuid(), number: z.string(), reason: z.enum(['number', 'file']), message: z.string() }),
  ),
});
export type IncomingSuggestions = z.infer<typeof incomingSuggestions>;

/** POST /api/invoices/incoming/reject ('Rejeter'): the extraction is discarded with a reason. */
export const rejectIncomingBody = z.object({
  extractionJobId: uuid,
  reason: requiredText('invoices.validation.reason', 1000),
});

// ---------------------------------------------------------------------------------------------
// Lists and exports

const dateFilter = calendarDay('errors.invalidValue').optional();

export const listInvoicesQuery = z.object({
  direction: z.enum(INVOICE_DIRECTIONS, { error: 'errors.invalidValue' }).optional().default('outgoing'),
  /** Number, client or supplier, order reference. */
  q: z.string().max(200).optional(),
  status: z.enum(INVOICE_STATUSES, { error: 'errors.invalidValue' }).optional(),
  kind: z.enum(INVOICE_KINDS, { error: 'errors.invalidValue' }).optional(),
  clientId: uuid.optional(),
  supplierId: uuid.optional(),
  orderId: uuid.optional(),
  /** Issue date range, inclusive (drafts have none: a range leaves them out). */
  from: dateFilter,
  to: dateFilter,
  ...sortFields(['createdAt', 'number', 'issueDate', 'dueDate', 'totalAmount', 'partyName'], 'createdAt'),
  ...pageFields(20, 100),
});
export type ListInvoicesQuery = z.output<typeof listInvoicesQuery>;

/** GET /api/invoices/export: the filtered list (xlsx, csv) or the FEC journals of a period (fec: from and to required). */
export const exportInvoicesQuery = listInvoicesQuery
  .omit({ page: true, pageSize: true, after: true, before: true })
  .extend({ format: z.enum(INVOICE_EXPORT_FORMATS, { error: 'errors.invalidValue' }) });
export type ExportInvoicesQuery = z.output<typeof exportInvoicesQuery>;

// ---------------------------------------------------------------------------------------------
// Output

export const invoiceParty = z.object({
  name: z.string(),
  /** SIREN and SIRET: the buyer's legal registration identifier (BT-47), for a French company. */
  ...nullableTexts('address', 'vatNumber', 'email', 'siren', 'siret'),
});

export const invoice = z.object({
  id: z.uuid(),
  direction: z.enum(INVOICE_DIRECTIONS),
  kind: z.enum(INVOICE_KINDS),
  /** FAC-/AV- number once issued (null for a draft); the supplier's number for incoming ones. */
  number: z.string().nullable(),
  /** Effective status (overdue computed). */
  status: z.enum(INVOICE_STATUSES),
  clientId: z.uuid().nullable(),
  supplierId: z.uuid().nullable(),
  companyId: z.uuid().nullable(),
  /** The client (outgoing) or supplier (incoming) as on the invoice. */
  party: invoiceParty,
  orderId: z.uuid().nullable(),
  orderReference: z.string().nullable(),
  quoteId: z.uuid().nullable(),
  quotationId: z.uuid().nullable(),
  /** For a credit note: the invoice it corrects. */
  creditedInvoice: z.object({ id: z.uuid(), number: z.string().nullable() }).nullable(),
  creditMode: z.enum(['full', 'partial']).nullable(),
  ...nullableTexts('issueDate', 'serviceDate', 'dueDate', 'paymentTerms'),
  vatExemption: z.enum(VAT_EXEMPTIONS).nullable(),
  notes: z.string().nullable(),
  /** The deliver-to address when it is not the billing address. */
  deliveryAddress: z.string().nullable(),
  /** As chosen on the draft (null: derived from the lines), frozen at issue. */
  operationNature: z.enum(OPERATION_NATURES).nullable(),
  currency: z.string(),
  subtotal: money,
  taxAmount: money,
  totalAmount: money,
  paidAmount: money,
  /** Sum of the issued credit notes of this invoice. */
  creditedAmount: money,
  balanceDue: money,
  /** The total in the base currency at the issue date's rate (null for drafts, or when no rate). */
  base: z
    .object({ totalAmount: money, rate: z.string(), rateDate: z.string(), source: z.string() })
    .nullable(),
  daysOverdue: z.number().nullable(),
  /** Date of the payment that settled it. */
  ...nullableTexts('paymentDate', 'issuedAt', 'sentAt', 'lastReminderAt'),
  reminderCount: z.number(),
  aiExtracted: z.boolean(),
  aiConfidence: z.number().nullable(),
  /** The original file of an incoming invoice (GET /api/invoices/:id/file). */
  file: z.object({ name: z.string(), mime: z.string(), size: z.number() }).nullable(),
  ...demoRecord,
});
export type Invoice = z.infer<typeof invoice>;

export const invoiceLine = z.object({
  id: z.uuid(),
  orderItemId: z.uuid().nullable(),
  productId: z.uuid().nullable(),
  ...texts('description', 'detail', 'quantity', 'unitPrice', 'discount', 'taxRate', 'totalPrice'),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

export const invoicePayment = z.object({
  id: z.uuid(),
  date: z.string(),
  amount: money,
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  /** The bank transaction whose reconciliation recorded it (the bank's page opens it). */
  bankTransactionId: z.uuid().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type InvoicePayment = z.infer<typeof invoicePayment>;

export const invoiceReminder = z.object({
  id: z.uuid(),
  sentAt: z.string(),
  sentBy: z.string().nullable(),
  to: z.string().nullable(),
  language: z.enum(['fr', 'en']),
  daysOverdue: z.number(),
  emailed: z.boolean(),
});

export const invoiceDetail = invoice.extend({
  lines: z.array(invoiceLine),
  /** `operationNature`, or the one its lines give. */
  effectiveOperationNature: z.enum(OPERATION_NATURES),
  vat: z.array(z.object({ rate: z.string(), base: z.string(), amount: z.string() })),
  payments: z.array(invoicePayment),
  reminders: z.array(invoiceReminder),
  creditNotes: z.array(
    z.object({
      id: z.uuid(),
      number: z.string().nullable(),
      issueDate: z.string().nullable(),
      totalAmount: money,
    }),
  ),
  history: z.array(
    z.object({
      status: z.string(),
      changedAt: z.string(),
      changedBy: z.string().nullable(),
      note: z.string().nullable(),
    }),
  ),
  /** Actions the status allows (the user's role still applies). */
  actions: z.array(
    z.enum([
      'edit',
      'delete',
      'issue',
      'send',
      'remind',
      'creditNote',
      'pay',
      'approve',
      'pdf',
      'ubl',
      'file',
    ]),
  ),
  /** The invoice's latest e-mail, invoice or reminder (envoi en cours, envoyé, échec), if any. */
  mail: outgoingMail.nullable().optional(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;

export const listInvoicesResponse = listResponse(invoice, {
  /** Over every invoice of the direction the user can see, whatever the filters (spec counters). */
  counters: z.object({
    ...counts('total', 'sent', 'paid', 'overdue', 'draft'),
    /** Invoices created from an extraction ('traitées par IA'). */
    aiProcessed: z.number(),
    /** Sum of the totals (credit notes deducted, drafts and cancelled left out) in the base currency; null when a rate is missing. */
    totalAmount: money.nullable(),
  }),
});
export type ListInvoicesResponse = z.infer<typeof listInvoicesResponse>;

export const invoiceResponse = z.object({ invoice: invoiceDetail, message: z.string() });
export type InvoiceResponse = z.infer<typeof invoiceResponse>;
/**
 * 'Envoyer' and 'Relancer': 202 with the queued e-mail when SMTP is configured and the client has
 * an address (recorded on the invoice once it has left; `emailed` false until then); otherwise 200,
 * recorded at once.
 */
export const sendInvoiceResponse = invoiceResponse.extend({
  emailed: z.boolean(),
  mail: outgoingMail.nullable(),
});
export const creditNoteResponse = z.object({
  invoice: invoiceDetail,
  creditNote: invoiceDetail,
  message: z.string(),
});
export const invoiceIdParams = z.object({ id: uuid });

/** GET /api/orders/:id/invoicing: what an order has been invoiced and what remains. */
export const orderInvoicing = z.object({
  orderId: z.uuid(),
  currency: z.string(),
  lines: z.array(
    z.object({
      orderItemId: z.uuid(),
      ...texts('productName', 'unitPrice', 'discount', 'taxRate', 'ordered', 'invoiced', 'remaining'),
      /** The order line's net amount and the part of it already invoiced (line-amounts.ts partNet). */
      ...texts('net', 'invoicedNet'),
    }),
  ),
  invoices: z.array(invoice),
  /** Amount without tax still to invoice. */
  remainingAmount: money,
  fullyInvoiced: z.boolean(),
});
export type OrderInvoicing = z.infer<typeof orderInvoicing>;

/** GET /api/clients/:id/invoicing: a client's invoices (latest first) and balance due. */
export const clientInvoicing = z.object({
  clientId: z.uuid(),
  invoices: z.array(invoice),
  /** Per currency, issued invoices minus credit notes and payments. */
  balances: z.array(money),
  /** Everything in the base currency; null when a rate is missing. */
  balanceDue: money.nullable(),
  overdueCount: z.number(),
});
export type ClientInvoicing = z.infer<typeof clientInvoicing>;
