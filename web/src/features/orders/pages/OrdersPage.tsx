import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PackageCheck, ShoppingCart, Truck } from 'lucide-react';
import { ORDER_STATUSES, type ListOrdersResponse } from '@comptoir/core/modules/sales';

type Order = ListOrdersResponse['items'][number];
import { can } from '@comptoir/core/permissions';
import { type ColumnDef, countersOf } from '@/components/list';
import { salesColumns } from '@/components/sales/columns';
import { SalesList } from '@/components/sales/SalesList';
import { formatPrice } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import { useDetailScreen } from '@/components/detail/use-detail-screen';
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
  const screen = useDetailScreen(list, { dismissible: true });
  const [form, setForm] = useState<number | null>(null);

  return (
    <>
      {list.id ? (
        <OrderDetailView key={list.id} {...screen.detail} />
      ) : (
        <ListView
          list={list}
          canCreate={can(me, 'orders', 'create')}
          onNew={() => setForm(Date.now())}
          banner={screen.bannerNode}
        />
      )}
      {form !== null ? (
        <OrderFormDialog key={form} onClose={() => setForm(null)} onSaved={screen.opened} />
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

  const c = salesColumns<Order>(t, 'orders', list);
  const columns: ColumnDef<Order>[] = [
    c.reference('reference', (order) => order.reference),
    c.client,
    c.text('status', (order) => <OrderStatusBadge status={order.status} />),
    c.createdAt,
    c.day('expectedDelivery', (order) => order.expectedDeliveryDate),
    c.total,
  ];

  return (
    <SalesList
      ns="orders"
      list={list}
      query={query}
      statuses={ORDER_STATUSES}
      sorts={ORDER_SORTS}
      countersClassName="sm:grid-cols-2 xl:grid-cols-5"
      counters={countersOf(t, 'orders.counters', counters && { ...counters, totalAmount }, [
        ['total', ShoppingCart],
        'pending',
        ['shipped', Truck, 'info'],
        ['delivered', PackageCheck, 'success'],
        'totalAmount',
      ])}
      columns={columns}
      minWidth="min-w-[52rem]"
      emptyIcon={ShoppingCart}
      canCreate={canCreate}
      onNew={onNew}
      banner={banner}
    />
  );
}
