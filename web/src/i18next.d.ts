import 'i18next';
import type { Messages } from '@comptoir/core/i18n/index';

/** Typed keys: t('auth.title') is checked against the French messages (core/src/i18n/fr), the source language. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
