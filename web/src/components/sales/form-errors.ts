/** The messages of a quote or order form's errors, for the summary banner over the form. */
import type { FieldError, FieldErrors } from 'react-hook-form';

function isFieldError(value: unknown): value is FieldError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FieldError).type === 'string' &&
    typeof (value as FieldError).message === 'string'
  );
}

/** Every error of the form, fields in the given order first, then anything else (lines included). */
export function collectErrors(errors: FieldErrors, order: readonly string[]): FieldError[] {
  const out: FieldError[] = [];
  const walk = (node: unknown) => {
    if (node === null || typeof node !== 'object') return;
    if (isFieldError(node)) out.push(node);
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      if (key !== 'ref' && key !== 'types') walk(value);
    }
  };
  const record = errors as Record<string, unknown>;
  const keys = [...order, ...Object.keys(record).filter((key) => !order.includes(key))];
  for (const key of keys) walk(record[key]);
  return out;
}
