import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUp, Loader2, Sparkles } from 'lucide-react';
import { EXTRACTION_MAX_BYTES } from '@comptoir/core/modules/extraction';
import { Alert } from '@/components/ui/alert';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot).toLowerCase() : '';
};

/** Why this file cannot be analysed ('wrongType', 'tooLarge'), or null. */
export function fileProblem(file: File, extensions: readonly string[]): 'wrongType' | 'tooLarge' | null {
  if (!extensions.includes(extensionOf(file.name))) return 'wrongType';
  if (file.size > EXTRACTION_MAX_BYTES) return 'tooLarge';
  return null;
}

export interface FileDropProps {
  problem: string | null;
  onFile: (file: File | undefined) => void;
  /** The accepted extensions ('.pdf', ...). */
  accept: readonly string[];
  labels: { drop: string; choose: string; accepted: string };
}

/** The file choice: a drop zone around a real file input (keyboard and screen readers reach it). */
export function FileDrop({ problem, onFile, accept, labels }: FileDropProps) {
  const id = useId();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onFile(event.dataTransfer.files[0]);
  };
  return (
    <div className="space-y-3">
      {problem ? <Alert variant="destructive">{problem}</Alert> : null}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center',
          over ? 'border-primary bg-primary/5' : null,
        )}
      >
        <FileUp aria-hidden="true" className="text-muted-foreground size-10" />
        <p className="text-sm">{labels.drop}</p>
        <label
          htmlFor={id}
          className="bg-primary text-primary-foreground has-[:focus-visible]:ring-ring inline-flex h-10 cursor-pointer items-center gap-2 rounded-md px-4 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-offset-2"
        >
          <Sparkles aria-hidden="true" className="size-4" />
          {labels.choose}
          <input
            id={id}
            type="file"
            className="sr-only"
            accept={accept.join(',')}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              onFile(file);
            }}
          />
        </label>
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {labels.accepted}
        </p>
      </div>
    </div>
  );
}

/** The analysis at work: spinner, file name, progress bar and the server's current step. */
export function ExtractionProgress({
  fileName,
  percent,
  step,
}: {
  fileName: string;
  percent: number;
  step: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4 py-4" aria-live="polite">
      <div className="flex items-center gap-3">
        <Loader2 aria-hidden="true" className="text-primary size-5 animate-spin" />
        <div className="min-w-0">
          <p className="font-medium">{t('extraction.ui.processingTitle')}</p>
          <p className="text-muted-foreground truncate text-sm">{fileName}</p>
        </div>
      </div>
      <Progress value={percent} label={t('extraction.ui.progressLabel')} />
      <p className="text-sm" role="status">
        {t('extraction.ui.progress', { step, percent: Math.round(percent) })}
      </p>
    </div>
  );
}
