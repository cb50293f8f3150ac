/** Issue, due and validity dates: after their labels; the issue date also on the title line or near the top. */
import { EMPTY_FIELD, type ExtractedField } from '@comptoir/core/modules/extraction';
import { findDates } from '../dates';
import { INVOICE_TITLES, QUOTATION_TITLES, type LabelKey } from '../labels';
import { labelsOnLine, relativePosition, segmentsBelow, type Segment } from '../layout';
import { best, field, labelled, type Context } from './context';

const DATE_KEYS: LabelKey[] = ['issueDate', 'dueDate', 'validUntil', 'otherDate'];

export function pickDate(ctx: Context) {
  return (text: string): string | null => {
    const d = findDates(text, ctx.dateOrder)[0];
    return d && d.index <= 12 ? d.value : null;
  };
}

export function findDateField(ctx: Context, key: 'issueDate' | 'dueDate' | 'validUntil'): ExtractedField {
  const cands = labelled(ctx, DATE_KEYS, key, pickDate(ctx));
  if (key === 'issueDate') {
    for (const c of cands) {
      // A date on the title line ('Facture n° 12 du 05/03/2024') is the issue date.
      if (
        c.line.page === 1 &&
        c.line.y < c.line.pageHeight * 0.4 &&
        (INVOICE_TITLES.test(c.line.fold) || QUOTATION_TITLES.test(c.line.fold))
      ) {
        c.score += 0.4;
      }
      c.score -= relativePosition(c.line, ctx.pages) * 0.3;
    }
    if (cands.length === 0) {
      // The first date in the upper part of the first page that no other label claims, on its
      // line or as the column title above it ('Date Reg' over '14/02/2018').
      const claimed = new Set<Segment>();
      for (const line of ctx.lines) {
        for (const hit of labelsOnLine(line, ['dueDate', 'validUntil', 'otherDate'])) {
          for (const { segment } of segmentsBelow(ctx.lines, hit)) claimed.add(segment);
        }
      }
      for (const line of ctx.lines) {
        if (line.page !== 1 || line.y > line.pageHeight * 0.45) continue;
        const hits = labelsOnLine(line, ['dueDate', 'validUntil', 'otherDate']);
        if (hits.length > 0) continue;
        const free = line.segments.filter((s) => !claimed.has(s));
        const d = findDates(free.map((s) => s.text).join(' '), ctx.dateOrder)[0];
        if (d) {
          cands.push({ value: d.value, score: 0.2, line });
          break;
        }
      }
    }
  }
  const top = best(cands);
  if (!top) return { ...EMPTY_FIELD };
  return field(top.value, Math.min(0.95, 0.5 + top.score * 0.4), top.line, ctx);
}
