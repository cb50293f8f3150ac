import ExcelJS from 'exceljs';
import { PRICELIST_EXPORT_COLUMNS, neutraliseFormula } from '@comptoir/core/modules/pricelist';
import { xlsxText } from '../../platform/xlsx-text';

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
    neutraliseFormula(row.reference),
    neutraliseFormula(row.name),
    neutraliseFormula(row.zone),
    row.price.replace('.', ','),
    neutraliseFormula(row.currency),
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
export async function priceListXlsx(rows: readonly ExportRow[], sheetName: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Comptoir';
  const sheet = workbook.addWorksheet(xlsxText(sheetName.slice(0, 31)), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = PRICELIST_EXPORT_COLUMNS.map((header, i) => ({
    header,
    key: `c${i}`,
    width: [16, 36, 18, 14, 8, 12, 12][i] ?? 14,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const cells = textCells(row).map(xlsxText);
    const added = sheet.addRow([
      cells[0],
      cells[1],
      cells[2],
      Number(row.price),
      cells[4],
      cells[5],
      cells[6],
    ]);
    added.getCell(4).numFmt = '#,##0.00';
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return Buffer.from(buffer as ArrayBuffer);
}
