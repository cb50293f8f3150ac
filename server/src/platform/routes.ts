/**
 * The routes of one module, declared without repeating what they share: the module of their access
 * rule (the action follows the method unless given), their tags, their error responses, and for a
 * collection the usual five routes (list, create, read, update, delete) with their answers.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import { apiError } from '@comptoir/core/api';
import type { Action, ModuleKey } from '@comptoir/core/permissions';
import { routeName, type AnyRoute, type RouteTable } from '@comptoir/core/route';
import { access, defineRoute, type RouteContext, type RouteDefinition, type RouteRecord } from './http';
import { t } from './i18n';

type Schema = z.ZodType;
type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;
/** The access of a group of routes: one module's, or the super administrators'. */
type ModuleAccess = ReturnType<typeof access.module> | ReturnType<typeof access.superAdmin>;
type Ctx<BS, QS, PS> = RouteContext<Infer<BS>, Infer<QS>, Infer<PS>, ModuleAccess>;

export { messageResponse } from '@comptoir/core/api';
import { messageResponse } from '@comptoir/core/api';

/** The error answers of a route table, by status: `errorResponses(400, 401, 403)`. */
export const errorResponses = (...statuses: number[]): Record<number, typeof apiError> =>
  Object.fromEntries(statuses.map((status) => [status, apiError]));

/** The i18n key of a confirmation, or a function of the call and its result giving its text. */
export type Confirmation<C> = string | ((c: C, result: never) => string);

/**
 * A handler that runs `op.handler` and confirms with the translated `op.message`, under `status`:
 * `{ [key]: what the handler returned, message }`, or `{ message }` without a key (`as` renames
 * `message`).
 */
export function confirm<C extends { request: FastifyRequest; reply: FastifyReply }>(
  status: 200 | 201 | 202,
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

/**
 * The confirmed writes of a collection whose record answers under `key` and whose messages are
 * `${prefix}.created`, `.updated` and `.deleted` (a deletion answers `{ message }` only):
 * `const say = confirmed('goal', 'goals.success')`, then `create: say.created(async (c) => ...)`.
 */
export function confirmed(key: string, prefix: string) {
  const write =
    (event: 'created' | 'updated' | 'deleted') =>
    <C>(handler: (c: C) => Promise<unknown>) => ({
      handler,
      confirm: { ...(event === 'deleted' ? {} : { key }), message: `${prefix}.${event}` },
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
    const parsed = (schema as z.ZodType).safeParse(JSON.parse(JSON.stringify(result ?? null)));
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
    // The declared success status (201 for a creation); an error sets its own.
    const declared =
      route.status === 200
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

/** The action a method stands for, unless the route says otherwise. */
const ACTION_OF: Record<string, Action> = {
  GET: 'read',
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

/** A route of the module: as `defineRoute`, without method, url, access and tags. */
export type ModuleRoute<
  BS extends Schema | undefined,
  QS extends Schema | undefined,
  PS extends Schema | undefined,
> = Omit<RouteDefinition<BS, QS, PS, ModuleAccess>, 'method' | 'url' | 'access' | 'tags' | 'response'> & {
  /** The access action when it is not the method's (GET read, POST create, PATCH/PUT update, DELETE delete). */
  action?: Action;
  tags?: string[];
  /** The success answers by status; the module's error answers are added (`{}`: errors only). */
  response?: Record<number, Schema>;
  /**
   * Answers `{ [key]: what the handler returned, message }` (`{ message }` without a key) instead
   * of the handler's result, with 201 when that is the declared success.
   */
  confirm?: {
    key?: string;
    /** The name of the confirmation's text: 'message' unless the record already has that key. */
    as?: string;
    message: Confirmation<RouteContext<Infer<BS>, Infer<QS>, Infer<PS>, ModuleAccess>>;
  };
  /** Runs once the handler has succeeded, with its result (to publish a change, say). */
  after?: (c: RouteContext<Infer<BS>, Infer<QS>, Infer<PS>, ModuleAccess>, result: never) => void;
};

/** A collection's create or update: its body, its answer, its confirmation and its handler. */
interface RecordWrite<BS extends Schema | undefined, PS extends Schema | undefined> {
  summary: string;
  body: BS;
  response: Schema;
  message: Confirmation<Ctx<BS, undefined, PS>>;
  handler: (c: Ctx<BS, undefined, PS>) => Promise<unknown>;
}

interface CollectionSpec<
  LQ extends Schema | undefined,
  CB extends Schema | undefined,
  UB extends Schema | undefined,
  PS extends Schema,
> {
  /** The collection's path, e.g. '/api/tasks'; a record's is `${url}/:id`. */
  url: string;
  /** The record's params, with `id`. */
  params: PS;
  /** The key of the record in the create and update answers, e.g. 'task'. */
  record: string;
  tags?: string[];
  list?: {
    summary: string;
    query: LQ;
    response: Schema;
    handler: (c: Ctx<undefined, LQ, undefined>) => Promise<unknown>;
  };
  create?: RecordWrite<CB, undefined>;
  read?: {
    summary: string;
    response: Schema;
    handler: (c: Ctx<undefined, undefined, PS>) => Promise<unknown>;
  };
  update?: RecordWrite<UB, PS>;
  remove?: {
    summary: string;
    /** 'delete' unless given (deleting one's own time entry is an 'update' of one's timesheet). */
    action?: Action;
    message: string;
    handler: (c: Ctx<undefined, undefined, PS>) => Promise<unknown>;
  };
}

/** The routes of `module`, answering `errors` besides their success; see the file's comment. */
export function moduleRoutes(
  app: FastifyInstance,
  /** The module of every route, or 'super-admin' for the super administrators' routes. */
  module: ModuleKey | 'super-admin',
  defaults: { tags: string[]; errors: Record<number, Schema> },
) {
  const route = <
    BS extends Schema | undefined = undefined,
    QS extends Schema | undefined = undefined,
    PS extends Schema | undefined = undefined,
  >(
    method: HTTPMethods,
    url: string,
    def: ModuleRoute<BS, QS, PS>,
  ): void => {
    const { action, tags, response, confirm: confirmation, after, ...rest } = def;
    const status = response && 201 in response ? 201 : 200;
    const run: typeof def.handler = after
      ? async (c) => {
          const result = await def.handler(c);
          after(c, result as never);
          return result;
        }
      : def.handler;
    defineRoute<BS, QS, PS, ModuleAccess>(app, {
      ...rest,
      handler: confirmation
        ? confirm(status, confirmation.key ?? null, { ...confirmation, handler: run })
        : run,
      method,
      url,
      access:
        module === 'super-admin'
          ? access.superAdmin(action ?? ACTION_OF[method as string]!)
          : access.module(module, action ?? ACTION_OF[method as string]!),
      tags: tags ?? defaults.tags,
      // A route that declares no answer (a file, a stream) is documented as such, without errors.
      response: response ? { ...response, ...defaults.errors } : undefined,
    });
  };

  /** The collection routes that `spec` names, in the order list, create, read, update, delete. */
  const collection = <
    LQ extends Schema | undefined,
    CB extends Schema | undefined,
    UB extends Schema | undefined,
    PS extends Schema,
  >(
    spec: CollectionSpec<LQ, CB, UB, PS>,
  ): void => {
    const { list, create, read, update, remove, tags, params, record } = spec;
    const one = `${spec.url}/:id`;
    type Loose = ModuleRoute<Schema | undefined, Schema | undefined, Schema | undefined>;
    const declare = (
      method: HTTPMethods,
      url: string,
      op: { summary: string; response?: Schema; action?: Action },
      status: 200 | 201,
      schemas: Pick<Loose, 'body' | 'query' | 'params'>,
      handler: unknown,
    ) =>
      route(method, url, {
        summary: op.summary,
        ...(op.action ? { action: op.action } : {}),
        tags,
        ...schemas,
        response: { [status]: op.response ?? messageResponse },
        handler: handler as Loose['handler'],
      });
    if (list) declare('GET', spec.url, list, 200, { query: list.query }, list.handler);
    if (create) declare('POST', spec.url, create, 201, { body: create.body }, confirm(201, record, create));
    if (read) declare('GET', one, read, 200, { params }, read.handler);
    if (update)
      declare('PATCH', one, update, 200, { params, body: update.body }, confirm(200, record, update));
    if (remove) declare('DELETE', one, remove, 200, { params }, confirm(200, null, remove));
  };

  return { route, collection };
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
