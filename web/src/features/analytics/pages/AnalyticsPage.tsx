import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, FileSpreadsheet, FileText, RefreshCw } from 'lucide-react';
import {
  AGEING_BUCKETS,
  ANALYTICS_PERIODS,
  ANALYTICS_TABS,
  DETAILED_TYPES,
  type AgeingResponse,
  type CashflowResponse,
  type DetailedResponse,
  type OverviewFigures,
  type OverviewResponse,
  type ProfitabilityResponse,
} from '@comptoir/core/modules/analytics';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { apiErrorText } from '@/lib/api';
import { formatDate, formatPrice } from '@/lib/format';
import { ANALYTICS_KEY, exportHref, useAnalytics, type AnalyticsParams } from '../api';
import { PeriodChart } from '../components/Charts';
import { useAnalyticsParams } from '../period';

const money = (amount: string | null | undefined) =>
  amount === null || amount === undefined ? '—' : formatPrice({ amount, currency: 'EUR' });
const pct = (value: string | null) => (value === null ? '—' : `${value.replace('.', ',')} %`);
const isZero = (v: string) => Number(v) === 0;

/** 'Analyses Financières' (/analytics): figures computed from the books, by tab, for a period. */
export function AnalyticsPage() {
  const { t } = useTranslation();
  const params = useAnalyticsParams();
  const queryClient = useQueryClient();
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">{t('analytics.title')}</h1>
          <p className="text-muted-foreground text-sm">{t('analytics.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => void queryClient.invalidateQueries({ queryKey: ANALYTICS_KEY })}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('analytics.refresh')}
          </Button>
          <details className="relative">
            <summary className="border-input bg-background hover:bg-muted inline-flex h-9 cursor-pointer list-none items-center gap-2 rounded-md border px-4 text-sm font-medium">
              {t('analytics.export')}
            </summary>
            <div className="bg-card absolute right-0 z-10 mt-1 flex w-64 flex-col rounded-md border p-1 shadow-md">
              <a
                className="hover:bg-muted flex items-center gap-2 rounded px-3 py-2 text-sm"
                href={exportHref(params.query, 'xlsx')}
                download
              >
                <FileSpreadsheet aria-hidden="true" className="size-4" />
                {t('analytics.exportXlsx')}
              </a>
              <a
                className="hover:bg-muted flex items-center gap-2 rounded px-3 py-2 text-sm"
                href={exportHref(params.query, 'pdf')}
                download
              >
                <FileText aria-hidden="true" className="size-4" />
                {t('analytics.exportPdf')}
              </a>
            </div>
          </details>
        </div>
      </header>

      <PeriodBar params={params} />

      <Tabs value={params.tab} onValueChange={params.setTab}>
        <TabsList className="flex h-auto flex-wrap">
          {ANALYTICS_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`analytics.tabs.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview" className="mt-4">
          <Overview query={params.query} />
        </TabsContent>
        <TabsContent value="cashflow" className="mt-4">
          <Cashflow query={params.query} />
        </TabsContent>
        <TabsContent value="profitability" className="mt-4">
          <Profitability query={params.query} />
        </TabsContent>
        <TabsContent value="receivables" className="mt-4">
          <Ageing query={params.query} tab="receivables" />
        </TabsContent>
        <TabsContent value="payables" className="mt-4">
          <Ageing query={params.query} tab="payables" />
        </TabsContent>
        <TabsContent value="detailed" className="mt-4">
          <Detailed query={params.query} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function PeriodBar({ params }: { params: ReturnType<typeof useAnalyticsParams> }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('analytics.periodLabel')}
      className="bg-card flex flex-wrap items-end gap-3 rounded-xl border p-4"
    >
      <div role="radiogroup" aria-label={t('analytics.periodLabel')} className="flex flex-wrap gap-1">
        {ANALYTICS_PERIODS.map((p) => (
          <Button
            key={p}
            role="radio"
            aria-checked={params.period === p}
            variant={params.period === p ? 'default' : 'outline'}
            size="sm"
            onClick={() => params.setPeriod(p)}
          >
            {t(`analytics.periods.${p}`)}
          </Button>
        ))}
      </div>
      <div className="flex items-end gap-2">
        <Button variant="ghost" size="sm" aria-label="←" onClick={() => params.shift(-1)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
        </Button>
        <label className="text-sm">
          <span className="text-muted-foreground block">{t('analytics.from')}</span>
          <Input
            type="date"
            value={params.range.from}
            onChange={(e) => e.target.value && params.setRange({ from: e.target.value })}
          />
        </label>
        <label className="text-sm">
          <span className="text-muted-foreground block">{t('analytics.to')}</span>
          <Input
            type="date"
            value={params.range.to}
            onChange={(e) => e.target.value && params.setRange({ to: e.target.value })}
          />
        </label>
        <Button variant="ghost" size="sm" aria-label="→" onClick={() => params.shift(1)}>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={params.compare}
          onChange={(e) => params.setCompare(e.target.checked)}
        />
        {t('analytics.compare')}
      </label>
    </section>
  );
}

/** Loading, error and empty states around a tab's content. */
function Loaded<T>({
  query,
  empty,
  children,
}: {
  query: { data?: T | undefined; isPending: boolean; error: unknown };
  empty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div className="flex items-center gap-2 py-8" role="status">
        <Spinner label={t('analytics.loading')} showLabel />
      </div>
    );
  }
  if (query.error || !query.data) {
    return (
      <p role="alert" className="text-destructive">
        {apiErrorText(query.error, 'analytics.errors.load')}
      </p>
    );
  }
  if (empty(query.data)) {
    return <EmptyState title={t('analytics.empty')} description={t('analytics.emptyHint')} as="h2" />;
  }
  return <>{children(query.data)}</>;
}

function Definition({ children }: { children: ReactNode }) {
  return <p className="text-muted-foreground mt-1 text-xs">{children}</p>;
}

function Figure({
  label,
  value,
  previous,
  definition,
}: {
  label: string;
  value: string;
  previous?: string | undefined;
  definition: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="bg-card rounded-xl border p-4 shadow-sm" data-testid="figure">
      <p className="text-muted-foreground text-sm">{label}</p>
      <p className="text-2xl font-semibold tabular-nums">{value}</p>
      {previous !== undefined ? (
        <p className="text-muted-foreground text-xs">{t('analytics.previous', { value: previous })}</p>
      ) : null}
      <Definition>{definition}</Definition>
    </div>
  );
}

function Section({
  title,
  definition,
  children,
  rows,
}: {
  title: string;
  definition?: string;
  children: ReactNode;
  /** A table cut at its first rows: how many are shown and how many there are. */
  rows?: { shown: number; total: number };
}) {
  const { t } = useTranslation();
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      {definition ? <Definition>{definition}</Definition> : null}
      {children}
      {rows && rows.shown < rows.total ? (
        <p className="text-muted-foreground text-xs">{t('analytics.firstRows', rows)}</p>
      ) : null}
    </section>
  );
}

function Table({ headers, rows, caption }: { headers: ReactNode[]; rows: ReactNode[][]; caption: string }) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50">
          <tr>
            {headers.map((h, i) => (
              <th key={i} scope="col" className={i === 0 ? 'px-3 py-2 text-left' : 'px-3 py-2 text-right'}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i} className="border-t">
              {r.map((c, j) => (
                <td key={j} className={j === 0 ? 'px-3 py-2' : 'px-3 py-2 text-right tabular-nums'}>
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const FIGURE_DEFINITION = [
  ['revenue', 'revenue'],
  ['cashCollected', 'cashCollected'],
  ['purchases', 'purchases'],
  ['grossMargin', 'grossMargin'],
  ['marginRate', 'grossMargin'],
  ['openReceivables', 'openReceivables'],
  ['openPayables', 'openPayables'],
  ['orderIntake', 'orderIntake'],
  ['averageOrderValue', 'orderIntake'],
  ['quoteConversionRate', 'quoteConversionRate'],
] as const;

function Overview({ query }: { query: AnalyticsParams }) {
  const { t } = useTranslation();
  const result = useAnalytics<OverviewResponse>('overview', query);
  const show = (f: OverviewFigures, key: keyof OverviewFigures) =>
    key === 'marginRate' || key === 'quoteConversionRate'
      ? pct(f[key] as string | null)
      : money(f[key] as string | null);
  return (
    <Loaded query={result} empty={() => false}>
      {(data) => {
        const nothing =
          isZero(data.figures.revenue) &&
          isZero(data.figures.purchases) &&
          isZero(data.figures.cashCollected) &&
          data.figures.orderCount === 0;
        return (
          <div className="space-y-6">
            {nothing ? (
              <EmptyState title={t('analytics.empty')} description={t('analytics.emptyHint')} as="h2" />
            ) : null}
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {FIGURE_DEFINITION.map(([key, def]) => (
                <Figure
                  key={key}
                  label={t(`analytics.figures.${key}`)}
                  value={show(data.figures, key)}
                  previous={data.previousFigures ? show(data.previousFigures, key) : undefined}
                  definition={
                    key === 'quoteConversionRate'
                      ? `${t('analytics.figures.quotesDetail', { accepted: data.figures.quotesAccepted, sent: data.figures.quotesSent })}. ${t(`analytics.definitions.${def}`)}`
                      : t(`analytics.definitions.${def}`)
                  }
                />
              ))}
            </div>
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

function Cashflow({ query }: { query: AnalyticsParams }) {
  const { t } = useTranslation();
  const result = useAnalytics<CashflowResponse>('cashflow', query);
  const headers = [
    t('analytics.columns.start'),
    t('analytics.figures.incoming'),
    t('analytics.figures.outgoing'),
    t('analytics.figures.net'),
    t('analytics.figures.cumulative'),
  ];
  const bars = [
    { key: 'incoming', label: t('analytics.figures.incoming'), color: '#16a34a' },
    { key: 'outgoing', label: t('analytics.figures.outgoing'), color: '#dc2626' },
  ];
  const line = { key: 'cumulative', label: t('analytics.figures.cumulative'), color: '#1f3a5f' };
  return (
    <Loaded query={result} empty={() => false}>
      {(data) => (
        <div className="space-y-6">
          <div className="grid gap-4 sm:grid-cols-3">
            {(['incoming', 'outgoing', 'net'] as const).map((k) => (
              <Figure
                key={k}
                label={t(`analytics.figures.${k}`)}
                value={money(data.totals[k])}
                previous={data.previousTotals ? money(data.previousTotals[k]) : undefined}
                definition={t('analytics.definitions.cashflow')}
              />
            ))}
          </div>
          <Section title={t('analytics.sections.flows')} definition={t('analytics.definitions.cashflow')}>
            {isZero(data.totals.incoming) && isZero(data.totals.outgoing) ? (
              <EmptyState title={t('analytics.empty')} description={t('analytics.emptyHint')} as="h3" />
            ) : (
              <PeriodChart
                label={t('analytics.sections.flows')}
                data={data.buckets}
                x="start"
                bars={bars}
                line={line}
              />
            )}
            <Table
              caption={t('analytics.sections.flows')}
              headers={headers}
              rows={data.buckets.map((b) => [
                formatDate(b.start),
                money(b.incoming),
                money(b.outgoing),
                money(b.net),
                money(b.cumulative),
              ])}
            />
          </Section>
          <Section title={t('analytics.sections.forecast')} definition={t('analytics.definitions.forecast')}>
            <p className="text-sm">
              {t('analytics.sections.overdue')} : {t('analytics.figures.incoming')}{' '}
              {money(data.forecast.overdue.incoming)} · {t('analytics.figures.outgoing')}{' '}
              {money(data.forecast.overdue.outgoing)}
            </p>
            <PeriodChart
              label={t('analytics.sections.forecast')}
              data={data.forecast.weeks}
              x="start"
              bars={bars}
              line={line}
            />
            <Table
              caption={t('analytics.sections.forecast')}
              headers={headers}
              rows={data.forecast.weeks.map((b) => [
                formatDate(b.start),
                money(b.incoming),
                money(b.outgoing),
                money(b.net),
                money(b.cumulative),
              ])}
            />
          </Section>
        </div>
      )}
    </Loaded>
  );
}

type MarginRow = ProfitabilityResponse['totals'];

function Profitability({ query }: { query: AnalyticsParams }) {
  const { t } = useTranslation();
  const result = useAnalytics<ProfitabilityResponse>('profitability', query);
  const marginHeaders = [
    t('analytics.figures.revenue'),
    t('analytics.figures.cost'),
    t('analytics.figures.timeCost'),
    t('analytics.figures.margin'),
    t('analytics.figures.marginRate'),
  ];
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
      {(data) => (
        <div className="space-y-6">
          <Definition>{t('analytics.definitions.profitability')}</Definition>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {(['revenue', 'cost', 'timeCost', 'margin'] as const).map((k) => (
              <Figure
                key={k}
                label={t(`analytics.figures.${k}`)}
                value={money(data.totals[k])}
                previous={data.previousTotals ? money(data.previousTotals[k]) : undefined}
                definition={
                  k === 'margin'
                    ? `${t('analytics.figures.marginRate')} : ${pct(data.totals.marginRate)}`
                    : ''
                }
              />
            ))}
          </div>
          <Section
            title={t('analytics.sections.byOrder')}
            rows={{ shown: data.byOrder.length, total: data.rowCounts.byOrder }}
          >
            <Table
              caption={t('analytics.sections.byOrder')}
              headers={[
                t('analytics.columns.order'),
                t('analytics.columns.client'),
                t('analytics.columns.source'),
                ...marginHeaders,
              ]}
              rows={data.byOrder.map((o) => [
                o.reference ?? '—',
                o.client,
                t(`analytics.costSources.${o.costSource}`),
                ...cells(o),
              ])}
            />
          </Section>
          <Section
            title={t('analytics.sections.byClient')}
            rows={{ shown: data.byClient.length, total: data.rowCounts.byClient }}
          >
            <Table
              caption={t('analytics.sections.byClient')}
              headers={[t('analytics.columns.client'), ...marginHeaders]}
              rows={data.byClient.map((c) => [c.name, ...cells(c)])}
            />
          </Section>
          <Section
            title={t('analytics.sections.byProduct')}
            rows={{ shown: data.byProduct.length, total: data.rowCounts.byProduct }}
          >
            <Table
              caption={t('analytics.sections.byProduct')}
              headers={[t('analytics.columns.product'), t('analytics.columns.source'), ...marginHeaders]}
              rows={data.byProduct.map((p) => [
                p.name,
                p.costSources.map((s) => t(`analytics.costSources.${s}`)).join(', '),
                ...cells(p),
              ])}
            />
          </Section>
        </div>
      )}
    </Loaded>
  );
}

function Ageing({ query, tab }: { query: AnalyticsParams; tab: 'receivables' | 'payables' }) {
  const { t } = useTranslation();
  const result = useAnalytics<AgeingResponse>(tab, query);
  const days = (v: string | null) =>
    v === null ? '—' : t('analytics.figures.days', { value: v.replace('.', ',') });
  const daysKey = tab === 'receivables' ? 'dso' : 'dpo';
  return (
    <Loaded query={result} empty={() => false}>
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
            <EmptyState title={t('analytics.empty')} description={t('analytics.emptyHint')} as="h2" />
          ) : (
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
          )}
        </div>
      )}
    </Loaded>
  );
}

function Detailed({ query }: { query: AnalyticsParams }) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [type, setType] = useState('');
  const [direction, setDirection] = useState('');
  const [sort, setSort] = useState<{ key: string; order: 'asc' | 'desc' }>({ key: 'date', order: 'desc' });
  const [page, setPage] = useState(1);
  const result = useAnalytics<DetailedResponse>('detailed', {
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
        <select
          aria-label={t('analytics.columns.type')}
          className={select}
          value={type}
          onChange={(e) => (setType(e.target.value), setPage(1))}
        >
          <option value="">{t('analytics.filters.allTypes')}</option>
          {DETAILED_TYPES.map((v) => (
            <option key={v} value={v}>
              {t(`analytics.types.${v}`)}
            </option>
          ))}
        </select>
        <select
          aria-label={t('analytics.columns.direction')}
          className={select}
          value={direction}
          onChange={(e) => (setDirection(e.target.value), setPage(1))}
        >
          <option value="">{t('analytics.filters.allDirections')}</option>
          <option value="outgoing">{t('analytics.directions.outgoing')}</option>
          <option value="incoming">{t('analytics.directions.incoming')}</option>
        </select>
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
