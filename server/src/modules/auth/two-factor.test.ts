import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { loginChallenges, sessions, users } from '../../db/schema/index';
import { createUser } from '../../db/seed/factories';
import { hashToken } from '../../platform/auth/sessions';
import { setTotpClock, totpCode } from '../../platform/auth/two-factor';
import { isSessionLive, sessionCookie, signIn } from '../../../test/helpers';
import { useTestApp } from '../../../test/fixture';

const f = useTestApp();
afterEach(() => setTotpClock(null));

const T0 = Date.parse('2026-05-04T08:00:00Z');
let now = T0;
const at = (ms: number) => {
  now = ms;
  setTotpClock(() => now);
};

const post = (url: string, payload: unknown, cookie?: string) =>
  f.ctx.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });
const login = (email: string, password: string, rememberMe = false) =>
  post('/api/auth/login', { email, password, rememberMe });
const secondStep = (challenge: string, code: string) =>
  post('/api/auth/login/two-factor', { challenge, code });
const changeExpired = (challenge: string, newPassword: string) =>
  post('/api/auth/login/change-password', { challenge, newPassword });

/** A user with two-factor sign-in enabled at T0 (its code for T0 is spent by the enrolment). */
async function twoFactorUser() {
  const user = await createUser(f.db, { modules: ['settings'] });
  const cookie = await signIn(f.ctx.app, user.email, user.password);
  at(T0);
  const { secret } = (await post('/api/settings/two-factor/setup', {}, cookie)).json() as { secret: string };
  const enable = await post('/api/settings/two-factor/enable', { code: totpCode(secret, T0) }, cookie);
  expect(enable.statusCode).toBe(200);
  return { user, secret, recoveryCodes: enable.json().recoveryCodes as string[] };
}

describe('sign-in with two-factor authentication', () => {
  it('answers a challenge without a session cookie, then a session for the right code', async () => {
    const { user, secret } = await twoFactorUser();
    at(T0 + 30_000);
    const first = await login(user.email, user.password, true);
    expect(first.statusCode).toBe(200);
    expect(first.cookies).toHaveLength(0);
    const body = first.json();
    expect(Object.keys(body).sort()).toEqual(['challenge', 'twoFactorRequired']);
    expect(body.twoFactorRequired).toBe(true);
    // The challenge is stored hashed, for 5 minutes, with 'remember me'.
    const [row] = await f.db
      .select()
      .from(loginChallenges)
      .where(eq(loginChallenges.tokenHash, hashToken(body.challenge)));
    expect(row!.rememberMe).toBe(1);
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4.9);
    expect(minutes).toBeLessThanOrEqual(5);
    expect(await f.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);

    const res = await secondStep(body.challenge, totpCode(secret, T0 + 30_000));
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(user.email);
    expect(res.json().session.rememberMe).toBe(true);
    const cookie = sessionCookie(res);
    expect(await isSessionLive(f.ctx.app, cookie)).toBe(true);
    // The challenge is spent.
    expect((await secondStep(body.challenge, totpCode(secret, T0 + 60_000))).statusCode).toBe(401);
  });

  it('refuses a replayed code within its window', async () => {
    const { user, secret } = await twoFactorUser();
    at(T0 + 60_000);
    const code = totpCode(secret, T0 + 60_000);
    const a = (await login(user.email, user.password)).json().challenge as string;
    expect((await secondStep(a, code)).statusCode).toBe(200);
    at(T0 + 75_000); // same step, and the next one still accepts it (±1)
    const b = (await login(user.email, user.password)).json().challenge as string;
    const replay = await secondStep(b, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toEqual({ code: 'invalid_code', message: 'Code de vérification invalide.' });
    // An earlier step's code, still inside the window, is refused too (older than the last used).
    expect((await secondStep(b, totpCode(secret, T0 + 30_000))).statusCode).toBe(401);
    // The next step's code works.
    expect((await secondStep(b, totpCode(secret, T0 + 90_000))).statusCode).toBe(200);
  });

  it('accepts a code from the previous or next step, not beyond', async () => {
    const { user, secret } = await twoFactorUser();
    at(T0 + 10 * 30_000);
    const challenge = (await login(user.email, user.password)).json().challenge as string;
    expect((await secondStep(challenge, totpCode(secret, T0 + 12 * 30_000))).statusCode).toBe(401);
    expect((await secondStep(challenge, totpCode(secret, T0 + 8 * 30_000))).statusCode).toBe(401);
    expect((await secondStep(challenge, totpCode(secret, T0 + 9 * 30_000))).statusCode).toBe(200);
  });

  it('accepts each recovery code once', async () => {
    const { user, recoveryCodes } = await twoFactorUser();
    const a = (await login(user.email, user.password)).json().challenge as string;
    expect((await secondStep(a, ` ${recoveryCodes[2]!.toUpperCase()} `)).statusCode).toBe(200);
    const b = (await login(user.email, user.password)).json().challenge as string;
    const reused = await secondStep(b, recoveryCodes[2]!);
    expect(reused.statusCode).toBe(401);
    expect((await secondStep(b, recoveryCodes[3]!)).statusCode).toBe(200);
  });

  it('ends a challenge after 5 wrong codes', async () => {
    const { user, secret } = await twoFactorUser();
    at(T0 + 120_000);
    const challenge = (await login(user.email, user.password)).json().challenge as string;
    for (let i = 0; i < 4; i += 1) expect((await secondStep(challenge, '000000')).statusCode).toBe(401);
    const fifth = await secondStep(challenge, '000000');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error.code).toBe('too_many_code_attempts');
    const after = await secondStep(challenge, totpCode(secret, T0 + 120_000));
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('challenge_expired');
  });

  it('counts wrong codes against the account across challenges', async () => {
    const { user } = await twoFactorUser();
    for (let i = 0; i < 5; i += 1) {
      const challenge = (await login(user.email, user.password)).json().challenge as string;
      expect((await secondStep(challenge, '111111')).statusCode).toBe(401);
    }
    expect((await login(user.email, user.password)).statusCode).toBe(429);
  });

  it('refuses an expired challenge', async () => {
    const { user, secret } = await twoFactorUser();
    at(T0 + 150_000);
    const challenge = (await login(user.email, user.password)).json().challenge as string;
    await f.db
      .update(loginChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(loginChallenges.tokenHash, hashToken(challenge)));
    const res = await secondStep(challenge, totpCode(secret, T0 + 150_000));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Votre vérification a expiré. Veuillez vous reconnecter.');
    expect((await secondStep('unknown-challenge', '123456')).json().error.code).toBe('challenge_expired');
  });

  it('refuses the challenge of a user deactivated meanwhile', async () => {
    const { user, secret } = await twoFactorUser();
    at(T0 + 180_000);
    const challenge = (await login(user.email, user.password)).json().challenge as string;
    await f.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await secondStep(challenge, totpCode(secret, T0 + 180_000))).statusCode).toBe(401);
  });

  it('leaves the answer of a user without two-factor unchanged', async () => {
    const user = await createUser(f.db);
    const res = await login(user.email, user.password);
    expect(res.statusCode).toBe(200);
    // The session's answer (with whether demo accounts are active), no challenge.
    expect(Object.keys(res.json()).sort()).toEqual(['demoAccounts', 'session', 'user']);
    // The session, and the device cookie that makes this browser known (decision 0033).
    expect(res.cookies.map((c) => c.name).sort()).toEqual(['comptoir_device', 'comptoir_session']);
  });

  it('never answers 500 to arbitrary second-step bodies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), fc.anything(), async (challenge, code) => {
        const two = await secondStep(challenge as string, code as string);
        expect(two.statusCode).toBeGreaterThanOrEqual(400);
        expect(two.statusCode).toBeLessThan(500);
        const change = await changeExpired(challenge as string, code as string);
        expect(change.statusCode).toBeGreaterThanOrEqual(400);
        expect(change.statusCode).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});

describe('sign-in with an expired password', () => {
  async function expiredUser(days = 91) {
    const user = await createUser(f.db, { modules: ['settings'] });
    await f.db
      .update(users)
      .set({ passwordChangedAt: sql`now() - make_interval(days => ${days})` })
      .where(eq(users.id, user.id));
    return user;
  }

  it('asks for a new password after 90 days by default, without a session', async () => {
    const fresh = await expiredUser(89);
    expect(Object.keys((await login(fresh.email, fresh.password)).json())).toContain('session');
    const user = await expiredUser(91);
    const res = await login(user.email, user.password);
    expect(res.statusCode).toBe(200);
    expect(res.cookies).toHaveLength(0);
    expect(res.json()).toEqual({ passwordExpired: true, challenge: expect.any(String) });
  });

  it("follows the user's password expiry setting", async () => {
    const user = await expiredUser(40);
    expect(Object.keys((await login(user.email, user.password)).json())).toContain('session');
    const cookie = await signIn(f.ctx.app, user.email, user.password);
    await f.ctx.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie },
      payload: { security: { passwordExpiry: 30 } },
    });
    expect((await login(user.email, user.password)).json().passwordExpired).toBe(true);
  });

  it('sets the new password (policy, different from the old), ends other sessions, opens a session', async () => {
    const user = await createUser(f.db);
    const older = await signIn(f.ctx.app, user.email, user.password, { rememberMe: true });
    await f.db
      .update(users)
      .set({ passwordChangedAt: sql`now() - interval '100 days'` })
      .where(eq(users.id, user.id));
    const challenge = (await login(user.email, user.password, true)).json().challenge as string;

    const same = await changeExpired(challenge, user.password);
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fields.newPassword).toBe(
      "Le nouveau mot de passe doit être différent de l'ancien.",
    );
    const common = await changeExpired(challenge, 'qwerty123');
    expect(common.json().error.fields.newPassword).toMatch(/plus courants/);
    const short = await changeExpired(challenge, 'abc');
    expect(short.json().error.fields.newPassword).toBe('Le mot de passe doit contenir au moins 6 caractères');

    const res = await changeExpired(challenge, 'Fresh-Password-2026');
    expect(res.statusCode).toBe(200);
    expect(res.json().session.rememberMe).toBe(true);
    sessionCookie(res);
    expect(await isSessionLive(f.ctx.app, older)).toBe(false);
    const [row] = await f.db.select().from(users).where(eq(users.id, user.id));
    expect(Date.now() - row!.passwordChangedAt.getTime()).toBeLessThan(60_000);
    // Spent; and the next sign-in is a plain one.
    expect((await changeExpired(challenge, 'Other-Password-2026')).statusCode).toBe(401);
    expect(Object.keys((await login(user.email, 'Fresh-Password-2026')).json())).toContain('session');
  });

  it('with two-factor on, asks for the code first, then the new password', async () => {
    const { user, secret } = await twoFactorUser();
    await f.db
      .update(users)
      .set({ passwordChangedAt: sql`now() - interval '100 days'` })
      .where(eq(users.id, user.id));
    at(T0 + 30_000);
    const first = (await login(user.email, user.password)).json();
    expect(first.twoFactorRequired).toBe(true);
    // The password step is not reachable before the code.
    expect((await changeExpired(first.challenge, 'Fresh-Password-2026')).statusCode).toBe(401);
    const second = await secondStep(first.challenge, totpCode(secret, T0 + 30_000));
    expect(second.statusCode).toBe(200);
    expect(second.cookies).toHaveLength(0);
    const next = second.json();
    expect(next.passwordExpired).toBe(true);
    expect(next.challenge).not.toBe(first.challenge);
    expect((await changeExpired(first.challenge, 'Fresh-Password-2026')).statusCode).toBe(401);
    const done = await changeExpired(next.challenge, 'Fresh-Password-2026');
    expect(done.statusCode).toBe(200);
    expect(done.json().user.id).toBe(user.id);
  });
});
