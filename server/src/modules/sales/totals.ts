/**
 * A quote's or order's totals (decision 0029): stored with the document in its currency, shown by
 * the API as amounts with two places.
 */
import type { Money } from '@comptoir/core/modules/sales';
import { amountString } from '../../platform/service';

/** The totals columns of a quote's or order's row (numeric strings, as the driver gives them). */
export interface DocumentTotalsRow {
  currency: string;
  subtotal: string;
  discountAmount: string;
  taxAmount: string;
  totalAmount: string;
}

/** The totals as the API shows them, each in the document's currency. */
export function presentTotals(
  row: DocumentTotalsRow,
): Record<'subtotal' | 'discountAmount' | 'taxAmount' | 'totalAmount', Money> {
  const money = (v: string) => ({ amount: amountString(v), currency: row.currency });
  return {
    subtotal: money(row.subtotal),
    discountAmount: money(row.discountAmount),
    taxAmount: money(row.taxAmount),
    totalAmount: money(row.totalAmount),
  };
}
