/**
 * Shared field rules. Zod messages are i18n keys; the server and the app translate them,
 * so the same schema gives the specification's French wording and its English and Chinese twins.
 */
import { z } from 'zod';

/** Standard address pattern with a top-level domain of at least two letters (spec 000 §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/** Optional plus, then at least 10 digits, spaces or dashes (spec 000 §5). */
export const PHONE_PATTERN = /^\+?[\d\s-]{10,}$/;

export const PASSWORD_MIN_LENGTH = 6;
/** Upper bound so a hostile body cannot make argon2 hash megabytes; far above any real password. */
export const PASSWORD_MAX_LENGTH = 1024;

export const emailField = (requiredKey: string, invalidKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .max(254, { error: invalidKey })
    .regex(EMAIL_PATTERN, { error: invalidKey });

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
