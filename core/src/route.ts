/**
 * Routes as data (decision 0032, docs/route-contract.md): each route of the API is declared once,
 * here in `core`, beside its module's schemas: method, path, access rule, params, query, body and
 * answer. The server registers a handler against each declaration (`implement`, which refuses a
 * handler without a declaration and a declaration without a handler), the web calls through
 * `call(route, args)` whose argument and answer types come from the declaration, and the OpenAPI
 * description is written from the same declarations.
 */
import { z } from 'zod';
import type { Action, ModuleKey } from './permissions';

/** Who may call a route: anyone, any signed-in user, super administrators, or a module's users. */
export type Access =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'super-admin'; action: Action }
  | { kind: 'module'; module: ModuleKey; action: Action };

export const access = {
  public: { kind: 'public' } as const satisfies Access,
  authenticated: { kind: 'authenticated' } as const satisfies Access,
  superAdmin: (action: Action) => ({ kind: 'super-admin', action }) as const satisfies Access,
  module: (module: ModuleKey, action: Action) =>
    ({ kind: 'module', module, action }) as const satisfies Access,
};

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type SuccessStatus = 200 | 201 | 202 | 204;

/** `{ message }`: the answer of a delete and of other actions that only confirm. */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/**
 * What a route answers on success: JSON described by a schema, a file (PDF, image, spreadsheet,
 * archive: the web links to it or downloads it), a stream of server-sent events, or nothing
 * ('none': 204 No Content, which the web's `call` gives as null).
 */
export type Answer = z.ZodType | 'file' | 'stream' | 'none';

/** A route's body: JSON described by a schema, or a multipart form (files and fields). */
export type Body = z.ZodType | 'multipart';

/** One declared route. `undefined` stands for "none" (no params, no query, no body). */
export interface Route<
  M extends Method = Method,
  PS extends z.ZodType | undefined = z.ZodType | undefined,
  QS extends z.ZodType | undefined = z.ZodType | undefined,
  BS extends Body | undefined = Body | undefined,
  RS extends Answer = Answer,
  A extends Access = Access,
> {
  readonly method: M;
  /** `/api/tasks/:id`: the params are the `:name` parts. */
  readonly path: string;
  readonly summary: string;
  readonly access: A;
  readonly tags: readonly string[];
  readonly params: PS;
  readonly query: QS;
  readonly body: BS;
  readonly response: RS;
  /**
   * The success status: 201 for a creation, 202 for work accepted and done later, 204 for an
   * answer without content (`response: 'none'`), else 200.
   */
  readonly status: SuccessStatus;
  /** The error statuses the route answers with the error envelope. */
  readonly errors: readonly number[];
  /** A larger body than the server's default 1 MiB (bytes). */
  readonly bodyLimit?: number | undefined;
  /** Answers by status other than the success and the error envelope (a 503 health report, say). */
  readonly alsoAnswers?: Readonly<Record<number, z.ZodType>> | undefined;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route, whatever its schemas
export type AnyRoute = Route<Method, any, any, any, any, any>;

/** What a declaration gives; the group supplies access, tags and errors unless it overrides them. */
interface RouteInput {
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: Body;
  response: Answer;
  /** The access action when it is not the method's (GET read, POST create, PATCH/PUT update, DELETE delete). */
  action?: Action;
  /** Another access than the group's (a public route in an authenticated group, say). */
  access?: Access;
  status?: SuccessStatus;
  tags?: readonly string[];
  /** The error statuses, when not the group's. */
  errors?: readonly number[];
  bodyLimit?: number;
  alsoAnswers?: Readonly<Record<number, z.ZodType>>;
}

type Pick_<D, K extends string, Base> = D extends { [P in K]: infer S extends Base } ? S : undefined;

/** The access of a group's routes, as far as types go: anyone's, or a signed-in user's. */
type AccessOfGroup<G extends GroupAccess> = G extends 'public' ? { kind: 'public' } : SignedIn;
type SignedIn = Exclude<Access, { kind: 'public' }>;

/** The declaration `D` of method `M` in group `G` as a route. */
export type RouteOf<M extends Method, D extends RouteInput, G extends GroupAccess> = Route<
  M,
  Pick_<D, 'params', z.ZodType>,
  Pick_<D, 'query', z.ZodType>,
  Pick_<D, 'body', Body>,
  D['response'],
  D extends { access: infer X extends Access } ? X : AccessOfGroup<G>
>;

/** The action a method stands for, unless the route says otherwise. */
const ACTION_OF: Record<Method, Action> = {
  GET: 'read',
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

/** Whose routes a group holds: a module's, the super administrators', any signed-in user's, anyone's. */
export type GroupAccess = ModuleKey | 'super-admin' | 'authenticated' | 'public';

function accessOf(group: GroupAccess, method: Method, action: Action | undefined): Access {
  const act = action ?? ACTION_OF[method];
  if (group === 'public') return access.public;
  if (group === 'authenticated') return access.authenticated;
  if (group === 'super-admin') return access.superAdmin(act);
  return access.module(group, act);
}

/**
 * The declarations of a group of routes that share an access rule, tags and error statuses:
 * `const r = routes('tasks', { tags: ['tasks'], errors: [400, 401, 403, 404] })`, then
 * `r.get('/api/tasks/:id', { summary, params, response })`.
 */
export function routes<G extends GroupAccess>(
  group: G,
  defaults: { tags: readonly string[]; errors: readonly number[] },
) {
  const declare =
    <M extends Method>(method: M) =>
    <const D extends RouteInput>(path: string, def: D): RouteOf<M, D, G> =>
      ({
        method,
        path,
        summary: def.summary,
        access: def.access ?? accessOf(group, method, def.action),
        tags: def.tags ?? defaults.tags,
        params: def.params,
        query: def.query,
        body: def.body,
        response: def.response,
        status: def.status ?? (def.response === 'none' ? 204 : 200),
        errors: def.errors ?? defaults.errors,
        bodyLimit: def.bodyLimit,
        alsoAnswers: def.alsoAnswers,
      }) as RouteOf<M, D, G>;
  const verbs = {
    get: declare('GET'),
    post: declare('POST'),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: declare('DELETE'),
  };
  /**
   * A collection's usual routes, those `spec` names: list (GET path), create (POST path, 201),
   * read (GET path/:id), update (PATCH path/:id), remove (DELETE path/:id, answering `{ message }`).
   */
  const collection = <const S extends CollectionSpec>(path: string, spec: S): CollectionOf<S, G> => {
    const one = `${path}/:id`;
    const { params } = spec;
    const table: Record<string, AnyRoute> = {};
    if (spec.list) table.list = verbs.get(path, spec.list);
    if (spec.create) table.create = verbs.post(path, { ...spec.create, status: 201 });
    if (spec.read) table.read = verbs.get(one, { ...spec.read, params });
    if (spec.update) table.update = verbs.patch(one, { ...spec.update, params });
    if (spec.remove) table.remove = verbs.delete(one, { response: messageResponse, ...spec.remove, params });
    return table as CollectionOf<S, G>;
  };
  return { ...verbs, collection };
}

type Op = Omit<RouteInput, 'params' | 'status'>;
/** A collection's routes: its record's params (with `id`) and the operations it has. */
interface CollectionSpec {
  params: z.ZodType;
  list?: Op;
  create?: Op;
  read?: Op;
  update?: Op;
  /** Answers `{ message }` unless it says otherwise. */
  remove?: Omit<Op, 'response'> & { response?: Answer };
}

type WithParams<O, S extends CollectionSpec> = O & { params: S['params'] };
/** The routes `collection` declares for `S`. */
export type CollectionOf<S extends CollectionSpec, G extends GroupAccess> = {
  [K in keyof S & ('list' | 'create' | 'read' | 'update' | 'remove')]: K extends 'list'
    ? RouteOf<'GET', S[K] & RouteInput, G>
    : K extends 'create'
      ? RouteOf<'POST', S[K] & RouteInput, G>
      : K extends 'read'
        ? RouteOf<'GET', WithParams<S[K], S> & RouteInput, G>
        : K extends 'update'
          ? RouteOf<'PATCH', WithParams<S[K], S> & RouteInput, G>
          : RouteOf<
              'DELETE',
              WithParams<S[K], S> &
                (S[K] extends { response: Answer }
                  ? RouteInput
                  : { response: typeof messageResponse; summary: string }),
              G
            >;
};

/** A module's routes by name: what `implement` registers and the web calls. */
export type RouteTable = Readonly<Record<string, AnyRoute>>;

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** The params a route's path needs, as its schema takes them. */
export type ParamsOf<R extends AnyRoute> = Input<R['params']>;
export type QueryOf<R extends AnyRoute> = Input<R['query']>;
export type BodyOf<R extends AnyRoute> = Input<R['body']>;
/** A route's JSON answer (null for no content, `never` for a file or a stream). */
export type ResponseOf<R extends AnyRoute> = R['response'] extends z.ZodType
  ? z.output<R['response']>
  : R['response'] extends 'none'
    ? null
    : never;

/**
 * What a call of `R` takes: its params when its path has some, its query (optional: the schema's
 * defaults apply), its JSON body when it takes one.
 */
export type CallArgs<R extends AnyRoute> = (R['params'] extends z.ZodType
  ? { params: ParamsOf<R> }
  : { params?: never }) &
  (R['query'] extends z.ZodType ? { query?: Partial<QueryOf<R>> } : { query?: never }) &
  (R['body'] extends z.ZodType ? { body: BodyOf<R> } : { body?: never });

/** The names of a path's `:params`. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
}

/** `/api/tasks/:id` with `{ id: 'a b' }` → `/api/tasks/a%20b`; a missing param throws. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${path}: the param ${name} is missing`);
    }
    return encodeURIComponent(String(value));
  });
}

/** `a=1&b=x` from the defined, non-empty values (a list goes as repeated names). */
export function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  return search.toString();
}

/** The URL of a call of `route`: its path with its params, and its query. */
export function routeUrl(
  route: AnyRoute,
  args: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {},
): string {
  const path = fillPath(route.path, args.params);
  const query = queryString(args.query);
  return query ? `${path}?${query}` : path;
}

/** `GET /api/tasks/:id`: how a route is named in messages and checks. */
export const routeName = (route: Pick<AnyRoute, 'method' | 'path'>): string =>
  `${route.method} ${route.path}`;
