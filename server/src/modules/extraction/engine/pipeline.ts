/**
 * The extraction pipeline: bytes in, a quotation or an invoice out, each value with its confidence
 * and source. The type is told by content (magic bytes), never by the file's name, and the readers
 * are tried in order of certainty:
 *   XML e-invoice (CII, UBL)            → read exactly (confidence 1)
 *   PDF with an embedded e-invoice      → the same (Factur-X, ZUGFeRD)
 *   PDF with a text layer               → text with positions → field finders
 *   PDF without text (a scan)           → OCR of its first pages → field finders
 *   xlsx / xls                          → header detection and column mapping, labelled cells
 *   PNG / JPEG                          → OCR → field finders
 * then, when EXTRACTION_LLM_URL is set, a language model may fill what the rules left empty or
 * unsure. Anything else ends in ExtractionError with a French message.
 *
 * It runs inside the extraction worker (worker.ts), which bounds its time and memory.
 */
import {
  EXTRACTION_MAX_OCR_PAGES,
  EXTRACTION_MAX_PAGES,
  type ExtractionMethod,
  type ExtractionResult,
  type KnownSupplier,
} from '@comptoir/core/modules/extraction';
import {
  eInvoiceSyntax,
  einvoiceToQuotation,
  findEmbeddedEInvoice,
  isEInvoiceXml,
  readEInvoiceXml,
} from './einvoice';
import { decodeXml, detectFileType } from './file-type';
import { invoiceFromText } from './invoice-fields';
import { preferKnownSupplier } from './known-suppliers';
import { previewPages, renderPreviews } from './previews';
import { fillWithLlm, llmSettingsFromEnv, type LlmSettings } from './llm';
import { pdfPageCount, readPdfText } from './pdf-text';
import { quotationFromText } from './quotation-fields';
import {
  extractionError,
  filledCount,
  invoiceFromSheets,
  overallConfidence,
  quotationFromSheets,
  readSpreadsheet,
  type SpreadsheetLimits,
} from './spreadsheet';
import {
  ExtractionError,
  type ExtractionInput,
  type ExtractionOutcome,
  type ProgressReporter,
  type SheetDocument,
  type TextDocument,
} from './types';

// Type by content: file-type.ts (the server's process names an upload's type without loading the
// readers).
export { FILE_TYPES, detectFileType, type DetectedType } from './file-type';

// ---------------------------------------------------------------------------------------------
// Progress: a step name of extraction.progress.* and its values, e.g. 'ocrPage {"page":1,"total":3}'

export type ProgressName =
  'detecting' | 'einvoice' | 'text' | 'spreadsheet' | 'ocrPage' | 'ocrImage' | 'fields' | 'llm' | 'done';

export const progressStep = (name: ProgressName, values?: Record<string, number>): string =>
  values ? `${name} ${JSON.stringify(values)}` : name;

// ---------------------------------------------------------------------------------------------

export interface PipelineOptions {
  /** Pages a PDF may have (EXTRACTION_MAX_PAGES). */
  maxPages?: number;
  /** Pages of a scanned PDF that are OCR'd (EXTRACTION_MAX_OCR_PAGES). */
  maxOcrPages?: number;
  /** Characters per page below which a PDF's text layer counts as absent (a scan). */
  minTextCharsPerPage?: number;
  spreadsheet?: SpreadsheetLimits;
  /** The language model; undefined reads the environment, null turns it off. */
  llm?: LlmSettings | null;
  /** Suppliers Comptoir knows: a document naming one is theirs (known-suppliers.ts). */
  knownSuppliers?: readonly KnownSupplier[];
  /** Draw the pages values were read on, for the AI panel (previews.ts); off unless asked. */
  previews?: boolean;
  signal?: AbortSignal;
}

const MIN_TEXT_CHARS_PER_PAGE = 25;

function charactersOf(doc: TextDocument): number {
  let n = 0;
  for (const page of doc.pages) for (const line of page.lines) n += line.text.replace(/\s+/g, '').length;
  return n;
}

/** Steps whose failures are not ExtractionErrors end as 'unrecognised' (or 'corrupt' for PDFs). */
async function guarded<T>(work: () => Promise<T> | T, fallback: ExtractionError['code']): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    const wrapped = extractionError(fallback);
    (wrapped as Error & { cause?: unknown }).cause = error;
    throw wrapped;
  }
}

function fromEInvoice(xml: string, kind: ExtractionInput['kind']): ExtractionResult {
  const invoice = readEInvoiceXml(xml);
  return kind === 'invoice' ? invoice : einvoiceToQuotation(invoice);
}

const fromText = (doc: TextDocument, kind: ExtractionInput['kind']): ExtractionResult =>
  kind === 'invoice' ? invoiceFromText(doc) : quotationFromText(doc);

/** Reads one document. Throws ExtractionError (French message) when it cannot. */
export async function extractDocument(
  input: ExtractionInput,
  report: ProgressReporter = () => undefined,
  options: PipelineOptions = {},
): Promise<ExtractionOutcome> {
  const { bytes, kind } = input;
  const maxPages = options.maxPages ?? EXTRACTION_MAX_PAGES;
  const maxOcrPages = options.maxOcrPages ?? EXTRACTION_MAX_OCR_PAGES;
  report(progressStep('detecting'), 2);
  if (bytes.length === 0) throw extractionError('empty');
  const type = detectFileType(bytes);
  if (type === null) throw extractionError('unrecognised');

  let method: ExtractionMethod;
  let result: ExtractionResult;
  let doc: TextDocument | SheetDocument | null = null;
  let einvoice: ExtractionOutcome['einvoice'];

  if (type === 'xml') {
    report(progressStep('einvoice'), 10);
    const xml = decodeXml(bytes);
    // E-invoices never carry a DTD: one here can only be an entity trick (XXE, billion laughs).
    if (/<!DOCTYPE|<!ENTITY/i.test(xml) || !isEInvoiceXml(xml)) throw extractionError('unrecognised');
    result = await guarded(() => fromEInvoice(xml, kind), 'unrecognised');
    method = 'einvoice';
    einvoice = { xml, syntax: eInvoiceSyntax(xml)! };
  } else if (type === 'pdf') {
    const pages = await guarded(() => pdfPageCount(bytes), 'corrupt');
    if (pages === 0) throw extractionError('empty');
    if (pages > maxPages) throw extractionError('too-many-pages');
    report(progressStep('einvoice'), 5);
    const embedded = await findEmbeddedEInvoice(bytes).catch(() => null);
    let read: ExtractionResult | null = null;
    if (embedded && !/<!DOCTYPE|<!ENTITY/i.test(embedded) && isEInvoiceXml(embedded)) {
      try {
        read = fromEInvoice(embedded, kind);
      } catch {
        read = null; // a broken attachment: read the PDF itself
      }
    }
    if (read) {
      result = read;
      method = 'einvoice';
      einvoice = { xml: embedded!, syntax: eInvoiceSyntax(embedded!)! };
    } else {
      report(progressStep('text'), 15);
      const text = await guarded(() => readPdfText(bytes, { maxPages }), 'corrupt');
      const minChars = (options.minTextCharsPerPage ?? MIN_TEXT_CHARS_PER_PAGE) * Math.min(pages, 3);
      if (charactersOf(text) >= minChars) {
        doc = text;
        method = 'text';
      } else {
        const { ocrPdf } = await import('./ocr');
        const scanned = await guarded(
          () =>
            ocrPdf(bytes, {
              maxPages: maxOcrPages,
              onPage: (page, total) =>
                report(progressStep('ocrPage', { page, total }), 20 + Math.round((60 * (page - 1)) / total)),
            }),
          'corrupt',
        );
        if (charactersOf(scanned) === 0) throw extractionError('empty');
        doc = scanned;
        method = 'ocr';
      }
      report(progressStep('fields'), 85);
      result = await guarded(() => fromText(doc as TextDocument, kind), 'unrecognised');
    }
  } else if (type === 'xlsx' || type === 'xls') {
    report(progressStep('spreadsheet'), 20);
    const sheets = await guarded(() => readSpreadsheet(bytes, options.spreadsheet), 'corrupt');
    doc = sheets;
    report(progressStep('fields'), 70);
    result = await guarded(
      () => (kind === 'invoice' ? invoiceFromSheets(sheets) : quotationFromSheets(sheets)),
      'unrecognised',
    );
    method = 'spreadsheet';
  } else {
    report(progressStep('ocrImage'), 20);
    const { ocrImage } = await import('./ocr');
    const scanned = await guarded(() => ocrImage(bytes), 'corrupt');
    if (charactersOf(scanned) === 0) throw extractionError('empty');
    doc = scanned;
    report(progressStep('fields'), 85);
    result = await guarded(() => fromText(scanned, kind), 'unrecognised');
    method = 'ocr';
  }

  const llm = options.llm === undefined ? llmSettingsFromEnv() : options.llm;
  if (llm && doc && method !== 'einvoice') {
    report(progressStep('llm'), 90);
    const filled = await fillWithLlm(result, doc, llm, options.signal ? { signal: options.signal } : {});
    if (filled.filled.length > 0) {
      result = filled.result;
      result.confidence = Math.max(result.confidence, overallConfidence(result));
    }
  }

  // What the document's own ids and names say of a known supplier outweighs any guess.
  if (doc && 'pages' in doc && options.knownSuppliers?.length) {
    result = preferKnownSupplier(doc, result, options.knownSuppliers);
  }

  if (filledCount(result) === 0) throw extractionError('unrecognised');
  // A picture that cannot be drawn never costs the values read.
  const previews =
    options.previews && doc && 'pages' in doc && (type === 'pdf' || type === 'png' || type === 'jpeg')
      ? await renderPreviews(bytes, type, doc, previewPages(result, doc)).catch(() => [])
      : [];
  report(progressStep('done'), 100);
  return {
    method,
    result,
    ...(einvoice ? { einvoice } : {}),
    ...(previews.length > 0 ? { previews } : {}),
  };
}
