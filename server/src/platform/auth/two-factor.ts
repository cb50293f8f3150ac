import { randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT } from '@comptoir/core/modules/settings';
import type { Db } from '../../db/client';
import { totpRecoveryCodes, userSettings } from '../../db/schema/index';
import { hashToken } from './sessions';

/**
 * Two-factor sign-in with TOTP (RFC 6238): SHA-1, 6 digits, 30-second steps, one step of
 * tolerance either side. A code is accepted once: the last accepted step is kept per user.
 * Recovery codes are single use and stored hashed. See docs/decisions/0008-two-factor-and-recovery.md.
 */
export const TOTP_ISSUER = 'Comptoir';
export const TOTP_PERIOD = 30;
export const TOTP_DIGITS = 6;
export const TOTP_WINDOW = 1;

/** The clock TOTP codes are checked against (milliseconds). Tests fix it. */
let clock: () => number = () => Date.now();
export function setTotpClock(now: (() => number) | null): void {
  clock = now ?? (() => Date.now());
}
export function totpNow(): number {
  return clock();
}

function totp(secret: string, label = ''): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** A new 160-bit secret, base32. */
export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

export function totpUri(secret: string, email: string): string {
  return totp(secret, email).toString();
}

export function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

/** The code of a secret at a moment (tests and the authenticator's side). */
export function totpCode(secret: string, timestamp: number): string {
  return totp(secret).generate({ timestamp });
}

/** The time step a code belongs to, if it is valid now (±1 step), else null. */
export function matchTotp(secret: string, code: string, now: number = totpNow()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const t = totp(secret);
  const delta = t.validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return null;
  return t.counter({ timestamp: now }) + delta;
}

/**
 * Records `step` as used, in one statement: succeeds only when it is later than the last step
 * used, so a code cannot be accepted twice (even by two requests at once).
 */
export async function consumeTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .insert(userSettings)
    .values({ userId, totpLastStep: step })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { totpLastStep: step },
      setWhere: sql`${userSettings.totpLastStep} is null or ${userSettings.totpLastStep} < ${step}`,
    })
    .returning({ userId: userSettings.userId });
  return rows.length > 0;
}

export async function resetTotpSteps(db: Db, userId: string): Promise<void> {
  await db.update(userSettings).set({ totpLastStep: null }).where(eq(userSettings.userId, userId));
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** 'xxxxx-xxxxx' from a 31-letter alphabet without look-alikes (about 50 bits). */
function recoveryCode(): string {
  let out = '';
  for (let i = 0; i < 10; i += 1) {
    out += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
    if (i === 4) out += '-';
  }
  return out;
}

export function normalizeRecoveryCode(code: string): string {
  return code.trim().toLowerCase().replace(/[\s-]/g, '');
}

function hashRecoveryCode(code: string): string {
  return hashToken(`recovery:${normalizeRecoveryCode(code)}`);
}

/** Replaces the user's recovery codes with new ones and returns them (shown once). */
export async function replaceRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  await db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
  await db
    .insert(totpRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

export async function deleteRecoveryCodes(db: Db, userId: string): Promise<void> {
  await db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
}

/** Uses a recovery code: true once per code. */
export async function consumeRecoveryCode(db: Db, userId: string, code: string): Promise<boolean> {
  const normalized = normalizeRecoveryCode(code);
  if (normalized.length !== 10) return false;
  const rows = await db
    .update(totpRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(totpRecoveryCodes.userId, userId),
        eq(totpRecoveryCodes.codeHash, hashRecoveryCode(normalized)),
        isNull(totpRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: totpRecoveryCodes.id });
  return rows.length > 0;
}

export async function remainingRecoveryCodes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(totpRecoveryCodes)
    .where(and(eq(totpRecoveryCodes.userId, userId), isNull(totpRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/**
 * Checks a second factor: a TOTP code of the secret (not replayed) or, when allowed, an unused
 * recovery code (then spent).
 */
export async function verifySecondFactor(
  db: Db,
  user: { id: string; totpSecret: string },
  code: string,
  options: { allowRecoveryCode: boolean } = { allowRecoveryCode: true },
): Promise<'totp' | 'recovery' | null> {
  const trimmed = code.trim().replace(/\s/g, '');
  if (/^\d{6}$/.test(trimmed)) {
    const step = matchTotp(user.totpSecret, trimmed);
    if (step === null) return null;
    return (await consumeTotpStep(db, user.id, step)) ? 'totp' : null;
  }
  if (options.allowRecoveryCode && (await consumeRecoveryCode(db, user.id, trimmed))) return 'recovery';
  return null;
}
