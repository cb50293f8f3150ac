import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canEditOrder } from '@comptoir/core/modules/sales';
import { can, hasModule } from '@comptoir/core/permissions';
import { formatIsoDate } from '@/components/sales/format';
import { DetailLayout, DetailSection as Section, Info } from '@/components/detail/DetailLayout';
import { CompanyIdentityWarning } from '@/components/sales/CompanyIdentityWarning';
import {
  DetailFallback,
  PdfLink,
  SalesItemsSection,
  SalesOverview,
  useBack,
} from '@/components/sales/detail';
import { Badge } from '@/components/ui/badge';
import { DeleteButton, EditButton } from '@/components/detail/record-buttons';
import { StatusHistory } from '@/components/detail/StatusHistory';
import { useSessionUser } from '@/lib/session';
import { usePreloadPart } from '@/components/ui/lazy-part';
import { OrderInvoicingLazy } from '@/features/invoices';
import { orderPdfUrl, useDeleteOrder, useOrder } from '../api';
import { OrderStatusBadge } from './badges';
import { OrderMarginSection } from './OrderMarginSection';
import { OrderEditDialog } from './OrderEditDialog';
import { OrderStatusActions } from './OrderStatusActions';
import { QuoteMismatch } from './QuoteMismatch';
import { reportOutcome } from '@/lib/api';
import { useDetailDialog, type DetailScreenProps } from '@/components/detail/use-detail-screen';

/**
 * An order in full: client, details (dates, assignee, linked request and quote), lines, total,
 * notes, status history; the allowed status moves, the purchase order PDF, edit and delete.
 */
export function OrderDetailView({ id, onBack, onMessage, banner }: DetailScreenProps) {
  const { t } = useTranslation();
  const me = useSessionUser();
  const query = useOrder(id);
  const remove = useDeleteOrder(id);
  const editing = useDetailDialog(onMessage);
  const back = useBack('orders', onBack);
  usePreloadPart(OrderInvoicingLazy, hasModule(me, 'invoices')); // while the order loads

  if (query.isPending || query.isError) {
    return <DetailFallback ns="orders" query={query} onBack={onBack} banner={banner} />;
  }

  const order = query.data;
  const canUpdate = can(me, 'orders', 'update');
  const canDelete = can(me, 'orders', 'delete');
  const currency = order.totalAmount.currency;
  const none = <span className="text-muted-foreground">{t('orders.detail.none')}</span>;
  /** The record the order came from: a link to it (`open`) where the user has its module, else 'linked'. */
  const linked = (module: 'demandes' | 'quotes', recordId: string | null, open: string) => {
    if (!recordId) return none;
    if (!hasModule(me, module)) return t('orders.detail.linked');
    return (
      <Link className="text-primary hover:underline" to={`/${module}?id=${recordId}`}>
        {open}
      </Link>
    );
  };

  const confirmDelete = async () => {
    if (await reportOutcome(() => remove.mutateAsync(), onMessage, 'orders.failures.delete')) onBack();
  };

  return (
    <DetailLayout
      title={t('orders.detail.heading', { reference: order.reference })}
      documentTitle={order.reference}
      back={back}
      badges={
        <>
          <OrderStatusBadge status={order.status} />
          {order.isDemo ? <Badge variant="amber">{t('common.demoData')}</Badge> : null}
        </>
      }
      subtitle={`${order.client.name} · ${order.client.companyName}`}
      actions={
        <>
          <PdfLink ns="orders" href={orderPdfUrl(order.id)} />
          {canUpdate ? <OrderStatusActions order={order} onMessage={onMessage} /> : null}
          {canUpdate && canEditOrder(order.status) ? (
            <EditButton label={t('orders.actions.edit')} onClick={editing.show} />
          ) : null}
          {canDelete && order.status === 'draft' ? (
            <DeleteButton ns="orders" values={{ reference: order.reference }} onConfirm={confirmDelete} />
          ) : null}
        </>
      }
      banner={banner}
    >
      <CompanyIdentityWarning />
      <SalesOverview
        ns="orders"
        document={order}
        number={order.reference}
        status={t(`orders.status.${order.status}`)}
      >
        <Info label={t('orders.fields.expectedDelivery')}>
          {order.expectedDeliveryDate ? formatIsoDate(order.expectedDeliveryDate) : none}
        </Info>
        <Info label={t('orders.fields.deliveryDate')}>
          {order.deliveryDate ? formatIsoDate(order.deliveryDate) : none}
        </Info>
        <Info label={t('orders.fields.assignee')}>
          {order.assignedTo?.name ?? t('orders.detail.unassigned')}
        </Info>
        <Info label={t('orders.fields.currency')}>{currency}</Info>
        <Info label={t('orders.detail.demande')}>
          {linked('demandes', order.demandeId, t('orders.detail.openDemande'))}
        </Info>
        <Info label={t('orders.detail.quote')}>
          {linked('quotes', order.quoteId, t('orders.detail.openQuote'))}
        </Info>
      </SalesOverview>

      <QuoteMismatch order={order} onMessage={onMessage} />

      <SalesItemsSection
        ns="orders"
        items={order.items}
        minWidth="min-w-[40rem]"
        currency={currency}
        figures={{
          subtotal: order.subtotal.amount,
          discountAmount: order.discountAmount.amount,
          vat: order.vat,
          totalAmount: order.totalAmount.amount,
        }}
      />

      {hasModule(me, 'invoices') ? (
        <OrderInvoicingLazy orderId={order.id} orderStatus={order.status} />
      ) : null}

      {order.status !== 'draft' ? (
        <OrderMarginSection
          orderId={order.id}
          company={{ companyId: order.client.companyId, companyName: order.client.companyName }}
          onMessage={onMessage}
        />
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <Section id="order-notes" title={t('orders.detail.notes')}>
          <p className="text-sm whitespace-pre-wrap">{order.notes ?? none}</p>
        </Section>
        <Section id="order-history" title={t('orders.detail.history')}>
          <StatusHistory
            history={order.history}
            texts="orders.detail"
            badge={(status) => <OrderStatusBadge status={status} />}
          />
        </Section>
      </div>

      {editing.open ? <OrderEditDialog order={order} {...editing.dialog} /> : null}
    </DetailLayout>
  );
}
