/**
 * A form's fields bound to react-hook-form: the label, the control (registered, with its id,
 * `aria-invalid` and `aria-describedby`), the hint and the field's (translated) error under it.
 * A form that shows some errors differently (a summary over the fields, a product's number in
 * its messages, errors cleared as the field is edited) says so once with `FieldSettings`.
 *
 * This module holds what the sign-in pages need (the text, number and password fields); `./fields`
 * adds the selects, the multi-line texts and the controls of local state, and is what forms import.
 */
import {
  createContext,
  useContext,
  useId,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { FieldError, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, describedBy } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';

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
  /** Called when a field is edited (e.g. to take a message over the form away). */
  onEdit?: (() => void) | undefined;
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
  /** At the end of the label row (a link). */
  aside?: ReactNode;
  /** The wrapper's classes (e.g. a grid span). */
  className?: string;
}

/**
 * The error of the field at `path` ('lines.2.price') in a form's errors. Not react-hook-form's
 * `get`: importing anything of the library at run time here would bring its whole form engine
 * into the sign-in page, which uses these fields without it (features/auth/credentials-form.ts).
 */
function errorAt(errors: unknown, path: string): FieldError | undefined {
  let value = errors;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value as FieldError | undefined;
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
  const raw = errorAt(form.formState.errors, name);
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
      ...form.register(
        name,
        settings.clearOnChange || settings.onEdit
          ? {
              onChange: () => {
                if (settings.clearOnChange) form.clearErrors(name);
                settings.onEdit?.();
              },
            }
          : undefined,
      ),
    },
  };
}

/** The props a control takes besides those the field gives it (id, aria, registration). */
type ControlProps<P> = Omit<P, 'form' | 'name' | 'id' | 'className' | 'children'>;

/** A field registered on the form around `Control` (an input, a textarea, a select). */
export function boundField<P>(Control: ComponentType<P>) {
  return function BoundField<V extends FieldValues>({
    form,
    name,
    label,
    hint,
    aside,
    className,
    children,
    ...control
  }: BoundFieldProps<V> &
    ControlProps<P> & { /** Under the control (a loading error, a note). */ children?: ReactNode }) {
    const field = useBoundField(form, name, hint);
    return (
      <FormField
        id={field.id}
        label={label}
        error={field.error}
        hint={hint}
        aside={aside}
        className={className}
      >
        <Control {...(control as P)} {...field.control} />
        {children}
      </FormField>
    );
  };
}

/** A labelled input registered on the form. */
export const TextField = boundField<ComponentProps<'input'>>(Input);
/**
 * A number input from `min` (0 unless told): whole numbers with the numeric keypad, unless `step`
 * is a fraction ('0.01': the decimal keypad).
 */
function NumberInput({ min = 0, step = 1, ...props }: Omit<ComponentProps<'input'>, 'type' | 'inputMode'>) {
  const inputMode = Number(step) % 1 === 0 ? 'numeric' : 'decimal';
  return <Input type="number" inputMode={inputMode} min={min} step={step} {...props} />;
}
/** A labelled number registered on the form (`NumberInput`). */
export const NumberField = boundField<ComponentProps<typeof NumberInput>>(NumberInput);
/** A labelled password registered on the form, with its show / hide button. */
export const PasswordField = boundField<ComponentProps<typeof PasswordInput>>(PasswordInput);
