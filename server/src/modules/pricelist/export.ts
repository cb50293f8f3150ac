import { PRICELIST_EXPORT_COLUMNS } from '@comptoir/core/modules/pricelist';
import { neutralizeCell } from '@comptoir/core/spreadsheet';
import { xlsxTable } from '../../platform/xlsx';

export interface ExportRow {
  reference: string;
  name: string;
  zone: string;
  price: string;
  currency: string;
  validFrom: string | null;
  validTo: string | null;
}

/** dd/mm/yyyy, or '' for an open end. */
function frenchDay(day: string | null): string {
  if (!day) return '';
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

function textCells(row: ExportRow): string[] {
  return [
    neutralizeCell(row.reference),
    neutralizeCell(row.name),
    neutralizeCell(row.zone),
    row.price.replace('.', ','),
    neutralizeCell(row.currency),
    frenchDay(row.validFrom),
    frenchDay(row.validTo),
  ];
}

function csvCell(value: string): string {
  return /[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** CSV for a French spreadsheet: UTF-8 with BOM, ';' separators, ',' decimals, CRLF lines. */
export function priceListCsv(rows: readonly ExportRow[]): Buffer {
  const lines = [PRICELIST_EXPORT_COLUMNS.join(';'), ...rows.map((r) => textCells(r).map(csvCell).join(';'))];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** A styled workbook (exceljs): bold header, frozen first row, prices as numbers with 2 decimals. */
export function priceListXlsx(rows: readonly ExportRow[], sheetName: string): Promise<Buffer> {
  const widths = [16, 36, 18, 14, 8, 12, 12];
  return xlsxTable({
    sheet: sheetName,
    columns: PRICELIST_EXPORT_COLUMNS.map((header, i) => ({
      key: String(i),
      header,
      width: widths[i] ?? 14,
      // The price, a number with two decimals.
      ...(i === 3 ? { numFmt: '#,##0.00' } : {}),
    })),
    rows: rows.map((row) =>
      Object.fromEntries(textCells(row).map((text, i) => [String(i), i === 3 ? Number(row.price) : text])),
    ),
  });
}
