import { createRequire } from 'node:module';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@comptoir/core/validation';

/**
 * Password rules for every password a person chooses (creation, reset, change, recovery):
 * the specification's 6-character minimum, a generous maximum (long passphrases are welcome),
 * and refusal of the most common passwords. The list is zxcvbn-ts's frequency-ordered
 * `passwords-common` dictionary (@zxcvbn-ts/language-common); we take its first
 * COMMON_PASSWORDS_CHECKED entries. See docs/decisions/0006-password-policy.md.
 */
export const COMMON_PASSWORDS_CHECKED = 10_000;

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  if (!common) {
    const require = createRequire(import.meta.url);
    const { dictionary } = require('@zxcvbn-ts/language-common') as {
      dictionary: Record<string, string[]>;
    };
    common = new Set((dictionary['passwords-common'] ?? []).slice(0, COMMON_PASSWORDS_CHECKED));
  }
  return common;
}

/** Returns the i18n key of the first rule the password breaks, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length === 0) return 'auth.validation.passwordRequired';
  if (password.length < PASSWORD_MIN_LENGTH) return 'auth.validation.passwordMin';
  if (password.length > PASSWORD_MAX_LENGTH) return 'errors.passwordTooLong';
  if (commonPasswords().has(password.toLowerCase())) return 'errors.passwordTooCommon';
  return null;
}
