/** The frame every AI extraction dialog shares: the large dialog, the job's outcome, the failure with 'Réessayer'. */
import type { ReactNode } from 'react';
import { RotateCcw } from 'lucide-react';
import type { ExtractionJob, ExtractionKind } from '@comptoir/core/modules/extraction';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';

/** The large dialog, kept open on an outside click. */
export function ExtractionDialog({
  title,
  description,
  closeLabel,
  onClose,
  children,
}: {
  title: string;
  description: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={description}
      closeLabel={closeLabel}
      size="xl"
      modalOnly
    >
      {children}
    </Dialog>
  );
}

/**
 * Where the job stands: its result when completed with one of `kind`, or failed (the job's error,
 * a completed job without such a result, or polling that failed).
 */
export function extractionOutcome<K extends ExtractionKind>(
  job: { data: ExtractionJob | undefined; isError: boolean },
  kind: K,
) {
  const data = job.data;
  const result =
    data?.status === 'completed' && data.result?.kind === kind
      ? (data.result as Extract<NonNullable<ExtractionJob['result']>, { kind: K }>)
      : null;
  const failed = data?.status === 'error' || (data?.status === 'completed' && !result) || job.isError;
  return { data, result, failed };
}

/** The analysis failed: why, the file's name, 'Annuler' and 'Réessayer'. */
export function ExtractionFailed({
  title,
  message,
  fileName,
  labels,
  onCancel,
  onRetry,
}: {
  title: string;
  message: string;
  fileName: string | null | undefined;
  labels: { cancel: string; retry: string };
  onCancel: () => void;
  onRetry: () => void;
}) {
  return (
    <div className="space-y-4">
      <Alert variant="destructive" title={title}>
        {message}
      </Alert>
      {fileName ? <p className="text-muted-foreground text-sm">{fileName}</p> : null}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {labels.cancel}
        </Button>
        <Button onClick={onRetry}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {labels.retry}
        </Button>
      </DialogFooter>
    </div>
  );
}
