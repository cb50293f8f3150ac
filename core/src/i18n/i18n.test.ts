import { describe, expect, it } from 'vitest';
import { LANGUAGES, counterpartKey, leafKeys, resources, translate } from './index';

describe('translations', () => {
  const reference = new Set(leafKeys(resources.fr));

  it.each(LANGUAGES.filter((l) => l !== 'fr'))('%s has exactly the keys of French', (language) => {
    const keys = new Set(leafKeys(resources[language]));
    const expected = new Set([...reference].map((k) => counterpartKey(language, k)));
    const missing = [...expected].filter((k) => !keys.has(k));
    const extra = [...keys].filter((k) => !expected.has(k));
    expect(missing, `missing in ${language}`).toEqual([]);
    expect(extra, `only in ${language}`).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty message and keeps every {{placeholder}}', (language) => {
    for (const key of reference) {
      const message = translate(language, counterpartKey(language, key));
      expect(message.trim(), `${language}:${key}`).not.toBe('');
      const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders(message), `${language}:${key}`).toEqual(placeholders(translate('fr', key)));
    }
  });

  it('finds plural forms where i18next looks for them: Chinese has only _other', () => {
    expect(counterpartKey('en', 'admin.table.moreModulesLabel_one')).toBe('admin.table.moreModulesLabel_one');
    expect(counterpartKey('zh', 'admin.table.moreModulesLabel_one')).toBe(
      'admin.table.moreModulesLabel_other',
    );
    expect(counterpartKey('zh', 'admin.table.moreModulesLabel_other')).toBe(
      'admin.table.moreModulesLabel_other',
    );
    expect(counterpartKey('zh', 'common.cancel')).toBe('common.cancel');
  });

  it('interpolates values and falls back to French, then to the key', () => {
    expect(translate('fr', 'auth.errors.other', { message: 'boom' })).toBe('Erreur de connexion: boom');
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
  });

  it("keeps the specification's French wording", () => {
    expect(translate('fr', 'auth.errors.tooManyAttempts')).toBe(
      'Trop de tentatives de connexion. Veuillez attendre quelques minutes avant de réessayer.',
    );
    expect(translate('fr', 'shell.accessRestrictedTitle')).toBe('Accès restreint');
  });
});
