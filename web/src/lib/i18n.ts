/**
 * Translations, loaded as needed (see docs/decisions/0012-lazy-translations.md): the current
 * language's shell namespaces before the first render, a feature's namespace when its route
 * loads, another language when the user picks it. Messages stay one i18next namespace
 * ('translation') whose top-level keys are the files of core/src/i18n/<lang>/.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@comptoir/core/i18n/languages';
import { SHELL_NAMESPACES, type Namespace } from './namespaces';
import { STORAGE_KEYS, readStorage, writeStorage } from './storage';

export { LANGUAGES, SHELL_NAMESPACES, type Language, type Namespace };

// One chunk per language and namespace (the shell's namespaces: one chunk per language, see
// web/vite.config.ts); nothing is fetched until asked for.
const files = import.meta.glob<Record<string, unknown>>('../../../core/src/i18n/*/*.json', {
  import: 'default',
});

/** Namespaces asked for so far: a language switch loads them all for the new language. */
const inUse = new Set<Namespace>(SHELL_NAMESPACES);

/** The language chosen before sign-in (or last used), French when none. */
export function storedLanguage(): Language {
  const value = readStorage(STORAGE_KEYS.language);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The current interface language, always one of fr, en, zh. */
export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

function isLoaded(language: Language, namespace: Namespace): boolean {
  return i18n.getResource(language, 'translation', namespace) !== undefined;
}

/** Loads namespaces of one language (the current one by default) and remembers them as in use. */
export async function loadNamespaces(
  namespaces: readonly Namespace[],
  language: Language = currentLanguage(),
): Promise<void> {
  for (const namespace of namespaces) inUse.add(namespace);
  await Promise.all(
    namespaces
      .filter((namespace) => !isLoaded(language, namespace))
      .map(async (namespace) => {
        const load = files[`../../../core/src/i18n/${language}/${namespace}.json`];
        if (!load) throw new Error(`No messages for ${language}/${namespace}`);
        i18n.addResourceBundle(language, 'translation', { [namespace]: await load() }, true, true);
      }),
  );
}

/** Switches language once everything in use is loaded in it (no flash of raw keys). */
export async function changeLanguage(language: Language): Promise<void> {
  await loadNamespaces([...inUse], language);
  await i18n.changeLanguage(language);
}

/** Before the first render: the stored language's shell namespaces. */
export function loadInitialMessages(): Promise<void> {
  return loadNamespaces(SHELL_NAMESPACES, storedLanguage());
}

function applyLanguage(language: string): void {
  if (!isLanguage(language)) return;
  document.documentElement.lang = language;
  writeStorage(STORAGE_KEYS.language, language);
}

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: storedLanguage(),
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  // Keys never contain ':'; French texts do, so no namespace separator.
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

document.documentElement.lang = storedLanguage();
i18n.on('languageChanged', applyLanguage);

export { i18n };
