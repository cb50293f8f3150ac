/**
 * Passwords and the field errors of a form. Zod messages are i18n keys; the server and the app
 * translate them, so the same schema gives the specification's French wording and its English and
 * Chinese twins. The other kinds of field (texts, decimals, days, e-mails, phones...) are in fields.ts.
 */
import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 6;
/** Upper bound so a hostile body cannot make argon2 hash megabytes; far above any real password. */
export const PASSWORD_MAX_LENGTH = 1024;

export const passwordField = (requiredKey: string, minKey: string) =>
  z
    .string({ error: requiredKey })
    .min(1, { error: requiredKey })
    .min(PASSWORD_MIN_LENGTH, { error: minKey })
    .max(PASSWORD_MAX_LENGTH, { error: 'errors.invalidValue' });

/** Turns a zod error into `{ field: messageKey }`, first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}

/** The field errors of `value` against `schema`: `{ field: messageKey }`, `{}` when it is valid. */
export function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
}
