import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loginBody } from './modules/auth';
import { EMAIL_PATTERN, PHONE_PATTERN } from './fields';
import { fieldErrors } from './validation';

describe('field rules', () => {
  it('accepts standard e-mail addresses and refuses the rest', () => {
    for (const ok of ['a@b.co', 'prenom.nom@entreprise.fr', 'x+y@sub.domain.com'])
      expect(EMAIL_PATTERN.test(ok)).toBe(true);
    for (const bad of ['', 'a@b', 'a@b.c', 'a b@c.com', '@c.com', 'a@.com1', 'a@b.c0m']) {
      expect(EMAIL_PATTERN.test(bad), bad).toBe(false);
    }
  });
  it('phone: optional plus, then at least 10 digits, spaces or dashes', () => {
    for (const ok of ['+33 6 12 34 56 78', '0612345678', '06-12-34-56-78'])
      expect(PHONE_PATTERN.test(ok)).toBe(true);
    for (const bad of ['061234567', '06.12.34.56.78', '++33612345678', 'abcdefghij']) {
      expect(PHONE_PATTERN.test(bad), bad).toBe(false);
    }
  });
  it('login errors are i18n keys, one per field, the first rule that fails', () => {
    const result = loginBody.safeParse({ email: '', password: '123' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      email: 'auth.validation.emailRequired',
      password: 'auth.validation.passwordMin',
    });
  });
  it('accepts any valid pair and defaults rememberMe to false (property)', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.string({ minLength: 6, maxLength: 200 }), (email, password) => {
        fc.pre(EMAIL_PATTERN.test(email));
        const parsed = loginBody.parse({ email, password });
        expect(parsed.rememberMe).toBe(false);
        expect(parsed.password).toBe(password);
      }),
    );
  });
});
