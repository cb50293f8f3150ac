import { useState } from 'react';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { decimal } from '@comptoir/core/money';
import { receiptBody, type ReceiptInput } from '@comptoir/core/modules/purchases';
import type { PurchaseOrderDetail } from '@comptoir/core/modules/purchases-api';
import { FieldSettings, TextField, TextareaField, required } from '@/components/form/fields';
import { FormDialog, useFormDialog, type SaveDialogProps } from '@/components/form/FormDialog';
import { Info } from '@/components/detail/DetailLayout';
import { isoDay } from '@/components/sales/format';
import { liveNumber } from '@/components/sales/lines';
import { ApiError, apiErrorText } from '@/lib/api';
import { useRecordReceipt, useUploadReceiptPhotos, type PhotoUpload } from '../api';
import { PhotoPicker } from './ReceiptPhotos';

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
/** Whether a quantity typed is above 0. */
const positive = (value: string) => decimal(liveNumber(value, 3)).units > 0n;
/** A row the user filled: something received or rejected (a row left at 0 is not sent). */
const filled = (row: ReceiptRowValues) => positive(row.received) || positive(row.rejected);

/** The receipt once recorded: its id, its line per order line, and the server's message. */
interface SavedReceipt {
  receiptId: string;
  lines: ReadonlyMap<string, string>;
  message: string;
}

/** A photo to send, with the form's row it was chosen on. */
type RowPhoto = PhotoUpload & { row: number };

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
 * rejected, the reason (required) and photos of the rejected goods; the goods' weight (kg) and
 * volume (m³) when known, to share a shipment's freight by them (sent only when filled). Rows
 * left at 0 are not sent. The photos go once the receipt is recorded, one by one with the
 * progress shown; when one is refused the receipt stays recorded and the dialog open, its
 * quantities locked, to send the photos left (or close).
 */
export function ReceiptFormDialog({
  purchaseOrder,
  onClose,
  onSaved,
}: SaveDialogProps & { purchaseOrder: Pick<PurchaseOrderDetail, 'id' | 'lines'> }) {
  const { t } = useTranslation();
  const receive = useRecordReceipt(purchaseOrder.id);
  const sendPhotos = useUploadReceiptPhotos(purchaseOrder.id);
  /** The photos chosen, per form row. */
  const [photos, setPhotos] = useState<File[][]>(() => purchaseOrder.lines.map(() => []));
  const [saved, setSaved] = useState<SavedReceipt | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number; percent: number } | null>(null);

  /** Records the receipt (once), then sends the photos of its rejected rows: the receipt's message. */
  const save = async (values: ReceiptFormValues) => {
    let receipt = saved;
    if (!receipt) {
      const answer = await receive.mutateAsync(receiptRequest(values).body);
      // The receipt just recorded: the order's last.
      const recorded = answer.purchaseOrder.receipts.at(-1);
      receipt = {
        receiptId: recorded?.id ?? '',
        lines: new Map(recorded?.lines.map((l) => [l.orderLineId, l.id])),
        message: answer.message,
      };
      setSaved(receipt);
    }
    const { receiptId, lines } = receipt;
    const pending: RowPhoto[] = values.lines.flatMap((row, i) => {
      const lineId = lines.get(row.orderLineId);
      return lineId && positive(row.rejected)
        ? (photos[i] ?? []).map((file) => ({ row: i, receiptId, lineId, file }))
        : [];
    });
    if (pending.length > 0) {
      let sent = 0;
      try {
        await sendPhotos.mutateAsync({
          photos: pending,
          onSent: (photo) => {
            sent += 1;
            const { row, file } = photo as RowPhoto;
            setPhotos((all) => all.map((files, i) => (i === row ? files.filter((f) => f !== file) : files)));
          },
          onProgress: (index, percent) => setProgress({ done: index, total: pending.length, percent }),
        });
      } catch (error) {
        const failed = pending[sent]!;
        throw new ApiError(
          error instanceof ApiError ? error.status : 0,
          'photo_refused',
          t(`${NS}.photos.uploadFailed`, {
            name: failed.file.name,
            reason: apiErrorText(error, `${NS}.photos.failed`),
          }),
        );
      } finally {
        setProgress(null);
      }
    }
    return { message: receipt.message };
  };

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
    save,
    onSaved,
    onClose,
    failedKey: `${NS}.failed`,
  });
  const rootError = form.formState.errors.root?.message;
  /** Each row's rejected quantity as typed (its photos are offered while it is above 0). */
  const rejected = form.watch('lines').map((row) => row.rejected);

  return (
    <FormDialog
      {...dialog}
      alerts={[rootError && t(rootError as never), saved && { success: t(`${NS}.photos.saved`) }]}
      title={t('purchases.ui.actions.recordReceipt')}
      labels={{
        cancel: t('purchases.ui.actions.cancel'),
        submit: saved ? t(`${NS}.photos.retry`) : t('purchases.ui.actions.recordReceipt'),
      }}
      onClose={onClose}
      size="lg"
    >
      {progress ? (
        <p role="status" className="text-muted-foreground text-sm">
          {t(`${NS}.photos.uploading`, {
            done: progress.done + 1,
            total: progress.total,
            percent: progress.percent,
          })}
        </p>
      ) : null}
      <fieldset disabled={saved !== null} className="contents">
        <TextField name="date" label={required(t(`${NS}.date`))} type="date" />
      </fieldset>
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
            <fieldset disabled={saved !== null} className="contents">
              <TextField name={`lines.${i}.received`} label={t(`${NS}.received`)} inputMode="decimal" />
              <TextField name={`lines.${i}.rejected`} label={t(`${NS}.rejected`)} inputMode="decimal" />
              <TextField name={`lines.${i}.rejectionReason`} label={t(`${NS}.reason`)} />
              <TextField name={`lines.${i}.weight`} label={t(`${NS}.weight`)} inputMode="decimal" />
              <TextField name={`lines.${i}.volume`} label={t(`${NS}.volume`)} inputMode="decimal" />
            </fieldset>
            {positive(rejected[i] ?? '') ? (
              <div className="sm:col-span-3">
                <PhotoPicker
                  n={i + 1}
                  files={photos[i] ?? []}
                  busy={progress !== null}
                  onChange={(files) => setPhotos((all) => all.map((f, j) => (j === i ? files : f)))}
                />
                {saved ? null : (
                  <p className="text-muted-foreground mt-1 text-xs">{t(`${NS}.photos.afterSave`)}</p>
                )}
              </div>
            ) : null}
          </fieldset>
        </FieldSettings>
      ))}
      <fieldset disabled={saved !== null} className="contents">
        <TextareaField name="notes" label={t(`${NS}.notes`)} rows={2} />
      </fieldset>
    </FormDialog>
  );
}
