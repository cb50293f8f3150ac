import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PackageCheck, Trash2 } from 'lucide-react';
import { FINAL_PURCHASE_ORDER_STATUSES, canReceivePurchaseOrder } from '@comptoir/core/modules/purchases';
import type { PurchaseOrderDetail, PurchaseReceipt } from '@comptoir/core/modules/purchases-api';
import { DetailSection } from '@/components/detail/DetailLayout';
import { DialogButton } from '@/components/form/DialogButton';
import { IconButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SimpleTable } from '@/components/ui/simple-table';
import { formatIsoDate } from '@/lib/format';
import { reportOutcome, type OnMessage } from '@/lib/api';
import { useRemoveReceipt } from '../api';
import { shipmentHref } from '../list-params';
import { ReceiptFormDialog } from './ReceiptFormDialog';
import { ReceiptLinePhotos } from './ReceiptPhotos';

const NS = 'purchases.ui.receipts';

/**
 * The receipts of the order (per line: received, rejected and why, weight and volume when given;
 * the photos of the rejected goods, added and deleted with `canUpdate`;
 * the shipment it travelled in, linked), 'Enregistrer une réception'
 * while the order receives, and deleting a receipt (asked first) until the order is closed or cancelled.
 */
export function ReceiptsSection({
  purchaseOrder,
  canUpdate,
  canDelete,
  onMessage,
}: {
  purchaseOrder: PurchaseOrderDetail;
  canUpdate: boolean;
  canDelete: boolean;
  onMessage: OnMessage;
}) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<PurchaseReceipt | null>(null);
  const remove = useRemoveReceipt(purchaseOrder.id);
  const lineNames = new Map(purchaseOrder.lines.map((line, i) => [line.id, `${i + 1}. ${line.description}`]));
  const removable = canDelete && !FINAL_PURCHASE_ORDER_STATUSES.includes(purchaseOrder.status);

  return (
    <DetailSection id="purchase-receipts" title={t(`${NS}.title`)}>
      {purchaseOrder.receipts.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t(`${NS}.empty`)}</p>
      ) : (
        <ul className="space-y-4">
          {purchaseOrder.receipts.map((receipt) => {
            const headingId = `purchase-receipt-${receipt.id}`;
            return (
              <li key={receipt.id} className="space-y-2 rounded-lg border p-3">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <h3 id={headingId} className="font-medium">
                      {t(`${NS}.heading`, { position: receipt.position, date: formatIsoDate(receipt.date) })}
                    </h3>
                    {receipt.createdBy ? (
                      <p className="text-muted-foreground text-xs">
                        {t(`${NS}.by`, { name: receipt.createdBy })}
                      </p>
                    ) : null}
                    {receipt.shipmentId ? (
                      <p className="text-xs">
                        <Link to={shipmentHref(receipt.shipmentId)} className="text-primary hover:underline">
                          {t(`${NS}.inShipment`, { position: receipt.position })}
                        </Link>
                      </p>
                    ) : null}
                  </div>
                  {removable ? (
                    <IconButton
                      icon={Trash2}
                      className="text-destructive hover:text-destructive"
                      label={t('purchases.ui.actions.deleteReceipt', { position: receipt.position })}
                      titled
                      onClick={() => setRemoving(receipt)}
                    />
                  ) : null}
                </div>
                {receipt.notes ? <p className="text-sm whitespace-pre-wrap">{receipt.notes}</p> : null}
                <SimpleTable
                  rows={receipt.lines}
                  rowKey={(l) => l.id}
                  labelledBy={headingId}
                  columns={[
                    {
                      key: 'line',
                      header: t(`${NS}.line`),
                      cell: (l) => lineNames.get(l.orderLineId) ?? '—',
                    },
                    { key: 'received', header: t(`${NS}.received`), cell: (l) => l.received, figure: true },
                    { key: 'rejected', header: t(`${NS}.rejected`), cell: (l) => l.rejected, figure: true },
                    { key: 'reason', header: t(`${NS}.reason`), cell: (l) => l.rejectionReason ?? '—' },
                    receipt.lines.some((l) => l.weight !== null) && {
                      key: 'weight',
                      header: t(`${NS}.weight`),
                      cell: (l) => l.weight ?? '—',
                      figure: true,
                    },
                    receipt.lines.some((l) => l.volume !== null) && {
                      key: 'volume',
                      header: t(`${NS}.volume`),
                      cell: (l) => l.volume ?? '—',
                      figure: true,
                    },
                  ]}
                />
                {receipt.lines
                  .filter((l) => l.photos.length > 0 || Number(l.rejected) > 0)
                  .map((l) => (
                    <ReceiptLinePhotos
                      key={l.id}
                      purchaseOrderId={purchaseOrder.id}
                      receiptId={receipt.id}
                      lineId={l.id}
                      lineName={lineNames.get(l.orderLineId) ?? '—'}
                      photos={l.photos}
                      canUpdate={canUpdate}
                      onMessage={onMessage}
                    />
                  ))}
              </li>
            );
          })}
        </ul>
      )}
      {canUpdate && canReceivePurchaseOrder(purchaseOrder.status) ? (
        <DialogButton
          icon={PackageCheck}
          label={t('purchases.ui.actions.recordReceipt')}
          onMessage={onMessage}
        >
          {(dialog) => <ReceiptFormDialog purchaseOrder={purchaseOrder} {...dialog} />}
        </DialogButton>
      ) : null}
      {removing ? (
        <ConfirmDialog
          open
          onOpenChange={(next) => (next ? undefined : setRemoving(null))}
          texts="purchases.ui.confirm.removeReceipt"
          values={{ position: String(removing.position), date: formatIsoDate(removing.date) }}
          destructive
          onConfirm={() =>
            reportOutcome(
              () => remove.mutateAsync(removing.id),
              onMessage,
              'purchases.ui.failures.removeReceipt',
            )
          }
        />
      ) : null}
    </DetailSection>
  );
}
