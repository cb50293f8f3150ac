import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A choice shown as a card (a theme, a language): the radio button, then what it shows. */
export function RadioCard({
  name,
  value,
  checked,
  onSelect,
  lang,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  lang?: string;
  children: ReactNode;
}) {
  return (
    <label
      lang={lang}
      className={cn(
        'hover:bg-accent flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm',
        'has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-2',
        checked && 'border-primary bg-primary/5',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        className="accent-primary"
      />
      {children}
    </label>
  );
}
