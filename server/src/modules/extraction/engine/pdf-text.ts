/**
 * A PDF's own text layer with positions, read with unpdf (PDF.js): every page's text runs,
 * placed in points from the page's top-left corner and grouped into lines by baseline.
 * The PDF.js module is loaded once per process.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as UnpdfModule from 'unpdf';
import { EXTRACTION_MAX_PAGES } from '@comptoir/core/modules/extraction';
import { ExtractionError, type TextDocument, type TextItem, type TextLine, type TextPage } from './types';

type Unpdf = typeof UnpdfModule;
type PdfProxy = Awaited<ReturnType<Unpdf['getDocumentProxy']>>;

let unpdfModule: Promise<Unpdf> | null = null;

/** unpdf and its PDF.js build, imported on first use and kept. */
export function loadUnpdf(): Promise<Unpdf> {
  unpdfModule ??= import('unpdf');
  return unpdfModule;
}

export const MESSAGES = {
  encrypted: 'Document protégé par mot de passe : impossible de le lire',
  corrupt: 'Document PDF illisible ou endommagé',
  tooManyPages: (pages: number, max: number) =>
    `Document trop long : ${pages} pages, au plus ${max} pages sont acceptées`,
};

/**
 * PDF.js's character maps (pdfjs-dist's `cmaps/`, the version unpdf bundles): a Chinese, Japanese
 * or Korean font encoded with one of the predefined CMaps ('UniGB-UCS2-H', the provincial
 * e-fapiao's) gives no text at all without them.
 */
const CMAP_DIR = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/cmaps/`;

/**
 * Opens a PDF (a copy of the bytes: PDF.js may detach the buffer it is given). Password-protected
 * documents end in ExtractionError('encrypted'), unreadable ones in ExtractionError('corrupt').
 */
export async function openPdf(bytes: Uint8Array): Promise<PdfProxy> {
  const { getDocumentProxy } = await loadUnpdf();
  try {
    return await getDocumentProxy(new Uint8Array(bytes), {
      verbosity: 0,
      stopAtErrors: false,
      cMapUrl: CMAP_DIR,
      cMapPacked: true,
      useWorkerFetch: false,
    });
  } catch (error) {
    const name = (error as { name?: string } | null)?.name ?? '';
    if (name === 'PasswordException' || /password/i.test(String((error as Error)?.message))) {
      throw new ExtractionError(MESSAGES.encrypted, 'encrypted');
    }
    throw new ExtractionError(MESSAGES.corrupt, 'corrupt');
  }
}

/** The number of pages of a PDF. */
export async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  const pdf = await openPdf(bytes);
  try {
    return pdf.numPages;
  } finally {
    void pdf.destroy();
  }
}

interface RawItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

function multiply(m: number[], n: number[]): number[] {
  return [
    m[0]! * n[0]! + m[2]! * n[1]!,
    m[1]! * n[0]! + m[3]! * n[1]!,
    m[0]! * n[2]! + m[2]! * n[3]!,
    m[1]! * n[2]! + m[3]! * n[3]!,
    m[0]! * n[4]! + m[2]! * n[5]! + m[4]!,
    m[1]! * n[4]! + m[3]! * n[5]! + m[5]!,
  ];
}

interface Placed extends TextItem {
  baseline: number;
}

/**
 * Groups items into lines: items whose baselines are closer than a third of their height share a
 * line; a line's items run left to right and its text joins them, with a space where they do not
 * touch. `y` of an item or a line is the top of its text, in points from the top of the page.
 */
export function groupLines(items: Placed[], page: number): TextLine[] {
  const sorted = [...items].sort((a, b) => a.baseline - b.baseline || a.x - b.x);
  const groups: { baseline: number; height: number; items: Placed[] }[] = [];
  for (const item of sorted) {
    const last = groups[groups.length - 1];
    const tolerance = last ? Math.max(1.5, Math.min(last.height, item.height) * 0.35) : 0;
    if (last && Math.abs(item.baseline - last.baseline) <= tolerance) {
      last.items.push(item);
      last.height = Math.max(last.height, item.height);
    } else {
      groups.push({ baseline: item.baseline, height: item.height, items: [item] });
    }
  }
  return groups.map((g) => {
    const lineItems = unmappedJoiners(
      withoutOverprint(g.items.filter((i) => !LEADER.test(i.text)).sort((a, b) => a.x - b.x)),
    );
    let text = '';
    let previousEnd = -Infinity;
    for (const it of lineItems) {
      const gap = it.x - previousEnd;
      if (text && gap > Math.max(0.8, it.height * 0.12) && !text.endsWith(' ')) text += ' ';
      text += it.text;
      previousEnd = Math.max(previousEnd, it.x + it.width);
    }
    return {
      page,
      y: Math.min(...lineItems.map((i) => i.y)),
      text: text.replace(/\s+/g, ' ').trim(),
      items: lineItems.map(({ baseline: _b, ...rest }) => rest),
    };
  });
}

/**
 * Dot leaders ('Invoice date ............ Oct 31, 2023'), drawn as one run of dots under both the
 * label and its value: decoration, dropped, so that the label and the value stay apart (the run
 * used to glue them into 'Invoice dateOct 31, 2023').
 */
const LEADER = /^[.·…_\s]{5,}$/;

/**
 * A glyph the font gives no character for (PDF.js reads it as U+0000) drawn alone between two
 * words it touches: the joiner of an identifier ('2E9958F3', '\0', '0010' is the Stripe invoice
 * number '2E9958F3-0010'), read as a hyphen. A NUL inside a word is left as it is.
 */
function unmappedJoiners(items: Placed[]): Placed[] {
  const touches = (a: Placed, b: Placed) => Math.abs(b.x - (a.x + a.width)) <= Math.max(0.8, a.height * 0.12);
  return items.map((item, i) => {
    const before = items[i - 1];
    const after = items[i + 1];
    if (item.text !== '\u0000' || !before || !after) return item;
    if (!touches(before, item) || !touches(item, after)) return item;
    if (!/[\p{L}\p{N}]$/u.test(before.text) || !/^[\p{L}\p{N}]/u.test(after.text)) return item;
    return { ...item, text: '-' };
  });
}

/**
 * Bold simulated by drawing the same text twice a hair apart ('客戶' at x 72 and again at 73): the
 * second drawing is dropped, so the line reads '客戶', not '客戶客戶'.
 */
function withoutOverprint(items: Placed[]): Placed[] {
  const kept: Placed[] = [];
  for (const item of items) {
    const twin = kept.find(
      (k) =>
        k.text === item.text &&
        Math.abs(k.x - item.x) <= Math.max(1.5, item.height * 0.25) &&
        Math.abs(k.width - item.width) <= Math.max(1.5, item.width * 0.1) &&
        Math.abs(k.baseline - item.baseline) <= Math.max(1, item.height * 0.2),
    );
    if (!twin) kept.push(item);
  }
  return kept;
}

/**
 * Reads the text of every page. More than `maxPages` pages (EXTRACTION_MAX_PAGES by default)
 * ends in ExtractionError('too-many-pages') before any page is read.
 */
export async function readPdfText(
  bytes: Uint8Array,
  options: { maxPages?: number } = {},
): Promise<TextDocument> {
  const maxPages = Math.min(options.maxPages ?? EXTRACTION_MAX_PAGES, EXTRACTION_MAX_PAGES);
  const pdf = await openPdf(bytes);
  try {
    if (pdf.numPages > maxPages) {
      throw new ExtractionError(MESSAGES.tooManyPages(pdf.numPages, maxPages), 'too-many-pages');
    }
    const pages: TextPage[] = [];
    for (let n = 1; n <= pdf.numPages; n += 1) {
      const page = await pdf.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const placed: Placed[] = [];
      const vertical: Placed[] = [];
      for (const raw of content.items as unknown as RawItem[]) {
        if (typeof raw.str !== 'string' || raw.str.trim() === '') continue;
        const m = multiply(viewport.transform, raw.transform);
        // Text set along the page's edge (a biller's legal mentions, 'EDF-SA au capital de …'):
        // kept aside, read as lines of their own after the page's (below it), never mixed in.
        if (Math.abs(m[0]!) < Math.abs(m[1]!) * 0.2) {
          const size = Math.hypot(m[0]!, m[1]!) || raw.height || 1;
          const scale = Math.hypot(raw.transform[0]!, raw.transform[1]!) || 1;
          // Along the text: down the page for text turned clockwise, up it for text turned back.
          const down = m[1]! > 0;
          const along = down ? m[5]! : -m[5]!;
          vertical.push({
            text: raw.str.replace(/\s+/g, ' '),
            x: round(along),
            y: 0,
            width: round((raw.width * size) / scale),
            height: round(size),
            baseline: round(m[4]!),
          });
          continue;
        }
        // Other rotations (a slanted stamp) would scramble the lines.
        if (Math.abs(m[1]!) > Math.abs(m[0]!) * 0.2) continue;
        const height = Math.hypot(m[2]!, m[3]!) || raw.height || 1;
        const scaleX = Math.hypot(raw.transform[0]!, raw.transform[1]!) || 1;
        const width = (raw.width * Math.hypot(m[0]!, m[1]!)) / scaleX;
        const baseline = m[5]!;
        placed.push({
          text: raw.str.replace(/\s+/g, ' '),
          x: round(m[4]!),
          y: round(baseline - height),
          width: round(width),
          height: round(height),
          baseline,
        });
      }
      const pageHeight = round(viewport.height);
      pages.push({
        number: n,
        width: round(viewport.width),
        height: pageHeight,
        lines: [...groupLines(placed, n), ...edgeLines(vertical, n, pageHeight)],
      });
      page.cleanup();
    }
    return { method: 'text', pages };
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    throw new ExtractionError(MESSAGES.corrupt, 'corrupt');
  } finally {
    void pdf.destroy();
  }
}

/**
 * Lines of text set along the page's edge: runs sharing their distance from the edge are one line,
 * in reading order along it; placed one after the other under the page (y past its height), so
 * that they read after everything on it, as the footer they usually are.
 */
function edgeLines(items: Placed[], page: number, pageHeight: number): TextLine[] {
  return groupLines(items, page).map((line, k) => {
    const height = Math.max(...line.items.map((i) => i.height));
    const y = round(pageHeight + 2 + k * (height + 2));
    const start = Math.min(...line.items.map((i) => i.x));
    return {
      ...line,
      y,
      items: line.items.map((i) => ({ ...i, x: round(i.x - start), y })),
    };
  });
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
