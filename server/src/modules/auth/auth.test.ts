import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { authThrottle, sessions, userCompanies, users } from '../../db/schema/index';
import { createCompany, createUser, setUserActive } from '../../db/seed/factories';
import { DEVICE_COOKIE } from '../../platform/auth/device';
import { hashToken, readSession } from '../../platform/auth/sessions';
import { withCompanyIds } from '../../platform/access';
import { accountKey, deviceKey, pairKey } from '../../platform/auth/throttle';
import { isSessionLive, signIn } from '../../../test/helpers';
import { useTestApp } from '../../../test/fixture';
import { setSessions } from '../../platform/testing';

const f = useTestApp();

const login = (payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  f.ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: payload as object,
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** The headers of a request with this session cookie, or of one without a session (null). */
const withCookie = (cookie: string | null) => (cookie === null ? {} : { cookie });

/** GET /api/auth/session with this cookie (none: without a session). */
const session = (cookie: string | null = null) =>
  f.ctx.app.inject({ url: '/api/auth/session', headers: withCookie(cookie) });

/** Whether GET /api/auth/session still finds this cookie's session. */
const sessionLive = (cookie: string) => isSessionLive(f.ctx.app, cookie);

const logout = (cookie: string | null, scope?: string) =>
  f.ctx.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: withCookie(cookie),
    payload: scope ? { scope } : {},
  });

const setPreferences = (cookie: string | null, payload: object) =>
  f.ctx.app.inject({ method: 'PATCH', url: '/api/auth/preferences', headers: withCookie(cookie), payload });

describe('POST /api/auth/login validation', () => {
  it.each([
    [{ email: '', password: '' }, 'email', "L'adresse email est requise"],
    [{ email: 'not-an-email', password: 'secret1' }, 'email', 'Veuillez entrer une adresse email valide'],
    [{ email: 'a@b.c', password: 'secret1' }, 'email', 'Veuillez entrer une adresse email valide'],
    [{ email: 'a@b.com', password: '' }, 'password', 'Le mot de passe est requis'],
    [
      { email: 'a@b.com', password: '12345' },
      'password',
      'Le mot de passe doit contenir au moins 6 caractères',
    ],
    [{ password: 'secret1' }, 'email', "L'adresse email est requise"],
  ])('refuses %j with the French message for %s', async (payload, field, message) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation');
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('answers in English when the app asks for it', async () => {
    const res = await login({ email: '', password: '' }, { 'x-comptoir-lang': 'en' });
    expect(res.json().error.fields.email).toBe('Email address is required');
  });

  it('refuses wrong types and non-JSON bodies with 4xx, never 500', async () => {
    for (const payload of [{ email: 42, password: ['x'] }, { email: null }, [1, 2], 'text']) {
      const res = await login(payload);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const broken = await f.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBe("Le corps de la requête n'est pas un JSON valide.");
  });
});

describe('sign-in', () => {
  it('signs in with any letter case of the e-mail, records last_sign_in_at, returns the session', async () => {
    const user = await createUser(f.db, {
      email: 'Marie.Dupont@Example.test',
      modules: ['tasks', 'products'],
    });
    const res = await login({ email: 'marie.dupont@EXAMPLE.test', password: user.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.email).toBe('Marie.Dupont@Example.test');
    expect(body.user.modules).toEqual(['tasks', 'products']);
    expect(body.user.is_super_admin).toBe(false);
    const [row] = await f.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.lastSignInAt).toBeInstanceOf(Date);
  });

  it('sets an HttpOnly SameSite=Lax cookie; remember me keeps it 30 days', async () => {
    const user = await createUser(f.db);
    const remembered = await login({ email: user.email, password: user.password, rememberMe: true });
    const cookie = remembered.cookies.find((c) => c.name === 'comptoir_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.value.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    const days = ((cookie.expires as Date).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(remembered.json().session.rememberMe).toBe(true);

    const browser = await login({ email: user.email, password: user.password });
    const browserCookie = browser.cookies.find((c) => c.name === 'comptoir_session')!;
    expect(browserCookie.expires).toBeUndefined();
    expect(browserCookie.maxAge).toBeUndefined();
    expect(browser.json().session.idleTimeoutMinutes).toBe(30);
  });

  it('gives a new token at every sign-in and stores only its hash', async () => {
    const user = await createUser(f.db);
    const a = await signIn(f.ctx.app, user.email, user.password);
    const b = await signIn(f.ctx.app, user.email, user.password);
    expect(a).not.toBe(b);
    const token = a.split('=')[1]!;
    const rows = await f.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.tokenHash)).toContain(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    const user = await createUser(f.db);
    const wrong = await login({ email: user.email, password: 'wrong-password' });
    const unknown = await login({ email: 'nobody@example.test', password: 'whatever1' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({
        code: 'invalid_credentials',
        message: 'Email ou mot de passe incorrect. Veuillez vérifier vos identifiants.',
      });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('refuses an unconfirmed e-mail with the specification message', async () => {
    const user = await createUser(f.db, { emailConfirmed: false });
    const res = await login({ email: user.email, password: user.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      'Email non confirmé. Veuillez vérifier votre boîte de réception et cliquer sur le lien de confirmation.',
    );
  });

  it('refuses an inactive or suspended user with a clear message', async () => {
    for (const spec of [{ isActive: false }, { status: 'Suspended' as const }]) {
      const user = await createUser(f.db, spec);
      const res = await login({ email: user.email, password: user.password });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('account_inactive');
      expect(res.json().error.message).toBe('Ce compte est désactivé. Contactez votre administrateur.');
    }
  });
});

describe('GET /api/auth/session', () => {
  it('answers 200 with null without a session or with a forged cookie: signed out is not an error', async () => {
    const none = await session();
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    const forged = await session('comptoir_session=forged-token-value');
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).toBeNull();
    // Other routes of a signed-in user still answer 401.
    const preferences = await f.ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/preferences',
      payload: {},
    });
    expect(preferences.statusCode).toBe(401);
    expect(preferences.json().error.code).toBe('unauthenticated');
  });

  it('returns the user with modules, companies, role, preferences and expiry', async () => {
    const user = await createUser(f.db, { modules: [], role: 'Viewer' });
    const cookie = await signIn(f.ctx.app, user.email, user.password);
    const res = await session(cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      id: user.id,
      email: user.email,
      full_name: user.fullName,
      role: 'Viewer',
      modules: ['dashboard'], // empty list: dashboard alone
      companies: [],
      preferences: {},
    });
    const minutes = (Date.parse(body.session.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it("lists the user's companies by name, read afresh at each call", async () => {
    const zeta = await createCompany(f.db, `Zeta ${crypto.randomUUID()}`);
    const alpha = await createCompany(f.db, `Alpha ${crypto.randomUUID()}`);
    const user = await createUser(f.db, { companyIds: [zeta.id, alpha.id] });
    const cookie = await signIn(f.ctx.app, user.email, user.password);
    expect((await session(cookie)).json().user.companies).toEqual([
      { id: alpha.id, name: alpha.name },
      { id: zeta.id, name: zeta.name },
    ]);
    // A grant taken away shows at the next call, and the scoped routes see the same list.
    await f.db.delete(userCompanies).where(eq(userCompanies.companyId, alpha.id));
    expect((await session(cookie)).json().user.companies).toEqual([{ id: zeta.id, name: zeta.name }]);
    const auth = await readSession(f.db, cookie.slice(cookie.indexOf('=') + 1));
    expect((await withCompanyIds(f.db, auth!)).user.companyIds).toEqual([zeta.id]);
  });

  it('reads sessions asked at once each as its own, a revoked or unknown one as none (batched reads)', async () => {
    const people = [await createUser(f.db), await createUser(f.db), await createUser(f.db)];
    const cookies: (string | null)[] = [];
    for (const p of people) cookies.push(await signIn(f.ctx.app, p.email, p.password));
    const gone = await createUser(f.db);
    const revoked = await signIn(f.ctx.app, gone.email, gone.password);
    expect((await logout(revoked)).statusCode).toBe(200);
    const asked = [...cookies, revoked, 'comptoir_session=unknown-token', null];
    const expected = [...people.map((p) => p.email), null, null, null];
    // Forty at once: the first is read alone, the others wait for it and are read together.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, k) => session(asked[k % asked.length]!)),
    );
    expect(
      answers.map((res) => (res.json() as { user?: { email: string } } | null)?.user?.email ?? null),
    ).toEqual(Array.from({ length: 40 }, (_, k) => expected[k % expected.length]));
  });

  it('ends a browser session after 30 idle minutes, but not a remembered one', async () => {
    const user = await createUser(f.db);
    const browser = await signIn(f.ctx.app, user.email, user.password);
    const remembered = await signIn(f.ctx.app, user.email, user.password, { rememberMe: true });
    await setSessions(f.db, user.id, { lastSeenAt: sql`now() - interval '31 minutes'` });
    expect(await sessionLive(browser)).toBe(false);
    expect(await sessionLive(remembered)).toBe(true);
  });

  it('keeps a browser session alive while it is used (the idle time slides)', async () => {
    const user = await createUser(f.db);
    const cookie = await signIn(f.ctx.app, user.email, user.password);
    await setSessions(f.db, user.id, { lastSeenAt: sql`now() - interval '20 minutes'` });
    expect(await sessionLive(cookie)).toBe(true);
    const [row] = await f.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(10_000);
  });

  it('refuses an expired remembered session', async () => {
    const user = await createUser(f.db);
    const cookie = await signIn(f.ctx.app, user.email, user.password, { rememberMe: true });
    await setSessions(f.db, user.id, { expiresAt: sql`now() - interval '1 second'` });
    expect(await sessionLive(cookie)).toBe(false);
  });

  it('ends every session of a user at once when they are deactivated or deleted', async () => {
    const user = await createUser(f.db);
    const cookies = [
      await signIn(f.ctx.app, user.email, user.password),
      await signIn(f.ctx.app, user.email, user.password, { rememberMe: true }),
    ];
    await setUserActive(f.db, user.id, false);
    for (const cookie of cookies) {
      expect(await sessionLive(cookie)).toBe(false);
    }
    const other = await createUser(f.db);
    const cookie = await signIn(f.ctx.app, other.email, other.password);
    await f.db.delete(users).where(eq(users.id, other.id));
    expect(await sessionLive(cookie)).toBe(false);
    expect(await f.db.select().from(sessions).where(eq(sessions.userId, other.id))).toHaveLength(0);
  });
});

describe('POST /api/auth/logout', () => {
  it('local ends this session only and clears the cookie', async () => {
    const user = await createUser(f.db);
    const a = await signIn(f.ctx.app, user.email, user.password);
    const b = await signIn(f.ctx.app, user.email, user.password);
    const res = await logout(a);
    expect(res.statusCode).toBe(200);
    expect(res.json().ended).toBe(1);
    const cleared = res.cookies.find((c) => c.name === 'comptoir_session')!;
    expect(cleared.value).toBe('');
    expect(await sessionLive(a)).toBe(false);
    expect(await sessionLive(b)).toBe(true);
  });

  it('others ends every other session and keeps this one', async () => {
    const user = await createUser(f.db);
    const a = await signIn(f.ctx.app, user.email, user.password);
    const b = await signIn(f.ctx.app, user.email, user.password);
    const c = await signIn(f.ctx.app, user.email, user.password);
    const res = await logout(a, 'others');
    expect(res.json().ended).toBe(2);
    expect(await sessionLive(a)).toBe(true);
    for (const cookie of [b, c]) {
      expect(await sessionLive(cookie)).toBe(false);
    }
  });

  it('global ends every session of the user', async () => {
    const user = await createUser(f.db);
    const a = await signIn(f.ctx.app, user.email, user.password);
    const b = await signIn(f.ctx.app, user.email, user.password);
    const res = await logout(a, 'global');
    expect(res.json().ended).toBe(2);
    expect(await sessionLive(b)).toBe(false);
  });

  it('refuses an unknown scope and answers without a session', async () => {
    const bad = await logout(null, 'everyone');
    expect(bad.statusCode).toBe(400);
    const anonymous = await logout(null);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().ended).toBe(0);
  });
});

describe('PATCH /api/auth/preferences', () => {
  it('saves language and theme and returns them in the session', async () => {
    const user = await createUser(f.db);
    const cookie = await signIn(f.ctx.app, user.email, user.password);
    const res = await setPreferences(cookie, { language: 'zh' });
    expect(res.statusCode).toBe(200);
    await setPreferences(cookie, { theme: 'dark' });
    expect((await session(cookie)).json().user.preferences).toEqual({ language: 'zh', theme: 'dark' });
  });

  it('refuses unknown languages and keys, and anonymous callers', async () => {
    const user = await createUser(f.db);
    const cookie = await signIn(f.ctx.app, user.email, user.password);
    for (const payload of [{ language: 'de' }, { theme: 'blue' }, { isSuperAdmin: true }]) {
      const res = await setPreferences(cookie, payload);
      expect(res.statusCode).toBe(400);
    }
    const anon = await setPreferences(null, { language: 'en' });
    expect(anon.statusCode).toBe(401);
  });

  it('uses the saved language for server messages when the app sends none', async () => {
    const user = await createUser(f.db);
    const cookie = await signIn(f.ctx.app, user.email, user.password);
    await setPreferences(cookie, { language: 'en' });
    const res = await setPreferences(cookie, { language: 'xx' });
    expect(res.json().error.message).toBe('Some fields are invalid.');
  });
});

describe('sign-in throttling', () => {
  const TOO_MANY = 'Trop de tentatives de connexion. Veuillez attendre quelques minutes avant de réessayer.';
  type Account = { email: string; password: string };
  /** A sign-in of `user` from `ip` with their password or `password`, and this device cookie if any. */
  const attempt = (user: Account, ip: string, options: { password?: string; device?: string } = {}) =>
    login(
      { email: user.email, password: options.password ?? user.password },
      options.device ? { cookie: `${DEVICE_COOKIE}=${options.device}` } : {},
      ip,
    );
  const signInStatus = async (user: Account, ip: string, password = user.password) =>
    (await attempt(user, ip, { password })).statusCode;
  const WRONG = { password: 'wrong-password' };
  /** The device cookie a successful sign-in of `user` gives this browser. */
  const knownBrowser = async (user: Account, ip: string) => {
    const res = await attempt(user, ip);
    expect(res.statusCode).toBe(200);
    return res.cookies.find((c) => c.name === DEVICE_COOKIE)!.value;
  };
  /** The minutes until `key` is unlocked (0 when it is not locked). */
  const lockedMinutes = async (key: string) => {
    const [row] = await f.db.select().from(authThrottle).where(eq(authThrottle.key, key));
    return Math.max(0, ((row?.lockedUntil?.getTime() ?? 0) - Date.now()) / 60_000);
  };
  /** Moves a key's count and lock `minutes` into the past, as if that time had gone by. */
  const age = (key: string, minutes: number) =>
    f.db.execute(sql`
      update auth_throttle set window_start = window_start - ${minutes}::int * interval '1 minute',
        locked_until = locked_until - ${minutes}::int * interval '1 minute'
      where key = ${key}`);

  it('locks the account and address pair after 5 failures, even for the right password, and no more', async () => {
    const user = await createUser(f.db, { isSuperAdmin: true });
    const other = await createUser(f.db);
    for (let i = 0; i < 5; i += 1) expect(await signInStatus(user, '10.1.0.1', 'wrong-password')).toBe(401);
    const locked = await login({ email: user.email.toUpperCase(), password: user.password }, {}, '10.1.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toEqual({ code: 'too_many_attempts', message: TOO_MANY });
    expect(await signInStatus(user, '10.1.0.2')).toBe(200);
    expect(await signInStatus(other, '10.1.0.1')).toBe(200);
  });

  it('locks an address after 20 failures across accounts', async () => {
    const user = await createUser(f.db);
    const ip = '10.2.0.1';
    for (let i = 0; i < 20; i += 1) {
      const res = await login({ email: `guess${i}@example.test`, password: 'wrong-password' }, {}, ip);
      expect(res.statusCode).toBe(401);
    }
    const res = await login({ email: user.email, password: user.password }, {}, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('too_many_attempts');
    expect(await signInStatus(user, '10.2.0.2')).toBe(200);
  });

  it('forgets failures after a successful sign-in', async () => {
    const user = await createUser(f.db);
    for (let i = 0; i < 4; i += 1) await signInStatus(user, '10.3.0.1', 'wrong-password');
    expect(await signInStatus(user, '10.3.0.1')).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      expect(await signInStatus(user, '10.3.0.1', 'wrong-password')).toBe(401);
    }
    expect(await signInStatus(user, '10.3.0.1')).toBe(200);
  });

  it('starts a new count once the window has passed', async () => {
    const user = await createUser(f.db);
    for (let i = 0; i < 4; i += 1) await signInStatus(user, '10.4.0.1', 'wrong-password');
    await age(pairKey(user.email, '10.4.0.1'), 16);
    await signInStatus(user, '10.4.0.1', 'wrong-password');
    expect(await signInStatus(user, '10.4.0.1')).toBe(200);
  });

  it('doubles the lock at each failure soon after one, and forgets a quiet pair', async () => {
    const user = await createUser(f.db);
    const key = pairKey(user.email, '10.4.1.1');
    for (let i = 0; i < 5; i += 1) await signInStatus(user, '10.4.1.1', 'wrong-password');
    expect(await lockedMinutes(key)).toBeCloseTo(15, 0);
    for (const minutes of [30, 60, 120]) {
      await age(key, minutes / 2 + 1); // the last lock has just passed
      expect(await signInStatus(user, '10.4.1.1', 'wrong-password')).toBe(401);
      expect(await lockedMinutes(key)).toBeCloseTo(minutes, 0);
      expect(await signInStatus(user, '10.4.1.1')).toBe(429);
    }
    await age(key, 120 + 16); // the lock, then a quiet window, have passed
    expect(await signInStatus(user, '10.4.1.1', 'wrong-password')).toBe(401);
    expect(await lockedMinutes(key)).toBe(0);
    expect(await signInStatus(user, '10.4.1.1')).toBe(200);
  });

  it('100 failures from one address keep out neither the user elsewhere nor their known browser there', async () => {
    const user = await createUser(f.db, { isSuperAdmin: true });
    const device = await knownBrowser(user, '10.5.0.9');
    const statuses = new Set<number>();
    for (let i = 0; i < 100; i += 1) statuses.add((await attempt(user, '10.5.0.1', WRONG)).statusCode);
    expect([...statuses].sort()).toEqual([401, 429]);
    expect(await signInStatus(user, '10.5.0.1')).toBe(429);
    // Another address, and the known browser even behind the attacker's address (an office's NAT).
    expect(await signInStatus(user, '10.5.0.2')).toBe(200);
    expect((await attempt(user, '10.5.0.1', { device })).statusCode).toBe(200);
  });

  it('throttles a slow spray over many addresses account-wide, except for a known browser', async () => {
    const user = await createUser(f.db);
    const device = await knownBrowser(user, '10.6.9.9');
    const spray = async (from: number, count: number) => {
      for (let i = from; i < from + count; i += 1) {
        expect((await attempt(user, `10.6.${i >> 8}.${i & 255}`, WRONG)).statusCode).toBe(401);
      }
    };
    await spray(0, 25);
    await age(accountKey(user.email), 10 * 60); // the spray goes on ten hours later
    await spray(25, 25);
    const fresh = await attempt(user, '10.6.200.1');
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().error.message).toBe(TOO_MANY);
    expect((await attempt(user, '10.6.200.1', { device })).statusCode).toBe(200);
    // The lock grows too: one more failure once it has passed locks for twice as long.
    await age(accountKey(user.email), 16);
    expect((await attempt(user, '10.6.200.2', WRONG)).statusCode).toBe(401);
    expect(await lockedMinutes(accountKey(user.email))).toBeCloseTo(30, 0);
  });

  it('counts a known browser failures on their own, so it cannot be used to guess either', async () => {
    const user = await createUser(f.db);
    const device = await knownBrowser(user, '10.7.0.9');
    const wrongFromDevice = async () => (await attempt(user, '10.7.0.1', { ...WRONG, device })).statusCode;
    for (let i = 0; i < 5; i += 1) expect(await wrongFromDevice()).toBe(401);
    // Its count is its own: the pair and the account-wide counts have not moved.
    expect(await lockedMinutes(deviceKey(device.split('.')[1]!))).toBeCloseTo(15, 0);
    const counted = await f.db
      .select()
      .from(authThrottle)
      .where(eq(authThrottle.key, accountKey(user.email)));
    expect(counted).toEqual([]);
    // Locked, the cookie is ignored: the browser goes through the pair's count like any other.
    for (let i = 0; i < 5; i += 1) expect(await wrongFromDevice()).toBe(401);
    expect((await attempt(user, '10.7.0.1', { device })).statusCode).toBe(429);
    expect(await signInStatus(user, '10.7.0.2')).toBe(200);
  });

  it('ignores a forged device cookie, or one given to another user', async () => {
    const user = await createUser(f.db);
    const other = await createUser(f.db);
    const device = await knownBrowser(user, '10.8.0.9');
    const othersDevice = await knownBrowser(other, '10.8.0.9');
    for (let i = 0; i < 5; i += 1) await attempt(user, '10.8.0.1', WRONG);
    const [id, nonce, signature] = device.split('.') as [string, string, string];
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const otherKey = createHmac('sha256', 'not-the-secret')
      .update(`device:${id}.${nonce}`)
      .digest('base64url');
    for (const forged of [
      `${id}.${nonce}.${flipped}`,
      `${id}.${nonce}.${otherKey}`,
      `${id}.${nonce}`,
      `${id}.${nonce}.${signature}.extra`,
      `${id}.other-nonce.${signature}`,
      othersDevice,
      'garbage',
    ]) {
      expect((await attempt(user, '10.8.0.1', { device: forged })).statusCode, forged).toBe(429);
    }
    expect((await attempt(user, '10.8.0.1', { device })).statusCode).toBe(200);
  });

  it('gives an HttpOnly SameSite=Lax device cookie for a year at each sign-in', async () => {
    const user = await createUser(f.db);
    const res = await attempt(user, '10.9.0.1');
    const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.secure).toBeFalsy(); // plain http without an https public address
    const days = ((cookie.expires as Date).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364.9);
    const again = (await attempt(user, '10.9.0.1', { device: cookie.value })).cookies;
    expect(again.find((c) => c.name === DEVICE_COOKIE)!.value).not.toBe(cookie.value);
  });
});
