import { cn } from '@/lib/utils';

export interface ProgressProps {
  /** 0 to 100. */
  value: number;
  label: string;
  className?: string;
}

/** A determinate progress bar (role="progressbar", value announced). */
export function Progress({ value, label, className }: ProgressProps) {
  const v = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={v}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div className="h-full bg-primary transition-[width] duration-300" style={{ width: `${v}%` }} />
    </div>
  );
}
