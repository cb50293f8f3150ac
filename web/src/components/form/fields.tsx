/**
 * Every field a form uses: those of `./base-fields` (text, number, password, and `FieldSettings`),
 * the selects and the multi-line texts bound to react-hook-form, and the same controls of local
 * state (`LabelledInput`, `LabelledSelect`, `LabelledTextarea`).
 */
import { useId, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ZodType } from 'zod';
import { FormField, describedBy } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { boundField } from './base-fields';

export {
  FieldSettings,
  NumberField,
  PasswordField,
  TextField,
  required,
  type BoundFieldProps,
  type FieldForm,
  type FieldSettingsValue,
} from './base-fields';

/** A choice of a select: a value shown as itself, or a value and its label (`hidden`: kept, not offered). */
export type SelectOption = string | { value: string; label: ReactNode; hidden?: boolean };

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
        const { value, label, hidden } =
          typeof option === 'string' ? { value: option, label: option, hidden: false } : option;
        return (
          <option key={value} value={value} {...(hidden ? { disabled: true, hidden: true } : {})}>
            {label}
          </option>
        );
      })}
    </>
  );
}

type SelectProps = Omit<ComponentProps<'select'>, 'children'> & {
  options: readonly SelectOption[];
  placeholder?: string | undefined;
};

/** A select with its options (after an optional empty choice). */
function OptionsSelect({ options, placeholder, ...select }: SelectProps) {
  return (
    <Select {...select}>
      <SelectOptions options={options} placeholder={placeholder} />
    </Select>
  );
}

/** A labelled multi-line text registered on the form. */
export const TextareaField = boundField<ComponentProps<'textarea'>>(Textarea);
/** A labelled select registered on the form: its options, after an optional empty choice. */
export const SelectField = boundField<SelectProps>(OptionsSelect);

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

/** A control of local state (no form) with its label, hint and error. */
export interface LabelledProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** The wrapper's classes (a grid span). */
  className?: string;
  /** The control's own classes (a width). */
  controlClassName?: string;
}

/** A labelled control of local state around `Control`: its id and aria wired up. */
function labelledField<P>(Control: ComponentType<P>) {
  return function LabelledField({
    label,
    hint,
    error,
    className,
    controlClassName,
    ...control
  }: LabelledProps & Omit<P, 'id' | 'className'>) {
    const id = useId();
    return (
      <FormField id={id} label={label} hint={hint} error={error} className={className}>
        <Control
          {...(control as P)}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={controlClassName}
        />
      </FormField>
    );
  };
}

/** A labelled input of local state. */
export const LabelledInput = labelledField<ComponentProps<'input'>>(Input);
/** A labelled select of local state: its options, after an optional empty choice. */
export const LabelledSelect = labelledField<SelectProps>(OptionsSelect);
/** A labelled multi-line text of local state. */
export const LabelledTextarea = labelledField<ComponentProps<'textarea'>>(Textarea);
