import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import type { Access, AnyRoute } from '@comptoir/core/route';
import { fieldErrors } from '@comptoir/core/validation';
import { AppError } from './errors';
import type { Db } from '../db/client';
import { authorize, type AuthContext } from './access';
import { pick } from './service';

/** Who may call a route (declared in core with the route, decision 0032). */
export { access, type Access } from '@comptoir/core/route';

type Schema = z.ZodType;
type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteContext<B, Q, P, A extends Access> {
  request: FastifyRequest;
  reply: FastifyReply;
  body: B;
  query: Q;
  params: P;
  /** The app's database; with `request` and `auth`, the context a service's write takes. */
  db: Db;
  /** Present on every route but public ones. */
  auth: A extends { kind: 'public' } ? AuthContext | null : AuthContext;
}

export interface RouteDefinition<
  BS extends Schema | undefined,
  QS extends Schema | undefined,
  PS extends Schema | undefined,
  A extends Access,
> {
  method: HTTPMethods;
  url: string;
  access: A;
  summary: string;
  tags?: string[];
  body?: BS;
  query?: QS;
  params?: PS;
  /** Response schemas by status, for the OpenAPI document. */
  response?: Record<number, Schema>;
  /** Overrides Fastify's body limit (bytes). */
  bodyLimit?: number;
  /** The declaration in core the route implements (every API route has one, decision 0032). */
  declared?: AnyRoute;
  handler: (ctx: RouteContext<Infer<BS>, Infer<QS>, Infer<PS>, A>) => Promise<unknown>;
}

/** What the route table keeps about each route (read by the OpenAPI document and the tests). */
export interface RouteRecord {
  method: string;
  url: string;
  access: Access;
  summary: string;
  tags: string[];
  body?: Schema | undefined;
  query?: Schema | undefined;
  params?: Schema | undefined;
  response?: Record<number, Schema> | undefined;
  declared?: AnyRoute | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    record?: RouteRecord;
  }
}

/**
 * Handlers still running, so that closing the app waits for them before the database goes away
 * (a client that disconnects does not stop its handler).
 */
export const inFlight = new WeakMap<FastifyInstance, Set<Promise<unknown>>>();

function trackInFlight(app: FastifyInstance, work: Promise<unknown>): void {
  let set = inFlight.get(app);
  if (!set) inFlight.set(app, (set = new Set()));
  const settled = work.then(
    () => undefined,
    () => undefined,
  );
  set.add(settled);
  void settled.then(() => set.delete(settled));
}

/** Resolves when every handler in progress has finished, or after `timeoutMs`. */
export async function drainInFlight(app: FastifyInstance, timeoutMs = 10_000): Promise<void> {
  const set = inFlight.get(app);
  if (!set || set.size === 0) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all([...set]),
    new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
  ]);
  clearTimeout(timer);
}

/** `value` checked by `schema`: its output, or 400 'validation' with the fields in error. */
export function validate<S extends Schema | undefined>(schema: S, value: unknown): Infer<S> {
  if (!schema) return undefined as Infer<S>;
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new AppError(400, 'validation', 'errors.validation', {}, fieldErrors(result.error));
  }
  return result.data as Infer<S>;
}

/**
 * Registers a route: authenticate and authorize (preHandler), validate body, query and params
 * with zod, run the handler. The handler's return value is sent as JSON unless it sent a reply.
 */
export function defineRoute<
  BS extends Schema | undefined = undefined,
  QS extends Schema | undefined = undefined,
  PS extends Schema | undefined = undefined,
  A extends Access = Access,
>(app: FastifyInstance, def: RouteDefinition<BS, QS, PS, A>): void {
  const record: RouteRecord = {
    method: def.method as string,
    url: def.url,
    access: def.access,
    summary: def.summary,
    tags: def.tags ?? [],
    ...pick(def, ['body', 'query', 'params', 'response', 'declared']),
  };
  app.route({
    method: def.method,
    url: def.url,
    config: { access: def.access, record },
    ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
    preHandler: async (request) => {
      request.auth = await authorize(request, def.access);
    },
    handler: async (request, reply) => {
      const work = (async () => {
        const ctx = {
          request,
          reply,
          params: validate(def.params, request.params),
          query: validate(def.query, request.query),
          body: validate(def.body, request.body),
          db: app.db,
          auth: request.auth,
        } as RouteContext<Infer<BS>, Infer<QS>, Infer<PS>, A>;
        return def.handler(ctx);
      })();
      trackInFlight(app, work);
      const result = await work;
      if (reply.sent) return reply;
      return result;
    },
  });
}
