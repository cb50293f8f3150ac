import { csvWithBom } from '../../platform/csv';
import type { Language } from '@comptoir/core/i18n/index';
import { translate } from '@comptoir/core/i18n/index';
import { EXPORT_COLUMNS, type Product } from '@comptoir/core/modules/products';
import { neutralizeCell } from '@comptoir/core/spreadsheet';
import { xlsxTable } from '../../platform/xlsx';

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
  const names = headers(language);
  return xlsxTable({
    sheet: translate(language, 'products.export.sheet'),
    banner: true,
    columns: EXPORT_COLUMNS.map((key, index) => ({
      key,
      header: names[index]!,
      width: key === 'description' ? 50 : key === 'name' ? 32 : 16,
      // Prices as numbers so that sums work; exact to the cent with two places.
      ...(key === 'price' ? { numFmt: '#,##0.00' } : {}),
    })),
    rows: rows.map(
      (product) =>
        Object.fromEntries(
          EXPORT_COLUMNS.map((c) => [
            c,
            c === 'price' ? Number(product.price.amount) : safe(cell(product, c)),
          ]),
        ) as Record<Column, string | number>,
    ),
  });
}
