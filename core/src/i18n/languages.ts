/** The interface languages. No messages here: importing this costs nothing in the bundle. */
export const LANGUAGES = ['fr', 'en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Header the app sends with its interface language, so server messages match it. Here rather than
 * in api.ts, whose response schemas the login page's bundle does not need.
 */
export const LANGUAGE_HEADER = 'x-comptoir-lang';
