import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, resources, type Language } from '@comptoir/core/i18n/index';
import { STORAGE_KEYS, readStorage, writeStorage } from './storage';

export { LANGUAGES, type Language };

/** The language chosen before sign-in (or last used), French when none. */
export function storedLanguage(): Language {
  const value = readStorage(STORAGE_KEYS.language);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The current interface language, always one of fr, en, zh. */
export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

function applyLanguage(language: string): void {
  if (!isLanguage(language)) return;
  document.documentElement.lang = language;
  writeStorage(STORAGE_KEYS.language, language);
}

// Synchronous initialisation: the three resource files are bundled, so the first render is translated.
void i18n.use(initReactI18next).init({
  resources: {
    fr: { translation: resources.fr },
    en: { translation: resources.en },
    zh: { translation: resources.zh },
  },
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  // Keys never contain ':'; French texts do, so no namespace separator.
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

document.documentElement.lang = currentLanguage();
i18n.on('languageChanged', applyLanguage);

export { i18n };
