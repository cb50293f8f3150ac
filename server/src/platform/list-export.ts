/**
 * A list export (invoices, timesheet) in both formats from one description: the columns in order,
 * their translated headers, each row's cells. Text is neutralised against formulas; in the CSV a
 * number is written with a decimal comma, in the workbook it stays a number.
 */
import { translate, type Language } from '@comptoir/core/i18n/index';
import { neutralizeCell } from '@comptoir/core/spreadsheet';
import { csvWithBom } from './csv';
import { xlsxTable } from './xlsx';

export interface ListExport<R, C extends string> {
  columns: readonly C[];
  /** The i18n key of the headers, `${headers}.${column}`, e.g. 'time.export.columns'. */
  headers: string;
  /** The i18n key of the sheet's name. */
  sheet: string;
  cell: (language: Language, row: R, column: C) => string | number;
  /** Columns of amounts written as text (to the cent in the CSV): numbers in the workbook. */
  numeric?: (column: C) => boolean;
  /** Column widths other than 16. */
  widths?: Partial<Record<C, number>>;
  /** Number formats of the workbook's columns. */
  formats?: Partial<Record<C, string>>;
}

const headersOf = (spec: { columns: readonly string[]; headers: string }, language: Language) =>
  spec.columns.map((c) => translate(language, `${spec.headers}.${c}`));

export function listCsv<R, C extends string>(spec: ListExport<R, C>, rows: R[], language: Language): Buffer {
  const text = (v: string | number) =>
    typeof v === 'number' ? String(v).replace('.', ',') : neutralizeCell(v);
  const data = rows.map((r) => spec.columns.map((c) => text(spec.cell(language, r, c))));
  return csvWithBom(headersOf(spec, language), data);
}

export function listXlsx<R, C extends string>(
  spec: ListExport<R, C>,
  rows: R[],
  language: Language,
): Promise<Buffer> {
  const names = headersOf(spec, language);
  const value = (v: string | number, column: C) => {
    if (typeof v === 'number') return v;
    return spec.numeric?.(column) && v !== '' ? Number(v) : neutralizeCell(v);
  };
  return xlsxTable({
    sheet: translate(language, spec.sheet),
    columns: spec.columns.map((key, index) => ({
      key,
      header: names[index]!,
      width: spec.widths?.[key] ?? 16,
      ...(spec.formats?.[key] ? { numFmt: spec.formats[key] } : {}),
    })),
    rows: rows.map(
      (r) =>
        Object.fromEntries(spec.columns.map((c) => [c, value(spec.cell(language, r, c), c)])) as Record<
          C,
          string | number
        >,
    ),
  });
}
