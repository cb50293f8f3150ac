import { normalizeHeader } from '@comptoir/core/modules/imports';
import { cellText, isEmptyRow, type Cell, type SheetData } from './read';
import { columnLetter } from '../../extraction/engine/spreadsheet/line-table';
import { fileError } from './detect';

/**
 * The generic import pipeline: a sheet of cells -> header row -> column mapping -> validated rows.
 * A RowSchema plugs in the fields and the row rules (products today, price lists next).
 */

/** A row problem, translated by the caller: key under `import.rows.*`, with `line`. */
export interface Issue {
  line: number;
  key: string;
  values?: Record<string, string | number>;
}

export type Mapping = Record<string, number | null>;

export interface RowSchema<F extends string, T> {
  fields: readonly F[];
  required: readonly F[];
  synonyms: Record<F, readonly string[]>;
  /** Fields mapped only from a header equal to one of their synonyms (see suggestMapping). */
  exactOnly?: readonly F[];
  /** Validates one non-empty row; `get` reads a mapped field's cell. */
  validate(get: (field: F) => Cell, line: number): { value: T; warnings?: Issue[] } | { errors: Issue[] };
  /** Rows with the same key: the last one wins, the others are skipped with a warning. */
  key?(value: T): string;
}

export interface ValidRow<T> {
  line: number;
  value: T;
}

export interface ValidationResult<T> {
  rows: ValidRow<T>[];
  errors: Issue[];
  warnings: Issue[];
  /** Non-empty data rows after the header. */
  total: number;
  /** Empty rows (not counted in total). */
  empty: number;
  /** Rows replaced by a later row with the same key. */
  superseded: number;
  /** Rows with at least one error. */
  invalid: number;
}

const HEADER_SCAN_ROWS = 20;

/** How many distinct fields a row's cells name. */
function headerScore<F extends string>(row: readonly Cell[], synonyms: Record<F, readonly string[]>): number {
  const found = new Set<string>();
  for (const cell of row) {
    const h = normalizeHeader(cellText(cell));
    if (!h) continue;
    for (const [field, names] of Object.entries(synonyms) as [F, readonly string[]][]) {
      if (names.includes(h)) found.add(field);
    }
  }
  return found.size;
}

/** 1-based line of the header: the row among the first 20 naming the most known fields. */
export function detectHeaderRow<F extends string>(
  sheet: SheetData,
  synonyms: Record<F, readonly string[]>,
): number {
  let best = -1;
  let bestScore = 0;
  const limit = Math.min(sheet.rows.length, HEADER_SCAN_ROWS);
  for (let i = 0; i < limit; i += 1) {
    const score = headerScore(sheet.rows[i]!, synonyms);
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  }
  if (best >= 0) return best + 1;
  const firstFilled = sheet.rows.findIndex((r) => !isEmptyRow(r));
  return firstFilled >= 0 ? firstFilled + 1 : 1;
}

/**
 * Field -> column, from header names (exact synonym first, then a header containing one as a
 * word, except for the `exactOnly` fields).
 */
export function suggestMapping<F extends string>(
  headers: readonly string[],
  fields: readonly F[],
  synonyms: Record<F, readonly string[]>,
  exactOnly: readonly F[] = [],
): Mapping {
  const normalized = headers.map((h) => normalizeHeader(h));
  const used = new Set<number>();
  const mapping: Mapping = {};
  for (const field of fields) mapping[field] = null;
  for (const field of fields) {
    const idx = normalized.findIndex((h, i) => !used.has(i) && synonyms[field].includes(h));
    if (idx >= 0) {
      mapping[field] = idx;
      used.add(idx);
    }
  }
  for (const field of fields) {
    if (mapping[field] !== null || exactOnly.includes(field)) continue;
    const idx = normalized.findIndex(
      (h, i) =>
        !used.has(i) &&
        h.length > 0 &&
        synonyms[field].some((s) => s.length >= 3 && h.split(' ').includes(s)),
    );
    if (idx >= 0) {
      mapping[field] = idx;
      used.add(idx);
    }
  }
  return mapping;
}

/** The header row's cells as text; empty headers are named by their column letter. */
export function headerNames(sheet: SheetData, headerRow: number): string[] {
  const header = sheet.rows[headerRow - 1] ?? [];
  let width = header.length;
  for (let i = headerRow; i < Math.min(sheet.rows.length, headerRow + 50); i += 1) {
    width = Math.max(width, sheet.rows[i]!.length);
  }
  return Array.from({ length: width }, (_, i) => cellText(header[i]) || columnLetter(i));
}

/**
 * Validates every data row below the header. Throws (400) when the file has no data row
 * ('Le fichier doit contenir au moins une ligne d'en-tête et une ligne de données') or when a
 * required field has no column ('Colonnes manquantes: name, price'). With `consume`, each data
 * row is emptied once validated, so that a caller owning the sheet (the import thread) does not
 * hold every cell beside every valid row.
 */
export function validateRows<F extends string, T>(
  sheet: SheetData,
  headerRow: number,
  mapping: Mapping,
  schema: RowSchema<F, T>,
  { consume = false }: { consume?: boolean } = {},
): ValidationResult<T> {
  const missing = schema.required.filter((f) => mapping[f] === null || mapping[f] === undefined);
  if (missing.length > 0)
    throw fileError(400, 'import_missing_columns', 'missingColumns', { columns: missing.join(', ') });
  const start = headerRow; // 0-based index of the first data row
  let hasData = false;
  for (let i = start; i < sheet.rows.length && !hasData; i += 1) hasData = !isEmptyRow(sheet.rows[i]!);
  if (headerRow > sheet.rows.length || isEmptyRow(sheet.rows[headerRow - 1] ?? []) || !hasData)
    throw fileError(400, 'import_no_data', 'noData');

  const columns = schema.fields.map((f) => [f, mapping[f] ?? null] as const);
  const result: ValidationResult<T> = {
    rows: [],
    errors: [],
    warnings: [],
    total: 0,
    empty: 0,
    superseded: 0,
    invalid: 0,
  };
  const byKey = new Map<string, number>(); // key -> index in result.rows
  let row: readonly Cell[] = [];
  const get = (field: F): Cell => {
    const col = columns.find(([f]) => f === field)?.[1];
    return col === null || col === undefined ? null : (row[col] ?? null);
  };
  for (let i = start; i < sheet.rows.length; i += 1) {
    row = sheet.rows[i]!;
    if (consume) sheet.rows[i] = []; // its cells can go as soon as it is validated
    const line = i + 1;
    if (isEmptyRow(row)) {
      result.empty += 1;
      continue;
    }
    result.total += 1;
    const outcome = schema.validate(get, line);
    if ('errors' in outcome) {
      result.invalid += 1;
      result.errors.push(...outcome.errors);
      continue;
    }
    if (outcome.warnings) result.warnings.push(...outcome.warnings);
    const key = schema.key?.(outcome.value);
    if (key !== undefined) {
      const previous = byKey.get(key);
      if (previous !== undefined) {
        const old = result.rows[previous]!;
        result.warnings.push({ line: old.line, key: 'duplicate', values: { other: line } });
        result.superseded += 1;
        result.rows[previous] = { line, value: outcome.value };
        continue;
      }
      byKey.set(key, result.rows.length);
    }
    result.rows.push({ line, value: outcome.value });
  }
  result.warnings.sort((a, b) => a.line - b.line);
  return result;
}

/** First `count` data rows after the header, as text (the wizard's preview). */
export function previewRows(sheet: SheetData, headerRow: number, width: number, count = 5): string[][] {
  const out: string[][] = [];
  for (let i = headerRow; i < sheet.rows.length && out.length < count; i += 1) {
    const row = sheet.rows[i]!;
    if (isEmptyRow(row)) continue;
    out.push(Array.from({ length: width }, (_, c) => cellText(row[c])));
  }
  return out;
}
