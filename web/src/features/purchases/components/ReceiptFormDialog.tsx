import type { FieldErrors, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { decimal } from '@comptoir/core/money';
import { receiptBody, type ReceiptInput } from '@comptoir/core/modules/purchases';
import type { PurchaseOrderDetail } from '@comptoir/core/modules/purchases-api';
import { FieldSettings, TextField, TextareaField, required } from '@/components/form/fields';
import { FormDialog, useFormDialog } from '@/components/form/FormDialog';
import { Info } from '@/components/detail/DetailLayout';
import { isoDay } from '@/components/sales/format';
import { liveNumber } from '@/components/sales/lines';
import { useRecordReceipt } from '../api';

const NS = 'purchases.ui.receipts';

export interface ReceiptRowValues {
  orderLineId: string;
  received: string;
  rejected: string;
  rejectionReason: string;
  /** The accepted goods' weight (kg) and volume (m³): sent only when filled. */
  weight: string;
  volume: string;
}

export interface ReceiptFormValues {
  date: string;
  notes: string;
  lines: ReceiptRowValues[];
}

const typed = (value: string) => value.trim().replace(',', '.');
/** A row the user filled: something received or rejected (a row left at 0 is not sent). */
const filled = (row: ReceiptRowValues) =>
  decimal(liveNumber(row.received, 3)).units > 0n || decimal(liveNumber(row.rejected, 3)).units > 0n;

/** The body the form sends: the date, the notes, and the rows filled in (the indexes of the form's rows they come from). */
export function receiptRequest(values: ReceiptFormValues): { body: ReceiptInput; rows: number[] } {
  const rows = values.lines.flatMap((row, i) => (filled(row) ? [i] : []));
  return {
    rows,
    body: {
      date: values.date,
      notes: values.notes,
      lines: rows.map((i) => {
        const row = values.lines[i]!;
        return {
          orderLineId: row.orderLineId,
          received: typed(row.received) || '0',
          rejected: typed(row.rejected) || '0',
          rejectionReason: row.rejectionReason,
          ...(typed(row.weight) ? { weight: typed(row.weight) } : {}),
          ...(typed(row.volume) ? { volume: typed(row.volume) } : {}),
        };
      }),
    },
  };
}

/**
 * Checks the body with the core contract (receiptBody) and puts each message on the form's row it
 * is about (a body line's index is not the row's when rows are left empty); a message about the
 * whole receipt ('au moins une quantité reçue') is the form's root error.
 */
const resolver: Resolver<ReceiptFormValues> = async (values) => {
  const { body, rows } = receiptRequest(values);
  const result = receiptBody.safeParse(body);
  if (result.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  const lines: Record<number, Record<string, unknown>> = {};
  for (const issue of result.error.issues) {
    const [head, index, field] = issue.path;
    const error = { type: 'validate', message: issue.message };
    if (head === 'lines' && typeof index === 'number' && typeof field === 'string') {
      const row = rows[index]!;
      lines[row] = { ...lines[row], [field]: error };
    } else if (head === 'date' || head === 'notes') {
      errors[head] ??= error;
    } else {
      errors.root ??= error;
    }
  }
  if (Object.keys(lines).length > 0) {
    errors.lines = Array.from({ length: values.lines.length }, (_, i) => lines[i]);
  }
  return { values: {}, errors: errors as FieldErrors<ReceiptFormValues> };
};

/**
 * 'Enregistrer une réception': its date and notes, and per order line (what remains to receive
 * shown) the quantity received, the quantity rejected at quality control and, when some is
 * rejected, the reason (required); the goods' weight (kg) and volume (m³) when known, to share a
 * shipment's freight by them (sent only when filled). Rows left at 0 are not sent.
 */
export function ReceiptFormDialog({
  purchaseOrder,
  onClose,
  onSaved,
}: {
  purchaseOrder: Pick<PurchaseOrderDetail, 'id' | 'lines'>;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const receive = useRecordReceipt(purchaseOrder.id);
  const { form, dialog } = useFormDialog<ReceiptFormValues>({
    resolver,
    defaultValues: {
      date: isoDay(),
      notes: '',
      lines: purchaseOrder.lines.map((line) => ({
        orderLineId: line.id,
        received: '',
        rejected: '',
        rejectionReason: '',
        weight: '',
        volume: '',
      })),
    },
    save: (values) => receive.mutateAsync(receiptRequest(values).body),
    onSaved,
    onClose,
    failedKey: `${NS}.failed`,
  });
  const rootError = form.formState.errors.root?.message;

  return (
    <FormDialog
      {...dialog}
      alerts={[rootError && t(rootError as never)]}
      title={t('purchases.ui.actions.recordReceipt')}
      labels={{ cancel: t('purchases.ui.actions.cancel'), submit: t('purchases.ui.actions.recordReceipt') }}
      onClose={onClose}
      size="lg"
    >
      <TextField name="date" label={required(t(`${NS}.date`))} type="date" />
      {purchaseOrder.lines.map((line, i) => (
        <FieldSettings key={line.id} messageValues={{ n: i + 1 }}>
          <fieldset className="grid grid-cols-1 gap-3 rounded-lg border p-3 sm:grid-cols-3">
            <legend className="px-1 text-sm font-medium">
              {i + 1}. {line.description}
            </legend>
            <dl className="sm:col-span-3">
              <Info label={t(`${NS}.remaining`)} valueClassName="tabular-nums">
                {line.remaining} {line.unit}
              </Info>
            </dl>
            <TextField name={`lines.${i}.received`} label={t(`${NS}.received`)} inputMode="decimal" />
            <TextField name={`lines.${i}.rejected`} label={t(`${NS}.rejected`)} inputMode="decimal" />
            <TextField name={`lines.${i}.rejectionReason`} label={t(`${NS}.reason`)} />
            <TextField name={`lines.${i}.weight`} label={t(`${NS}.weight`)} inputMode="decimal" />
            <TextField name={`lines.${i}.volume`} label={t(`${NS}.volume`)} inputMode="decimal" />
          </fieldset>
        </FieldSettings>
      ))}
      <TextareaField name="notes" label={t(`${NS}.notes`)} rows={2} />
    </FormDialog>
  );
}
