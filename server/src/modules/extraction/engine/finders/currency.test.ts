import { describe, expect, it } from 'vitest';
import { findCurrencies, parseCurrency } from './currency';
import { expectReads } from './testing';

describe('currencies', () => {
  it('reads codes, signs and names', () => {
    expectReads(parseCurrency, [
      ['Währung: EUR', 'EUR'],
      ['1 234,50 €', 'EUR'],
      ['£1,234.50', 'GBP'],
      ['$1,234.50', 'USD'],
      ['CA$ 99.00', 'CAD'],
      ['CHF 1’234.50', 'CHF'],
      ['Montants en euros', 'EUR'],
      ['payable in US dollars', 'USD'],
      ['Rs 1,234.50 MUR', 'MUR'],
      ['Seite 1 von 2', null],
    ]);
  });

  it('prefers an ISO code to an ambiguous sign', () => {
    expect(parseCurrency('$ 100.00 (CAD)')).toBe('CAD');
  });

  it("reads a LaTeX document's lone 'e' after euro amounts, not the letter elsewhere", () => {
    expect(parseCurrency('Planung 14,0 20,00 e 280,00 e')).toBe('EUR');
    expect(parseCurrency('Version 2 e-mail')).toBeNull();
  });

  it('does not read words as codes', () => {
    expect(findCurrencies('EURO-PALETTE und USDA-Siegel')).toEqual([]);
  });
});
