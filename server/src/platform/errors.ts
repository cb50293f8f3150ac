/**
 * Application errors carry an i18n key; the error handler translates it into the request's
 * language and answers `{ error: { code, message, fields? } }`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageKey: string,
    readonly values: Record<string, string | number> = {},
    /** field -> i18n key */
    readonly fields?: Record<string, string>,
    /** What the screen needs to go on (a CSV's headers when it asks for their mapping), sent as `details`. */
    readonly details?: unknown,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const unauthenticated = () => new AppError(401, 'unauthenticated', 'errors.unauthenticated');
export const forbiddenModule = () => new AppError(403, 'forbidden_module', 'errors.forbiddenModule');
export const forbiddenSuperAdmin = () =>
  new AppError(403, 'forbidden_super_admin', 'errors.forbiddenSuperAdmin');
export const forbiddenAction = () => new AppError(403, 'forbidden_action', 'errors.forbiddenAction');
export const notFound = () => new AppError(404, 'not_found', 'errors.notFound');
export const conflict = (messageKey = 'errors.conflict', values: Record<string, string> = {}) =>
  new AppError(409, 'conflict', messageKey, values);
export const validationFailed = (fields: Record<string, string>) =>
  new AppError(400, 'validation', 'errors.validation', {}, fields);
/** 400 whose message is the one of its only field in error. */
export const fieldError = (field: string, messageKey: string) =>
  new AppError(400, 'validation', messageKey, {}, { [field]: messageKey });

/**
 * Errors after which the request may simply be tried again: no connection free in the pool in
 * time, a deadlock or serialization failure, a lock or statement time limit, too many connections.
 */
const TRANSIENT_SQLSTATES = new Set(['40001', '40P01', '55P03', '57014', '53300']);
export function isTransientDatabaseError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && TRANSIENT_SQLSTATES.has(code)) return true;
  const cause = (error as { cause?: unknown }).cause;
  if (cause && cause !== error && isTransientDatabaseError(cause)) return true;
  return /timeout exceeded when trying to connect/i.test(error.message);
}
