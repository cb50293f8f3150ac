/** The routes of signing in and of the session (/api/auth): see core/src/route.ts. */
import { z } from 'zod';
import { access, routes } from '../route';
import {
  demoAccountsResponse,
  expiredPasswordBody,
  loginBody,
  loginResponse,
  logoutBody,
  preferences,
  recoverBody,
  recoverResponse,
  recoveryStatusResponse,
  resetPasswordBody,
  sessionResponse,
  twoFactorLoginBody,
} from './auth';

const r = routes('public', { tags: ['auth'], errors: [] });

export const authApi = {
  login: r.post('/api/auth/login', {
    summary:
      'Sign in with e-mail and password; sets the session cookie, or answers a challenge when a second factor or a new password is needed',
    body: loginBody,
    response: loginResponse,
    errors: [400, 401, 403, 429],
  }),
  loginTwoFactor: r.post('/api/auth/login/two-factor', {
    summary: 'Second step of a two-factor sign-in: a TOTP code or a one-time recovery code',
    body: twoFactorLoginBody,
    response: loginResponse,
    errors: [400, 401, 429],
  }),
  loginChangePassword: r.post('/api/auth/login/change-password', {
    summary: 'Sign-in with an expired password: sets a new one and opens the session',
    body: expiredPasswordBody,
    response: sessionResponse,
    errors: [400, 401],
  }),
  recoveryStatus: r.get('/api/auth/recovery-status', {
    summary: 'Whether password recovery by e-mail is available (SMTP configured)',
    response: recoveryStatusResponse,
  }),
  recover: r.post('/api/auth/recover', {
    summary:
      'Sends a password-reset link by e-mail; the same answer whether or not the address has an account',
    body: recoverBody,
    response: recoverResponse,
    errors: [400, 409, 429],
  }),
  resetPassword: r.post('/api/auth/reset-password', {
    summary: "Sets a new password with an e-mailed link's token; ends every session of the user",
    body: resetPasswordBody,
    response: z.object({ reset: z.literal(true) }),
    errors: [400],
  }),
  logout: r.post('/api/auth/logout', {
    summary: 'Sign out: this session (local), every session (global) or every other session (others)',
    body: logoutBody,
    response: z.object({ ended: z.number().int() }),
  }),
  session: r.get('/api/auth/session', {
    summary:
      'The signed-in user, their modules, companies, preferences and session expiry; null when signed out (no live session: not an error, the sign-in page asks it on every visit)',
    response: sessionResponse.nullable(),
  }),
  preferences: r.patch('/api/auth/preferences', {
    summary: "Saves the signed-in user's interface preferences (language, theme)",
    access: access.authenticated,
    body: preferences.strict(),
    response: preferences,
  }),
  demoAccounts: r.get('/api/auth/demo-accounts', {
    summary: 'The demonstration accounts, listed only when demo data is loaded',
    response: demoAccountsResponse,
  }),
};
