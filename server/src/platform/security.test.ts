import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createUser } from '../db/seed/factories';
import { createTestApp } from '../../test/helpers';
import { useTestApp } from '../../test/fixture';
import { HEALTH_REFRESH_MS, refreshHealth } from './health';
import { HELMET_OPTIONS, helmetHeaders } from './security';

const f = useTestApp({ users: { user: {} } });

describe('cross-site request forgery', () => {
  const patch = (headers: Record<string, string>) =>
    f.ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/preferences',
      headers: { cookie: f.cookies.user, host: 'comptoir.example', ...headers },
      payload: { theme: 'dark' },
    });

  it('refuses a state change from another site', async () => {
    const cases: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ];
    for (const headers of cases) {
      const res = await patch(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().error.code).toBe('forbidden_origin');
    }
  });

  it('refuses a cross-site sign-in too (login CSRF)', async () => {
    const res = await f.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', host: 'comptoir.example' },
      payload: { email: 'a@b.com', password: 'secret1' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts the same origin, and clients that send neither header', async () => {
    expect((await patch({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await patch({ origin: 'http://comptoir.example' })).statusCode).toBe(200);
    expect((await patch({})).statusCode).toBe(200);
  });

  it('lets cross-site reads through (they change nothing)', async () => {
    const res = await f.ctx.app.inject({ url: '/api/health', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('sends a CSP without inline scripts, nosniff, frame-ancestors none and a referrer policy', async () => {
    const res = await f.ctx.app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Camera, microphone, geolocation, payment and the other powerful features are off.
    const policy = String(res.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`);
    }
    const page = await f.ctx.app.inject({ url: '/api/nothing-here' });
    expect(page.headers['permissions-policy']).toBe(policy);
  });

  it("sends helmet's headers as its own middleware sets them, on answers, errors and unknown routes", async () => {
    const res = new ServerResponse(new IncomingMessage(new Socket()));
    helmet(HELMET_OPTIONS)(res.req, res, () => undefined);
    const expected = Object.fromEntries(Object.entries(res.getHeaders()).map(([k, v]) => [k, String(v)]));
    expect(Object.keys(expected).length).toBeGreaterThan(8);
    expect(helmetHeaders(HELMET_OPTIONS)).toEqual(expected);
    const answers = [
      await f.ctx.app.inject({ url: '/api/health' }),
      await f.ctx.app.inject({ url: '/api/nothing-here' }),
      await f.ctx.app.inject({
        method: 'PATCH',
        url: '/api/auth/preferences',
        headers: { origin: 'https://evil.example' },
      }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 404, 403]);
    for (const answer of answers) {
      for (const [name, value] of Object.entries(expected)) expect(answer.headers[name], name).toBe(value);
    }
  });

  it('marks the cookies Secure whenever the public address is https, even over a plain hop', async () => {
    const behind = await createTestApp({ publicUrl: 'https://comptoir.example.com' });
    try {
      const user = await createUser(behind.database.db);
      const res = await behind.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
      });
      expect(res.statusCode).toBe(200);
      for (const name of ['comptoir_session', 'comptoir_device']) {
        expect(res.cookies.find((c) => c.name === name)!.secure, name).toBe(true);
      }
    } finally {
      await behind.close();
    }
  });

  it('marks the cookie Secure when the request came over HTTPS through a trusted proxy', async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const user = await createUser(proxied.database.db);
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: user.email, password: user.password },
      });
      expect(res.cookies.find((c) => c.name === 'comptoir_session')!.secure).toBe(true);
      const local = await createUser(f.db);
      const plain = await f.ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-proto': 'https' }, // not trusted without COMPTOIR_TRUST_PROXY
        payload: { email: local.email, password: local.password },
      });
      expect(plain.statusCode).toBe(200);
      expect(plain.cookies.find((c) => c.name === 'comptoir_session')!.secure).toBeFalsy();
    } finally {
      await proxied.close();
    }
  });
});

describe('bad input never gives a 500', () => {
  it('answers 413 for a body over the limit', async () => {
    const res = await f.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('Le contenu envoyé est trop volumineux.');
  });

  it('answers 415 for a content type the API does not take', async () => {
    const res = await f.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
  });

  it('answers a JSON 404 for an unknown API path', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await f.ctx.app.inject({ method, url: '/api/nothing-here' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it('survives hostile e-mails and passwords', async () => {
    const hostile = [
      "' OR 1=1 --",
      'a@b.com\u0000',
      '<script>alert(1)</script>@x.com',
      '𝕬𝖉𝖒𝖎𝖓@exemple.fr',
      'ü'.repeat(300) + '@example.com',
      'a@' + 'b'.repeat(5000) + '.com',
    ];
    for (const email of hostile) {
      const res = await f.ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: "'; drop table users; --" },
        remoteAddress: '10.9.9.9',
      });
      expect([400, 401, 429]).toContain(res.statusCode);
    }
  });

  it('fuzzed login bodies always get a 4xx and a well-formed error', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.record(
            { email: fc.anything(), password: fc.anything(), rememberMe: fc.anything() },
            { requiredKeys: [] },
          ),
          fc.record({ email: fc.emailAddress(), password: fc.string({ maxLength: 40 }) }),
        ),
        async (payload) => {
          const res = await f.ctx.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(payload) ?? 'null',
            remoteAddress: '10.8.8.8',
          });
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
          const body = res.json();
          expect(typeof body.error.code).toBe('string');
          expect(typeof body.error.message).toBe('string');
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('health and OpenAPI', () => {
  it('answers health without a session', async () => {
    const res = await f.ctx.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', version: expect.any(String) });
    expect(['pglite', 'postgres']).toContain(res.json().database);
  });

  it('answers health from the checks run in the background, not at each call (issue 31)', async () => {
    const first = (await f.ctx.app.inject({ url: '/api/health' })).json();
    const second = (await f.ctx.app.inject({ url: '/api/health/ready' })).json();
    expect(first.checks.database.ok).toBe(true);
    expect(second.ready).toBe(true);
    // Two answers share one run of the checks, unless the timer ran between them (a period later).
    const apart = Date.parse(second.checkedAt) - Date.parse(first.checkedAt);
    expect(apart === 0 || apart >= HEALTH_REFRESH_MS / 2, `${apart} ms apart`).toBe(true);
    await refreshHealth(f.ctx.app);
    const third = (await f.ctx.app.inject({ url: '/api/health' })).json();
    expect(Date.parse(third.checkedAt)).toBeGreaterThanOrEqual(Date.parse(first.checkedAt));
    expect(Date.now() - Date.parse(third.checkedAt)).toBeLessThan(HEALTH_REFRESH_MS * 4);
  });

  it('documents every API route with its access rule', async () => {
    const doc = (await f.ctx.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    for (const route of f.ctx.app.routeTable.filter((r) => r.url.startsWith('/api/'))) {
      const op = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${route.url}`).toBeDefined();
      expect(op['x-access']).toEqual(route.access);
    }
    const login = doc.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
  });
});
