import { asc, eq, sql } from 'drizzle-orm';
import { allowedModules } from '@comptoir/core/permissions';
import type { Preferences, SessionResponse } from '@comptoir/core/modules/auth';
import type { Db } from '../../db/client';
import { companies, userCompanies, users } from '../../db/schema/index';
import { subject, type AuthContext } from '../../platform/access';
import { AppError } from '../../platform/errors';
import type { ThrottleConfig } from '../../platform/config';
import { burnPasswordCheck, verifyPassword } from '../../platform/auth/password';
import { createSession, type NewSession } from '../../platform/auth/sessions';
import { accountKey, addressKey, clearFailures, isLocked, recordFailure } from '../../platform/auth/throttle';

/** Statuses that refuse sign-in whatever the password. */
const BLOCKED_STATUSES = new Set(['Inactive', 'Suspended']);

export interface LoginInput {
  email: string;
  password: string;
  rememberMe: boolean;
  ip: string;
  userAgent: string | undefined;
}

/**
 * Checks, in order: throttling (429), credentials (401, counted), e-mail confirmation (403),
 * active account (403); then opens a new session and records last_sign_in_at.
 */
export async function login(db: Db, throttle: ThrottleConfig, input: LoginInput): Promise<NewSession> {
  const keys = { account: accountKey(input.email), address: addressKey(input.ip) };
  if (await isLocked(db, [keys.account, keys.address])) {
    throw new AppError(429, 'too_many_attempts', 'auth.errors.tooManyAttempts');
  }
  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
      status: users.status,
      emailConfirmedAt: users.emailConfirmedAt,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email.trim().toLowerCase()}`)
    .limit(1);

  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await burnPasswordCheck(input.password), false);
  if (!user || !valid) {
    await recordFailure(db, keys.account, throttle.maxFailuresPerAccount, throttle);
    await recordFailure(db, keys.address, throttle.maxFailuresPerAddress, throttle);
    throw new AppError(401, 'invalid_credentials', 'auth.errors.invalidCredentials');
  }
  if (!user.emailConfirmedAt) {
    throw new AppError(403, 'email_not_confirmed', 'auth.errors.emailNotConfirmed');
  }
  if (!user.isActive || BLOCKED_STATUSES.has(user.status)) {
    throw new AppError(403, 'account_inactive', 'auth.errors.accountInactive');
  }
  await clearFailures(db, keys.account);
  const session = await createSession(db, user.id, {
    rememberMe: input.rememberMe,
    ip: input.ip,
    userAgent: input.userAgent,
  });
  await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, user.id));
  return session;
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
  return auth.user.isSuperAdmin ? queries.all.execute() : queries.granted.execute({ userId: auth.user.id });
}

export async function sessionPayload(db: Db, auth: AuthContext): Promise<SessionResponse> {
  const { user, session } = auth;
  // A browser session slides: it ends after the idle timeout unless used again.
  const idleEnd =
    session.idleTimeoutMinutes === null
      ? session.expiresAt
      : new Date(Math.min(session.expiresAt.getTime(), Date.now() + session.idleTimeoutMinutes * 60_000));
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
      companies: await companiesOf(db, auth),
      preferences: user.preferences,
    },
    session: {
      expiresAt: idleEnd.toISOString(),
      rememberMe: session.rememberMe,
      idleTimeoutMinutes: session.idleTimeoutMinutes,
    },
  };
}

export async function updatePreferences(db: Db, userId: string, prefs: Preferences): Promise<void> {
  const clean = Object.fromEntries(Object.entries(prefs).filter(([, v]) => v !== undefined));
  await db
    .update(users)
    .set({ preferences: sql`${users.preferences} || ${JSON.stringify(clean)}::jsonb`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
