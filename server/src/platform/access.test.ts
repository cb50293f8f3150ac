import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { MODULE_KEYS } from '@comptoir/core/permissions';
import { createCompany, createUser } from '../db/seed/factories';
import { companyScope, withCompanyIds, type AuthContext } from './access';
import { access, defineRoute } from './http';
import { readSession } from './auth/sessions';
import { createTestApp, signIn, type TestContext } from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  // Probe routes exercising each kind of rule; real modules declare theirs the same way.
  defineRoute(ctx.app, {
    method: 'GET',
    url: '/api/test-probe/products',
    access: access.module('products', 'read'),
    summary: 'probe',
    handler: async ({ auth }) => ({ user: auth.user.id }),
  });
  defineRoute(ctx.app, {
    method: 'DELETE',
    url: '/api/test-probe/products',
    access: access.module('products', 'delete'),
    summary: 'probe',
    handler: async () => ({ deleted: true }),
  });
  defineRoute(ctx.app, {
    method: 'POST',
    url: '/api/test-probe/admin',
    access: access.superAdmin('update'),
    summary: 'probe',
    handler: async () => ({ ok: true }),
  });
  await ctx.app.ready();
});
afterAll(async () => {
  await ctx?.close();
});

const MODULE_MESSAGE =
  "Vous n'avez pas accès à ce module. Contactez votre administrateur pour obtenir les permissions nécessaires.";
const SUPER_ADMIN_MESSAGE =
  'Accès non autorisé: Vous devez être super administrateur pour accéder à cette page.';

/**
 * Reads Fastify's printed route tree, where a route can sit under its parent
 * ('├── /api/auth/login (POST)' then '│   └── /two-factor (POST)'): depth comes from the
 * indentation, four characters a level, and full paths are rebuilt from the parents.
 */
function servedRoutes(printed: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const segment = match[2] === '*' ? '/*' : match[2]!;
    const full = (stack[depth - 1] ?? '') + segment;
    stack[depth] = full;
    for (const method of (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD')) {
      routes.push(`${method} ${full.replace(/\/\*$/, '/*').replace(/^\/\//, '/')}`);
    }
  }
  return routes;
}

describe('the route table', () => {
  it('has an access rule for every route the server really serves', () => {
    const served = servedRoutes(ctx.app.printRoutes({ commonPrefix: false }));
    expect(served.length).toBeGreaterThanOrEqual(8);
    // Nothing served that the table lacks, nothing in the table that is not served.
    expect([...new Set(served)].sort()).toEqual(ctx.app.routeTable.map((r) => `${r.method} ${r.url}`).sort());
    const declared = new Map(ctx.app.routeTable.map((r) => [`${r.method} ${r.url}`, r.access]));
    for (const route of served) {
      expect(declared.has(route), `${route} has no access declaration`).toBe(true);
      const rule = declared.get(route)!;
      expect(['public', 'authenticated', 'super-admin', 'module']).toContain(rule.kind);
      if (rule.kind === 'module') expect(MODULE_KEYS).toContain(rule.module);
    }
  });

  it('refuses to register a route without an access rule', async () => {
    const fresh = await createTestApp();
    try {
      expect(() => fresh.app.get('/api/naked', async () => ({}))).toThrow(/no access rule/);
    } finally {
      await fresh.close();
    }
  });

  it('keeps public routes to an explicit short list', () => {
    const publicRoutes = ctx.app.routeTable
      .filter((r) => r.access.kind === 'public')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(publicRoutes).toEqual([
      'GET /*',
      'GET /api/auth/demo-accounts',
      'GET /api/auth/recovery-status',
      'GET /api/auth/session',
      'GET /api/health',
      'GET /api/health/ready',
      'GET /api/openapi.json',
      'POST /api/auth/login',
      'POST /api/auth/login/change-password',
      'POST /api/auth/login/two-factor',
      'POST /api/auth/logout',
      'POST /api/auth/recover',
      'POST /api/auth/reset-password',
    ]);
  });

  it('answers 401 without a session on every non-public API route', async () => {
    for (const route of ctx.app.routeTable.filter((r) => r.access.kind !== 'public')) {
      const res = await ctx.app.inject({ method: route.method as 'GET', url: route.url, payload: {} });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});

describe('module and role enforcement', () => {
  it('refuses a user without the module with 403 and the specification message', async () => {
    const user = await createUser(ctx.database.db, { modules: ['tasks'], role: 'Admin' });
    const cookie = await signIn(ctx.app, user.email, user.password);
    const res = await ctx.app.inject({ url: '/api/test-probe/products', headers: { cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'forbidden_module', message: MODULE_MESSAGE });
  });

  it('lets a user with the module read, and refuses delete to a role that may not delete', async () => {
    const editor = await createUser(ctx.database.db, { modules: ['products'], role: 'Editor' });
    const cookie = await signIn(ctx.app, editor.email, editor.password);
    expect((await ctx.app.inject({ url: '/api/test-probe/products', headers: { cookie } })).statusCode).toBe(
      200,
    );
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/test-probe/products',
      headers: { cookie },
    });
    expect(del.statusCode).toBe(403);
    expect(del.json().error.code).toBe('forbidden_action');
    const manager = await createUser(ctx.database.db, { modules: ['products'], role: 'Manager' });
    const managerCookie = await signIn(ctx.app, manager.email, manager.password);
    const ok = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/test-probe/products',
      headers: { cookie: managerCookie },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('gives a user with no modules the dashboard alone', async () => {
    const user = await createUser(ctx.database.db, { modules: [] });
    const cookie = await signIn(ctx.app, user.email, user.password);
    expect((await ctx.app.inject({ url: '/api/test-probe/products', headers: { cookie } })).statusCode).toBe(
      403,
    );
    const session = await ctx.app.inject({ url: '/api/auth/session', headers: { cookie } });
    expect(session.json().user.modules).toEqual(['dashboard']);
  });

  it('refuses super-admin routes to everyone else, even with the users module', async () => {
    const user = await createUser(ctx.database.db, { modules: [...MODULE_KEYS], role: 'Admin' });
    const cookie = await signIn(ctx.app, user.email, user.password);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/test-probe/admin', headers: { cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'forbidden_super_admin', message: SUPER_ADMIN_MESSAGE });
    const session = await ctx.app.inject({ url: '/api/auth/session', headers: { cookie } });
    expect(session.json().user.modules).not.toContain('users');
    expect(session.json().user.modules).not.toContain('testing');
  });

  it('lets a super admin through everything, whatever their module list', async () => {
    const admin = await createUser(ctx.database.db, { isSuperAdmin: true, modules: [], role: 'Viewer' });
    const cookie = await signIn(ctx.app, admin.email, admin.password);
    for (const [method, url] of [
      ['GET', '/api/test-probe/products'],
      ['DELETE', '/api/test-probe/products'],
      ['POST', '/api/test-probe/admin'],
    ] as const) {
      expect((await ctx.app.inject({ method, url, headers: { cookie } })).statusCode).toBe(200);
    }
    const session = await ctx.app.inject({ url: '/api/auth/session', headers: { cookie } });
    expect(session.json().user.modules).toEqual([...MODULE_KEYS]);
  });

  it('applies a permission change at the next request (no stale cache)', async () => {
    const user = await createUser(ctx.database.db, { modules: ['products'] });
    const cookie = await signIn(ctx.app, user.email, user.password);
    expect((await ctx.app.inject({ url: '/api/test-probe/products', headers: { cookie } })).statusCode).toBe(
      200,
    );
    await ctx.database.db.execute(sql`update users set modules = '{tasks}' where id = ${user.id}`);
    expect((await ctx.app.inject({ url: '/api/test-probe/products', headers: { cookie } })).statusCode).toBe(
      403,
    );
  });
});

describe('companyScope', () => {
  const widgets = pgTable('test_widgets', {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    name: text('name').notNull(),
  });

  it("restricts a query to the user's companies; super admins see all", async () => {
    const db = ctx.database.db;
    await db.execute(
      sql`create table test_widgets (id uuid primary key default gen_random_uuid(), company_id uuid not null, name text not null)`,
    );
    const [a, b, c] = [
      await createCompany(db, 'A'),
      await createCompany(db, 'B'),
      await createCompany(db, 'C'),
    ];
    await db.insert(widgets).values([
      { companyId: a.id, name: 'a1' },
      { companyId: a.id, name: 'a2' },
      { companyId: b.id, name: 'b1' },
      { companyId: c.id, name: 'c1' },
    ]);
    const authOf = async (spec: Parameters<typeof createUser>[1]): Promise<AuthContext> => {
      const user = await createUser(db, spec);
      const cookie = await signIn(ctx.app, user.email, user.password);
      return (await readSession(db, cookie.split('=')[1]))!;
    };
    const names = async (auth: AuthContext, extra = sql`true`) =>
      (
        await db
          .select({ name: widgets.name })
          .from(widgets)
          .where(and(companyScope(auth, widgets.companyId), extra))
      )
        .map((r) => r.name)
        .sort();

    const onlyA = await authOf({ companyIds: [a.id] });
    expect(await names(onlyA)).toEqual(['a1', 'a2']);
    expect(await names(onlyA, eq(widgets.name, 'b1'))).toEqual([]);
    const aAndC = await authOf({ companyIds: [a.id, c.id] });
    expect(await names(aAndC)).toEqual(['a1', 'a2', 'c1']);
    const none = await authOf({});
    expect(await names(none)).toEqual([]);
    const admin = await authOf({ isSuperAdmin: true });
    expect(await names(admin)).toEqual(['a1', 'a2', 'b1', 'c1']);

    // The grants read beforehand (as the lists do) give the same rows as the subquery.
    const aAndCRead = await withCompanyIds(db, aAndC);
    expect([...aAndCRead.user.companyIds!].sort()).toEqual([a.id, c.id].sort());
    expect(await names(aAndCRead)).toEqual(['a1', 'a2', 'c1']);
    expect(await names(aAndCRead, eq(widgets.name, 'b1'))).toEqual([]);
    const noneRead = await withCompanyIds(db, none);
    expect(noneRead.user.companyIds).toEqual([]);
    expect(await names(noneRead)).toEqual([]);
    expect(await withCompanyIds(db, admin)).toBe(admin);
  });
});
