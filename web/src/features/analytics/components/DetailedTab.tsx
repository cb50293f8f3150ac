import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DETAILED_TYPES } from '@comptoir/core/modules/analytics';
import { SelectOptions } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatDate, formatPrice } from '@/lib/format';
import { useAnalytics, type AnalyticsParams } from '../api';
import { Definition, Loaded, Table, money } from './AnalyticsParts';

const DIRECTIONS = ['outgoing', 'incoming'] as const;

/** 'Détaillé': every invoice and payment of the period, searched, filtered, sorted and paged. */
export function DetailedTab({ query }: { query: AnalyticsParams }) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [type, setType] = useState('');
  const [direction, setDirection] = useState('');
  const [sort, setSort] = useState<{ key: string; order: 'asc' | 'desc' }>({ key: 'date', order: 'desc' });
  const [page, setPage] = useState(1);
  const result = useAnalytics('detailed', {
    ...query,
    q: q || undefined,
    type: type || undefined,
    direction: direction || undefined,
    sort: sort.key,
    order: sort.order,
    page,
  });
  const sortButton = (key: string, label: string) => (
    <button
      type="button"
      className="font-medium underline-offset-2 hover:underline"
      onClick={() => {
        setSort((s) => ({ key, order: s.key === key && s.order === 'desc' ? 'asc' : 'desc' }));
        setPage(1);
      }}
    >
      {label}
      {sort.key === key ? (sort.order === 'asc' ? ' ▲' : ' ▼') : ''}
    </button>
  );
  const select = 'border-input bg-background h-9 rounded-md border px-2 text-sm';
  return (
    <div className="space-y-4">
      <Definition>{t('analytics.definitions.detailed')}</Definition>
      <div className="flex flex-wrap gap-2">
        <Input
          className="max-w-xs"
          aria-label={t('analytics.filters.search')}
          placeholder={t('analytics.filters.search')}
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
        />
        {(
          [
            ['type', type, setType, t('analytics.filters.allTypes'), DETAILED_TYPES, 'types'],
            [
              'direction',
              direction,
              setDirection,
              t('analytics.filters.allDirections'),
              DIRECTIONS,
              'directions',
            ],
          ] as const
        ).map(([column, value, set, all, values, labels]) => (
          <select
            key={column}
            aria-label={t(`analytics.columns.${column}`)}
            className={select}
            value={value}
            onChange={(e) => (set(e.target.value), setPage(1))}
          >
            <SelectOptions
              placeholder={all}
              options={values.map((v) => ({ value: v, label: t(`analytics.${labels}.${v}` as never) }))}
            />
          </select>
        ))}
      </div>
      <Loaded query={result} empty={(d) => d.total === 0}>
        {(data) => {
          const last = Math.max(1, Math.ceil(data.total / data.pageSize));
          const first = (data.page - 1) * data.pageSize + 1;
          return (
            <div className="space-y-3">
              <p className="text-sm">
                {t('analytics.totals')} — {t('analytics.directions.outgoing')} :{' '}
                {money(data.totals.invoicedOut)} · {t('analytics.figures.incoming')} :{' '}
                {money(data.totals.paymentsIn)} · {t('analytics.directions.incoming')} :{' '}
                {money(data.totals.invoicedIn)} · {t('analytics.figures.outgoing')} :{' '}
                {money(data.totals.paymentsOut)}
              </p>
              <Table
                caption={t('analytics.tabs.detailed')}
                headers={[
                  sortButton('date', t('analytics.columns.date')),
                  sortButton('type', t('analytics.columns.type')),
                  t('analytics.columns.direction'),
                  sortButton('number', t('analytics.columns.number')),
                  sortButton('party', t('analytics.columns.party')),
                  t('analytics.columns.amount'),
                  sortButton('amount', t('analytics.columns.baseAmount')),
                ]}
                rows={data.items.map((r) => [
                  formatDate(r.date),
                  t(`analytics.types.${r.type}`),
                  t(`analytics.directions.${r.direction}`),
                  r.number ?? '—',
                  r.party,
                  formatPrice(r.amount),
                  money(r.baseAmount),
                ])}
              />
              <nav
                aria-label={t('analytics.pagination.label')}
                className="flex items-center justify-between text-sm"
              >
                <span>
                  {t('analytics.pagination.range', {
                    from: first,
                    to: first + data.items.length - 1,
                    total: data.total,
                  })}
                </span>
                <span className="flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={data.page <= 1}
                    onClick={() => setPage(data.page - 1)}
                  >
                    {t('analytics.pagination.previous')}
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={data.page >= last}
                    onClick={() => setPage(data.page + 1)}
                  >
                    {t('analytics.pagination.next')}
                  </Button>
                </span>
              </nav>
            </div>
          );
        }}
      </Loaded>
    </div>
  );
}
