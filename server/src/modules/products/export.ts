import { csvWithBom } from '../../platform/csv';
import ExcelJS from 'exceljs';
import type { Language } from '@comptoir/core/i18n/index';
import { translate } from '@comptoir/core/i18n/index';
import { EXPORT_COLUMNS, neutralizeCell, type Product } from '@comptoir/core/modules/products';
import { xlsxText } from '../../platform/xlsx-text';

type Column = (typeof EXPORT_COLUMNS)[number];

function cell(product: Product, column: Column): string | number {
  switch (column) {
    case 'reference':
      return product.reference;
    case 'name':
      return product.name;
    case 'category':
      return product.category;
    case 'subcategory':
      return product.subcategory ?? '';
    case 'price':
      return product.price.amount;
    case 'currency':
      return product.price.currency;
    case 'quantity':
      return product.quantity;
    case 'supplier':
      return product.supplierName ?? '';
    case 'description':
      return product.description;
  }
}

/** Text cells are neutralised against formula injection; numbers stay numbers. */
function safe(value: string | number): string | number {
  return typeof value === 'number' ? value : neutralizeCell(value);
}

function headers(language: Language): string[] {
  return EXPORT_COLUMNS.map((column) =>
    translate(language, `products.fields.${column === 'supplier' ? 'supplier' : column}`),
  );
}

export function productsCsv(rows: Product[], language: Language): Buffer {
  const data = rows.map((p) => EXPORT_COLUMNS.map((c) => safe(cell(p, c))));
  // escapeFormulae is off: the cells are already neutralised above (once, with a quote).
  return csvWithBom(headers(language), data);
}

export async function productsXlsx(rows: Product[], language: Language): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Comptoir';
  const sheet = workbook.addWorksheet(xlsxText(translate(language, 'products.export.sheet')), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = EXPORT_COLUMNS.map((key, index) => ({
    key,
    header: headers(language)[index],
    width: key === 'description' ? 50 : key === 'name' ? 32 : 16,
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1E3A8A' } };
  header.alignment = { vertical: 'middle' };
  for (const product of rows) {
    const values = Object.fromEntries(
      EXPORT_COLUMNS.map((c) => {
        const value = cell(product, c);
        // Prices as numbers so that sums work; exact to the cent with two places.
        const text = safe(value);
        return [c, c === 'price' ? Number(value) : typeof text === 'string' ? xlsxText(text) : text];
      }),
    );
    sheet.addRow(values);
  }
  sheet.getColumn('price').numFmt = '#,##0.00';
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: EXPORT_COLUMNS.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
