import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quotation } from '@comptoir/core/modules/quotations';
import { cn } from '@/lib/utils';
import { bestByRow, formatAmount, formatIsoDate, type ComparisonRow } from '../format';
import { QuotationStatusBadge, RatingStars } from './badges';

const ROWS: ComparisonRow[] = ['total', 'unitPrice', 'delivery', 'validity', 'paymentTerms', 'rating'];

/**
 * The product's quotations side by side (one column each) with the best value of each row
 * highlighted: lowest total and unit price in the base currency, shortest delivery (when it reads
 * as days), latest validity, best rating. Rejected and expired quotations are shown, not ranked.
 */
export function ComparisonView({
  quotations,
  baseCurrency,
}: {
  quotations: readonly Quotation[];
  baseCurrency: string;
}) {
  const { t } = useTranslation();
  const best = bestByRow(quotations.filter((q) => q.status === 'pending' || q.status === 'approved'));
  const none = <span className="text-muted-foreground">—</span>;

  const cell = (row: ComparisonRow, q: Quotation): ReactNode => {
    switch (row) {
      case 'total':
        return q.converted ? (
          formatAmount(q.converted.amount, q.converted.currency)
        ) : (
          <span className="text-muted-foreground text-xs">{t('quotations.ui.card.rateUnavailable')}</span>
        );
      case 'unitPrice':
        return q.convertedUnitPrice !== null ? formatAmount(q.convertedUnitPrice, baseCurrency) : none;
      case 'delivery':
        return q.deliveryTime || none;
      case 'validity':
        return q.validUntil ? formatIsoDate(q.validUntil) : none;
      case 'paymentTerms':
        return q.paymentTerms || none;
      case 'rating':
        return <RatingStars rating={q.rating} />;
    }
  };

  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-max text-sm">
        <caption className="text-muted-foreground px-3 py-2 text-left text-xs">
          {t('quotations.ui.compare.caption', { currency: baseCurrency })}
        </caption>
        <thead className="bg-muted/50">
          <tr>
            <td className="px-3 py-2" />
            {quotations.map((q) => (
              <th key={q.id} scope="col" className="px-3 py-2 text-left align-top font-semibold">
                <span className="block">{q.supplierName}</span>
                <span className="text-muted-foreground block text-xs font-normal">
                  {formatAmount(q.totalPrice, q.currency)}
                </span>
                <QuotationStatusBadge status={q.status} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row} className="border-t">
              <th scope="row" className="text-muted-foreground px-3 py-2 text-left font-medium">
                {t(`quotations.ui.compare.rows.${row}`, { currency: baseCurrency })}
              </th>
              {quotations.map((q) => {
                const isBest = best[row].has(q.id) && best[row].size < quotations.length;
                return (
                  <td
                    key={q.id}
                    data-best={isBest || undefined}
                    className={cn(
                      'px-3 py-2 align-top',
                      isBest ? 'bg-success-soft text-success-soft-foreground font-semibold' : null,
                    )}
                  >
                    {cell(row, q)}
                    {isBest ? <span className="sr-only"> ({t('quotations.ui.compare.best')})</span> : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
