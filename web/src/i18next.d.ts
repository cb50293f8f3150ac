import 'i18next';
import type { Messages } from '@comptoir/core/i18n/index';

/** Typed keys: t('auth.title') is checked against fr.json, the source language. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
