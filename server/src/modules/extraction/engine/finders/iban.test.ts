import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IBAN_LENGTHS, findIbans, ibanCheckDigits, isValidIban, normaliseIban } from './iban';

const COUNTRIES = ['FR', 'DE', 'GB', 'BE', 'IT', 'ES', 'NL', 'CH', 'LU', 'MU'];

/** A valid IBAN: a country, a numeric account number of the right length, computed check digits. */
const iban = fc.constantFrom(...COUNTRIES).chain((country) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), {
      minLength: IBAN_LENGTHS[country]! - 4,
      maxLength: IBAN_LENGTHS[country]! - 4,
    })
    .map((digits) => {
      const bban = digits.join('');
      return `${country}${ibanCheckDigits(country, bban)}${bban}`;
    }),
);

describe('IBAN', () => {
  it('accepts known valid IBANs and refuses altered ones', () => {
    expect(isValidIban('DE02120300000000202051')).toBe(true);
    expect(isValidIban('FR7630006000011234567890189')).toBe(true);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(isValidIban('DE02120300000000202052')).toBe(false);
    expect(isValidIban('DE0212030000000020205')).toBe(false);
  });

  it('accepts every generated IBAN', () => {
    fc.assert(fc.property(iban, (value) => isValidIban(value)));
  });

  it('refuses an IBAN with one digit changed', () => {
    fc.assert(
      fc.property(iban, fc.nat(), fc.integer({ min: 1, max: 9 }), (value, at, delta) => {
        const positions = [...value].map((c, i) => (i >= 2 && /\d/.test(c) ? i : -1)).filter((i) => i >= 0);
        const i = positions[at % positions.length]!;
        const changed = value.slice(0, i) + String((Number(value[i]) + delta) % 10) + value.slice(i + 1);
        return !isValidIban(changed);
      }),
    );
  });

  it('finds IBANs written in groups, and cuts what follows', () => {
    fc.assert(
      fc.property(iban, (value) => {
        const grouped = value.replace(/(.{4})/g, '$1 ').trim();
        const found = findIbans(`IBAN : ${grouped} BIC BNPAFRPPXXX`);
        return found.length === 1 && found[0]!.value === value && found[0]!.valid;
      }),
    );
  });

  it('keeps a labelled but invalid IBAN, marked invalid', () => {
    const found = findIbans('IBAN DE12 1234 5678 9012 3456 78');
    expect(found[0]).toMatchObject({ value: 'DE12123456789012345678', valid: false });
    expect(normaliseIban('fr76 3000 6000')).toBe('FR7630006000');
  });
});
