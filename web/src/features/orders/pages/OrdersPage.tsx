import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Clock, PackageCheck, Plus, ShoppingCart, Truck, Wallet } from 'lucide-react';
import { SEARCH_DEBOUNCE_MS } from '@comptoir/core/modules/products';
import { ORDER_STATUSES } from '@comptoir/core/modules/sales';
import { can } from '@comptoir/core/permissions';
import { DismissibleBanner } from '@/components/sales/DismissibleBanner';
import { formatIsoDate } from '@/components/sales/format';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { StatCard } from '@/components/ui/stat-card';
import { formatDate, formatPrice } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import { useBanner } from '@/lib/use-banner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { errorMessage, useOrdersList } from '../api';
import { OrderStatusBadge } from '../components/badges';
import { OrderDetailView } from '../components/OrderDetailView';
import { OrderFormDialog } from '../components/OrderFormDialog';
import { ORDER_SORTS, useOrderListParams } from '../list-params';

/**
 * Orders (/orders): counters (total, pending, shipped, delivered, total amount), search, status
 * filter, sorted and paginated list, creation; with ?id= the order's detail.
 */
export function OrdersPage() {
  const me = useSessionUser();
  const list = useOrderListParams();
  const banner = useBanner();
  const [form, setForm] = useState<number | null>(null);
  const bannerNode = <DismissibleBanner banner={banner.banner} onDismiss={banner.clear} />;

  return (
    <>
      {list.params.id ? (
        <OrderDetailView
          key={list.params.id}
          id={list.params.id}
          onBack={() => list.select(undefined)}
          onMessage={banner.show}
          banner={bannerNode}
        />
      ) : (
        <ListView
          {...list}
          canCreate={can(me, 'orders', 'create')}
          onNew={() => setForm(Date.now())}
          banner={bannerNode}
        />
      )}
      {form !== null ? (
        <OrderFormDialog
          key={form}
          onClose={() => setForm(null)}
          onSaved={(order, message) => {
            banner.success(message);
            list.select(order.id);
          }}
        />
      ) : null}
    </>
  );
}

type ListParams = ReturnType<typeof useOrderListParams>;

interface ListViewProps extends ListParams {
  canCreate: boolean;
  onNew: () => void;
  banner: ReactNode;
}

function ListView({ params, apiParams, update, select, hrefFor, canCreate, onNew, banner }: ListViewProps) {
  const { t } = useTranslation();
  const list = useOrdersList(apiParams);
  const [search, setSearch] = useState(params.q);
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debounced.trim() !== params.q.trim()) update({ q: debounced.trim() || undefined });
    // Only the debounced text drives the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const data = list.data;
  const counters = data?.counters;
  const items = data?.items ?? [];
  const count = (value: number | undefined) => (value === undefined ? '…' : value);
  const totalAmount =
    counters === undefined ? '…' : counters.totalAmount === null ? '—' : formatPrice(counters.totalAmount);

  return (
    <div className="space-y-6">
      <title>{`${t('orders.title')} · ${t('common.appName')}`}</title>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('orders.title')}</h1>
          <p className="text-muted-foreground text-sm">{t('orders.subtitle')}</p>
        </div>
        {canCreate ? (
          <Button onClick={onNew}>
            <Plus aria-hidden="true" className="size-4" />
            {t('orders.actions.new')}
          </Button>
        ) : null}
      </header>

      {banner}

      <section className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5" aria-label={t('orders.counters.label')}>
        <StatCard icon={ShoppingCart} label={t('orders.counters.total')} value={count(counters?.total)} />
        <StatCard
          icon={Clock}
          tone="bg-warning-soft text-warning-soft-foreground"
          label={t('orders.counters.pending')}
          value={count(counters?.pending)}
        />
        <StatCard
          icon={Truck}
          tone="bg-info-soft text-info-soft-foreground"
          label={t('orders.counters.shipped')}
          value={count(counters?.shipped)}
        />
        <StatCard
          icon={PackageCheck}
          tone="bg-success-soft text-success-soft-foreground"
          label={t('orders.counters.delivered')}
          value={count(counters?.delivered)}
        />
        <StatCard icon={Wallet} label={t('orders.counters.totalAmount')} value={totalAmount} />
      </section>

      <section className="bg-card space-y-4 rounded-xl border p-4 shadow-sm">
        <div className="flex flex-wrap items-end gap-3">
          <label className="min-w-[16rem] flex-1 space-y-1 text-sm">
            <span className="font-medium">{t('orders.filters.search')}</span>
            <Input
              type="search"
              value={search}
              placeholder={t('orders.filters.searchPlaceholder')}
              onChange={(event) => setSearch(event.target.value)}
            />
          </label>
          <label className="space-y-1 text-sm">
            <span className="font-medium">{t('orders.filters.status')}</span>
            <Select value={params.status} onChange={(event) => update({ status: event.target.value })}>
              <option value="">{t('orders.filters.allStatuses')}</option>
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`orders.status.${s}`)}
                </option>
              ))}
            </Select>
          </label>
          <label className="space-y-1 text-sm">
            <span className="font-medium">{t('orders.filters.sort')}</span>
            <Select value={params.sort} onChange={(event) => update({ sort: event.target.value })}>
              {ORDER_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`orders.sorts.${s}`)}
                </option>
              ))}
            </Select>
          </label>
          <label className="space-y-1 text-sm">
            <span className="font-medium">{t('orders.filters.order')}</span>
            <Select value={params.order} onChange={(event) => update({ order: event.target.value })}>
              <option value="desc">{t('orders.filters.desc')}</option>
              <option value="asc">{t('orders.filters.asc')}</option>
            </Select>
          </label>
        </div>

        {list.isError ? (
          <Alert variant="destructive">{errorMessage(list.error, 'orders.failures.load')}</Alert>
        ) : null}

        <div aria-busy={list.isFetching}>
          {list.isPending ? (
            <p className="text-muted-foreground py-12 text-center text-sm" role="status">
              {t('orders.loading')}
            </p>
          ) : items.length === 0 && !list.isError ? (
            <EmptyState icon={ShoppingCart} title={t('orders.empty')} />
          ) : items.length > 0 ? (
            <div className="overflow-x-auto rounded-lg border">
              <table className="w-full min-w-[52rem] text-sm" aria-label={t('orders.title')}>
                <thead className="bg-muted/60 text-muted-foreground">
                  <tr>
                    {(['reference', 'client', 'status', 'createdAt', 'expectedDelivery'] as const).map(
                      (c) => (
                        <th key={c} scope="col" className="px-4 py-2 text-left font-medium">
                          {t(`orders.columns.${c}`)}
                        </th>
                      ),
                    )}
                    <th scope="col" className="px-4 py-2 text-right font-medium">
                      {t('orders.columns.total')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {items.map((order) => (
                    <tr key={order.id} className="hover:bg-muted/40">
                      <td className="px-4 py-2 font-mono text-xs whitespace-nowrap">
                        <Link
                          to={hrefFor(order.id)}
                          className="text-primary hover:underline"
                          onClick={(event) => {
                            if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                            event.preventDefault();
                            select(order.id);
                          }}
                        >
                          {order.reference}
                        </Link>
                      </td>
                      <td className="px-4 py-2">
                        <span className="block font-medium">{order.client.name}</span>
                        <span className="text-muted-foreground block text-xs">
                          {order.client.companyName}
                        </span>
                      </td>
                      <td className="px-4 py-2">
                        <OrderStatusBadge status={order.status} />
                      </td>
                      <td className="px-4 py-2 tabular-nums">{formatDate(order.createdAt)}</td>
                      <td className="px-4 py-2 tabular-nums">
                        {order.expectedDeliveryDate ? formatIsoDate(order.expectedDeliveryDate) : '—'}
                      </td>
                      <td className="px-4 py-2 text-right font-medium tabular-nums">
                        {formatPrice(order.totalAmount)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </div>

        {data && data.total > 0 ? (
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPageChange={(page) => update({ page: String(page) })}
            labels={{
              nav: t('orders.pagination.label'),
              previous: t('orders.pagination.previous'),
              next: t('orders.pagination.next'),
              page: (page, pages) => t('orders.pagination.page', { page, pages }),
              range: (from, to, total) => t('orders.pagination.range', { from, to, total }),
            }}
          />
        ) : null}
      </section>
    </div>
  );
}
