import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quotation } from '@comptoir/core/modules/quotations';
import { cn } from '@/lib/utils';
import {
  bestByRow,
  formatAmount,
  formatIsoDate,
  formatUnitPrice,
  lineComparison,
  type ComparisonRow,
  type LineOffer,
} from '../format';
import { QuotationStatusBadge, RatingStars } from './badges';

/** A quotation's value in a row, highlighted (and said, for screen readers) when it is the best. */
function RankedCell({ best, children }: { best: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <td
      data-best={best || undefined}
      className={cn(
        'px-3 py-2 align-top',
        best ? 'bg-success-soft text-success-soft-foreground font-semibold' : null,
      )}
    >
      {children}
      {best ? <span className="sr-only"> ({t('quotations.ui.compare.best')})</span> : null}
    </td>
  );
}

const ROWS: ComparisonRow[] = ['total', 'unitPrice', 'delivery', 'validity', 'paymentTerms', 'rating'];

/**
 * The product's quotations side by side (one column each) with the best value of each row
 * highlighted: lowest total and unit price in the base currency, shortest delivery (when it reads
 * as days), latest validity, best rating. Then the unit price of each line (grouped by the
 * request's product, format.ts `lineComparison`) in the base currency, the lowest highlighted;
 * a price without a rate says 'taux indisponible', never converted at 1. Rejected and expired
 * quotations are shown, not ranked.
 */
export function ComparisonView({
  quotations,
  baseCurrency,
  requestedProducts,
}: {
  quotations: readonly Quotation[];
  baseCurrency: string;
  requestedProducts: readonly { id: string; name: string }[];
}) {
  const { t } = useTranslation();
  const best = bestByRow(quotations.filter((q) => q.status === 'pending' || q.status === 'approved'));
  const lineRows = lineComparison(quotations, requestedProducts);
  const none = <span className="text-muted-foreground">—</span>;
  const unavailable = (
    <span className="text-muted-foreground text-xs">{t('quotations.ui.card.rateUnavailable')}</span>
  );

  const offerCell = (offer: LineOffer | undefined): ReactNode => {
    if (!offer) return none;
    const original = formatUnitPrice(offer.unitPrice, offer.currency);
    return (
      <>
        {offer.converted !== null ? formatUnitPrice(offer.converted, baseCurrency) : unavailable}
        {offer.currency !== baseCurrency || offer.unit ? (
          <span className="text-muted-foreground block text-xs font-normal">
            {offer.unit ? t('quotations.ui.lines.perUnit', { price: original, unit: offer.unit }) : original}
          </span>
        ) : null}
      </>
    );
  };

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
                  <RankedCell key={q.id} best={isBest}>
                    {cell(row, q)}
                  </RankedCell>
                );
              })}
            </tr>
          ))}
        </tbody>
        <tbody>
          <tr className="bg-muted/30 border-t">
            <th
              scope="colgroup"
              colSpan={quotations.length + 1}
              className="px-3 py-2 text-left font-semibold"
            >
              {t('quotations.ui.compareLines.title', { currency: baseCurrency })}
            </th>
          </tr>
          {lineRows.length === 0 ? (
            <tr className="border-t">
              <td colSpan={quotations.length + 1} className="text-muted-foreground px-3 py-2 text-xs">
                {t('quotations.ui.compareLines.none')}
              </td>
            </tr>
          ) : (
            lineRows.map((row) => (
              <tr key={row.key} className="border-t" data-line-row={row.label}>
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {row.label}
                </th>
                {quotations.map((q) => {
                  const isBest = row.best.has(q.id) && row.compared > 1 && row.best.size < row.compared;
                  return (
                    <RankedCell key={q.id} best={isBest}>
                      {offerCell(row.offers.get(q.id))}
                    </RankedCell>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
