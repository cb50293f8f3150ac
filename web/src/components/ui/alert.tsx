import type { ComponentProps, ReactNode } from 'react';
import { AlertCircle, CheckCircle2, Info, TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/utils';

const VARIANTS = {
  info: { classes: 'bg-info-soft text-info-soft-foreground border-info-soft-foreground/20', Icon: Info },
  success: {
    classes: 'bg-success-soft text-success-soft-foreground border-success-soft-foreground/20',
    Icon: CheckCircle2,
  },
  warning: {
    classes: 'bg-warning-soft text-warning-soft-foreground border-warning-soft-foreground/20',
    Icon: TriangleAlert,
  },
  destructive: {
    classes: 'bg-destructive-soft text-destructive-soft-foreground border-destructive-soft-foreground/25',
    Icon: AlertCircle,
  },
} as const;

export interface AlertProps extends Omit<ComponentProps<'div'>, 'title'> {
  variant?: keyof typeof VARIANTS;
  title?: ReactNode;
  /** Hide the leading icon. */
  plain?: boolean;
}

/** A banner. Errors announce themselves (role="alert"); other variants are polite status messages. */
export function Alert({ variant = 'info', title, plain, className, children, ...props }: AlertProps) {
  const { classes, Icon } = VARIANTS[variant];
  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border px-4 py-3 text-sm', classes, className)}
      {...props}
    >
      {plain ? null : <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
      <div className="min-w-0 flex-1 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="leading-relaxed">{children}</div> : null}
      </div>
    </div>
  );
}
