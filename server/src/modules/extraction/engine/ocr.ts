/**
 * Offline OCR with tesseract.js 7 and the French, English and simplified Chinese models of
 * @tesseract.js-data (the integer 'best' LSTM models, read from node_modules: no network, no cache
 * written); Chinese only for pages that French and English read poorly. Scanned PDF
 * pages are rendered with unpdf + @napi-rs/canvas; images are checked by their header (dimensions),
 * then decoded and prepared with sharp (grey, normalised, resized into a range OCR reads well).
 * Words come back with their boxes, converted from pixels to points, as a TextDocument with method
 * 'ocr' for the same field finders as the PDF text layer.
 *
 * One Tesseract worker per language set and thread (the extraction worker), created on first use
 * and reused.
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

/**
 * The canvas PDF.js draws pages on: the server's own @napi-rs/canvas (1.x). unpdf's types name the
 * package at the root of node_modules, the 0.1 line pdfjs-dist (kept for its character maps,
 * pdf-text.ts) brings along, whose types differ only in details PDF.js does not use.
 */
const canvasImport = (() => import('@napi-rs/canvas')) as unknown as NonNullable<
  Parameters<Awaited<ReturnType<typeof loadUnpdf>>['renderPageAsImage']>[2]
>['canvasImport'];

/** Rendering resolution of scanned PDF pages. */
export const OCR_DPI = 300;
/** Images larger than this (in pixels) are refused before decoding. */
export const MAX_IMAGE_PIXELS = 60_000_000;
export const MAX_IMAGE_SIDE = 20_000;
/** Images are not made longer than this (pixels) for OCR. */
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
 * tesseract.js reads every language of a worker from one folder (langPath), and the models
 * live in their own packages: a folder of links to them, made once under the temporary directory.
 */
function languageFolder(languages: readonly string[]): string {
  const folder = path.join(os.tmpdir(), `comptoir-tessdata-${process.getuid?.() ?? 'u'}-4.0.0_best_int`);
  fs.mkdirSync(folder, { recursive: true });
  for (const lang of languages) {
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

/** French and English: every page is read with them first. */
const LATIN_LANGUAGES = ['fra', 'eng'] as const;
/**
 * Simplified Chinese (with English for the Latin words of a Chinese document), read only when the
 * first reading's page confidence is below CHINESE_RETRY_CONFIDENCE: its model is loaded on the
 * first such page, so French and English pages cost nothing more.
 */
const CHINESE_LANGUAGES = ['chi_sim', 'eng'] as const;
export const CHINESE_RETRY_CONFIDENCE = 60;

const workers = new Map<string, Promise<Tesseract.Worker>>();

function ocrWorker(languages: readonly string[] = LATIN_LANGUAGES): Promise<Tesseract.Worker> {
  const key = languages.join('+');
  let worker = workers.get(key);
  if (!worker) {
    worker = (async () => {
      const created = await Tesseract.createWorker([...languages], Tesseract.OEM.LSTM_ONLY, {
        langPath: languageFolder(languages),
        cacheMethod: 'none',
        gzip: true,
        logger: () => undefined,
        errorHandler: () => undefined,
      });
      await created.setParameters({
        tessedit_pageseg_mode: Tesseract.PSM.AUTO,
        preserve_interword_spaces: '1',
      });
      return created;
    })();
    workers.set(key, worker);
    worker.catch(() => {
      workers.delete(key);
    });
  }
  return worker;
}

/** The language sets whose worker this thread started ('fra+eng', 'chi_sim+eng'). */
export function ocrLanguagesStarted(): string[] {
  return [...workers.keys()];
}

/** Stops the Tesseract worker of this thread (the next OCR starts a new one). */
export async function terminateOcr(): Promise<void> {
  const current = [...workers.values()];
  workers.clear();
  for (const worker of current) await (await worker.catch(() => null))?.terminate();
}

// ---------------------------------------------------------------------------------------------
// Preparing an image

/**
 * Resolution recognition works at: Tesseract reads body text best with capitals 20 to 30 pixels
 * tall, about 10-pt text at 300 dpi. Images are resized towards it (within a factor of 2).
 */
export const TARGET_DPI = 300;

/** Paper sizes in points (long side, short side): a page-shaped image is taken for one of them. */
const PAPERS = [
  { long: 841.89, short: 595.28 }, // A4
  { long: 792, short: 612 }, // US Letter
];

/**
 * The resolution of an image of a document: the one it declares when that makes a page of
 * plausible size (5 to 17 inches on its long side; 72 dpi is what encoders write by default), else
 * the one that makes a page-shaped image an A4 or Letter page, else DEFAULT_IMAGE_DPI.
 */
export function documentDpi(width: number, height: number, declared?: number): number {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  if (declared && declared > 72 && declared <= 1200) {
    const inches = long / declared;
    if (inches >= 5 && inches <= 17) return declared;
  }
  const ratio = long / short;
  let best: { dpi: number; off: number } | null = null;
  for (const paper of PAPERS) {
    const off = Math.abs(ratio - paper.long / paper.short);
    if (off <= 0.08 && (!best || off < best.off)) best = { dpi: (long / paper.long) * 72, off };
  }
  if (best && best.dpi >= 50 && best.dpi <= 1200) return best.dpi;
  return DEFAULT_IMAGE_DPI;
}

/**
 * Inverts the dark filled boxes of a greyscale page (table headers and totals printed white on a
 * dark band): Tesseract's layout analysis takes them for pictures and never reads their text.
 * The page is cut into blocks of about 2 pt; dark blocks that connect into a region at least
 * `minHeight` × `minWidth` pixels and fill most of its bounding box are inverted. Text strokes,
 * rules and lines of black text never fill their box like that.
 */
export function invertDarkBoxes(grey: Uint8Array, width: number, height: number, dpi: number): number {
  const block = Math.max(2, Math.round(dpi / 36));
  const bw = Math.ceil(width / block);
  const bh = Math.ceil(height / block);
  const sums = new Float64Array(bw * bh);
  const counts = new Uint32Array(bw * bh);
  for (let y = 0; y < height; y += 1) {
    const row = Math.floor(y / block) * bw;
    const offset = y * width;
    for (let x = 0; x < width; x += 1) {
      const b = row + Math.floor(x / block);
      sums[b]! += grey[offset + x]!;
      counts[b]! += 1;
    }
  }
  const dark = new Uint8Array(bw * bh);
  for (let i = 0; i < dark.length; i += 1) dark[i] = sums[i]! / counts[i]! < 110 ? 1 : 0;
  const minHeight = (12 / 72) * dpi;
  const minWidth = (40 / 72) * dpi;
  const seen = new Uint8Array(bw * bh);
  const stack: number[] = [];
  let boxes = 0;
  for (let start = 0; start < dark.length; start += 1) {
    if (!dark[start] || seen[start]) continue;
    let x0 = bw;
    let y0 = bh;
    let x1 = -1;
    let y1 = -1;
    let n = 0;
    stack.push(start);
    seen[start] = 1;
    while (stack.length > 0) {
      const i = stack.pop()!;
      const bx = i % bw;
      const by = (i - bx) / bw;
      n += 1;
      if (bx < x0) x0 = bx;
      if (bx > x1) x1 = bx;
      if (by < y0) y0 = by;
      if (by > y1) y1 = by;
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = bx + dx;
          const ny = by + dy;
          if (nx < 0 || ny < 0 || nx >= bw || ny >= bh) continue;
          const j = ny * bw + nx;
          if (dark[j] && !seen[j]) {
            seen[j] = 1;
            stack.push(j);
          }
        }
      }
    }
    const w = x1 - x0 + 1;
    const h = y1 - y0 + 1;
    if (h * block < minHeight || w * block < minWidth || n < 0.6 * w * h) continue;
    boxes += 1;
    for (let y = y0 * block; y < Math.min(height, (y1 + 1) * block); y += 1) {
      const offset = y * width;
      for (let x = x0 * block; x < Math.min(width, (x1 + 1) * block); x += 1) {
        grey[offset + x] = 255 - grey[offset + x]!;
      }
    }
  }
  return boxes;
}

/**
 * How grainy a grey image is: the mean difference between neighbouring pixels of its light
 * background (both over 160), sampled every few rows. A clean render gives about 0.1; a scan or
 * a photo with sensor noise, 1.5 and more.
 */
export function backgroundNoise(grey: Uint8Array, width: number, height: number): number {
  let sum = 0;
  let n = 0;
  const step = Math.max(1, Math.floor(height / 200));
  for (let y = 0; y < height; y += step) {
    const offset = y * width;
    for (let x = 1; x < width; x += 1) {
      const a = grey[offset + x - 1]!;
      const b = grey[offset + x]!;
      if (a > 160 && b > 160) {
        sum += Math.abs(a - b);
        n += 1;
      }
    }
  }
  return n === 0 ? 0 : sum / n;
}

/**
 * The skew of a page of text in degrees (positive when its lines go down to the right), 0 when
 * none shows: the angle, within ±2° by steps of 0.05°, along which the dark pixels' projection
 * onto rows is sharpest (the sum of the squared row counts is largest), as text lines then fall
 * into the fewest rows.
 */
export function measureSkew(grey: Uint8Array, width: number, height: number): number {
  const xs: number[] = [];
  const ys: number[] = [];
  const stepX = Math.max(1, Math.round(width / 600));
  for (let y = 0; y < height; y += 1) {
    const offset = y * width;
    for (let x = 0; x < width; x += stepX) {
      if (grey[offset + x]! < 128) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  if (xs.length < 500) return 0;
  const margin = Math.ceil(width * Math.tan((2 * Math.PI) / 180)) + 1;
  const bins = new Float64Array(height + 2 * margin);
  const score = (degrees: number) => {
    const t = Math.tan((degrees * Math.PI) / 180);
    bins.fill(0);
    for (let i = 0; i < xs.length; i += 1) bins[Math.round(ys[i]! - xs[i]! * t) + margin]! += 1;
    let sum = 0;
    for (let i = 0; i < bins.length; i += 1) sum += bins[i]! * bins[i]!;
    return sum;
  };
  const flat = score(0);
  let best = { degrees: 0, score: flat };
  for (let d = -2; d <= 2.0001; d += 0.05) {
    const s = score(d);
    if (s > best.score) best = { degrees: Math.round(d * 100) / 100, score: s };
  }
  return best.score > flat * 1.05 ? best.degrees : 0;
}

/** Background noise (see backgroundNoise) over which a page is smoothed and binarised. */
const GRAINY = 1;
/** On a grainy page, grey from this level up becomes white (edges of letters stay grey). */
const GRAINY_WHITE = 210;
/**
 * On a grainy page, grey up to this level becomes black: the small grey print of letterheads and
 * labels (mid-grey, thinned and lightened further by a low-dpi scan and the median) stays as dark
 * as the black text, where only cutting the grain to white made it too faint to be read.
 */
const GRAINY_BLACK = 110;

/**
 * An image as Tesseract reads it best: alpha flattened on white, grey, a grainy one smoothed (a
 * 3 × 3 median, and its light greys made white and its mid greys black after the contrast stretch:
 * Tesseract otherwise takes the grain for a picture and reads nothing, or misses grey print),
 * resized towards TARGET_DPI, contrast stretched, dark boxes inverted; a PNG, and its resolution
 * then.
 */
async function prepare(
  image: ReturnType<typeof sharp>,
  size: { width: number; height: number },
  dpi: number,
): Promise<{ png: Buffer; dpi: number; width: number; height: number }> {
  const base = await image
    .flatten({ background: '#ffffff' })
    .greyscale()
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
  const long = Math.max(raw.width, raw.height, 1);
  const factor = Math.max(0.5, Math.min(2, TARGET_DPI / dpi, MAX_LONG_SIDE / long));
  const width = Math.abs(factor - 1) < 0.05 ? raw.width : Math.max(1, Math.round(raw.width * factor));
  const grainy = raw.channels === 1 && backgroundNoise(base.data, raw.width, raw.height) > GRAINY;
  let pipeline = sharp(base.data, { raw });
  if (grainy) pipeline = pipeline.median(3);
  pipeline = pipeline.resize({ width, kernel: 'lanczos3' }).normalise();
  // Stretching the contrast of a grainy page makes its grain as dark as text: cut it to white, and
  // darken grey print to black (GRAINY_BLACK).
  if (grainy) {
    const gain = 255 / (GRAINY_WHITE - GRAINY_BLACK);
    pipeline = pipeline.linear(gain, -GRAINY_BLACK * gain);
  }
  // Kept one channel (sharp otherwise outputs sRGB), for the deskew and the dark boxes below.
  let { data, info } = await pipeline.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  const scaled = (dpi * info.width) / size.width;
  // A turned page (a scan, a photo) is straightened, so that Tesseract finds its lines whole.
  if (info.channels === 1) {
    const degrees = measureSkew(
      new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      info.width,
      info.height,
    );
    if (Math.abs(degrees) >= 0.15) {
      const raw1 = { width: info.width, height: info.height, channels: 1 as const };
      const turned = await sharp(data, { raw: raw1 })
        .rotate(-degrees, { background: '#ffffff' })
        .toColourspace('b-w')
        .raw()
        .toBuffer({ resolveWithObject: true });
      const straight = await sharp(turned.data, {
        raw: { width: turned.info.width, height: turned.info.height, channels: 1 },
      })
        .extract({
          left: Math.floor((turned.info.width - info.width) / 2),
          top: Math.floor((turned.info.height - info.height) / 2),
          width: info.width,
          height: info.height,
        })
        .toColourspace('b-w')
        .raw()
        .toBuffer({ resolveWithObject: true });
      data = straight.data;
      info = straight.info;
    }
  }
  if (info.channels === 1) {
    invertDarkBoxes(
      new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      info.width,
      info.height,
      scaled,
    );
  }
  const png = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { png, dpi: scaled, width: info.width, height: info.height };
}

// ---------------------------------------------------------------------------------------------
// Recognition

const round = (n: number) => Math.round(n * 100) / 100;

interface OcrWord {
  text: string;
  x0: number;
  x1: number;
  top: number;
  baseline: number;
  /** The height of the word's text line (about the font size), in pixels. */
  size: number;
}

/** The core sets `has_baseline` and `row_height`, which tesseract.js's types name otherwise. */
const hasBaseline = (line: Tesseract.Line) =>
  (line.baseline as { has_baseline?: boolean }).has_baseline !== false;
function rowHeightOf(line: Tesseract.Line): number | undefined {
  const row = line.rowAttributes as { row_height?: number; rowHeight?: number } | undefined;
  return row?.row_height ?? row?.rowHeight;
}

/**
 * The page's skew, from the baselines of its longer lines (radians, positive when lines go down to
 * the right): their median slope.
 */
function skewOf(lines: Tesseract.Line[]): number {
  const slopes = lines
    .filter((l) => hasBaseline(l) && l.baseline.x1 - l.baseline.x0 > 200)
    .map((l) => (l.baseline.y1 - l.baseline.y0) / (l.baseline.x1 - l.baseline.x0))
    .sort((a, b) => a - b);
  if (slopes.length === 0) return 0;
  const median = slopes[Math.floor(slopes.length / 2)]!;
  return Math.abs(median) > 0.05 ? 0 : median;
}

/**
 * Recognises one prepared image (PNG) and places its words on a page of points: `pointsPerPixel`
 * converts the image's pixels. Words are regrouped into lines over the whole page, by their
 * baselines once the page's skew is taken out, so that a table row that Tesseract cut into
 * column blocks is one line again, as in a PDF's text layer; each word takes its text line's
 * height, like a text layer's run takes its font size, for the finders' column gaps.
 */
async function recognise(
  png: Buffer,
  pageNumber: number,
  pointsPerPixel: number,
  size: { width: number; height: number },
): Promise<TextPage> {
  const read = async (languages: readonly string[]) => {
    const worker = await ocrWorker(languages);
    await worker.setParameters({ user_defined_dpi: String(Math.round(72 / pointsPerPixel)) });
    return (await worker.recognize(png, {}, { blocks: true, text: false })).data;
  };
  let data = await read(LATIN_LANGUAGES);
  // A page French and English read poorly may be Chinese: read it again, keep the surer reading.
  if (data.confidence < CHINESE_RETRY_CONFIDENCE) {
    const chinese = await read(CHINESE_LANGUAGES);
    if (chinese.confidence > data.confidence) data = chinese;
  }
  const all = (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
  const slope = skewOf(all);
  const words: OcrWord[] = [];
  for (const line of all) {
    const { x0, y0, x1, y1 } = line.baseline;
    const withBaseline = hasBaseline(line);
    const lineSlope = withBaseline && x1 > x0 ? (y1 - y0) / (x1 - x0) : slope;
    const rowHeight = rowHeightOf(line);
    const lineHeight = line.bbox.y1 - line.bbox.y0;
    const size = rowHeight && rowHeight > 0 && rowHeight < lineHeight * 2 ? rowHeight : lineHeight;
    for (const w of line.words) {
      const text = w.text.trim();
      if (text === '' || w.confidence < 20) continue;
      const centre = (w.bbox.x0 + w.bbox.x1) / 2;
      const base = withBaseline ? y0 + (centre - x0) * lineSlope : w.bbox.y1;
      // Deskewed: the baseline and the top as they would be on a straight page.
      const shift = centre * slope;
      words.push({
        text,
        x0: w.bbox.x0,
        x1: w.bbox.x1,
        top: base - size - shift,
        baseline: base - shift,
        size,
      });
    }
  }
  const items = words.map((w) => ({
    text: w.text,
    x: round(w.x0 * pointsPerPixel),
    y: round(Math.max(0, w.top) * pointsPerPixel),
    width: round((w.x1 - w.x0) * pointsPerPixel),
    height: round(w.size * pointsPerPixel),
    baseline: w.baseline * pointsPerPixel,
  }));
  const lines: TextLine[] = groupLines(items, pageNumber).filter((l) => l.text !== '');
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
  let prepared: Awaited<ReturnType<typeof prepare>>;
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS, animated: false });
    const meta = await image.metadata();
    const oriented = {
      width: meta.autoOrient?.width ?? meta.width ?? dims.width,
      height: meta.autoOrient?.height ?? meta.height ?? dims.height,
    };
    const dpi = documentDpi(oriented.width, oriented.height, meta.density);
    prepared = await prepare(image.autoOrient(), oriented, dpi);
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    throw corruptImage();
  }
  onPage?.(1, 1);
  const page = await recognise(prepared.png, 1, 72 / prepared.dpi, prepared);
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
        png = await renderPageAsImage(pdf, n, { canvasImport, scale });
      } catch {
        throw new ExtractionError("Impossible d'extraire les données - fichier endommagé", 'corrupt');
      }
      const image = Buffer.from(png);
      const size = imageDimensions(image) ?? {
        width: Math.round(viewport.width * scale),
        height: Math.round(viewport.height * scale),
      };
      const prepared = await prepare(sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS }), size, dpi);
      pages.push(await recognise(prepared.png, n, 72 / prepared.dpi, prepared));
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
        canvasImport,
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
