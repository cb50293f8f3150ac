import { describe, expect, it } from 'vitest';
import { CATEGORIES, categoryLabelKey } from './categories';
import { LANGUAGES, translate } from './i18n/index';
import { PRODUCT_CATEGORIES } from './modules/catalogue';
import { DEMANDE_CATEGORIES, REQUEST_CATEGORIES } from './modules/demandes';

describe('fixed categories (issue 30 §1)', () => {
  it('cover the products, team-view requests and demandes lists', () => {
    for (const value of [...PRODUCT_CATEGORIES, ...REQUEST_CATEGORIES, ...DEMANDE_CATEGORIES]) {
      expect(CATEGORIES).toContain(value);
    }
  });

  it('each have a label in every language; French keeps the stored wording', () => {
    for (const value of CATEGORIES) {
      const key = categoryLabelKey(value)!;
      expect(translate('fr', key)).toBe(value);
      for (const language of LANGUAGES) {
        expect(translate(language, key), `${language}: ${value}`).not.toBe(key);
      }
      expect(translate('en', key), value).not.toMatch(/[éèàç]/);
      expect(translate('zh', key), value).toMatch(/\p{Script=Han}/u);
    }
  });

  it('leaves a text of its own without a key', () => {
    expect(categoryLabelKey('Pièces détachées')).toBeNull();
    expect(categoryLabelKey('Électronique')).toBe('common.categories.Électronique');
  });
});
