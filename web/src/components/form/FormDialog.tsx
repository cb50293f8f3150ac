/**
 * One pattern for a record's form in a dialog: react-hook-form validated by the core zod
 * contract (the same schema the server checks), the server's field errors
 * (`{ error: { fields } }`) set on their fields, the server's message over the form, and
 * ConfirmDialog before destroying (`useDestroyConfirm`). See docs/list-screens.md.
 */
import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Messages } from '@comptoir/core/i18n/index';
import type { ZodType } from 'zod';
import { Alert } from '@/components/ui/alert';
import type { ConfirmDialogProps } from '@/components/ui/confirm-dialog';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { ApiError, apiErrorText, type OnMessage } from '@/lib/api';
import type { Namespace } from '@/lib/i18n';

import { FieldSettings, type FieldForm, type FieldSettingsValue } from './fields';
import { SubmitButton } from './SubmitButton';

export { TextField } from './fields';

/**
 * Sets the server's field errors on the form's fields (type 'server': the text is already
 * translated). Only the listed fields when `fields` is given (after `fieldPath` maps the server's
 * path to the form's); returns how many were set.
 */
export function applyServerFieldErrors<V extends FieldValues>(
  error: unknown,
  setError: UseFormReturn<V>['setError'],
  fields?: readonly string[],
  fieldPath: (path: string) => string = (path) => path,
): number {
  if (!(error instanceof ApiError) || !error.fields) return 0;
  let set = 0;
  for (const [serverPath, text] of Object.entries(error.fields)) {
    const path = fieldPath(serverPath);
    if (fields && !fields.includes(path)) continue;
    setError(path as FieldPath<V>, { type: 'server', message: text });
    set += 1;
  }
  return set;
}

/** Whether a field's error (nested fields' too) is the message `key`. */
function anyErrorIs(errors: FieldErrors, key: string): boolean {
  return Object.values(errors).some(
    (error) =>
      error?.message === key ||
      (typeof error === 'object' && !('type' in error) && anyErrorIs(error as FieldErrors, key)),
  );
}

/**
 * What a dialog that saves takes: `onClose`, and `onSaved` once saved (by default with the
 * server's success message; `SaveDialogProps<[quote: QuoteDetail, message: string]>` says more).
 */
export interface SaveDialogProps<S extends unknown[] = [message: string]> {
  onClose: () => void;
  onSaved: (...saved: S) => void;
}

export interface UseFormDialogOptions<V extends FieldValues, A extends { message: string }> {
  /** The core contract's body schema (its messages are i18n keys). */
  schema?: ZodType;
  /** Instead of `schema`: a resolver of its own (e.g. `bodyResolver`, checking the body the form sends). */
  resolver?: Resolver<V>;
  defaultValues: DefaultValues<V>;
  /**
   * The form's fields (left out: the keys of `defaultValues`): the server's field errors on other
   * paths stay in the message over the form.
   */
  fields?: readonly FieldPath<V>[];
  /** The server's path of a field → the form's (e.g. `products.0.name` → `name`). */
  fieldPath?: (path: string) => string;
  /** 'onSubmit': a field is checked again only on the next submit. */
  reValidateMode?: 'onChange' | 'onBlur' | 'onSubmit';
  /** Sends the form; resolves with the server's confirmation message. */
  save: (values: V) => Promise<A>;
  onSaved?: (message: string) => void;
  /** Instead of `onSaved`, when more than the message is needed (e.g. the saved record). */
  onAnswer?: (answer: A) => void;
  /** Called after `onSaved`; left out, the dialog stays open (e.g. to show the success first). */
  onClose?: () => void;
  /** The text over the form when saving failed: the server's message, else this key's text. */
  failedKey: string;
  /** This key's text over the form while a field's error is it ('Veuillez remplir les champs obligatoires'). */
  summaryKey?: string | undefined;
  /** Anything more to do with a failure (e.g. a conflict set on its field). */
  onError?: (error: unknown, form: UseFormReturn<V>) => void;
}

/** react-hook-form with the zod resolver, and a submit that maps the server's errors back. */
export function useFormDialog<V extends FieldValues, A extends { message: string } = { message: string }>({
  schema,
  resolver,
  defaultValues,
  fields,
  fieldPath,
  reValidateMode,
  save,
  onSaved,
  onAnswer,
  onClose,
  failedKey,
  summaryKey,
  onError,
}: UseFormDialogOptions<V, A>) {
  const { t } = useTranslation();
  const form = useForm<V>({
    defaultValues,
    resolver: resolver ?? (zodResolver(schema as never) as unknown as Resolver<V>),
    ...(reValidateMode ? { reValidateMode } : {}),
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await save(values);
      if (onAnswer) onAnswer(answer);
      else onSaved?.(answer.message);
      onClose?.();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, fields ?? Object.keys(defaultValues), fieldPath);
      onError?.(error, form);
      setServerError(apiErrorText(error, failedKey));
    }
  });
  const summary =
    summaryKey !== undefined && anyErrorIs(form.formState.errors, summaryKey) ? t(summaryKey as never) : null;
  /** What `FormDialog` takes of it: `<FormDialog {...dialog} ns=… onClose=…>`. */
  const dialog = { form, onSubmit, serverError, summary };
  return { form, serverError, setServerError, onSubmit, dialog };
}

/** A namespace whose `form.{createTitle,editTitle}` and `actions.{cancel,save}` a form dialog says by default. */
export type FormNs = {
  [N in Namespace]: Messages[N] extends {
    form: { createTitle: string; editTitle: string };
    actions: { cancel: string; save: string };
  }
    ? N
    : never;
}[Namespace];

interface FormDialogLabels {
  cancel: string;
  submit: string;
  /** The dialog's close button, when it differs from Cancel's text. */
  close?: string;
}

/**
 * The dialog's title and buttons: given, or from `ns` (the title `<ns>.form.createTitle`, or
 * `<ns>.form.editTitle` when `editing`; Cancel `<ns>.actions.cancel`, submit `<ns>.actions.save`).
 */
type FormDialogTexts =
  | { ns?: undefined; editing?: undefined; title: ReactNode; labels: FormDialogLabels }
  | { ns: FormNs; editing?: boolean; title?: ReactNode; labels?: Partial<FormDialogLabels> };

/**
 * The title and buttons of a dialog that creates or edits a record, for a namespace below a file's
 * (not a `FormNs`): `<ns>.form.createTitle` or `editTitle`, Cancel `<ns>.actions.cancel`, and
 * `<ns>.actions.create` or `save`.
 */
export function recordDialogTexts(t: TFunction, ns: string, editing: boolean) {
  const say = (key: string): string => t(`${ns}.${key}` as never);
  return {
    title: say(`form.${editing ? 'editTitle' : 'createTitle'}`),
    labels: { cancel: say('actions.cancel'), submit: say(`actions.${editing ? 'save' : 'create'}`) },
  };
}

export type FormDialogProps = FormDialogTexts & {
  description?: ReactNode;
  onClose: () => void;
  /** Called with the submit event; the browser's own submission is always prevented first. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Left out: while the `form` submits. */
  submitting?: boolean;
  /** The submit button is off (besides while submitting). */
  submitDisabled?: boolean;
  /** The form's summary over the fields (`useFormDialog`'s `summaryKey`). */
  summary?: string | null;
  /** Messages over the fields: the form's summary, the server's error (or a success, `{ success }`). */
  alerts?: readonly (string | null | undefined | false | { success: string })[];
  /** The server's message when saving failed (after the `alerts`). */
  serverError?: string | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** The form's classes (its spacing). */
  className?: string;
  /** The react-hook-form form of the fields inside (they need no `form` of their own). */
  form?: FieldForm<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** How the fields inside show their errors (`FieldSettings`: `clearOnChange`, `silent`, `messageValues`). */
  settings?: Omit<FieldSettingsValue, 'form'>;
  children: ReactNode;
};

/** The dialog (kept open on an outside click), the form, its messages and Cancel / Save. */
export function FormDialog({
  ns,
  editing = false,
  title: givenTitle,
  description,
  onClose,
  onSubmit,
  submitting,
  labels: givenLabels,
  submitDisabled = false,
  summary,
  alerts = [],
  serverError,
  size,
  className = 'space-y-4',
  form,
  settings,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const busy = submitting ?? form?.formState.isSubmitting ?? false;
  const title = givenTitle ?? (ns && t(`${ns}.form.${editing ? 'editTitle' : 'createTitle'}`));
  const labels: FormDialogLabels = {
    ...(ns && { cancel: t(`${ns}.actions.cancel`), submit: t(`${ns}.actions.save`) }),
    ...givenLabels,
  } as FormDialogLabels;
  return (
    <Dialog
      onClose={onClose}
      title={title}
      {...(description ? { description } : {})}
      {...(size ? { size } : {})}
      closeLabel={labels.close ?? labels.cancel}
      modalOnly
    >
      <form
        noValidate
        onSubmit={(event) => {
          // Never let the browser submit the form itself (a GET to the current page).
          event.preventDefault();
          onSubmit(event);
        }}
        className={className}
      >
        {[summary, ...alerts, serverError].map((alert) =>
          !alert ? null : typeof alert === 'string' ? (
            <Alert key={alert} variant="destructive">
              {alert}
            </Alert>
          ) : (
            <Alert key={alert.success} variant="success">
              {alert.success}
            </Alert>
          ),
        )}
        {form || settings ? (
          <FieldSettings form={form} {...settings}>
            {children}
          </FieldSettings>
        ) : (
          children
        )}
        <FormActions
          cancelLabel={labels.cancel}
          onCancel={onClose}
          busy={busy}
          disabled={submitDisabled}
          submitLabel={labels.submit}
        />
      </form>
    </Dialog>
  );
}

/** The buttons under a dialog's form: 'Annuler' (outline) and the submit. */
export function FormActions({
  cancelLabel,
  onCancel,
  busy,
  disabled,
  submitLabel,
  children,
}: {
  cancelLabel: string;
  onCancel: () => void;
  busy: boolean;
  disabled?: boolean;
  submitLabel: ReactNode;
  /** More buttons before 'Annuler' (e.g. start over). */
  children?: ReactNode;
}) {
  return (
    <DialogActions cancelLabel={cancelLabel} onCancel={onCancel} leading={children}>
      <SubmitButton busy={busy} disabled={disabled ?? false}>
        {submitLabel}
      </SubmitButton>
    </DialogActions>
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
  onMessage: OnMessage;
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

/**
 * A list's record dialogs: the form (a new record, or one to edit, remounted on each opening)
 * and the confirmation before deleting one with `remove` (a failure shows the server's message,
 * else `failedKey`'s text).
 */
export function useRecordDialogs<T>(
  remove: (record: T) => Promise<{ message: string }>,
  onMessage: OnMessage,
  failedKey: string,
) {
  const destroy = useDestroyConfirm<T>({
    run: remove,
    onMessage,
    errorText: (error) => apiErrorText(error, failedKey),
  });
  return { ...useFormSlot<T>(), destroy };
}

/** A record form dialog's state: closed, or open on a new record or on `record` (`key` remounts it). */
export function useFormSlot<T>() {
  const [form, setForm] = useState<{ record?: T; key: number } | null>(null);
  return {
    form,
    openForm: (record?: T) =>
      setForm(record === undefined ? { key: Date.now() } : { record, key: Date.now() }),
    closeForm: () => setForm(null),
  };
}

/**
 * The record form of a `useFormSlot` while it is open, remounted on each opening:
 * `<FormSlot form={form} onClose={closeForm} onMessage={show}>{(client, dialog) => <ClientFormDialog
 * client={client} {...dialog} />}</FormSlot>`; `dialog` closes the slot and says a save's message as a
 * success.
 */
export function FormSlot<T>({
  form,
  onClose,
  onMessage,
  children,
}: {
  form: { record?: T; key: number } | null;
  onClose: () => void;
  onMessage: OnMessage;
  children: (record: T | undefined, dialog: SaveDialogProps) => ReactNode;
}) {
  if (!form) return null;
  const dialog = { onClose, onSaved: (text: string) => onMessage('success', text) };
  return <Fragment key={form.key}>{children(form.record, dialog)}</Fragment>;
}

/** A form's starting values: each field's value in `record` (editing), '' when there is none. */
export function valuesOf<K extends string>(
  record: Partial<Record<K, string | null | undefined>> | undefined,
  fields: readonly K[],
): Record<K, string> {
  return Object.fromEntries(fields.map((field) => [field, record?.[field] ?? ''])) as Record<K, string>;
}
