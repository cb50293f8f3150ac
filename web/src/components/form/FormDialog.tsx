/**
 * One pattern for a record's form in a dialog: react-hook-form validated by the core zod
 * contract (the same schema the server checks), the server's field errors
 * (`{ error: { fields } }`) set on their fields, the server's message over the form, and
 * ConfirmDialog before destroying (`useDestroyConfirm`). See docs/list-screens.md.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import type { ZodType } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { ConfirmDialogProps } from '@/components/ui/confirm-dialog';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { FormField, describedBy, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';

/**
 * Sets the server's field errors on the form's fields (type 'server': the text is already
 * translated). Only the listed fields when `fields` is given; returns how many were set.
 */
export function applyServerFieldErrors<V extends FieldValues>(
  error: unknown,
  setError: UseFormReturn<V>['setError'],
  fields?: readonly string[],
): number {
  if (!(error instanceof ApiError) || !error.fields) return 0;
  let set = 0;
  for (const [path, text] of Object.entries(error.fields)) {
    if (fields && !fields.includes(path)) continue;
    setError(path as FieldPath<V>, { type: 'server', message: text });
    set += 1;
  }
  return set;
}

export interface UseFormDialogOptions<V extends FieldValues> {
  /** The core contract's body schema (its messages are i18n keys). */
  schema: ZodType;
  defaultValues: DefaultValues<V>;
  /** The form's fields: the server's field errors on other paths stay in the message over the form. */
  fields: readonly FieldPath<V>[];
  /** Sends the form; resolves with the server's confirmation message. */
  save: (values: V) => Promise<{ message: string }>;
  onSaved: (message: string) => void;
  onClose: () => void;
  /** The text over the form when saving failed (the server's message, else a fallback). */
  errorText: (error: unknown) => string;
}

/** react-hook-form with the zod resolver, and a submit that maps the server's errors back. */
export function useFormDialog<V extends FieldValues>({
  schema,
  defaultValues,
  fields,
  save,
  onSaved,
  onClose,
  errorText,
}: UseFormDialogOptions<V>) {
  const form = useForm<V>({
    defaultValues,
    resolver: zodResolver(schema as never) as unknown as Resolver<V>,
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await save(values);
      onSaved(answer.message);
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, fields);
      setServerError(errorText(error));
    }
  });
  return { form, serverError, onSubmit };
}

export interface FormDialogProps {
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  /** Called with the submit event; the browser's own submission is always prevented first. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  labels: { cancel: string; submit: string };
  /** Messages over the fields: the form's summary, the server's error. */
  alerts?: readonly (string | null | undefined | false)[];
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
}

/** The dialog (kept open on an outside click), the form, its messages and Cancel / Save. */
export function FormDialog({
  title,
  description,
  onClose,
  onSubmit,
  submitting,
  labels,
  alerts = [],
  size,
  children,
}: FormDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      {...(description ? { description } : {})}
      {...(size ? { size } : {})}
      closeLabel={labels.cancel}
      modalOnly
    >
      <form
        noValidate
        onSubmit={(event) => {
          // Never let the browser submit the form itself (a GET to the current page).
          event.preventDefault();
          onSubmit(event);
        }}
        className="space-y-4"
      >
        {alerts.map((text) =>
          text ? (
            <Alert key={text} variant="destructive">
              {text}
            </Alert>
          ) : null,
        )}
        {children}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {labels.cancel}
          </Button>
          <Button type="submit" disabled={submitting}>
            {submitting ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {labels.submit}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

/** A labelled text input registered on the form, with its (translated) error under it. */
export function TextField<V extends FieldValues>({
  form,
  name,
  label,
  type = 'text',
  autoFocus,
  hint,
}: {
  form: UseFormReturn<V>;
  name: FieldPath<V>;
  label: string;
  type?: string;
  autoFocus?: boolean;
  hint?: ReactNode;
}) {
  const id = `${useId()}-${name}`;
  const fieldMessage = useFieldMessage();
  const error = fieldMessage(form.formState.errors[name] as never);
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Input
        id={id}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        autoFocus={autoFocus}
        {...form.register(name)}
      />
    </FormField>
  );
}

/**
 * Asking before destroying a row: `ask(row)` opens the ConfirmDialog, confirming runs `run(row)`
 * and reports the server's message (or the error's) through `onMessage`. Spread `dialog` on a
 * ConfirmDialog with the texts.
 */
export function useDestroyConfirm<T>({
  run,
  onMessage,
  errorText,
  onDone,
}: {
  run: (row: T) => Promise<{ message: string }>;
  onMessage: (kind: 'success' | 'error', text: string) => void;
  errorText: (error: unknown) => string;
  /** After a successful destroy (e.g. back to the list). */
  onDone?: () => void;
}) {
  const [target, setTarget] = useState<T | null>(null);
  const confirm = async () => {
    if (target === null) return;
    try {
      onMessage('success', (await run(target)).message);
      onDone?.();
    } catch (error) {
      onMessage('error', errorText(error));
    }
  };
  const dialog: Pick<ConfirmDialogProps, 'open' | 'onOpenChange' | 'onConfirm' | 'destructive'> = {
    open: target !== null,
    onOpenChange: (open) => (open ? undefined : setTarget(null)),
    onConfirm: confirm,
    destructive: true,
  };
  return { target, ask: setTarget, dialog };
}
