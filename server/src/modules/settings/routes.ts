import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiError } from '@comptoir/core/api';
import {
  changePasswordBody,
  passwordChangedResponse,
  recoveryCodesResponse,
  settingsPatch,
  settingsResponse,
  twoFactorCodeBody,
  twoFactorSetupResponse,
} from '@comptoir/core/modules/settings';
import { errorResponses, moduleRoutes } from '../../platform/routes';
import {
  changePassword,
  disableTwoFactor,
  enableTwoFactor,
  getSettings,
  patchSettings,
  regenerateRecoveryCodes,
  setupTwoFactor,
} from './service';

/**
 * Per-user settings, password change, two-factor enrolment (/api/settings/*).
 *
 * Access: every route here reads or changes the caller's OWN account, never anyone else's, so each
 * is declared with the action 'read' of the module `settings`. The settings module is required
 * (spec 000 §2: /settings needs it), but the role's actions do not apply: a Viewer, who may only
 * read inside the modules they have, must still be able to change their own password, turn on
 * two-factor sign-in or pick a session timeout. See docs/decisions/0007-personal-settings-access.md.
 */
export function settingsRoutes(app: FastifyInstance): void {
  const { db } = app;
  const throttle = app.config.throttle;
  const { route } = moduleRoutes(app, 'settings', {
    tags: ['settings'],
    errors: errorResponses(400, 401, 403),
  });

  route('GET', '/api/settings', {
    summary: "The signed-in user's settings: profile, notifications, security, appearance",
    response: { 200: settingsResponse },
    handler: async ({ auth }) => getSettings(db, auth),
  });

  route('PATCH', '/api/settings', {
    action: 'read',
    summary:
      "Saves part of the signed-in user's settings (profile, notifications, session timeout, password expiry)",
    body: settingsPatch,
    response: { 200: settingsResponse },
    handler: async ({ auth, body }) => patchSettings(db, auth, body),
  });

  route('POST', '/api/settings/password', {
    action: 'read',
    summary: "Changes the signed-in user's password (the current one is required); ends their other sessions",
    body: changePasswordBody,
    response: { 200: passwordChangedResponse, 429: apiError },
    handler: async ({ auth, body }) => ({ endedSessions: await changePassword(db, throttle, auth, body) }),
  });

  route('POST', '/api/settings/two-factor/setup', {
    action: 'read',
    summary: 'Starts two-factor enrolment: a new secret, its otpauth URI and QR code (SVG)',
    response: { 200: twoFactorSetupResponse, 409: apiError },
    handler: async ({ auth }) => setupTwoFactor(db, auth),
  });

  route('POST', '/api/settings/two-factor/enable', {
    action: 'read',
    summary: 'Turns two-factor sign-in on with a code of the pending secret; returns 10 recovery codes',
    body: twoFactorCodeBody,
    response: { 200: recoveryCodesResponse, 409: apiError, 429: apiError },
    handler: async ({ auth, body }) => ({
      recoveryCodes: await enableTwoFactor(db, throttle, auth, body.code),
    }),
  });

  route('POST', '/api/settings/two-factor/disable', {
    action: 'read',
    summary: 'Turns two-factor sign-in off (a TOTP code or a recovery code is required)',
    body: twoFactorCodeBody,
    response: { 200: z.object({ twoFactor: z.literal(false) }), 409: apiError, 429: apiError },
    handler: async ({ auth, body }) => {
      await disableTwoFactor(db, throttle, auth, body.code);
      return { twoFactor: false as const };
    },
  });

  route('POST', '/api/settings/two-factor/recovery-codes', {
    action: 'read',
    summary: 'Replaces the recovery codes (a TOTP code or a recovery code is required)',
    body: twoFactorCodeBody,
    response: { 200: recoveryCodesResponse, 409: apiError, 429: apiError },
    handler: async ({ auth, body }) => ({
      recoveryCodes: await regenerateRecoveryCodes(db, throttle, auth, body.code),
    }),
  });
}
