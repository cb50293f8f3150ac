import Papa from 'papaparse';
import * as XLSX from '@e965/xlsx';
import { decodeText, detectKind, fileError, type FileKind } from './detect';
import { readXlsxStream, XlsxShapeError } from './xlsx-stream';
import type { Cell, SheetData } from './cells';

export type { Cell, SheetData } from './cells';

export interface Workbook {
  kind: FileKind;
  sheets: SheetData[];
}

export interface ReadOptions {
  /** Parse only this sheet of a workbook (the others are not returned); a CSV is always read whole. */
  sheet?: string;
}

/** Reads any accepted file into sheets of cells. Throws French errors for refused files. */
export async function readWorkbook(buf: Uint8Array, options: ReadOptions = {}): Promise<Workbook> {
  const kind = await detectKind(buf);
  if (kind === 'csv') return { kind, sheets: [{ name: 'CSV', rows: parseCsv(decodeText(buf)) }] };
  if (kind === 'xlsx') {
    const sheets = await streamedSheets(buf, options.sheet);
    if (sheets) return { kind, sheets };
  }
  return { kind, sheets: readSpreadsheet(buf, options.sheet) };
}

/**
 * An xlsx read as a stream (decision 0046); null when its shape is one the stream reader leaves
 * to SheetJS, or its XML does not parse as the reader expects (SheetJS then reads or refuses it).
 */
async function streamedSheets(buf: Uint8Array, only?: string): Promise<SheetData[] | null> {
  try {
    const sheets = await readXlsxStream(buf, only);
    if (!sheets) return null;
    for (const sheet of sheets) trimEmptyEnd(sheet.rows);
    return sheets;
  } catch (error) {
    if (error instanceof XlsxShapeError) return null;
    throw error;
  }
}

function trimEmptyEnd(rows: Cell[][]): void {
  let end = rows.length;
  while (end > 0 && isEmptyRow(rows[end - 1]!)) end -= 1;
  rows.length = end;
}

/**
 * CSV/TXT text: separator guessed among ',', ';' and tab; quoted fields allowed, also with line
 * breaks inside: rows[i] is the (i + 1)th record, the line number Excel shows for it, however
 * many physical lines the records before it span.
 */
export function parseCsv(text: string): Cell[][] {
  const result = Papa.parse<string[]>(text, {
    delimiter: guessDelimiter(text),
    skipEmptyLines: false,
    header: false,
  });
  const rows = result.data.map((row) => (row.length === 1 && row[0] === '' ? [] : row));
  while (rows.length > 0 && rows[rows.length - 1]!.length === 0) rows.pop();
  return rows;
}

const DELIMITERS = [';', ',', '\t'] as const;

/**
 * The separator that splits the first 50 non-empty lines into the same number (> 1) of fields
 * most consistently; ties go to the one giving more fields ('A;1,5' is two fields).
 */
export function guessDelimiter(text: string): string {
  let best: string = ',';
  let bestScore = -1;
  const sample = text.slice(0, 64 * 1024);
  for (const delimiter of DELIMITERS) {
    const rows = Papa.parse<string[]>(sample, { delimiter, preview: 50, skipEmptyLines: true }).data;
    const width = rows[0]?.length ?? 0;
    if (width < 2) continue;
    const consistent = rows.filter((r) => r.length === width).length / rows.length;
    const score = Math.round(consistent * 1000) * 1000 + width;
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}

/**
 * Workbooks through SheetJS in dense mode (rows of cells rather than one object keyed by address).
 * Each sheet's SheetJS rows are released as they are copied into exact-size arrays of plain values
 * (smaller than SheetJS's, which keep growth slack), so a large sheet is never held twice.
 */
export function readSpreadsheet(buf: Uint8Array, only?: string): SheetData[] {
  let wb: XLSX.WorkBook;
  try {
    wb = XLSX.read(buf, {
      ...(only === undefined ? {} : { sheets: only }),
      type: 'buffer',
      dense: true,
      cellFormula: false,
      cellHTML: false,
      cellText: false,
      cellStyles: false,
      cellNF: false,
      cellDates: false,
      sheetStubs: false,
      bookVBA: false,
    });
  } catch {
    throw fileError(400, 'import_corrupt', 'corrupt');
  }
  if (!wb.SheetNames?.length) throw fileError(400, 'import_corrupt', 'corrupt');
  const names = only === undefined ? wb.SheetNames : wb.SheetNames.filter((name) => name === only);
  return names.map((name) => {
    const ws = wb.Sheets[name];
    delete wb.Sheets[name];
    const data = (ws?.['!data'] ?? []) as (XLSX.CellObject[] | undefined)[];
    const rows: Cell[][] = new Array<Cell[]>(data.length);
    for (let r = 0; r < data.length; r += 1) {
      const src = data[r];
      data[r] = undefined; // this row's SheetJS cells can go now
      if (!src) {
        rows[r] = [];
        continue;
      }
      const row: Cell[] = new Array<Cell>(src.length);
      for (let c = 0; c < src.length; c += 1) {
        const cell = src[c];
        if (!cell || cell.t === 'e' || cell.t === 'z' || cell.v === undefined) row[c] = null;
        else if (cell.v instanceof Date) row[c] = cell.v.toISOString().slice(0, 10);
        else row[c] = cell.v as Cell;
      }
      rows[r] = row;
    }
    trimEmptyEnd(rows);
    return { name, rows };
  });
}

export function cellText(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell.trim();
  return String(cell);
}

export function isEmptyRow(row: readonly Cell[]): boolean {
  for (const c of row) if (cellText(c) !== '') return false;
  return true;
}
