import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATIONS,
  DEFAULT_PASSWORD_EXPIRY,
  DEFAULT_SESSION_TIMEOUT,
  type SettingsPatch,
  type SettingsResponse,
  type TwoFactorSetupResponse,
} from '@comptoir/core/modules/settings';
import type { Db } from '../../db/client';
import { userSettings, users } from '../../db/schema/index';
import type { AuthContext } from '../../platform/access';
import type { ThrottleConfig } from '../../platform/config';
import { AppError, conflict, validationFailed } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import { passwordProblem } from '../../platform/auth/password-policy';
import { endSessions } from '../../platform/auth/sessions';
import { isLocked, reauthKey, recordFailure } from '../../platform/auth/throttle';
import {
  consumeTotpStep,
  deleteRecoveryCodes,
  matchTotp,
  newTotpSecret,
  replaceRecoveryCodes,
  resetTotpSteps,
  totpQrSvg,
  totpUri,
  verifySecondFactor,
} from '../../platform/auth/two-factor';
import { pick } from '../../platform/service';

const tooManyAttempts = () => new AppError(429, 'too_many_attempts', 'settings.errors.tooManyAttempts');

export async function getSettings(db: Db, auth: AuthContext): Promise<SettingsResponse> {
  const [row] = await db
    .select({
      ...pick(users, ['fullName', 'phone', 'email', 'preferences', 'totpEnabledAt']),
      notifications: userSettings.notifications,
      sessionTimeout: userSettings.sessionTimeoutMinutes,
      passwordExpiry: userSettings.passwordExpiryDays,
    })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.id, auth.user.id))
    .limit(1);
  if (!row) throw new AppError(401, 'unauthenticated', 'errors.unauthenticated');
  return {
    profile: { fullName: row.fullName, phone: row.phone, email: row.email },
    notifications: { ...DEFAULT_NOTIFICATIONS, ...(row.notifications ?? {}) },
    security: {
      twoFactor: row.totpEnabledAt !== null,
      sessionTimeout: row.sessionTimeout ?? DEFAULT_SESSION_TIMEOUT,
      passwordExpiry: row.passwordExpiry ?? DEFAULT_PASSWORD_EXPIRY,
    },
    appearance: {
      theme: row.preferences.theme ?? 'light',
      language: row.preferences.language ?? 'fr',
    },
  };
}

/** Saves the parts given; the profile goes to the user record, the rest to user_settings. */
export async function patchSettings(
  db: Db,
  auth: AuthContext,
  patch: SettingsPatch,
): Promise<SettingsResponse> {
  const userId = auth.user.id;
  if (patch.profile && Object.keys(patch.profile).length > 0) {
    const { fullName, phone } = patch.profile;
    await db
      .update(users)
      .set({
        ...(fullName !== undefined ? { fullName: fullName.trim() } : {}),
        ...(phone !== undefined ? { phone: phone?.trim() ? phone.trim() : null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
  }
  const notifications = patch.notifications ?? {};
  const security = patch.security ?? {};
  if (Object.keys(notifications).length > 0 || Object.keys(security).length > 0) {
    const merged = Object.keys(notifications).length
      ? sql`coalesce(${userSettings.notifications}, ${JSON.stringify(DEFAULT_NOTIFICATIONS)}::jsonb) || ${JSON.stringify(notifications)}::jsonb`
      : undefined;
    await db
      .insert(userSettings)
      .values({
        userId,
        notifications: { ...DEFAULT_NOTIFICATIONS, ...notifications },
        ...(security.sessionTimeout !== undefined ? { sessionTimeoutMinutes: security.sessionTimeout } : {}),
        ...(security.passwordExpiry !== undefined ? { passwordExpiryDays: security.passwordExpiry } : {}),
      })
      .onConflictDoUpdate({
        target: userSettings.userId,
        set: {
          ...(merged ? { notifications: merged } : {}),
          ...(security.sessionTimeout !== undefined
            ? { sessionTimeoutMinutes: security.sessionTimeout }
            : {}),
          ...(security.passwordExpiry !== undefined ? { passwordExpiryDays: security.passwordExpiry } : {}),
          updatedAt: new Date(),
        },
      });
  }
  return getSettings(db, auth);
}

async function guard(db: Db, auth: AuthContext): Promise<string> {
  // Its own count, not the sign-in's: a lock others cause on signing in to the account does not
  // stop its signed-in user here, and a stolen session still cannot guess the password unchecked.
  const key = reauthKey(auth.user.email);
  if (await isLocked(db, [key])) throw tooManyAttempts();
  return key;
}

/**
 * Changes the password after checking the current one (a wrong one counts against the user's
 * re-authentication throttle, with wrong codes). The policy applies. Ends the user's other
 * sessions, keeps this one.
 */
export async function changePassword(
  db: Db,
  throttle: ThrottleConfig,
  auth: AuthContext,
  body: { currentPassword: string; newPassword: string },
): Promise<number> {
  const key = await guard(db, auth);
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, auth.user.id));
  if (!row || !(await verifyPassword(row.passwordHash, body.currentPassword))) {
    await recordFailure(db, key, throttle.maxFailuresPerAccount, throttle);
    throw new AppError(
      400,
      'invalid_current_password',
      'settings.errors.currentPasswordIncorrect',
      {},
      {
        currentPassword: 'settings.errors.currentPasswordIncorrect',
      },
    );
  }
  const problem = passwordProblem(body.newPassword);
  if (problem) throw validationFailed({ newPassword: problem });
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(body.newPassword),
      passwordChangedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, auth.user.id));
  return endSessions(db, auth, 'others');
}

async function totpState(db: Db, userId: string) {
  const [row] = await db
    .select({ secret: users.totpSecret, enabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { secret: null, enabledAt: null };
}

const alreadyEnabled = () => conflict('settings.errors.twoFactorAlreadyEnabled');
const notEnabled = () => conflict('settings.errors.twoFactorNotEnabled');
const wrongCode = () =>
  new AppError(400, 'invalid_code', 'auth.errors.invalidCode', {}, { code: 'auth.errors.invalidCode' });

/** Starts enrolment: a new pending secret (replacing any earlier pending one). */
export async function setupTwoFactor(db: Db, auth: AuthContext): Promise<TwoFactorSetupResponse> {
  const state = await totpState(db, auth.user.id);
  if (state.enabledAt) throw alreadyEnabled();
  const secret = newTotpSecret();
  await db.update(users).set({ totpSecret: secret, updatedAt: new Date() }).where(eq(users.id, auth.user.id));
  await resetTotpSteps(db, auth.user.id);
  const otpauthUri = totpUri(secret, auth.user.email);
  return { secret, otpauthUri, qrSvg: await totpQrSvg(otpauthUri) };
}

/** Confirms enrolment with a code of the pending secret; returns the recovery codes (shown once). */
export async function enableTwoFactor(
  db: Db,
  throttle: ThrottleConfig,
  auth: AuthContext,
  code: string,
): Promise<string[]> {
  const key = await guard(db, auth);
  const state = await totpState(db, auth.user.id);
  if (state.enabledAt) throw alreadyEnabled();
  if (!state.secret) throw conflict('settings.errors.twoFactorNoSetup');
  const step = matchTotp(state.secret, code.trim().replace(/\s/g, ''));
  if (step === null || !(await consumeTotpStep(db, auth.user.id, step))) {
    await recordFailure(db, key, throttle.maxFailuresPerAccount, throttle);
    throw wrongCode();
  }
  await db
    .update(users)
    .set({ totpEnabledAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, auth.user.id));
  return replaceRecoveryCodes(db, auth.user.id);
}

async function checkCode(db: Db, throttle: ThrottleConfig, auth: AuthContext, code: string): Promise<void> {
  const key = await guard(db, auth);
  const state = await totpState(db, auth.user.id);
  if (!state.enabledAt || !state.secret) throw notEnabled();
  const passed = await verifySecondFactor(db, { id: auth.user.id, totpSecret: state.secret }, code);
  if (!passed) {
    await recordFailure(db, key, throttle.maxFailuresPerAccount, throttle);
    throw wrongCode();
  }
}

/** Turns two-factor sign-in off, with a TOTP code or a recovery code. */
export async function disableTwoFactor(
  db: Db,
  throttle: ThrottleConfig,
  auth: AuthContext,
  code: string,
): Promise<void> {
  await checkCode(db, throttle, auth, code);
  await db
    .update(users)
    .set({ totpSecret: null, totpEnabledAt: null, updatedAt: new Date() })
    .where(eq(users.id, auth.user.id));
  await deleteRecoveryCodes(db, auth.user.id);
}

/** New recovery codes (the old ones stop working), with a TOTP code or a recovery code. */
export async function regenerateRecoveryCodes(
  db: Db,
  throttle: ThrottleConfig,
  auth: AuthContext,
  code: string,
): Promise<string[]> {
  await checkCode(db, throttle, auth, code);
  return replaceRecoveryCodes(db, auth.user.id);
}
