import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock, PackageCheck, ShoppingCart, Truck, Wallet } from 'lucide-react';
import { ORDER_STATUSES, type ListOrdersResponse } from '@comptoir/core/modules/sales';
import { can } from '@comptoir/core/permissions';
import { RowLink, type ColumnDef, counter } from '@/components/list';
import { SalesList } from '@/components/sales/SalesList';
import { formatIsoDate } from '@/components/sales/format';
import { PageBanner } from '@/components/ui/page-banner';
import { formatDate, formatPrice } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import { useBanner } from '@/lib/use-banner';
import { useOrdersList } from '../api';
import { OrderStatusBadge } from '../components/badges';
import { OrderDetailView } from '../components/OrderDetailView';
import { OrderFormDialog } from '../components/OrderFormDialog';
import { ORDER_SORTS, useOrderListParams } from '../list-params';
import { TONES } from '@/components/ui/stat-card';

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
      {list.id ? (
        <OrderDetailView
          key={list.id}
          id={list.id}
          onBack={() => list.select(undefined)}
          onMessage={banner.show}
          banner={bannerNode}
        />
      ) : (
        <ListView
          list={list}
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

interface ListViewProps {
  list: ReturnType<typeof useOrderListParams>;
  canCreate: boolean;
  onNew: () => void;
  banner: ReactNode;
}

function ListView({ list, canCreate, onNew, banner }: ListViewProps) {
  const { t } = useTranslation();
  const query = useOrdersList(list.query);
  const counters = query.data?.counters;
  const totalAmount = counters && (counters.totalAmount === null ? '—' : formatPrice(counters.totalAmount));

  const columns: ColumnDef<ListOrdersResponse['items'][number]>[] = [
    {
      id: 'reference',
      header: t('orders.columns.reference'),
      meta: { className: 'font-mono text-xs whitespace-nowrap' },
      cell: ({ row: { original: order } }) => (
        <RowLink to={list.hrefFor(order.id)} onSelect={() => list.select(order.id)}>
          {order.reference}
        </RowLink>
      ),
    },
    {
      id: 'client',
      header: t('orders.columns.client'),
      cell: ({ row: { original: order } }) => (
        <>
          <span className="block font-medium">{order.client.name}</span>
          <span className="text-muted-foreground block text-xs">{order.client.companyName}</span>
        </>
      ),
    },
    {
      id: 'status',
      header: t('orders.columns.status'),
      cell: ({ row }) => <OrderStatusBadge status={row.original.status} />,
    },
    {
      id: 'createdAt',
      header: t('orders.columns.createdAt'),
      meta: { className: 'tabular-nums' },
      cell: ({ row }) => formatDate(row.original.createdAt),
    },
    {
      id: 'expectedDelivery',
      header: t('orders.columns.expectedDelivery'),
      meta: { className: 'tabular-nums' },
      cell: ({ row }) =>
        row.original.expectedDeliveryDate ? formatIsoDate(row.original.expectedDeliveryDate) : '—',
    },
    {
      id: 'total',
      header: t('orders.columns.total'),
      meta: { className: 'text-right font-medium tabular-nums', headerClassName: 'text-right' },
      cell: ({ row }) => formatPrice(row.original.totalAmount),
    },
  ];

  return (
    <SalesList
      ns="orders"
      list={list}
      query={query}
      statuses={ORDER_STATUSES}
      sorts={ORDER_SORTS}
      countersClassName="sm:grid-cols-2 xl:grid-cols-5"
      counters={[
        counter(ShoppingCart, t('orders.counters.total'), counters?.total),
        counter(Clock, t('orders.counters.pending'), counters?.pending, TONES.warning),
        counter(Truck, t('orders.counters.shipped'), counters?.shipped, TONES.info),
        counter(PackageCheck, t('orders.counters.delivered'), counters?.delivered, TONES.success),
        counter(Wallet, t('orders.counters.totalAmount'), totalAmount),
      ]}
      columns={columns}
      minWidth="min-w-[52rem]"
      emptyIcon={ShoppingCart}
      canCreate={canCreate}
      onNew={onNew}
      banner={banner}
    />
  );
}
