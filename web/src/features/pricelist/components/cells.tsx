import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ZonePriceOut } from '@comptoir/core/modules/pricelist';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { formatDay, formatPercent, formatPrice } from '../format';

/** 'du 01/01/2026 au 31/03/2026', 'à partir du …', 'jusqu'au …', 'sans limite de dates'. */
export function periodLabel(t: TFunction, p: { validFrom: string | null; validTo: string | null }): string {
  const from = formatDay(p.validFrom);
  const to = formatDay(p.validTo);
  if (p.validFrom && p.validTo) return t('pricelist.period.between', { from, to });
  if (p.validFrom) return t('pricelist.period.from', { from });
  if (p.validTo) return t('pricelist.period.until', { to });
  return t('pricelist.period.always');
}

/** The margin: green when ≥ 0, red when negative, or why it is unknown. */
export function MarginText({ price, className }: { price: ZonePriceOut; className?: string }) {
  const { t } = useTranslation();
  if (price.marginPercent === null) {
    return (
      <span className={cn('text-muted-foreground text-xs', className)}>
        {price.marginReason === 'baseZero'
          ? t('pricelist.margin.baseZero')
          : t('pricelist.margin.unavailable')}
      </span>
    );
  }
  const negative = price.marginPercent.startsWith('-');
  const rate =
    price.baseConverted && price.rateDate
      ? t('pricelist.margin.rate', {
          amount: formatPrice(price.baseConverted),
          date: formatDay(price.rateDate),
        })
      : undefined;
  return (
    <span
      title={rate}
      className={cn(
        'text-xs font-medium tabular-nums',
        negative ? 'text-destructive' : 'text-success-soft-foreground',
        className,
      )}
    >
      <span className="sr-only">{t('pricelist.margin.label')} </span>
      {formatPercent(price.marginPercent)}
    </span>
  );
}

export function StatusBadge({ status, current }: { status: ZonePriceOut['status']; current: boolean }) {
  const { t } = useTranslation();
  const variant = current
    ? 'green'
    : status === 'future'
      ? 'blue'
      : status === 'expired'
        ? 'neutral'
        : 'amber';
  return <Badge variant={variant}>{t(`pricelist.status.${status}`)}</Badge>;
}
