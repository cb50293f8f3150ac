import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { allowedModules } from '@comptoir/core/permissions';
import {
  LOGIN_CHALLENGE_MAX_ATTEMPTS,
  LOGIN_CHALLENGE_MINUTES,
  type Preferences,
  type SessionResponse,
} from '@comptoir/core/modules/auth';
import { DEFAULT_PASSWORD_EXPIRY, PASSWORD_EXPIRY_OPTIONS } from '@comptoir/core/modules/settings';
import type { Db } from '../../db/client';
import { recentDemoAccounts } from '../../db/seed/demo-accounts';
import { companies, loginChallenges, userCompanies, userSettings, users } from '../../db/schema/index';
import { subject, type AuthContext } from '../../platform/access';
import { AppError, validationFailed } from '../../platform/errors';
import type { ThrottleConfig } from '../../platform/config';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/auth/password';
import { passwordProblem } from '../../platform/auth/password-policy';
import {
  createSession,
  endAllSessionsOf,
  hashToken,
  newToken,
  securitySetting,
  type NewSession,
} from '../../platform/auth/sessions';
import { knownDevice } from '../../platform/auth/device';
import {
  countersLocked,
  countFailure,
  countSuccess,
  signInCounters,
  type SignInCounter,
} from '../../platform/auth/throttle';
import { verifySecondFactor } from '../../platform/auth/two-factor';
import { pick } from '../../platform/service';

/** Statuses that refuse sign-in whatever the password. */
const BLOCKED_STATUSES = new Set(['Inactive', 'Suspended']);

/** Where a sign-in step comes from: the client address, and the browser's device cookie if any. */
export interface SignInFrom {
  ip: string;
  userAgent: string | undefined;
  device: string | undefined;
}

export interface LoginInput extends SignInFrom {
  email: string;
  password: string;
  rememberMe: boolean;
}

/**
 * What a step of the sign-in gives: a session, or a challenge to carry to the next step
 * (second factor, then a new password when the old one has expired).
 */
export type LoginOutcome =
  | { kind: 'session'; session: NewSession }
  | { kind: 'challenge'; challenge: string; twoFactor: boolean; passwordExpired: boolean };

export const tooManyAttempts = () => new AppError(429, 'too_many_attempts', 'auth.errors.tooManyAttempts');
const challengeExpired = () => new AppError(401, 'challenge_expired', 'auth.errors.challengeExpired');

/** Days after which this user's password must be changed (their security setting, 90 by default). */
const passwordExpiryDays = (db: Db, userId: string): Promise<number> =>
  securitySetting(
    db,
    userId,
    userSettings.passwordExpiryDays,
    PASSWORD_EXPIRY_OPTIONS,
    DEFAULT_PASSWORD_EXPIRY,
  );

export async function isPasswordExpired(db: Db, userId: string, changedAt: Date): Promise<boolean> {
  const days = await passwordExpiryDays(db, userId);
  return changedAt.getTime() + days * 86_400_000 < Date.now();
}

/** Opens the session of a user who passed every step, and records last_sign_in_at. */
async function openSession(
  db: Db,
  userId: string,
  input: { rememberMe: boolean; ip: string; userAgent: string | undefined },
): Promise<NewSession> {
  const session = await createSession(db, userId, input);
  await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, userId));
  return session;
}

type SignInAccount = { email: string; userId: string | undefined };

/**
 * The throttle counters of a sign-in step on this account from where it comes: a browser known
 * to the account has its own, any other goes through the address pair's, account-wide and address's.
 */
async function countersOf(
  db: Db,
  throttle: ThrottleConfig,
  account: SignInAccount,
  from: SignInFrom,
): Promise<SignInCounter[]> {
  const device = account.userId ? await knownDevice(db, from.device, account.userId) : null;
  return signInCounters(db, throttle, { email: account.email, ip: from.ip, device });
}

/** countersOf, or 429 when one of them is locked. */
async function unlockedCounters(
  db: Db,
  throttle: ThrottleConfig,
  account: SignInAccount,
  from: SignInFrom,
): Promise<SignInCounter[]> {
  const counters = await countersOf(db, throttle, account, from);
  if (await countersLocked(db, counters)) throw tooManyAttempts();
  return counters;
}

/**
 * Checks, in order: throttling (429), credentials (401, counted), e-mail confirmation (403),
 * active account (403). Then, when two-factor sign-in is on or the password has expired, answers
 * a challenge (no session yet); otherwise opens a new session and records last_sign_in_at.
 */
export async function login(db: Db, throttle: ThrottleConfig, input: LoginInput): Promise<LoginOutcome> {
  // The user is looked up before the throttle check: a device cookie counts only for its user.
  const [user] = await db
    .select(
      pick(users, [
        'id',
        'passwordHash',
        'isActive',
        'status',
        'emailConfirmedAt',
        'passwordChangedAt',
        'totpSecret',
        'totpEnabledAt',
      ]),
    )
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email.trim().toLowerCase()}`)
    .limit(1);
  const counters = await unlockedCounters(db, throttle, { email: input.email, userId: user?.id }, input);

  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await burnPasswordCheck(input.password), false);
  if (!user || !valid) {
    await countFailure(db, counters);
    throw new AppError(401, 'invalid_credentials', 'auth.errors.invalidCredentials');
  }
  if (!user.emailConfirmedAt) {
    throw new AppError(403, 'email_not_confirmed', 'auth.errors.emailNotConfirmed');
  }
  if (!user.isActive || BLOCKED_STATUSES.has(user.status)) {
    throw new AppError(403, 'account_inactive', 'auth.errors.accountInactive');
  }
  const twoFactor = Boolean(user.totpEnabledAt && user.totpSecret);
  const passwordExpired = await isPasswordExpired(db, user.id, user.passwordChangedAt);
  if (twoFactor || passwordExpired) {
    const challenge = newToken();
    await db.insert(loginChallenges).values({
      userId: user.id,
      tokenHash: hashToken(challenge),
      rememberMe: input.rememberMe ? 1 : 0,
      needsTwoFactor: twoFactor,
      needsPasswordChange: passwordExpired,
      expiresAt: new Date(Date.now() + LOGIN_CHALLENGE_MINUTES * 60_000),
      ip: input.ip,
    });
    // Failures are forgotten only once every step has passed: wrong second factors given after
    // a right password keep counting.
    return { kind: 'challenge', challenge, twoFactor, passwordExpired };
  }
  await countSuccess(db, counters);
  return { kind: 'session', session: await openSession(db, user.id, input) };
}

/** A live challenge (not expired, user still allowed in), or 401 challenge_expired. */
async function loadChallenge(db: Db, token: string) {
  const [row] = await db
    .select({
      ...pick(loginChallenges, ['id', 'userId', 'rememberMe', 'needsTwoFactor', 'needsPasswordChange']),
      ...pick(users, ['email', 'passwordHash', 'totpSecret', 'totpEnabledAt', 'status']),
    })
    .from(loginChallenges)
    .innerJoin(users, eq(users.id, loginChallenges.userId))
    .where(
      and(
        eq(loginChallenges.tokenHash, hashToken(token)),
        gt(loginChallenges.expiresAt, sql`now()`),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  if (!row || BLOCKED_STATUSES.has(row.status)) throw challengeExpired();
  return row;
}

export interface ChallengeInput extends SignInFrom {
  challenge: string;
}

/**
 * The second step of a two-factor sign-in: a TOTP code (not replayed) or an unused recovery code.
 * A wrong code counts against the challenge (LOGIN_CHALLENGE_MAX_ATTEMPTS, then it is gone) and
 * against the sign-in throttle like a wrong password. Then a session, or the expired-password step.
 */
export async function completeTwoFactor(
  db: Db,
  throttle: ThrottleConfig,
  input: ChallengeInput & { code: string },
): Promise<LoginOutcome> {
  const c = await loadChallenge(db, input.challenge);
  if (!c.needsTwoFactor) throw challengeExpired();
  const counters = await unlockedCounters(db, throttle, { email: c.email, userId: c.userId }, input);
  const passed =
    c.totpSecret && c.totpEnabledAt
      ? await verifySecondFactor(db, { id: c.userId, totpSecret: c.totpSecret }, input.code)
      : null;
  if (!passed) {
    await countFailure(db, counters);
    const [row] = await db
      .update(loginChallenges)
      .set({ attempts: sql`${loginChallenges.attempts} + 1` })
      .where(eq(loginChallenges.id, c.id))
      .returning({ attempts: loginChallenges.attempts });
    if (!row || row.attempts >= LOGIN_CHALLENGE_MAX_ATTEMPTS) {
      await db.delete(loginChallenges).where(eq(loginChallenges.id, c.id));
      throw new AppError(429, 'too_many_code_attempts', 'auth.errors.tooManyCodeAttempts');
    }
    throw new AppError(401, 'invalid_code', 'auth.errors.invalidCode');
  }
  await countSuccess(db, counters);
  if (c.needsPasswordChange) {
    // The next step gets a new token: the one that passed the second factor is spent.
    const challenge = newToken();
    const moved = await db
      .update(loginChallenges)
      .set({ needsTwoFactor: false, tokenHash: hashToken(challenge) })
      .where(and(eq(loginChallenges.id, c.id), eq(loginChallenges.needsTwoFactor, true)))
      .returning({ id: loginChallenges.id });
    if (moved.length === 0) throw challengeExpired();
    return { kind: 'challenge', challenge, twoFactor: false, passwordExpired: true };
  }
  const spent = await db
    .delete(loginChallenges)
    .where(eq(loginChallenges.id, c.id))
    .returning({ id: loginChallenges.id });
  if (spent.length === 0) throw challengeExpired();
  return {
    kind: 'session',
    session: await openSession(db, c.userId, { ...input, rememberMe: c.rememberMe === 1 }),
  };
}

/**
 * The expired-password step: the policy applies and the new password must differ from the old
 * one. Sets it (password_changed_at = now), ends the user's other sessions and opens a new one.
 */
export async function completePasswordChange(
  db: Db,
  throttle: ThrottleConfig,
  input: ChallengeInput & { newPassword: string },
): Promise<NewSession> {
  const c = await loadChallenge(db, input.challenge);
  if (c.needsTwoFactor || !c.needsPasswordChange) throw challengeExpired();
  const problem = passwordProblem(input.newPassword);
  if (problem) throw validationFailed({ newPassword: problem });
  if (await verifyPassword(c.passwordHash, input.newPassword)) {
    throw validationFailed({ newPassword: 'auth.validation.passwordSameAsOld' });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const spent = await db
    .delete(loginChallenges)
    .where(eq(loginChallenges.id, c.id))
    .returning({ id: loginChallenges.id });
  if (spent.length === 0) throw challengeExpired();
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, c.userId));
  await endAllSessionsOf(db, c.userId);
  await countSuccess(db, await countersOf(db, throttle, { email: c.email, userId: c.userId }, input));
  return openSession(db, c.userId, { ...input, rememberMe: c.rememberMe === 1 });
}

function prepareAllCompanies(db: Db) {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .orderBy(asc(companies.name))
    .prepare('companies_all');
}
function prepareGrantedCompanies(db: Db) {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(userCompanies)
    .innerJoin(companies, eq(companies.id, userCompanies.companyId))
    .where(eq(userCompanies.userId, sql.placeholder('userId')))
    .orderBy(asc(companies.name))
    .prepare('companies_granted');
}
const companyQueries = new WeakMap<
  Db,
  { all: ReturnType<typeof prepareAllCompanies>; granted: ReturnType<typeof prepareGrantedCompanies> }
>();

/** The companies a user works with: all for super admins, else those granted. */
export async function companiesOf(db: Db, auth: AuthContext): Promise<{ id: string; name: string }[]> {
  let queries = companyQueries.get(db);
  if (!queries) {
    queries = { all: prepareAllCompanies(db), granted: prepareGrantedCompanies(db) };
    companyQueries.set(db, queries);
  }
  if (auth.user.isSuperAdmin) return queries.all.execute();
  // Read with the session (readSession) when the context comes from a request.
  if (auth.user.companies) return [...auth.user.companies];
  return queries.granted.execute({ userId: auth.user.id });
}

export async function sessionPayload(db: Db, auth: AuthContext): Promise<SessionResponse> {
  const { user, session } = auth;
  // A browser session slides: it ends after the idle timeout unless used again.
  const idleEnd =
    session.idleTimeoutMinutes === null
      ? session.expiresAt
      : new Date(Math.min(session.expiresAt.getTime(), Date.now() + session.idleTimeoutMinutes * 60_000));
  const [granted, demoAccounts] = await Promise.all([companiesOf(db, auth), recentDemoAccounts(db)]);
  return {
    user: {
      id: user.id,
      email: user.email,
      full_name: user.fullName,
      phone: user.phone,
      is_super_admin: user.isSuperAdmin,
      role: user.role,
      status: user.status,
      modules: allowedModules(subject(user)),
      companies: granted,
      preferences: user.preferences,
    },
    session: {
      expiresAt: idleEnd.toISOString(),
      rememberMe: session.rememberMe,
      idleTimeoutMinutes: session.idleTimeoutMinutes,
    },
    demoAccounts,
  };
}

export async function updatePreferences(db: Db, userId: string, prefs: Preferences): Promise<void> {
  const clean = Object.fromEntries(Object.entries(prefs).filter(([, v]) => v !== undefined));
  await db
    .update(users)
    .set({ preferences: sql`${users.preferences} || ${JSON.stringify(clean)}::jsonb`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
