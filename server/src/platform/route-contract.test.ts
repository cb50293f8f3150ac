import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { z } from 'zod';
import { declaredRoutes } from '@comptoir/core/routes';
import { routeName, routes } from '@comptoir/core/route';
import { createTestApp, type TestContext } from '../../test/helpers';
import { checkRouteContract, implement } from './routes';
import type { RouteRecord } from './http';

const r = routes('authenticated', { tags: ['probe'], errors: [401] });
const probeApi = {
  one: r.get('/api/probe/one', { summary: 'probe', response: z.object({ n: z.number() }) }),
  two: r.post('/api/probe/two', {
    summary: 'probe',
    body: z.object({ x: z.string() }),
    response: z.object({}),
  }),
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.ready();
});
afterAll(async () => {
  await ctx?.close();
});

describe('the route contract', () => {
  it('serves every route declared in core, each by its declaration, and nothing undeclared', () => {
    const declared = declaredRoutes();
    expect(declared.length).toBeGreaterThan(200);
    const api = ctx.app.routeTable.filter((record) => record.url.startsWith('/api/'));
    expect(api.map((record) => `${record.method} ${record.url}`).sort()).toEqual(
      declared.map(routeName).sort(),
    );
    expect(() => checkRouteContract(ctx.app.routeTable, declared)).not.toThrow();
  });

  it('declares each method and path once', () => {
    const names = declaredRoutes().map(routeName);
    expect(new Set(names).size).toBe(names.length);
  });

  it('refuses a served route without declaration and a declared route not served', () => {
    const undeclared: RouteRecord = {
      method: 'GET',
      url: '/api/not-declared',
      access: { kind: 'public' },
      summary: 'x',
      tags: [],
    };
    expect(() => checkRouteContract([...ctx.app.routeTable, undeclared], declaredRoutes())).toThrow(
      /GET \/api\/not-declared is served but not declared in core/,
    );
    expect(() => checkRouteContract(ctx.app.routeTable, [...declaredRoutes(), probeApi.one])).toThrow(
      /GET \/api\/probe\/one is declared but not served/,
    );
  });

  it('refuses a handler without declaration, or a declaration without handler, at start', () => {
    const app = Fastify();
    expect(() =>
      implement(app, probeApi, { one: async () => ({ n: 1 }) } as unknown as Parameters<
        typeof implement<typeof probeApi>
      >[2]),
    ).toThrow(/no handler for two \(POST \/api\/probe\/two\)/);
    expect(() =>
      implement(app, probeApi, {
        one: async () => ({ n: 1 }),
        two: async () => ({}),
        three: async () => ({}),
      } as unknown as Parameters<typeof implement<typeof probeApi>>[2]),
    ).toThrow(/handler three has no declared route/);
  });

  it('writes the OpenAPI description from the declarations: every route, its access and its answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{
      paths: Record<string, Record<string, { 'x-access': unknown; responses: object }>>;
    }>();
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(operations.sort()).toEqual(declaredRoutes().map(routeName).sort());
    const created = doc.paths['/api/tasks']!.post!;
    expect(created['x-access']).toEqual({ kind: 'module', module: 'tasks', action: 'create' });
    expect(Object.keys(created.responses)).toEqual(expect.arrayContaining(['201', '400', '403']));
    // An answer without content: 204 and no body described.
    const removed = doc.paths['/api/pricelists/{id}']!.delete!.responses as Record<string, object>;
    expect(removed['204']).toEqual({ description: 'No Content' });
    expect(removed['200']).toBeUndefined();
  });

  it("answers 204 with an empty body for a route declared response: 'none', whatever its handler returns", async () => {
    const p = routes('public', { tags: ['probe'], errors: [] });
    const none = { gone: p.delete('/api/probe/gone', { summary: 'probe', response: 'none' }) };
    expect(none.gone.status).toBe(204);
    const app = Fastify();
    await app.register(cookie);
    app.decorate('db', ctx.app.db);
    app.decorateRequest('auth', null);
    implement(app, none, { gone: async () => ({ ignored: true }) });
    const answer = await app.inject({ method: 'DELETE', url: '/api/probe/gone' });
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');
    await app.close();
  });

  it('fails a call whose JSON answer does not match its declaration (in tests)', async () => {
    expect(process.env.COMPTOIR_CHECK_ANSWERS).toBe('1');
    const p = routes('public', { tags: ['probe'], errors: [] });
    const shapes = {
      right: p.get('/api/probe/right', { summary: 'probe', response: z.object({ n: z.number() }) }),
      wrong: p.get('/api/probe/wrong', { summary: 'probe', response: z.object({ n: z.number() }) }),
    };
    const app = Fastify();
    await app.register(cookie);
    app.decorate('db', ctx.app.db);
    app.decorateRequest('auth', null);
    implement(app, shapes, { right: async () => ({ n: 1 }), wrong: async () => ({ n: 'one' }) });
    expect((await app.inject({ method: 'GET', url: '/api/probe/right' })).json()).toEqual({ n: 1 });
    const wrong = await app.inject({ method: 'GET', url: '/api/probe/wrong' });
    expect(wrong.statusCode).toBe(500);
    expect(wrong.body).toContain('does not match its declaration');
    await app.close();
  });
});
