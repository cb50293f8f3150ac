import { describe, expect, it } from 'vitest';
import { GENERATED_PASSWORD_ALPHABET } from '@comptoir/core/modules/admin-users';
import { generatePassword } from './password';

describe('generatePassword', () => {
  it('makes 12 characters from letters, digits and !@#$%^&*', () => {
    for (let i = 0; i < 50; i += 1) expect(generatePassword()).toMatch(/^[A-Za-z0-9!@#$%^&*]{12}$/);
  });

  it('maps random values onto the alphabet and redraws the biased ones', () => {
    const n = GENERATED_PASSWORD_ALPHABET.length;
    const limit = Math.floor(2 ** 32 / n) * n;
    const values = [limit, 0, limit + 5, 1, n + 2];
    let i = 0;
    const fill = (array: Uint32Array) => {
      for (let j = 0; j < array.length; j += 1) array[j] = values[i++ % values.length]!;
    };
    expect(generatePassword(3, fill)).toBe(
      `${GENERATED_PASSWORD_ALPHABET[0]}${GENERATED_PASSWORD_ALPHABET[1]}${GENERATED_PASSWORD_ALPHABET[2]}`,
    );
  });
});
