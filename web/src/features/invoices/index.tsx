/**
 * The invoices feature's pieces shown in other screens (an order's invoicing, a client's invoices),
 * loaded on first use with their messages, so the orders and clients pages stay light.
 */
import { lazyPart } from '@/components/ui/lazy-part';

/** An order's invoices and what remains to invoice, with 'Facturer'. */
export const OrderInvoicingLazy = lazyPart<{ orderId: string; orderStatus: string }>(
  async () => (await import('./components/OrderInvoicingSection')).OrderInvoicingSection,
  ['invoices', 'products'],
);

/** A client's invoices and balance due. */
export const ClientInvoicesLazy = lazyPart<{ clientId: string; clientName: string }>(
  async () => (await import('./components/ClientInvoicesSection')).ClientInvoicesSection,
  ['invoices'],
);
