/**
 * The message namespaces: the files of core/src/i18n/<lang>/. Free of side effects, so that
 * web/vite.config.ts can read which ones every screen needs.
 */
import type { Messages } from '@comptoir/core/i18n/index';

export type Namespace = keyof Messages;

/** What every screen needs (sign-in, shell, errors), loaded before the first render. */
export const SHELL_NAMESPACES = [
  'common',
  'modules',
  'roles',
  'auth',
  'shell',
  'errors',
] as const satisfies readonly Namespace[];
