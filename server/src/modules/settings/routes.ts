import type { FastifyInstance } from 'fastify';
import { settingsApi } from '@comptoir/core/modules/settings.routes';
import { implement } from '../../platform/routes';
import { clearSessionCookie, renewSessionToken } from '../../platform/auth/sessions';
import { t } from '../../platform/i18n';
import { removeStored } from '../demandes/files';
import { companyIdentityHandlers } from './company';
import { demoModeOf, leaveDemoMode } from './demo-mode';
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
  implement(app, settingsApi, {
    read: async ({ auth }) => getSettings(db, auth),
    update: async ({ auth, body }) => patchSettings(db, auth, body),
    // A new password or a change of two-factor sign-in renews the session's identifier.
    changePassword: async ({ auth, body, request, reply }) => {
      const endedSessions = await changePassword(db, throttle, auth, body);
      await renewSessionToken(db, request, reply, auth);
      return { endedSessions };
    },
    twoFactorSetup: async ({ auth }) => setupTwoFactor(db, auth),
    twoFactorEnable: async ({ auth, body, request, reply }) => {
      const recoveryCodes = await enableTwoFactor(db, throttle, auth, body.code);
      await renewSessionToken(db, request, reply, auth);
      return { recoveryCodes };
    },
    twoFactorDisable: async ({ auth, body, request, reply }) => {
      await disableTwoFactor(db, throttle, auth, body.code);
      await renewSessionToken(db, request, reply, auth);
      return { twoFactor: false as const };
    },
    recoveryCodes: async ({ auth, body }) => ({
      recoveryCodes: await regenerateRecoveryCodes(db, throttle, auth, body.code),
    }),
    ...companyIdentityHandlers(app),
    // Leaving demo mode (super administrators): the files go once the deletion is committed.
    demoMode: async (c) => demoModeOf(c),
    leaveDemo: async (c) => {
      const { answer, files } = await leaveDemoMode(c, c.body);
      await removeStored(app.storage, files);
      if (answer.signedOut) clearSessionCookie(c.request, c.reply);
      return { ...answer, message: t(c.request, 'settings.demo.left') };
    },
  });
}
