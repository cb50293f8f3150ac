import { useState } from 'react';
import { PackageCheck, ShoppingCart, Truck } from 'lucide-react';
import { SalesList, type SalesListViewProps } from '@/components/sales/SalesList';
import { formatPrice } from '@/lib/format';
import { useDetailScreen } from '@/components/detail/use-detail-screen';
import { useOrdersList } from '../api';
import { OrderStatusBadge } from '../components/badges';
import { OrderDetailView } from '../components/OrderDetailView';
import { OrderFormDialog } from '../components/OrderFormDialog';
import { ORDERS, useOrderListParams } from '../list-params';

/**
 * Orders (/orders): counters (total, pending, shipped, delivered, total amount), search, status
 * filter, sorted and paginated list, creation; with ?id= the order's detail.
 */
export function OrdersPage() {
  const list = useOrderListParams();
  const screen = useDetailScreen(list, { dismissible: true });
  const [form, setForm] = useState<number | null>(null);

  return (
    <>
      {list.id ? (
        <OrderDetailView key={list.id} {...screen.detail} />
      ) : (
        <ListView list={list} onNew={() => setForm(Date.now())} banner={screen.bannerNode} />
      )}
      {form !== null ? (
        <OrderFormDialog key={form} onClose={() => setForm(null)} onSaved={screen.opened} />
      ) : null}
    </>
  );
}

function ListView({ list, ...page }: SalesListViewProps<ReturnType<typeof useOrderListParams>>) {
  const query = useOrdersList(list.query);
  const counters = query.data?.counters;
  const totalAmount = counters && (counters.totalAmount === null ? '—' : formatPrice(counters.totalAmount));

  return (
    <SalesList
      kind={ORDERS}
      list={list}
      query={query}
      counts={counters && { ...counters, totalAmount }}
      counters={[
        ['total', ShoppingCart],
        'pending',
        ['shipped', Truck, 'info'],
        ['delivered', PackageCheck, 'success'],
        'totalAmount',
      ]}
      countersClassName="sm:grid-cols-2 xl:grid-cols-5"
      columns={(c) => [
        c.reference('reference', (order) => order.reference),
        ...c.rest(OrderStatusBadge, 'expectedDelivery', (order) => order.expectedDeliveryDate),
      ]}
      minWidth="min-w-[52rem]"
      emptyIcon={ShoppingCart}
      {...page}
    />
  );
}
