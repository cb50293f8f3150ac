/**
 * The purchase orders' API shapes (issue 32): the list query and answer, the creation body (blank
 * lines or approved supplier quotations of one supplier), the action and payment bodies, and the
 * order as the server gives it. The rules they rest on are in ./purchases.ts.
 */
import { z } from 'zod';
import {
  INVALID,
  counts,
  demoRecord,
  listResponse,
  nullableTexts,
  pageFields,
  sortFields,
  texts,
} from '../contracts';
import { calendarDay, currencyField, decimalField, optionalText, requiredText, uuidField } from '../fields';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from '../contact-fields';
import { outgoingMail } from './mail';
import { MAX_DOCUMENT_LINES } from './sales';
import {
  INCOTERMS,
  INSTALMENT_DUES,
  PURCHASE_ORDER_STATUSES,
  incotermIssue,
  purchaseOrderBody,
  whenPartsValid,
} from './purchases';

/** Route parameter of every /api/purchases/:id route. */
export const purchaseIdParams = z.object({ id: uuidField() });
export const purchaseReceiptParams = z.object({ id: uuidField(), receiptId: uuidField() });

/** The languages a purchase order prints in: the supplier's (French, English or Chinese). */
export const PURCHASE_PDF_LANGUAGES = ['fr', 'en', 'zh'] as const;
export type PurchasePdfLanguage = (typeof PURCHASE_PDF_LANGUAGES)[number];

/** The statuses of an order that may be e-mailed to its supplier: numbered, neither closed nor cancelled. */
export const PURCHASE_EMAIL_STATUSES = ['sent', 'confirmed', 'partially_received', 'received'] as const;
export const canEmailPurchaseOrder = (status: string): boolean =>
  (PURCHASE_EMAIL_STATUSES as readonly string[]).includes(status);
/** A receipt line's photos: POST /api/purchases/:id/receipts/:receiptId/lines/:lineId/photos. */
export const purchaseReceiptLineParams = purchaseReceiptParams.extend({ lineId: uuidField() });
/** One photo: GET and DELETE /api/purchases/:id/receipts/:receiptId/photos/:photoId. */
export const purchaseReceiptPhotoParams = purchaseReceiptParams.extend({ photoId: uuidField() });

/** The actions a user applies (a receipt moves an order by itself: `receive` is none of them). */
export const PURCHASE_USER_ACTIONS = ['send', 'confirm', 'close', 'cancel'] as const;
export type PurchaseUserAction = (typeof PURCHASE_USER_ACTIONS)[number];
export const purchaseActionParams = z.object({
  id: uuidField(),
  action: z.enum(PURCHASE_USER_ACTIONS, { error: INVALID }),
});

/** The counters of the list: every order the user sees, and those in each status. */
export const PURCHASE_COUNTERS = ['total', ...PURCHASE_ORDER_STATUSES] as const;

export const listPurchaseOrdersQuery = z.object({
  /** Searches the number, the supplier's name and the notes. */
  q: z.string().max(200).optional(),
  status: z.enum(PURCHASE_ORDER_STATUSES, { error: 'errors.invalidValue' }).optional(),
  supplierId: uuidField().optional(),
  ...sortFields(['createdAt', 'number', 'requestedDate', 'subtotal', 'supplierName'], 'createdAt'),
  ...pageFields(20, 100),
});
export type ListPurchaseOrdersQuery = z.output<typeof listPurchaseOrdersQuery>;

export const PURCHASE_EXPORT_FORMATS = ['xlsx', 'csv'] as const;

/** GET /api/purchases/export: the filtered, sorted list as xlsx or csv (no paging). */
export const exportPurchaseOrdersQuery = listPurchaseOrdersQuery
  .omit({ page: true, pageSize: true, after: true, before: true })
  .extend({ format: z.enum(PURCHASE_EXPORT_FORMATS, { error: 'errors.invalidValue' }) });
export type ExportPurchaseOrdersQuery = z.output<typeof exportPurchaseOrdersQuery>;

/** At most this many supplier quotations make one order. */
export const MAX_ORDER_QUOTATIONS = 20;

/**
 * POST /api/purchases: a draft for one of the user's companies, with blank lines, or with the
 * lines of approved quotations of the order's supplier (`quotationIds`: their lines come first),
 * then the client order lines still to source (`orderItemIds`), then any `lines` given.
 */
export const createPurchaseOrderBody = z
  .object(
    {
      ...purchaseOrderBody.shape,
      companyId: uuidField('purchases.validation.company'),
      lines: purchaseOrderBody.shape.lines.optional().default([]),
      quotationIds: z
        .array(uuidField(), { error: INVALID })
        .max(MAX_ORDER_QUOTATIONS, { error: INVALID })
        .optional()
        .default([]),
      /**
       * Client order lines to source (of the order's company): each becomes a line for what is
       * left to order of it, linked to it, at its product's price when the product is priced in
       * the order's currency (else 0, to fill in on the draft).
       */
      orderItemIds: z
        .array(uuidField(), { error: INVALID })
        .max(MAX_DOCUMENT_LINES, { error: INVALID })
        .optional()
        .default([]),
    },
    { error: INVALID },
  )
  .superRefine((value, ctx) => {
    const issue = incotermIssue(value.incoterm, value.incotermPlace);
    if (issue) ctx.addIssue({ code: 'custom', message: issue, path: ['incotermPlace'] });
    if (value.lines.length === 0 && value.quotationIds.length === 0 && value.orderItemIds.length === 0)
      ctx.addIssue({ code: 'custom', message: 'purchases.validation.lines', path: ['lines'] });
  }, whenPartsValid);
export type CreatePurchaseOrderBody = z.output<typeof createPurchaseOrderBody>;
export type CreatePurchaseOrderInput = z.input<typeof createPurchaseOrderBody>;

export const PAYMENT_KINDS = ['deposit', 'payment'] as const;

/** POST /api/purchases/:id/payments: money paid to the supplier, in the order's currency. */
export const purchasePaymentBody = z.object(
  {
    date: calendarDay('purchases.validation.paymentDate', 'errors.invalidValue'),
    amount: decimalField('purchases.validation.paymentAmount', {
      scale: 2,
      integerDigits: 12,
      positive: true,
    }),
    /** The order's currency; another one is refused. */
    currency: currencyField('purchases.validation.currency').optional(),
    method: optionalText(100),
    reference: optionalText(200),
    kind: z.enum(PAYMENT_KINDS, { error: 'purchases.validation.paymentKind' }),
  },
  { error: INVALID },
);
export type PurchasePaymentBody = z.output<typeof purchasePaymentBody>;

const instalment = z.object({
  label: z.string(),
  percent: z.string(),
  due: z.enum(INSTALMENT_DUES),
  days: z.number().optional(),
  /** The instalment's amount of the order's subtotal, to the cent. */
  amount: z.string(),
});

export const purchaseOrder = z.object({
  id: z.uuid(),
  /** Null while a draft. */
  number: z.string().nullable(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  companyId: z.uuid(),
  companyName: z.string(),
  supplier: z.object({ id: z.uuid(), name: z.string() }),
  ...nullableTexts('contactPerson', 'incotermPlace', 'requestedDate', 'deliveryAddress', 'notes', 'sentAt'),
  currency: z.string(),
  incoterm: z.enum(INCOTERMS).nullable(),
  paymentSchedule: z.array(instalment),
  /** The sum of the lines, and what was paid against it (deposits and payments). */
  ...texts('subtotal', 'paid'),
  ...demoRecord,
});
export type PurchaseOrder = z.infer<typeof purchaseOrder>;

export const purchaseOrderLine = z.object({
  id: z.uuid(),
  productId: z.uuid().nullable(),
  quotationId: z.uuid().nullable(),
  orderItemId: z.uuid().nullable(),
  ...texts('description', 'quantity', 'unit', 'unitPrice', 'lineTotal', 'specifications'),
});

export const purchasePayment = z.object({
  id: z.uuid(),
  kind: z.enum(PAYMENT_KINDS),
  ...texts('date', 'amount', 'currency'),
  ...nullableTexts('method', 'reference'),
  createdAt: z.string(),
});

/** At most this many photos of the rejected goods per receipt line (issue 32 §2). */
export const MAX_RECEIPT_PHOTOS = 10;
/** The photos' types, checked on their content by the server: JPEG, PNG, WebP. */
export const RECEIPT_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** A photo of goods rejected at quality control, shown at `url` (inline; `download=1` saves it). */
export const purchaseReceiptPhoto = z.object({
  id: z.uuid(),
  name: z.string(),
  mime: z.string(),
  size: z.number(),
  url: z.string(),
  createdAt: z.string(),
});
export type PurchaseReceiptPhoto = z.infer<typeof purchaseReceiptPhoto>;

export const purchaseReceiptLine = z.object({
  id: z.uuid(),
  orderLineId: z.uuid(),
  /** Received, rejected at quality control, and accepted (received − rejected). */
  ...texts('received', 'rejected', 'accepted'),
  ...nullableTexts('rejectionReason', 'weight', 'volume'),
  /** The photos of the rejected goods, oldest first (none when nothing was rejected). */
  photos: z.array(purchaseReceiptPhoto),
});

export const purchaseReceipt = z.object({
  id: z.uuid(),
  /** 1, 2, 3… in the order of recording, per purchase order. */
  position: z.number().int(),
  date: z.string(),
  notes: z.string().nullable(),
  lines: z.array(purchaseReceiptLine),
  /** The shipment it travelled in, when one groups it. */
  shipmentId: z.uuid().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type PurchaseReceipt = z.infer<typeof purchaseReceipt>;

export const purchaseOrderDetail = purchaseOrder.extend({
  /** Each line with what its receipts brought: received, rejected, accepted, still to receive. */
  lines: z.array(purchaseOrderLine.extend({ ...texts('received', 'rejected', 'accepted', 'remaining') })),
  payments: z.array(purchasePayment),
  receipts: z.array(purchaseReceipt),
  /** The order's latest e-mail to its supplier (envoi en cours, envoyé, échec), if it was ever e-mailed. */
  mail: outgoingMail.nullable().optional(),
  /** What 'Envoyer par e-mail' offers: the supplier's address, and its language (else French). */
  mailDefaults: z.object({ to: z.string().nullable(), language: z.enum(PURCHASE_PDF_LANGUAGES) }).optional(),
});
export type PurchaseOrderDetail = z.infer<typeof purchaseOrderDetail>;

export const listPurchaseOrdersResponse = listResponse(purchaseOrder, {
  /** Over every order the user can see (and `supplierId` when given), whatever `q` and `status`. */
  counters: z.object(counts(...PURCHASE_COUNTERS)),
});
export type ListPurchaseOrdersResponse = z.infer<typeof listPurchaseOrdersResponse>;

/** Answer of the creation, the update, the actions and a payment. */
export const purchaseOrderResponse = z.object({ purchaseOrder: purchaseOrderDetail, message: z.string() });

/**
 * POST /api/purchases/:id/email: the recipient (left out or blank: the supplier's address) and the
 * language of the e-mail and its PDF (left out: the supplier's, else French).
 */
export const purchaseEmailBody = z
  .object({
    to: z
      .string({ error: 'purchases.validation.email' })
      .trim()
      .max(MAX_EMAIL_LENGTH, { error: 'purchases.validation.email' })
      .refine((to) => to === '' || EMAIL_PATTERN.test(to), { error: 'purchases.validation.email' })
      .optional(),
    language: z.enum(PURCHASE_PDF_LANGUAGES, { error: 'purchases.validation.language' }).optional(),
  })
  .optional()
  .transform((body) => ({ to: body?.to || undefined, language: body?.language }));
export type PurchaseEmailInput = z.input<typeof purchaseEmailBody>;
export type PurchaseEmailBody = z.output<typeof purchaseEmailBody>;

/** Answer of POST /api/purchases/:id/email (202): the queued e-mail, the order showing it. */
export const purchaseEmailResponse = z.object({
  purchaseOrder: purchaseOrderDetail,
  mail: outgoingMail,
  message: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Supplier invoices matched three ways (issue 32 §3)

/** A match's state: within the tolerances, an 'Écart à justifier', or validated for payment by an Admin. */
export const INVOICE_MATCH_STATUSES = ['matched', 'difference', 'approved'] as const;
export type InvoiceMatchStatus = (typeof INVOICE_MATCH_STATUSES)[number];

export const invoiceMatchParams = z.object({ id: uuidField(), invoiceId: uuidField() });

/**
 * POST /api/purchases/:id/invoices: a supplier invoice (incoming, of the order's supplier and
 * currency) matched to the order; `lines` says which order line each invoice line bills (null:
 * none), else they are paired by product, then description, then position.
 */
export const matchInvoiceBody = z.object(
  {
    invoiceId: uuidField('purchases.validation.invoice'),
    lines: z
      .array(
        z.object({ invoiceLineId: uuidField(), orderLineId: uuidField().nullable() }, { error: INVALID }),
        { error: INVALID },
      )
      .max(1000, { error: INVALID })
      .optional(),
  },
  { error: INVALID },
);
export type MatchInvoiceBody = z.output<typeof matchInvoiceBody>;

/** 'Valider pour paiement': the reason an Admin accepts the difference (kept in the journal). */
export const approveMatchBody = z.object(
  { reason: requiredText('purchases.validation.approvalReason', 1000) },
  { error: INVALID },
);

export const invoiceMatch = z.object({
  invoiceId: z.uuid(),
  invoiceNumber: z.string().nullable(),
  issueDate: z.string().nullable(),
  ...texts('total', 'currency'),
  status: z.enum(INVOICE_MATCH_STATUSES),
  /** Per order line billed: ordered, received, invoiced, prices, differences, within each tolerance. */
  lines: z.array(
    z.object({
      orderLineId: z.uuid(),
      description: z.string(),
      ...texts(
        'ordered',
        'received',
        'invoiced',
        'quantityDifference',
        'orderedUnitPrice',
        'invoicedUnitPrice',
        'priceDifference',
        'amountAtStake',
      ),
      quantityWithin: z.boolean(),
      priceWithin: z.boolean(),
      amountWithin: z.boolean(),
      matched: z.boolean(),
    }),
  ),
  /** Invoice lines billing no line of the order. */
  unmatched: z.array(z.object({ invoiceLineId: z.uuid(), description: z.string(), amount: z.string() })),
  amountAtStake: z.string(),
  /** The deposits and payments made against the order not yet set against an earlier invoice, set against this one. */
  deducted: z.string(),
  /** What is left to pay on the invoice once they are. */
  toPay: z.string(),
  tolerances: z.object({ ...texts('quantityPercent', 'pricePercent', 'amount') }),
  ...nullableTexts('approvedBy', 'approvedAt', 'approvalReason'),
  createdAt: z.string(),
});
export type InvoiceMatch = z.infer<typeof invoiceMatch>;

export const invoiceMatchesResponse = z.object({ items: z.array(invoiceMatch) });
export const invoiceMatchResponse = z.object({ match: invoiceMatch, message: z.string() });

/** The tolerances of the settings, with who set them last. */
export const matchTolerancesResponse = z.object({
  tolerances: z.object({ ...texts('quantityPercent', 'pricePercent', 'amount') }),
  ...nullableTexts('updatedAt', 'updatedBy'),
});

/** An incoming invoice that may be matched to the order: of its supplier and currency, matched nowhere else. */
export const invoiceCandidate = z.object({
  id: z.uuid(),
  number: z.string().nullable(),
  issueDate: z.string().nullable(),
  ...texts('total', 'currency', 'status'),
  /** Already matched to this order. */
  matched: z.boolean(),
});
export const invoiceCandidatesResponse = z.object({ items: z.array(invoiceCandidate) });

/** Amounts of one currency. */
const perCurrency = z.array(z.object({ currency: z.string(), amount: z.string() }));

/**
 * GET /api/purchases/suppliers/:id/summary: what the supplier has on order, received, invoiced and
 * been paid (per currency), how often it delivers on time, how its invoiced prices compare with the
 * ordered ones, and what quality control rejected, over the user's companies.
 */
export const supplierSummary = z.object({
  supplier: z.object({ id: z.uuid(), name: z.string(), country: z.string().nullable() }),
  orders: z.object({ open: z.number().int(), received: z.number().int(), total: z.number().int() }),
  /** The value still to receive on open orders, the value accepted, the supplier invoices, the payments. */
  onOrder: perCurrency,
  received: perCurrency,
  invoiced: perCurrency,
  paid: perCurrency,
  /** Fully received orders with a requested date: how many came by it (percent null when none). */
  onTime: z.object({ measured: z.number().int(), onTime: z.number().int(), percent: z.string().nullable() }),
  /** Matched supplier invoices: how many had a difference, and the invoiced prices' average gap to the ordered ones (percent, weighted by amount). */
  prices: z.object({
    matchedInvoices: z.number().int(),
    differences: z.number().int(),
    averageGapPercent: z.string().nullable(),
  }),
  /** Received and rejected quantities over all receipts, and the rejected share (percent). */
  quality: z.object({ ...texts('received', 'rejected'), rejectedPercent: z.string().nullable() }),
});
export type SupplierSummary = z.infer<typeof supplierSummary>;

/** GET /api/purchases/:id/pdf: `language` (default: from the supplier's country, Chinese for China, French for France, else English). */
export const purchasePdfQuery = z.object({
  language: z.enum(PURCHASE_PDF_LANGUAGES, { error: INVALID }).optional(),
});

/** GET /api/purchases/suppliers/:id/quotations: the supplier's approved quotations, to order from. */
export const approvedQuotation = z.object({
  id: z.uuid(),
  quotationNumber: z.string(),
  productName: z.string(),
  demandeTitle: z.string(),
  ...texts('totalPrice', 'currency', 'submittedDate'),
  lineCount: z.number().int(),
});
export const approvedQuotationsResponse = z.object({ items: z.array(approvedQuotation) });
