/** The frame every AI extraction dialog shares: the large dialog, the job's outcome, the failure with 'Réessayer'. */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileText, RotateCcw, Sparkles, X } from 'lucide-react';
import type { ExtractionJob, ExtractionKind } from '@comptoir/core/modules/extraction';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { apiErrorText } from '@/lib/api';
import { useExtractionRun } from './api';
import { ExtractionPagesContext } from './ExtractedField';
import { ExtractionProgress, FileDrop, fileProblem, type FileDropProps } from './FileDrop';

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
      onClose={onClose}
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
  fileName,
  cancelLabel,
  onCancel,
  onRetry,
}: {
  ns: string;
  job: { data: ExtractionJob | undefined; isError: boolean; error: unknown };
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
          ? apiErrorText(job.error, `${ns}.errorMessage`)
          : job.data?.errorMessage || text('errorMessage')}
      </Alert>
      {fileName ? <p className="text-muted-foreground text-sm">{fileName}</p> : null}
      <DialogActions cancelLabel={cancelLabel} onCancel={onCancel}>
        <Button onClick={onRetry}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {text('retry')}
        </Button>
      </DialogActions>
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

export interface AiExtractionProps<K extends ExtractionKind> {
  /** Where the dialog's texts live (see `useAiText`), e.g. 'invoices.ui.ai'. */
  ns: string;
  kind: K;
  /** The extensions the file may have; a wrong one or too large a file says `<ns>.{wrongType,tooLarge}`. */
  accept: readonly string[];
  /** The text when the upload failed and the server said nothing. */
  failedKey: string;
  /** A chosen file waits for 'Lancer l'analyse' (else it is sent at once). */
  confirm?: boolean;
  cancelLabel: string;
  onClose: () => void;
  /** What was read: the module's form, and how to start over with another file. */
  children: (
    result: Extract<NonNullable<ExtractionJob['result']>, { kind: K }>,
    job: ExtractionJob,
    restart: () => void,
  ) => ReactNode;
}

/**
 * An AI dialog from the file to what was read: the file chooser, (the chosen file), the upload
 * and the server's progress, the failure with 'Réessayer', then the module's form (`children`).
 */
export function AiExtraction<K extends ExtractionKind>({
  ns,
  kind,
  accept,
  failedKey,
  confirm = false,
  cancelLabel,
  onClose,
  children,
}: AiExtractionProps<K>) {
  const text = useAiText(ns);
  const extraction = useExtractionRun(kind, failedKey);
  const { job, problem, setProblem } = extraction;
  const [file, setFile] = useState<File | null>(null);

  const start = async (chosen: File) => {
    if (!(await extraction.run(chosen)) && !confirm) setFile(null);
  };
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setProblem(null);
    const why = fileProblem(chosen, accept);
    if (why) {
      setProblem(text(why));
      return;
    }
    setFile(chosen);
    if (!confirm) void start(chosen);
  };
  const restart = () => {
    extraction.reset();
    setFile(null);
  };

  const { data, result, failed } = extractionOutcome(job, kind);
  let body: ReactNode;
  if (result && data) {
    body = (
      <ExtractionPagesContext.Provider value={{ jobId: data.id, previews: data.previews ?? [] }}>
        {children(result, data, restart)}
      </ExtractionPagesContext.Provider>
    );
  } else if (failed) {
    body = (
      <ExtractionFailed
        ns={ns}
        job={job}
        fileName={file?.name}
        cancelLabel={cancelLabel}
        onCancel={onClose}
        onRetry={restart}
      />
    );
  } else if (extraction.jobId || extraction.uploading) {
    body = <AiProgress ns={ns} fileName={file?.name ?? ''} uploading={extraction.uploading} job={data} />;
  } else if (file && confirm) {
    // The chosen file waits for 'Lancer l'analyse'.
    body = (
      <div className="space-y-4">
        {problem ? <Alert variant="destructive">{problem}</Alert> : null}
        <div className="flex items-center gap-3 rounded-lg border p-3">
          <FileText aria-hidden="true" className="text-muted-foreground size-6" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium">{file.name}</p>
            <p className="text-muted-foreground text-xs">{text('ready')}</p>
          </div>
          <Button variant="ghost" size="icon" aria-label={text('otherFile')} onClick={restart}>
            <X aria-hidden="true" className="size-4" />
          </Button>
        </div>
        <DialogActions cancelLabel={cancelLabel} onCancel={onClose}>
          <Button onClick={() => void start(file)}>
            <Sparkles aria-hidden="true" className="size-4" />
            {text('start')}
          </Button>
        </DialogActions>
      </div>
    );
  } else {
    body = <AiFileDrop ns={ns} problem={problem} onFile={choose} accept={accept} />;
  }
  return (
    <ExtractionDialog ns={ns} closeLabel={cancelLabel} onClose={onClose}>
      {body}
    </ExtractionDialog>
  );
}
