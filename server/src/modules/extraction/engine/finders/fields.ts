/**
 * Field searches shared by the invoice and quotation readers: label-near-value search (same line
 * to the right, or the line below in the same column), document numbers, dates, totals with their
 * arithmetic cross-check, currency, parties (seller, buyer) and their VAT ids, IBAN, contacts.
 */
import { EMPTY_FIELD, type ExtractedField } from '@comptoir/core/modules/extraction';
import type { TextDocument } from '../types';
import {
  amountsEqual,
  centsApart,
  detectDecimalMark,
  findAmounts,
  subtractAmounts,
  sumAmounts,
  type DecimalMark,
} from './amounts';
import { findEmails, findPhones } from './contact';
import { findCurrencies, isYuanContext, parseCurrency } from './currency';
import { detectDateOrder, findDates, type DateOrder } from './dates';
import { findIbans } from './iban';
import { INVOICE_TITLES, QUOTATION_TITLES, TABLE_HEADERS, foldText, type LabelKey } from './labels';
import {
  labelsOnLine,
  layoutOf,
  median,
  relativePosition,
  segmentAt,
  segmentsBelow,
  sourceOf,
  textAfter,
  type LabelHit,
  type Line,
  type Segment,
} from './layout';
import { findVatIds, type VatCheck } from './vat';

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

interface Candidate<T = string> {
  value: T;
  score: number;
  line: Line;
  /** Offset of the label in its line, when the value came from one. */
  at?: number;
}

function best<T>(cands: Candidate<T>[]): Candidate<T> | null {
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
      const restOfSegment = line.text.slice(hit.end, seg.offset + seg.text.length);
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

// ---------------------------------------------------------------------------------------------
// Document number

// Letters of any script: 'INV-20250815-乙希'.
const ID_TOKEN = /[\p{L}\p{N}][\p{L}\p{N}\-/._]*[\p{L}\p{N}]|\p{N}/gu;

/** The first identifier-like token of a text: it holds a digit, is not a date nor an amount with decimals. */
export function pickIdentifier(text: string): string | null {
  const cleaned = text.replace(/^[\s:#°.\-–]*(?:(?:n°|no\.?|nr\.?|num(?:ber|[ée]ro)?|#)\s*[:.]?\s*)?/i, '');
  ID_TOKEN.lastIndex = 0;
  const m = ID_TOKEN.exec(cleaned);
  if (!m || m.index > 3) return null;
  const token = m[0];
  if (!/\d/.test(token) || token.length > 40) return null;
  if (findDates(token).length > 0 && findDates(token)[0]!.raw.length >= token.length - 1) return null;
  if (/^\d{1,3}([.,]\d{2})$/.test(token)) return null;
  return token;
}

export function findDocumentNumber(ctx: Context, kind: 'invoice' | 'quotation'): ExtractedField {
  const key: LabelKey = kind === 'invoice' ? 'invoiceNumber' : 'quotationNumber';
  const keys: LabelKey[] = [key, 'issueDate', 'dueDate', 'vatId', 'iban', 'otherDate', 'validUntil'];
  const cands = labelled(ctx, keys, key, pickIdentifier);
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
    const generic = /^[^\n]{0,60}?(?<![a-z])(n°|no\.|nr\.?|number|nummer|num[eé]ro|#)\s*:?\s*/i.exec(rest);
    const id = generic ? pickIdentifier(rest.slice(generic.index + generic[0].length)) : pickIdentifier(rest);
    if (id) cands.push({ value: id, score: generic ? 0.9 : 0.6, line });
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
        /^\s*(?:n°|no\.|nr\.?|#|num)/i.test(first.text)
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

// ---------------------------------------------------------------------------------------------
// Dates

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

// ---------------------------------------------------------------------------------------------
// Totals

const TOTAL_KEYS: LabelKey[] = [
  'totalWithoutTax',
  'taxAmount',
  'totalWithTax',
  'amountDue',
  'notATotal',
  'vatId',
  'iban',
  'otherDate',
  'dueDate',
  'issueDate',
  'paymentTerms',
];

interface Amount {
  value: string;
  money: boolean;
}

function pickTotal(ctx: Context) {
  return (text: string): Amount | null => {
    const amounts = findAmounts(text, ctx.decimalMark).filter((a) => {
      const after = foldText(text.slice(a.end, a.end + 12));
      return !/^\s*(?:jours?|days?|tage?n?|mois|months?|monate?|ans?|years?|jahre?|stk|pcs?|pieces?|x\b)/.test(
        after,
      );
    });
    if (amounts.length === 0) return null;
    const money = amounts.filter((a) => a.moneyLike);
    const chosen = (money.length > 0 ? money : amounts)[(money.length > 0 ? money : amounts).length - 1]!;
    // A total is in the currency's minor unit: '34.710,744' is 34710.74.
    const value = /\.\d{3,}$/.test(chosen.value) ? Number(chosen.value).toFixed(2) : chosen.value;
    return { value, money: chosen.moneyLike };
  };
}

export interface Totals {
  totalWithoutTax: ExtractedField;
  taxAmount: ExtractedField;
  totalWithTax: ExtractedField;
  /** net + tax = total held for the chosen values. */
  consistent: boolean;
  /** The tax was not read but taken as the total less the net. */
  taxDerived?: boolean;
}

export function findTotals(ctx: Context): Totals {
  const pick = pickTotal(ctx);
  // A summary table with one row per tax rate and a sum row: under a column title, the sum row.
  const sumRow = (first: Amount, column: Amount[]) => {
    const values = [first, ...column];
    for (let k = 2; k < values.length; k += 1) {
      if (!values[k]!.money) break;
      if (amountsEqual(sumAmounts(values.slice(0, k).map((a) => a.value)), values[k]!.value))
        return values[k]!;
    }
    return first;
  };
  const byRole = (role: LabelKey, factor = 1) =>
    labelled(ctx, TOTAL_KEYS, role, pick, { column: sumRow }).map((c) => ({
      value: c.value.value,
      line: c.line,
      score:
        c.score * factor * (c.value.money ? 1 : 0.6) * (0.85 + 0.15 * relativePosition(c.line, ctx.pages)),
    }));
  const nets = top(byRole('totalWithoutTax'));
  const taxes = byRole('taxAmount');
  const totals = top([...byRole('totalWithTax'), ...byRole('amountDue', 0.75)]);
  // Several tax lines (one per rate) add up to the tax total.
  const taxSum = taxes.length > 1 ? sumAmounts(dedupeByLine(taxes).map((t) => t.value)) : null;
  const taxCands = top(taxes);
  if (taxSum && !taxCands.some((t) => amountsEqual(t.value, taxSum))) {
    taxCands.push({ value: taxSum, line: taxes[taxes.length - 1]!.line, score: 0.5 });
  }
  // A line table's sum row: its total column only when no total is labelled (the amount to pay may
  // be rounded, or charges follow the table).
  const labelledTotal = totals.length > 0;
  for (const sums of columnSums(ctx)) {
    if (sums.net) nets.push(sums.net);
    if (sums.tax) taxCands.push(sums.tax);
    if (sums.total && !labelledTotal) totals.push(sums.total);
  }

  let chosen: { net: Scored; tax: Scored; total: Scored; score: number } | null = null;
  for (const net of nets) {
    for (const tax of taxCands) {
      for (const total of totals) {
        const sum = sumAmounts([net.value, tax.value]);
        // A total rounded to the whole unit ('Total Amount After Tax ₹4,490.00' for 4,489.90) counts
        // a little less than an exact one.
        const rounded =
          !amountsEqual(sum, total.value) &&
          /\.00$/.test(Number(total.value).toFixed(2)) &&
          centsApart(sum, total.value) < 50;
        if (!amountsEqual(sum, total.value) && !rounded) continue;
        // A tax below zero under a positive total is a dash read as a sign ('Tax - 260'), not a refund.
        if (Number(tax.value) < 0 && Number(total.value) > 0) continue;
        if (
          amountsEqual(net.value, total.value) &&
          amountsEqual(tax.value, '0') &&
          net.line.index === total.line.index
        )
          continue;
        const score = net.score + tax.score + total.score - (rounded ? 0.3 : 0);
        if (!chosen || score > chosen.score) chosen = { net, tax, total, score };
      }
    }
  }
  if (chosen) {
    return {
      totalWithoutTax: field(chosen.net.value, 0.97, chosen.net.line, ctx),
      taxAmount: field(chosen.tax.value, 0.95, chosen.tax.line, ctx),
      totalWithTax: field(chosen.total.value, 0.97, chosen.total.line, ctx),
      consistent: true,
    };
  }
  const net = nets[0] ?? null;
  // Indian GST within a state is charged in two halves, central and state (CGST + SGST or UTGST):
  // the tax is their sum.
  const central = dedupeByLine(taxes).filter((t) => /(?<![a-z])cgst/.test(t.line.fold));
  const state = dedupeByLine(taxes).filter((t) => /(?<![a-z])(?:sgst|utgst)/.test(t.line.fold));
  const halves =
    central.length === 1 && state.length === 1 && central[0]!.line !== state[0]!.line
      ? { ...state[0]!, value: sumAmounts([central[0]!.value, state[0]!.value]) }
      : null;
  const total = totals[0] ?? null;
  // A tax is a part of the total: one at or above a positive total is another column's amount
  // (the line total beside the tax of a GST row), not the tax.
  const belowTotal = (t: Scored) =>
    !total || Number(total.value) <= 0 || Number(t.value) < Number(total.value);
  const taxRead = halves ?? taxCands.find(belowTotal) ?? null;
  // 'Tax - 260' under a positive total: the dash is a cell separator, the tax is 260.
  const tax =
    taxRead && total && Number(taxRead.value) < 0 && Number(total.value) > 0
      ? { ...taxRead, value: subtractAmounts('0', taxRead.value) }
      : taxRead;
  const conf = (c: Scored | null) => (c ? Math.min(0.75, 0.4 + c.score * 0.3) : 0);
  const out: Totals = {
    totalWithoutTax: field(net?.value ?? null, conf(net), net?.line ?? null, ctx),
    taxAmount: field(tax?.value ?? null, conf(tax), tax?.line ?? null, ctx),
    totalWithTax: field(total?.value ?? null, conf(total), total?.line ?? null, ctx),
    consistent: false,
  };
  // A net at or above the total while tax is due, or a zero net under a positive total, cannot be
  // the net: the total less the tax is.
  if (
    net &&
    tax &&
    total &&
    Number(tax.value) > 0 &&
    Number(total.value) > Number(tax.value) &&
    (Number(net.value) >= Number(total.value) || Number(net.value) === 0)
  ) {
    out.totalWithoutTax = field(subtractAmounts(total.value, tax.value), 0.55, null, ctx);
  }
  // Charges or discounts printed between the sub-total and the total ('Discount -2,108.50', a fee
  // outside VAT): the total less the tax is the amount without tax.
  let adjusted = false;
  if (net && total && net.line.index < total.line.index && Number(total.value) > 0) {
    const withoutTax = tax ? subtractAmounts(total.value, tax.value) : total.value;
    const rest = subtractAmounts(withoutTax, net.value);
    const between = ctx.lines
      .filter((l) => l.index > net.line.index && l.index < total.line.index)
      // Never a tax line, read or not.
      .filter((l) => l.index !== tax?.line.index && labelsOnLine(l, ['taxAmount', 'vatId']).length === 0)
      .map(
        (l) =>
          findAmounts(l.text, ctx.decimalMark)
            .filter((a) => a.moneyLike)
            .pop()?.value,
      )
      .filter((v): v is string => v !== undefined);
    // The amounts from the sub-total down add up to the difference; a discount may be printed
    // without its sign ('Discount $2,108.50').
    const explained = between.some((_, k) => {
      const sum = sumAmounts(between.slice(0, k + 1));
      return amountsEqual(sum, rest) || amountsEqual(sum, subtractAmounts('0', rest));
    });
    if (!amountsEqual(rest, '0') && explained) {
      out.totalWithoutTax = field(withoutTax, 0.6, null, ctx);
      adjusted = true;
    }
  }
  // Two of three found: the third follows, with a modest confidence.
  if (net && total && !tax && !adjusted) {
    out.taxAmount = field(subtractAmounts(total.value, net.value), 0.5, null, ctx);
    out.taxDerived = true;
  }
  if (net && tax && !total) out.totalWithTax = field(sumAmounts([net.value, tax.value]), 0.5, null, ctx);
  if (!net && tax && total)
    out.totalWithoutTax = field(subtractAmounts(total.value, tax.value), 0.5, null, ctx);
  if (!net && !tax && !total) {
    // Last resort: the largest money amount of the document, as the total.
    let largest: { value: string; line: Line } | null = null;
    for (const line of ctx.lines) {
      for (const a of findAmounts(line.text, ctx.decimalMark)) {
        if (!a.moneyLike) continue;
        if (!largest || Number(a.value) > Number(largest.value)) largest = { value: a.value, line };
      }
    }
    if (largest) out.totalWithTax = field(largest.value, 0.3, largest.line, ctx);
  }
  return out;
}

interface Scored {
  value: string;
  line: Line;
  score: number;
}

/** Column titles: a rate, a tax, a total (with tax), an amount without tax. */
const RATE_TITLE = /(?<![a-z])(?:rate|type|taux|satz|tarief|code)(?![a-z])|%|税率|稅率|征收率/;
const GROSS_TITLE = /(?<![a-z])(?:incl|inkl|ttc|gross|brutto|after tax)|价税合计|價稅合計/;
const TAX_TITLE =
  /(?<![a-z])(?:tax|vat|gst|igst|cgst|sgst|utgst|tva|mwst|ust|btw|iva|hst)(?![a-z])|税额|稅額|税金|消費税/;
const TOTAL_TITLE = /(?<![a-z])(?:total|totaal|gesamt|summe)(?![a-z])|合计|合計/;
const NET_TITLE =
  /(?<![a-z])(?:net|taxable|excl|exkl|ht|htva|netto|amount|montant|betrag|bedrag|value)(?![a-z])|金额|金額/;

/**
 * The totals row under a line table sums the columns it stands under ('TOTAL:  ₹9.64  ₹90.00' under
 * 'Tax Amount' and 'Total Amount'; '合   计  ¥47.17  ¥2.83' under '金额' and '税额'): an amount
 * under a tax column's title is the tax, under a total's the total, under an amount's the net.
 */
function columnSums(ctx: Context): { net?: Scored; tax?: Scored; total?: Scored }[] {
  const out: { net?: Scored; tax?: Scored; total?: Scored }[] = [];
  for (const line of ctx.lines) {
    if (ctx.tableHeaders.has(line.index)) continue;
    const hit = labelsOnLine(line, ['totalWithTax', 'totalWithoutTax', 'amountDue'])[0];
    if (!hit || hit.start > 1) continue;
    const amounts = findAmounts(line.text.slice(hit.end), ctx.decimalMark).filter((a) => a.moneyLike);
    if (amounts.length < 2 || amounts.length > 6) continue;
    const sums: { net?: Scored; tax?: Scored; total?: Scored } = {};
    for (const a of amounts) {
      const title = columnTitle(ctx, line, hit.end + a.index, hit.end + a.end);
      if (!title || RATE_TITLE.test(title)) continue;
      const role = GROSS_TITLE.test(title)
        ? 'total'
        : TAX_TITLE.test(title)
          ? 'tax'
          : TOTAL_TITLE.test(title)
            ? 'total'
            : NET_TITLE.test(title)
              ? 'net'
              : null;
      if (role && !sums[role]) sums[role] = { value: a.value, line, score: 0.9 };
    }
    if (sums.tax || (sums.net && sums.total)) out.push(sums);
  }
  return out;
}

/**
 * The title of the column a run of a line stands under: the text-only segments above it (a title
 * may take two lines, 'Tax' over 'Amount'), over the table's rows; null when there is none.
 */
function columnTitle(ctx: Context, line: Line, start: number, end: number): string | null {
  const seg = segmentAt(line, start);
  const perChar = (seg.x2 - seg.x) / Math.max(1, seg.text.length);
  const x = seg.x + perChar * (start - seg.offset);
  const x2 = seg.x + perChar * (end - seg.offset);
  const overlap = (a: number, b: number) => Math.min(b, x2) - Math.max(a, x);
  const parts: string[] = [];
  let last: Line | null = null;
  for (let i = line.index - 1; i >= 0 && i >= line.index - 40; i -= 1) {
    const above = ctx.lines[i]!;
    if (above.page !== line.page) break;
    if (last && last.y - above.y > Math.max(above.height, last.height) * 1.6) break;
    const over = above.segments.filter((s) => overlap(s.x, s.x2) > 0.5);
    if (over.length === 0) continue;
    // A row of the table (it has figures): the titles are further up, or already behind.
    if (over.some((s) => /\d/.test(s.text))) {
      if (last) break;
      continue;
    }
    // Titles set close together make one wide segment ('Tax Tax Tax Total'): then the run printed
    // right over the amount.
    const titles = over.map((s) => {
      if (s.x2 - s.x <= Math.max(x2 - x, 10) * 3) return s.fold;
      const runs = above.source.items.filter((r) => r.x >= s.x - 0.5 && r.x + r.width <= s.x2 + 0.5);
      const run = runs.reduce<{ text: string; o: number } | null>((b, r) => {
        const o = overlap(r.x, r.x + r.width);
        return !b || o > b.o ? { text: r.text, o } : b;
      }, null);
      return run && run.o > 0 ? foldText(run.text) : '';
    });
    parts.unshift(titles.join(' '));
    last = above;
  }
  return parts.length > 0 ? parts.join(' ') : null;
}

/** The best-scored candidate of each distinct value, best first, at most six. */
function top(cands: Scored[]): Scored[] {
  const byValue = new Map<string, Scored>();
  for (const c of cands) {
    const prev = byValue.get(c.value);
    if (!prev || c.score > prev.score) byValue.set(c.value, c);
  }
  return [...byValue.values()].sort((a, b) => b.score - a.score).slice(0, 6);
}

function dedupeByLine(cands: Scored[]): Scored[] {
  const seen = new Set<number>();
  return cands.filter((c) => (seen.has(c.line.index) ? false : (seen.add(c.line.index), true)));
}

// ---------------------------------------------------------------------------------------------
// Currency

export function findCurrency(ctx: Context): ExtractedField {
  const cands = labelled(ctx, ['currency'], 'currency', (t) => parseCurrency(t.slice(0, 30)));
  const labelledBest = best(cands);
  if (labelledBest) return field(labelledBest.value, 0.97, labelledBest.line, ctx);
  const votes = new Map<string, { score: number; line: Line }>();
  // '¥' on a Chinese invoice ('价税合计', '发票号码' elsewhere on the page) is the yuan.
  const yuan = isYuanContext(ctx.lines.map((l) => l.text).join('\n'));
  for (const line of ctx.lines) {
    const hasAmount = findAmounts(line.text, ctx.decimalMark).some((a) => a.moneyLike);
    for (const c of findCurrencies(line.text, yuan)) {
      const v = votes.get(c.code) ?? { score: 0, line };
      v.score += c.strength * (hasAmount ? 1 : 0.5);
      votes.set(c.code, v);
    }
  }
  const ranked = [...votes.entries()].sort((a, b) => b[1].score - a[1].score);
  // A bare '$' on a Canadian document (GST/HST, TPS/TVQ, a province) is the Canadian dollar.
  if (
    ranked[0]?.[0] === 'USD' &&
    !ctx.lines.some((l) => /US\$|U\.S\.|(?<![A-Z])USD(?![A-Z])/.test(l.text)) &&
    ctx.lines.some((l) =>
      /(?<![a-z])(?:tps|tvq|hst|qst|quebec|ontario|canada|alberta|manitoba)(?![a-z])/.test(l.fold),
    )
  ) {
    ranked[0] = ['CAD', ranked[0][1]];
  }
  const first = ranked[0];
  if (!first) return { ...EMPTY_FIELD };
  const second = ranked[1]?.[1].score ?? 0;
  const dominance = first[1].score / (first[1].score + second);
  return field(
    first[0],
    Math.min(0.92, 0.5 + 0.45 * dominance * Math.min(1, first[1].score / 2)),
    first[1].line,
    ctx,
  );
}

// ---------------------------------------------------------------------------------------------
// Parties

const COMPANY_FORM =
  /(?<![A-Za-z])(?:G[mM][bB][hH](?: & Co\.? KG)?|LTD\.?|LIMITED|INC\.?|CORP\.?|AG|KG|OHG|UG|e\.K\.|e\.V\.|SARL|S\.A\.R\.L\.|SAS|SASU|SA|S\.A\.|SNC|EURL|SCI|SCOP|Ltd\.?|Limited|LLC|L\.L\.C\.|Inc\.?|Corp\.?|PLC|plc|LLP|BV|B\.V\.|NV|N\.V\.|S\.p\.A\.|SpA|S\.r\.l\.|Srl|S\.L\.|SL|Oy|AB|A\/S|ApS|Sp\. z o\.o\.|Co\.,? Ltd\.?|Pty Ltd)(?![A-Za-z])/;

export interface Party {
  name: ExtractedField;
  /** The lines of the party's block (heading excluded), for its VAT id, e-mail and phone. */
  block: Line[];
}

const PARTY_KEYS: LabelKey[] = ['seller', 'buyer'];
/** The labels of a document's references: its number, dates, VAT id, IBAN and currency. */
const REFERENCE_LABELS: LabelKey[] = [
  'invoiceNumber',
  'quotationNumber',
  'issueDate',
  'dueDate',
  'validUntil',
  'vatId',
  'iban',
  'currency',
];
const ALL_FIELD_LABELS: LabelKey[] = [...REFERENCE_LABELS, 'totalWithTax', 'totalWithoutTax'];
/** Labels that make a line a field rather than the sender's name. */
const NOT_A_NAME_LABELS: LabelKey[] = [
  ...REFERENCE_LABELS,
  'phone',
  'email',
  'contactPerson',
  ...PARTY_KEYS,
  'genericNumber',
];

/** A line that is a field label or a heading rather than a value. */
function isLabelLine(line: Line): boolean {
  return /:\s*$/.test(line.segments[0]!.text) || /^[^:]{1,40}:/.test(line.text);
}

function looksLikeName(text: string): boolean {
  const t = text.trim();
  if (t.length < 2 || t.length > 80) return false;
  if (!/\p{L}{2}/u.test(t)) return false;
  if (/@|https?:|www\./i.test(t)) return false;
  const digits = t.replace(/\D/g, '').length;
  return digits <= t.length * 0.3;
}

function partyHeadings(ctx: Context, role: 'seller' | 'buyer'): { hit: LabelHit; inline: string }[] {
  const out: { hit: LabelHit; inline: string }[] = [];
  for (const line of ctx.lines) {
    if (ctx.tableHeaders.has(line.index)) continue;
    const hits = labelsOnLine(line, PARTY_KEYS);
    const hit = hits.find((h) => h.key === role);
    if (!hit) continue;
    const seg = segmentAt(line, hit.start);
    // The label must open its segment ('Vendeur', 'Bill to:', 'Käufer/Leistungsempfänger'), or be
    // followed by a colon ('… Aussteller: London Strategy Group').
    if (hit.start - seg.offset > 1 && !/^\s*:/.test(line.text.slice(hit.end))) continue;
    const rest = line.text.slice(hit.end, seg.offset + seg.text.length).replace(/^[\s:/-]+/, '');
    const restFold = foldText(rest);
    if (rest.split(/\s+/).length > 6 && !/^[\s:]/.test(line.text.slice(hit.end))) continue;
    // 'Käufer/Leistungsempfänger': the rest is another label of the same party.
    let inline = labelsOnLine({ ...line, fold: restFold, text: rest }, PARTY_KEYS).length > 0 ? '' : rest;
    // 'Bill to:   Harbor View Retail': the value in the next column of the same line.
    const next = line.segments[line.segments.indexOf(seg) + 1];
    if (
      !inline &&
      !restFold &&
      next &&
      next.x - seg.x2 < 200 &&
      labelsOnLine({ ...line, fold: next.fold, text: next.text }, [...ALL_FIELD_LABELS, ...PARTY_KEYS])
        .length === 0
    ) {
      inline = next.text;
    }
    // 'Issuer: Name | Tax id: … | Address: …': the value ends at the first separator.
    out.push({ hit, inline: inline.split(/\s+[|•●·∙]\s+/)[0]! });
  }
  return out;
}

/** The lines of the block that starts under a heading: same column, until a gap or the next heading. */
function blockUnder(ctx: Context, heading: LabelHit): Line[] {
  const seg = segmentAt(heading.line, heading.start);
  const block: Line[] = [];
  let lastY = heading.line.y;
  const step = heading.line.height;
  for (let i = heading.line.index + 1; i < ctx.lines.length && block.length < 14; i += 1) {
    const line = ctx.lines[i]!;
    if (line.page !== heading.line.page) break;
    if (line.y - lastY > Math.max(step, line.height) * 3.2) break;
    if (
      labelsOnLine(line, PARTY_KEYS).some(
        (h) => h.start - segmentAt(line, h.start).offset <= 1 && segmentAt(line, h.start).x <= seg.x + 40,
      )
    ) {
      break;
    }
    const inColumn = line.segments.filter(
      (s) => s.x2 > seg.x - 10 && s.x < seg.x + Math.max(260, seg.x2 - seg.x),
    );
    if (inColumn.length === 0) continue;
    block.push({
      ...line,
      segments: inColumn,
      text: inColumn.map((s) => s.text).join(' '),
      fold: inColumn.map((s) => s.fold).join(' '),
    });
    lastY = line.y;
  }
  return block;
}

/**
 * Chinese forms title each party's box with a heading set vertically, one character a line, at the
 * box's left edge ('购 / 买 / 方 / 信 / 息' beside the buyer's name and tax number, '销 / 售 / 方 …'
 * beside the seller's): the party's block is what stands right of that heading on its lines, up to
 * the next such heading.
 */
function verticalPartyBlock(ctx: Context, role: 'seller' | 'buyer'): Line[] | null {
  const single = (s: Segment) => /^\p{Script=Han}$/u.test(s.text);
  const headings: { word: string; x: number; x2: number; lines: Line[] }[] = [];
  const used = new Set<Segment>();
  for (const line of ctx.lines) {
    for (const seg of line.segments) {
      if (!single(seg) || used.has(seg)) continue;
      const lines = [line];
      let word = seg.text;
      let last = line;
      for (let i = line.index + 1; i < ctx.lines.length && lines.length < 8; i += 1) {
        const next = ctx.lines[i]!;
        if (next.page !== line.page || next.y - last.y > Math.max(last.height, next.height) * 2) break;
        const below = next.segments.find((s) => single(s) && Math.abs(s.x - seg.x) <= 2);
        if (!below) break;
        used.add(below);
        word += below.text;
        lines.push(next);
        last = next;
      }
      if (lines.length >= 3) headings.push({ word, x: seg.x, x2: seg.x2, lines });
    }
  }
  const own = headings.find((h) => {
    const probe = { ...h.lines[0]!, text: h.word, fold: foldText(h.word), segments: [] } as Line;
    probe.segments = [{ text: h.word, fold: probe.fold, x: h.x, x2: h.x2, offset: 0 }];
    const hit = labelsOnLine(probe, PARTY_KEYS)[0];
    return hit !== undefined && hit.key === role && hit.start === 0;
  });
  if (!own) return null;
  const block: Line[] = [];
  for (const line of own.lines) {
    const limit = Math.min(
      Infinity,
      ...headings.filter((h) => h !== own && h.x > own.x && h.lines.includes(line)).map((h) => h.x),
    );
    const segments = line.segments.filter((s) => s.x >= own.x2 && s.x2 <= limit + 1);
    if (segments.length === 0) continue;
    block.push({
      ...line,
      segments,
      text: segments.map((s) => s.text).join(' '),
      fold: segments.map((s) => s.fold).join(' '),
    });
  }
  return block.length > 0 ? block : null;
}

/** A name in a block: after a 'Name:' label (with the lines that belong to it), else the first name-like line. */
function nameInBlock(block: Line[]): { name: string; line: Line } | null {
  for (let i = 0; i < block.length; i += 1) {
    const line = block[i]!;
    const hits = labelsOnLine(line, ['name', 'vatId', 'phone', 'email', 'contactPerson', 'genericNumber']);
    const nameHit = hits.find((h) => h.key === 'name' && h.start <= 1);
    if (!nameHit) continue;
    const valueText = line.text.slice(nameHit.end).replace(/^[\s:：]+/, '');
    if (!valueText) continue;
    const valueStart =
      nameHit.end +
      (line.text.slice(nameHit.end).length - line.text.slice(nameHit.end).replace(/^[\s:：]+/, '').length);
    const valueX = line.segments.find((s) => s.offset + s.text.length > valueStart)?.x ?? line.segments[0]!.x;
    const parts = [valueText];
    // Unlabelled lines just above, in the value column, nearer this label than any other, belong to
    // it (a two-line name with its label set against the second line).
    const others = block.filter((b) => b !== line && isLabelLine(b));
    const nearestOther = (y: number) => Math.min(Infinity, ...others.map((o) => Math.abs(o.y - y)));
    for (let j = i - 1; j >= 0; j -= 1) {
      const prev = block[j]!;
      if (isLabelLine(prev) || Math.abs(prev.segments[0]!.x - valueX) > 4) break;
      const distance = line.y - prev.y;
      if (distance > line.height * 1.8 || distance >= nearestOther(prev.y)) break;
      parts.unshift(prev.text);
    }
    return { name: parts.join(' '), line };
  }
  for (const line of block) {
    if (isLabelLine(line)) continue;
    if (looksLikeName(line.text)) return { name: line.text, line };
  }
  return null;
}

/** Separators of a one-line sender address ('Acme GmbH | Europa-Allee 1 | 60486 Frankfurt'). */
const ADDRESS_SEPARATOR = /\s+[|•●·∙]\s+|\s+[-–]\s+(?=.*\d)/;
/** 'Platform Inc. on behalf of ABC Inc.': the party is the one the document is issued for. */
const ON_BEHALF = /\b(?:on behalf of|pour le compte de|au nom de|im auftrag von|namens|uit naam van)\s+/i;

function cleanName(name: string): string {
  let out = name.replace(/\s+/g, ' ');
  const behalf = ON_BEHALF.exec(out);
  if (behalf) out = out.slice(behalf.index + behalf[0].length);
  // A one-line sender address: the name is its first part, never the whole address.
  const parts = out.split(ADDRESS_SEPARATOR);
  if (parts.length > 1 && /\d/.test(parts.slice(1).join(' '))) out = parts[0]!;
  // 'Musterfirma AG Abteilung Buchhaltung': the name ends with its legal form.
  // the name ends with its legal form when a department or a second party follows on the line
  // ('Musterfirma AG Abteilung Buchhaltung', 'LIEFERANT GMBH KUNDE GMBH').
  const form = COMPANY_FORM.exec(out);
  const after = form ? out.slice(form.index + form[0].length) : '';
  if (
    form &&
    form.index > 0 &&
    (/^\s*(?:abteilung|department|dept\.?|service|afdeling|z\.? ?hd\.?|attn\.?|c\/o)\b/i.test(after) ||
      COMPANY_FORM.test(after))
  ) {
    out = out.slice(0, form.index + form[0].length);
  }
  out = out.replace(/\s*\S+@\S+|\s*(?:https?:\/\/|www\.)\S+/gi, '');
  return out.replace(/^[\s:：,-]+|[\s:：,;-]+$/g, '').replace(/\s+/g, ' ');
}

const PERSONAL_TITLE =
  /^(?:mr|mrs|ms|miss|mevrouw|mevr|meneer|dhr|de heer|herr|frau|monsieur|madame|mme|m\.)\.?\s+\p{Lu}/iu;

/** Mail providers whose domain names nobody's business. */
const FREE_MAIL =
  /^(?:gmail|googlemail|yahoo|hotmail|outlook|live|msn|icloud|me|aol|gmx|web|t-online|orange|free|wanadoo|laposte|sfr|proton|protonmail|qq|163|126|example)$/;

/**
 * No letterhead name at all: the issuer's e-mail domain names it ('info@volksbank-mitte.de' →
 * 'Volksbank Mitte'), from the first business address outside the buyer's block; a modest confidence.
 */
function sellerFromEmailDomain(ctx: Context, buyerSegments: Set<Segment>): Party {
  for (const line of ctx.lines) {
    for (const seg of line.segments) {
      if (buyerSegments.has(seg)) continue;
      for (const email of findEmails(seg.text)) {
        const labels = email.value.split('@')[1]!.split('.');
        const name = labels.length >= 2 ? labels[labels.length - 2]! : '';
        if (name.length < 3 || FREE_MAIL.test(name) || /\d/.test(name)) continue;
        const words = name.split(/[-_]+/).map((w) => w.charAt(0).toUpperCase() + w.slice(1));
        return { name: field(words.join(' '), 0.45, line, ctx), block: [line] };
      }
    }
  }
  return { name: { ...EMPTY_FIELD }, block: [] };
}

/**
 * The payee prints its VAT id with its IBAN (the legal footer): a block of lines that carries
 * another VAT id, without a heading, is the customer's address block ('Amparo BV / BE0795.648.537
 * / Tiensesteenweg…' under a one-word letterhead).
 */
function otherVatBlocks(ctx: Context): Line[] {
  const norm = (v: string) => v.replace(/[^A-Z0-9]/gi, '').toUpperCase();
  const payee = new Set<string>();
  const ibans = (text: string) => findIbans(text).filter((m) => m.valid);
  ctx.lines.forEach((line, i) => {
    if (ibans(line.text).length === 0) return;
    for (const near of ctx.lines.slice(Math.max(0, i - 2), i + 3)) {
      // A VAT id ('BTW BE0703.928.505'), never the digits of an IBAN.
      const text = ibans(near.text).reduce(
        (t, m) => t.slice(0, m.index) + ' '.repeat(m.raw.length) + t.slice(m.index + m.raw.length),
        near.text,
      );
      for (const v of findVatIds(text)) payee.add(norm(v.value));
    }
  });
  if (payee.size === 0) return [];
  const out: Line[] = [];
  for (const line of ctx.lines) {
    if (!findVatIds(line.text).some((v) => !payee.has(norm(v.value)))) continue;
    // The block: the lines above it set at the same spacing, on the same page.
    let k = line.index;
    while (k > 0) {
      const above = ctx.lines[k - 1]!;
      const here = ctx.lines[k]!;
      const gap = here.y - above.y > 1.6 * Math.max(above.height, here.height, 1);
      if (above.page !== here.page || gap || above.text.trim() === '') break;
      k -= 1;
    }
    out.push(...ctx.lines.slice(k, line.index + 1));
  }
  return out;
}

/** A sentence rather than a name: several words ending with a full stop after a small word, or two sentences. */
function isSentence(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return (
    (words.length > 8 && !isSenderLine(text)) ||
    (words.length >= 4 && /(?:^|\s)\p{Ll}+[.!]$/u.test(text.trim())) ||
    /\p{Ll}{2}\. \p{Lu}\p{Ll}/u.test(text)
  );
}

/** Field labels of a form-like party block: the label, never the name. */
const FORM_LABEL =
  /^(?:address|adresse|adres|anschrift|phone|mobile|place of(?: supply)?|supply|state|m\/s|pan|gstin|contact)\W*$/;

/**
 * A letterhead name set in large type over several lines ('Angelo' / 'Keirsebilck' / 'Dev'): the
 * lines right under the first one, same column, same large size, short and without digits, joined.
 */
function letterheadLines(ctx: Context, first: Line): string | null {
  const body = median(ctx.lines.filter((l) => l.page === first.page).map((l) => l.height));
  if (first.segments.length !== 1 || first.height < body * 1.8) return null;
  const parts = [first];
  for (let i = first.index + 1; i < ctx.lines.length && parts.length < 4; i += 1) {
    const line = ctx.lines[i]!;
    const prev = parts[parts.length - 1]!;
    if (
      line.page !== first.page ||
      line.segments.length !== 1 ||
      Math.abs(line.height - first.height) > first.height * 0.05 ||
      Math.abs(line.segments[0]!.x - first.segments[0]!.x) > 3 ||
      line.y - prev.y > first.height * 1.6 ||
      /\d/.test(line.text) ||
      line.text.split(/\s+/).length > 3
    ) {
      break;
    }
    parts.push(line);
  }
  return parts.length === 1 ? null : parts.map((p) => p.text).join(' ');
}

/** 'For Acme Traders' (or 'For and on behalf of …') with a signatory line near it: the issuer's company. */
function signingCompany(ctx: Context, buyerSegments: Set<Segment>): Candidate | null {
  for (const line of ctx.lines) {
    for (const seg of line.segments) {
      if (buyerSegments.has(seg)) continue;
      const m = /^for (?:and on behalf of )?(.+?)[\s:]*$/i.exec(seg.text);
      if (!m || !looksLikeName(m[1]!) || m[1]!.split(/\s+/).length > 6) continue;
      const near = ctx.lines.filter(
        (l) =>
          l.page === line.page &&
          l.y > line.y - line.height * 3 &&
          l.y - line.y < l.pageHeight * 0.25 &&
          l !== line,
      );
      if (!near.some((l) => /(?<![a-z])(?:signatory|signature|authori[sz]ed)/.test(l.fold))) continue;
      return { value: m[1]!, score: 0.9, line };
    }
  }
  return null;
}

/** A postal address line: a postcode (NL, DE/FR, UK) or a street word with a number. */
const ADDRESS_LINE =
  /(?<![a-z])(?:p\.? ?o\.? box|postfach|boite postale)\b|(?<![\dA-Za-z])\d{4} ?[A-Z]{2}(?![A-Za-z])|(?<![\d.,])\d{5}(?![\d.,])|(?<![A-Za-z])[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}(?![A-Za-z])|(?:straat|weg|laan|plein|gracht|street|road|avenue|lane|drive|rue|chemin|boulevard|allee|allée|strasse|straße|str\.|gasse|platz|ring)\b[^\n]{0,20}\d|\d+[a-z]?,? (?:rue|avenue|bd|boulevard|chemin|place|impasse|allée)\b/i;

/** A one-line sender address above the recipient's window: 'Name - Street 3 - 63897 Town'. */
function isSenderLine(text: string): boolean {
  const parts = text.split(ADDRESS_SEPARATOR);
  return parts.length >= 2 && /\b\d{4,5}\b/.test(parts.slice(1).join(' ')) && looksLikeName(parts[0]!);
}

export function findParty(ctx: Context, role: 'seller' | 'buyer'): Party {
  const headings = partyHeadings(ctx, role);
  for (const { hit, inline } of headings) {
    const block = blockUnder(ctx, hit);
    const inlineIsLabel =
      inline !== '' &&
      labelsOnLine({ ...hit.line, fold: foldText(inline), text: inline }, [
        'issueDate',
        'dueDate',
        'otherDate',
      ]).length > 0 &&
      inline.split(/\s+/).length <= 2;
    if (inline && looksLikeName(inline) && !inlineIsLabel) {
      return { name: field(cleanName(inline), 0.85, hit.line, ctx), block: [hit.line, ...block] };
    }
    const found = nameInBlock(block);
    if (found) {
      const labelledName = /:/.test(found.line.text);
      return { name: field(cleanName(found.name), labelledName ? 0.9 : 0.8, found.line, ctx), block };
    }
  }
  const vertical = verticalPartyBlock(ctx, role);
  if (vertical) {
    const found = nameInBlock(vertical);
    if (found) return { name: field(cleanName(found.name), 0.85, found.line, ctx), block: vertical };
  }
  if (role === 'buyer') return { name: { ...EMPTY_FIELD }, block: [] };
  // Two party columns side by side, 'Société' beside 'Client': the one beside the buyer's is the issuer's.
  for (const { hit } of partyHeadings(ctx, 'buyer')) {
    for (const seg of hit.line.segments) {
      if (hit.start >= seg.offset && hit.start < seg.offset + seg.text.length) continue;
      if (
        !/^(?:nom|raison sociale|name|company|firma|societe|entreprise|emetteur|de|from|von|van)\W*$/.test(
          seg.fold,
        )
      )
        continue;
      const heading: LabelHit = {
        key: 'seller',
        weight: 1,
        line: hit.line,
        start: seg.offset,
        end: seg.offset + seg.text.length,
      };
      // The column ends where the buyer's begins.
      const limit = segmentAt(hit.line, hit.start).x;
      const block = blockUnder(ctx, heading)
        .map((l) => {
          const own = seg.x < limit ? l.segments.filter((s) => s.x < limit - 4) : l.segments;
          return {
            ...l,
            segments: own,
            text: own.map((s) => s.text).join(' '),
            fold: own.map((s) => s.fold).join(' '),
          };
        })
        .filter((l) => l.segments.length > 0);
      const found = nameInBlock(block);
      if (found) return { name: field(cleanName(found.name), 0.75, found.line, ctx), block };
    }
  }
  // No seller heading: the issuer's block at the top of the first page, outside the buyer's block
  // ('Bill to' and the lines under it name the customer, not the issuer).
  const cands: Candidate[] = [];
  const buyerSegments = new Set<Segment>();
  for (const { hit } of partyHeadings(ctx, 'buyer')) {
    for (const s of hit.line.segments) buyerSegments.add(s);
    for (const l of blockUnder(ctx, hit)) for (const s of l.segments) buyerSegments.add(s);
  }
  for (const l of otherVatBlocks(ctx)) for (const s of l.segments) buyerSegments.add(s);
  // The issuer's block is above the line items: table rows are product names, not parties.
  const firstTable = Math.min(...[...ctx.tableHeaders].filter((i) => ctx.lines[i]!.page === 1));
  const firstPage = ctx.lines.filter((l) => l.page === 1 && l.index < firstTable);
  const maxHeight = Math.max(...firstPage.map((l) => l.height), 1);
  for (const line of firstPage) {
    if (line.y > line.pageHeight * 0.3) continue;
    for (const raw of line.segments) {
      // An e-mail or web address beside the name ('TechCloud GmbH support@techcloud.com') is not part of it.
      const text = raw.text.replace(/\s*\S+@\S+|\s*(?:https?:\/\/|www\.)\S+/gi, '').trim();
      const seg = text === raw.text ? raw : { ...raw, text, fold: foldText(text) };
      const fold = seg.fold;
      if (buyerSegments.has(raw) || !looksLikeName(seg.text) || isSentence(seg.text)) continue;
      // A field label of a form-like block ('Address   Sumel Business Park …'), not a name.
      if (FORM_LABEL.test(fold)) continue;
      if (INVOICE_TITLES.test(fold) && fold.length < 30) continue;
      if (QUOTATION_TITLES.test(fold) && fold.length < 30) continue;
      if (ctx.tableHeaders.has(line.index)) continue;
      if (labelsOnLine({ ...line, fold, text: seg.text }, NOT_A_NAME_LABELS).length > 0) continue;
      if (findDates(seg.text).length > 0) continue;
      const sender = isSenderLine(seg.text);
      if (/\d{4,}/.test(seg.text) && !COMPANY_FORM.test(seg.text) && !sender) continue;
      // 'Mevrouw M.S. Post', 'Mr John Doe': a person addressed is the recipient, not the letterhead.
      if (PERSONAL_TITLE.test(seg.text)) continue;
      // Nor a line with an amount of money ('Totaal € 12,00').
      if (findAmounts(seg.text, ctx.decimalMark).some((m) => m.moneyLike) && !COMPANY_FORM.test(seg.text))
        continue;
      let score = 0.3 + 0.4 * (line.height / maxHeight) + (COMPANY_FORM.test(seg.text) ? 0.3 : 0);
      if (sender) score += 0.4;
      // Never an address line as the name ('Molenweg 4, 3512 AB Utrecht').
      else if (ADDRESS_LINE.test(seg.text)) continue;
      score -= (line.y / line.pageHeight) * 0.5;
      score -= (seg.x / Math.max(1, line.pageWidth)) * 0.1;
      cands.push({ value: letterheadLines(ctx, line) ?? seg.text, score, line });
    }
  }
  // 'For Gujarat Freight Tools' above 'Authorised Signatory': the issuer signs for its company.
  const signed = signingCompany(ctx, buyerSegments);
  if (signed) cands.push(signed);
  const top1 = best(cands);
  if (!top1) return sellerFromEmailDomain(ctx, buyerSegments);
  const startIndex = ctx.lines.indexOf(top1.line);
  const block = ctx.lines.slice(startIndex, startIndex + 8).filter((l) => l.page === top1.line.page);
  return {
    name: field(cleanName(top1.value), Math.min(0.8, 0.45 + top1.score * 0.3), top1.line, ctx),
    block,
  };
}

// ---------------------------------------------------------------------------------------------
// VAT ids, IBAN, contacts

export function findVatInLines(
  ctx: Context,
  lines: readonly Line[],
  exclude: readonly Line[] = [],
): ExtractedField {
  const excluded = new Set(exclude.map((l) => l.index));
  let found: { value: string; check: VatCheck; line: Line; labelled: boolean } | null = null;
  for (const line of lines) {
    if (excluded.has(line.index)) continue;
    for (const v of findVatIds(line.text)) {
      const isLabelled = labelsOnLine(line, ['vatId']).length > 0;
      const cand = { value: v.value, check: v.check, line, labelled: isLabelled };
      const rank = (c: typeof cand) => (c.check === 'invalid' ? 0 : 2) + (c.labelled ? 1 : 0);
      if (!found || rank(cand) > rank(found)) found = cand;
    }
  }
  if (!found) return { ...EMPTY_FIELD };
  const confidence =
    found.check === 'valid' ? 0.96 : found.check === 'unchecked' ? 0.85 : found.labelled ? 0.6 : 0.4;
  return field(found.value, confidence, found.line, ctx);
}

export function findIban(ctx: Context): ExtractedField {
  let found: { value: string; valid: boolean; line: Line; labelled: boolean } | null = null;
  const rank = (c: NonNullable<typeof found>) => (c.valid ? 2 : 0) + (c.labelled ? 1 : 0);
  for (let i = 0; i < ctx.lines.length; i += 1) {
    const line = ctx.lines[i]!;
    const labelledHere = /(?<![a-z])iban(?![a-z])/.test(line.fold);
    // The buyer's account (direct debit: 'Käufer-IBAN', 'IBAN du client', 'debtor IBAN') is not the payee's.
    if (
      /(?:kaufer|kunde|kunden|client|buyer|customer|debtor|payer|zahler|debiteur|schuldner)\W{0,3}iban|iban\W{0,3}(?:du |of the |des )?(?:client|buyer|customer|kunden|debiteur|debtor)/.test(
        line.fold,
      )
    )
      continue;
    const prevLabelled = i > 0 && /(?<![a-z])iban\W*$/.test(ctx.lines[i - 1]!.fold);
    for (const m of findIbans(line.text)) {
      const cand = { value: m.value, valid: m.valid, line, labelled: labelledHere || prevLabelled };
      if (!cand.valid && !cand.labelled) continue;
      if (!found || rank(cand) > rank(found)) found = cand;
    }
  }
  if (!found) return { ...EMPTY_FIELD };
  return field(found.value, found.valid ? 0.97 : 0.5, found.line, ctx);
}

export function findEmail(ctx: Context, preferred: readonly Line[]): ExtractedField {
  for (const lines of [preferred, ctx.lines]) {
    for (const line of lines) {
      const e = findEmails(line.text)[0];
      if (e) return field(e.value, lines === preferred ? 0.9 : 0.75, line, ctx);
    }
  }
  return { ...EMPTY_FIELD };
}

export function findPhone(ctx: Context, preferred: readonly Line[]): ExtractedField {
  for (const lines of [preferred, ctx.lines]) {
    for (const line of lines) {
      const labelledHere = labelsOnLine(line, ['phone']).some(
        (h) => !/fax/.test(line.fold.slice(Math.max(0, h.start - 4), h.end + 4)),
      );
      const p = findPhones(line.text)[0];
      if (p && (labelledHere || lines === preferred)) {
        return field(p.value, labelledHere ? 0.9 : 0.7, line, ctx);
      }
    }
  }
  return { ...EMPTY_FIELD };
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
