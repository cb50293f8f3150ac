import * as XLSX from '@e965/xlsx';
import { PRODUCT_IMPORT_FIELDS, PRODUCT_TEMPLATE_HEADERS } from '@comptoir/core/modules/imports';

const HEADERS = PRODUCT_IMPORT_FIELDS.map((f) => PRODUCT_TEMPLATE_HEADERS[f]);
const EXAMPLE = [
  'Câble USB-C 1 m',
  'CAB-USBC-1M',
  12.5,
  100,
  'EUR',
  'Électronique',
  'Câbles',
  'Câble de charge tressé',
  'Shenzhen Cable Co.',
];

/** The import template: French headers and one example row. */
export function productTemplate(format: 'xlsx' | 'csv'): Buffer {
  if (format === 'csv') {
    const cells = EXAMPLE.map((v) => (typeof v === 'number' ? String(v).replace('.', ',') : v));
    return Buffer.from(`\ufeff${HEADERS.join(';')}\r\n${cells.join(';')}\r\n`, 'utf8');
  }
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([HEADERS, EXAMPLE]), 'Produits');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
