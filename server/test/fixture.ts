import { afterAll, beforeAll, expect, it } from 'vitest';
import { MODULE_KEYS, type ModuleKey } from '@comptoir/core/permissions';
import type { Database, Db } from '../src/db/client';
import { createUser, type UserSpec } from '../src/db/seed/factories';
import type { Config } from '../src/platform/config';
import { jsonCaller, moduleAccessTests, type RouteAccess } from './access';
import { createTestApp, createTestDatabase, signIn, type TestContext } from './helpers';

/**
 * The setup the API test files share: one app on a fresh database per file (closed after the
 * file), users signed in by name, and a JSON caller with the first user's session.
 */

/** A user made by a test and signed in. */
export interface SignedIn {
  id: string;
  email: string;
  fullName: string;
  password: string;
  cookie: string;
}

/** Every module key but `excluded`: the modules of a user who must not reach them. */
export const allModulesBut = (...excluded: string[]): ModuleKey[] =>
  MODULE_KEYS.filter((k) => !excluded.includes(k));

/**
 * The four users of a module's access tests: a Manager, an Editor and a Viewer of `module`, and
 * an outsider (a Manager of every other module). `extra` adds to (or changes) one of them.
 */
export function moduleUsers(
  module: ModuleKey,
  extra: Partial<Record<'manager' | 'editor' | 'viewer' | 'outsider', UserSpec>> = {},
) {
  return {
    manager: { role: 'Manager', modules: [module], ...extra.manager },
    editor: { role: 'Editor', modules: [module], ...extra.editor },
    viewer: { role: 'Viewer', modules: [module], ...extra.viewer },
    outsider: { role: 'Manager', modules: allModulesBut(module), ...extra.outsider },
  } satisfies Record<string, UserSpec>;
}

/** Makes the users of `specs` one after the other, in their order, and signs each in. */
export async function signInUsers<U extends string>(
  ctx: TestContext,
  specs: Record<U, UserSpec>,
): Promise<Record<U, SignedIn>> {
  const out = {} as Record<U, SignedIn>;
  for (const [name, spec] of Object.entries(specs) as [U, UserSpec][]) {
    const u = await createUser(ctx.database.db, spec);
    out[name] = {
      id: u.id,
      email: u.email,
      fullName: u.fullName,
      password: u.password,
      cookie: await signIn(ctx.app, u.email, u.password),
    };
  }
  return out;
}

/** The session cookies of `users`, by name. */
export const cookiesOf = <U extends string>(users: Record<U, SignedIn>): Record<U, string> =>
  Object.fromEntries(Object.entries<SignedIn>(users).map(([name, u]) => [name, u.cookie])) as Record<
    U,
    string
  >;

export interface TestApp<U extends string, S extends object = object> {
  ctx: TestContext;
  db: Db;
  /** What `seed` made before the users (companies, clients...), filled likewise. */
  seed: S;
  /** The users, by name (filled before the first test: destructure it at will). */
  users: Record<U, SignedIn>;
  /** Their session cookies, likewise. */
  cookies: Record<U, string>;
  /** `inject` with a JSON body, as the first user unless another cookie (or null) is given. */
  call: ReturnType<typeof jsonCaller>;
  /**
   * One more user, made and signed in now; with a name, kept in `users` and `cookies` (and the
   * default caller when the fixture had no user).
   */
  user: (spec: UserSpec, name?: U) => Promise<SignedIn>;
}

/**
 * Declares the file's app (in `beforeAll`, closed in `afterAll`): `seed` first, then the users
 * (given, or made from what `seed` returned). The object returned is filled before the first
 * test runs.
 */
export function useTestApp<U extends string = never, S extends object = object>(
  options: {
    seed?: (db: Db) => Promise<S>;
    users?: Record<U, UserSpec> | ((seed: S) => Record<U, UserSpec>);
    config?: Partial<Config>;
    /** How long the setup may take (a long `seed`). */
    timeoutMs?: number;
  } = {},
): TestApp<U, S> {
  let first: U | undefined;
  const f: TestApp<U, S> = {
    seed: {} as S,
    users: {} as Record<U, SignedIn>,
    cookies: {} as Record<U, string>,
    call: jsonCaller(
      () => f.ctx.app,
      () => (first ? f.cookies[first] : ''),
    ),
    user: async (spec, name) => {
      const u = (await signInUsers(f.ctx, { one: spec })).one;
      if (name) {
        f.users[name] = u;
        f.cookies[name] = u.cookie;
        first ??= name;
      }
      return u;
    },
  } as TestApp<U, S>;
  beforeAll(async () => {
    f.ctx = await createTestApp(options.config);
    f.db = f.ctx.database.db;
    if (options.seed) Object.assign(f.seed, await options.seed(f.db));
    const specs = typeof options.users === 'function' ? options.users(f.seed) : (options.users ?? {});
    first ??= Object.keys(specs)[0] as U | undefined;
    Object.assign(f.users, await signInUsers(f.ctx, specs as Record<U, UserSpec>));
    Object.assign(f.cookies, cookiesOf(f.users));
  }, options.timeoutMs);
  afterAll(async () => {
    await f.ctx?.close();
  });
  return f;
}

/**
 * The access tests of `module`'s `routes` (see `moduleAccessTests`), on the fixture's app, with its
 * `outsider` as the user without the module; with `documented`, each route is also in the OpenAPI
 * document.
 */
export function accessTests(
  f: TestApp<'outsider', object>,
  module: ModuleKey,
  routes: readonly RouteAccess[],
  options: { owns?: (url: string) => boolean; documented?: boolean } = {},
): void {
  if (options.documented) {
    it('documents every route in the OpenAPI document', async () => {
      const res = await f.call('GET', '/api/openapi.json');
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      for (const route of routes) {
        const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
        expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${path}`).toBeDefined();
      }
    });
  }
  moduleAccessTests({
    ctx: () => f.ctx,
    module,
    routes,
    outsider: () => f.cookies.outsider,
    ...(options.owns ? { owns: options.owns } : {}),
  });
}

/**
 * Declares a fixture made by `setup` before the file's tests and closed after them. The object
 * returned is filled before the first test runs.
 */
export function useFixture<F extends { ctx: TestContext }>(
  setup: () => Promise<F>,
  /** What else to close, once the app is closed. */
  teardown?: () => Promise<unknown>,
): F {
  const f = {} as F;
  beforeAll(async () => {
    Object.assign(f, await setup());
  });
  afterAll(async () => {
    await f.ctx?.close();
    await teardown?.();
  });
  return f;
}

/** Whether this run is on PostgreSQL (TEST_DB=postgres): some suites need it. */
export const onPostgres = process.env.TEST_DB === 'postgres';

/**
 * A database of the suite's own, made before its tests and dropped after them, once `stop` has
 * stopped what the tests started on it; the suite reads it through the returned function.
 */
export function useSuiteDatabase(stop: () => Promise<void>): () => Database {
  let database: Database | undefined;
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ database, cleanup } = await createTestDatabase());
  });
  afterAll(async () => {
    await stop();
    await cleanup?.();
  });
  return () => database!;
}
