/**
 * What a self-test check is, and the helpers the checks share: calls through the real HTTP routes
 * (Fastify's inject, with the session of the super administrator running the checks), writes inside
 * a transaction that is always rolled back, and the two ways a check ends other than passing.
 */
import type { FastifyInstance } from 'fastify';
import type { SelfTestCategory } from '@comptoir/core/modules/selftest';
import type { Db } from '../../db/client';
import type { Config } from '../../platform/config';

/** A check found something wrong: `message` says what, `cause` the underlying error if any. */
export class CheckFailure extends Error {
  constructor(
    message: string,
    readonly causeText: string | null = null,
  ) {
    super(message);
    this.name = 'CheckFailure';
  }
}

/** The check does not apply here (nothing configured, nothing to check yet). */
export class CheckSkipped extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CheckSkipped';
  }
}

/**
 * The check found nothing broken but something to act on: `message` says what and what to do (no
 * backup configured, for instance). Reported as 'warning', outside the success rate.
 */
export class CheckWarning extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CheckWarning';
  }
}

export interface CheckContext {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** The super administrator the checks run as. */
  userId: string;
  /** Cookie header of that user's session, for calls through the routes. */
  cookie: string;
  /** Aborted when the check's time limit is reached. */
  signal: AbortSignal;
}

export interface Check {
  id: string;
  category: SelfTestCategory;
  name: string;
  /** What the check does, in French (shown in the details dialog). */
  checks: string;
  /** Time limit; the check fails with that reason when it is reached. */
  timeoutMs?: number;
  /** Resolves with what was found (appended to the details), throws CheckFailure / CheckWarning / CheckSkipped. */
  run(ctx: CheckContext): Promise<string>;
}

export interface ApiAnswer {
  status: number;
  body: string;
  raw: Buffer;
  headers: Record<string, unknown>;
  json<T = unknown>(): T;
}

/** A call through the real route, with the checks' session unless `cookie` is null. */
export async function call(
  ctx: CheckContext,
  method: 'GET' | 'POST',
  url: string,
  cookie: string | null = ctx.cookie,
): Promise<ApiAnswer> {
  const res = await ctx.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), 'x-comptoir-lang': 'fr' },
  });
  return {
    status: res.statusCode,
    body: res.body,
    raw: res.rawPayload,
    headers: res.headers as Record<string, unknown>,
    json: <T>() => JSON.parse(res.body) as T,
  };
}

function serverMessage(res: ApiAnswer): string {
  try {
    const parsed = res.json<{ error?: { message?: string } }>();
    return parsed.error?.message ?? res.body.slice(0, 200);
  } catch {
    return res.body.slice(0, 200);
  }
}

/** The answer when it has the expected status, else a failure naming the route and the answer. */
export async function expectStatus(
  ctx: CheckContext,
  url: string,
  status = 200,
  cookie?: string | null,
): Promise<ApiAnswer> {
  const res = await call(ctx, 'GET', url, cookie === undefined ? ctx.cookie : cookie);
  if (res.status !== status) {
    throw new CheckFailure(`GET ${url} a répondu ${res.status} au lieu de ${status}`, serverMessage(res));
  }
  return res;
}

/** A paginated list route: 200 and `{ items, total, page, pageSize }` that agree with each other. */
export async function expectList(ctx: CheckContext, url: string): Promise<string> {
  const res = await expectStatus(ctx, url);
  const body = res.json<{ items?: unknown; total?: unknown; pageSize?: unknown }>();
  if (!Array.isArray(body.items) || typeof body.total !== 'number') {
    throw new CheckFailure(
      `GET ${url} : la réponse n'a pas la forme { items, total }`,
      res.body.slice(0, 200),
    );
  }
  if (body.total < body.items.length) {
    throw new CheckFailure(
      `GET ${url} : total ${body.total} inférieur aux ${body.items.length} lignes reçues`,
    );
  }
  return `GET ${url} → 200, ${body.items.length} ligne(s) reçue(s) sur ${body.total}.`;
}

class Rollback extends Error {}

/**
 * Runs `work` in a transaction that is always rolled back (nothing it writes stays), then checks
 * with `stillThere` (outside the transaction) that its records are really gone.
 */
export async function rolledBack<T>(
  ctx: CheckContext,
  work: (tx: Db) => Promise<T>,
  stillThere?: (db: Db, value: T) => Promise<boolean>,
): Promise<T> {
  let value: T | undefined;
  let done = false;
  try {
    await ctx.db.transaction(async (tx) => {
      value = await work(tx as unknown as Db);
      done = true;
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  if (!done) throw new CheckFailure('la transaction de test ne s’est pas terminée');
  if (stillThere && (await stillThere(ctx.db, value as T))) {
    throw new CheckFailure('des lignes écrites dans la transaction annulée sont restées en base');
  }
  return value as T;
}

/** Whether a route is registered (modules built by later issues are skipped until they exist). */
export function hasRoute(app: FastifyInstance, method: string, url: string): boolean {
  return app.routeTable.some((r) => r.method === method && r.url === url);
}

export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return `${error.message}${typeof code === 'string' ? ` (${code})` : ''}`.slice(0, 500);
  }
  return String(error).slice(0, 500);
}
