import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

const VARIANTS = {
  neutral: 'bg-muted text-muted-foreground border-border',
  red: 'bg-destructive-soft text-destructive-soft-foreground border-destructive-soft-foreground/20',
  blue: 'bg-info-soft text-info-soft-foreground border-info-soft-foreground/20',
  green: 'bg-success-soft text-success-soft-foreground border-success-soft-foreground/20',
  amber: 'bg-warning-soft text-warning-soft-foreground border-warning-soft-foreground/20',
  primary: 'bg-primary/10 text-primary border-primary/20',
} as const;

export type BadgeVariant = keyof typeof VARIANTS;

export function Badge({
  variant = 'neutral',
  className,
  ...props
}: ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}

/** Tags (a task's, a member's specialties) as a labelled list of badges; nothing when there are none. */
export function TagList({
  tags,
  label,
  variant = 'primary',
}: {
  tags: readonly string[];
  label: string;
  variant?: BadgeVariant;
}) {
  if (tags.length === 0) return null;
  return (
    // Tags are what the users typed: a translator (the browser's, or a check of the interface's
    // languages) leaves them as written.
    <ul className="flex flex-wrap gap-1" aria-label={label} translate="no">
      {tags.map((tag) => (
        <li key={tag}>
          <Badge variant={variant}>{tag}</Badge>
        </li>
      ))}
    </ul>
  );
}

/**
 * A module's status badge: its colour from `variants`, its text `<texts>.<status>`
 * (`export const OrderStatusBadge = statusBadge(ORDER_STATUS_VARIANT, 'orders.status')`).
 */
export function statusBadge<S extends string>(variants: Record<S, BadgeVariant>, texts: string) {
  return function StatusBadge({ status }: { status: S }) {
    const { t } = useTranslation();
    return <Badge variant={variants[status]}>{t(`${texts}.${status}` as never)}</Badge>;
  };
}
