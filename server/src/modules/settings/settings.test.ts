import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { PASSWORD_EXPIRY_OPTIONS, SESSION_TIMEOUT_OPTIONS } from '@comptoir/core/modules/settings';
import { totpRecoveryCodes, userSettings, users } from '../../db/schema/index';
import { createUser } from '../../db/seed/factories';
import { setTotpClock, totpCode } from '../../platform/auth/two-factor';
import { isSessionLive, sessionCookie, signIn } from '../../../test/helpers';
import { useTestApp } from '../../../test/fixture';
import { expectNo500ForRawBodies, someFields } from '../../../test/fuzz';

const f = useTestApp();
afterEach(() => setTotpClock(null));

const SETTINGS_USER = { modules: ['dashboard', 'settings'] };

async function signedInUser(spec: Parameters<typeof createUser>[1] = SETTINGS_USER) {
  const user = await createUser(f.db, spec);
  const cookie = await signIn(f.ctx.app, user.email, user.password);
  return { user, cookie };
}

const call = (method: 'GET' | 'PATCH' | 'POST' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
  f.ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const sessionLive = (cookie: string) => isSessionLive(f.ctx.app, cookie);

describe('access to /api/settings', () => {
  const routes: [method: 'GET' | 'PATCH' | 'POST', url: string, payload?: unknown][] = [
    ['GET', '/api/settings'],
    ['PATCH', '/api/settings', { notifications: { email: false } }],
    ['POST', '/api/settings/password', { currentPassword: 'x', newPassword: 'Another-Pass-9' }],
    ['POST', '/api/settings/two-factor/setup'],
    ['POST', '/api/settings/two-factor/enable', { code: '123456' }],
    ['POST', '/api/settings/two-factor/disable', { code: '123456' }],
    ['POST', '/api/settings/two-factor/recovery-codes', { code: '123456' }],
  ];

  it.each(routes)('%s %s answers 401 without a session', async (method, url, payload) => {
    const res = await call(method, url, undefined, payload);
    expect(res.statusCode).toBe(401);
  });

  it.each(routes)('%s %s answers 403 without the settings module', async (method, url, payload) => {
    const { cookie } = await signedInUser({ modules: ['dashboard', 'tasks'] });
    const res = await call(method, url, cookie, payload);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden_module');
  });

  it('lets a Viewer (read-only role) change their own settings', async () => {
    const { cookie } = await signedInUser({ modules: ['settings'], role: 'Viewer' });
    const res = await call('PATCH', '/api/settings', cookie, { security: { sessionTimeout: 60 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().security.sessionTimeout).toBe(60);
  });

  it('declares every settings route with the settings module', () => {
    const all = f.ctx.app.routeTable.filter((r) => r.url.startsWith('/api/settings'));
    // The company's legal identity ('Société' tab): read by everyone with settings, replaced by
    // Admin and above (the update action).
    const company = all.filter((r) => r.url === '/api/settings/company');
    expect(company.map((r) => [r.method, r.access.kind === 'module' && r.access.action])).toEqual(
      expect.arrayContaining([
        ['GET', 'read'],
        ['PUT', 'update'],
      ]),
    );
    expect(company).toHaveLength(2);
    // What new documents take from the settings (the default VAT rate): any signed-in user.
    const defaults = all.filter((r) => r.url === '/api/settings/company/defaults');
    expect(defaults.map((r) => [r.method, r.access])).toEqual([['GET', { kind: 'authenticated' }]]);
    // Leaving demo mode (issue 29 §2): super administrators only.
    const demo = all.filter((r) => r.url === '/api/settings/demo' || r.url === '/api/settings/leave-demo');
    expect(demo.map((r) => [r.method, r.access])).toEqual([
      ['GET', { kind: 'super-admin', action: 'read' }],
      ['POST', { kind: 'super-admin', action: 'delete' }],
    ]);
    const own = all.filter((r) => !company.includes(r) && !defaults.includes(r) && !demo.includes(r));
    expect(own.length).toBe(7);
    for (const route of [...own, ...company])
      expect(route.access).toMatchObject({ kind: 'module', module: 'settings' });
    for (const route of own)
      expect(route.access).toEqual({ kind: 'module', module: 'settings', action: 'read' });
  });
});

describe('GET /api/settings/company/defaults', () => {
  it("gives any signed-in user the company's default VAT rate: 20 %, then the one set in 'Société'", async () => {
    const { cookie } = await signedInUser({ modules: ['orders'], role: 'Editor' });
    const first = await call('GET', '/api/settings/company/defaults', cookie);
    expect(first.statusCode).toBe(200);
    // An empty 'Société' tab: every identity field the documents need is said missing.
    expect(first.json()).toEqual({
      vatRate: '20',
      identityMissing: ['legalName', 'address', 'siren', 'vatNumber'],
    });
    const admin = await signedInUser({ modules: ['settings'], role: 'Admin' });
    const saved = await call('PUT', '/api/settings/company', admin.cookie, {
      defaultVatRate: '5,50',
      legalName: 'Comptoir SAS',
      address: '1 rue du Port, Marseille',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('GET', '/api/settings/company/defaults', cookie)).json()).toEqual({
      vatRate: '5.5',
      identityMissing: ['siren', 'vatNumber'],
    });
    const refused = await call('PUT', '/api/settings/company', admin.cookie, { defaultVatRate: '120' });
    expect(refused.statusCode).toBe(400);
    await call('PUT', '/api/settings/company', admin.cookie, { defaultVatRate: '20' });
    expect(
      (await f.ctx.app.inject({ method: 'GET', url: '/api/settings/company/defaults' })).statusCode,
    ).toBe(401);
  });
});

describe('GET and PATCH /api/settings', () => {
  it('returns the defaults for a new user', async () => {
    const { user, cookie } = await signedInUser({ ...SETTINGS_USER, fullName: 'Léa Moreau' });
    const res = await call('GET', '/api/settings', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      profile: { fullName: 'Léa Moreau', phone: null, email: user.email },
      notifications: { email: true, push: false, sound: true, desktop: false },
      security: { twoFactor: false, sessionTimeout: 30, passwordExpiry: 90 },
      appearance: { theme: 'light', language: 'fr' },
    });
  });

  it('saves the profile, notifications and security choices, part by part', async () => {
    const { cookie } = await signedInUser();
    let res = await call('PATCH', '/api/settings', cookie, {
      profile: { fullName: '  Hugo Bernard ', phone: '+33 6 12 34 56 78' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ fullName: 'Hugo Bernard', phone: '+33 6 12 34 56 78' });
    res = await call('PATCH', '/api/settings', cookie, { notifications: { push: true } });
    expect(res.json().notifications).toEqual({ email: true, push: true, sound: true, desktop: false });
    res = await call('PATCH', '/api/settings', cookie, { notifications: { email: false, desktop: true } });
    expect(res.json().notifications).toEqual({ email: false, push: true, sound: true, desktop: true });
    res = await call('PATCH', '/api/settings', cookie, { security: { passwordExpiry: 365 } });
    expect(res.json().security).toEqual({ twoFactor: false, sessionTimeout: 30, passwordExpiry: 365 });
    res = await call('PATCH', '/api/settings', cookie, { profile: { phone: '' } });
    expect(res.json().profile.phone).toBeNull();
    const again = await call('GET', '/api/settings', cookie);
    expect(again.json().notifications.push).toBe(true);
    expect(again.json().profile.fullName).toBe('Hugo Bernard');
  });

  it.each(SESSION_TIMEOUT_OPTIONS)('accepts a session timeout of %i minutes', async (minutes) => {
    const { cookie } = await signedInUser();
    const res = await call('PATCH', '/api/settings', cookie, { security: { sessionTimeout: minutes } });
    expect(res.statusCode).toBe(200);
    expect(res.json().security.sessionTimeout).toBe(minutes);
  });

  it.each(PASSWORD_EXPIRY_OPTIONS)('accepts a password expiry of %i days', async (days) => {
    const { cookie } = await signedInUser();
    const res = await call('PATCH', '/api/settings', cookie, { security: { passwordExpiry: days } });
    expect(res.statusCode).toBe(200);
    expect(res.json().security.passwordExpiry).toBe(days);
  });

  it.each([
    [{ security: { sessionTimeout: 45 } }, 'security.sessionTimeout'],
    [{ security: { sessionTimeout: '30' } }, 'security.sessionTimeout'],
    [{ security: { passwordExpiry: 0 } }, 'security.passwordExpiry'],
    [{ security: { passwordExpiry: 91 } }, 'security.passwordExpiry'],
    [{ security: { twoFactor: true } }, 'security'],
    [{ profile: { fullName: '   ' } }, 'profile.fullName'],
    [{ profile: { phone: '12345' } }, 'profile.phone'],
    [{ profile: { email: 'new@example.test' } }, 'profile'],
    [{ notifications: { email: 'yes' } }, 'notifications.email'],
    [{ appearance: { theme: 'dark' } }, '_'],
  ])('refuses %j', async (payload, field) => {
    const { cookie } = await signedInUser();
    const res = await call('PATCH', '/api/settings', cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation');
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });

  it('gives the specification messages for name and phone', async () => {
    const { cookie } = await signedInUser();
    const res = await call('PATCH', '/api/settings', cookie, { profile: { fullName: '', phone: 'abc' } });
    expect(res.json().error.fields).toEqual({
      'profile.fullName': 'Le nom complet est requis',
      'profile.phone': 'Le numéro de téléphone doit contenir au moins 10 chiffres',
    });
  });

  it('never answers 500 to arbitrary bodies', async () => {
    const { cookie } = await signedInUser();
    await expectNo500ForRawBodies(
      f.ctx.app,
      [{ method: 'PATCH', url: '/api/settings' }],
      fc.anything(),
      cookie,
      60,
    );
    await expectNo500ForRawBodies(
      f.ctx.app,
      [
        { method: 'POST', url: '/api/settings/password' },
        { method: 'POST', url: '/api/settings/two-factor/enable' },
      ],
      someFields(['currentPassword', 'newPassword', 'code'], fc.anything()),
      cookie,
      60,
    );
  });
});

describe('session timeout setting', () => {
  it('becomes the idle timeout of new sessions without remember me', async () => {
    const { user, cookie } = await signedInUser();
    await call('PATCH', '/api/settings', cookie, { security: { sessionTimeout: 120 } });
    const res = await call('POST', '/api/auth/login', undefined, {
      email: user.email,
      password: user.password,
    });
    expect(res.json().session.idleTimeoutMinutes).toBe(120);
    const minutes = (Date.parse(res.json().session.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(119);
    expect(minutes).toBeLessThanOrEqual(120);
    // The session already open keeps its own timeout.
    const current = await call('GET', '/api/auth/session', cookie);
    expect(current.json().session.idleTimeoutMinutes).toBe(30);
    // Remembered sessions have none.
    const remembered = await call('POST', '/api/auth/login', undefined, {
      email: user.email,
      password: user.password,
      rememberMe: true,
    });
    expect(remembered.json().session.idleTimeoutMinutes).toBeNull();
  });

  it('is 30 minutes when the user never chose one', async () => {
    const user = await createUser(f.db, SETTINGS_USER);
    const res = await call('POST', '/api/auth/login', undefined, {
      email: user.email,
      password: user.password,
    });
    expect(res.json().session.idleTimeoutMinutes).toBe(30);
  });
});

describe('POST /api/settings/password', () => {
  it('refuses a wrong current password with the French message', async () => {
    const { cookie } = await signedInUser();
    const res = await call('POST', '/api/settings/password', cookie, {
      currentPassword: 'not-my-password',
      newPassword: 'Brand-New-Pass-42',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Le mot de passe actuel est incorrect');
    expect(res.json().error.fields.currentPassword).toBe('Le mot de passe actuel est incorrect');
  });

  it('applies the password policy', async () => {
    const { user, cookie } = await signedInUser();
    const short = await call('POST', '/api/settings/password', cookie, {
      currentPassword: user.password,
      newPassword: '12345',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.newPassword).toBe('Le mot de passe doit contenir au moins 6 caractères');
    const common = await call('POST', '/api/settings/password', cookie, {
      currentPassword: user.password,
      newPassword: 'password123',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fields.newPassword).toMatch(/plus courants/);
    const missing = await call('POST', '/api/settings/password', cookie, { newPassword: 'x' });
    expect(missing.json().error.fields.currentPassword).toBe('Le mot de passe actuel est requis');
  });

  it('changes the password, keeps this session under a new identifier and ends the others', async () => {
    const { user, cookie } = await signedInUser();
    const other = await signIn(f.ctx.app, user.email, user.password, { rememberMe: true });
    const before = await f.db.select().from(users).where(eq(users.id, user.id));
    const res = await call('POST', '/api/settings/password', cookie, {
      currentPassword: user.password,
      newPassword: 'Brand-New-Pass-42',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().endedSessions).toBe(1);
    // The session goes on with a new token; the one read before the change is worth nothing.
    const renewed = sessionCookie(res);
    expect(renewed).not.toBe(cookie);
    expect(await sessionLive(renewed)).toBe(true);
    expect(await sessionLive(cookie)).toBe(false);
    expect(await sessionLive(other)).toBe(false);
    const after = await f.db.select().from(users).where(eq(users.id, user.id));
    expect(after[0]!.passwordChangedAt.getTime()).toBeGreaterThanOrEqual(
      before[0]!.passwordChangedAt.getTime(),
    );
    const old = await call('POST', '/api/auth/login', undefined, {
      email: user.email,
      password: user.password,
    });
    expect(old.statusCode).toBe(401);
    await signIn(f.ctx.app, user.email, 'Brand-New-Pass-42');
  });

  it('locks after repeated wrong current passwords', async () => {
    const { cookie } = await signedInUser();
    for (let i = 0; i < 5; i += 1) {
      const res = await call('POST', '/api/settings/password', cookie, {
        currentPassword: 'wrong-one',
        newPassword: 'Brand-New-Pass-42',
      });
      expect(res.statusCode).toBe(400);
    }
    const res = await call('POST', '/api/settings/password', cookie, {
      currentPassword: 'wrong-one',
      newPassword: 'Brand-New-Pass-42',
    });
    expect(res.statusCode).toBe(429);
  });
});

describe('two-factor enrolment', () => {
  const T0 = Date.parse('2026-03-02T09:00:00Z');

  async function enrol(cookie: string, at = T0) {
    setTotpClock(() => at);
    const setup = await call('POST', '/api/settings/two-factor/setup', cookie);
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json() as { secret: string };
    const enable = await call('POST', '/api/settings/two-factor/enable', cookie, {
      code: totpCode(secret, at),
    });
    expect(enable.statusCode).toBe(200);
    // Turning two-factor sign-in on renews the session's identifier.
    return {
      secret,
      recoveryCodes: enable.json().recoveryCodes as string[],
      cookie: sessionCookie(enable),
    };
  }

  it('gives a base32 secret, an otpauth URI and an SVG QR code', async () => {
    const { user, cookie } = await signedInUser();
    const res = await call('POST', '/api/settings/two-factor/setup', cookie);
    const body = res.json();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUri).toContain('otpauth://totp/Comptoir:');
    expect(body.otpauthUri).toContain(`secret=${body.secret}`);
    expect(body.otpauthUri).toContain('algorithm=SHA1&digits=6&period=30');
    expect(body.otpauthUri).toContain(encodeURIComponent(user.email));
    expect(body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(body.qrSvg).not.toMatch(/<script/i);
    // Not enabled until confirmed with a code.
    expect((await call('GET', '/api/settings', cookie)).json().security.twoFactor).toBe(false);
  });

  it('refuses a wrong code, then enables with a right one and returns 10 recovery codes stored hashed', async () => {
    const { user, cookie } = await signedInUser();
    setTotpClock(() => T0);
    const { secret } = (await call('POST', '/api/settings/two-factor/setup', cookie)).json();
    const wrong = await call('POST', '/api/settings/two-factor/enable', cookie, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.code).toBe('Code de vérification invalide.');
    // A code two steps away is outside the ±1 window.
    const late = await call('POST', '/api/settings/two-factor/enable', cookie, {
      code: totpCode(secret, T0 - 61_000),
    });
    expect(late.statusCode).toBe(400);
    const res = await call('POST', '/api/settings/two-factor/enable', cookie, {
      code: totpCode(secret, T0 - 30_000),
    });
    expect(res.statusCode).toBe(200);
    const codes = res.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await f.db.select().from(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(codes[0]!);
    // The session goes on under a new identifier; the old one is refused.
    const renewed = sessionCookie(res);
    expect(await sessionLive(cookie)).toBe(false);
    expect((await call('GET', '/api/settings', renewed)).json().security.twoFactor).toBe(true);
    // Set-up again while on: refused.
    expect((await call('POST', '/api/settings/two-factor/setup', renewed)).statusCode).toBe(409);
  });

  it('refuses enable before set-up', async () => {
    const { cookie } = await signedInUser();
    const res = await call('POST', '/api/settings/two-factor/enable', cookie, { code: '123456' });
    expect(res.statusCode).toBe(409);
  });

  it('disables with a TOTP code (not a replayed one) or a recovery code, renewing the session', async () => {
    const { user, cookie: first } = await signedInUser();
    const { secret, cookie } = await enrol(first);
    // The code used to enable cannot be used again.
    const replay = await call('POST', '/api/settings/two-factor/disable', cookie, {
      code: totpCode(secret, T0),
    });
    expect(replay.statusCode).toBe(400);
    setTotpClock(() => T0 + 30_000);
    const res = await call('POST', '/api/settings/two-factor/disable', cookie, {
      code: totpCode(secret, T0 + 30_000),
    });
    expect(res.statusCode).toBe(200);
    const renewed = sessionCookie(res);
    expect(await sessionLive(cookie)).toBe(false);
    const [row] = await f.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.totpSecret).toBeNull();
    expect(row!.totpEnabledAt).toBeNull();
    expect(
      await f.db.select().from(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id)),
    ).toHaveLength(0);
    expect(
      (await call('POST', '/api/settings/two-factor/disable', renewed, { code: '123456' })).statusCode,
    ).toBe(409);

    const second = await signedInUser();
    const enrolled = await enrol(second.cookie);
    const byRecovery = await call('POST', '/api/settings/two-factor/disable', enrolled.cookie, {
      code: enrolled.recoveryCodes[3]!.toUpperCase(),
    });
    expect(byRecovery.statusCode).toBe(200);
  });

  it('regenerates recovery codes: the old ones stop working', async () => {
    const { recoveryCodes, cookie } = await enrol((await signedInUser()).cookie);
    const res = await call('POST', '/api/settings/two-factor/recovery-codes', cookie, {
      code: recoveryCodes[0],
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    const old = await call('POST', '/api/settings/two-factor/disable', cookie, { code: recoveryCodes[1] });
    expect(old.statusCode).toBe(400);
    const ok = await call('POST', '/api/settings/two-factor/disable', cookie, { code: fresh[1] });
    expect(ok.statusCode).toBe(200);
  });

  it('keeps the last used time step per user', async () => {
    const { user, cookie } = await signedInUser();
    await enrol(cookie);
    const [row] = await f.db.select().from(userSettings).where(eq(userSettings.userId, user.id));
    expect(row!.totpLastStep).toBe(Math.floor(T0 / 30_000));
  });
});
