import { GENERATED_PASSWORD_ALPHABET, GENERATED_PASSWORD_LENGTH } from '@comptoir/core/modules/admin-users';

type RandomFill = (array: Uint32Array<ArrayBuffer>) => unknown;

/**
 * A random password: `length` characters from letters, digits and !@#$%^&* drawn with
 * crypto.getRandomValues, without modulo bias (values past the last whole alphabet are redrawn).
 */
export function generatePassword(
  length: number = GENERATED_PASSWORD_LENGTH,
  fill: RandomFill = (array) => crypto.getRandomValues(array),
  alphabet: string = GENERATED_PASSWORD_ALPHABET,
): string {
  const limit = Math.floor(2 ** 32 / alphabet.length) * alphabet.length;
  const buffer = new Uint32Array(length * 2);
  let out = '';
  while (out.length < length) {
    fill(buffer);
    for (const value of buffer) {
      if (out.length === length) break;
      if (value < limit) out += alphabet[value % alphabet.length];
    }
  }
  return out;
}
