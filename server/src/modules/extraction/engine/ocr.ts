/**
 * Offline OCR with tesseract.js 7 and the French and English models of @tesseract.js-data (the
 * integer 'best' LSTM models, read from node_modules: no network, no cache written). Scanned PDF
 * pages are rendered with unpdf + @napi-rs/canvas; images are checked by their header (dimensions),
 * then decoded and prepared with sharp (grey, normalised, resized into a range OCR reads well).
 * Words come back with their boxes, converted from pixels to points, as a TextDocument with method
 * 'ocr' for the same field finders as the PDF text layer.
 *
 * One Tesseract worker per thread (the extraction worker), created on first use and reused.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import Tesseract from 'tesseract.js';
import { EXTRACTION_MAX_OCR_PAGES } from '@comptoir/core/modules/extraction';
import { groupLines, loadUnpdf, openPdf } from './pdf-text';
import { ExtractionError, type TextDocument, type TextLine, type TextPage } from './types';

const require = createRequire(import.meta.url);

/** Rendering resolution of scanned PDF pages. */
export const OCR_DPI = 250;
/** Images larger than this (in pixels) are refused before decoding. */
export const MAX_IMAGE_PIXELS = 60_000_000;
export const MAX_IMAGE_SIDE = 20_000;
/** Images are brought to a long side within this range before OCR. */
const MIN_LONG_SIDE = 1600;
const MAX_LONG_SIDE = 3600;
/** Resolution assumed for an image that does not say (a phone photo or a 300-dpi scan). */
const DEFAULT_IMAGE_DPI = 300;

const tooLarge = () =>
  new ExtractionError("Impossible d'extraire les données - image trop grande", 'too-large');
const corruptImage = () =>
  new ExtractionError("Impossible d'extraire les données - image illisible", 'corrupt');

/**
 * PDF.js 5 uses ArrayBuffer.prototype.transferToFixedLength (Node 21+) when it renders; Node 20
 * lacks it and PDF.js then draws blank pages. Same behaviour: move the bytes, detach the source.
 */
function polyfillTransfer(): void {
  const proto = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: unknown };
  if (typeof proto.transferToFixedLength === 'function') return;
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, length?: number) {
      const moved = structuredClone(this, { transfer: [this] });
      if (length === undefined || length === moved.byteLength) return moved;
      const out = new ArrayBuffer(length);
      new Uint8Array(out).set(new Uint8Array(moved, 0, Math.min(length, moved.byteLength)));
      return out;
    },
  });
}
polyfillTransfer();

// ---------------------------------------------------------------------------------------------
// The Tesseract worker

/**
 * tesseract.js reads every language of a worker from one folder (langPath), and the two models
 * live in two packages: a folder of links to them, made once under the temporary directory.
 */
function languageFolder(): string {
  const folder = path.join(os.tmpdir(), `comptoir-tessdata-${process.getuid?.() ?? 'u'}-4.0.0_best_int`);
  fs.mkdirSync(folder, { recursive: true });
  for (const lang of ['fra', 'eng']) {
    const target = path.join(folder, `${lang}.traineddata.gz`);
    const source = path.join(
      path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)),
      '4.0.0_best_int',
      `${lang}.traineddata.gz`,
    );
    try {
      if (fs.statSync(target).size === fs.statSync(source).size) continue;
      fs.rmSync(target, { force: true });
    } catch {
      // missing: made below
    }
    try {
      fs.symlinkSync(source, target);
    } catch {
      const temp = `${target}.${process.pid}.${Math.random().toString(16).slice(2)}`;
      fs.copyFileSync(source, temp);
      fs.renameSync(temp, target);
    }
  }
  return folder;
}

let tesseract: Promise<Tesseract.Worker> | null = null;

function ocrWorker(): Promise<Tesseract.Worker> {
  tesseract ??= (async () => {
    const worker = await Tesseract.createWorker(['fra', 'eng'], Tesseract.OEM.LSTM_ONLY, {
      langPath: languageFolder(),
      cacheMethod: 'none',
      gzip: true,
      logger: () => undefined,
      errorHandler: () => undefined,
    });
    await worker.setParameters({
      tessedit_pageseg_mode: Tesseract.PSM.AUTO,
      preserve_interword_spaces: '1',
    });
    return worker;
  })();
  tesseract.catch(() => {
    tesseract = null;
  });
  return tesseract;
}

/** Stops the Tesseract worker of this thread (the next OCR starts a new one). */
export async function terminateOcr(): Promise<void> {
  const current = tesseract;
  tesseract = null;
  if (current) await (await current.catch(() => null))?.terminate();
}

// ---------------------------------------------------------------------------------------------
// Recognition

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Recognises one image (PNG) and places its words on a page of `widthPt` × `heightPt` points:
 * `pointsPerPixel` converts the image's pixels. Words of one Tesseract line share its baseline.
 */
async function recognise(
  png: Buffer,
  pageNumber: number,
  pointsPerPixel: number,
  size: { width: number; height: number },
): Promise<TextPage> {
  const worker = await ocrWorker();
  await worker.setParameters({ user_defined_dpi: String(Math.round(72 / pointsPerPixel)) });
  const { data } = await worker.recognize(png, {}, { blocks: true, text: false });
  const lines: TextLine[] = [];
  for (const block of data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const words = line.words.filter((w) => w.text.trim() !== '' && w.confidence >= 20);
        if (words.length === 0) continue;
        const baseline = Math.max(line.baseline.y0, line.baseline.y1) * pointsPerPixel;
        const items = words.map((w) => ({
          text: w.text.trim(),
          x: round(w.bbox.x0 * pointsPerPixel),
          y: round(w.bbox.y0 * pointsPerPixel),
          width: round((w.bbox.x1 - w.bbox.x0) * pointsPerPixel),
          height: round((w.bbox.y1 - w.bbox.y0) * pointsPerPixel),
          baseline,
        }));
        const grouped = groupLines(items, pageNumber);
        for (const g of grouped) if (g.text) lines.push(g);
      }
    }
  }
  lines.sort((a, b) => a.y - b.y || (a.items[0]?.x ?? 0) - (b.items[0]?.x ?? 0));
  return {
    number: pageNumber,
    width: round(size.width * pointsPerPixel),
    height: round(size.height * pointsPerPixel),
    lines,
  };
}

/** Width and height from a PNG's IHDR or a JPEG's SOF marker, without decoding anything. */
export function imageDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (
    bytes.length >= 24 &&
    bytes[0] === 0x89 &&
    bytes[1] === 0x50 &&
    bytes[2] === 0x4e &&
    bytes[3] === 0x47
  ) {
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) {
        i += 1;
        continue;
      }
      const marker = bytes[i + 1]!;
      if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        i += 2;
        continue;
      }
      const length = view.getUint16(i + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { width: view.getUint16(i + 7), height: view.getUint16(i + 5) };
      }
      i += 2 + length;
    }
  }
  return null;
}

export interface OcrProgress {
  (page: number, total: number): void;
}

/**
 * OCR of a PNG or JPEG image: refused when its header announces too many pixels (before any
 * decoding), or when it does not decode. One page; points from the image's resolution (300 dpi
 * when it does not say).
 */
export async function ocrImage(bytes: Uint8Array, onPage?: OcrProgress): Promise<TextDocument> {
  const dims = imageDimensions(bytes);
  if (!dims) throw corruptImage();
  if (
    dims.width === 0 ||
    dims.height === 0 ||
    dims.width > MAX_IMAGE_SIDE ||
    dims.height > MAX_IMAGE_SIDE ||
    dims.width * dims.height > MAX_IMAGE_PIXELS
  ) {
    throw dims.width === 0 || dims.height === 0 ? corruptImage() : tooLarge();
  }
  let prepared: { data: Buffer; info: { width: number; height: number } };
  let density = DEFAULT_IMAGE_DPI;
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS, animated: false });
    const meta = await image.metadata();
    if (meta.density && meta.density >= 72 && meta.density <= 1200) density = meta.density;
    const long = Math.max(meta.width ?? dims.width, meta.height ?? dims.height);
    const factor =
      long > MAX_LONG_SIDE
        ? MAX_LONG_SIDE / long
        : long < MIN_LONG_SIDE
          ? Math.min(2, MIN_LONG_SIDE / long)
          : 1;
    const width = Math.max(1, Math.round((meta.autoOrient?.width ?? meta.width ?? dims.width) * factor));
    prepared = await image
      .autoOrient()
      .resize({ width, kernel: 'lanczos3' })
      .greyscale()
      .normalise()
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true });
    density *= factor;
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    throw corruptImage();
  }
  onPage?.(1, 1);
  const page = await recognise(prepared.data, 1, 72 / density, prepared.info);
  return { method: 'ocr', pages: [page] };
}

/**
 * OCR of a scanned PDF: its first `maxPages` pages (EXTRACTION_MAX_OCR_PAGES) rendered at
 * OCR_DPI, recognised one after the other.
 */
export async function ocrPdf(
  bytes: Uint8Array,
  options: { maxPages?: number; dpi?: number; onPage?: OcrProgress } = {},
): Promise<TextDocument> {
  const { renderPageAsImage } = await loadUnpdf();
  const pdf = await openPdf(bytes);
  const dpi = options.dpi ?? OCR_DPI;
  const scale = dpi / 72;
  try {
    const total = Math.min(pdf.numPages, options.maxPages ?? EXTRACTION_MAX_OCR_PAGES);
    const pages: TextPage[] = [];
    for (let n = 1; n <= total; n += 1) {
      options.onPage?.(n, total);
      const page = await pdf.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      // A page of absurd size would allocate a giant canvas: refuse it.
      if (viewport.width * scale * viewport.height * scale > MAX_IMAGE_PIXELS) throw tooLarge();
      let png: ArrayBuffer;
      try {
        png = await renderPageAsImage(pdf, n, { canvasImport: () => import('@napi-rs/canvas'), scale });
      } catch {
        throw new ExtractionError("Impossible d'extraire les données - fichier endommagé", 'corrupt');
      }
      const image = Buffer.from(png);
      const size = imageDimensions(image) ?? {
        width: viewport.width * scale,
        height: viewport.height * scale,
      };
      pages.push(await recognise(image, n, 1 / scale, size));
      page.cleanup();
    }
    return { method: 'ocr', pages };
  } finally {
    void pdf.destroy();
  }
}

/** Renders one PDF page to PNG (tests make 'scans' with it). */
export async function renderPdfPage(bytes: Uint8Array, pageNumber: number, dpi = OCR_DPI): Promise<Buffer> {
  const { renderPageAsImage } = await loadUnpdf();
  const pdf = await openPdf(bytes);
  try {
    return Buffer.from(
      await renderPageAsImage(pdf, pageNumber, {
        canvasImport: () => import('@napi-rs/canvas'),
        scale: dpi / 72,
      }),
    );
  } finally {
    void pdf.destroy();
  }
}

/** Characters of a TextDocument (to tell a text layer from a scan). */
export function characterCount(doc: TextDocument): number {
  let n = 0;
  for (const page of doc.pages) for (const line of page.lines) n += line.text.replace(/\s+/g, '').length;
  return n;
}
