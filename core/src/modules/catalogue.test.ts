import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeSearch, productSearchText } from './catalogue';

describe('search normalisation', () => {
  it('drops accents and case, folds spaces', () => {
    expect(normalizeSearch('  Crème   BRÛLÉE ')).toBe('creme brulee');
    expect(normalizeSearch('Ça coûte 12,50 €')).toBe('ca coute 12,50 €');
    expect(productSearchText({ name: 'Écran', reference: 'ECR-01', description: null })).toBe('ecran ecr-01');
  });
  it('is idempotent and a query found in a text stays found after normalising both (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, b, c) => {
        expect(normalizeSearch(normalizeSearch(a))).toBe(normalizeSearch(a));
        const text = `${a}${b}${c}`;
        if (b.trim()) expect(normalizeSearch(text)).toContain(normalizeSearch(b).split(' ')[0]!);
      }),
    );
  });
});
