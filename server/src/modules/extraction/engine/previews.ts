/**
 * Pictures of the pages the extracted values were read on (issue 34): the AI panel shows a page
 * with the place of a value outlined, from the value's source (page and box in points). Drawn in
 * the extraction thread after the fields, small (96 dpi, WebP), for at most a few pages.
 */
import sharp from 'sharp';
import type { ExtractedField, ExtractionResult } from '@comptoir/core/modules/extraction';
import { renderPdfPage } from './ocr';
import type { PagePreview, TextDocument } from './types';

/** The resolution of a preview (a page of A4 is about 794 × 1123 pixels). */
export const PREVIEW_DPI = 96;
/** At most this many pages are drawn: those the values were found on, first pages first. */
export const MAX_PREVIEW_PAGES = 4;

function fieldsOf(result: ExtractionResult): ExtractedField[] {
  const out: ExtractedField[] = [];
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const v of value) visit(v);
      return;
    }
    const maybe = value as Partial<ExtractedField>;
    if ('confidence' in maybe && 'source' in maybe) {
      out.push(maybe as ExtractedField);
      return;
    }
    for (const v of Object.values(value)) visit(v);
  };
  visit(result);
  return out;
}

/** The pages a value was read on with its place known, in order, at most MAX_PREVIEW_PAGES. */
export function previewPages(result: ExtractionResult, doc: TextDocument): number[] {
  const pages = new Set<number>();
  for (const f of fieldsOf(result)) {
    const page = f.source?.page;
    const box = f.source?.box;
    const drawn = page !== undefined ? doc.pages[page - 1] : undefined;
    // (A box past the page, text read along its edge, has nothing to show.)
    if (f.value !== null && drawn && box && box.y < drawn.height && box.x < drawn.width) pages.add(page!);
  }
  return [...pages].sort((a, b) => a - b).slice(0, MAX_PREVIEW_PAGES);
}

/**
 * Draws `pages` of a PDF (its own rendering) or of a photo or scan (the image itself, turned
 * upright and scaled to the page's size in points at PREVIEW_DPI).
 */
export async function renderPreviews(
  bytes: Uint8Array,
  type: 'pdf' | 'png' | 'jpeg',
  doc: TextDocument,
  pages: readonly number[],
): Promise<PagePreview[]> {
  const out: PagePreview[] = [];
  for (const n of pages) {
    const page = doc.pages[n - 1];
    if (!page) continue;
    const source =
      type === 'pdf'
        ? sharp(await renderPdfPage(bytes, n, PREVIEW_DPI))
        : sharp(bytes, { failOn: 'error' })
            .autoOrient()
            .resize({ width: Math.max(1, Math.round((page.width * PREVIEW_DPI) / 72)) });
    const image = await source.flatten({ background: '#ffffff' }).webp({ quality: 70 }).toBuffer();
    out.push({ page: n, width: page.width, height: page.height, image: new Uint8Array(image) });
  }
  return out;
}
