import { useId, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link, useSearchParams } from 'react-router';
import {
  AlertTriangle,
  Building2,
  Landmark,
  Coins,
  FileText,
  Inbox,
  RefreshCw,
  ShoppingCart,
  type LucideIcon,
} from 'lucide-react';
import {
  DASHBOARD_PERIODS,
  DEFAULT_DASHBOARD_PERIOD,
  shareOf,
  type DashboardCash,
  type DashboardOrders,
  type DashboardPeriod,
  type DashboardRequests,
  type RecentOrder,
  type RecentRequest,
} from '@comptoir/core/modules/dashboard';
import type { DemandePriority } from '@comptoir/core/modules/demandes';
import { hasModule, type ModuleKey } from '@comptoir/core/permissions';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Progress } from '@/components/ui/progress';
import { Options, Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api';
import { formatDate, formatIsoDate, formatPrice } from '@/lib/format';
import { oneOf } from '@/lib/list-params';
import { useSessionUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { ORDER_STATUS_VARIANT } from '@/components/sales/status';
import { STATUS_VARIANT as DEMANDE_STATUS_VARIANT } from '@/features/demandes/format';
import { periodOf, useDashboard } from '../api';
import { GoalsCard } from '../components/GoalsCard';
import { StatIcon, TONES } from '@/components/ui/stat-card';
import { isNegative, money } from '@/features/bank/money';

const PRIORITY_BADGE: Record<DemandePriority, BadgeVariant> = { low: 'neutral', medium: 'blue', high: 'red' };

/** Quick actions (spec §2): each shown only to users with its module. */
const QUICK_ACTIONS: readonly {
  module: Extract<ModuleKey, 'demandes' | 'orders' | 'clients' | 'quotes'>;
  path: string;
  icon: LucideIcon;
}[] = [
  { module: 'demandes', path: '/demandes', icon: Inbox },
  { module: 'orders', path: '/orders', icon: ShoppingCart },
  { module: 'clients', path: '/clients', icon: Building2 },
  { module: 'quotes', path: '/quotes', icon: FileText },
];

/** The period lives in the URL (?period=), month when absent. */
function usePeriod(): [DashboardPeriod, (period: DashboardPeriod) => void] {
  const [search, setSearch] = useSearchParams();
  const period = periodOf(search);
  const change = (next: DashboardPeriod) =>
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.set('period', next);
        return params;
      },
      { replace: true },
    );
  return [period, change];
}

/**
 * 'Tableau de Bord Opérationnel' (/dashboard): the period's headline figures, status breakdowns and
 * most recent requests and orders, computed by the server over what the user may see.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const me = useSessionUser();
  const [period, setPeriod] = usePeriod();
  const dashboard = useDashboard(period);
  const data = dashboard.data;
  const refreshing = dashboard.isFetching && !dashboard.isPending;
  const actions = QUICK_ACTIONS.filter((a) => hasModule(me, a.module));

  return (
    <div className="space-y-6">
      <title>{`${t('dashboard.title')} · ${t('common.appName')}`}</title>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('dashboard.title')}</h1>
          <p className="text-muted-foreground text-sm">
            {data ? t('dashboard.since', { date: periodStart(data.period) }) : t('dashboard.subtitle')}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <label className="space-y-1 text-sm">
            <span className="font-medium">{t('dashboard.period.label')}</span>
            <Select
              value={period}
              onChange={(event) =>
                setPeriod(oneOf(event.target.value, DASHBOARD_PERIODS, DEFAULT_DASHBOARD_PERIOD))
              }
            >
              <Options values={DASHBOARD_PERIODS} label={(p) => t(`dashboard.period.${p}`)} />
            </Select>
          </label>
          <Button variant="outline" onClick={() => void dashboard.refetch()} disabled={dashboard.isFetching}>
            <RefreshCw aria-hidden="true" className={cn('size-4', dashboard.isFetching && 'animate-spin')} />
            {t('dashboard.refresh')}
          </Button>
        </div>
      </header>

      {dashboard.isError ? (
        <Alert variant="destructive">{serverMessage(dashboard.error) ?? t('dashboard.errors.load')}</Alert>
      ) : null}

      {dashboard.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('dashboard.loading')} showLabel />
        </div>
      ) : data ? (
        <div className="space-y-6" aria-busy={refreshing}>
          {data.unavailable.map((u) => (
            <Alert key={u.part} variant="info">
              {u.message}
            </Alert>
          ))}
          <HeadlineCards requests={data.requests} orders={data.orders} />
          {data.requests || data.orders ? (
            // Breakdowns then recent lists, two by row; a single part puts its two side by side.
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
              {data.requests ? <RequestsBreakdown counts={data.requests.counts} /> : null}
              {data.orders ? <OrdersBreakdown counts={data.orders.counts} /> : null}
              {data.requests ? (
                <RecentList kind="requests" items={data.requests.recent} row={requestRow} />
              ) : null}
              {data.orders ? <RecentList kind="orders" items={data.orders.recent} row={orderRow} /> : null}
            </div>
          ) : null}
          {data.cash ? <CashCard cash={data.cash} /> : null}
        </div>
      ) : null}

      {hasModule(me, 'goals') ? <GoalsCard /> : null}

      {actions.length > 0 ? (
        <Section title={t('dashboard.quickActions.title')}>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {actions.map(({ module, path, icon: Icon }) => (
              <li key={module}>
                <Link
                  to={path}
                  className={buttonClasses({
                    variant: 'outline',
                    className: 'h-auto w-full justify-start py-3',
                  })}
                >
                  <Icon aria-hidden="true" className="text-primary size-5" />
                  {t(`dashboard.quickActions.${module}`)}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}

/** The period's first day, in the period's time zone (its start is midnight there). */
function periodStart(period: { from: string; timeZone: string }): string {
  try {
    return new Intl.DateTimeFormat('fr-FR', {
      timeZone: period.timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date(period.from));
  } catch {
    return formatDate(period.from);
  }
}

/** The server's message when it sent one. */
function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && error.code !== 'http_error' && error.message ? error.message : null;
}

/** A card with a titled section (a landmark named by its heading). */
function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle id={id}>{title}</CardTitle>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

interface HeadlineCardProps {
  label: string;
  value: ReactNode;
  detail: ReactNode;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  tone?: string;
}

function HeadlineCard({ label, value, detail, icon, tone }: HeadlineCardProps) {
  const id = useId();
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="bg-card flex min-h-[6.5rem] items-center gap-4 rounded-xl border p-4 shadow-sm"
    >
      <StatIcon icon={icon} tone={tone} />
      <div className="min-w-0">
        <p id={id} className="text-muted-foreground text-sm leading-tight">
          {label}
        </p>
        <p className="text-2xl font-semibold tabular-nums" data-testid="headline-value">
          {value}
        </p>
        <p className="text-muted-foreground text-xs">{detail}</p>
      </div>
    </div>
  );
}

function HeadlineCards({
  requests,
  orders,
}: {
  requests: DashboardRequests | null;
  orders: DashboardOrders | null;
}) {
  const { t } = useTranslation();
  if (!requests && !orders) return null;
  const value = orders?.totalValue;
  // The four cards in the specification's order; a card whose figures are not allowed is left out.
  const cards: (HeadlineCardProps & { key: string })[] = [];
  if (requests)
    cards.push({
      key: 'requests',
      label: t('dashboard.cards.totalRequests'),
      value: requests.counts.total,
      detail: t('dashboard.cards.requestsDetail', {
        inProgress: requests.counts.inProgress,
        pending: requests.counts.pending,
      }),
      icon: Inbox,
    });
  if (orders)
    cards.push({
      key: 'orders',
      label: t('dashboard.cards.totalOrders'),
      value: orders.counts.total,
      detail: t('dashboard.cards.ordersDetail', {
        confirmed: orders.counts.confirmed,
        pending: orders.counts.pending,
      }),
      icon: ShoppingCart,
      tone: TONES.info,
    });
  if (requests)
    cards.push({
      key: 'priority',
      label: t('dashboard.cards.highPriority'),
      value: requests.counts.highPriority,
      detail: t('dashboard.cards.highPriorityDetail'),
      icon: AlertTriangle,
      tone: TONES.danger,
    });
  if (value)
    cards.push({
      key: 'value',
      label: t('dashboard.cards.totalValue'),
      value: value.amount === null ? '—' : formatPrice({ amount: value.amount, currency: value.currency }),
      detail: value.note ?? t('dashboard.cards.totalValueDetail'),
      icon: Coins,
      tone: TONES.success,
    });
  return (
    <section className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="dashboard-cards">
      {cards.map(({ key, ...card }) => (
        <HeadlineCard key={key} {...card} />
      ))}
    </section>
  );
}

function Bars({ rows, total }: { rows: { key: string; label: string; count: number }[]; total: number }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-4">
      {rows.map((row) => (
        <li key={row.key} className="space-y-1.5">
          <div className="flex items-center justify-between text-sm">
            <span>{row.label}</span>
            <span className="font-medium tabular-nums">{row.count}</span>
          </div>
          <Progress
            value={shareOf(row.count, total)}
            label={t('dashboard.breakdown.bar', { label: row.label, count: row.count, total })}
          />
        </li>
      ))}
    </ul>
  );
}

function RequestsBreakdown({ counts }: { counts: DashboardRequests['counts'] }) {
  const { t } = useTranslation();
  const rows = (
    [
      ['in-progress', counts.inProgress],
      ['pending', counts.pending],
      ['completed', counts.completed],
    ] as const
  ).map(([key, count]) => ({ key, label: t(`dashboard.requestStatus.${key}`), count }));
  return (
    <Section title={t('dashboard.breakdown.requests')}>
      <Bars rows={rows} total={counts.total} />
    </Section>
  );
}

function OrdersBreakdown({ counts }: { counts: DashboardOrders['counts'] }) {
  const { t } = useTranslation();
  const rows = (['confirmed', 'shipped', 'delivered'] as const).map((key) => ({
    key,
    label: t(`dashboard.orderStatus.${key}`),
    count: counts[key],
  }));
  return (
    <Section title={t('dashboard.breakdown.orders')}>
      <Bars rows={rows} total={counts.total} />
    </Section>
  );
}

function ViewAll({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
      {t('dashboard.recent.viewAll')}
    </Link>
  );
}

const itemClasses =
  'hover:bg-accent focus-visible:ring-ring flex items-start justify-between gap-3 rounded-lg border p-3 transition-colors focus-visible:ring-2 focus-visible:outline-none';

/** The two 'recent' cards: where their records open, the icon and texts of their empty state. */
const RECENT = {
  requests: {
    path: '/demandes',
    icon: Inbox,
    title: 'dashboard.recent.requests',
    empty: 'dashboard.recent.emptyRequests',
  },
  orders: {
    path: '/orders',
    icon: ShoppingCart,
    title: 'dashboard.recent.orders',
    empty: 'dashboard.recent.emptyOrders',
  },
} as const;

/** What a 'recent' card shows of a record: its name, a line under it, and badges or a figure at the end. */
interface RecentRow {
  name: ReactNode;
  detail: ReactNode;
  aside: ReactNode;
}

/**
 * A 'recent' card: its records, newest first, each a link to its detail with its creation date,
 * or its empty state; 'Voir tout' opens the module.
 */
function RecentList<T extends { id: string; createdAt: string }>({
  kind,
  items,
  row,
}: {
  kind: keyof typeof RECENT;
  items: T[];
  row: (item: T, t: TFunction) => RecentRow;
}) {
  const { t } = useTranslation();
  const { path, icon, title, empty } = RECENT[kind];
  return (
    <Section title={t(title)} action={<ViewAll to={path} />}>
      {items.length === 0 ? (
        <EmptyState icon={icon} title={t(empty)} as="h3" className="py-8" />
      ) : (
        <ul className="space-y-2">
          {items.map((item) => {
            const { name, detail, aside } = row(item, t);
            return (
              <li key={item.id}>
                <Link to={`${path}?id=${item.id}`} className={itemClasses}>
                  <div className="min-w-0">
                    <p className="truncate font-medium">{name}</p>
                    <p className="text-muted-foreground truncate text-sm">{detail}</p>
                    <p className="text-muted-foreground text-xs">{formatDate(item.createdAt)}</p>
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-1">{aside}</div>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

/** A recent request: its title, its client, its status and priority. */
const requestRow = (r: RecentRequest, t: TFunction): RecentRow => ({
  name: r.title,
  detail: r.client ?? t('dashboard.recent.noClient'),
  aside: (
    <>
      <Badge variant={DEMANDE_STATUS_VARIANT[r.status]}>{t(`dashboard.requestStatus.${r.status}`)}</Badge>
      <Badge variant={PRIORITY_BADGE[r.priority]}>{t(`dashboard.priority.${r.priority}`)}</Badge>
    </>
  ),
});

/** A recent order: its reference, its client's company, its status and total. */
const orderRow = (o: RecentOrder, t: TFunction): RecentRow => ({
  name: o.reference,
  detail: o.clientCompany,
  aside: (
    <>
      <Badge variant={ORDER_STATUS_VARIANT[o.status]}>{t(`dashboard.orderStatus.${o.status}`)}</Badge>
      <span className="text-sm font-medium tabular-nums">{formatPrice(o.total)}</span>
    </>
  ),
});

/** A bank account's transactions in the bank screen (its filter, `accountId`, as list-params.ts reads it). */
const bankAccountHref = (id: string) => `/bank?accountId=${id}`;

/**
 * 'Trésorerie' (issue 33 §3): each bank account with its computed balance (red below zero), its
 * last transaction's day and what is left to reconcile, each a link to its transactions; then the
 * balances added up per currency. No account: an empty state offering to add one.
 */
function CashCard({ cash }: { cash: DashboardCash }) {
  const { t } = useTranslation();
  const amountClass = (amount: string) => cn('tabular-nums', isNegative(amount) && 'text-destructive');
  return (
    <Section
      title={t('bank.ui.cash.title')}
      action={
        cash.accounts.length > 0 ? <ViewAllLink to="/bank" label={t('bank.ui.cash.open')} /> : undefined
      }
    >
      {cash.accounts.length === 0 ? (
        <EmptyState
          icon={Landmark}
          title={t('bank.ui.cash.empty')}
          as="h3"
          className="py-8"
          action={<ViewAllLink to="/bank" label={t('bank.ui.cash.add')} />}
        />
      ) : (
        <div className="space-y-4">
          <ul className="grid gap-2 md:grid-cols-2">
            {cash.accounts.map((account) => (
              <li key={account.id}>
                <Link to={bankAccountHref(account.id)} className={itemClasses}>
                  <div className="min-w-0">
                    <p className="truncate font-medium">{account.name}</p>
                    <p className="text-muted-foreground text-xs">
                      {account.balanceDate
                        ? t('bank.ui.cash.lastDay', { date: formatIsoDate(account.balanceDate) })
                        : t('bank.ui.cash.noTransaction')}
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    <span className={cn('font-semibold', amountClass(account.balance))}>
                      {money(account.balance, account.currency)}
                    </span>
                    {account.unmatched > 0 ? (
                      <Badge variant="amber">
                        {t('bank.ui.cash.unmatched', { count: account.unmatched })}
                      </Badge>
                    ) : null}
                  </div>
                </Link>
              </li>
            ))}
          </ul>
          {cash.totals.length > 0 ? (
            <div className="border-t pt-3">
              <p className="text-muted-foreground mb-1 text-sm">{t('bank.ui.cash.totals')}</p>
              <ul className="flex flex-wrap gap-x-6 gap-y-1" aria-label={t('bank.ui.cash.totals')}>
                {cash.totals.map((total) => (
                  <li
                    key={total.currency}
                    className={cn('text-lg font-semibold', amountClass(total.balance))}
                  >
                    {money(total.balance, total.currency)}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      )}
    </Section>
  );
}

function ViewAllLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
      {label}
    </Link>
  );
}
