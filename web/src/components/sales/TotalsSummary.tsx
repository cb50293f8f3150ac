import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { formatPercent, grossAmount, isPositiveAmount } from './format';

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

/** The figures under a quote's, an order's or an invoice's lines (core/line-amounts.ts). */
export interface DocumentFigures {
  subtotal: string;
  /** Sum of the line discounts (quotes and orders; invoices show none). */
  discountAmount?: string | undefined;
  vat: readonly { rate: string; base: string; amount: string }[];
  totalAmount: string;
}

/**
 * The totals rows every sales document shows the same way (issue 26): the gross total and the
 * discounts when there are any, 'Total HT', the VAT of each rate on its base, 'Total TTC'.
 */
export function useDocumentTotalsRows(): (
  doc: DocumentFigures,
  money: (amount: string) => string,
) => TotalsRow[] {
  const { t, i18n } = useTranslation();
  return (doc, money) => [
    ...(doc.discountAmount !== undefined && isPositiveAmount(doc.discountAmount)
      ? [
          {
            key: 'gross',
            label: t('common.totals.grossTotal'),
            value: money(grossAmount(doc.subtotal, doc.discountAmount)),
          },
          { key: 'discount', label: t('common.totals.discounts'), value: `−${money(doc.discountAmount)}` },
        ]
      : []),
    { key: 'subtotal', label: t('common.totals.subtotal'), value: money(doc.subtotal) },
    ...doc.vat.map((v) => ({
      key: `vat-${v.rate}`,
      label: t('common.totals.vatLine', { rate: formatPercent(v.rate, i18n.language), base: money(v.base) }),
      value: money(v.amount),
    })),
    { key: 'total', label: t('common.totals.total'), value: money(doc.totalAmount), strong: true },
  ];
}

/** A document's totals box: `DocumentFigures` as `useDocumentTotalsRows` gives them. */
export function DocumentTotals({
  figures,
  money,
  label,
}: {
  figures: DocumentFigures;
  money: (amount: string) => string;
  /** Accessible name of the list. */
  label: string;
}) {
  const rows = useDocumentTotalsRows();
  return <TotalsSummary label={label} rows={rows(figures, money)} />;
}
