/**
 * Line-item tables: a header line naming its columns (Désignation / Description / Bezeichnung,
 * Qté / Quantity / Menge, P.U. / Unit price / Einzelpreis, Montant / Total / Gesamtpreis...), then
 * rows read column by column until the totals or the end of the table. A row's line total may sit
 * on the line under its description (tall rows); quantity × unit price = total raises confidence.
 */
import { amountsEqual, canonicalQuantity, centsApart, findAmounts, parseAmount } from './finders/amounts';
import type { Context } from './finders/fields/context';
import { TABLE_HEADERS, type LabelKey } from './finders/labels';
import { labelsOnLine, type Line, type Segment } from './finders/layout';

export type ColumnRole = 'description' | 'quantity' | 'unitPrice' | 'total' | 'unit' | 'reference' | 'other';

interface Column {
  role: ColumnRole;
  x: number;
  x2: number;
}

export interface TableRow {
  description: string;
  details: string[];
  quantity: string | null;
  unit: string | null;
  unitPrice: string | null;
  total: string | null;
  line: Line;
  /** quantity × unit price = total (to the cent, or within 0.5 %). */
  consistent: boolean;
}

const ROLE_ORDER: ColumnRole[] = ['total', 'unitPrice', 'quantity', 'unit', 'description', 'reference'];

function columnRole(segment: Segment): ColumnRole {
  for (const role of ROLE_ORDER) {
    const re = TABLE_HEADERS[role as keyof typeof TABLE_HEADERS];
    if (re.test(segment.fold)) return role;
  }
  return 'other';
}

/**
 * A number cell, with its currency before or after it ('1 234,50 €', 'CHF 1'234.50', 'US$12.00',
 * 'RMB 3,325.00', '¥25.56') or a unit ('12 pcs', '20 %').
 */
export const NUMERIC_CELL =
  /^(?:[A-Z]{3}(?=[\s\d])|[A-Z]{1,2}\$|[€$£¥₹])?\s?[-−(]?[\d\s\u00a0\u202f.,'’]+\)?\s*(?:[€$£¥₹%]|[A-Za-z]{1,4}\.?)?$/;

/**
 * The column of a cell. Columns meet halfway between their titles' centres; numbers (often
 * right-aligned) go by their centre, text (left-aligned) by where it starts.
 */
function columnOf(columns: Column[], s: Segment): Column | null {
  if (columns.length === 0) return null;
  const numeric = NUMERIC_CELL.test(s.text.trim());
  const at = numeric ? (s.x + s.x2) / 2 : s.x + 1;
  const centres = columns.map((c) => (c.x + c.x2) / 2);
  for (let i = 0; i < columns.length; i += 1) {
    const right = i + 1 < columns.length ? (centres[i]! + centres[i + 1]!) / 2 : Infinity;
    if (at < right) return columns[i]!;
  }
  return columns[columns.length - 1]!;
}

const STOP_KEYS: LabelKey[] = ['totalWithoutTax', 'taxAmount', 'totalWithTax', 'amountDue'];

/** Every row of every line-item table in the document. */
export function readTables(ctx: Context): TableRow[] {
  const rows: TableRow[] = [];
  for (const headerIndex of [...ctx.tableHeaders].sort((a, b) => a - b)) {
    const header = ctx.lines[headerIndex]!;
    const columns: Column[] = header.segments.map((s) => ({ role: columnRole(s), x: s.x, x2: s.x2 }));
    // A header with two roles on one segment ('Description Qty'): keep as is, the row values decide.
    const hasDescription = columns.some((c) => c.role === 'description');
    let current: (TableRow & { rowY: number }) | null = null;
    let lastY = header.y;
    for (let i = headerIndex + 1; i < ctx.lines.length; i += 1) {
      const line = ctx.lines[i]!;
      if (line.page !== header.page || ctx.tableHeaders.has(i)) break;
      if (line.y - lastY > Math.max(line.height, header.height) * 6) break;
      // The totals' label opens the line ('Total HT', '合   计' set letter-spaced in two runs).
      const opening = /^\p{Script=Han}$/u.test(line.segments[0]!.text)
        ? line.segments.slice(0, 2)
        : line.segments.slice(0, 1);
      const first = {
        text: opening.map((s) => s.text).join(' '),
        fold: opening.map((s) => s.fold).join(' '),
      };
      const stop = labelsOnLine({ ...line, text: first.text, fold: first.fold }, STOP_KEYS);
      if (stop.length > 0 && stop[0]!.start <= 1) break;
      lastY = line.y;
      const cells: Partial<Record<ColumnRole, string[]>> = {};
      for (const s of line.segments) {
        const c = columnOf(columns, s);
        const role = c?.role ?? 'other';
        (cells[role] ??= []).push(s.text);
      }
      const totalText = cells.total?.join(' ');
      const total = totalText ? lastAmount(totalText, ctx) : null;
      const priceText = cells.unitPrice?.join(' ');
      const unitPrice = priceText ? lastAmount(priceText, ctx) : null;
      const quantityText = cells.quantity?.join(' ');
      const quantity = quantityText ? parseQuantity(quantityText, ctx) : null;
      const descriptionText = (hasDescription ? cells.description : cells.other)?.join(' ') ?? '';
      const numeric = total !== null || unitPrice !== null || quantity !== null;
      if (!numeric) {
        if (
          current &&
          descriptionText &&
          line.y - current.rowY < line.height * 3.5 &&
          current.details.length < 4
        ) {
          current.details.push(descriptionText);
        }
        continue;
      }
      const onlyTotal = total !== null && unitPrice === null && quantity === null;
      if (current && onlyTotal && current.total === null && line.y - current.rowY <= line.height * 1.6) {
        current.total = total;
        continue;
      }
      if (current) rows.push(finish(current, ctx));
      current = {
        description: descriptionText.trim(),
        details: [],
        quantity: quantity?.value ?? null,
        unit: quantity?.unit ?? (cells.unit?.join(' ').trim() || null),
        unitPrice,
        total,
        line,
        consistent: false,
        rowY: line.y,
      };
    }
    if (current) rows.push(finish(current, ctx));
  }
  return rows.filter((r) => r.description || r.total);
}

/**
 * When the columns did not give quantity × unit price = an amount of the row (a price column without
 * a title, the quantity left of the description, cells shifted), the row's own numbers decide: two of
 * them whose product is a third. The quantity is the count (no currency, fewest decimals), the unit
 * price the money amount. Percentages (tax rates) never count.
 */
export function reconcileRow(
  cells: readonly string[],
  decimalMark: Context['decimalMark'],
): { quantity: string; unitPrice: string; total: string } | null {
  // Cell by cell: '130,00 €' and '1' side by side are two numbers, not '1 130,00'.
  const nums = cells.flatMap((text) =>
    findAmounts(text, decimalMark).filter((a) => !/^\s*%/.test(text.slice(a.end, a.end + 2))),
  );
  if (nums.length < 3 || nums.length > 12) return null;
  const decimals = (v: string) => (v.split('.')[1] ?? '').replace(/0+$/, '').length;
  let best: { quantity: string; unitPrice: string; total: string; score: number } | null = null;
  for (let i = 0; i < nums.length; i += 1) {
    for (let j = 0; j < nums.length; j += 1) {
      if (i === j) continue;
      const q = nums[i]!;
      const u = nums[j]!;
      const product = Number(q.value) * Number(u.value);
      if (Number(q.value) < 0 || Number(u.value) < 0) continue;
      for (let k = 0; k < nums.length; k += 1) {
        if (k === i || k === j) continue;
        const t = nums[k]!;
        const diff = Math.abs(product - Number(t.value));
        if (!(diff <= 0.011 || diff <= Math.abs(Number(t.value)) * 0.005)) continue;
        let score = product !== 0 ? 2 : 0;
        if (!q.moneyLike) score += 1;
        if (u.moneyLike) score += 0.5;
        if (decimals(q.value) <= decimals(u.value)) score += 0.5;
        if (k > i && k > j) score += 0.5;
        if (Number(q.value) === 0 && Number(t.value) !== 0) continue;
        if (!best || score > best.score)
          best = { quantity: canonicalQuantity(q.value), unitPrice: u.value, total: t.value, score };
      }
    }
  }
  return best && { quantity: best.quantity, unitPrice: best.unitPrice, total: best.total };
}

function finish(row: TableRow & { rowY: number }, ctx?: Context): TableRow {
  const { rowY: _y, ...rest } = row;
  if (ctx && !consistentRow(rest)) {
    const fixed = reconcileRow(
      row.line.segments.map((seg) => seg.text),
      ctx.decimalMark,
    );
    if (fixed) {
      rest.quantity = fixed.quantity;
      rest.unitPrice = fixed.unitPrice;
      if (rest.total === null) rest.total = fixed.total;
    }
  }
  if (!rest.description && rest.details.length > 0) rest.description = rest.details.shift()!;
  if (rest.quantity && rest.unitPrice && rest.total) {
    rest.consistent = consistentRow(rest);
  } else if (rest.quantity && rest.unitPrice && !rest.total) {
    rest.total = (Math.round(Number(rest.quantity) * Number(rest.unitPrice) * 100) / 100).toFixed(2);
  }
  return rest;
}

function consistentRow(row: Pick<TableRow, 'quantity' | 'unitPrice' | 'total'>): boolean {
  if (!row.quantity || !row.unitPrice || !row.total) return false;
  const product = Number(row.quantity) * Number(row.unitPrice);
  const diff = centsApart(product.toFixed(4), row.total);
  return diff <= 0.01 || diff <= Math.abs(Number(row.total)) * 0.005;
}

function lastAmount(text: string, ctx: Context): string | null {
  const found = findAmounts(text, ctx.decimalMark);
  return found.length > 0 ? found[found.length - 1]!.value : null;
}

/** '20 Stk' → 20 and 'Stk'; '2,5 kg' → 2.5 and 'kg'; '1 000' → 1000. */
export function parseQuantity(
  text: string,
  ctx: Pick<Context, 'decimalMark'>,
): { value: string; unit: string | null } | null {
  const m = /^\s*([-−]?\d[\d\s\u00a0\u202f.,']*)\s*([\p{L}²³%.()]{0,12})/u.exec(text);
  if (!m) return null;
  const amount = parseAmount(m[1]!.trim(), ctx.decimalMark);
  if (amount === null) return null;
  const unit = m[2]?.replace(/[().]/g, '').trim() || null;
  if (unit === '%') return null;
  return { value: canonicalQuantity(amount), unit };
}

/** The rows' totals add up to a value. */
export function rowsAddUpTo(rows: readonly TableRow[], value: string | null): boolean {
  if (!value || rows.length === 0 || rows.some((r) => r.total === null)) return false;
  const sum = rows.reduce((s, r) => s + Math.round(Number(r.total) * 10000), 0);
  return amountsEqual((sum / 10000).toFixed(4), value);
}
