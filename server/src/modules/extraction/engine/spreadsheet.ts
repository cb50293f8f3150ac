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
 */
import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import * as XLSX from '@e965/xlsx';
import {
  EMPTY_FIELD,
  EXTRACTION_MAX_CELLS,
  EXTRACTION_MAX_UNZIPPED_BYTES,
  type ExtractedField,
  type ExtractedInvoiceLine,
  type ExtractedQuotationLine,
  type ExtractionKind,
  type ExtractionResult,
  type FieldSource,
  type InvoiceExtraction,
  type QuotationExtraction,
} from '@comptoir/core/modules/extraction';
import { normalizeHeader, parseLocaleNumber } from '@comptoir/core/modules/imports';
import {
  addAmounts,
  compare,
  decimal,
  multiply,
  parseDecimal,
  roundAmount,
  toTrimmed,
} from '@comptoir/core/money';
import { ExtractionError, type CellValue, type Sheet, type SheetDocument } from './types';

// ---------------------------------------------------------------------------------------------
// French messages (the job's errorMessage, 'Erreur de traitement')

export const MESSAGES = {
  unrecognised: "Impossible d'extraire les données - format non reconnu",
  encrypted: "Impossible d'extraire les données - document protégé par un mot de passe",
  empty: "Impossible d'extraire les données - fichier vide ou sans contenu lisible",
  corrupt: "Impossible d'extraire les données - fichier endommagé",
  'too-large': "Impossible d'extraire les données - document trop volumineux",
  'too-many-pages': "Impossible d'extraire les données - trop de pages",
  timeout: 'Délai de traitement dépassé',
} as const satisfies Record<ExtractionError['code'], string>;

export const extractionError = (code: ExtractionError['code']) => new ExtractionError(MESSAGES[code], code);

// ---------------------------------------------------------------------------------------------
// Reading

export interface SpreadsheetLimits {
  maxUnzippedBytes?: number;
  maxCells?: number;
  /** Rows read at most in each sheet. */
  maxRows?: number;
}

const MAX_ZIP_ENTRIES = 10_000;
const DEFAULT_MAX_ROWS = 10_000;

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (buf: Uint8Array, bytes: readonly number[]) => bytes.every((b, i) => buf[i] === b);
export const isZip = (buf: Uint8Array) =>
  startsWith(buf, [0x50, 0x4b, 0x03, 0x04]) || startsWith(buf, [0x50, 0x4b, 0x05, 0x06]);
export const isOle2 = (buf: Uint8Array) => startsWith(buf, OLE2);

/**
 * Checks an xlsx archive without trusting it: the central directory (names, declared sizes, entry
 * count, an Excel workbook inside), then the real inflated size, streamed and stopped at the limit.
 * Throws ExtractionError: 'corrupt', 'unrecognised' (a zip that is not a workbook) or 'too-large'.
 */
export function guardXlsx(buf: Uint8Array, maxUnzippedBytes = EXTRACTION_MAX_UNZIPPED_BYTES): void {
  let declared = 0;
  let entries = 0;
  let workbook = false;
  try {
    unzipSync(buf, {
      filter: (file) => {
        entries += 1;
        declared += file.originalSize;
        if (file.name === 'xl/workbook.xml' || file.name === 'xl/workbook.bin') workbook = true;
        return false; // nothing inflated here
      },
    });
  } catch {
    throw extractionError('corrupt');
  }
  if (!workbook) throw extractionError('unrecognised');
  if (entries > MAX_ZIP_ENTRIES || declared > maxUnzippedBytes) throw extractionError('too-large');

  // The declared sizes may lie: inflate for real, counting, and stop as soon as the limit is passed.
  let inflated = 0;
  let over = false;
  let broken = false;
  const unzip = new Unzip((file) => {
    file.ondata = (error, chunk) => {
      if (error) {
        broken = true;
        return;
      }
      inflated += chunk.length;
      if (inflated > maxUnzippedBytes && !over) {
        over = true;
        file.terminate();
      }
    };
    if (!over && !broken) file.start();
  });
  unzip.register(UnzipInflate);
  const CHUNK = 64 * 1024;
  try {
    for (let i = 0; i < buf.length && !over && !broken; i += CHUNK) {
      unzip.push(buf.subarray(i, i + CHUNK), i + CHUNK >= buf.length);
    }
  } catch {
    if (!over) throw extractionError('corrupt');
  }
  if (over) throw extractionError('too-large');
  if (broken) throw extractionError('corrupt');
}

/** What SheetJS says about encrypted workbooks. */
const ENCRYPTED = /password/i;
/** An encrypted xlsx is an OLE2 file holding an 'EncryptedPackage' stream (names in UTF-16LE). */
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');

/** A sheet as read, with the currencies its number formats show ('# ##0,00 €' counts for EUR). */
export interface ReadSheet extends Sheet {
  currencyHints: Record<string, number>;
}
export interface ReadWorkbook extends SheetDocument {
  sheets: ReadSheet[];
}

/**
 * Reads an xlsx or xls workbook (type by content: a zip must be an Excel workbook, OLE2 is xls)
 * into sheets of plain values. Throws ExtractionError for anything else, encrypted workbooks,
 * broken files, zip bombs and sheets over the cell limit.
 */
export function readSpreadsheet(buf: Uint8Array, limits: SpreadsheetLimits = {}): ReadWorkbook {
  if (buf.length === 0) throw extractionError('empty');
  const maxCells = limits.maxCells ?? EXTRACTION_MAX_CELLS;
  if (isZip(buf)) guardXlsx(buf, limits.maxUnzippedBytes ?? EXTRACTION_MAX_UNZIPPED_BYTES);
  else if (!isOle2(buf)) throw extractionError('unrecognised');
  else if (Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength).includes(ENCRYPTED_PACKAGE))
    throw extractionError('encrypted');

  let wb: XLSX.WorkBook;
  try {
    wb = XLSX.read(buf, {
      type: 'array',
      dense: true,
      cellDates: true,
      cellNF: true,
      cellFormula: false,
      cellHTML: false,
      cellText: false,
      cellStyles: false,
      sheetStubs: false,
      bookVBA: false,
      sheetRows: limits.maxRows ?? DEFAULT_MAX_ROWS,
    });
  } catch (error) {
    if (ENCRYPTED.test(String((error as Error)?.message))) throw extractionError('encrypted');
    throw extractionError(isZip(buf) ? 'corrupt' : 'unrecognised');
  }
  if (!wb.SheetNames?.length) throw extractionError('unrecognised');

  let cells = 0;
  const sheets: ReadSheet[] = [];
  for (const name of wb.SheetNames) {
    const ws = wb.Sheets[name];
    const data = (ws?.['!data'] ?? []) as (XLSX.CellObject[] | undefined)[];
    const rows: CellValue[][] = [];
    const currencyHints: Record<string, number> = {};
    for (let r = 0; r < data.length; r += 1) {
      const src = data[r];
      const row: CellValue[] = [];
      if (src) {
        for (let c = 0; c < src.length; c += 1) {
          const cell = src[c];
          if (!cell || cell.t === 'e' || cell.t === 'z' || cell.v === undefined) {
            row[c] = null;
            continue;
          }
          cells += 1;
          if (cells > maxCells) throw extractionError('too-large');
          row[c] = cell.v as CellValue;
          if (cell.t === 'n' && typeof cell.z === 'string') {
            const code = currencyOfFormat(cell.z);
            if (code) currencyHints[code] = (currencyHints[code] ?? 0) + 1;
          }
        }
      }
      for (let c = 0; c < row.length; c += 1) if (row[c] === undefined) row[c] = null;
      rows.push(row);
    }
    while (rows.length > 0 && rows[rows.length - 1]!.every((v) => text(v) === '')) rows.pop();
    sheets.push({ name, rows, currencyHints });
  }
  return { sheets };
}

function currencyOfFormat(format: string): string | null {
  if (/€|\[\$EUR|"EUR"|\bEUR\b/.test(format)) return 'EUR';
  if (/£|\[\$GBP|\bGBP\b/.test(format)) return 'GBP';
  if (/\[\$\$|"\$"|\\\$|\bUSD\b/.test(format)) return 'USD';
  if (/\[\$CHF|\bCHF\b/.test(format)) return 'CHF';
  if (/¥|\bCNY\b|\bRMB\b/.test(format)) return 'CNY';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Values: canonical strings (core/modules/extraction.ts)

export function text(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoDate(value) ?? '';
  if (typeof value === 'string') return value.replace(/\s+/g, ' ').trim();
  return String(value);
}

const norm = (value: string) =>
  normalizeHeader(value)
    .replace(/[°#'’,;%]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A JavaScript number as a plain decimal string (no exponent), or null when not finite. */
function numberString(n: number): string | null {
  if (!Number.isFinite(n) || Math.abs(n) >= 1e15) return null;
  const s = Math.abs(n) < 1e-6 && n !== 0 ? n.toFixed(10) : String(Number(n.toPrecision(15)));
  return parseDecimal(s) ? s : parseLocaleNumber(s);
}

const CURRENCY_SIGNS: [RegExp, string][] = [
  [/€|\beur(?:os?)?\b/i, 'EUR'],
  [/£|\bgbp\b/i, 'GBP'],
  [/\bus\s?\$|\$|\busd\b|\bdollars?\b/i, 'USD'],
  [/\bchf\b/i, 'CHF'],
  [/¥|\bcny\b|\brmb\b|\byuan\b/i, 'CNY'],
  [/\bmur\b|\broupies?\b/i, 'MUR'],
  [/\bjpy\b/i, 'JPY'],
];

/** 'EUR', 'euros', '€' → 'EUR'. */
export function currencyOf(value: string): string | null {
  const s = value.trim();
  if (/^[A-Za-z]{3}$/.test(s)) return s.toUpperCase();
  for (const [pattern, code] of CURRENCY_SIGNS) if (pattern.test(s)) return code;
  return null;
}

/** A number in a cell: numeric cells as they are, text cells as people write them ('1 234,50 €'). */
export function numberOf(value: CellValue | undefined): string | null {
  if (typeof value === 'number') return numberString(value);
  if (typeof value !== 'string') return null;
  const s = value.trim();
  if (!s) return null;
  const cleaned = s
    .replace(/€|£|\$|¥/g, '')
    .replace(/\b(?:EUR|USD|GBP|CHF|CNY|HT|TTC|HTVA)\b\.?/gi, '')
    .trim();
  const direct = parseLocaleNumber(cleaned);
  if (direct !== null) return direct;
  const token = /-?\d[\d\s\u00a0\u202f'.,]*\d|-?\d/.exec(cleaned)?.[0];
  return token ? parseLocaleNumber(token.trim()) : null;
}

export function amountOf(value: CellValue | undefined): string | null {
  const n = numberOf(value);
  return n === null ? null : roundAmount(n);
}

export function quantityOf(value: CellValue | undefined): string | null {
  const n = numberOf(value);
  return n === null ? null : toTrimmed(decimal(n), 3);
}

const MONTHS: Record<string, number> = {
  janvier: 1, janv: 1, jan: 1, january: 1, januar: 1, janner: 1,
  fevrier: 2, fevr: 2, fev: 2, feb: 2, february: 2, februar: 2,
  mars: 3, mar: 3, march: 3, marz: 3,
  avril: 4, avr: 4, apr: 4, april: 4,
  mai: 5, may: 5,
  juin: 6, jun: 6, june: 6, juni: 6,
  juillet: 7, juil: 7, jul: 7, july: 7, juli: 7,
  aout: 8, aug: 8, august: 8,
  septembre: 9, sept: 9, sep: 9, september: 9,
  octobre: 10, oct: 10, october: 10, oktober: 10, okt: 10,
  novembre: 11, nov: 11, november: 11,
  decembre: 12, dec: 12, december: 12, dezember: 12, dez: 12,
}; // prettier-ignore

const pad = (n: number) => String(n).padStart(2, '0');
function ymd(y: number, m: number, d: number): string | null {
  if (y < 100) y += 2000;
  if (y < 1900 || y > 2200 || m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** A cell date (SheetJS builds them at local midnight, give or take seconds) as 'YYYY-MM-DD'. */
function isoDate(date: Date): string | null {
  if (Number.isNaN(date.getTime())) return null;
  const rounded = new Date(date.getTime() + 12 * 3600_000); // immune to the seconds SheetJS loses
  return ymd(rounded.getFullYear(), rounded.getMonth() + 1, rounded.getDate());
}

/** Dates as written in France, England or Germany, ISO dates, and Excel serial numbers. */
export function dateOf(value: CellValue | undefined): string | null {
  if (value instanceof Date) return isoDate(value);
  if (typeof value === 'number') {
    if (value < 20_000 || value > 80_000) return null;
    const d = new Date(Date.UTC(1899, 11, 30) + Math.round(value) * 86_400_000);
    return ymd(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
  }
  if (typeof value !== 'string') return null;
  const s = value.trim();
  let m = /(\d{4})-(\d{1,2})-(\d{1,2})/.exec(s);
  if (m) return ymd(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4}|\d{2})\b/.exec(s);
  if (m) return ymd(Number(m[3]), Number(m[2]), Number(m[1]));
  const words = normalizeHeader(s).replace(/[,]/g, ' ');
  m = /(\d{1,2})(?:er)?\s+([a-z]+)\s+(\d{4})/.exec(words);
  if (m && MONTHS[m[2]!]) return ymd(Number(m[3]), MONTHS[m[2]!]!, Number(m[1]));
  m = /([a-z]+)\s+(\d{1,2})\s+(\d{4})/.exec(words);
  if (m && MONTHS[m[1]!]) return ymd(Number(m[3]), MONTHS[m[1]!]!, Number(m[2]));
  return null;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;

function ibanValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const v = ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of v) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

// ---------------------------------------------------------------------------------------------
// Result shapes

export const field = (
  value: string | null,
  confidence: number,
  source: FieldSource | null,
): ExtractedField =>
  value === null || value === '' ? { ...EMPTY_FIELD } : { value, confidence: clamp(confidence), source };

const clamp = (n: number) => Math.max(0, Math.min(1, Math.round(n * 100) / 100));

export function emptyQuotation(): QuotationExtraction {
  const e = () => ({ ...EMPTY_FIELD });
  return {
    kind: 'quotation',
    supplierName: e(),
    contactPerson: e(),
    email: e(),
    phone: e(),
    quotationNumber: e(),
    totalPrice: e(),
    currency: e(),
    validUntil: e(),
    deliveryTime: e(),
    paymentTerms: e(),
    products: [],
    additionalInfo: {
      warranty: e(),
      certifications: { value: [], confidence: 0, source: null },
      origin: e(),
      leadTime: e(),
      minimumOrder: e(),
    },
    confidence: 0,
  };
}

export function emptyInvoice(): InvoiceExtraction {
  const e = () => ({ ...EMPTY_FIELD });
  return {
    kind: 'invoice',
    sellerName: e(),
    sellerVatId: e(),
    buyerName: e(),
    buyerVatId: e(),
    invoiceNumber: e(),
    issueDate: e(),
    dueDate: e(),
    currency: e(),
    totalWithoutTax: e(),
    taxAmount: e(),
    totalWithTax: e(),
    iban: e(),
    lines: [],
    confidence: 0,
  };
}

/** Every single-value field of a result, by its path ('additionalInfo.origin' included). */
export function scalarFields(result: ExtractionResult): [string, ExtractedField][] {
  const out: [string, ExtractedField][] = [];
  for (const [key, value] of Object.entries(result)) {
    if (key === 'additionalInfo') {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
        if (k !== 'certifications') out.push([`additionalInfo.${k}`, v as ExtractedField]);
      }
    } else if (value && typeof value === 'object' && 'confidence' in value && !Array.isArray(value)) {
      out.push([key, value as ExtractedField]);
    }
  }
  return out;
}

/** How many values a result holds (fields, lines, certifications). */
export function filledCount(result: ExtractionResult): number {
  let n = scalarFields(result).filter(([, f]) => f.value !== null).length;
  n += result.kind === 'quotation' ? result.products.length : result.lines.length;
  if (result.kind === 'quotation' && result.additionalInfo.certifications.value.length > 0) n += 1;
  return n;
}

const KEY_FIELDS: Record<ExtractionKind, string[]> = {
  quotation: ['supplierName', 'quotationNumber', 'totalPrice', 'currency', 'validUntil'],
  invoice: ['sellerName', 'invoiceNumber', 'issueDate', 'totalWithTax', 'currency', 'totalWithoutTax'],
};

/**
 * The overall confidence: the mean of the key fields' confidences (a missing one counts 0) and of
 * the lines' (when there are lines), so a result is only 'high' when the essentials are sure.
 */
export function overallConfidence(result: ExtractionResult): number {
  const fields = new Map(scalarFields(result));
  const scores = KEY_FIELDS[result.kind].map((k) => fields.get(k)?.confidence ?? 0);
  const lines = result.kind === 'quotation' ? result.products : result.lines;
  if (lines.length > 0) {
    const per = lines.map((line) => {
      const values = Object.values(line).filter((f) => f.value !== null);
      return values.length ? values.reduce((s, f) => s + f.confidence, 0) / values.length : 0;
    });
    scores.push(per.reduce((s, v) => s + v, 0) / per.length);
  }
  return clamp(scores.reduce((s, v) => s + v, 0) / scores.length);
}

// ---------------------------------------------------------------------------------------------
// Header detection and column mapping for lines

type LineColumn =
  'name' | 'description' | 'reference' | 'quantity' | 'unitPrice' | 'totalPrice' | 'specifications';

/** Normalised header names (see `norm`), French, English and German. */
const LINE_HEADERS: Record<LineColumn, string[]> = {
  name: [
    'designation', 'produit', 'produits', 'article', 'articles', 'libelle', 'nom', 'nom du produit', 'product',
    'products', 'product name', 'item', 'items', 'name', 'artikel', 'bezeichnung', 'produkt', 'artikelbezeichnung',
    'prestation', 'service', 'leistung',
  ],
  description: ['description', 'beschreibung', 'details', 'detail', 'desc'],
  reference: [
    'reference', 'ref', 'code', 'code article', 'sku', 'part number', 'part no', 'artikelnummer', 'art nr', 'artikel nr',
  ],
  quantity: ['quantite', 'qte', 'qty', 'quantity', 'menge', 'anzahl', 'nombre', 'nb', 'qte commandee', 'quantites'],
  unitPrice: [
    'prix unitaire', 'pu', 'p u', 'pu ht', 'p u ht', 'prix unitaire ht', 'prix unit', 'prix', 'prix ht', 'unit price',
    'price', 'unit cost', 'price per unit', 'einzelpreis', 'stuckpreis', 'preis', 'tarif', 'cout unitaire',
  ],
  totalPrice: [
    'total', 'montant', 'montant ht', 'total ht', 'prix total', 'prix total ht', 'amount', 'line total', 'total price',
    'net amount', 'gesamtpreis', 'gesamt', 'betrag', 'summe', 'total ligne', 'montant total', 'gesamtbetrag',
  ],
  specifications: [
    'specifications', 'specification', 'caracteristiques', 'caracteristiques techniques', 'specs', 'spezifikation',
    'spezifikationen', 'technische daten', 'details techniques',
  ],
}; // prettier-ignore

const LINE_COLUMNS = Object.keys(LINE_HEADERS) as LineColumn[];

/** How well a header cell names a column: 3 exact, 2 starts with the name, 1 contains it as words. */
function headerMatch(header: string, names: readonly string[]): number {
  if (!header) return 0;
  let best = 0;
  const padded = ` ${header} `;
  for (const name of names) {
    if (header === name) return 3;
    if (header.startsWith(`${name} `)) best = Math.max(best, 2);
    else if (name.length >= 3 && padded.includes(` ${name} `)) best = Math.max(best, 1);
  }
  return best;
}

type ColumnMap = Partial<Record<LineColumn, number>>;

function mapHeader(row: readonly CellValue[]): ColumnMap {
  const candidates: { column: LineColumn; index: number; score: number }[] = [];
  row.forEach((cell, index) => {
    if (typeof cell !== 'string') return;
    const h = norm(cell);
    if (!h || h.length > 40) return;
    for (const column of LINE_COLUMNS) {
      const score = headerMatch(h, LINE_HEADERS[column]);
      if (score > 0) candidates.push({ column, index, score });
    }
  });
  candidates.sort((a, b) => b.score - a.score || a.index - b.index);
  const map: ColumnMap = {};
  const used = new Set<number>();
  for (const c of candidates) {
    if (map[c.column] !== undefined || used.has(c.index)) continue;
    map[c.column] = c.index;
    used.add(c.index);
  }
  return map;
}

interface LineTable {
  sheet: ReadSheet;
  headerRow: number;
  columns: ColumnMap;
  /** 0-based rows of the lines. */
  rows: number[];
  /** Row after the last line (where totals usually start). */
  end: number;
}

const TOTAL_LABELS = [
  'total', 'sous total', 'subtotal', 'sub total', 'tva', 'vat', 'tax', 'taxes', 'mwst', 'ust', 'summe', 'gesamt',
  'zwischensumme', 'net a payer', 'montant', 'remise', 'frais de port', 'port', 'shipping', 'grand total', 'netto',
  'brutto', 'acompte', 'total ht', 'total ttc',
]; // prettier-ignore

const isTotalLabel = (value: string) => {
  const h = norm(value);
  return TOTAL_LABELS.some((l) => h === l || h.startsWith(`${l} `));
};

const MAX_LINES = 500;
const HEADER_SCAN_ROWS = 80;

function findLineTable(sheet: ReadSheet): LineTable | null {
  let best: { row: number; columns: ColumnMap; score: number } | null = null;
  for (let r = 0; r < Math.min(sheet.rows.length, HEADER_SCAN_ROWS); r += 1) {
    const columns = mapHeader(sheet.rows[r]!);
    const hasName = columns.name !== undefined || columns.description !== undefined;
    const numbers = ['quantity', 'unitPrice', 'totalPrice'].filter(
      (c) => columns[c as LineColumn] !== undefined,
    );
    if (!hasName || numbers.length === 0) continue;
    const score = Object.keys(columns).length;
    if (!best || score > best.score) best = { row: r, columns, score };
  }
  if (!best) return null;
  const { columns } = best;
  const nameCol = columns.name ?? columns.description!;
  const numeric = [columns.quantity, columns.unitPrice, columns.totalPrice].filter(
    (c): c is number => c !== undefined,
  );
  const rows: number[] = [];
  let blanks = 0;
  let end = sheet.rows.length;
  for (let r = best.row + 1; r < sheet.rows.length && rows.length < MAX_LINES; r += 1) {
    const row = sheet.rows[r]!;
    if (row.every((v) => text(v) === '')) {
      blanks += 1;
      if (blanks >= 3 && rows.length > 0) {
        end = r;
        break;
      }
      continue;
    }
    blanks = 0;
    const label = text(row[nameCol]);
    const firstText = row.map(text).find((t) => t !== '' && numberOf(t) === null) ?? '';
    if ((!label || isTotalLabel(label)) && isTotalLabel(firstText)) {
      end = r;
      break;
    }
    if (!label) continue;
    if (numeric.some((c) => numberOf(row[c]) !== null)) rows.push(r);
  }
  if (rows.length === 0) return null;
  return { sheet, headerRow: best.row, columns, rows, end };
}

export function cellRef(row: number, col: number): string {
  let s = '';
  let n = col + 1;
  while (n > 0) {
    const m = (n - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    n = Math.floor((n - 1) / 26);
  }
  return `${s}${row + 1}`;
}

const source = (sheet: string, row: number, col: number, label?: string): FieldSource => ({
  method: 'spreadsheet',
  sheet,
  cell: cellRef(row, col),
  ...(label ? { text: label.slice(0, 200) } : {}),
});

/** Values of one line with sources; quantity × unit price = total raises their confidence. */
function readLine(table: LineTable, r: number) {
  const { sheet, columns } = table;
  const row = sheet.rows[r]!;
  const at = (c: LineColumn) => columns[c];
  const src = (c: LineColumn) => source(sheet.name, r, at(c)!, text(sheet.rows[table.headerRow]![at(c)!]));
  const textField = (c: LineColumn, conf = 0.95) => {
    const i = at(c);
    return i === undefined ? { ...EMPTY_FIELD } : field(text(row[i]).slice(0, 500) || null, conf, src(c));
  };
  const numField = (c: LineColumn, read: (v: CellValue | undefined) => string | null) => {
    const i = at(c);
    if (i === undefined) return { ...EMPTY_FIELD };
    const cell = row[i];
    return field(read(cell), typeof cell === 'number' ? 0.95 : 0.85, src(c));
  };
  const quantity = numField('quantity', quantityOf);
  const unitPrice = numField('unitPrice', amountOf);
  let total = numField('totalPrice', amountOf);
  if (quantity.value && unitPrice.value) {
    const product = roundAmount(multiply(decimal(quantity.value), decimal(unitPrice.value)));
    if (total.value && compare(decimal(product), decimal(total.value)) === 0) {
      for (const f of [quantity, unitPrice, total]) f.confidence = 0.98;
    } else if (!total.value) {
      total = field(product, 0.8, {
        method: 'spreadsheet',
        sheet: sheet.name,
        text: 'quantité × prix unitaire',
      });
    }
  }
  let name = textField('name');
  let description = textField('description');
  const reference = at('reference') !== undefined ? text(row[at('reference')!]) : '';
  if (name.value === null && description.value !== null) {
    name = description;
    description = { ...EMPTY_FIELD };
  }
  if (reference && name.value !== null && !name.value.includes(reference)) {
    description =
      description.value === null
        ? field(reference, 0.9, src('reference'))
        : { ...description, value: `${reference} - ${description.value}` };
  }
  return { name, description, quantity, unitPrice, total, specifications: textField('specifications', 0.9) };
}

// ---------------------------------------------------------------------------------------------
// Labels next to values

type Kind = 'text' | 'amount' | 'date' | 'currency' | 'email' | 'phone' | 'id' | 'iban' | 'list';

interface LabelRule {
  field: string;
  kind: Kind;
  labels: string[];
}

const QUOTATION_LABELS: LabelRule[] = [
  { field: 'supplierName', kind: 'text', labels: ['fournisseur', 'supplier', 'lieferant', 'vendor', 'societe', 'raison sociale', 'entreprise', 'company', 'firma', 'emetteur', 'vendeur'] },
  { field: 'contactPerson', kind: 'text', labels: ['contact', 'interlocuteur', 'ansprechpartner', 'contact person', 'personne a contacter', 'commercial', 'responsable', 'attention'] },
  { field: 'email', kind: 'email', labels: ['e mail', 'email', 'courriel', 'mail', 'adresse e mail', 'adresse email'] },
  { field: 'phone', kind: 'phone', labels: ['telephone', 'tel', 'phone', 'telefon', 'tel portable', 'mobile', 'portable', 'phone number'] },
  { field: 'quotationNumber', kind: 'id', labels: ['devis n', 'n devis', 'no devis', 'numero de devis', 'numero devis', 'devis', 'devis numero', 'offre n', 'n offre', 'numero d offre', 'offre', 'quotation', 'quotation number', 'quotation no', 'quote no', 'quote number', 'quote', 'proforma', 'pro forma', 'angebot', 'angebotsnummer', 'angebot nr', 'reference devis', 'ref devis', 'cotation'] },
  { field: 'totalPrice', kind: 'amount', labels: ['total ttc', 'montant ttc', 'total general', 'grand total', 'total', 'montant total', 'total amount', 'total price', 'total ht', 'montant ht', 'net a payer', 'gesamtbetrag', 'gesamtsumme', 'summe', 'gesamtpreis', 'total due', 'amount due', 'totaal'] },
  { field: 'currency', kind: 'currency', labels: ['devise', 'currency', 'wahrung', 'monnaie'] },
  { field: 'validUntil', kind: 'date', labels: ['valable jusqu au', 'valable jusqu a', 'validite', 'date de validite', 'offre valable jusqu au', 'valid until', 'valid till', 'validity', 'expiry date', 'expiration', 'gultig bis', 'date d expiration', 'date limite'] },
  { field: 'deliveryTime', kind: 'text', labels: ['delai de livraison', 'delai livraison', 'livraison', 'delivery time', 'delivery', 'lieferzeit', 'liefertermin', 'date de livraison', 'delivery date'] },
  { field: 'paymentTerms', kind: 'text', labels: ['conditions de paiement', 'conditions de reglement', 'modalites de paiement', 'reglement', 'paiement', 'payment terms', 'payment', 'terms of payment', 'zahlungsbedingungen', 'zahlung'] },
  { field: 'additionalInfo.warranty', kind: 'text', labels: ['garantie', 'warranty', 'gewahrleistung', 'garantie'] },
  { field: 'additionalInfo.certifications', kind: 'list', labels: ['certifications', 'certification', 'normes', 'certificats', 'zertifizierungen', 'zertifikate', 'standards', 'certificates'] },
  { field: 'additionalInfo.origin', kind: 'text', labels: ['origine', 'pays d origine', 'provenance', 'origin', 'country of origin', 'made in', 'herkunft', 'ursprungsland', 'herkunftsland'] },
  { field: 'additionalInfo.leadTime', kind: 'text', labels: ['delai de production', 'delai de fabrication', 'lead time', 'production time', 'vorlaufzeit', 'produktionszeit', 'delai'] },
  { field: 'additionalInfo.minimumOrder', kind: 'text', labels: ['minimum de commande', 'commande minimum', 'quantite minimum', 'quantite minimale', 'moq', 'minimum order', 'minimum order quantity', 'mindestbestellmenge', 'mindestmenge'] },
]; // prettier-ignore

const INVOICE_LABELS: LabelRule[] = [
  { field: 'sellerName', kind: 'text', labels: ['fournisseur', 'vendeur', 'emetteur', 'seller', 'supplier', 'vendor', 'verkaufer', 'lieferant', 'societe', 'raison sociale'] },
  { field: 'buyerVatId', kind: 'id', labels: ['tva client', 'n tva client', 'tva intracommunautaire client', 'buyer vat', 'customer vat', 'customer vat id', 'ust idnr kunde', 'vat id buyer'] },
  { field: 'sellerVatId', kind: 'id', labels: ['n tva', 'tva intracommunautaire', 'n tva intracommunautaire', 'numero de tva', 'vat number', 'vat id', 'vat no', 'ust idnr', 'ust id', 'ust id nr', 'umsatzsteuer id', 'identifiant tva'] },
  { field: 'buyerName', kind: 'text', labels: ['client', 'acheteur', 'buyer', 'customer', 'kunde', 'facture a', 'facturer a', 'bill to', 'billed to', 'rechnungsempfanger', 'destinataire'] },
  { field: 'invoiceNumber', kind: 'id', labels: ['facture n', 'n facture', 'no facture', 'numero de facture', 'numero facture', 'facture', 'invoice', 'invoice number', 'invoice no', 'rechnungsnummer', 'rechnung nr', 'rechnung', 'reference facture'] },
  { field: 'issueDate', kind: 'date', labels: ['date de facture', 'date facture', 'date d emission', 'date', 'invoice date', 'issue date', 'rechnungsdatum', 'datum', 'date de facturation'] },
  { field: 'dueDate', kind: 'date', labels: ['date d echeance', 'echeance', 'due date', 'payment due', 'falligkeitsdatum', 'zahlbar bis', 'faellig am', 'a payer avant le', 'date limite de paiement'] },
  { field: 'currency', kind: 'currency', labels: ['devise', 'currency', 'wahrung', 'monnaie'] },
  { field: 'totalWithoutTax', kind: 'amount', labels: ['total ht', 'montant ht', 'total hors taxes', 'sous total', 'sous total ht', 'subtotal', 'sub total', 'total excl vat', 'total excluding vat', 'net total', 'total net', 'nettobetrag', 'zwischensumme', 'netto', 'summe netto', 'net amount'] },
  { field: 'taxAmount', kind: 'amount', labels: ['tva', 'montant tva', 'total tva', 'montant de la tva', 'vat', 'vat amount', 'tax', 'tax amount', 'mwst', 'ust', 'umsatzsteuer', 'mehrwertsteuer', 'tva 20', 'tva 10', 'tva 5 5', 'vat 20', 'mwst 19', 'ust 19'] },
  { field: 'totalWithTax', kind: 'amount', labels: ['total ttc', 'montant ttc', 'net a payer', 'total a payer', 'total', 'total due', 'amount due', 'grand total', 'total incl vat', 'total including vat', 'gesamtbetrag', 'bruttobetrag', 'brutto', 'zu zahlen', 'summe brutto', 'rechnungsbetrag', 'montant total'] },
  { field: 'iban', kind: 'iban', labels: ['iban', 'compte iban', 'bank account', 'iban number'] },
]; // prettier-ignore

interface Found {
  value: string;
  confidence: number;
  source: FieldSource;
  /** 3 exact label, 2 label then ':' in the same cell, 1 label followed by words; then the label's rank. */
  score: number;
}

function convert(kind: Kind, cell: CellValue): { value: string; confidence: number } | null {
  const t = text(cell);
  if (!t) return null;
  const sure = 0.95;
  switch (kind) {
    case 'amount': {
      const v = amountOf(cell);
      return v === null ? null : { value: v, confidence: typeof cell === 'number' ? sure : 0.9 };
    }
    case 'date': {
      const v = dateOf(cell);
      return v === null ? null : { value: v, confidence: cell instanceof Date ? sure : 0.9 };
    }
    case 'currency': {
      const v = currencyOf(t);
      return v === null ? null : { value: v, confidence: sure };
    }
    case 'email': {
      const v = EMAIL.exec(t)?.[0];
      return v ? { value: v.toLowerCase(), confidence: sure } : null;
    }
    case 'phone': {
      const v = t.replace(/[^\d+().\s-]/g, '').trim();
      return v.replace(/\D/g, '').length >= 6 ? { value: v, confidence: 0.9 } : null;
    }
    case 'id': {
      // Numbers and identifiers have digits: a name under a 'Devis' title is not one.
      if (t.length > 60 || !/\d/.test(t)) return null;
      return { value: t.replace(/^(?:n[°o]|no\.?|nr\.?|#)\s*/i, '').trim(), confidence: 0.9 };
    }
    case 'iban': {
      const v = t.replace(/\s+/g, '').toUpperCase();
      if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(v)) return null;
      return { value: v, confidence: ibanValid(v) ? 0.98 : 0.5 };
    }
    case 'list':
    case 'text':
      return t.length > 500 ? null : { value: t, confidence: 0.9 };
  }
}

/**
 * Looks for each rule's labels in the cells (skipping the lines table) and reads the value beside
 * (the next filled cell on the right) or below. The best label wins: exact, then 'label: value'.
 */
function findLabelled(sheets: ReadSheet[], rules: LabelRule[], skip: LineTable | null): Map<string, Found> {
  const found = new Map<string, Found>();
  const allLabels = new Set(rules.flatMap((rule) => rule.labels));
  const consider = (rule: LabelRule, candidate: Found) => {
    const current = found.get(rule.field);
    if (!current || candidate.score > current.score) found.set(rule.field, candidate);
  };
  for (const sheet of sheets) {
    const rows = sheet.rows;
    for (let r = 0; r < rows.length; r += 1) {
      if (skip && skip.sheet === sheet && r >= skip.headerRow && r < skip.end) continue;
      const row = rows[r]!;
      for (let c = 0; c < row.length; c += 1) {
        const cell = row[c];
        if (typeof cell !== 'string' || cell.length > 120) continue;
        const raw = cell.trim();
        const h = norm(raw);
        if (!h) continue;
        for (const rule of rules) {
          for (const [rank, label] of rule.labels.entries()) {
            const level = (n: number) => n * 1000 - rank;
            if (h === label) {
              const beside = valueBeside(sheet, r, c, rule.kind);
              if (beside) consider(rule, { ...beside, score: level(3) });
            } else if (h.startsWith(`${label} `) && !(allLabels.has(h) && !rule.labels.includes(h))) {
              // 'Fournisseur : ACME' in one cell, or 'Total TTC (EUR)' with the value beside.
              const colon = /[:=]\s*(.+)$/.exec(raw);
              const inline = colon ? convert(rule.kind, colon[1]!) : null;
              if (inline) {
                consider(rule, { ...inline, source: source(sheet.name, r, c, raw), score: level(2) });
              } else if (h.length <= label.length + 12) {
                const beside = valueBeside(sheet, r, c, rule.kind);
                if (beside)
                  consider(rule, { ...beside, confidence: beside.confidence - 0.05, score: level(1) });
              }
            }
          }
        }
      }
    }
  }
  return found;
}

/** Every label of both kinds, normalised: a cell that is one is never a value. */
const ALL_LABELS = new Set([...QUOTATION_LABELS, ...INVOICE_LABELS].flatMap((rule) => rule.labels));

const isLabelLike = (cell: CellValue | undefined) =>
  typeof cell === 'string' &&
  ((/[:]\s*$/.test(cell.trim()) && cell.trim().length < 40) || ALL_LABELS.has(norm(cell)));

function valueBeside(
  sheet: ReadSheet,
  r: number,
  c: number,
  kind: Kind,
): { value: string; confidence: number; source: FieldSource } | null {
  const row = sheet.rows[r]!;
  const label = text(row[c]);
  for (let k = c + 1; k < Math.min(row.length, c + 5); k += 1) {
    const v = row[k];
    if (text(v) === '') continue;
    if (isLabelLike(v)) break;
    const converted = convert(kind, v!);
    if (converted) return { ...converted, source: source(sheet.name, r, k, label) };
    break;
  }
  const below = sheet.rows[r + 1]?.[c];
  if (below !== undefined && text(below) !== '' && !isLabelLike(below)) {
    const converted = convert(kind, below!);
    if (converted)
      return {
        ...converted,
        confidence: converted.confidence - 0.1,
        source: source(sheet.name, r + 1, c, label),
      };
  }
  return null;
}

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

export function quotationFromSheets(doc: ReadWorkbook): QuotationExtraction {
  const result = emptyQuotation();
  const table = bestTable(doc.sheets);
  const found = findLabelled(doc.sheets, QUOTATION_LABELS, table);
  if (table) {
    result.products = table.rows.map((r): ExtractedQuotationLine => {
      const line = readLine(table, r);
      return {
        name: line.name,
        description: line.description,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        totalPrice: line.total,
        specifications: line.specifications,
      };
    });
  }
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
  const table = bestTable(doc.sheets);
  const found = findLabelled(doc.sheets, INVOICE_LABELS, table);
  if (table) {
    result.lines = table.rows.map((r): ExtractedInvoiceLine => {
      const line = readLine(table, r);
      const description =
        line.description.value !== null && line.name.value !== null
          ? { ...line.name, value: `${line.name.value} - ${line.description.value}` }
          : line.name;
      return { description, quantity: line.quantity, unitPrice: line.unitPrice, total: line.total };
    });
  }
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
export function extractFromSpreadsheet(
  bytes: Uint8Array,
  kind: ExtractionKind,
  limits: SpreadsheetLimits = {},
): ExtractionResult {
  const doc = readSpreadsheet(bytes, limits);
  return kind === 'quotation' ? quotationFromSheets(doc) : invoiceFromSheets(doc);
}
