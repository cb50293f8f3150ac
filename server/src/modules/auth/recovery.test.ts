import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { passwordResetTokens, users } from '../../db/schema/index';
import { createUser } from '../../db/seed/factories';
import { hashToken } from '../../platform/auth/sessions';
import { createTestApp, isSessionLive, signIn, type TestContext } from '../../../test/helpers';
import { resetTokenIn, startInbox } from './smtp-inbox';

let ctx: TestContext;
let bare: TestContext;
let inbox: Awaited<ReturnType<typeof startInbox>>;
beforeAll(async () => {
  inbox = await startInbox();
  ctx = await createTestApp({
    smtpUrl: inbox.url,
    publicUrl: 'https://comptoir.example.test/',
    mailRetry: { retries: 2, delaySeconds: 0.05 },
  });
  bare = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
  await bare?.close();
  await inbox?.close();
});

let ipCounter = 0;
const nextIp = () => `10.9.${Math.floor(++ipCounter / 200)}.${(ipCounter % 200) + 1}`;

const recover = (email: unknown, ip = nextIp(), app = ctx.app) =>
  app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email } as object, remoteAddress: ip });
const reset = (payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: payload as object });
const sessionLive = (cookie: string) => isSessionLive(ctx.app, cookie);

async function requestLink(email: string) {
  const res = await recover(email);
  expect(res.statusCode).toBe(200);
  const mail = await inbox.waitFor(email);
  inbox.received.splice(inbox.received.indexOf(mail), 1);
  return { mail, ...resetTokenIn(mail) };
}

describe('recovery status', () => {
  it('says whether e-mail recovery is available', async () => {
    const on = await ctx.app.inject({ url: '/api/auth/recovery-status' });
    expect(on.json()).toEqual({ emailEnabled: true });
    const off = await bare.app.inject({ url: '/api/auth/recovery-status' });
    expect(off.json()).toEqual({ emailEnabled: false });
  });

  it('refuses requests when no SMTP server is configured', async () => {
    const user = await createUser(bare.database.db);
    const res = await recover(user.email, nextIp(), bare.app);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('recovery_unavailable');
    expect(res.json().error.message).toMatch(/administrateur/);
  });
});

describe('password recovery by e-mail, end to end', () => {
  it('retries the e-mail when the SMTP server refuses it (a job of the queue); its link works', async () => {
    const user = await createUser(ctx.database.db);
    const refused = inbox.refused();
    inbox.refuseNext(1);
    const { token } = await requestLink(user.email);
    expect(inbox.refused()).toBe(refused + 1);
    const res = await reset({ token, newPassword: 'Un-Nouveau-Mot-De-Passe-42' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('mails a single-use link that sets the password and ends every session', async () => {
    const user = await createUser(ctx.database.db, { fullName: 'Nadia Rousseau' });
    const cookies = [
      await signIn(ctx.app, user.email, user.password),
      await signIn(ctx.app, user.email, user.password, { rememberMe: true }),
    ];
    await ctx.database.db
      .update(users)
      .set({ passwordChangedAt: sql`now() - interval '400 days'` })
      .where(eq(users.id, user.id));

    const { mail, link, token } = await requestLink(user.email.toUpperCase());
    expect(link).toBe(`https://comptoir.example.test/reset-password?token=${token}`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(mail.raw).toContain('Nadia Rousseau');
    // Only the hash is stored, valid one hour.
    const [row] = await ctx.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(row!.tokenHash).toBe(hashToken(token));
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);

    const res = await reset({ token, newPassword: 'Recovered-Pass-77' });
    expect(res.statusCode).toBe(200);
    for (const cookie of cookies) expect(await sessionLive(cookie)).toBe(false);
    // The new password works, and the expiry clock starts again: a session, no challenge.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'Recovered-Pass-77' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.email).toBe(user.email);

    // Single use.
    const again = await reset({ token, newPassword: 'Another-Pass-88' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({
      code: 'invalid_reset_token',
      message: 'Ce lien de réinitialisation est invalide, a déjà servi ou a expiré. Demandez-en un nouveau.',
    });
  });

  it('refuses an expired token (one hour) and an unknown one', async () => {
    const user = await createUser(ctx.database.db);
    const { token } = await requestLink(user.email);
    await ctx.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, user.id));
    expect((await reset({ token, newPassword: 'Recovered-Pass-77' })).statusCode).toBe(400);
    const unknown = await reset({ token: 'x'.repeat(43), newPassword: 'Recovered-Pass-77' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('invalid_reset_token');
    // The old password still works.
    await signIn(ctx.app, user.email, user.password);
  });

  it('applies the password policy without spending the token', async () => {
    const user = await createUser(ctx.database.db);
    const { token } = await requestLink(user.email);
    const weak = await reset({ token, newPassword: 'azerty' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.newPassword).toMatch(/plus courants/);
    const short = await reset({ token, newPassword: 'abc' });
    expect(short.json().error.fields.newPassword).toBe('Le mot de passe doit contenir au moins 6 caractères');
    const empty = await reset({ token, newPassword: '' });
    expect(empty.json().error.fields.newPassword).toBe('Le nouveau mot de passe est requis');
    expect((await reset({ token, newPassword: 'Recovered-Pass-77' })).statusCode).toBe(200);
  });

  it('a new request replaces the earlier link', async () => {
    const user = await createUser(ctx.database.db);
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    expect(second.token).not.toBe(first.token);
    expect((await reset({ token: first.token, newPassword: 'Recovered-Pass-77' })).statusCode).toBe(400);
    expect((await reset({ token: second.token, newPassword: 'Recovered-Pass-77' })).statusCode).toBe(200);
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    const user = await createUser(ctx.database.db);
    const known = await recover(user.email);
    const unknown = await recover(`nobody-${Date.now()}@example.test`);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await inbox.waitFor(user.email);
    expect(inbox.received.some((m) => m.to.some((to) => to.startsWith('nobody-')))).toBe(false);
  });

  it('builds the link from COMPTOIR_PUBLIC_URL, whatever Host or X-Forwarded-Host the request gives', async () => {
    const local = await startInbox();
    const app = await createTestApp({
      smtpUrl: local.url,
      publicUrl: 'https://comptoir.example.test',
      trustProxy: true,
    });
    try {
      const user = await createUser(app.database.db);
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/auth/recover',
        payload: { email: user.email },
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      });
      expect(res.statusCode).toBe(200);
      const { link } = resetTokenIn(await local.waitFor(user.email));
      expect(link).toMatch(/^https:\/\/comptoir\.example\.test\/reset-password\?token=/);
    } finally {
      await app.close();
      await local.close();
    }
  });

  it('without a public URL, uses only a host of COMPTOIR_ALLOWED_HOSTS; a forged Host or X-Forwarded-Host gets a 400 and no e-mail', async () => {
    const local = await startInbox();
    const app = await createTestApp({
      smtpUrl: local.url,
      allowedHosts: ['localhost:3000'],
      trustProxy: true,
    });
    try {
      const user = await createUser(app.database.db);
      const ask = (headers: Record<string, string>) =>
        app.app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email: user.email }, headers });
      const forged: Record<string, string>[] = [
        { host: 'evil.example' },
        { host: 'localhost:3000', 'x-forwarded-host': 'evil.example' },
        { host: 'LOCALHOST:3000.evil.example' },
      ];
      for (const headers of forged) {
        const refused = await ask(headers);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error.message).toBe(
          "Ce lien ne peut pas être envoyé : l'adresse du serveur demandée n'est pas reconnue. Passez par l'adresse habituelle de Comptoir, ou demandez à un administrateur de réinitialiser votre mot de passe.",
        );
      }
      expect((await ask({ host: 'Localhost:3000' })).statusCode).toBe(200);
      const mail = await local.waitFor(user.email);
      expect(resetTokenIn(mail).link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
      // Only the accepted host's request was mailed: the refused ones left nothing in the queue.
      expect(local.received.filter((m) => m.to.includes(user.email))).toHaveLength(1);
      const tokens = await app.database.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, user.id));
      expect(tokens).toHaveLength(1);
    } finally {
      await app.close();
      await local.close();
    }
  });
});

describe('recovery throttling and validation', () => {
  it('allows 3 requests per e-mail in a window, then answers 429 in French', async () => {
    const email = `throttled-${Date.now()}@example.test`;
    for (let i = 0; i < 3; i += 1) expect((await recover(email)).statusCode).toBe(200);
    const res = await recover(email);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(
      'Trop de demandes de réinitialisation. Veuillez attendre quelques minutes avant de réessayer.',
    );
    // Other addresses are unaffected.
    expect((await recover(`other-${Date.now()}@example.test`)).statusCode).toBe(200);
  });

  it('limits requests per client address too', async () => {
    const ip = '10.8.0.1';
    for (let i = 0; i < 20; i += 1) {
      expect((await recover(`spray${i}-${Date.now()}@example.test`, ip)).statusCode).toBe(200);
    }
    expect((await recover(`spray-last@example.test`, ip)).statusCode).toBe(429);
  });

  it('validates the bodies and never answers 500', async () => {
    expect((await recover('not-an-email')).json().error.fields.email).toBe(
      'Veuillez entrer une adresse email valide',
    );
    expect((await reset({})).statusCode).toBe(400);
    await fc.assert(
      fc.asyncProperty(fc.anything(), fc.anything(), async (token, newPassword) => {
        const res = await reset({ token, newPassword });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        const rec = await recover(token);
        expect(rec.statusCode).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });
});
