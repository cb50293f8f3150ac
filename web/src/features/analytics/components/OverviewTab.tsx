import { useTranslation } from 'react-i18next';
import type { OverviewFigures } from '@comptoir/core/modules/analytics';
import { formatChartDate } from '@/lib/format';
import { useAnalytics, type AnalyticsParams } from '../api';
import { Figures, Loaded, NoData, Section, Table, isZero, money, pct } from './AnalyticsParts';
import { PeriodChart } from './Charts';

/** Each figure of the overview and the definition it shows. */
const FIGURE_DEFINITION = {
  revenue: 'revenue',
  cashCollected: 'cashCollected',
  purchases: 'purchases',
  grossMargin: 'grossMargin',
  marginRate: 'grossMargin',
  openReceivables: 'openReceivables',
  openPayables: 'openPayables',
  orderIntake: 'orderIntake',
  averageOrderValue: 'orderIntake',
  quoteConversionRate: 'quoteConversionRate',
} as const;
type FigureKey = keyof typeof FIGURE_DEFINITION;

/** 'Vue d'ensemble': the period's figures, month by month, the best clients and products. */
export function OverviewTab({ query }: { query: AnalyticsParams }) {
  const { t, i18n } = useTranslation();
  const result = useAnalytics('overview', query);
  const show = (f: OverviewFigures, key: FigureKey) =>
    key === 'marginRate' || key === 'quoteConversionRate'
      ? pct(f[key] as string | null)
      : money(f[key] as string | null);
  return (
    <Loaded query={result}>
      {(data) => {
        const nothing =
          isZero(data.figures.revenue) &&
          isZero(data.figures.purchases) &&
          isZero(data.figures.cashCollected) &&
          data.figures.orderCount === 0;
        const previous = data.previousFigures;
        return (
          <div className="space-y-6">
            {nothing ? <NoData as="h2" /> : null}
            <Figures
              className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
              keys={Object.keys(FIGURE_DEFINITION) as FigureKey[]}
              value={(key) => show(data.figures, key)}
              previous={previous ? (key) => show(previous, key) : undefined}
              definition={(key) => {
                const definition = t(`analytics.definitions.${FIGURE_DEFINITION[key]}`);
                return key === 'quoteConversionRate'
                  ? `${t('analytics.figures.quotesDetail', { accepted: data.figures.quotesAccepted, sent: data.figures.quotesSent })}. ${definition}`
                  : definition;
              }}
            />
            {data.figures.unconverted > 0 ? (
              <p className="text-sm">
                {t('analytics.figures.unconverted', { count: data.figures.unconverted })}
              </p>
            ) : null}
            <Section title={t('analytics.sections.byMonth')} definition={t('analytics.definitions.byMonth')}>
              <PeriodChart
                label={t('analytics.sections.byMonth')}
                data={data.byMonth}
                x="month"
                tick={(month) => formatChartDate(month, i18n.language, 'month')}
                bars={[
                  { key: 'revenue', label: t('analytics.figures.revenue'), color: '#2563eb' },
                  { key: 'purchases', label: t('analytics.figures.purchases'), color: '#f97316' },
                ]}
              />
              <Table
                caption={t('analytics.sections.byMonth')}
                headers={[
                  t('analytics.columns.month'),
                  t('analytics.figures.revenue'),
                  t('analytics.figures.purchases'),
                ]}
                rows={data.byMonth.map((m) => [m.month, money(m.revenue), money(m.purchases)])}
              />
            </Section>
            <div className="grid gap-6 lg:grid-cols-2">
              <Section
                title={t('analytics.sections.topClients')}
                definition={t('analytics.definitions.topClients')}
              >
                <Table
                  caption={t('analytics.sections.topClients')}
                  headers={[t('analytics.columns.client'), t('analytics.figures.revenue')]}
                  rows={data.topClients.map((c) => [c.name, money(c.revenue)])}
                />
              </Section>
              <Section
                title={t('analytics.sections.topProducts')}
                definition={t('analytics.definitions.topProducts')}
              >
                <Table
                  caption={t('analytics.sections.topProducts')}
                  headers={[
                    t('analytics.columns.product'),
                    t('analytics.columns.quantity'),
                    t('analytics.figures.revenue'),
                  ]}
                  rows={data.topProducts.map((p) => [p.name, p.quantity.replace('.', ','), money(p.revenue)])}
                />
              </Section>
            </div>
          </div>
        );
      }}
    </Loaded>
  );
}
