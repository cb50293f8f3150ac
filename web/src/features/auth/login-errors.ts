import { LOGIN_ERROR_CODES } from '@comptoir/core/modules/auth';
import { ApiError } from '@/lib/api';
import { i18n } from '@/lib/i18n';

/**
 * What the login banner shows: a text the server already translated, or an i18n key (translated
 * when rendered, so it follows a language switch).
 */
export type BannerMessage =
  { kind: 'text'; text: string } | { kind: 'key'; key: LoginMessageKey; values?: Record<string, string> };

export type LoginMessageKey =
  | 'auth.errors.network'
  | 'auth.errors.other'
  | 'auth.errors.noUser'
  | 'auth.errors.unexpected'
  | (typeof LOGIN_ERROR_CODES)[keyof typeof LOGIN_ERROR_CODES];

function isKnownCode(code: string): code is keyof typeof LOGIN_ERROR_CODES {
  return Object.prototype.hasOwnProperty.call(LOGIN_ERROR_CODES, code);
}

/** Maps a failed sign-in to the specification's messages (spec 000 §8). */
export function loginErrorMessage(error: unknown): BannerMessage {
  if (!(error instanceof ApiError)) return { kind: 'key', key: 'auth.errors.unexpected' };
  if (error.isNetworkError) return { kind: 'key', key: 'auth.errors.network' };
  if (isKnownCode(error.code)) {
    // The server answers in the interface language; its message is the specification's text.
    return error.message
      ? { kind: 'text', text: error.message }
      : { kind: 'key', key: LOGIN_ERROR_CODES[error.code] };
  }
  if (error.code === 'validation') return { kind: 'text', text: error.message };
  if (error.message) return { kind: 'key', key: 'auth.errors.other', values: { message: error.message } };
  return { kind: 'key', key: 'auth.errors.unexpected' };
}

/** A banner message's text in the current language (null for none). */
export function bannerText(message: BannerMessage | null): string | null {
  if (!message) return null;
  return message.kind === 'text' ? message.text : i18n.t(message.key, message.values);
}

/** Only a path inside the app, never another site nor the login page itself. */
export function safeRedirectTarget(value: unknown): string {
  if (typeof value !== 'string') return '/dashboard';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/dashboard';
  if (value === '/' || value === '/login' || value.startsWith('/login?') || value.startsWith('/login#')) {
    return '/dashboard';
  }
  return value;
}
