/**
 * The sign-in form's state without react-hook-form: the login page is the first download of every
 * visit and its budget is 200 KB of JavaScript (bench: bundle.login_initial_js_gzip_kb), and the
 * library's form engine weighs about 9 KB of it for three fields. This hook gives the part of its
 * interface the shared bound fields use (`register`, `formState.errors`, `clearErrors`; see
 * components/form/base-fields.tsx), so the page keeps the same fields, ids, messages and
 * behaviour as every other form: validation on submit with the contract's schema, the first
 * invalid field focused, a field's message gone when that field is edited, server messages kept
 * as written.
 */
import { useCallback, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldError } from 'react-hook-form';
import type { z } from 'zod';

type Element_ = HTMLInputElement;

const valueOf = (element: Element_ | undefined) =>
  element?.type === 'checkbox' ? element.checked : (element?.value ?? '');

/** What `register` gives a control: uncontrolled, as react-hook-form's. */
export interface Registration {
  name: string;
  ref: (element: Element_ | null) => void;
  onChange: (event: ChangeEvent<Element_>) => Promise<void>;
  onBlur: () => Promise<void>;
}

/**
 * A form over `schema`'s fields (texts and check boxes). `fields` is their order, the order in
 * which a wrong field is focused.
 */
export function useCredentialsForm<S extends z.ZodObject>(schema: S, fields: readonly (keyof z.input<S>)[]) {
  type Name = keyof z.input<S> & string;
  const elements = useRef(new Map<string, Element_>());
  // What a field held when its control left the page (the second-factor step replaces the
  // form), given back when it comes again.
  const kept = useRef(new Map<string, string | boolean>());
  const [errors, setErrors] = useState<Partial<Record<Name, FieldError>>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const clearErrors = useCallback((name?: Name) => {
    setErrors((current) => {
      if (name === undefined) return {};
      if (!(name in current)) return current;
      const { [name]: _gone, ...rest } = current;
      return rest as Partial<Record<Name, FieldError>>;
    });
  }, []);

  const setError = useCallback((name: Name, error: FieldError) => {
    setErrors((current) => ({ ...current, [name]: error }));
  }, []);

  const register = useCallback(
    (name: Name, options?: { onChange?: () => void }): Registration => ({
      name,
      ref: (element) => {
        if (element) {
          const value = kept.current.get(name);
          if (typeof value === 'boolean') element.checked = value;
          else if (value !== undefined) element.value = value;
          elements.current.set(name, element);
        } else {
          const gone = elements.current.get(name);
          if (gone) kept.current.set(name, valueOf(gone));
          elements.current.delete(name);
        }
      },
      onChange: async () => options?.onChange?.(),
      onBlur: async () => undefined,
    }),
    [],
  );

  /** Sets a field's value as if typed (the demo panel fills the form). */
  const setValue = useCallback((name: Name, value: string) => {
    kept.current.set(name, value);
    const element = elements.current.get(name);
    if (element) element.value = value;
  }, []);

  /** Empties a field and forgets its message. */
  const resetField = useCallback(
    (name: Name) => {
      setValue(name, '');
      clearErrors(name);
    },
    [setValue, clearErrors],
  );

  /** The submit handler: validates, focuses the first wrong field, or runs `onValid` with the parsed values. */
  const handleSubmit = useCallback(
    (onValid: (values: z.output<S>) => Promise<void>) => async (event?: FormEvent) => {
      event?.preventDefault();
      const values = Object.fromEntries(
        fields.map((name) => [name, valueOf(elements.current.get(name as string))]),
      );
      const parsed = schema.safeParse(values);
      if (!parsed.success) {
        const found: Partial<Record<Name, FieldError>> = {};
        for (const issue of parsed.error.issues) {
          const name = issue.path[0] as Name;
          found[name] ??= { type: issue.code, message: issue.message };
        }
        setErrors(found);
        const first = fields.find((name) => name in found);
        if (first !== undefined) elements.current.get(first as string)?.focus();
        return;
      }
      setErrors({});
      setSubmitting(true);
      try {
        await onValid(parsed.data);
      } finally {
        setSubmitting(false);
      }
    },
    [schema, fields],
  );

  return useMemo(
    () => ({
      register,
      formState: { errors, isSubmitting },
      clearErrors,
      setError,
      setValue,
      resetField,
      handleSubmit,
    }),
    [register, errors, isSubmitting, clearErrors, setError, setValue, resetField, handleSubmit],
  );
}
