import {
  EMPTY_FIELD,
  type ExtractedField,
  type ExtractedInvoiceLine,
  type ExtractedQuotationLine,
  type ExtractionKind,
  type ExtractionResult,
  type InvoiceExtraction,
  type QuotationExtraction,
} from '@comptoir/core/modules/extraction';
import { addAmounts, compare, decimal } from '@comptoir/core/money';
import type { CellValue } from '../types';
import {
  ALL_LABELS,
  type Found,
  INVOICE_LABELS,
  QUOTATION_LABELS,
  findLabelled,
  isLabelLike,
} from './labels';
import {
  LINE_COLUMNS,
  LINE_HEADERS,
  type LineTable,
  findLineTable,
  headerMatch,
  readLine,
  source,
} from './line-table';
import { type ReadSheet, type ReadWorkbook, type SpreadsheetLimits, readSpreadsheet } from './read';
import { emptyInvoice, emptyQuotation, field, overallConfidence } from './results';
import { currencyOf, norm } from './values';

// ---------------------------------------------------------------------------------------------
// Sheets → results

function documentCurrency(sheets: ReadSheet[], found: Map<string, Found>): ExtractedField {
  const labelled = found.get('currency');
  if (labelled) return field(labelled.value, labelled.confidence, labelled.source);
  // A currency sign next to a total ('Total TTC : 1 234,50 €'), else the amounts' number formats.
  for (const key of ['totalPrice', 'totalWithTax', 'totalWithoutTax']) {
    const f = found.get(key);
    const cell = f?.source.cell ? cellAt(sheets, f.source.sheet!, f.source.cell) : null;
    const code = typeof cell === 'string' ? currencyOf(cell.replace(/[\d\s.,-]/g, '') || ' ') : null;
    if (code && f) return field(code, 0.85, f.source);
  }
  const hints: Record<string, number> = {};
  for (const s of sheets)
    for (const [code, n] of Object.entries(s.currencyHints)) hints[code] = (hints[code] ?? 0) + n;
  const best = Object.entries(hints).sort((a, b) => b[1] - a[1])[0];
  if (best)
    return field(best[0], 0.8, {
      method: 'spreadsheet',
      sheet: sheets[0]!.name,
      text: 'format des montants',
    });
  return { ...EMPTY_FIELD };
}

function cellAt(sheets: ReadSheet[], sheetName: string, ref: string): CellValue | null {
  const m = /^([A-Z]+)(\d+)$/.exec(ref);
  if (!m) return null;
  const col = [...m[1]!].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
  return sheets.find((s) => s.name === sheetName)?.rows[Number(m[2]) - 1]?.[col] ?? null;
}

/** Words of a document's title ('Devis', 'ACME - offre de prix'): a cell with one is not the supplier. */
const DOCUMENT_TITLES = [
  'devis', 'offre', 'proforma', 'pro forma', 'facture', 'avoir', 'bon de commande', 'commande', 'quotation', 'quote',
  'invoice', 'purchase order', 'order', 'estimate', 'angebot', 'rechnung', 'bestellung', 'auftrag',
]; // prettier-ignore

/**
 * The issuer of a workbook without a supplier label: the letterhead, i.e. the first text cell at
 * the top of the first sheet (above the lines table) that is not a label, a document title, a
 * number, a date, an address line or contact details. Confidence 0.6: a guess from position.
 */
function letterhead(doc: ReadWorkbook, table: LineTable | null): Found | undefined {
  const sheet = doc.sheets[0];
  if (!sheet) return undefined;
  const last = Math.min(sheet.rows.length, table?.sheet === sheet ? table.headerRow : 8, 8);
  for (let r = 0; r < last; r += 1) {
    const row = sheet.rows[r]!;
    for (let c = 0; c < row.length; c += 1) {
      const cell = row[c];
      if (typeof cell !== 'string') continue;
      const raw = cell.replace(/\s+/g, ' ').trim();
      const h = norm(raw);
      if (!h || raw.length > 80 || !/\p{L}{2}/u.test(raw)) continue;
      if (isLabelLike(raw) || /[:=@]|\d{2}/.test(raw)) continue;
      const starts = (w: string) => h === w || h.startsWith(`${w} `);
      const names = (w: string) => ` ${h} `.includes(` ${w} `);
      if (DOCUMENT_TITLES.some(names) || [...ALL_LABELS].some(starts)) continue;
      if (LINE_COLUMNS.some((column) => headerMatch(h, LINE_HEADERS[column]) >= 2)) continue;
      return { value: raw, confidence: 0.6, source: source(sheet.name, r, c), score: 0 };
    }
  }
  return undefined;
}

function bestTable(sheets: ReadSheet[]): LineTable | null {
  let best: LineTable | null = null;
  for (const sheet of sheets) {
    const table = findLineTable(sheet);
    if (table && (!best || table.rows.length > best.rows.length)) best = table;
  }
  return best;
}

const fromFound = (f: Found | undefined): ExtractedField =>
  f ? field(f.value, f.confidence, f.source) : { ...EMPTY_FIELD };

function sumOf(values: (string | null)[]): string | null {
  const present = values.filter((v): v is string => v !== null);
  return present.length > 0 && present.length === values.length ? addAmounts(...present) : null;
}

/** The workbook's line table with its lines read, and the values found beside `labels`. */
function readSheets(doc: ReadWorkbook, labels: Parameters<typeof findLabelled>[1]) {
  const table = bestTable(doc.sheets);
  const lines = table ? table.rows.map((r) => readLine(table, r)) : [];
  return { table, lines, found: findLabelled(doc.sheets, labels, table) };
}

export function quotationFromSheets(doc: ReadWorkbook): QuotationExtraction {
  const result = emptyQuotation();
  const { table, lines, found } = readSheets(doc, QUOTATION_LABELS);
  result.products = lines.map((line): ExtractedQuotationLine => ({
    name: line.name,
    description: line.description,
    quantity: line.quantity,
    unit: line.unit,
    unitPrice: line.unitPrice,
    totalPrice: line.total,
    specifications: line.specifications,
  }));
  result.supplierName = fromFound(found.get('supplierName') ?? letterhead(doc, table));
  result.contactPerson = fromFound(found.get('contactPerson'));
  result.email = fromFound(found.get('email'));
  result.phone = fromFound(found.get('phone'));
  result.quotationNumber = fromFound(found.get('quotationNumber'));
  result.totalPrice = fromFound(found.get('totalPrice'));
  result.validUntil = fromFound(found.get('validUntil'));
  result.deliveryTime = fromFound(found.get('deliveryTime'));
  result.paymentTerms = fromFound(found.get('paymentTerms'));
  result.additionalInfo.warranty = fromFound(found.get('additionalInfo.warranty'));
  result.additionalInfo.origin = fromFound(found.get('additionalInfo.origin'));
  result.additionalInfo.leadTime = fromFound(found.get('additionalInfo.leadTime'));
  result.additionalInfo.minimumOrder = fromFound(found.get('additionalInfo.minimumOrder'));
  const certs = found.get('additionalInfo.certifications');
  if (certs) {
    result.additionalInfo.certifications = {
      value: certs.value
        .split(/[,;/|]+/)
        .map((s) => s.trim())
        .filter(Boolean),
      confidence: certs.confidence,
      source: certs.source,
    };
  }
  result.currency = documentCurrency(doc.sheets, found);
  const lineSum = sumOf(result.products.map((p) => p.totalPrice.value));
  if (result.totalPrice.value === null && lineSum !== null) {
    result.totalPrice = field(lineSum, 0.7, {
      method: 'spreadsheet',
      sheet: table!.sheet.name,
      text: 'somme des lignes',
    });
  } else if (result.totalPrice.value !== null && lineSum !== null) {
    if (compare(decimal(lineSum), decimal(result.totalPrice.value)) === 0)
      result.totalPrice.confidence = 0.98;
  }
  result.confidence = overallConfidence(result);
  return result;
}

export function invoiceFromSheets(doc: ReadWorkbook): InvoiceExtraction {
  const result = emptyInvoice();
  const { table, lines, found } = readSheets(doc, INVOICE_LABELS);
  result.lines = lines.map((line): ExtractedInvoiceLine => {
    const description =
      line.description.value !== null && line.name.value !== null
        ? { ...line.name, value: `${line.name.value} - ${line.description.value}` }
        : line.name;
    return { description, quantity: line.quantity, unitPrice: line.unitPrice, total: line.total };
  });
  for (const key of [
    'sellerName', 'sellerVatId', 'buyerName', 'buyerVatId', 'invoiceNumber', 'issueDate', 'dueDate',
    'totalWithoutTax', 'taxAmount', 'totalWithTax', 'iban',
  ] as const) {
    result[key] = fromFound(found.get(key));
  } // prettier-ignore
  for (const key of ['sellerVatId', 'buyerVatId'] as const) {
    if (result[key].value) result[key].value = result[key].value!.replace(/[\s.-]+/g, '').toUpperCase();
  }
  if (result.sellerName.value === null) result.sellerName = fromFound(letterhead(doc, table));
  result.currency = documentCurrency(doc.sheets, found);
  const { totalWithoutTax: ht, taxAmount: tax, totalWithTax: ttc } = result;
  if (ht.value && tax.value && ttc.value) {
    if (compare(decimal(addAmounts(ht.value, tax.value)), decimal(ttc.value)) === 0) {
      for (const f of [ht, tax, ttc]) f.confidence = Math.max(f.confidence, 0.98);
    }
  } else if (ht.value && tax.value && !ttc.value) {
    result.totalWithTax = field(addAmounts(ht.value, tax.value), 0.8, {
      method: 'spreadsheet',
      text: 'total HT + TVA',
    });
  }
  const lineSum = sumOf(result.lines.map((l) => l.total.value));
  if (result.totalWithoutTax.value === null && lineSum !== null && table) {
    result.totalWithoutTax = field(lineSum, 0.7, {
      method: 'spreadsheet',
      sheet: table.sheet.name,
      text: 'somme des lignes',
    });
  }
  result.confidence = overallConfidence(result);
  return result;
}

/** The spreadsheet step of the pipeline: bytes → the result of the asked kind. */
export async function extractFromSpreadsheet(
  bytes: Uint8Array,
  kind: ExtractionKind,
  limits: SpreadsheetLimits = {},
): Promise<ExtractionResult> {
  const doc = await readSpreadsheet(bytes, limits);
  return kind === 'quotation' ? quotationFromSheets(doc) : invoiceFromSheets(doc);
}
