/**
 * PDFs written for a test (nothing read from disk): a text PDF, and a scanned one, whose pages are
 * images without a text layer (what the OCR reads).
 */
import { renderPdfPage } from '../src/modules/extraction/engine/ocr';
import { pdfFromDefinition } from '../src/modules/extraction/engine/text-fixtures';

/** A one-page PDF showing `lines` (Helvetica, 12 pt) in its text layer. */
export async function textPdf(lines: string[]): Promise<Buffer> {
  return Buffer.from(await pdfFromDefinition({ content: lines, defaultStyle: { font: 'Helvetica' } }));
}

/** `pages` scanned pages (150 dpi images, no text layer) of a page showing `lines`. */
export async function scannedPdf(lines: string[], pages: number): Promise<Buffer> {
  const png = await renderPdfPage(await textPdf(lines), 1, 150);
  const image = `data:image/png;base64,${png.toString('base64')}`;
  const scanned = await pdfFromDefinition({
    pageMargins: 0,
    content: Array.from({ length: pages }, (_, i) => ({
      image,
      width: 595,
      ...(i > 0 ? { pageBreak: 'before' as const } : {}),
    })),
  });
  return Buffer.from(scanned);
}
