import { useTranslation } from 'react-i18next';
import type { CashflowResponse } from '@comptoir/core/modules/analytics';
import { formatChartDate, formatDate } from '@/lib/format';
import { useAnalytics, type AnalyticsParams } from '../api';
import { Figures, Loaded, NoData, Section, Table, isZero, money } from './AnalyticsParts';
import { PeriodChart } from './Charts';

type Bucket = CashflowResponse['buckets'][number];

/** 'Trésorerie': money in and out over the period, then the forecast of the weeks to come. */
export function CashflowTab({ query }: { query: AnalyticsParams }) {
  const { t, i18n } = useTranslation();
  const result = useAnalytics('cashflow', query);
  const bars = [
    { key: 'incoming', label: t('analytics.figures.incoming'), color: '#16a34a' },
    { key: 'outgoing', label: t('analytics.figures.outgoing'), color: '#dc2626' },
  ];
  const line = { key: 'cumulative', label: t('analytics.figures.cumulative'), color: '#1f3a5f' };
  /** The flows' chart (unless `empty`) and table, under a section's title; periods of `unit`. */
  const flows = (title: string, buckets: Bucket[], unit: 'week' | 'month', empty = false) => (
    <>
      {empty ? (
        <NoData as="h3" />
      ) : (
        <PeriodChart
          label={title}
          data={buckets}
          x="start"
          bars={bars}
          line={line}
          tick={(start) => formatChartDate(start, i18n.language, unit === 'month' ? 'month' : 'day')}
        />
      )}
      <Table
        caption={title}
        headers={[
          t('analytics.columns.start'),
          ...(['incoming', 'outgoing', 'net', 'cumulative'] as const).map((k) => t(`analytics.figures.${k}`)),
        ]}
        rows={buckets.map((b) => [
          formatDate(b.start),
          money(b.incoming),
          money(b.outgoing),
          money(b.net),
          money(b.cumulative),
        ])}
      />
    </>
  );
  return (
    <Loaded query={result}>
      {(data) => {
        const previous = data.previousTotals;
        return (
          <div className="space-y-6">
            <Figures
              className="grid gap-4 sm:grid-cols-3"
              keys={['incoming', 'outgoing', 'net'] as const}
              value={(k) => money(data.totals[k])}
              previous={previous ? (k) => money(previous[k]) : undefined}
              definition={() => t('analytics.definitions.cashflow')}
            />
            <Section title={t('analytics.sections.flows')} definition={t('analytics.definitions.cashflow')}>
              {flows(
                t('analytics.sections.flows'),
                data.buckets,
                data.granularity,
                isZero(data.totals.incoming) && isZero(data.totals.outgoing),
              )}
            </Section>
            <Section
              title={t('analytics.sections.forecast')}
              definition={t('analytics.definitions.forecast')}
            >
              <p className="text-sm">
                {t('analytics.sections.overdue')} : {t('analytics.figures.incoming')}{' '}
                {money(data.forecast.overdue.incoming)} · {t('analytics.figures.outgoing')}{' '}
                {money(data.forecast.overdue.outgoing)}
              </p>
              {flows(t('analytics.sections.forecast'), data.forecast.weeks, 'week')}
            </Section>
          </div>
        );
      }}
    </Loaded>
  );
}
