/** The messages of a quote or order form's errors, for the summary banner over the form. */
import type { FieldError, FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';

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

/** The server's field errors set on the form's own fields and lines; other paths are left to the banner. */
export function setServerFieldErrors(
  error: unknown,
  fields: readonly string[],
  setError: (path: never, error: { type: string; message: string }) => void,
): void {
  if (!(error instanceof ApiError) || !error.fields) return;
  for (const [path, text] of Object.entries(error.fields)) {
    if (fields.includes(path) || path.startsWith('items.')) {
      setError(path as never, { type: 'server', message: text });
    }
  }
}

/**
 * A form's messages: `inline` gives a field its own (translated) message, except the summary keys
 * that only show over the form; `summary` lists every distinct message, fields in order first.
 */
export function useFormMessages(
  errors: FieldErrors,
  fields: readonly string[],
  summaryKeys: ReadonlySet<string>,
) {
  const { t } = useTranslation();
  const translate = (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(error.message as never);
  };
  const inline = (error: FieldError | undefined): string | undefined =>
    error?.type !== 'server' && summaryKeys.has(error?.message ?? '') ? undefined : translate(error);
  const summary = [...new Set(collectErrors(errors, fields).map(translate).filter(Boolean))] as string[];
  return { inline, summary };
}
