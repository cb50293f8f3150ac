import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface SpinnerProps {
  /** Accessible text, also shown when `showLabel`. */
  label: string;
  showLabel?: boolean;
  className?: string;
}

export function Spinner({ label, showLabel = false, className }: SpinnerProps) {
  return (
    <span role="status" aria-live="polite" className={cn('inline-flex items-center gap-2', className)}>
      <Loader2 aria-hidden="true" className="text-primary size-5 animate-spin" />
      <span className={showLabel ? 'text-muted-foreground text-sm' : 'sr-only'}>{label}</span>
    </span>
  );
}

/** Fills the screen while something essential loads (the first session check). */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="bg-background flex min-h-dvh items-center justify-center">
      <Spinner label={label} showLabel className="[&_svg]:size-6" />
    </div>
  );
}
