import type { ComponentProps, ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A native <select> (keyboard and screen readers work as usual), styled like Input. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className={cn(
          'border-input bg-card text-foreground h-10 w-full appearance-none rounded-md border py-2 pr-9 pl-3 text-sm shadow-xs',
          'focus-visible:border-ring focus-visible:ring-ring/30 focus-visible:ring-3 focus-visible:outline-none',
          'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="text-muted-foreground pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2"
      />
    </div>
  );
}

/** A select's options: each of `values`, its text `label(value)`. */
export function Options<V extends string | number>({
  values,
  label,
}: {
  values: readonly V[];
  label: (value: V) => ReactNode;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}
