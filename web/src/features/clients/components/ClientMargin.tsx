import { useTranslation } from 'react-i18next';
import { CLIENT_MARGIN_MONTHS, type ClientAnalytics } from '@comptoir/core/modules/clients';
import { StatCard } from '@/components/ui/stat-card';
import { formatDate, formatPrice, numberLocale } from '@/lib/format';

/**
 * The margin of the client's invoiced sales over the last months (issue 32 §4): revenue, cost and
 * margin in the book currency, and how much of the revenue has a real cost (landed costs, the
 * supplier's invoices), an estimated one, or none yet.
 */
export function ClientMargin({ margin }: { margin: ClientAnalytics['margin'] }) {
  const { t, i18n } = useTranslation();
  const price = (amount: string) => formatPrice({ amount, currency: margin.currency });
  const title = t('clients.detail.margin.title', { months: CLIENT_MARGIN_MONTHS });
  if (Number(margin.revenue) === 0) {
    return (
      <div className="space-y-1" role="group" aria-label={title}>
        <h3 className="text-sm font-medium">{title}</h3>
        <p className="text-muted-foreground text-sm">{t('clients.detail.margin.empty')}</p>
      </div>
    );
  }
  return (
    <div className="space-y-2" role="group" aria-label={title}>
      <h3 className="text-sm font-medium">{title}</h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <StatCard label={t('clients.detail.margin.revenue')} value={price(margin.revenue)} />
        <StatCard label={t('clients.detail.margin.cost')} value={price(margin.cost)} />
        <StatCard
          label={t('clients.detail.margin.margin')}
          value={
            margin.marginPercent === null
              ? price(margin.margin)
              : t('clients.detail.margin.marginValue', {
                  amount: price(margin.margin),
                  percent: new Intl.NumberFormat(numberLocale(i18n.language), {
                    minimumFractionDigits: 1,
                    maximumFractionDigits: 1,
                  }).format(Number(margin.marginPercent)),
                })
          }
        />
      </div>
      <p className="text-muted-foreground text-xs" data-testid="client-margin-sureness">
        {t('clients.detail.margin.sureness', {
          real: price(margin.realRevenue),
          estimated: price(margin.estimatedRevenue),
          unknown: price(margin.uncostedRevenue),
        })}{' '}
        {t('clients.detail.margin.period', {
          from: formatDate(margin.from),
          to: formatDate(margin.to),
          currency: margin.currency,
        })}
      </p>
    </div>
  );
}
