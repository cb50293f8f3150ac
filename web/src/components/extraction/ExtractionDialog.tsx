/** The frame every AI extraction dialog shares: the large dialog, the job's outcome, the failure with 'Réessayer'. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import type { ExtractionJob, ExtractionKind } from '@comptoir/core/modules/extraction';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { ExtractionProgress, FileDrop, type FileDropProps } from './FileDrop';

/**
 * The texts of a module's AI dialog live under one key (e.g. 'invoices.ui.ai'): title,
 * description, drop, choose, accepted, uploading, processing, errorTitle, errorMessage, retry.
 */
function useAiText(ns: string) {
  const { t } = useTranslation();
  return (key: string) => t(`${ns}.${key}` as never);
}

/** The large dialog, kept open on an outside click, titled from `<ns>.title` and `<ns>.description`. */
export function ExtractionDialog({
  ns,
  closeLabel,
  onClose,
  children,
}: {
  ns: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const text = useAiText(ns);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={text('title')}
      description={text('description')}
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

/**
 * The analysis failed: why (the polling's error, else the job's message, else `<ns>.errorMessage`),
 * the file's name, 'Annuler' and 'Réessayer'.
 */
export function ExtractionFailed({
  ns,
  job,
  errorText,
  fileName,
  cancelLabel,
  onCancel,
  onRetry,
}: {
  ns: string;
  job: { data: ExtractionJob | undefined; isError: boolean; error: unknown };
  /** The module's API error text, with its fallback key. */
  errorText: (error: unknown, fallbackKey: string) => string;
  fileName: string | null | undefined;
  cancelLabel: string;
  onCancel: () => void;
  onRetry: () => void;
}) {
  const text = useAiText(ns);
  return (
    <div className="space-y-4">
      <Alert variant="destructive" title={text('errorTitle')}>
        {job.isError
          ? errorText(job.error, `${ns}.errorMessage`)
          : job.data?.errorMessage || text('errorMessage')}
      </Alert>
      {fileName ? <p className="text-muted-foreground text-sm">{fileName}</p> : null}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button onClick={onRetry}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {text('retry')}
        </Button>
      </DialogFooter>
    </div>
  );
}

/** The file chooser of an AI dialog, labelled from `<ns>.{drop,choose,accepted}`. */
export function AiFileDrop({ ns, ...props }: { ns: string } & Omit<FileDropProps, 'labels'>) {
  const text = useAiText(ns);
  return (
    <FileDrop
      {...props}
      labels={{ drop: text('drop'), choose: text('choose'), accepted: text('accepted') }}
    />
  );
}

/** The progress while the file uploads (`<ns>.uploading`) and while the server reads it. */
export function AiProgress({
  ns,
  fileName,
  uploading,
  job,
}: {
  ns: string;
  fileName: string;
  uploading: boolean;
  job: ExtractionJob | undefined;
}) {
  const text = useAiText(ns);
  const step = uploading ? text('uploading') : (job?.progress?.step ?? text('processing'));
  return <ExtractionProgress fileName={fileName} percent={job?.progress?.percent ?? 0} step={step} />;
}
