/**
 * Fonts for generated PDFs (decision 0020): every script a user can type, with Noto fonts shipped
 * as npm packages (TTF/OTF, which pdfkit embeds as subsets: only the glyphs a document draws).
 *
 * A text is cut into runs, one font per run, chosen per character: Noto Sans (Latin, Greek,
 * Cyrillic), Noto Sans Hans (Chinese simplified and traditional, Japanese kana), Noto Sans KR
 * (Hangul), Noto Naskh Arabic, Noto Sans Hebrew, then Noto Sans Symbols and the monochrome Noto
 * Emoji. A character none of them draws becomes a visible '[U+XXXX]' (never '?' nor an empty box);
 * invisible format characters (joiners, variation selectors) that the run's font lacks are dropped.
 *
 * Right-to-left text: a paragraph holding Hebrew or Arabic is put in visual order with the Unicode
 * bidirectional algorithm (bidi-js). fontkit shapes each right-to-left word (Arabic joining forms)
 * and reverses its glyphs itself, so such words are handed over in logical order, one unbreakable
 * inline each, while the order of the words is the visual one.
 *
 * Font files are read once, on the first document that needs them (a Latin-only document reads
 * Noto Sans only), and registered in pdfmake's in-memory file system.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import bidiFactory from 'bidi-js';

export type FontKey = 'sans' | 'han' | 'hangul' | 'arabic' | 'hebrew' | 'symbols' | 'emoji';

interface FontSource {
  /** The pdfmake family name. */
  family: string;
  /** A module of the package, to find its folder (the packages do not export their font files). */
  entry: string;
  /** From that module's folder to the font files. */
  folder: string[];
  normal: string;
  bold: string;
}

/** A font of an @embedpdf package: `<file>-Regular.<ext>` and `<file>-Bold.<ext>` in its fonts folder. */
const embedpdfFont = (family: string, pkg: string, file: string, ext: 'ttf' | 'otf'): FontSource => ({
  family,
  entry: `@embedpdf/${pkg}`,
  folder: ['..', 'fonts'],
  normal: `${file}-Regular.${ext}`,
  bold: `${file}-Bold.${ext}`,
});

/** A font of an @expo-google-fonts package: `400Regular/<file>_400Regular.ttf` and its 700 Bold. */
const expoFont = (family: string, pkg: string, file: string): FontSource => ({
  family,
  entry: `@expo-google-fonts/${pkg}`,
  folder: [],
  normal: path.join('400Regular', `${file}_400Regular.ttf`),
  bold: path.join('700Bold', `${file}_700Bold.ttf`),
});

export const FONT_SOURCES: Record<FontKey, FontSource> = {
  sans: embedpdfFont('Noto Sans', 'fonts-latin', 'NotoSans', 'ttf'),
  han: embedpdfFont('Noto Sans Hans', 'fonts-sc', 'NotoSansHans', 'otf'),
  hangul: embedpdfFont('Noto Sans KR', 'fonts-kr', 'NotoSansKR', 'otf'),
  arabic: embedpdfFont('Noto Naskh Arabic', 'fonts-arabic', 'NotoNaskhArabic', 'ttf'),
  hebrew: embedpdfFont('Noto Sans Hebrew', 'fonts-hebrew', 'NotoSansHebrew', 'ttf'),
  symbols: expoFont('Noto Sans Symbols', 'noto-sans-symbols', 'NotoSansSymbols'),
  emoji: expoFont('Noto Emoji', 'noto-emoji', 'NotoEmoji'),
};

/** Fallback order for characters that no script range sends to a font directly. */
const FALLBACK: FontKey[] = ['symbols', 'emoji', 'han', 'hangul', 'arabic', 'hebrew'];
const RTL_FONTS = new Set<FontKey>(['arabic', 'hebrew']);

const require = createRequire(import.meta.url);

export function fontPath(key: FontKey, weight: 'normal' | 'bold'): string {
  const source = FONT_SOURCES[key];
  const dir = path.dirname(require.resolve(source.entry));
  return path.resolve(dir, ...source.folder, source[weight]);
}

/** The name of a font file in pdfmake's in-memory file system. */
export function vfsName(key: FontKey, weight: 'normal' | 'bold'): string {
  return `comptoir-${key}-${weight}`;
}

interface LoadedFont {
  normal: Buffer;
  bold: Buffer;
  covers: Set<number>;
}

const loaded = new Map<FontKey, LoadedFont>();
/** The font buffers handed to pdfmake (the patched `font()` below recognises them). */
const ownBuffers = new Set<Uint8Array>();

/** Reads a font's files (once) and the code points it draws. */
export function loadFont(key: FontKey): LoadedFont {
  let font = loaded.get(key);
  if (!font) {
    const normal = fs.readFileSync(fontPath(key, 'normal'));
    const bold = fs.readFileSync(fontPath(key, 'bold'));
    const probe = fontkit.create(normal);
    if (!('characterSet' in probe))
      throw new Error(`${FONT_SOURCES[key].normal}: a single font was expected`);
    font = { normal, bold, covers: new Set(probe.characterSet) };
    loaded.set(key, font);
    ownBuffers.add(normal).add(bold);
  }
  return font;
}

/** The fonts read so far. */
export function loadedFonts(): FontKey[] {
  return [...loaded.keys()];
}

function covers(key: FontKey, code: number): boolean {
  return loadFont(key).covers.has(code);
}

const inRange = (code: number, ranges: readonly (readonly [number, number])[]) =>
  ranges.some(([a, b]) => code >= a && code <= b);

const HANGUL = [
  [0x1100, 0x11ff],
  [0x3130, 0x318f],
  [0xa960, 0xa97f],
  [0xac00, 0xd7ff],
  [0xffa0, 0xffdc],
] as const;
const ARABIC = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x0870, 0x08ff],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfeff],
] as const;
const HEBREW = [
  [0x0590, 0x05ff],
  [0xfb1d, 0xfb4f],
] as const;
const HAN = [
  [0x2e80, 0x2fdf],
  [0x3000, 0x30ff],
  [0x3100, 0x312f],
  [0x31a0, 0x31ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xf900, 0xfaff],
  [0xff00, 0xffef],
  [0x20000, 0x3134f],
] as const;

/** The font that draws a character, or null when none of ours does. */
export function fontFor(code: number): FontKey | null {
  if (covers('sans', code)) return 'sans';
  const direct: FontKey | null = inRange(code, HAN)
    ? 'han'
    : inRange(code, HANGUL)
      ? 'hangul'
      : inRange(code, ARABIC)
        ? 'arabic'
        : inRange(code, HEBREW)
          ? 'hebrew'
          : null;
  if (direct && covers(direct, code)) return direct;
  for (const key of FALLBACK) if (key !== direct && covers(key, code)) return key;
  return null;
}

/** Characters that belong to the run they are in: spaces, combining marks, invisible ones. */
const STICKY = /[\s\p{M}\p{Cf}\ufe00-\ufe0f\u{e0100}-\u{e01ef}]/u;
/** Invisible characters: format controls, variation selectors, tags. Dropped when the font lacks them. */
const INVISIBLE = /[\p{Cf}\u034f\u180b-\u180f\ufe00-\ufe0f\u{e0100}-\u{e01ef}]/u;
const RTL_CHAR = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;

/**
 * The text without what a document cannot hold: NFC, no control characters but line breaks, tabs
 * as spaces, the thin and figure spaces of number formats as no-break spaces, no lone surrogates.
 */
export function cleanText(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0)!;
    if (ch === '\n') out += ch;
    else if (ch === '\t') out += ' ';
    else if (code === 0x202f || code === 0x2007 || code === 0x2009 || code === 0x200a) out += '\u00a0';
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else if (code >= 0xd800 && code <= 0xdfff) continue;
    else out += ch;
  }
  return out;
}

/** One inline of text in one font; `noWrap` keeps a right-to-left word whole. */
export interface TextRun {
  text: string;
  font: FontKey;
  noWrap?: boolean;
}

let bidi: ReturnType<typeof bidiFactory> | undefined;

/** A paragraph in visual order (left to right), mirrored brackets included. */
export function visualOrder(paragraph: string): string {
  if (!RTL_CHAR.test(paragraph)) return paragraph;
  bidi ??= bidiFactory();
  const levels = bidi.getEmbeddingLevels(paragraph);
  const units = paragraph.split('');
  for (const [index, mirror] of bidi.getMirroredCharactersMap(paragraph, levels.levels))
    units[index] = mirror;
  for (const [start = 0, end = -1] of bidi.getReorderSegments(paragraph, levels)) {
    const part = units.slice(start, end + 1).reverse();
    units.splice(start, part.length, ...part);
  }
  // Reversal put low surrogates before their high ones: swap each such pair back.
  for (let i = 0; i + 1 < units.length; i += 1) {
    const a = units[i]!.charCodeAt(0);
    const b = units[i + 1]!.charCodeAt(0);
    if (a >= 0xdc00 && a <= 0xdfff && b >= 0xd800 && b <= 0xdbff) {
      [units[i], units[i + 1]] = [units[i + 1]!, units[i]!];
      i += 1;
    }
  }
  return units.join('');
}

const SCRIPTED = /[^\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

/** fontkit reverses a word's glyphs when its first character with a script is right-to-left. */
function shapedRightToLeft(word: string): boolean {
  const first = SCRIPTED.exec(word);
  return first !== null && RTL_SCRIPT.test(first[0]);
}

export function placeholder(code: number): string {
  return `[U+${code.toString(16).toUpperCase().padStart(4, '0')}]`;
}

/** Runs of one font each, in visual order, for a text as typed (already cleaned or not). */
export function textRuns(input: string): TextRun[] {
  const text = cleanText(input);
  const sans = loadFont('sans').covers;
  let simple = true;
  for (const ch of text) {
    if (ch !== '\n' && !sans.has(ch.codePointAt(0)!)) {
      simple = false;
      break;
    }
  }
  if (simple) return text ? [{ text, font: 'sans' }] : [];

  const runs: TextRun[] = [];
  const push = (chunk: string, font: FontKey) => {
    const last = runs.at(-1);
    if (last && last.font === font && !last.noWrap) last.text += chunk;
    else runs.push({ text: chunk, font });
  };
  const visual = text.split('\n').map(visualOrder).join('\n');
  let current: FontKey = 'sans';
  for (const ch of visual) {
    const code = ch.codePointAt(0)!;
    if (ch === '\n') {
      push(ch, current);
      continue;
    }
    // Spaces, marks and joiners stay in the current font when it draws them.
    if (STICKY.test(ch) && covers(current, code)) {
      push(ch, current);
      continue;
    }
    const font = fontFor(code);
    if (font) {
      current = font;
      push(ch, font);
    } else if (!INVISIBLE.test(ch)) {
      current = 'sans';
      push(placeholder(code), 'sans');
    }
  }
  return runs.flatMap((run) => (RTL_FONTS.has(run.font) ? rightToLeftPhrases(run) : [run]));
}

/** Right-to-left words kept together in one unbreakable inline, up to this many characters. */
const RTL_PHRASE = 24;

/**
 * A right-to-left run (visual order, one font) as phrases of a few words: each phrase is handed
 * over in logical order with no-break spaces, so that fontkit shapes it and reverses it whole,
 * and text extraction reads it back in order; lines may break between phrases, which come in
 * visual order.
 */
function rightToLeftPhrases(run: TextRun): TextRun[] {
  const out: TextRun[] = [];
  let phrase = '';
  const flush = () => {
    if (phrase) {
      const text = shapedRightToLeft(phrase) ? [...phrase].reverse().join('') : phrase;
      out.push({ text, font: run.font, noWrap: true });
    }
    phrase = '';
  };
  for (const part of run.text.split(/(\s+)/)) {
    if (part === '') continue;
    if (/^\s+$/.test(part)) {
      if (!phrase || part.includes('\n') || phrase.length + part.length >= RTL_PHRASE) {
        flush();
        out.push({ text: part, font: 'sans' });
      } else phrase += part.replace(/\s/g, '\u00a0');
      continue;
    }
    if (phrase && phrase.length + part.length > RTL_PHRASE) {
      // The spaces that ended the phrase become a break opportunity of their own.
      const spaces = /\u00a0+$/.exec(phrase)?.[0] ?? '';
      phrase = phrase.slice(0, phrase.length - spaces.length);
      flush();
      if (spaces) out.push({ text: ' '.repeat(spaces.length), font: 'sans' });
    }
    phrase += part;
  }
  flush();
  return out;
}

interface GlyphRun {
  glyphs: { id: number; codePoints: number[]; advanceWidth: number }[];
  positions: object[];
  advanceWidth: number;
}
interface EmbeddedFontLike {
  font: fontkit.Font;
  layoutRun(text: string): GlyphRun;
  layoutCached(text: string): GlyphRun;
}
type EmbeddedFontClass = new (document: unknown, font: fontkit.Font, id: string) => EmbeddedFontLike;
interface PdfKitLike {
  font(src: unknown, family?: unknown, size?: unknown): PdfKitLike;
  fontSize(size: unknown): unknown;
  _font: EmbeddedFontLike;
  _fontFamilies: Record<string, EmbeddedFontLike>;
  _fontCount: number;
  _fontSource: unknown;
  _fontFamily: unknown;
}

/** Words laid out per font file, at most this many each (then the cache starts over). */
const LAYOUT_CACHE_SIZE = 20_000;
/** A parsed font is parsed again after this many documents (its glyph cache starts over). */
const PARSED_FONT_USES = 1000;

const parsedFonts = new WeakMap<Uint8Array, { font: fontkit.Font; uses: number }>();
let parses = 0;
let sharing: Promise<void> | undefined;

/** How many times a font file was parsed (tests: once per file, not once per document). */
export function fontParses(): number {
  return parses;
}

/**
 * fontkit keeps one glyph object per glyph id, with the code points of the text that first drew
 * it, and gives that object back for any later text: a Greek 'Α' drawn first would make every
 * later Latin 'A' of the same glyph say U+0391 in the PDF's text layer (ToUnicode), for every
 * document sharing the parsed font. The glyph asked for with other code points comes back as a
 * view of the cached one carrying the code points asked for.
 */
function withAskedCodePoints(font: fontkit.Font): fontkit.Font {
  type GlyphLike = { codePoints: number[] };
  const target = font as unknown as { getGlyph(id: number, codePoints?: number[]): GlyphLike | null };
  const original = target.getGlyph.bind(target);
  target.getGlyph = (id: number, codePoints: number[] = []) => {
    const glyph = original(id, codePoints);
    if (!glyph || codePoints.length === 0) return glyph;
    const same =
      glyph.codePoints.length === codePoints.length && glyph.codePoints.every((c, i) => c === codePoints[i]);
    return same
      ? glyph
      : (Object.create(glyph, { codePoints: { value: codePoints, enumerable: true } }) as GlyphLike);
  };
  return font;
}

function parsed(buffer: Uint8Array): fontkit.Font {
  let entry = parsedFonts.get(buffer);
  if (!entry || entry.uses >= PARSED_FONT_USES) {
    entry = { font: withAskedCodePoints(fontkit.create(buffer as Buffer) as fontkit.Font), uses: 0 };
    parsedFonts.set(buffer, entry);
    parses += 1;
  }
  entry.uses += 1;
  return entry.font;
}

/**
 * Two things pdfkit redoes for every document, done once here for the Noto fonts:
 * - parsing the font file (fontkit; the Chinese font's CFF tables take hundreds of milliseconds):
 *   `font()` given one of our font buffers embeds the one parsed font, with a subset per document;
 * - shaping each word (OpenType substitutions, kerning), which depends only on the font and the
 *   word: kept across documents, so a quote's hundreds of lines do not shape the same words on
 *   every render. Only the data pdfkit reads back is kept (glyph id, code points, advance,
 *   positions).
 * Another pdfkit than the one this was written for keeps its own behaviour.
 */
export function shareParsedFonts(): Promise<void> {
  // A failed attempt (pdfkit or the font not loading) is not kept: the next document tries again.
  return (sharing ??= patchPdfKit().catch((error: unknown) => {
    sharing = undefined;
    throw error;
  }));
}

/** pdfkit is loaded here, on the first document drawn, not in every server process at start. */
async function patchPdfKit(): Promise<void> {
  const { default: PDFKit } = await import('pdfkit');
  const proto = PDFKit.prototype as unknown as PdfKitLike;
  const sample = new PDFKit({ autoFirstPage: false }) as unknown as PdfKitLike;
  sample.font(loadFont('sans').normal);
  const EmbeddedFont = sample._font.constructor as EmbeddedFontClass;
  const embedded = EmbeddedFont.prototype;
  if (typeof embedded.layoutRun !== 'function' || typeof embedded.layoutCached !== 'function') return;
  if (typeof proto.font !== 'function' || !sample._fontFamilies) return;

  const originalFont = proto.font;
  proto.font = function (this: PdfKitLike, src: unknown, family?: unknown, size?: unknown) {
    if (!(src instanceof Uint8Array) || !ownBuffers.has(src) || typeof family === 'string') {
      return originalFont.call(this, src, family, size);
    }
    const font = parsed(src);
    this._fontSource = src;
    this._fontFamily = null;
    const fontSize = typeof family === 'number' ? family : size;
    if (fontSize != null) this.fontSize(fontSize);
    let current = this._fontFamilies[font.postscriptName];
    if (!current) {
      this._fontCount += 1;
      current = new EmbeddedFont(this, font, `F${this._fontCount}`);
      this._fontFamilies[font.postscriptName] = current;
    }
    this._font = current;
    return this;
  };

  const caches = new Map<string, Map<string, GlyphRun>>();
  embedded.layoutCached = function (this: EmbeddedFontLike, text: string): GlyphRun {
    const key = `${this.font.postscriptName}/${(this.font as unknown as { head: { checkSumAdjustment: number } }).head.checkSumAdjustment}`;
    let cache = caches.get(key);
    if (!cache) caches.set(key, (cache = new Map()));
    let run = cache.get(text);
    if (!run) {
      const full = this.layoutRun(text);
      run = {
        glyphs: full.glyphs.map((g) => ({
          id: g.id,
          codePoints: g.codePoints,
          advanceWidth: g.advanceWidth,
        })),
        positions: full.positions,
        advanceWidth: full.advanceWidth,
      };
      if (cache.size >= LAYOUT_CACHE_SIZE) cache.clear();
      cache.set(text, run);
    }
    return run;
  };
}
