import { useTranslation } from 'react-i18next';
import { canEditPurchaseOrder, incotermText } from '@comptoir/core/modules/purchases';
import { can, isAdministrator } from '@comptoir/core/permissions';
import { DetailLayout, DetailSection, Info } from '@/components/detail/DetailLayout';
import { DeleteButton, EditButton } from '@/components/detail/record-buttons';
import type { DetailScreenProps } from '@/components/detail/use-detail-screen';
import { Badge } from '@/components/ui/badge';
import { SimpleTable } from '@/components/ui/simple-table';
import { formatDate, formatIsoDate, formatPrice, formatUnitPrice } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import { OutgoingMailAlert, useMailSettled } from '@/components/sales/MailStatus';
import { PURCHASES_KEY, useDeletePurchaseOrder, usePurchaseOrder } from '../api';
import { PurchaseStatusBadge } from './badges';
import { InvoiceMatchesSection, canMatchInvoices } from './InvoiceMatchesSection';
import { useDetailFrame } from './frames';
import { PaymentsSection } from './PaymentsSection';
import { PurchaseActions } from './PurchaseActions';
import { PurchaseEmailButton, PurchaseMailState } from './PurchaseEmailDialog';
import { PurchasePdfLinks } from './PurchasePdfLinks';
import { PurchaseFormDialog } from './PurchaseFormDialog';
import { ReceiptsSection } from './ReceiptsSection';
import { SupplierRecordSection } from './SupplierRecordSection';

const NS = 'purchases.ui';

/**
 * A purchase order in full: supplier, company, Incoterm, dates, schedule, lines with what was
 * received, rejected, accepted and remains, payments and receipts; the actions its status allows,
 * edit and delete while a draft.
 */
export function PurchaseDetailView({ id, banner, onMessage, onBack }: DetailScreenProps) {
  const { t } = useTranslation();
  const me = useSessionUser();
  const query = usePurchaseOrder(id);
  const remove = useDeletePurchaseOrder(id);
  useMailSettled(query.data?.mail, PURCHASES_KEY);
  const { back, editing, pending, none, confirmDelete } = useDetailFrame(NS, query, remove, {
    onBack,
    onMessage,
    banner,
  });
  if (pending || !query.data) return pending;

  const po = query.data;
  const canUpdate = can(me, 'purchases', 'update');
  const canDelete = can(me, 'purchases', 'delete');
  const money = (amount: string) => formatPrice({ amount, currency: po.currency });
  const title = po.number ? t(`${NS}.detail.heading`, { number: po.number }) : t(`${NS}.detail.draftHeading`);

  return (
    <DetailLayout
      title={title}
      back={back}
      badges={
        <>
          <PurchaseStatusBadge status={po.status} />
          {po.isDemo ? <Badge variant="amber">{t('common.demoData')}</Badge> : null}
        </>
      }
      subtitle={`${po.supplier.name} · ${po.companyName}`}
      actions={
        <>
          <PurchasePdfLinks id={po.id} />
          {canUpdate ? <PurchaseEmailButton purchaseOrder={po} onMessage={onMessage} /> : null}
          {canUpdate ? <PurchaseActions purchaseOrder={po} onMessage={onMessage} /> : null}
          {canUpdate && canEditPurchaseOrder(po.status) ? (
            <EditButton label={t(`${NS}.actions.edit`)} onClick={editing.show} />
          ) : null}
          {canDelete && canEditPurchaseOrder(po.status) ? (
            <DeleteButton ns={NS} values={{ supplier: po.supplier.name }} onConfirm={confirmDelete} />
          ) : null}
        </>
      }
      banner={banner}
    >
      <OutgoingMailAlert mail={po.mail} />
      <DetailSection id="purchase-details" title={t(`${NS}.detail.details`)}>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Info label={t(`${NS}.detail.supplier`)}>{po.supplier.name}</Info>
          <Info label={t(`${NS}.detail.company`)}>{po.companyName}</Info>
          <Info label={t(`${NS}.detail.contactPerson`)}>{po.contactPerson ?? none}</Info>
          <Info label={t(`${NS}.detail.incoterm`)}>
            {po.incoterm && po.incotermPlace ? incotermText(po.incoterm, po.incotermPlace) : none}
          </Info>
          <Info label={t(`${NS}.detail.currency`)}>{po.currency}</Info>
          <Info label={t(`${NS}.detail.requestedDate`)}>
            {po.requestedDate ? formatIsoDate(po.requestedDate) : none}
          </Info>
          <Info label={t(`${NS}.detail.createdAt`)}>{formatDate(po.createdAt)}</Info>
          <Info label={t(`${NS}.detail.sentAt`)}>{po.sentAt ? formatDate(po.sentAt) : none}</Info>
          <Info label={t(`${NS}.email.status`)}>
            <PurchaseMailState mail={po.mail} />
          </Info>
          <Info label={t(`${NS}.detail.deliveryAddress`)} valueClassName="whitespace-pre-wrap">
            {po.deliveryAddress ?? none}
          </Info>
          <Info label={t(`${NS}.detail.schedule`)} className="sm:col-span-3">
            {po.paymentSchedule.length === 0 ? (
              t(`${NS}.detail.noSchedule`)
            ) : (
              <ul className="space-y-0.5">
                {po.paymentSchedule.map((row, i) => (
                  <li key={i} className="tabular-nums">
                    {row.label} · {row.percent} % · {t(`purchases.due.${row.due}`)}
                    {row.days !== undefined ? ` (${t(`${NS}.detail.days`, { days: row.days })})` : ''} ·{' '}
                    {money(row.amount)}
                  </li>
                ))}
              </ul>
            )}
          </Info>
          <Info
            label={t(`${NS}.detail.notes`)}
            className="sm:col-span-3"
            valueClassName="whitespace-pre-wrap"
          >
            {po.notes ?? none}
          </Info>
        </dl>
      </DetailSection>

      <SupplierRecordSection supplier={po.supplier} />

      <DetailSection id="purchase-lines" title={t(`${NS}.detail.lines`)}>
        <SimpleTable
          rows={po.lines}
          rowKey={(line) => line.id}
          labelledBy="purchase-lines"
          className="min-w-[52rem]"
          columns={[
            {
              key: 'description',
              header: t(`${NS}.detail.description`),
              cell: (line, i) => (
                <>
                  <span className="block font-medium">
                    {i + 1}. {line.description}
                  </span>
                  {line.specifications ? (
                    <span className="text-muted-foreground block text-xs whitespace-pre-wrap">
                      {line.specifications}
                    </span>
                  ) : null}
                </>
              ),
            },
            {
              key: 'ordered',
              header: t(`${NS}.detail.ordered`),
              cell: (line) => `${line.quantity}${line.unit ? ` ${line.unit}` : ''}`,
              figure: true,
            },
            { key: 'received', header: t(`${NS}.detail.received`), cell: (l) => l.received, figure: true },
            { key: 'rejected', header: t(`${NS}.detail.rejected`), cell: (l) => l.rejected, figure: true },
            { key: 'accepted', header: t(`${NS}.detail.accepted`), cell: (l) => l.accepted, figure: true },
            { key: 'remaining', header: t(`${NS}.detail.remaining`), cell: (l) => l.remaining, figure: true },
            {
              key: 'unitPrice',
              header: t(`${NS}.detail.unitPrice`),
              cell: (l) => formatUnitPrice({ amount: l.unitPrice, currency: po.currency }),
              figure: true,
            },
            {
              key: 'total',
              header: t(`${NS}.detail.lineTotal`),
              cell: (l) => money(l.lineTotal),
              figure: true,
            },
          ]}
        />
        <p className="text-right text-sm">
          {t(`${NS}.detail.subtotal`)}{' '}
          <span className="font-semibold tabular-nums">{money(po.subtotal)}</span>
        </p>
      </DetailSection>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ReceiptsSection
          purchaseOrder={po}
          canUpdate={canUpdate}
          canDelete={canDelete}
          onMessage={onMessage}
        />
        <PaymentsSection purchaseOrder={po} canUpdate={canUpdate} onMessage={onMessage} />
      </div>

      {canMatchInvoices(po.status) ? (
        <InvoiceMatchesSection
          purchaseOrder={po}
          canUpdate={canUpdate}
          isAdmin={isAdministrator(me)}
          canReadInvoices={can(me, 'invoices', 'read')}
          onMessage={onMessage}
        />
      ) : null}

      {editing.open ? (
        <PurchaseFormDialog
          purchaseOrder={po}
          onClose={editing.dialog.onClose}
          onSaved={(_, message) => editing.dialog.onSaved(message)}
        />
      ) : null}
    </DetailLayout>
  );
}
