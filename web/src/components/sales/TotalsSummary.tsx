import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { grossAmount, isPositiveAmount } from './format';

export interface TotalsRow {
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** The grand total (bold, above a rule). */
  strong?: boolean;
}

/** The totals under a document's lines, as a description list (label → amount). */
export function TotalsSummary({
  rows,
  label,
  className,
}: {
  rows: readonly TotalsRow[];
  /** Accessible name of the list. */
  label: string;
  className?: string;
}) {
  return (
    <dl aria-label={label} className={cn('ml-auto w-full max-w-sm space-y-1 text-sm', className)}>
      {rows.map((row) => (
        <div
          key={row.key}
          className={cn(
            'flex justify-between gap-4',
            row.strong ? 'border-t pt-2 text-base font-semibold' : '',
          )}
        >
          <dt className={row.strong ? undefined : 'text-muted-foreground'}>{row.label}</dt>
          <dd className="tabular-nums" data-total={row.key}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** An order's totals: its `total` alone (no discount, no tax), the form's live one or the detail's stored one. */
export function OrderTotals({ total }: { total: string }) {
  const { t } = useTranslation();
  return (
    <TotalsSummary
      label={t('orders.totals.label')}
      rows={[{ key: 'total', label: t('orders.totals.total'), value: total, strong: true }]}
    />
  );
}

/**
 * A quote's totals: before discount and the discount (when there is one), subtotal, VAT at its
 * rate, total. The form's live figures and the detail's stored ones alike.
 */
export function QuoteTotals({
  money,
  subtotal,
  discountAmount,
  taxAmount,
  totalAmount,
  taxRate,
}: {
  money: (amount: string) => string;
  subtotal: string;
  discountAmount: string;
  taxAmount: string;
  totalAmount: string;
  taxRate: number;
}) {
  const { t } = useTranslation();
  const discount: TotalsRow[] = isPositiveAmount(discountAmount)
    ? [
        {
          key: 'gross',
          label: t('quotes.totals.gross'),
          value: money(grossAmount(subtotal, discountAmount)),
        },
        { key: 'discount', label: t('quotes.totals.discount'), value: `−${money(discountAmount)}` },
      ]
    : [];
  return (
    <TotalsSummary
      label={t('quotes.totals.label')}
      rows={[
        ...discount,
        { key: 'subtotal', label: t('quotes.totals.subtotal'), value: money(subtotal) },
        { key: 'tax', label: t('quotes.totals.tax', { rate: taxRate }), value: money(taxAmount) },
        { key: 'total', label: t('quotes.totals.total'), value: money(totalAmount), strong: true },
      ]}
    />
  );
}
