import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { isEmptyRow, readSpreadsheet, readWorkbook, type Cell, type SheetData } from './read';
import { columnOf, partPath, readXlsxStream, XlsxShapeError } from './xlsx-stream';

const REAL = new URL('../../../../test/fixtures/xlsx/', import.meta.url);

const endOfLine = (cell: Cell) => (typeof cell === 'string' ? cell.replace(/\r\n?/g, '\n') : cell);

/**
 * Rows as the import reads them: a row's trailing empty cells and the sheet's trailing empty rows
 * mean nothing (SheetJS keeps a comment's empty cell, the stream reader does not), as readWorkbook
 * trims them from both. A raw carriage return in XML text is a line end (XML 1.0 §2.11: the
 * stream reader's parser gives '\n', as Excel does; SheetJS keeps '\r\n'); Excel itself writes a
 * kept one as '_x000D_', which both readers decode.
 */
const meaning = (sheets: SheetData[]) =>
  sheets.map(({ name, rows }) => {
    const out = rows.map((row) => {
      let end = row.length;
      while (end > 0 && (row[end - 1] === null || row[end - 1] === '')) end -= 1;
      return row.slice(0, end).map(endOfLine);
    });
    while (out.length > 0 && isEmptyRow(out[out.length - 1]!)) out.pop();
    return { name, rows: out };
  });

describe('the streaming xlsx reader against SheetJS', () => {
  const files = readdirSync(REAL).filter((f) => f.endsWith('.xlsx'));

  it('reads the real workbooks of other software (Excel, LibreOffice, WPS) as SheetJS does', async () => {
    expect(files.length).toBeGreaterThanOrEqual(50);
    const leftToSheetJS: string[] = [];
    for (const file of files) {
      const buf = readFileSync(new URL(file, REAL));
      const streamed = await readXlsxStream(buf);
      if (streamed === null) {
        leftToSheetJS.push(file);
        continue;
      }
      expect({ file, sheets: meaning(streamed) }).toEqual({ file, sheets: meaning(readSpreadsheet(buf)) });
    }
    // The one workbook stored outside xl/ is left to SheetJS (and the import refuses it before
    // either reader, as it did: no xl/workbook.xml).
    expect(leftToSheetJS).toEqual(['wtf_path.xlsx']);
    await expect(readWorkbook(readFileSync(new URL('wtf_path.xlsx', REAL)))).rejects.toMatchObject({
      statusCode: 415,
    });
  });

  it('reads one sheet only when asked, and none for an unknown name', async () => {
    const buf = readFileSync(new URL('mixed_sheets.xlsx', REAL));
    const all = await readXlsxStream(buf);
    const last = all![all!.length - 1]!;
    expect(await readXlsxStream(buf, last.name)).toEqual([last]);
    expect(await readXlsxStream(buf, 'pas une feuille')).toEqual([]);
  });

  const text = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.constantFrom('_x000D_', 'a\r\nb', ' espaces ', '<&>"\'', 'Référence', '价格', '1 234,50', '007'),
  );
  const cell: fc.Arbitrary<Cell> = fc.oneof(
    text,
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer({ min: -1e9, max: 1e9 }),
    fc.boolean(),
    fc.constant(null),
  );
  const sheet = fc.array(fc.array(cell, { maxLength: 8 }), { maxLength: 25 });

  it('gives the cells SheetJS gives for any sheet SheetJS writes (shared or inline strings)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(sheet, { minLength: 1, maxLength: 3 }), fc.boolean(), async (sheets, sst) => {
        const wb = XLSX.utils.book_new();
        sheets.forEach((rows, i) =>
          XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), `F${i + 1}`),
        );
        const buf = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', bookSST: sst }) as Buffer;
        const streamed = await readXlsxStream(buf);
        expect(streamed).not.toBeNull();
        expect(meaning(streamed!)).toEqual(meaning(readSpreadsheet(buf)));
      }),
      { numRuns: 60 },
    );
  });

  it('gives the cells SheetJS gives for any sheet ExcelJS writes', async () => {
    await fc.assert(
      fc.asyncProperty(sheet, async (rows) => {
        const wb = new ExcelJS.Workbook();
        const ws = wb.addWorksheet('Produits');
        rows.forEach((row, r) =>
          row.forEach((value, c) => {
            if (value !== null) ws.getCell(r + 1, c + 1).value = value;
          }),
        );
        const buf = new Uint8Array(await wb.xlsx.writeBuffer());
        const streamed = await readXlsxStream(buf);
        expect(streamed).not.toBeNull();
        expect(meaning(streamed!)).toEqual(meaning(readSpreadsheet(buf)));
      }),
      { numRuns: 30 },
    );
  });
});

/** A minimal xlsx whose one sheet's <sheetData> is `data` (its parts stored uncompressed with level 0). */
function handmade(data: string, level: 0 | 6 = 6): Uint8Array {
  const ns = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return zipSync(
    {
      '[Content_Types].xml': strToU8(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      ),
      'xl/workbook.xml': strToU8(
        `<workbook xmlns:r="${ns}"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        `<Relationships><Relationship Id="rId1" Type="${ns}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
      'xl/worksheets/sheet1.xml': strToU8(`<worksheet><sheetData>${data}</sheetData></worksheet>`),
    },
    { level },
  );
}

describe('hostile and unusual sheets', () => {
  it('reads rows and cells without references in order, and inline rich text without its phonetic runs', async () => {
    const buf = handmade(
      '<row><c><v>1</v></c><c t="b"><v>1</v></c></row>' +
        '<row r="4"><c r="C4" t="inlineStr"><is><r><t>Ca</t></r><r><t xml:space="preserve">ble </t></r><rPh><t>x</t></rPh></is></c></row>',
    );
    const [sheet] = (await readXlsxStream(buf))!;
    expect(sheet!.rows).toEqual([[1, true], [], [], [null, null, 'Cable ']]);
  });

  it('reads parts stored without compression', async () => {
    const [sheet] = (await readXlsxStream(handmade('<row r="2"><c r="B2" t="str"><v>Vis</v></c></row>', 0)))!;
    expect(sheet!.rows).toEqual([[], [null, 'Vis']]);
  });

  it('gives up, rather than waits, when the directory names a sheet no local header carries', async () => {
    const zip = handmade('<row r="1"><c r="A1"><v>1</v></c></row>', 0);
    const name = new TextEncoder().encode('xl/worksheets/sheet1.xml');
    const at = Buffer.from(zip).indexOf(Buffer.from(name)); // the local header comes first
    zip[at + name.length - 5] = 'X'.charCodeAt(0); // 'sheetX.xml' there, 'sheet1.xml' in the directory
    await expect(readXlsxStream(zip)).rejects.toBeInstanceOf(XlsxShapeError);
  });

  it.each([
    ['a column past XFD', '<row r="1"><c r="XFE1"><v>1</v></c></row>'],
    ['a row past 1,048,576', '<row r="1048577"><c r="A1048577"><v>1</v></c></row>'],
    ['rows out of order', '<row r="3"><c><v>1</v></c></row><row r="2"><c><v>1</v></c></row>'],
    ['XML that does not parse', '<row><c><v>1</c></row>'],
  ])('refuses %s (the engine then hands the file to SheetJS)', async (_, data) => {
    await expect(readXlsxStream(handmade(data))).rejects.toBeInstanceOf(XlsxShapeError);
  });

  it('never lets a reference allocate past Excel’s grid', () => {
    expect(columnOf('A1')).toBe(0);
    expect(columnOf('XFD1')).toBe(16_383);
    expect(() => columnOf('ZZZZZZZZ1')).toThrow(XlsxShapeError);
    expect(columnOf('12')).toBe(-1);
  });

  it('resolves relationship targets as the package does', () => {
    expect(partPath('worksheets/sheet1.xml')).toBe('xl/worksheets/sheet1.xml');
    expect(partPath('/xl/worksheets/sheet2.xml')).toBe('xl/worksheets/sheet2.xml');
    expect(partPath('../xl/./worksheets/sheet3.xml')).toBe('xl/worksheets/sheet3.xml');
  });
});
