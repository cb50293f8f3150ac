/**
 * Photos of goods rejected at quality control (issue 32 §2): choosing them (JPEG, PNG or WebP,
 * 10 MB each, MAX_RECEIPT_PHOTOS a line; the server checks the content again), and a receipt
 * line's photos as thumbnails opening the full image, each deleted after a question.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlus, Trash2, X } from 'lucide-react';
import { MAX_DEMANDE_FILE_BYTES } from '@comptoir/core/modules/demandes';
import {
  MAX_RECEIPT_PHOTOS,
  RECEIPT_PHOTO_TYPES,
  type PurchaseReceiptPhoto,
} from '@comptoir/core/modules/purchases-api';
import { FilePickButton } from '@/features/demandes/components/files';
import { IconButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ImageLink } from '@/components/ui/file-links';
import { formatFileSize } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { apiErrorText, reportOutcome, type OnMessage } from '@/lib/api';
import { useRemoveReceiptPhoto, useUploadReceiptPhotos } from '../api';

const NS = 'purchases.ui.receipts.photos';

/** The file picker's filter. */
export const PHOTO_ACCEPT = RECEIPT_PHOTO_TYPES.join(',');

/**
 * The photos picked added to those chosen (`existing` already on the line): a file that is not a
 * JPEG, PNG or WebP, or is over 10 MB, is left out with its reason; past the line's limit the list
 * is cut, with the too-many message.
 */
export function addPhotos(
  current: readonly File[],
  picked: readonly File[],
  existing = 0,
): { files: File[]; problem: string | null } {
  const files = [...current];
  let problem: string | null = null;
  for (const file of picked) {
    if (!(RECEIPT_PHOTO_TYPES as readonly string[]).includes(file.type)) {
      problem = i18n.t(`${NS}.notImage`, { name: file.name });
    } else if (file.size > MAX_DEMANDE_FILE_BYTES) {
      problem = i18n.t(`${NS}.tooLarge`, { name: file.name });
    } else {
      files.push(file);
    }
  }
  const room = Math.max(0, MAX_RECEIPT_PHOTOS - existing);
  if (files.length > room) {
    return { files: files.slice(0, room), problem: i18n.t(`${NS}.tooMany`, { max: MAX_RECEIPT_PHOTOS }) };
  }
  return { files, problem };
}

/** 'Photos' of a receipt form's line: the button, the hint, the files chosen (each removable) and the last problem. */
export function PhotoPicker({
  n,
  files,
  onChange,
  existing = 0,
  busy,
}: {
  /** The line's number (1-based), naming the list. */
  n: number;
  files: readonly File[];
  onChange: (files: File[]) => void;
  existing?: number;
  busy?: boolean;
}) {
  const { t, i18n: instance } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium">{t(`${NS}.label`)}</p>
      <FilePickButton
        label={t(`${NS}.choose`)}
        accept={PHOTO_ACCEPT}
        multiple
        busy={busy}
        disabled={existing + files.length >= MAX_RECEIPT_PHOTOS}
        hint={t(`${NS}.hint`, { max: MAX_RECEIPT_PHOTOS })}
        icon={<ImagePlus aria-hidden="true" className="size-4" />}
        onFiles={(picked) => {
          const next = addPhotos(files, picked, existing);
          setProblem(next.problem);
          onChange(next.files);
        }}
      />
      {problem ? (
        <p role="alert" className="text-destructive text-sm">
          {problem}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul aria-label={t(`${NS}.chosen`, { n })} className="space-y-1">
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`} className="flex items-center gap-2 text-sm">
              <span className="truncate">{file.name}</span>
              <span className="text-muted-foreground shrink-0 text-xs">
                ({formatFileSize(file.size, instance.language)})
              </span>
              <IconButton
                icon={X}
                label={t(`${NS}.remove`, { name: file.name })}
                titled
                disabled={busy}
                onClick={() => {
                  setProblem(null);
                  onChange(files.filter((_, j) => j !== i));
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * A rejected line's photos on a receipt: thumbnails opening the full image in a new tab, each
 * deleted after a question, and more added while the line has room (with `canUpdate`).
 */
export function ReceiptLinePhotos({
  purchaseOrderId,
  receiptId,
  lineId,
  lineName,
  photos,
  canUpdate,
  onMessage,
}: {
  purchaseOrderId: string;
  receiptId: string;
  lineId: string;
  /** '1. Bouton nacre 15 mm' */
  lineName: string;
  photos: readonly PurchaseReceiptPhoto[];
  canUpdate: boolean;
  onMessage: OnMessage;
}) {
  const { t, i18n: instance } = useTranslation();
  const [removing, setRemoving] = useState<PurchaseReceiptPhoto | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const remove = useRemoveReceiptPhoto(purchaseOrderId);
  const send = useUploadReceiptPhotos(purchaseOrderId);
  if (photos.length === 0 && !canUpdate) return null;
  const title = `${t(`${NS}.list`)} — ${lineName}`;

  const add = async (picked: File[]) => {
    const { files, problem } = addPhotos([], picked, photos.length);
    if (problem) onMessage('error', problem);
    if (files.length === 0) return;
    try {
      await send.mutateAsync({
        photos: files.map((file) => ({ receiptId, lineId, file })),
        onSent: () => undefined,
        onProgress: (index, p) => setPercent(Math.round(((index + p / 100) / files.length) * 100)),
      });
      onMessage('success', t('purchases.success.photosAdded'));
    } catch (error) {
      onMessage('error', apiErrorText(error, `${NS}.failed`));
    } finally {
      setPercent(null);
    }
  };

  return (
    <div role="group" aria-label={title} className="space-y-2">
      <p className="text-sm font-medium">{title}</p>
      {photos.length > 0 ? (
        <ul className="flex flex-wrap gap-3">
          {photos.map((photo) => (
            <li key={photo.id} className="flex flex-col items-center gap-1">
              <ImageLink
                file={photo}
                title={t(`${NS}.open`, { name: photo.name })}
                className="size-20 rounded-md border object-cover"
              />
              <span className="text-muted-foreground text-xs">
                {formatFileSize(photo.size, instance.language)}
              </span>
              {canUpdate ? (
                <IconButton
                  icon={Trash2}
                  className="text-destructive hover:text-destructive"
                  label={t(`${NS}.delete`, { name: photo.name })}
                  titled
                  onClick={() => setRemoving(photo)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {canUpdate && photos.length < MAX_RECEIPT_PHOTOS ? (
        <FilePickButton
          label={t(`${NS}.choose`)}
          accept={PHOTO_ACCEPT}
          multiple
          busy={percent !== null}
          hint={t(`${NS}.hint`, { max: MAX_RECEIPT_PHOTOS })}
          icon={<ImagePlus aria-hidden="true" className="size-4" />}
          onFiles={(picked) => void add(picked)}
        />
      ) : null}
      {percent !== null ? (
        <p role="status" className="text-muted-foreground text-xs">
          {t(`${NS}.sending`, { percent })}
        </p>
      ) : null}
      {removing ? (
        <ConfirmDialog
          open
          onOpenChange={(next) => (next ? undefined : setRemoving(null))}
          texts="purchases.ui.confirm.removePhoto"
          values={{ name: removing.name }}
          destructive
          onConfirm={() =>
            reportOutcome(
              () => remove.mutateAsync({ receiptId, photoId: removing.id }),
              onMessage,
              'purchases.ui.failures.removePhoto',
            )
          }
        />
      ) : null}
    </div>
  );
}
