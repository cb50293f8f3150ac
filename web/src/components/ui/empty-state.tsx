import type { ComponentType, ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface EmptyStateProps {
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links under the text. */
  action?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Heading level of the title (h1 for a whole-page state). */
  as?: 'h1' | 'h2' | 'h3';
}

export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  children,
  className,
  as: Heading = 'h2',
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center',
        className,
      )}
    >
      {Icon ? (
        <div className="bg-muted text-muted-foreground flex size-12 items-center justify-center rounded-full">
          <Icon aria-hidden="true" className="size-6" />
        </div>
      ) : null}
      <Heading className="text-lg font-semibold tracking-tight">{title}</Heading>
      {description ? <p className="text-muted-foreground max-w-md text-sm">{description}</p> : null}
      {children}
      {action ? <div className="mt-2 flex flex-wrap items-center justify-center gap-2">{action}</div> : null}
    </div>
  );
}
