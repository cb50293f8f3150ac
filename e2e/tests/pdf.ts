/** Test documents for the browser tests, written by hand (no PDF library in the e2e package). */
import { pdfFromObjects } from '../../server/test/pdf-objects';

/** A cell of `textPdf`: its x (points from the left edge) and its text. */
export type Cell = [number, string];

/** Rows of one cell each, all at `x`: an address block, a title and its dates, totals. */
export const linesAt = (x: number, ...texts: string[]): Cell[][] => texts.map((text) => [[x, text]]);

/** The rows of a table whose columns start at `columns` (x): a list of texts per row, header first. */
export const tableRows = (columns: readonly number[], ...rows: string[][]): Cell[][] =>
  rows.map((texts) => texts.map((text, i): Cell => [columns[i]!, text]));

/**
 * A one-page PDF with real text (Helvetica, WinAnsi), written by hand: rows of [x, text] cells
 * from the top of the page. Text must be Latin-1 ('EUR', not the euro sign).
 */
export function textPdf(rows: Cell[][]): Buffer {
  const escape = (text: string) => text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
  const content = rows
    .flatMap((cells, r) =>
      cells.map(([x, text]) => `BT /F1 11 Tf ${x} ${790 - r * 20} Td (${escape(text)}) Tj ET`),
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  return pdfFromObjects(objects);
}

/** The text of a PDF, every kind of space made a plain one (unpdf, as the server's tests read PDFs). */
export async function pdfText(buffer: Buffer): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(buffer)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
