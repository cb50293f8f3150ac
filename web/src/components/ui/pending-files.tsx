import type { ReactNode } from 'react';
import { X, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Progress } from './progress';

/**
 * The files picked but not sent yet, each with its remove button (named after the file); the
 * list is left out when there are none.
 */
export function PendingFiles({
  files,
  onChange,
  removeLabel,
  children,
  label,
  className,
  itemClassName,
  removeClassName,
  removeIcon: Icon = X,
  iconClassName = 'size-3',
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  removeLabel: (name: string) => string;
  /** What the list shows of a file (its name, size, type). */
  children: (file: File) => ReactNode;
  label?: string;
  className: string;
  itemClassName: string;
  removeClassName?: string;
  removeIcon?: LucideIcon;
  iconClassName?: string;
}) {
  if (files.length === 0) return null;
  return (
    <ul className={className} aria-label={label}>
      {files.map((file, index) => (
        <li key={`${file.name}-${index}`} className={itemClassName}>
          {children(file)}
          <button
            type="button"
            className={cn(removeClassName)}
            aria-label={removeLabel(file.name)}
            onClick={() => onChange(files.filter((_, i) => i !== index))}
          >
            <Icon aria-hidden="true" className={iconClassName} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** While files are sent: the progress bar (`label` says the percentage); then what went wrong, if anything. */
export function UploadState({
  progress,
  label,
  problem,
}: {
  progress: number | null;
  label: (percent: number) => string;
  problem: string | null;
}) {
  return (
    <>
      {progress !== null ? <Progress value={progress} label={label(progress)} /> : null}
      {problem ? (
        <p className="text-destructive text-sm" role="alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}
