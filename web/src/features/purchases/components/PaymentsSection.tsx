import { useTranslation } from 'react-i18next';
import { Wallet } from 'lucide-react';
import { canPayPurchaseOrder } from '@comptoir/core/modules/purchases';
import {
  PAYMENT_KINDS,
  purchasePaymentBody,
  type PurchaseOrderDetail,
  type PurchasePaymentBody,
} from '@comptoir/core/modules/purchases-api';
import { Info } from '@/components/detail/DetailLayout';
import { TableSection } from '@/components/detail/TableSection';
import { SelectField, TextField, required } from '@/components/form/fields';
import { DialogButton } from '@/components/form/DialogButton';
import { FormDialog, useFormDialog, type SaveDialogProps } from '@/components/form/FormDialog';
import { isoDay } from '@/components/sales/format';
import { formatIsoDate, formatPrice } from '@/lib/format';
import type { OnMessage } from '@/lib/api';
import { useRecordPayment } from '../api';

const NS = 'purchases.ui.payments';

/** The payments to the supplier, and 'Enregistrer un paiement' once the order is sent (not cancelled). */
export function PaymentsSection({
  purchaseOrder,
  canUpdate,
  onMessage,
}: {
  purchaseOrder: PurchaseOrderDetail;
  canUpdate: boolean;
  onMessage: OnMessage;
}) {
  const { t } = useTranslation();
  const money = (amount: string) => formatPrice({ amount, currency: purchaseOrder.currency });
  return (
    <TableSection
      id="purchase-payments"
      title={t(`${NS}.title`)}
      empty={t(`${NS}.empty`)}
      rows={purchaseOrder.payments}
      rowKey={(p) => p.id}
      columns={[
        { key: 'date', header: t(`${NS}.date`), cell: (p) => formatIsoDate(p.date) },
        { key: 'kind', header: t(`${NS}.kind`), cell: (p) => t(`${NS}.kinds.${p.kind}`) },
        { key: 'method', header: t(`${NS}.method`), cell: (p) => p.method ?? '—' },
        { key: 'reference', header: t(`${NS}.reference`), cell: (p) => p.reference ?? '—' },
        { key: 'amount', header: t(`${NS}.amount`), cell: (p) => money(p.amount), figure: true },
      ]}
    >
      <dl>
        <Info label={t('purchases.ui.detail.paid')}>
          <span className="font-medium tabular-nums">{money(purchaseOrder.paid)}</span> /{' '}
          <span className="tabular-nums">{money(purchaseOrder.subtotal)}</span>
        </Info>
      </dl>
      {canUpdate && canPayPurchaseOrder(purchaseOrder.status) ? (
        <DialogButton icon={Wallet} label={t('purchases.ui.actions.recordPayment')} onMessage={onMessage}>
          {(dialog) => <PaymentDialog purchaseOrder={purchaseOrder} {...dialog} />}
        </DialogButton>
      ) : null}
    </TableSection>
  );
}

interface PaymentValues {
  date: string;
  amount: string;
  kind: string;
  method: string;
  reference: string;
}

/** 'Enregistrer un paiement': date, amount, deposit or payment, method, reference; the server's refusal (overpayment) over the form. */
function PaymentDialog({
  purchaseOrder,
  onClose,
  onSaved,
}: SaveDialogProps & { purchaseOrder: PurchaseOrderDetail }) {
  const { t } = useTranslation();
  const pay = useRecordPayment(purchaseOrder.id);
  const { dialog } = useFormDialog<PaymentValues>({
    schema: purchasePaymentBody,
    defaultValues: { date: isoDay(), amount: '', kind: 'payment', method: '', reference: '' },
    save: (values) =>
      pay.mutateAsync({
        ...(purchasePaymentBody.parse(values) as PurchasePaymentBody),
        currency: purchaseOrder.currency as PurchasePaymentBody['currency'],
      }),
    onSaved,
    onClose,
    failedKey: `${NS}.failed`,
  });
  return (
    <FormDialog
      {...dialog}
      title={t('purchases.ui.actions.recordPayment')}
      labels={{ cancel: t('purchases.ui.actions.cancel'), submit: t('purchases.ui.actions.recordPayment') }}
      onClose={onClose}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField name="date" label={required(t(`${NS}.date`))} type="date" />
        <TextField
          name="amount"
          label={required(`${t(`${NS}.amount`)} (${purchaseOrder.currency})`)}
          inputMode="decimal"
        />
        <SelectField
          name="kind"
          label={required(t(`${NS}.kind`))}
          options={PAYMENT_KINDS.map((kind) => ({ value: kind, label: t(`${NS}.kinds.${kind}`) }))}
        />
        <TextField name="method" label={t(`${NS}.method`)} />
        <TextField name="reference" label={t(`${NS}.reference`)} className="sm:col-span-2" />
      </div>
    </FormDialog>
  );
}
