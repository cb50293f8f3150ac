/**
 * What the field finders share: a document's context (its lines, decimal mark, date order, table
 * headers), the field and candidate shapes, and the label-near-value search (same line to the
 * right, or the line below in the same column), with the free-text and overall-confidence helpers
 * built on it.
 */
import { EMPTY_FIELD, type ExtractedField } from '@comptoir/core/modules/extraction';
import type { TextDocument } from '../../types';
import { detectDecimalMark, type DecimalMark } from '../amounts';
import { detectDateOrder, type DateOrder } from '../dates';
import { TABLE_HEADERS, type LabelKey } from '../labels';
import {
  labelsOnLine,
  layoutOf,
  segmentAt,
  segmentsBelow,
  sourceOf,
  textAfter,
  type Line,
  type Segment,
} from '../layout';

export interface Context {
  lines: Line[];
  pages: number;
  method: 'text' | 'ocr';
  decimalMark: DecimalMark | undefined;
  dateOrder: DateOrder;
  /** Lines that head a line-item table (their labels are column titles, not field labels). */
  tableHeaders: Set<number>;
}

export function contextOf(doc: TextDocument): Context {
  const lines = layoutOf(doc);
  const texts = lines.map((l) => l.text);
  const ctx: Context = {
    lines,
    pages: doc.pages.length,
    method: doc.method,
    decimalMark: detectDecimalMark(texts) ?? undefined,
    dateOrder: detectDateOrder(texts),
    tableHeaders: new Set(),
  };
  for (const line of lines) if (isTableHeader(line)) ctx.tableHeaders.add(line.index);
  return ctx;
}

/** A line whose segments name at least three kinds of table column (description, quantity, price, total). */
export function isTableHeader(line: Line): boolean {
  const roles = new Set<string>();
  for (const s of line.segments) {
    for (const [role, re] of Object.entries(TABLE_HEADERS)) if (re.test(s.fold)) roles.add(role);
  }
  const money = roles.has('unitPrice') || roles.has('total');
  return roles.size >= 3 && money && line.segments.length >= 3;
}

export function field(
  value: string | null,
  confidence: number,
  line: Line | null,
  ctx: Context,
): ExtractedField {
  if (value === null || value === '') return { ...EMPTY_FIELD };
  return {
    value,
    confidence: clamp(confidence),
    source: line ? sourceOf(line, ctx.method) : { method: ctx.method },
  };
}

export function clamp(n: number): number {
  return Math.max(0, Math.min(1, Math.round(n * 1000) / 1000));
}

export interface Candidate<T = string> {
  value: T;
  score: number;
  line: Line;
  /** Offset of the label in its line, when the value came from one. */
  at?: number;
}

export function best<T>(cands: Candidate<T>[]): Candidate<T> | null {
  return cands.reduce<Candidate<T> | null>((b, c) => (!b || c.score > b.score ? c : b), null);
}

// ---------------------------------------------------------------------------------------------
// Label → value

/**
 * Values found for a label family: `pick` reads the text after the label on its line; when it
 * finds nothing there, the text of the segments under the label is tried.
 */
export function labelled<T>(
  ctx: Context,
  keys: readonly LabelKey[],
  wanted: LabelKey,
  pick: (text: string) => T | null,
  options: {
    below?: boolean;
    skipTableHeaders?: boolean;
    /** Chooses among the values down a column title (the first one, and those under it). */
    column?: (first: T, column: T[]) => T;
  } = {},
): Candidate<T>[] {
  const out: Candidate<T>[] = [];
  for (const line of ctx.lines) {
    if (options.skipTableHeaders !== false && ctx.tableHeaders.has(line.index)) continue;
    const hits = labelsOnLine(line, keys);
    for (const hit of hits) {
      if (hit.key !== wanted) continue;
      const after = textAfter(hit, hits);
      const value = pick(after.text);
      if (value !== null) {
        // A label in the middle of a sentence ('... bitte Belegnummer 123 angeben') counts less.
        const labelSegment = segmentAt(line, hit.start);
        const wordsBefore = line.text
          .slice(labelSegment.offset, hit.start)
          .trim()
          .split(/\s+/)
          .filter(Boolean).length;
        out.push({ value, score: hit.weight * (wordsBefore > 2 ? 0.6 : 1), line, at: hit.start });
        continue;
      }
      if (options.below === false) continue;
      // Only when the label ends its segment (a column title), look under it.
      const seg = segmentAt(line, hit.start);
      const segmentEnd = seg.offset + seg.text.length;
      // A title that names two fields ('Invoice Number & Date', their values side by side under it)
      // is this label's title too: the other label and the '&' are not in the way.
      let restOfSegment = line.text.slice(hit.end, segmentEnd);
      for (const other of hits.filter((h) => h.start >= hit.end && h.end <= segmentEnd).reverse()) {
        const at = other.start - hit.end;
        restOfSegment = restOfSegment.slice(0, at) + restOfSegment.slice(at + other.end - other.start);
      }
      restOfSegment = restOfSegment.replace(/\s(?:&|\+|\/|and|und|et|y)\s/gi, ' ');
      // Only a colon, a currency or a parenthesis may follow a column title ('Total HT (EUR)').
      if (restOfSegment.replace(/[\s:#.°()-]+|\b[A-Z]{3}\b|[€$£¥%]/g, '').length > 0) continue;
      for (const { line: below, segment } of segmentsBelow(ctx.lines, hit)) {
        // A labelled line under a heading ('Grand Total' over 'Total CGST: 25.35') is not its value.
        if (opensWithLabel(segment, keys)) break;
        const v = pick(segment.text);
        if (v !== null) {
          const value = options.column ? options.column(v, columnBelow(ctx, below, segment, pick)) : v;
          out.push({ value, score: hit.weight * 0.85, line: below });
          break;
        }
      }
    }
  }
  return out;
}

/** A segment that opens with one of the labels ('Total CGST: 25.35'). */
function opensWithLabel(segment: Segment, keys: readonly LabelKey[]): boolean {
  const alone = { ...segment, offset: 0 };
  const probe = { text: segment.text, fold: segment.fold, segments: [alone] } as unknown as Line;
  return labelsOnLine(probe, keys).some((h) => h.start <= 1);
}

/** The values down a column from a first value: the segments right under one another, without a gap. */
function columnBelow<T>(ctx: Context, first: Line, segment: Segment, pick: (text: string) => T | null): T[] {
  const out: T[] = [];
  let last = first;
  for (let i = first.index + 1; i < ctx.lines.length && out.length < 12; i += 1) {
    const line = ctx.lines[i]!;
    if (line.page !== first.page || line.y - last.y > Math.max(line.height, last.height) * 2.6) break;
    const under = line.segments.find(
      (s) => Math.min(s.x2, segment.x2 + 4) - Math.max(s.x, segment.x - 4) > 0,
    );
    if (!under) break;
    const v = pick(under.text);
    if (v === null) break;
    out.push(v);
    last = line;
  }
  return out;
}

/** Free text after a label ('Conditions de paiement : 30 jours fin de mois'), or the line under a heading. */
export function findLabelledText(
  ctx: Context,
  key: LabelKey,
  others: readonly LabelKey[] = [],
): ExtractedField {
  const cands = labelled(ctx, [key, ...others], key, (text) => {
    const t = text.replace(/^[\s:.-]+/, '').trim();
    return t.length >= 2 && /\p{L}|\d/u.test(t) ? t.slice(0, 300) : null;
  });
  const top1 = cands[0];
  if (!top1) return { ...EMPTY_FIELD };
  return field(top1.value, 0.75 * top1.score, top1.line, ctx);
}

/** The key fields' mean confidence, the document's overall confidence. */
export function overall(fields: ExtractedField[]): number {
  if (fields.length === 0) return 0;
  return clamp(fields.reduce((s, f) => s + f.confidence, 0) / fields.length);
}
