import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A multi-line text field styled like Input. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'border-input bg-card text-foreground w-full rounded-md border px-3 py-2 text-sm shadow-xs',
        'placeholder:text-muted-foreground/80',
        'focus-visible:border-ring focus-visible:ring-ring/30 focus-visible:ring-3 focus-visible:outline-none',
        'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}

/** The label of a required field. */
export const required = (label: string) => `${label} *`;
