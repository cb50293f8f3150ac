import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { DEFAULT_IDLE_TIMEOUT_MINUTES, REMEMBER_ME_DAYS } from '@comptoir/core/modules/auth';
import { SESSION_TIMEOUT_OPTIONS } from '@comptoir/core/modules/settings';
import { isRole, USER_STATUSES, type UserStatus } from '@comptoir/core/permissions';
import { companies, sessions, userCompanies, userSettings, users } from '../../db/schema/index';
import type { Db } from '../../db/client';
import type { AuthContext } from './context';
import { pick } from '../service';

export const SESSION_COOKIE = 'comptoir_session';
/** Absolute life of a session without 'remember me' (its idle timeout usually ends it first). */
export const BROWSER_SESSION_MAX_HOURS = 12;
/** last_seen_at is written at most this often per session, so reads stay reads. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

/** 256 bits from the OS's CSPRNG, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewSession {
  token: string;
  id: string;
  expiresAt: Date;
  rememberMe: boolean;
  idleTimeoutMinutes: number | null;
}

/**
 * The idle timeout the user chose in their security settings (15, 30, 60, 120 or 480 minutes),
 * 30 when they never chose one. It applies to sessions opened from then on.
 */
export const sessionTimeoutOf = (db: Db, userId: string): Promise<number> =>
  securitySetting(
    db,
    userId,
    userSettings.sessionTimeoutMinutes,
    SESSION_TIMEOUT_OPTIONS,
    DEFAULT_IDLE_TIMEOUT_MINUTES,
  );

/** A user's security setting `column` (user_settings) when it is one of `options`, else `fallback`. */
export async function securitySetting(
  db: Db,
  userId: string,
  column: typeof userSettings.sessionTimeoutMinutes | typeof userSettings.passwordExpiryDays,
  options: readonly number[],
  fallback: number,
): Promise<number> {
  const [row] = await db
    .select({ value: column })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .limit(1);
  const value = row?.value;
  return value !== undefined && options.includes(value) ? value : fallback;
}

export async function createSession(
  db: Db,
  userId: string,
  options: { rememberMe: boolean; ip: string | undefined; userAgent: string | undefined },
): Promise<NewSession> {
  const token = newToken();
  const now = Date.now();
  const idleTimeoutMinutes = options.rememberMe ? null : await sessionTimeoutOf(db, userId);
  const expiresAt = options.rememberMe
    ? new Date(now + REMEMBER_ME_DAYS * 24 * 3600_000)
    : new Date(now + BROWSER_SESSION_MAX_HOURS * 3600_000);
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      rememberMe: options.rememberMe,
      idleTimeoutMinutes,
      expiresAt,
      ip: options.ip ?? null,
      userAgent: options.userAgent?.slice(0, 512) ?? null,
    })
    .returning({ id: sessions.id });
  return { token, id: row!.id, expiresAt, rememberMe: options.rememberMe, idleTimeoutMinutes };
}

/**
 * The cookie goes only over https when the request came over https, or when the app's public
 * address is https (behind a proxy that does not say so, the cookie still never travels in clear).
 */
function secureCookie(request: FastifyRequest): boolean {
  return request.protocol === 'https' || /^https:/i.test(request.server.config?.publicUrl ?? '');
}

/** The options of Comptoir's cookies: the whole site, HttpOnly, SameSite=Lax, Secure as above. */
export function cookieOptions(request: FastifyRequest) {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookie(request) } as const;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, s: NewSession): void {
  reply.setCookie(SESSION_COOKIE, s.token, {
    ...cookieOptions(request),
    // Without 'remember me' the cookie lives as long as the browser session.
    ...(s.rememberMe ? { expires: s.expiresAt } : {}),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}

const RESOLVED = Symbol('comptoir.sessionResolved');
type Memo = { [RESOLVED]?: Promise<AuthContext | null> };

/** Reads the session cookie and returns the signed-in user, once per request. */
export function resolveSession(request: FastifyRequest): Promise<AuthContext | null> {
  const memo = request as unknown as Memo;
  memo[RESOLVED] ??= readSession(request.server.db, request.cookies[SESSION_COOKIE]);
  return memo[RESOLVED];
}

/** Finds the live session of a token (not expired, not idle, user active), sliding its idle time. */
const sessionReaders = new WeakMap<Db, SessionReader>();
/**
 * Built once per database: no per-request SQL building, and a named (server-side) statement on pg.
 * It reads the sessions of several token hashes at once (SessionReader).
 */
function prepareReadSession(db: Db) {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      sessionId: sessions.id,
      ...pick(sessions, ['rememberMe', 'idleTimeoutMinutes', 'lastSeenAt', 'expiresAt']),
      userId: users.id,
      ...pick(users, [
        'email',
        'fullName',
        'phone',
        'role',
        'status',
        'isSuperAdmin',
        'modules',
        'preferences',
      ]),
      // The granted companies in the same round trip: the scoped lists and the session route need
      // them, and a query of their own cost each session route call a second one.
      granted: sql<
        { id: string; name: string }[]
      >`(select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name)
        order by c.name), '[]'::json) from ${userCompanies} uc join ${companies} c on c.id = uc.company_id
        where uc.user_id = ${users.id})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`,
        gt(sessions.expiresAt, sql`now()`),
        eq(users.isActive, true),
      ),
    )
    .prepare('read_sessions');
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof prepareReadSession>['execute']>>[number];

/** Token hashes read together at most: the batch a query asks for when many requests wait. */
const SESSION_BATCH = 64;

/**
 * Every request reads its session: one query a request, under load, spent a quarter of the
 * process's time writing queries to PostgreSQL's socket (the bench's session route, 50
 * connections). A read is sent at once when none is on its way; those asked meanwhile wait for it
 * and are then read together, in one query (decision 0062). Each batch's query starts after its
 * requests arrived, so none reads a session as it was before it was asked.
 */
class SessionReader {
  private readonly query: ReturnType<typeof prepareReadSession>;
  private waiting: {
    hash: string;
    resolve: (row: SessionRow | undefined) => void;
    reject: (e: unknown) => void;
  }[] = [];
  private reading = false;

  constructor(db: Db) {
    this.query = prepareReadSession(db);
  }

  read(hash: string): Promise<SessionRow | undefined> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ hash, resolve, reject });
      if (!this.reading) this.next();
    });
  }

  private next(): void {
    const batch = this.waiting.splice(0, SESSION_BATCH);
    this.reading = batch.length > 0;
    if (!this.reading) return;
    // Through a promise, so that a query failing as it is sent fails its batch, not the reader.
    Promise.resolve({ tokenHashes: [...new Set(batch.map((b) => b.hash))] })
      .then((params) => this.query.execute(params))
      .then(
        (rows) => {
          const byHash = new Map(rows.map((r) => [r.tokenHash, r]));
          for (const b of batch) b.resolve(byHash.get(b.hash));
        },
        (err: unknown) => {
          for (const b of batch) b.reject(err);
        },
      )
      .finally(() => this.next());
  }
}

export async function readSession(db: Db, token: string | undefined): Promise<AuthContext | null> {
  if (!token || token.length > 128) return null;
  let reader = sessionReaders.get(db);
  if (!reader) sessionReaders.set(db, (reader = new SessionReader(db)));
  const row = await reader.read(hashToken(token));
  if (!row) return null;
  const now = Date.now();
  if (row.idleTimeoutMinutes !== null && row.lastSeenAt.getTime() + row.idleTimeoutMinutes * 60_000 < now) {
    await db.delete(sessions).where(eq(sessions.id, row.sessionId));
    return null;
  }
  if (now - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, row.sessionId));
  }
  const status: UserStatus = (USER_STATUSES as readonly string[]).includes(row.status)
    ? (row.status as UserStatus)
    : 'Active';
  return {
    user: {
      id: row.userId,
      email: row.email,
      fullName: row.fullName,
      phone: row.phone,
      role: isRole(row.role) ? row.role : 'Viewer',
      status,
      isSuperAdmin: row.isSuperAdmin,
      modules: row.modules,
      preferences: row.preferences,
      // Not as companyIds: a request that grants a company (creating one) reads it through
      // companyScope's subquery; the read-only lists take the ids from here (withCompanyIds).
      companies: row.granted,
    },
    session: {
      id: row.sessionId,
      rememberMe: row.rememberMe,
      idleTimeoutMinutes: row.idleTimeoutMinutes,
      expiresAt: row.expiresAt,
    },
  };
}

/** Ends sessions: this one, all of the user's, or all of the user's but this one. */
export async function endSessions(
  db: Db,
  auth: AuthContext,
  scope: 'local' | 'global' | 'others',
): Promise<number> {
  const where =
    scope === 'local'
      ? eq(sessions.id, auth.session.id)
      : scope === 'global'
        ? eq(sessions.userId, auth.user.id)
        : and(eq(sessions.userId, auth.user.id), ne(sessions.id, auth.session.id));
  const removed = await db.delete(sessions).where(where).returning({ id: sessions.id });
  return removed.length;
}

/**
 * Gives the caller's session a new identifier (its cookie's token) and sets the cookie: the
 * session keeps its expiry and options, the old token stops working at once. Done when what the
 * session stands for changes (a new password, two-factor sign-in turned on or off), so a token
 * read before the change is worth nothing after it (OWASP session management: renew the ID on
 * any privilege change).
 */
export async function renewSessionToken(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  auth: AuthContext,
): Promise<void> {
  const token = newToken();
  await db
    .update(sessions)
    .set({ tokenHash: hashToken(token) })
    .where(eq(sessions.id, auth.session.id));
  setSessionCookie(request, reply, {
    token,
    id: auth.session.id,
    expiresAt: auth.session.expiresAt,
    rememberMe: auth.session.rememberMe,
    idleTimeoutMinutes: auth.session.idleTimeoutMinutes,
  });
}

/** Ends every session of a user at once (deactivation, deletion, password reset). */
export async function endAllSessionsOf(db: Db, userId: string): Promise<number> {
  const removed = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return removed.length;
}
