import { useTranslation } from 'react-i18next';
import type { ProfitabilityResponse } from '@comptoir/core/modules/analytics';
import { useAnalytics, type AnalyticsParams } from '../api';
import { Definition, Figures, Loaded, Section, Table, money, pct } from './AnalyticsParts';

type MarginRow = ProfitabilityResponse['totals'];

/** 'Rentabilité': revenue, costs and margin in all, by order, client and product. */
export function ProfitabilityTab({ query }: { query: AnalyticsParams }) {
  const { t } = useTranslation();
  const result = useAnalytics('profitability', query);
  const marginHeaders = (['revenue', 'cost', 'timeCost', 'margin', 'marginRate'] as const).map((k) =>
    t(`analytics.figures.${k}`),
  );
  const cells = (m: MarginRow) => [
    money(m.revenue),
    money(m.cost),
    money(m.timeCost),
    money(m.margin),
    pct(m.marginRate),
  ];
  return (
    <Loaded
      query={result}
      empty={(d) => d.byOrder.length === 0 && d.byClient.length === 0 && d.byProduct.length === 0}
    >
      {(data) => {
        const previous = data.previousTotals;
        /** A breakdown's section: its table cut at its first rows. */
        const breakdown = (
          key: 'byOrder' | 'byClient' | 'byProduct',
          headers: string[],
          rows: string[][],
        ) => (
          <Section
            title={t(`analytics.sections.${key}`)}
            rows={{ shown: data[key].length, total: data.rowCounts[key] }}
          >
            <Table
              caption={t(`analytics.sections.${key}`)}
              headers={[...headers, ...marginHeaders]}
              rows={rows}
            />
          </Section>
        );
        return (
          <div className="space-y-6">
            <Definition>{t('analytics.definitions.profitability')}</Definition>
            <Figures
              className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
              keys={['revenue', 'cost', 'timeCost', 'margin'] as const}
              value={(k) => money(data.totals[k])}
              previous={previous ? (k) => money(previous[k]) : undefined}
              definition={(k) =>
                k === 'margin' ? `${t('analytics.figures.marginRate')} : ${pct(data.totals.marginRate)}` : ''
              }
            />
            {breakdown(
              'byOrder',
              [t('analytics.columns.order'), t('analytics.columns.client'), t('analytics.columns.source')],
              data.byOrder.map((o) => [
                o.reference ?? '—',
                o.client,
                t(`analytics.costSources.${o.costSource}`),
                ...cells(o),
              ]),
            )}
            {breakdown(
              'byClient',
              [t('analytics.columns.client')],
              data.byClient.map((c) => [c.name, ...cells(c)]),
            )}
            {breakdown(
              'byProduct',
              [t('analytics.columns.product'), t('analytics.columns.source')],
              data.byProduct.map((p) => [
                p.name,
                p.costSources.map((s) => t(`analytics.costSources.${s}`)).join(', '),
                ...cells(p),
              ]),
            )}
          </div>
        );
      }}
    </Loaded>
  );
}
