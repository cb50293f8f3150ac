import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A multi-line text field styled like Input (three rows unless told). */
export function Textarea({ className, rows = 3, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(
        'border-input bg-card text-foreground w-full rounded-md border px-3 py-2 text-sm shadow-xs',
        'placeholder:text-muted-foreground/80',
        'focus-visible:border-ring focus-visible:ring-ring/30 focus-visible:ring-3 focus-visible:outline-none',
        'aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
