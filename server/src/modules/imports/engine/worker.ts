/**
 * The import parsing thread (issue 29 §1): reads one uploaded workbook (readWorkbook: type by
 * content, the archive check, SheetJS or the CSV parser) off the main event loop and answers with
 * its sheets, or with the French refusal as plain data (an AppError does not cross threads).
 *
 * Loaded by piscina through worker-entry.mjs, which registers tsx first.
 */
import { AppError } from '../../../platform/errors';
import {
  detectHeaderRow,
  headerNames,
  previewRows,
  suggestMapping,
  validateRows,
  type Mapping,
  type RowSchema,
  type ValidationResult,
} from './pipeline';
import { fileError, type FileKind } from './detect';
import { priceListRowSchema, type PriceImportRow } from './pricelist';
import { productRowSchema, type ProductRow } from './products';
import { readWorkbook, type Workbook } from './read';

/**
 * The row schemas a thread validates with, by name: a schema holds functions, which cannot cross
 * threads. Each name's valid row type is in SchemaRows.
 */
const SCHEMAS = { products: productRowSchema, pricelist: priceListRowSchema } as const;
export interface SchemaRows {
  products: ProductRow;
  pricelist: PriceImportRow;
}
export type SchemaName = keyof typeof SCHEMAS & keyof SchemaRows;

/** A dry run's choices: which sheet, its header line, the columns of the fields. */
export interface ValidateRequest {
  schema: SchemaName;
  sheet: string;
  headerRow: number;
  mapping: Mapping;
}

/** What an import asks for in a file: its fields and the header names that suggest each. */
export interface ImportFields {
  fields: readonly string[];
  synonyms: Record<string, readonly string[]>;
  exactOnly?: readonly string[] | undefined;
}

/** The upload's proposal for one sheet: header row, columns, suggested mapping, first rows. */
export interface SheetSummary {
  name: string;
  rows: number;
  headerRow: number;
  columns: string[];
  mapping: Mapping;
  preview: string[][];
}

export type ParseTask =
  /** Only what the upload answers: the rows stay in the thread, the main thread gets a summary. */
  | { op: 'summary'; bytes: Uint8Array; fields: ImportFields }
  /**
   * One sheet read and its rows validated (validateRows): only the valid rows and the issues come
   * back, never the sheet's cells, which the main thread would otherwise hold beside them.
   */
  | ({ op: 'validate'; bytes: Uint8Array } & ValidateRequest);

type Refusal = {
  ok: false;
  status: number;
  code: string;
  key: string;
  values: Record<string, string | number>;
};
export type ParseResult =
  | { ok: true; kind: FileKind; sheets: SheetSummary[] }
  | { ok: true; validation: ValidationResult<SchemaRows[SchemaName]> }
  | Refusal;

/** A dry run in the thread: the sheet by name (400 'unknownSheet' when the file has none). */
async function validateSheet(bytes: Uint8Array, request: ValidateRequest) {
  const wb = await readWorkbook(bytes, { sheet: request.sheet });
  const sheet = wb.sheets.find((s) => s.name === request.sheet);
  if (!sheet) throw fileError(400, 'import_unknown_sheet', 'unknownSheet');
  // One schema of the union (its fields and row type are the name's, SchemaRows); the sheet is
  // this task's own, so each row's cells are dropped once validated.
  const schema = SCHEMAS[request.schema] as unknown as RowSchema<string, SchemaRows[SchemaName]>;
  return validateRows(sheet, request.headerRow, request.mapping, schema, { consume: true });
}

/** The proposal of each sheet (as the upload answers it). */
export function summarize(wb: Workbook, spec: ImportFields): SheetSummary[] {
  return wb.sheets.map((sheet) => {
    const headerRow = detectHeaderRow(sheet, spec.synonyms);
    const columns = headerNames(sheet, headerRow);
    return {
      name: sheet.name,
      rows: sheet.rows.length,
      headerRow,
      columns,
      mapping: suggestMapping(columns, spec.fields, spec.synonyms, spec.exactOnly),
      preview: previewRows(sheet, headerRow, columns.length),
    };
  });
}

export default async function parse(task: ParseTask): Promise<ParseResult> {
  try {
    if (task.op === 'validate') {
      const { bytes, schema, sheet, headerRow, mapping } = task;
      return { ok: true, validation: await validateSheet(bytes, { schema, sheet, headerRow, mapping }) };
    }
    const wb = await readWorkbook(task.bytes);
    return { ok: true, kind: wb.kind, sheets: summarize(wb, task.fields) };
  } catch (error) {
    if (error instanceof AppError) {
      return {
        ok: false,
        status: error.statusCode,
        code: error.code,
        key: error.messageKey,
        values: error.values,
      };
    }
    throw error;
  }
}
