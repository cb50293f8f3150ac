import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A native checkbox (keyboard, forms and labels work as usual), styled. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'border-input accent-primary size-4 shrink-0 rounded border',
        'focus-visible:ring-ring focus-visible:ring-offset-background focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
