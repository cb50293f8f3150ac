/**
 * The layout the field finders work on: a document's lines in reading order, each cut into
 * segments (runs of text without a column gap), with folded text for label matching, plus the
 * searches every finder needs: the text after a label on its line, or the text under it in the
 * same column.
 */
import type { FieldSource } from '@comptoir/core/modules/extraction';
import type { TextDocument, TextLine } from '../types';
import { LABELS, foldText, type LabelKey } from './labels';

export interface Segment {
  text: string;
  fold: string;
  x: number;
  x2: number;
  /** Offset of the segment in its line's `text`. */
  offset: number;
}

export interface Line {
  /** Position in reading order over the whole document. */
  index: number;
  page: number;
  y: number;
  height: number;
  pageWidth: number;
  pageHeight: number;
  /** Segments joined with single spaces. */
  text: string;
  fold: string;
  segments: Segment[];
  source: TextLine;
}

/** Gap, in multiples of the text height, above which two runs are in different columns. */
const COLUMN_GAP = 0.75;
/**
 * Chinese and Japanese titles are often set letter-spaced, one character a run ('单  价', '数  量'):
 * two single Han characters closer than this many heights are one word (columns sit further apart).
 */
const SPACED_HAN_GAP = 1.6;
const HAN_CHAR = /^\p{Script=Han}$/u;

export function layoutOf(doc: TextDocument): Line[] {
  const lines: Line[] = [];
  for (const page of doc.pages) {
    const sorted = [...page.lines].sort((a, b) => a.y - b.y);
    for (const tl of sorted) {
      const items = tl.items.filter((i) => i.text.trim() !== '').sort((a, b) => a.x - b.x);
      if (items.length === 0) continue;
      const height = median(items.map((i) => i.height)) || 10;
      const segments: Segment[] = [];
      let current: { parts: string[]; x: number; x2: number } | null = null;
      for (const item of items) {
        const gap = current ? item.x - current.x2 : Infinity;
        const spacedHan =
          current !== null &&
          HAN_CHAR.test(current.parts[current.parts.length - 1]!.trim()) &&
          HAN_CHAR.test(item.text.trim()) &&
          gap <= height * SPACED_HAN_GAP;
        if (current && spacedHan) {
          current.parts.push(item.text.trim());
          current.x2 = Math.max(current.x2, item.x + item.width);
        } else if (current && gap <= Math.max(2, height * COLUMN_GAP)) {
          current.parts.push(gap > Math.max(0.8, height * 0.12) ? ' ' : '', item.text);
          current.x2 = Math.max(current.x2, item.x + item.width);
        } else {
          if (current) segments.push(toSegment(current));
          current = { parts: [item.text], x: item.x, x2: item.x + item.width };
        }
      }
      if (current) segments.push(toSegment(current));
      let offset = 0;
      for (const s of segments) {
        s.offset = offset;
        offset += s.text.length + 1;
      }
      const text = segments.map((s) => s.text).join(' ');
      lines.push({
        index: lines.length,
        page: page.number,
        y: tl.y,
        height,
        pageWidth: page.width,
        pageHeight: page.height,
        text,
        fold: foldText(text),
        segments,
        source: tl,
      });
    }
  }
  return lines;
}

function toSegment(c: { parts: string[]; x: number; x2: number }): Segment {
  const text = c.parts.join('').replace(/\s+/g, ' ').trim();
  return { text, fold: foldText(text), x: c.x, x2: c.x2, offset: 0 };
}

export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** The segment of a line holding a character offset. */
export function segmentAt(line: Line, offset: number): Segment {
  let found = line.segments[0]!;
  for (const s of line.segments) if (s.offset <= offset) found = s;
  return found;
}

export interface LabelHit {
  key: LabelKey;
  weight: number;
  line: Line;
  start: number;
  end: number;
}

/**
 * Every label of the given families on a line, overlaps resolved in favour of the longest match
 * ('Total HT' beats 'Total', 'Rechnungssumme ohne USt.' beats 'Rechnungssumme').
 */
export function labelsOnLine(line: Line, keys: readonly LabelKey[]): LabelHit[] {
  const hits: LabelHit[] = [];
  for (const key of keys) {
    for (const label of LABELS[key]) {
      const re = new RegExp(label.pattern.source, 'g');
      for (let m = re.exec(line.fold); m; m = re.exec(line.fold)) {
        if (m[0].length === 0) {
          re.lastIndex += 1;
          continue;
        }
        hits.push({ key, weight: label.weight, line, start: m.index, end: m.index + m[0].length });
      }
    }
  }
  hits.sort((a, b) => b.end - b.start - (a.end - a.start) || b.weight - a.weight);
  // A match across a column gap ('date | facture n°' read as 'date facture') loses to a label that
  // stays in one column and reaches past it.
  const column = (offset: number) => segmentAt(line, offset).offset;
  const crosses = (h: LabelHit) => column(h.start) !== column(h.end - 1);
  const candidates = hits.filter(
    (h) =>
      !crosses(h) ||
      !hits.some(
        (o) =>
          o !== h &&
          !crosses(o) &&
          o.start < h.end &&
          o.end > h.start &&
          (o.start < h.start || o.end > h.end),
      ),
  );
  const kept: LabelHit[] = [];
  for (const h of candidates) if (!kept.some((k) => h.start < k.end && h.end > k.start)) kept.push(h);
  return joinTranslations(kept.sort((a, b) => a.start - b.start));
}

/** What stands between a label and its translation: 'विक्रेता / Seller', 'Rechnung-Nr. | Facture n°'. */
const BETWEEN_TRANSLATIONS = /^ ?[/|] ?$/;
/** A translation in brackets after its label: 'बीजक संख्या (Invoice No.)'. */
const BRACKETED = { open: /^ ?\( ?$/, close: /^ ?\)/ };

/**
 * A bilingual label is one label: the same family said twice, its two languages side by side,
 * joined by a slash or a bar, or the second in brackets. Read apart, the first one's value would
 * be the second label ('/ Seller: …'), and the name or number after them would be lost.
 */
function joinTranslations(hits: LabelHit[]): LabelHit[] {
  const out: LabelHit[] = [];
  for (const hit of hits) {
    const prev = out.at(-1);
    if (prev && prev.key === hit.key && prev.line === hit.line) {
      const fold = hit.line.fold;
      const between = fold.slice(prev.end, hit.start);
      const closing = BRACKETED.open.test(between) ? BRACKETED.close.exec(fold.slice(hit.end)) : null;
      if (BETWEEN_TRANSLATIONS.test(between) || closing) {
        out[out.length - 1] = {
          ...prev,
          weight: Math.max(prev.weight, hit.weight),
          end: hit.end + (closing ? closing[0].length : 0),
        };
        continue;
      }
    }
    out.push(hit);
  }
  return out;
}

/** The text after a label on its line, up to the next label (or the end of the line). */
export function textAfter(hit: LabelHit, others: readonly LabelHit[] = []): { text: string; offset: number } {
  const next = others.filter((o) => o.start >= hit.end).sort((a, b) => a.start - b.start)[0];
  const end = next ? next.start : hit.line.text.length;
  return { text: hit.line.text.slice(hit.end, end), offset: hit.end };
}

/**
 * The segments under a label in the same column: the first lines below (within `maxLines` line
 * heights) that have a segment overlapping the label's horizontal extent.
 */
export function segmentsBelow(
  lines: readonly Line[],
  hit: LabelHit,
  maxLines = 2.6,
): { line: Line; segment: Segment }[] {
  const seg = segmentAt(hit.line, hit.start);
  const out: { line: Line; segment: Segment }[] = [];
  for (let i = hit.line.index + 1; i < lines.length; i += 1) {
    const l = lines[i]!;
    if (l.page !== hit.line.page) break;
    if (l.y - hit.line.y > hit.line.height * maxLines + 2) break;
    for (const s of l.segments) {
      const overlap = Math.min(s.x2, seg.x2 + 4) - Math.max(s.x, seg.x - 4);
      if (overlap > 0) out.push({ line: l, segment: s });
    }
    if (out.length > 0) break;
  }
  return out;
}

/** The source of a value found on a line. */
export function sourceOf(line: Line, method: 'text' | 'ocr'): FieldSource {
  const width = Math.max(...line.segments.map((s) => s.x2)) - line.segments[0]!.x;
  return {
    method,
    page: line.page,
    text: line.text.slice(0, 500),
    box: { x: line.segments[0]!.x, y: line.y, width, height: line.height },
  };
}

/** Position of a line in the document, from 0 (top of the first page) to 1 (bottom of the last). */
export function relativePosition(line: Line, pages: number): number {
  return (line.page - 1 + line.y / Math.max(1, line.pageHeight)) / Math.max(1, pages);
}
