import type { ComponentType, ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** The icon colours of a counter (its `tone`). */
export const TONES = {
  info: 'bg-info-soft text-info-soft-foreground',
  success: 'bg-success-soft text-success-soft-foreground',
  warning: 'bg-warning-soft text-warning-soft-foreground',
  danger: 'bg-destructive-soft text-destructive-soft-foreground',
} as const;

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;

/** A counter's icon in its round, coloured background (`tone`, one of `TONES`; the primary colour unless told). */
export function StatIcon({ icon: Icon, tone }: { icon: Icon; tone?: string | undefined }) {
  return (
    <div
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full',
        tone ?? 'bg-primary/10 text-primary',
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </div>
  );
}

export interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  icon?: Icon;
  /** Tailwind classes for the icon's round background and colour (one of `TONES`). */
  tone?: string;
  className?: string;
}

/** A counter: label, big number, optional icon. Fixed height so loading does not move the page. */
export function StatCard({ label, value, icon, tone, className }: StatCardProps) {
  return (
    <div
      className={cn(
        'bg-card flex min-h-[5.5rem] items-center gap-4 rounded-xl border p-4 shadow-sm',
        className,
      )}
    >
      {icon ? <StatIcon icon={icon} tone={tone} /> : null}
      <div className="min-w-0">
        <p className="text-muted-foreground text-sm leading-tight">{label}</p>
        <p className="text-2xl font-semibold tabular-nums">{value}</p>
      </div>
    </div>
  );
}
