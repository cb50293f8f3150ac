/**
 * The workbook of every list export: one sheet, a bold header row that stays in view (frozen),
 * the columns' widths and number formats, text made safe for the file (see xlsx-text.ts).
 */
import { xlsxText } from './xlsx-text';

export interface XlsxColumn<K extends string = string> {
  key: K;
  header: string;
  width: number;
  /** Number format of the column's cells, e.g. '#,##0.00'. */
  numFmt?: string;
}

/** A cell: text (written safe), a number, or empty. */
export type XlsxValue = string | number | null | undefined;

export async function xlsxTable<K extends string>(args: {
  sheet: string;
  columns: readonly XlsxColumn<K>[];
  rows: Iterable<Record<K, XlsxValue>>;
  /** White on blue header row with filters, instead of a plain bold one. */
  banner?: boolean;
}): Promise<Buffer> {
  const { default: Excel } = await import('exceljs'); // loaded on the first export
  const workbook = new Excel.Workbook();
  workbook.creator = 'Comptoir';
  const sheet = workbook.addWorksheet(xlsxText(args.sheet.slice(0, 31)), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = args.columns.map(({ key, header, width }) => ({ key, header, width }));
  const header = sheet.getRow(1);
  header.font = args.banner ? { bold: true, color: { argb: 'FFFFFFFF' } } : { bold: true };
  if (args.banner) {
    header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1E3A8A' } };
    header.alignment = { vertical: 'middle' };
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: args.columns.length } };
  }
  for (const row of args.rows) {
    sheet.addRow(
      Object.fromEntries(
        args.columns.map(({ key }) => {
          const value = row[key];
          return [key, typeof value === 'string' ? xlsxText(value) : value];
        }),
      ),
    );
  }
  for (const column of args.columns) {
    if (column.numFmt) sheet.getColumn(column.key).numFmt = column.numFmt;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
