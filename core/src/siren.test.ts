import { describe, expect, it } from 'vitest';
import { isValidSiren, isValidSiret } from './siren';

describe('SIREN and SIRET (Luhn)', () => {
  it('accepts known SIRENs and refuses a wrong check digit', () => {
    for (const siren of ['732829320', '552 100 554', '404833048', '356000000']) {
      expect(isValidSiren(siren)).toBe(true);
    }
    for (const siren of ['732829321', '123456789', '73282932', '7328293200', 'ABCDEFGHI', '']) {
      expect(isValidSiren(siren)).toBe(false);
    }
  });

  it('accepts known SIRETs, and checks the SIREN inside', () => {
    expect(isValidSiret('732 829 320 00074')).toBe(true);
    expect(isValidSiret('55210055400013')).toBe(true);
    expect(isValidSiret('73282932000075')).toBe(false);
    expect(isValidSiret('7328293200007')).toBe(false);
    // La Poste: numbered by the sum of the digits (a multiple of 5), not by Luhn.
    expect(isValidSiret('35600000000048')).toBe(true);
    expect(isValidSiret('35600000000049')).toBe(false);
  });
});
