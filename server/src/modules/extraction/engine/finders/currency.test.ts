import { describe, expect, it } from 'vitest';
import { findCurrencies, parseCurrency } from './currency';

describe('currencies', () => {
  it('reads codes, signs and names', () => {
    expect(parseCurrency('Währung: EUR')).toBe('EUR');
    expect(parseCurrency('1 234,50 €')).toBe('EUR');
    expect(parseCurrency('£1,234.50')).toBe('GBP');
    expect(parseCurrency('$1,234.50')).toBe('USD');
    expect(parseCurrency('CA$ 99.00')).toBe('CAD');
    expect(parseCurrency('CHF 1’234.50')).toBe('CHF');
    expect(parseCurrency('Montants en euros')).toBe('EUR');
    expect(parseCurrency('payable in US dollars')).toBe('USD');
    expect(parseCurrency('Rs 1,234.50 MUR')).toBe('MUR');
    expect(parseCurrency('Seite 1 von 2')).toBeNull();
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
