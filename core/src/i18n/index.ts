import * as frNamespaces from './fr/index';
import * as enNamespaces from './en/index';
import * as zhNamespaces from './zh/index';

import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './languages';

export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language };

/** One language's messages: its namespaces (plain objects, for i18next). */
export type Messages = { -readonly [K in keyof typeof frNamespaces]: (typeof frNamespaces)[K] };

/** i18next's plural forms other than `_other`, which Chinese (plural category 'other' only) lacks. */
type FewerPluralForm = `${string}_${'zero' | 'one' | 'two' | 'few' | 'many'}`;
/** French's keys, those plural forms optional (`counterpartKey`; the tests check the rest). */
type OtherPluralOnly<T> = {
  [K in keyof T as K extends FewerPluralForm ? never : K]: T[K] extends object ? OtherPluralOnly<T[K]> : T[K];
} & { [K in keyof T as K extends FewerPluralForm ? K : never]?: T[K] };
const zh: OtherPluralOnly<Messages> = { ...zhNamespaces };

export const resources: Record<Language, Messages> = {
  fr: { ...frNamespaces },
  en: { ...enNamespaces },
  // i18next reads Chinese plurals from `_other` alone.
  zh: zh as Messages,
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

/**
 * The key of `language` that carries the French message `key`. Plural forms follow i18next
 * (`key_one`, `key_other`): a language without the form's plural category (Chinese has only
 * 'other') carries it in `key_other`. Any other key is the same in every language.
 */
export function counterpartKey(language: Language, key: string): string {
  const plural = /^(.+)_(zero|one|two|few|many)$/.exec(key);
  if (!plural) return key;
  const categories: readonly string[] = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  return categories.includes(plural[2]!) ? key : `${plural[1]}_other`;
}

/** Every leaf key of a messages object, dotted. Used by the completeness test. */
export function leafKeys(messages: unknown, prefix = ''): string[] {
  if (messages === null || typeof messages !== 'object') return [prefix];
  return Object.entries(messages as Record<string, unknown>).flatMap(([key, value]) =>
    leafKeys(value, prefix ? `${prefix}.${key}` : key),
  );
}
