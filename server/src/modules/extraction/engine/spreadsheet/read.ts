import * as XLSX from '@e965/xlsx';
import { EXTRACTION_MAX_CELLS, EXTRACTION_MAX_UNZIPPED_BYTES } from '@comptoir/core/modules/extraction';
import { ExtractionError, type CellValue, type Sheet, type SheetDocument } from '../types';
import { text } from './values';
import { isOle2, isZip } from '../file-type';
import { ArchiveRefused, checkArchive, holdsWorkbook, type ZipEntry } from '../../../../platform/archive';

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

const DEFAULT_MAX_ROWS = 10_000;

/**
 * Checks an xlsx archive without trusting it (platform/archive: the central directory, then the
 * real inflated size, streamed and stopped at the limit) and that it holds an Excel workbook.
 * Throws ExtractionError: 'corrupt', 'unrecognised' (a zip that is not a workbook) or 'too-large'.
 */
export async function guardXlsx(
  buf: Uint8Array,
  maxUnzippedBytes = EXTRACTION_MAX_UNZIPPED_BYTES,
): Promise<void> {
  let files: ZipEntry[];
  try {
    files = await checkArchive(buf, { maxInflatedBytes: maxUnzippedBytes });
  } catch (error) {
    if (error instanceof ArchiveRefused) throw extractionError(error.reason);
    throw error;
  }
  if (!holdsWorkbook(files)) throw extractionError('unrecognised');
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
export async function readSpreadsheet(
  buf: Uint8Array,
  limits: SpreadsheetLimits = {},
): Promise<ReadWorkbook> {
  if (buf.length === 0) throw extractionError('empty');
  const maxCells = limits.maxCells ?? EXTRACTION_MAX_CELLS;
  if (isZip(buf)) await guardXlsx(buf, limits.maxUnzippedBytes ?? EXTRACTION_MAX_UNZIPPED_BYTES);
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
