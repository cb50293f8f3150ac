/**
 * The CSV of every export: ';' between fields (what French spreadsheet software expects), CRLF,
 * UTF-8 with a byte-order mark so that Excel reads every script right. Cells arrive already
 * neutralised against formulas by the caller.
 */
import Papa from 'papaparse';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export function csvWithBom(fields: string[], data: (string | number)[][]): Buffer {
  const text = Papa.unparse({ fields, data }, { delimiter: ';', newline: '\r\n' });
  return Buffer.concat([BOM, Buffer.from(text, 'utf8')]);
}
