/**
 * Supplier quotations per requested product (spec 001 §3 Supplier quotation, §4, §9) and the
 * document extraction jobs that can fill them (§3 AI extraction result, issue 7).
 */
import { sql } from 'drizzle-orm';
import {
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
import { creatorAndTimes, userRef, users } from './platform';
import { products, suppliers } from './catalogue';
import { demandeProducts } from './workspace';
import {
  amount,
  createdAt,
  day,
  instant,
  optionalOwnedBy,
  optionalRef,
  ownedBy,
  position,
  primaryId,
  priority,
  storedFile,
} from './columns';

/** A document extraction: the uploaded file (kept in storage) and, once read, its result. */
export const extractionJobs = pgTable(
  'extraction_jobs',
  {
    id: primaryId(),
    userId: optionalOwnedBy('user_id', () => users.id),
    /** 'invoice' or 'quotation'. */
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    /** 'pdf', 'excel', 'image' or 'xml'. */
    fileType: text('file_type').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    /** 'processing', 'completed' or 'error'. */
    status: text('status').notNull().default('processing'),
    method: text('method'),
    result: jsonb('result'),
    errorMessage: text('error_message'),
    processingTimeMs: integer('processing_time_ms'),
    confidence: real('confidence'),
    progressStep: text('progress_step'),
    progressPercent: integer('progress_percent'),
    /**
     * The pages drawn for the AI panel, where a field's source is highlighted (issue 34): their
     * numbers and sizes in points; the images are in storage (extraction/previews/<id>-p<n>.webp).
     */
    previews: jsonb('previews').$type<{ page: number; width: number; height: number }[]>(),
    createdAt: createdAt(),
    completedAt: instant('completed_at'),
  },
  (t) => [
    index('extraction_jobs_user_idx').on(t.userId, t.createdAt),
    check('extraction_jobs_kind_check', sql`${t.kind} in ('invoice', 'quotation')`),
    check('extraction_jobs_status_check', sql`${t.status} in ('processing', 'completed', 'error')`),
  ],
);

/**
 * A value read by an extraction that the user changed before saving the document (issue 34): the
 * field, what was read and what was kept, with the file's SHA-256 so that a later corpus can pair
 * them with the document. Kept in this database only; never sent anywhere. The row outlives its
 * job and its user (both emptied when they go).
 */
export const extractionCorrections = pgTable(
  'extraction_corrections',
  {
    id: primaryId(),
    jobId: optionalRef('job_id', () => extractionJobs.id),
    /** 'invoice' or 'quotation'. */
    kind: text('kind').notNull(),
    documentHash: text('document_hash').notNull(),
    /** The extraction's field name ('invoiceNumber', 'totalWithTax', 'sellerName'...). */
    field: text('field').notNull(),
    original: text('original'),
    corrected: text('corrected'),
    userId: optionalRef('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('extraction_corrections_created_idx').on(t.createdAt),
    index('extraction_corrections_hash_idx').on(t.documentHash),
    check('extraction_corrections_kind_check', sql`${t.kind} in ('invoice', 'quotation')`),
  ],
);

export const quotations = pgTable(
  'quotations',
  {
    id: primaryId(),
    requestedProductId: ownedBy('requested_product_id', () => demandeProducts.id),
    supplierId: optionalRef('supplier_id', () => suppliers.id),
    /** The supplier's name as quoted (kept when the supplier record goes). */
    supplierName: text('supplier_name').notNull(),
    contactPerson: text('contact_person').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    quotationNumber: text('quotation_number').notNull().default(''),
    totalPrice: amount('total_price').notNull(),
    currency: text('currency').notNull(),
    /** Quantity the total covers, for the unit price (null when unknown). */
    quantity: numeric('quantity', { precision: 16, scale: 3 }),
    validUntil: day('valid_until'),
    /** 'pending', 'approved', 'rejected' ('expired' is computed from valid_until while pending). */
    status: text('status').notNull().default('pending'),
    priority: priority(),
    submittedDate: day('submitted_date')
      .notNull()
      .default(sql`current_date`),
    deliveryTime: text('delivery_time').notNull().default(''),
    paymentTerms: text('payment_terms').notNull().default(''),
    rating: integer('rating'),
    notes: text('notes').notNull().default(''),
    extractedByAi: boolean('extracted_by_ai').notNull().default(false),
    aiConfidence: real('ai_confidence'),
    extractionJobId: optionalRef('extraction_job_id', () => extractionJobs.id),
    decidedAt: instant('decided_at'),
    decidedBy: userRef('decided_by'),
    ...creatorAndTimes(),
  },
  (t) => [
    index('quotations_product_idx').on(t.requestedProductId, t.createdAt),
    index('quotations_supplier_idx').on(t.supplierId),
    check('quotations_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('quotations_total_check', sql`${t.totalPrice} >= 0`),
    check('quotations_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

/** Documents of a quotation (the supplier's PDF or spreadsheet), stored through the storage interface. */
export const quotationDocuments = pgTable(
  'quotation_documents',
  {
    id: primaryId(),
    quotationId: ownedBy('quotation_id', () => quotations.id),
    ...storedFile(),
    uploadedBy: userRef('uploaded_by'),
    createdAt: createdAt(),
  },
  (t) => [index('quotation_documents_quotation_idx').on(t.quotationId)],
);

/**
 * The lines of a supplier quotation (issue 16 §2, decision 0024): the product as the supplier
 * names it, quantity and unit, unit price and total in the quotation's currency, specifications;
 * optionally linked to a catalogue product and to a product of the request. Written with their
 * quotation in one transaction (a PATCH with `lines` replaces them all).
 */
export const quotationLines = pgTable(
  'quotation_lines',
  {
    id: primaryId(),
    quotationId: ownedBy('quotation_id', () => quotations.id),
    /** 0-based order on the quotation. */
    position: position(),
    productId: optionalRef('product_id', () => products.id),
    requestedProductId: optionalRef('requested_product_id', () => demandeProducts.id),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    quantity: numeric('quantity', { precision: 16, scale: 3 }),
    unit: text('unit').notNull().default(''),
    /** 4 decimals: a supplier may quote 0.0125 a piece. */
    unitPrice: numeric('unit_price', { precision: 16, scale: 4 }),
    total: amount('total'),
    specifications: text('specifications').notNull().default(''),
  },
  (t) => [
    uniqueIndex('quotation_lines_position_idx').on(t.quotationId, t.position),
    index('quotation_lines_product_idx').on(t.productId),
    index('quotation_lines_requested_product_idx').on(t.requestedProductId),
    check('quotation_lines_quantity_check', sql`${t.quantity} is null or ${t.quantity} > 0`),
    check('quotation_lines_unit_price_check', sql`${t.unitPrice} is null or ${t.unitPrice} >= 0`),
    check('quotation_lines_total_check', sql`${t.total} is null or ${t.total} >= 0`),
  ],
);
