import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock, PackageCheck, ShoppingCart, Truck, Wallet } from 'lucide-react';
import { ORDER_STATUSES } from '@comptoir/core/modules/sales';
import { can } from '@comptoir/core/permissions';
import { PageBanner } from '@/components/ui/page-banner';
import { formatIsoDate } from '@/components/sales/format';
import { ListBody, ListHeader, ListPagination, ListToolbar, RowLink } from '@/components/sales/ListToolbar';
import { StatCard } from '@/components/ui/stat-card';
import { formatDate, formatPrice } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import { useBanner } from '@/lib/use-banner';
import { useOrdersList } from '../api';
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
  const bannerNode = <PageBanner banner={banner.banner} onDismiss={banner.clear} />;

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
  const data = list.data;
  const counters = data?.counters;
  const items = data?.items ?? [];
  const count = (value: number | undefined) => (value === undefined ? '…' : value);
  const totalAmount =
    counters === undefined ? '…' : counters.totalAmount === null ? '—' : formatPrice(counters.totalAmount);

  return (
    <div className="space-y-6">
      <ListHeader ns="orders" canCreate={canCreate} onNew={onNew} />

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
        <ListToolbar
          ns="orders"
          params={params}
          update={update}
          statuses={ORDER_STATUSES}
          statusLabel={(s) => t(`orders.status.${s}`)}
          sorts={ORDER_SORTS}
          sortLabel={(s) => t(`orders.sorts.${s}`)}
        />

        <ListBody ns="orders" list={list} count={items.length} emptyIcon={ShoppingCart}>
          <table className="w-full min-w-[52rem] text-sm" aria-label={t('orders.title')}>
            <thead className="bg-muted/60 text-muted-foreground">
              <tr>
                {(['reference', 'client', 'status', 'createdAt', 'expectedDelivery'] as const).map((c) => (
                  <th key={c} scope="col" className="px-4 py-2 text-left font-medium">
                    {t(`orders.columns.${c}`)}
                  </th>
                ))}
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  {t('orders.columns.total')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {items.map((order) => (
                <tr key={order.id} className="hover:bg-muted/40">
                  <td className="px-4 py-2 font-mono text-xs whitespace-nowrap">
                    <RowLink to={hrefFor(order.id)} onSelect={() => select(order.id)}>
                      {order.reference}
                    </RowLink>
                  </td>
                  <td className="px-4 py-2">
                    <span className="block font-medium">{order.client.name}</span>
                    <span className="text-muted-foreground block text-xs">{order.client.companyName}</span>
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
        </ListBody>

        <ListPagination ns="orders" data={data} update={update} />
      </section>
    </div>
  );
}
