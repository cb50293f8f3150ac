/**
 * Document extraction (spec 001 §3 'AI extraction result', §4 'AI extraction file', §7, §8, §9 and
 * issue 7). The specification's 'AI' waited 2 to 5 s and returned made-up data; here the server
 * reads the document: structured e-invoices exactly, then PDF text with positions, spreadsheets,
 * and OCR for scans. Every field carries its value, a confidence in [0, 1] and where it was found.
 *
 * Values are strings in canonical form so that the web app can show and edit them unchanged:
 * amounts and quantities are plain decimal strings ('1234.50'), dates ISO 'YYYY-MM-DD', currencies
 * ISO 4217 codes ('EUR'), VAT ids and IBANs without spaces, upper case.
 */
import { z } from 'zod';

export const EXTRACTION_KINDS = ['invoice', 'quotation'] as const;
export type ExtractionKind = (typeof EXTRACTION_KINDS)[number];
export const EXTRACTION_STATUSES = ['processing', 'completed', 'error'] as const;
export type ExtractionStatus = (typeof EXTRACTION_STATUSES)[number];
/** How the document was read, most certain first. */
export const EXTRACTION_METHODS = ['einvoice', 'text', 'spreadsheet', 'ocr', 'llm'] as const;
export type ExtractionMethod = (typeof EXTRACTION_METHODS)[number];
/** spec §3: fileType pdf | excel; images and XML e-invoices are accepted too (issue 7). */
export const EXTRACTION_FILE_TYPES = ['pdf', 'excel', 'image', 'xml'] as const;
export type ExtractionFileType = (typeof EXTRACTION_FILE_TYPES)[number];

/** Limits, checked before and during the work (issue 7 §2). */
export const EXTRACTION_MAX_BYTES = 20 * 1024 * 1024;
export const EXTRACTION_MAX_PAGES = 50;
/** Pages OCR'd at most in a scanned PDF. */
export const EXTRACTION_MAX_OCR_PAGES = 5;
export const EXTRACTION_TIME_LIMIT_MS = 60_000;
/** Spreadsheets: cells read at most, and the most an xlsx may expand to (zip bomb guard). */
export const EXTRACTION_MAX_CELLS = 200_000;
export const EXTRACTION_MAX_UNZIPPED_BYTES = 100 * 1024 * 1024;

/** spec §9: at least 0.9 green, at least 0.7 yellow, else red. */
export type ConfidenceLevel = 'high' | 'medium' | 'low';
export function confidenceLevel(confidence: number): ConfidenceLevel {
  if (confidence >= 0.9) return 'high';
  if (confidence >= 0.7) return 'medium';
  return 'low';
}

/** Where a value was found: a page and the text read there, or a sheet and a cell. */
export const fieldSource = z.object({
  method: z.enum(EXTRACTION_METHODS),
  /** 1-based page (PDF, scan). */
  page: z.number().int().positive().optional(),
  /** The text the value was read from (a line, or the XML element path for e-invoices). */
  text: z.string().optional(),
  /** Position on the page in PDF points from the top-left corner, when known. */
  box: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }).optional(),
  sheet: z.string().optional(),
  /** A1-style reference. */
  cell: z.string().optional(),
});
export type FieldSource = z.infer<typeof fieldSource>;

export const extractedField = z.object({
  value: z.string().nullable(),
  confidence: z.number().min(0).max(1),
  source: fieldSource.nullable(),
});
export type ExtractedField = z.infer<typeof extractedField>;
export const EMPTY_FIELD: ExtractedField = { value: null, confidence: 0, source: null };

export const extractedList = z.object({
  value: z.array(z.string()),
  confidence: z.number().min(0).max(1),
  source: fieldSource.nullable(),
});
export type ExtractedList = z.infer<typeof extractedList>;

/** spec §3 extractedData.products[], plus the unit of the quantity ('pcs', 'kg'; issue 16 §2). */
export const extractedQuotationLine = z.object({
  name: extractedField,
  description: extractedField,
  quantity: extractedField,
  /** Results stored before the unit was read have none: they read as not found. */
  unit: extractedField.default({ value: null, confidence: 0, source: null }),
  unitPrice: extractedField,
  totalPrice: extractedField,
  specifications: extractedField,
});
export type ExtractedQuotationLine = z.infer<typeof extractedQuotationLine>;

/** spec §3 extractedData (quotations). */
export const quotationExtraction = z.object({
  kind: z.literal('quotation'),
  supplierName: extractedField,
  contactPerson: extractedField,
  email: extractedField,
  phone: extractedField,
  quotationNumber: extractedField,
  totalPrice: extractedField,
  currency: extractedField,
  validUntil: extractedField,
  deliveryTime: extractedField,
  paymentTerms: extractedField,
  products: z.array(extractedQuotationLine),
  additionalInfo: z.object({
    warranty: extractedField,
    certifications: extractedList,
    origin: extractedField,
    leadTime: extractedField,
    minimumOrder: extractedField,
  }),
  /** Overall confidence in [0, 1]. */
  confidence: z.number().min(0).max(1),
});
export type QuotationExtraction = z.infer<typeof quotationExtraction>;

export const extractedInvoiceLine = z.object({
  description: extractedField,
  quantity: extractedField,
  unitPrice: extractedField,
  /** Line total without tax. */
  total: extractedField,
  /** The line's VAT rate in percent ('20', '5.5'), when the document says it (e-invoices). */
  vatRate: extractedField.optional(),
});
export type ExtractedInvoiceLine = z.infer<typeof extractedInvoiceLine>;

/** At most this many broken rules and schema errors are kept with an extraction. */
export const CONFORMANCE_MAX_RULES = 50;
export const CONFORMANCE_MAX_SCHEMA_ERRORS = 20;

/**
 * An incoming e-invoice judged by the EN 16931 validators (decision 0030): `checked` false when the
 * validator was unavailable (`unavailable` says why); `valid` is schema-valid with no fatal rule.
 * Rules: fatal ones first, then warnings, with the rule id and its (English) text.
 */
export const einvoiceConformance = z.object({
  checked: z.boolean(),
  valid: z.boolean(),
  syntax: z.enum(['cii', 'ubl']),
  rules: z
    .array(z.object({ id: z.string(), flag: z.enum(['fatal', 'warning', 'information']), text: z.string() }))
    .max(CONFORMANCE_MAX_RULES),
  schemaErrors: z.array(z.string()).max(CONFORMANCE_MAX_SCHEMA_ERRORS),
  unavailable: z.string().optional(),
});
export type EInvoiceConformance = z.infer<typeof einvoiceConformance>;

/**
 * A supplier Comptoir already knows, as the extraction engine matches it on a document (issue 34):
 * its name, and the VAT id and IBAN read from its earlier invoices.
 */
export interface KnownSupplier {
  name: string;
  vatNumber: string | null;
  iban: string | null;
}

/** The invoice shape for the invoices module (issue 7 §2). */
export const invoiceExtraction = z.object({
  kind: z.literal('invoice'),
  sellerName: extractedField,
  sellerVatId: extractedField,
  buyerName: extractedField,
  buyerVatId: extractedField,
  invoiceNumber: extractedField,
  issueDate: extractedField,
  dueDate: extractedField,
  currency: extractedField,
  totalWithoutTax: extractedField,
  taxAmount: extractedField,
  totalWithTax: extractedField,
  iban: extractedField,
  /** Payment terms and the buyer's order reference, when the document says them (e-invoices). */
  paymentTerms: extractedField.optional(),
  orderReference: extractedField.optional(),
  lines: z.array(extractedInvoiceLine),
  confidence: z.number().min(0).max(1),
  /** EN 16931 conformance of an e-invoice (issue 27 §4); absent for any other document. */
  conformance: einvoiceConformance.optional(),
});
export type InvoiceExtraction = z.infer<typeof invoiceExtraction>;

export const extractionResult = z.discriminatedUnion('kind', [quotationExtraction, invoiceExtraction]);
export type ExtractionResult = z.infer<typeof extractionResult>;

/** POST /api/extraction: multipart field `file` plus field `kind`. */
export const extractionKindField = z.enum(EXTRACTION_KINDS, { error: 'extraction.errors.kind' });

/**
 * A page drawn for the AI panel (issue 34): GET /api/extraction/:id/pages/:page gives its picture;
 * a value's source box (in points) lies at box.x / width, box.y / height of it.
 */
export const extractionPreview = z.object({
  page: z.number().int().positive(),
  width: z.number().positive(),
  height: z.number().positive(),
});
export type ExtractionPreview = z.infer<typeof extractionPreview>;

/** GET /api/extraction/:id (and the answer of POST, with status 'processing'). */
export const extractionJob = z.object({
  id: z.uuid(),
  kind: z.enum(EXTRACTION_KINDS),
  fileName: z.string(),
  fileType: z.enum(EXTRACTION_FILE_TYPES),
  size: z.number(),
  status: z.enum(EXTRACTION_STATUSES),
  /** The way the values were read (null while processing or on error). */
  method: z.enum(EXTRACTION_METHODS).nullable(),
  result: extractionResult.nullable(),
  /** spec §8: 'Impossible d'extraire les données - format non reconnu', or a more precise message. */
  errorMessage: z.string().nullable(),
  processingTimeMs: z.number().nullable(),
  confidence: z.number().nullable(),
  /** Human-readable progress while processing ('Lecture du texte', 'OCR page 2/3'). */
  progress: z.object({ step: z.string(), percent: z.number() }).nullable(),
  /** The pages drawn, where the values' places can be shown (none while processing, on error, for spreadsheets and XML). */
  previews: z.array(extractionPreview),
  createdAt: z.string(),
});
export type ExtractionJob = z.infer<typeof extractionJob>;
