/**
 * How the server serves the routes declared in core (decision 0032, docs/route-contract.md):
 * `implement` registers a table's handlers, `confirmed`/`confirm` write their confirmations, and
 * `checkRouteContract` checks at start that declared and served routes are the same.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { routeName, type AnyRoute, type RouteTable, type SuccessStatus } from '@comptoir/core/route';
import { defineRoute, type RouteContext, type RouteRecord } from './http';
import { t } from './i18n';

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

export { messageResponse } from '@comptoir/core/api';

/** The i18n key of a confirmation, or a function of the call and its result giving its text. */
export type Confirmation<C> = string | ((c: C, result: never) => string);

/**
 * A handler that runs `op.handler` and confirms with the translated `op.message`, under `status`:
 * `{ [key]: what the handler returned, message }`, or `{ message }` without a key (`as` renames
 * `message`).
 */
export function confirm<C extends { request: FastifyRequest; reply: FastifyReply }>(
  status: SuccessStatus,
  key: string | null,
  op: { message: Confirmation<C>; handler: (c: C) => Promise<unknown>; as?: string },
): (c: C) => Promise<Record<string, unknown>> {
  return async (c) => {
    const record = await op.handler(c);
    if (status !== 200) c.reply.status(status);
    const message =
      typeof op.message === 'string' ? t(c.request, op.message) : op.message(c, record as never);
    const field = op.as ?? 'message';
    return key ? { [key]: record, [field]: message } : { [field]: message };
  };
}

/** A declared route's handler context: its body, query and params as its schemas give them. */
export type ContextOf<R extends AnyRoute> = RouteContext<
  R['body'] extends z.ZodType ? z.output<R['body']> : undefined,
  Infer<R['query']>,
  Infer<R['params']>,
  R['access']
>;

/**
 * How the server answers a declared route: a handler, or a handler with what surrounds it:
 * `confirm` answers `{ [key]: what the handler returned, message }` (`{ message }` without a key;
 * `as` renames `message`), `after` runs once the handler has succeeded with its result (to
 * publish a change, say).
 */
export type Implementation<R extends AnyRoute> =
  | ((c: ContextOf<R>) => Promise<unknown>)
  | {
      handler: (c: ContextOf<R>) => Promise<unknown>;
      confirm?: { key?: string; as?: string; message: Confirmation<ContextOf<R>> };
      after?: (c: ContextOf<R>, result: never) => void;
    };

type WriteEvent = 'created' | 'updated' | 'deleted';

/**
 * The confirmed writes of a collection whose record answers under `key` and whose messages are
 * `${prefix}.created`, `.updated` and `.deleted` (a deletion answers `{ message }` only):
 * `const say = confirmed('goal', 'goals.success')`, then `create: say.created(async (c) => ...)`.
 * `names` gives the last part of a message named otherwise (`{ deleted: 'removed' }`).
 */
export function confirmed(key: string, prefix: string, names: Partial<Record<WriteEvent, string>> = {}) {
  const write =
    (event: WriteEvent) =>
    <C>(handler: (c: C) => Promise<unknown>) => ({
      handler,
      confirm: { ...(event === 'deleted' ? {} : { key }), message: `${prefix}.${names[event] ?? event}` },
    });
  return { created: write('created'), updated: write('updated'), deleted: write('deleted') };
}

/** The handlers of a route table: one per declared route, by the same names. */
export type Implementations<T extends RouteTable> = { [K in keyof T]: Implementation<T[K]> };

/** In tests (COMPTOIR_CHECK_ANSWERS=1), every JSON answer is checked against its declared schema. */
const CHECK_ANSWERS = process.env.COMPTOIR_CHECK_ANSWERS === '1';

/**
 * `handler`, whose JSON answer must match `route`'s declared response: a mismatch fails the call
 * (500, the difference in the log and the error) so that the test calling it fails.
 */
function checkedAnswer<C extends { reply: FastifyReply }>(
  route: AnyRoute,
  handler: (c: C) => Promise<unknown>,
): (c: C) => Promise<unknown> {
  const schema = route.response;
  if (typeof schema === 'string') return handler;
  return async (c) => {
    const result = await handler(c);
    if (c.reply.sent || result === c.reply) return result;
    // Another success the route declares (a 202 while work goes on) is checked against its own schema.
    const other = route.alsoAnswers?.[c.reply.statusCode];
    const parsed = (other ?? (schema as z.ZodType)).safeParse(JSON.parse(JSON.stringify(result ?? null)));
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).slice(0, 5);
      throw new Error(
        `The answer of ${routeName(route)} does not match its declaration: ${issues.join('; ')}`,
      );
    }
    return result;
  };
}

/**
 * Registers `table`'s routes with their handlers. A handler without a declaration, or a
 * declaration without a handler, stops the app from starting (TypeScript says so first).
 */
export function implement<T extends RouteTable>(
  app: FastifyInstance,
  table: T,
  handlers: Implementations<T>,
): void {
  const declared = Object.keys(table);
  const given = Object.keys(handlers);
  const missing = declared.filter((name) => !(name in handlers));
  const extra = given.filter((name) => !(name in table));
  if (missing.length || extra.length) {
    throw new Error(
      `Route table and handlers differ: ${[
        ...missing.map((n) => `no handler for ${n} (${routeName(table[n]!)})`),
        ...extra.map((n) => `handler ${n} has no declared route`),
      ].join('; ')}`,
    );
  }
  for (const name of declared) {
    const route = table[name]!;
    const given = handlers[name as keyof T] as Implementation<AnyRoute>;
    const op = typeof given === 'function' ? { handler: given } : given;
    const { after } = op;
    const run: (c: ContextOf<AnyRoute>) => Promise<unknown> = after
      ? async (c) => {
          const result = await op.handler(c);
          after(c, result as never);
          return result;
        }
      : op.handler;
    const answer = op.confirm
      ? confirm(route.status, op.confirm.key ?? null, { ...op.confirm, handler: run })
      : run;
    // The declared success status (201 for a creation); an error sets its own. A route that
    // answers nothing sends its 204 once the handler is done.
    const declared =
      route.response === 'none'
        ? async (c: ContextOf<AnyRoute>) => {
            await answer(c);
            return c.reply.status(204).send();
          }
        : route.status === 200
          ? answer
          : async (c: ContextOf<AnyRoute>) => {
              c.reply.status(route.status);
              return answer(c);
            };
    const handler = CHECK_ANSWERS ? checkedAnswer(route, declared) : declared;
    defineRoute(app, {
      method: route.method,
      url: route.path,
      access: route.access,
      summary: route.summary,
      tags: [...route.tags],
      body: route.body === 'multipart' ? undefined : route.body,
      query: route.query,
      params: route.params,
      ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
      declared: route,
      handler: handler as never,
    });
  }
}

/**
 * The route contract holds (decision 0032): every route declared in core is served, by the
 * declaration itself (`implement`), and every `/api` route served is declared. Throws the list of
 * differences otherwise; the app runs it once every module has registered its routes.
 */
export function checkRouteContract(served: readonly RouteRecord[], declared: readonly AnyRoute[]): void {
  const servedDeclarations = new Set(served.map((record) => record.declared).filter(Boolean));
  const problems = [
    ...declared
      .filter((route) => !servedDeclarations.has(route))
      .map((r) => `${routeName(r)} is declared but not served`),
    ...served
      .filter((record) => record.url.startsWith('/api/') && !record.declared)
      .map((record) => `${record.method} ${record.url} is served but not declared in core`),
  ];
  if (problems.length) throw new Error(`The route contract does not hold: ${problems.join('; ')}`);
}
