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
import { access, defineRoute } from '../../platform/http';
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
 * is declared `module('settings', 'read')`. The settings module is required (spec 000 §2: /settings
 * needs it), but the role's actions do not apply: a Viewer, who may only read inside the modules
 * they have, must still be able to change their own password, turn on two-factor sign-in or pick a
 * session timeout. See docs/decisions/0007-personal-settings-access.md.
 */
const OWN_SETTINGS = access.module('settings', 'read');

export function settingsRoutes(app: FastifyInstance): void {
  const { db } = app;
  const throttle = app.config.throttle;
  const errors = { 400: apiError, 401: apiError, 403: apiError };

  defineRoute(app, {
    method: 'GET',
    url: '/api/settings',
    access: OWN_SETTINGS,
    summary: "The signed-in user's settings: profile, notifications, security, appearance",
    tags: ['settings'],
    response: { 200: settingsResponse, ...errors },
    handler: async ({ auth }) => getSettings(db, auth),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/settings',
    access: OWN_SETTINGS,
    summary:
      "Saves part of the signed-in user's settings (profile, notifications, session timeout, password expiry)",
    tags: ['settings'],
    body: settingsPatch,
    response: { 200: settingsResponse, ...errors },
    handler: async ({ auth, body }) => patchSettings(db, auth, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/settings/password',
    access: OWN_SETTINGS,
    summary: "Changes the signed-in user's password (the current one is required); ends their other sessions",
    tags: ['settings'],
    body: changePasswordBody,
    response: { 200: passwordChangedResponse, ...errors, 429: apiError },
    handler: async ({ auth, body }) => ({ endedSessions: await changePassword(db, throttle, auth, body) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/settings/two-factor/setup',
    access: OWN_SETTINGS,
    summary: 'Starts two-factor enrolment: a new secret, its otpauth URI and QR code (SVG)',
    tags: ['settings'],
    response: { 200: twoFactorSetupResponse, ...errors, 409: apiError },
    handler: async ({ auth }) => setupTwoFactor(db, auth),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/settings/two-factor/enable',
    access: OWN_SETTINGS,
    summary: 'Turns two-factor sign-in on with a code of the pending secret; returns 10 recovery codes',
    tags: ['settings'],
    body: twoFactorCodeBody,
    response: { 200: recoveryCodesResponse, ...errors, 409: apiError, 429: apiError },
    handler: async ({ auth, body }) => ({
      recoveryCodes: await enableTwoFactor(db, throttle, auth, body.code),
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/settings/two-factor/disable',
    access: OWN_SETTINGS,
    summary: 'Turns two-factor sign-in off (a TOTP code or a recovery code is required)',
    tags: ['settings'],
    body: twoFactorCodeBody,
    response: { 200: z.object({ twoFactor: z.literal(false) }), ...errors, 409: apiError, 429: apiError },
    handler: async ({ auth, body }) => {
      await disableTwoFactor(db, throttle, auth, body.code);
      return { twoFactor: false as const };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/settings/two-factor/recovery-codes',
    access: OWN_SETTINGS,
    summary: 'Replaces the recovery codes (a TOTP code or a recovery code is required)',
    tags: ['settings'],
    body: twoFactorCodeBody,
    response: { 200: recoveryCodesResponse, ...errors, 409: apiError, 429: apiError },
    handler: async ({ auth, body }) => ({
      recoveryCodes: await regenerateRecoveryCodes(db, throttle, auth, body.code),
    }),
  });
}
