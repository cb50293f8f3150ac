import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CashflowResponse } from '@comptoir/core/modules/analytics';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { formatChartDate, formatDate, formatIsoDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { isNegative, money as bankMoney } from '@/features/bank/money';
import { useAnalytics, type AnalyticsParams } from '../api';
import { Figures, Loaded, NoData, Section, Table, isZero, money } from './AnalyticsParts';
import { PeriodChart } from './Charts';

type Bucket = CashflowResponse['buckets'][number];
type Bank = NonNullable<CashflowResponse['bank']>;

/** The bank screen's unmatched transactions (list-params.ts: `status`). */
const UNMATCHED_HREF = '/bank?status=unmatched';

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
            {data.bank ? <BankBlock bank={data.bank} currency={data.currency} /> : null}
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

/**
 * 'Banque' (issue 33 §3): the cash in the book-currency accounts (what the forecast starts from),
 * each account's balance, the money moved that no invoice records yet (to reconcile in the bank)
 * and the cash projected at 90 days.
 */
function BankBlock({ bank, currency }: { bank: Bank; currency: string }) {
  const { t } = useTranslation();
  const NS = 'bank.ui.cashflow';
  const red = (amount: string) => cn('tabular-nums', isNegative(amount) && 'text-destructive');
  return (
    <Section title={t(`${NS}.title`)}>
      <div className="grid gap-4 md:grid-cols-3">
        <div className="bg-card rounded-xl border p-4" role="group" aria-label={t(`${NS}.position`)}>
          <p className="text-muted-foreground text-sm">{t(`${NS}.position`)}</p>
          <p className={cn('text-2xl font-semibold', red(bank.position))}>
            {bankMoney(bank.position, currency)}
          </p>
          <p className="text-muted-foreground text-xs">{t(`${NS}.positionHint`, { currency })}</p>
        </div>
        <div className="bg-card rounded-xl border p-4" role="group" aria-label={t(`${NS}.unmatched`)}>
          <p className="text-muted-foreground text-sm">{t(`${NS}.unmatched`)}</p>
          <p className="text-sm">
            {t(`${NS}.incoming`)}{' '}
            <span className="font-semibold tabular-nums">{bankMoney(bank.unmatched.incoming, currency)}</span>
            {' · '}
            {t(`${NS}.outgoing`)}{' '}
            <span className="font-semibold tabular-nums">{bankMoney(bank.unmatched.outgoing, currency)}</span>
          </p>
          <p className="text-muted-foreground text-xs">
            {t(`${NS}.unmatchedCount`, { count: bank.unmatched.count })}
          </p>
          {bank.unmatched.count > 0 ? (
            <Link
              to={UNMATCHED_HREF}
              className={buttonClasses({ variant: 'outline', size: 'sm', className: 'mt-2' })}
            >
              {t(`${NS}.unmatchedLink`)}
            </Link>
          ) : null}
        </div>
        <div className="bg-card rounded-xl border p-4" role="group" aria-label={t(`${NS}.projected`)}>
          <p className="text-muted-foreground text-sm">{t(`${NS}.projected`)}</p>
          <p className={cn('text-2xl font-semibold', red(bank.projected))}>
            {bankMoney(bank.projected, currency)}
          </p>
          <p className="text-muted-foreground text-xs">{t(`${NS}.projectedHint`)}</p>
        </div>
      </div>
      {bank.accounts.length > 0 ? (
        <ul className="divide-y rounded-lg border" aria-label={t(`${NS}.accounts`)}>
          {bank.accounts.map((account) => (
            <li
              key={account.id}
              className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
            >
              <span className="min-w-0">
                <span className="font-medium">{account.name}</span>
                {account.balanceDate ? (
                  <span className="text-muted-foreground">
                    {' · '}
                    {t('bank.ui.cash.lastDay', { date: formatIsoDate(account.balanceDate) })}
                  </span>
                ) : null}
              </span>
              <span className="flex items-center gap-2">
                {account.unmatched > 0 ? (
                  <Badge variant="amber">{t('bank.ui.cash.unmatched', { count: account.unmatched })}</Badge>
                ) : null}
                <span className={cn('font-semibold', red(account.balance))}>
                  {bankMoney(account.balance, account.currency)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
