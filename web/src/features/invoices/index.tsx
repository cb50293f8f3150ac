/**
 * The invoices feature's pieces shown in other screens (an order's invoicing, a client's invoices),
 * loaded on first use with their messages, so the orders and clients pages stay light.
 */
import { lazy, Suspense } from 'react';
import { loadNamespaces } from '@/lib/i18n';

const OrderSection = lazy(async () => {
  const [module] = await Promise.all([
    import('./components/OrderInvoicingSection'),
    loadNamespaces(['invoices', 'products']),
  ]);
  return { default: module.OrderInvoicingSection };
});

const ClientSection = lazy(async () => {
  const [module] = await Promise.all([
    import('./components/ClientInvoicesSection'),
    loadNamespaces(['invoices']),
  ]);
  return { default: module.ClientInvoicesSection };
});

/** An order's invoices and what remains to invoice, with 'Facturer'. */
export function OrderInvoicingLazy(props: { orderId: string; orderStatus: string }) {
  return (
    <Suspense fallback={null}>
      <OrderSection {...props} />
    </Suspense>
  );
}

/** A client's invoices and balance due. */
export function ClientInvoicesLazy(props: { clientId: string; clientName: string }) {
  return (
    <Suspense fallback={null}>
      <ClientSection {...props} />
    </Suspense>
  );
}
