/** Live figures of a purchase order being typed, with core's decimal helpers (never floats). */
import { add, addAmounts, decimal, multiply, roundAmount, toPlainString } from '@comptoir/core/money';
import { scheduleAddsUp } from '@comptoir/core/modules/purchases';
import { liveNumber } from '@/components/sales/lines';

/** A line's total to the cent: quantity (3 decimals) × unit price (4 decimals), as the server computes it. */
export function liveLineTotal(quantity: string, unitPrice: string): string {
  return roundAmount(multiply(decimal(liveNumber(quantity, 3)), decimal(liveNumber(unitPrice, 4))));
}

/** The sum of the lines' totals, to the cent. */
export function liveSubtotal(lines: readonly { quantity: string; unitPrice: string }[]): string {
  return addAmounts('0', ...lines.map((line) => liveLineTotal(line.quantity, line.unitPrice)));
}

/** The schedule's percents as typed: their sum ('70.5'), and whether it is exactly 100 (or there is none). */
export function liveSchedule(rows: readonly { percent: string }[]): { sum: string; addsUp: boolean } {
  const percents = rows.map((row) => ({ percent: liveNumber(row.percent, 2) }));
  const sum = percents.reduce((s, row) => add(s, decimal(row.percent)), decimal('0'));
  return { sum: toPlainString(sum), addsUp: scheduleAddsUp(percents) };
}
