import { useTranslation } from 'react-i18next';
import { AGEING_BUCKETS } from '@comptoir/core/modules/analytics';
import { formatDate } from '@/lib/format';
import { useAnalytics, type AnalyticsParams } from '../api';
import { Figure, Loaded, NoData, Section, Table, money } from './AnalyticsParts';

/** 'Créances' and 'Dettes': what is still owed at the end of the period, by age. */
export function AgeingTab({ query, tab }: { query: AnalyticsParams; tab: 'receivables' | 'payables' }) {
  const { t } = useTranslation();
  const result = useAnalytics(tab, query);
  const days = (v: string | null) =>
    v === null ? '—' : t('analytics.figures.days', { value: v.replace('.', ',') });
  const daysKey = tab === 'receivables' ? 'dso' : 'dpo';
  return (
    <Loaded query={result}>
      {(data) => (
        <div className="space-y-6">
          <div className="grid gap-4 sm:grid-cols-2">
            <Figure
              label={t('analytics.ageing.total')}
              value={money(data.totals.total)}
              previous={data.previousTotal !== null ? money(data.previousTotal) : undefined}
              definition={t('analytics.ageing.asOf', { date: formatDate(data.asOf) })}
            />
            <Figure
              label={t(`analytics.figures.${daysKey}`)}
              value={days(data.days)}
              previous={data.previous ? days(data.previousDays) : undefined}
              definition={t(`analytics.definitions.${tab}`)}
            />
          </div>
          {data.parties.length === 0 ? (
            <NoData as="h2" />
          ) : (
            <Section
              title={t(`analytics.tabs.${tab}`)}
              rows={{
                shown: data.parties.length,
                total: data.partyCount,
                note: 'analytics.ageing.firstRows',
              }}
            >
              <Table
                caption={t(`analytics.tabs.${tab}`)}
                headers={[
                  t(tab === 'receivables' ? 'analytics.columns.client' : 'analytics.columns.supplier'),
                  t('analytics.ageing.invoices'),
                  ...AGEING_BUCKETS.map((b) => t(`analytics.ageing.${b}`)),
                  t('analytics.ageing.total'),
                ]}
                rows={[
                  ...data.parties.map((p) => [
                    p.name,
                    p.invoices,
                    ...AGEING_BUCKETS.map((b) => money(p[b])),
                    money(p.total),
                  ]),
                  [
                    t('analytics.totals'),
                    '',
                    ...AGEING_BUCKETS.map((b) => money(data.totals[b])),
                    money(data.totals.total),
                  ],
                ]}
              />
            </Section>
          )}
        </div>
      )}
    </Loaded>
  );
}
