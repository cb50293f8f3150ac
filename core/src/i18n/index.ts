import * as frNamespaces from './fr/index';
import * as enNamespaces from './en/index';
import * as zhNamespaces from './zh/index';

import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './languages';

export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language };

/** One language's messages: its namespaces (plain objects, for i18next). */
export type Messages = { -readonly [K in keyof typeof frNamespaces]: (typeof frNamespaces)[K] };
export const resources: Record<Language, Messages> = {
  fr: { ...frNamespaces },
  en: { ...enNamespaces },
  zh: { ...zhNamespaces },
};

/** Reads a dotted key such as 'auth.errors.invalidCredentials' from one language's messages. */
function lookup(messages: unknown, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Server-side and test translation, with the same `{{name}}` interpolation as i18next.
 * Falls back to French, then to the key itself.
 */
export function translate(
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const template = lookup(resources[language], key) ?? lookup(resources.fr, key) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    name in values ? String(values[name]) : `{{${name}}}`,
  );
}

/** Every leaf key of a messages object, dotted. Used by the completeness test. */
export function leafKeys(messages: unknown, prefix = ''): string[] {
  if (messages === null || typeof messages !== 'object') return [prefix];
  return Object.entries(messages as Record<string, unknown>).flatMap(([key, value]) =>
    leafKeys(value, prefix ? `${prefix}.${key}` : key),
  );
}
