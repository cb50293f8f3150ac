/**
 * Issue 19: the product and price-list exports keep every character. CSV is UTF-8 with a BOM (so a
 * spreadsheet opens it as UTF-8); xlsx cells read back as written, in any script, emoji included.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import Papa from 'papaparse';
import type { Product } from '@comptoir/core/modules/products';
import { neutralizeCell } from '@comptoir/core/spreadsheet';
import { SCRIPT_NAMES } from '../../../test/scripts';
import { xlsxText } from '../../platform/xlsx-text';
import { priceListCsv, priceListXlsx, type ExportRow } from '../pricelist/export';
import { productsCsv, productsXlsx } from './export';

const NAMES = [...Object.values(SCRIPT_NAMES), 'Emoji 😀👍🏽 ✓ ★', 'Rare 𠀀𪚥', 'Line\nbreak'];

function product(name: string, i: number): Product {
  return {
    id: `p${i}`,
    name,
    reference: `REF-${i}`,
    description: `${name} — description`,
    category: SCRIPT_NAMES.chineseSimplified,
    subcategory: SCRIPT_NAMES.korean,
    price: { amount: '12.50', currency: 'CNY' },
    quantity: i,
    supplierId: null,
    supplierName: SCRIPT_NAMES.arabic,
    imageUrl: null,
    thumbnailUrl: null,
    createdAt: '2026-05-01T00:00:00.000Z',
    updatedAt: '2026-05-01T00:00:00.000Z',
  };
}

function priceRow(name: string, i: number): ExportRow {
  return {
    reference: `REF-${i}`,
    name,
    zone: SCRIPT_NAMES.hebrew,
    price: '12.50',
    currency: 'EUR',
    validFrom: '2026-05-01',
    validTo: null,
  };
}

function csvRows(buffer: Buffer): string[][] {
  expect([...buffer.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { fatal: true }).decode(buffer.subarray(3));
  return Papa.parse<string[]>(text, { delimiter: ';', skipEmptyLines: true }).data;
}

/**
 * The sheet's rows as text, read by exceljs (which reads a cell as written: SheetJS also opens the
 * file, but reads a CR LF in a cell as a line feed).
 */
async function xlsxRows(buffer: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  expect(workbook.worksheets.length).toBe(1);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => (value == null ? '' : String(value))));
  });
  const sheetjs = XLSX.read(buffer);
  const sheetjsRows = XLSX.utils.sheet_to_json<string[]>(sheetjs.Sheets[sheetjs.SheetNames[0]!]!, {
    header: 1,
  });
  expect(sheetjsRows.length).toBe(rows.length);
  return rows;
}

describe('exports in every script', () => {
  it('products as CSV (UTF-8 with BOM) and xlsx keep every name', async () => {
    const products = NAMES.map(product);
    const csv = csvRows(productsCsv(products, 'zh'));
    const xlsx = await xlsxRows(await productsXlsx(products, 'zh'));
    for (const rows of [csv, xlsx]) {
      expect(rows.slice(1).map((r) => r[1])).toEqual(NAMES);
      expect(rows[1]).toContain(SCRIPT_NAMES.chineseSimplified);
      expect(rows[1]).toContain(SCRIPT_NAMES.arabic);
    }
  });

  it('price lists as CSV (UTF-8 with BOM) and xlsx keep every name', async () => {
    const rows = NAMES.map(priceRow);
    const csv = csvRows(priceListCsv(rows));
    const xlsx = await xlsxRows(await priceListXlsx(rows, `价目表 ${SCRIPT_NAMES.hebrew}`));
    for (const out of [csv, xlsx]) {
      expect(out.slice(1).map((r) => r[1])).toEqual(NAMES);
      expect(out[1]![2]).toBe(SCRIPT_NAMES.hebrew);
    }
  });

  it("reads '_x0041_' and carriage returns back as typed", async () => {
    const [, row, crlf] = await xlsxRows(
      await productsXlsx([product('Code _x0041_ _X', 1), product('Ligne 1\r\nLigne 2\rfin', 2)], 'fr'),
    );
    expect(row![1]).toBe('Code _x0041_ _X');
    expect(crlf![1]).toBe('Ligne 1\r\nLigne 2\rfin');
    expect(xlsxText('a\u0001b\ud800')).toBe('ab');
  });

  it('any text comes back from xlsx as written, less what XML cannot hold (property)', async () => {
    // eslint-disable-next-line no-control-regex
    const dropped = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|\p{Cs}/gu;
    // Texts the formula rule leaves as they are, before and after what the xlsx drops (the others
    // are neutralised with a quote, tested in core/src/spreadsheet.test.ts and test/exports.test.ts).
    const text = fc
      .string({
        // Any character, and often those the xlsx writer must take care of.
        unit: fc.oneof(
          fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
          fc.constantFrom('\r', '\n', '\t', '\u0000', '_x000D_', '\ud800'),
        ),
        minLength: 1,
        maxLength: 30,
      })
      .filter(
        (s) => neutralizeCell(s) === s && neutralizeCell(s.replace(dropped, '')) === s.replace(dropped, ''),
      );
    await fc.assert(
      fc.asyncProperty(text, async (name) => {
        const [, row] = await xlsxRows(await productsXlsx([product(name, 1)], 'fr'));
        const kept = name.replace(dropped, '');
        expect(row![1] ?? '').toBe(kept);
        const [, line] = csvRows(productsCsv([product(name, 1)], 'fr'));
        expect(line![1]).toBe(name.replace(/\p{Cs}/gu, '\ufffd'));
      }),
      { numRuns: 100 },
    );
  });
});
