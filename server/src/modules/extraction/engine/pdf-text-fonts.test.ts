/**
 * The PDF text layer beyond fonts pdfmake writes (issue 34): a Chinese font encoded with one of the
 * predefined CMaps (the provincial e-fapiao's 'UniGB-UCS2-H', read with PDF.js's character maps),
 * and text set along the page's edge (a biller's legal mentions). The PDFs are written by hand.
 */
import { describe, expect, it } from 'vitest';
import { pdfFromObjects } from '../../../../test/pdf-objects';
import { readPdfText } from './pdf-text';

/** A one-page PDF (A4) from a content stream and a font dictionary. */
function handmadePdf(content: string, font: string): Uint8Array {
  return new Uint8Array(
    pdfFromObjects([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
      font,
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    ]),
  );
}

const lines = (doc: Awaited<ReturnType<typeof readPdfText>>) => doc.pages[0]!.lines.map((l) => l.text);

describe('PDF text beyond embedded fonts', () => {
  it('reads Chinese text in a font encoded with a predefined CMap (UniGB-UCS2-H)', async () => {
    const font =
      '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts ' +
      '[<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) ' +
      '/Ordering (GB1) /Supplement 4 >> /DW 1000 /FontDescriptor << /Type /FontDescriptor /FontName /STSong-Light ' +
      '/Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >> >>] >>';
    // 发票号码 (U+53D1 U+7968 U+53F7 U+7801) in UCS-2, then the number in the same font.
    const content = 'BT /F1 12 Tf 60 780 Td <53D1796853F77801003A0031003200330034> Tj ET';
    const doc = await readPdfText(handmadePdf(content, font));
    expect(lines(doc)).toEqual(['发票号码:1234']);
  });

  it('reads text set along the edge as lines of their own after the page, in reading order', async () => {
    const font = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
    const content = [
      'BT /F1 12 Tf 60 780 Td (Facture 42) Tj ET',
      'BT /F1 12 Tf 60 740 Td (Total 12.00) Tj ET',
      // Turned a quarter back (read upwards) along the left edge, in two runs.
      'BT /F1 6 Tf 0 1 -1 0 20 100 Tm (Lune SARL au capital de) Tj ET',
      'BT /F1 6 Tf 0 1 -1 0 20 180 Tm (10 000 euros) Tj ET',
    ].join('\n');
    const doc = await readPdfText(handmadePdf(content, font));
    expect(lines(doc)).toEqual(['Facture 42', 'Total 12.00', 'Lune SARL au capital de 10 000 euros']);
    const edge = doc.pages[0]!.lines[2]!;
    // Below the page: it reads after everything on it.
    expect(edge.y).toBeGreaterThan(doc.pages[0]!.height);
  });
});
