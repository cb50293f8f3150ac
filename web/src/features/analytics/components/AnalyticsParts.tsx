/** The pieces every analysis tab is built of: the period bar, the loading states, figures, sections, tables. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ANALYTICS_PERIODS } from '@comptoir/core/modules/analytics';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { HeaderRow } from '@/components/ui/simple-table';
import { apiErrorText } from '@/lib/api';
import { formatPrice } from '@/lib/format';
import type { useAnalyticsParams } from '../period';
import { AnalyticsComputingError } from '../api';

export const money = (amount: string | null | undefined) =>
  amount === null || amount === undefined ? '—' : formatPrice({ amount, currency: 'EUR' });
export const pct = (value: string | null) => (value === null ? '—' : `${value.replace('.', ',')} %`);
export const isZero = (v: string) => Number(v) === 0;

/** The period: its presets, the previous and next one, the dates, the comparison. */
export function PeriodBar({ params }: { params: ReturnType<typeof useAnalyticsParams> }) {
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
      <div className="flex min-w-0 items-end gap-2">
        <Button variant="ghost" size="sm" aria-label="←" onClick={() => params.shift(-1)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
        </Button>
        {(['from', 'to'] as const).map((bound) => (
          <label key={bound} className="min-w-0 text-sm">
            <span className="text-muted-foreground block">{t(`analytics.${bound}`)}</span>
            <Input
              type="date"
              value={params.range[bound]}
              onChange={(e) => e.target.value && params.setRange({ [bound]: e.target.value })}
            />
          </label>
        ))}
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

/** 'Aucune donnée pour cette période' with its hint. */
export function NoData({ as }: { as: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  return <EmptyState title={t('analytics.empty')} description={t('analytics.emptyHint')} as={as} />;
}

/** Loading, error and empty states around a tab's content. */
export function Loaded<T>({
  query,
  empty = () => false,
  children,
}: {
  query: { data?: T | undefined; isPending: boolean; error: unknown; failureReason?: unknown };
  empty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const computing = query.failureReason instanceof AnalyticsComputingError ? query.failureReason : null;
  if (computing && !query.error) {
    // The month summaries are being built (a fresh database): say so, the query asks again.
    return (
      <div className="flex items-center gap-2 py-8" role="status" data-testid="analytics-computing">
        <Spinner label={t('analytics.computing', { count: computing.months })} showLabel />
      </div>
    );
  }
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
  if (empty(query.data)) return <NoData as="h2" />;
  return <>{children(query.data)}</>;
}

export function Definition({ children }: { children: ReactNode }) {
  return <p className="text-muted-foreground mt-1 text-xs">{children}</p>;
}

export function Figure({
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

/**
 * A row of figures: each key's label (`analytics.figures.<key>`), its value now and, when the
 * comparison is on, over the previous period.
 */
export function Figures<K extends string>({
  keys,
  value,
  previous,
  definition,
  className,
}: {
  keys: readonly K[];
  value: (key: K) => string;
  /** The previous period's value; undefined without the comparison. */
  previous: ((key: K) => string) | undefined;
  definition: (key: K) => string;
  className: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      {keys.map((key) => (
        <Figure
          key={key}
          label={t(`analytics.figures.${key}` as never)}
          value={value(key)}
          previous={previous?.(key)}
          definition={definition(key)}
        />
      ))}
    </div>
  );
}

export function Section({
  title,
  definition,
  children,
  rows,
}: {
  title: string;
  definition?: string;
  children: ReactNode;
  /** A table cut at its first rows: how many are shown and how many there are (and the note's key). */
  rows?: { shown: number; total: number; note?: 'analytics.firstRows' | 'analytics.ageing.firstRows' };
}) {
  const { t } = useTranslation();
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      {definition ? <Definition>{definition}</Definition> : null}
      {children}
      {rows && rows.shown < rows.total ? (
        <p className="text-muted-foreground text-xs">
          {t(rows.note ?? 'analytics.firstRows', { shown: rows.shown, total: rows.total })}
        </p>
      ) : null}
    </section>
  );
}

/** A figures table: the first column is text, the others amounts. */
export function Table({
  headers,
  rows,
  caption,
}: {
  headers: ReactNode[];
  rows: ReactNode[][];
  caption: string;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <HeaderRow
          className="bg-muted/50"
          cellClassName="px-3 py-2"
          cells={headers.map((label, i) => ({ label, className: i === 0 ? 'text-left' : 'text-right' }))}
        />
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
