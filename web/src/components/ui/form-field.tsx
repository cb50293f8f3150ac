import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Label } from './label';
import { cn } from '@/lib/utils';

/**
 * Field messages are i18n keys from the core zod schemas, or texts the server already translated
 * (set with `setError(field, { type: 'server', message })`).
 */
export function useFieldMessage() {
  const { t } = useTranslation();
  return (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(error.message as never);
  };
}

/** The aria-describedby value for a field with this id, error and hint. */
export function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/**
 * A field of a form laid out by hand: its id, its error message and the control's `id`,
 * `aria-invalid` and `aria-describedby`.
 */
export function fieldControl(fieldId: string, error: string | undefined) {
  return {
    fieldId,
    error,
    aria: {
      id: fieldId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(fieldId, error),
    },
  };
}

/**
 * A field's error message under its control, with the id that `describedBy` names
 * (`<id>-error`); nothing without an error. `className`: its size and spacing (default text-sm).
 */
export function FieldErrorText({
  id,
  error,
  className = 'text-sm',
}: {
  id: string;
  error: ReactNode;
  className?: string;
}) {
  return error ? (
    <p id={`${id}-error`} className={cn('text-destructive', className)}>
      {error}
    </p>
  ) : null;
}

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Something at the end of the label row (a link, a badge). */
  aside?: ReactNode;
  className?: string;
  /** The control: give it `id`, `aria-invalid` and `aria-describedby={describedBy(id, error, hint)}`. */
  children: ReactNode;
}

/** A label, a control, an optional hint and the field's error message under it. */
export function FormField({ id, label, error, hint, aside, className, children }: FormFieldProps) {
  return (
    <div className={cn('space-y-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      <FieldErrorText id={id} error={error} />
    </div>
  );
}
