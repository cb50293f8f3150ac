import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface TotalsRow {
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** The grand total (bold, above a rule). */
  strong?: boolean;
}

/** The totals under a document's lines, as a description list (label → amount). */
export function TotalsSummary({
  rows,
  label,
  className,
}: {
  rows: readonly TotalsRow[];
  /** Accessible name of the list. */
  label: string;
  className?: string;
}) {
  return (
    <dl aria-label={label} className={cn('ml-auto w-full max-w-sm space-y-1 text-sm', className)}>
      {rows.map((row) => (
        <div
          key={row.key}
          className={cn(
            'flex justify-between gap-4',
            row.strong ? 'border-t pt-2 text-base font-semibold' : '',
          )}
        >
          <dt className={row.strong ? undefined : 'text-muted-foreground'}>{row.label}</dt>
          <dd className="tabular-nums" data-total={row.key}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
