/** The document number: after its label, on the title line ('Facture n° 12'), or in a reference box. */
import { EMPTY_FIELD, type ExtractedField } from '@comptoir/core/modules/extraction';
import { findDates } from '../dates';
import { INVOICE_TITLES, QUOTATION_TITLES, type LabelKey } from '../labels';
import { relativePosition, segmentAt } from '../layout';
import { best, field, labelled, type Context } from './context';

// Letters of any script: 'INV-20250815-乙希'.
const ID_TOKEN = /[\p{L}\p{N}][\p{L}\p{N}\-/._]*[\p{L}\p{N}]|\p{N}/gu;

/** The first identifier-like token of a text: it holds a digit, is not a date nor an amount with decimals. */
export function pickIdentifier(text: string): string | null {
  // Hyphens of other kinds ('20250704‑001', a non-breaking one) read as the plain one.
  const cleaned = text
    .replace(/[\u2010-\u2012]/g, '-')
    .replace(/^[\s:#°.\-–]*(?:(?:n[°º]|no\.?|nro\.?|nr\.?|num(?:ber|[ée]ro)?|#)\s*[:.]?\s*)?/i, '');
  ID_TOKEN.lastIndex = 0;
  const m = ID_TOKEN.exec(cleaned);
  if (!m || m.index > 3) return null;
  let token = m[0];
  // 'Fecha y Nº Factura: 03.04.2025 / 218130054': the date, then the number.
  const dated = findDates(token)[0];
  if (dated && dated.raw.length >= token.length - 1) {
    const next = /^ ?[/|] ?/.exec(cleaned.slice(m.index + token.length));
    return next ? pickIdentifier(cleaned.slice(m.index + token.length + next[0].length)) : null;
  }
  if (!/\d/.test(token) || token.length > 40) return null;
  // A number printed in two runs: a point of sale and its sequence ('0003 - 00003435', the
  // Argentine factura), or digits grouped by threes ('26 614 600 353').
  const after = cleaned.slice(m.index + token.length);
  const sequence = /^\d{1,5}$/.test(token) ? /^ ?- ?(\d{4,})(?![\d/.,])/.exec(after) : null;
  // ('000.043.445', '000,001,452': the Brazilian nota fiscal's number, grouped like an amount.)
  const groups = /^\d{1,3}$/.test(token)
    ? /^(?: \d{3}){2,}(?![\d/.,]|\s?[€$£%])|^(?:\.\d{3}){2,}(?![\d/,.])|^(?:,\d{3}){2,}(?![\d/,.])/.exec(
        after,
      )
    : null;
  if (sequence) token = `${token}-${sequence[1]}`;
  else if (groups) token = `${token}${groups[0]}`;
  if (findDates(token).length > 0 && findDates(token)[0]!.raw.length >= token.length - 1) return null;
  if (/^\d{1,3}([.,]\d{2})$/.test(token)) return null;
  return token;
}

/** A few words, then 'is' ('für diesen Vorgang lautet', 'for this order is'), before a number in a sentence. */
const SAYS = /^\s*(?:\p{L}+\s+){0,4}?(?:lautet|ist|is|est|es|è)\s*:?\s+/u;

const COMBINED_LABEL =
  /(?<![a-z])(?:fecha y|data i|data e) (?:n[º°o]|num|numero)\.? (?:de |da )?(?:factura|fatura)\s*:?/;

export function findDocumentNumber(ctx: Context, kind: 'invoice' | 'quotation'): ExtractedField {
  const key: LabelKey = kind === 'invoice' ? 'invoiceNumber' : 'quotationNumber';
  const keys: LabelKey[] = [key, 'issueDate', 'dueDate', 'vatId', 'iban', 'otherDate', 'validUntil'];
  // The number in a sentence: 'Die Rechnungsnummer für diesen Vorgang lautet M-1675.'
  const cands = labelled(ctx, keys, key, (t) => pickIdentifier(t) ?? pickIdentifier(t.replace(SAYS, '')));
  // One label for the date and the number ('Fecha y Nº Factura: 03.04.2025 / 218130054'), read as
  // the date's: the number is what follows the date.
  if (kind === 'invoice') {
    for (const line of ctx.lines) {
      const m = COMBINED_LABEL.exec(line.fold);
      const id = m ? pickIdentifier(line.text.slice(m.index + m[0].length)) : null;
      if (id) cands.push({ value: id, score: 1, line, at: m!.index });
    }
  }
  const titles = kind === 'invoice' ? INVOICE_TITLES : QUOTATION_TITLES;
  for (const line of ctx.lines) {
    if (line.page !== 1 || line.y > line.pageHeight * 0.4) continue;
    // The title opens the line or one of its columns ('… Customer name   Invoice 89973').
    const opening = line.segments
      .map((seg) => ({ seg, m: titles.exec(seg.fold) }))
      .find((x) => x.m && x.m.index <= 2);
    if (!opening) continue;
    const title = { index: opening.seg.offset + opening.m!.index, 0: opening.m![0] };
    const rest = line.text.slice(title.index + title[0].length);
    const generic =
      /^[^\n]{0,60}?(?<![a-z])(n[°º]|no\.|nro\.?|nr\.?|number|nummer|num[eé]ro|#|№|номер)\s*:?\s*/i.exec(
        rest,
      );
    const id = generic ? pickIdentifier(rest.slice(generic.index + generic[0].length)) : pickIdentifier(rest);
    if (id) cands.push({ value: id, score: generic ? 0.9 : 0.6, line });
    // The title alone, its number alone on the line under it, in the same column ('RECHNUNG' over
    // '2503001').
    if (!id && !opening.seg.text.slice(opening.m!.index + opening.m![0].length).trim()) {
      // (The first line below with text in the title's column: another column's line may come between.)
      const below = ctx.lines
        .slice(line.index + 1, line.index + 4)
        .find((l) => l.page === line.page && l.segments.some((s) => Math.abs(s.x - opening.seg.x) <= 6));
      const under = below?.segments.find((s) => Math.abs(s.x - opening.seg.x) <= 6);
      const value = under && below!.y - line.y <= line.height * 2.5 ? pickIdentifier(under.text) : null;
      if (value && value === under!.text.trim() && /\d{4}/.test(value))
        cands.push({ value, score: 0.55, line: below! });
    }
  }
  if (cands.length === 0) {
    // 'N° DEV-2026-001' in a reference box near the top of the first page.
    for (const c of labelled(
      ctx,
      ['genericNumber', 'issueDate', 'vatId', 'iban', 'phone'],
      'genericNumber',
      pickIdentifier,
    )) {
      const first = segmentAt(c.line, c.at ?? 0);
      if (
        c.line.page === 1 &&
        c.line.y < c.line.pageHeight * 0.4 &&
        /^\s*(?:n[°º]|no\.|nr\.?|#|num|№|номер)/i.test(first.text)
      ) {
        cands.push({ ...c, score: 0.5 });
      }
    }
  }
  for (const c of cands) c.score -= relativePosition(c.line, ctx.pages) * 0.2;
  const top = best(cands);
  if (!top) return { ...EMPTY_FIELD };
  const agree = cands.filter((c) => c.value === top.value).length;
  return field(top.value, Math.min(0.97, 0.6 + top.score * 0.3 + (agree > 1 ? 0.07 : 0)), top.line, ctx);
}
