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
