import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { loginErrorMessage, safeRedirectTarget } from './login-errors';

describe('redirect after sign-in', () => {
  it('keeps paths inside the app', () => {
    expect(safeRedirectTarget('/orders?page=2#top')).toBe('/orders?page=2#top');
  });

  it.each([undefined, 42, 'https://evil.test/', '//evil.test/x', '/\\evil.test', 'orders', '/', '/login'])(
    'goes to the dashboard instead of %s',
    (target) => {
      expect(safeRedirectTarget(target)).toBe('/dashboard');
    },
  );
});

describe('login error messages', () => {
  it("uses the server's text for the known codes", () => {
    for (const code of [
      'invalid_credentials',
      'email_not_confirmed',
      'account_inactive',
      'too_many_attempts',
    ]) {
      expect(loginErrorMessage(new ApiError(401, code, `texte ${code}`))).toEqual({
        kind: 'text',
        text: `texte ${code}`,
      });
    }
  });

  it('maps network failures, unknown codes and exceptions', () => {
    expect(loginErrorMessage(new ApiError(0, 'network', 'x'))).toEqual({
      kind: 'key',
      key: 'auth.errors.network',
    });
    expect(loginErrorMessage(new ApiError(502, 'bad_gateway', 'Passerelle'))).toEqual({
      kind: 'key',
      key: 'auth.errors.other',
      values: { message: 'Passerelle' },
    });
    expect(loginErrorMessage(new SyntaxError('bad json'))).toEqual({
      kind: 'key',
      key: 'auth.errors.unexpected',
    });
  });
});
