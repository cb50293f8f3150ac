import type { ComponentProps, ComponentType } from 'react';
import { Loader2, Plus, Trash2 } from 'lucide-react';
import { cn } from '@/lib/utils';

const VARIANTS = {
  default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
  outline:
    'border border-input bg-card text-foreground shadow-xs hover:bg-accent hover:text-accent-foreground',
  ghost: 'text-foreground hover:bg-accent hover:text-accent-foreground',
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
  link: 'text-primary underline-offset-4 hover:underline',
} as const;

const SIZES = {
  sm: 'h-8 gap-1.5 rounded-md px-3 text-xs',
  default: 'h-10 gap-2 rounded-md px-4 text-sm',
  lg: 'h-11 gap-2 rounded-md px-6 text-base',
  icon: 'size-9 rounded-md',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export function buttonClasses({
  variant = 'default',
  size = 'default',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(
    'inline-flex shrink-0 items-center justify-center font-medium whitespace-nowrap transition-colors',
    'focus-visible:ring-ring focus-visible:ring-offset-background focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none',
    'disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}

/**
 * A button showing only its icon (ghost, square): `label` is its accessible name and, `titled`, its
 * tooltip too.
 */
export function IconButton({
  icon: Icon,
  label,
  titled = false,
  iconClassName = 'size-4',
  variant = 'ghost',
  ...props
}: Omit<ButtonProps, 'size' | 'children' | 'aria-label'> & {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  label: string;
  titled?: boolean;
  iconClassName?: string;
}) {
  return (
    <Button variant={variant} size="icon" aria-label={label} {...(titled ? { title: label } : {})} {...props}>
      <Icon aria-hidden="true" className={iconClassName} />
    </Button>
  );
}

/** A deletion's button: its text in red after the bin (ghost). */
export function TrashButton({
  className,
  iconClassName = 'size-4',
  children,
  ...props
}: Omit<ButtonProps, 'variant'> & { iconClassName?: string }) {
  return (
    <Button variant="ghost" className={cn('text-destructive hover:text-destructive', className)} {...props}>
      <Trash2 aria-hidden="true" className={iconClassName} />
      {children}
    </Button>
  );
}

/** An adding button (a line, a row of a list being edited): outline and small, the plus before its text. */
export function AddButton({ children, ...props }: Omit<ButtonProps, 'variant' | 'size'>) {
  return (
    <Button variant="outline" size="sm" {...props}>
      <Plus aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}

/** A button's icon, a spinner instead while `busy` (its action running). */
export function BusyIcon({
  busy,
  icon: Icon,
}: {
  busy: boolean;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
}) {
  return busy ? (
    <Loader2 aria-hidden="true" className="size-4 animate-spin" />
  ) : (
    <Icon aria-hidden="true" className="size-4" />
  );
}
