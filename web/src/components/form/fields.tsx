/**
 * A form's fields bound to react-hook-form: the label, the control (registered, with its id,
 * `aria-invalid` and `aria-describedby`), the hint and the field's (translated) error under it.
 * A form that shows some errors differently (a summary over the fields, a product's number in
 * its messages, errors cleared as the field is edited) says so once with `FieldSettings`.
 */
import { createContext, useContext, useId, type ComponentProps, type ReactNode } from 'react';
import {
  get,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { FormField, describedBy } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';

/** The label of a required field. */
export const required = (label: string) => `${label} *`;

export interface FieldSettingsValue {
  /** The form the fields inside are registered on (a field's own `form` wins). */
  form?: FieldForm<any> | undefined; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Interpolation values of the messages (a product's number: `{ n: 2 }`). */
  messageValues?: Record<string, unknown> | undefined;
  /** Errors said once over the form: the field is marked invalid but shows no message of its own. */
  silent?: ((error: FieldError) => boolean) | undefined;
  /** A field's error goes as soon as it is edited (the form validates again on submit). */
  clearOnChange?: boolean | undefined;
}

const FieldSettingsContext = createContext<FieldSettingsValue>({});

/** The form of the fields inside, and how they show their errors (see `FieldSettingsValue`); nested, they add up. */
export function FieldSettings({ children, ...settings }: FieldSettingsValue & { children: ReactNode }) {
  const outer = useContext(FieldSettingsContext);
  const defined = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
  return <FieldSettingsContext value={{ ...outer, ...defined }}>{children}</FieldSettingsContext>;
}

/** What a field needs of the form. */
export type FieldForm<V extends FieldValues> = Pick<
  UseFormReturn<V>,
  'register' | 'formState' | 'clearErrors'
>;

export interface BoundFieldProps<V extends FieldValues> {
  /** Left out: the form of the `FieldSettings` (or `FormDialog`) around. */
  form?: FieldForm<V> | undefined;
  name: FieldPath<V>;
  label: ReactNode;
  hint?: ReactNode;
  /** The wrapper's classes (e.g. a grid span). */
  className?: string;
}

/** The id, message and control props of one registered field. */
function useBoundField<V extends FieldValues>(
  own: FieldForm<V> | undefined,
  name: FieldPath<V>,
  hint: ReactNode,
) {
  const { t } = useTranslation();
  const settings = useContext(FieldSettingsContext);
  const form = (own ?? settings.form) as FieldForm<V> | undefined;
  if (!form) throw new Error(`The field ${name} has no form (give it one, or a FieldSettings around it).`);
  const id = `${useId()}-${name.replaceAll('.', '-')}`;
  const raw = get(form.formState.errors, name) as FieldError | undefined;
  const error =
    !raw?.message || settings.silent?.(raw)
      ? undefined
      : raw.type === 'server'
        ? raw.message
        : String(t(raw.message as never, settings.messageValues as never));
  return {
    id,
    error,
    control: {
      id,
      'aria-invalid': raw?.message ? true : undefined,
      'aria-describedby': describedBy(id, error, hint),
      ...form.register(name, settings.clearOnChange ? { onChange: () => form.clearErrors(name) } : undefined),
    },
  };
}

type Native<E extends 'input' | 'textarea' | 'select'> = Omit<
  ComponentProps<E>,
  'form' | 'name' | 'id' | 'className' | 'children'
>;

/** A labelled input registered on the form. */
export function TextField<V extends FieldValues>({
  form,
  name,
  label,
  hint,
  className,
  ...input
}: BoundFieldProps<V> & Native<'input'>) {
  const field = useBoundField(form, name, hint);
  return (
    <FormField id={field.id} label={label} error={field.error} hint={hint} className={className}>
      <Input {...input} {...field.control} />
    </FormField>
  );
}

/** A labelled multi-line text registered on the form. */
export function TextareaField<V extends FieldValues>({
  form,
  name,
  label,
  hint,
  className,
  ...textarea
}: BoundFieldProps<V> & Native<'textarea'>) {
  const field = useBoundField(form, name, hint);
  return (
    <FormField id={field.id} label={label} error={field.error} hint={hint} className={className}>
      <Textarea {...textarea} {...field.control} />
    </FormField>
  );
}

/** A choice of a select: a value shown as itself, or a value and its label. */
export type SelectOption = string | { value: string; label: ReactNode };

/** The `<option>`s of a select, after an optional empty choice ('Choisir…'). */
export function SelectOptions({
  options,
  placeholder,
}: {
  options: readonly SelectOption[];
  placeholder?: string | undefined;
}) {
  return (
    <>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => {
        const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </>
  );
}

/** A labelled select registered on the form: its options, after an optional empty choice. */
export function SelectField<V extends FieldValues>({
  form,
  name,
  label,
  hint,
  className,
  options,
  placeholder,
  children,
  ...select
}: BoundFieldProps<V> &
  Native<'select'> & {
    options: readonly SelectOption[];
    placeholder?: string | undefined;
    /** Under the select (a loading error, a note). */
    children?: ReactNode;
  }) {
  const field = useBoundField(form, name, hint);
  return (
    <FormField id={field.id} label={label} error={field.error} hint={hint} className={className}>
      <Select {...select} {...field.control}>
        <SelectOptions options={options} placeholder={placeholder} />
      </Select>
      {children}
    </FormField>
  );
}

/**
 * A resolver that checks with the core `schema` the body the form would send (`toBody(values)`)
 * and hands over the form's own values: the submit builds the body again.
 */
export function bodyResolver<V extends FieldValues>(
  schema: ZodType,
  toBody: (values: V) => unknown,
): Resolver<V> {
  const check = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
  return async (values, context, options) => {
    const result = await check(toBody(values) as FieldValues, context, options as never);
    return result.errors && Object.keys(result.errors).length > 0
      ? { values: {}, errors: result.errors as never }
      : { values, errors: {} };
  };
}
