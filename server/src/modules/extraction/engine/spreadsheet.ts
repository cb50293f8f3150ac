/**
 * Spreadsheets (xlsx, xls): read with SheetJS behind a zip-bomb guard, then turned into a quotation
 * or an invoice: the lines table is found by its header row (French, English and German names),
 * and single values ('Fournisseur', 'Total TTC', 'Devise', 'Valable jusqu'au'...) next to or below
 * their labels. Every value keeps its sheet and cell as its source.
 *
 * The guard follows docs/decisions/0010-bulk-import.md (central directory read with fflate before
 * SheetJS touches the archive) and goes one step further: the entries are really inflated, in a
 * stream that stops at EXTRACTION_MAX_UNZIPPED_BYTES, so a central directory that lies about its
 * sizes is caught too.
 *
 * One step per file in `spreadsheet/`: `read` (messages, the guard, SheetJS), `values` (cells to
 * canonical strings), `results` (result shapes and confidence), `line-table` (header detection and
 * the lines), `labels` (values next to their labels), `extract` (sheets to a quotation or invoice).
 */
export {
  MESSAGES,
  type ReadSheet,
  type ReadWorkbook,
  type SpreadsheetLimits,
  extractionError,
  guardXlsx,
  readSpreadsheet,
} from './spreadsheet/read';
export { amountOf, currencyOf, dateOf, numberOf, quantityOf, text } from './spreadsheet/values';
export {
  emptyInvoice,
  emptyQuotation,
  field,
  filledCount,
  overallConfidence,
  scalarFields,
} from './spreadsheet/results';
export { cellRef } from './spreadsheet/line-table';
export { extractFromSpreadsheet, invoiceFromSheets, quotationFromSheets } from './spreadsheet/extract';
