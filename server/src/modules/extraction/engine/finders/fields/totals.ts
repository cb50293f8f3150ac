/**
 * The totals (without tax, tax, with tax) with their arithmetic cross-check: net + tax = total
 * raises their confidence; two found give the third.
 */
import type { ExtractedField } from '@comptoir/core/modules/extraction';
import { amountsEqual, centsApart, findAmounts, subtractAmounts, sumAmounts } from '../amounts';
import { foldText, type LabelKey } from '../labels';
import { labelsOnLine, relativePosition, segmentAt, type Line } from '../layout';
import { field, labelled, type Context } from './context';

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
  // An amount due of nothing ('Balance Due ₹0.00', a paid invoice) is not what it came to.
  const due = byRole('amountDue', 0.75).filter((c) => Number(c.value) !== 0);
  const totals = top([...byRole('totalWithTax'), ...due]);
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
