import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { MODULE_KEYS, type ModuleKey } from '@comptoir/core/permissions';
import { createUser } from '../src/db/seed/factories';
import { signIn, type TestContext } from './helpers';

/**
 * What the module test files share: signed-in users of a module, a JSON caller with a session
 * cookie, and the access tests every module route table gets (declared module and action, 401
 * without a session, 403 without the module).
 */

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type Action = 'read' | 'create' | 'update' | 'delete';
export interface RouteAccess {
  method: Method;
  url: string;
  action: Action;
}

/** A user of `modules` with `role`, signed in: its id and session cookie. */
export async function signedInUser(
  ctx: TestContext,
  role: 'Manager' | 'Editor' | 'Viewer',
  modules: readonly string[],
  fullName?: string,
): Promise<{ id: string; cookie: string }> {
  const u = await createUser(ctx.database.db, {
    role,
    modules: [...modules],
    ...(fullName ? { fullName } : {}),
  });
  return { id: u.id, cookie: await signIn(ctx.app, u.email, u.password) };
}

/** A Manager with every module but `module`, signed in (the 403 cases). */
export async function outsiderOf(ctx: TestContext, module: ModuleKey): Promise<string> {
  return (
    await signedInUser(
      ctx,
      'Manager',
      MODULE_KEYS.filter((k) => k !== module),
    )
  ).cookie;
}

/** `inject` with an optional JSON body and a cookie (`cookie()` by default, null: no session). */
export const jsonCaller =
  (app: () => FastifyInstance, cookie: () => string) =>
  (method: Method, url: string, payload?: unknown, session: string | null = cookie()) =>
    app().inject({
      method,
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers: session ? { cookie: session } : {},
    });

/** Every `:param` of a route replaced by an id that does not exist. */
export const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, UNKNOWN_ID);

/** That the routes `app` declares under `owns` are exactly `routes`, each with `module` and its action. */
export function expectDeclaredRoutes(
  app: FastifyInstance,
  module: ModuleKey,
  routes: readonly RouteAccess[],
  owns: (url: string) => boolean,
): void {
  const mine = app.routeTable.filter((r) => owns(r.url));
  expect(mine.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
    routes.map((r) => `${r.method} ${r.url}`).sort(),
  );
  for (const route of mine) {
    const expected = routes.find((r) => r.method === route.method && r.url === route.url)!;
    expect(route.access).toEqual({ kind: 'module', module, action: expected.action });
  }
}

/**
 * The access tests of a module's routes (call inside its `describe('access')`): the routes the app
 * declares under `owns` are exactly `routes`, with the module and their action; each answers 401
 * without a session and 403 'forbidden_module' to `outsider()`.
 */
export function moduleAccessTests(args: {
  ctx: () => TestContext;
  module: ModuleKey;
  routes: readonly RouteAccess[];
  /** Which of the app's routes are the module's: by default those under the first route's url. */
  owns?: (url: string) => boolean;
  outsider: () => string;
}): void {
  const owns = args.owns ?? ((url: string) => url.startsWith(args.routes[0]!.url));
  const call = jsonCaller(
    () => args.ctx().app,
    () => args.outsider(),
  );
  const bodyFor = (route: RouteAccess) => (route.method === 'GET' ? undefined : {});

  it(`declares every route with the ${args.module} module and the expected action`, () =>
    expectDeclaredRoutes(args.ctx().app, args.module, args.routes, owns));

  it.each(args.routes)('$method $url answers 401 without a session', async (route) => {
    const res = await call(route.method, concreteUrl(route.url), bodyFor(route), null);
    expect(res.statusCode).toBe(401);
  });

  it.each(args.routes)(
    `$method $url answers 403 to a user without the ${args.module} module`,
    async (route) => {
      const res = await call(route.method, concreteUrl(route.url), bodyFor(route));
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden_module');
    },
  );
}

/**
 * That the OpenAPI document (GET /api/openapi.json, public) describes each of `routes`: a path
 * (`/api/x/{id}`, or `/api/x/:id` as the routes are declared), or a method and its path.
 */
export async function expectDocumented(
  app: FastifyInstance,
  routes: readonly (string | { method: Method; url: string })[],
): Promise<void> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  const paths = res.json().paths as Record<string, Record<string, unknown> | undefined>;
  for (const route of routes) {
    const { method, url } = typeof route === 'string' ? { method: null, url: route } : route;
    const path = paths[url.replace(/:(\w+)/g, '{$1}')];
    const what = method ? `${method} ${url}` : url;
    expect(method ? path?.[method.toLowerCase()] : path, what).toBeDefined();
  }
}

/** The routes of a collection at `url`: list and create, and read, update and delete at `${url}/:id`. */
export const collectionRoutes = (url: string): RouteAccess[] => [
  { method: 'GET', url, action: 'read' },
  { method: 'POST', url, action: 'create' },
  { method: 'GET', url: `${url}/:id`, action: 'read' },
  { method: 'PATCH', url: `${url}/:id`, action: 'update' },
  { method: 'DELETE', url: `${url}/:id`, action: 'delete' },
];

/**
 * Each of `calls` (method, url, expected status, body) made with `cookie` answers its status; a
 * 403 is 'forbidden_action' (the user has the module, not the right).
 */
export async function expectStatuses(
  call: ReturnType<typeof jsonCaller>,
  cookie: string,
  calls: readonly (readonly [Method, string, number, unknown?])[],
): Promise<void> {
  for (const [method, url, status, body] of calls) {
    const res = await call(method, url, body, cookie);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    if (status === 403) expect(res.json().error.code).toBe('forbidden_action');
  }
}
