import { describe, expect, it } from 'vitest';
import { counterpartKey, leafKeys, resources, type Language } from '@comptoir/core/i18n/index';

const OTHERS: Language[] = ['en', 'zh'];

function keysOf(language: Language): Set<string> {
  return new Set(leafKeys(resources[language]));
}

function valueAt(language: Language, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      resources[language],
    );
}

function placeholders(text: unknown): string[] {
  return typeof text === 'string'
    ? [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort()
    : [];
}

describe('translation files', () => {
  const fr = keysOf('fr');

  it('has French texts', () => {
    expect(fr.size).toBeGreaterThan(50);
  });

  // A plural form the language lacks (Chinese has only _other) is carried by its _other key.
  it.each(OTHERS)('%s has every French key', (language) => {
    const other = keysOf(language);
    expect([...fr].filter((key) => !other.has(counterpartKey(language, key)))).toEqual([]);
  });

  it.each(OTHERS)('%s has no key that French lacks', (language) => {
    const expected = new Set([...fr].map((key) => counterpartKey(language, key)));
    expect([...keysOf(language)].filter((key) => !expected.has(key))).toEqual([]);
  });

  it.each(['fr', 'en', 'zh'] as Language[])('%s has no empty or non-text value', (language) => {
    const bad = [...keysOf(language)].filter((key) => {
      const value = valueAt(language, key);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(bad).toEqual([]);
  });

  it.each(OTHERS)('%s uses the same {{placeholders}} as French', (language) => {
    const mismatched = [...fr].filter(
      (key) =>
        placeholders(valueAt('fr', key)).join() !==
        placeholders(valueAt(language, counterpartKey(language, key))).join(),
    );
    expect(mismatched).toEqual([]);
  });
});
