/**
 * `Server-Timing` on the answers to requests carrying `x-comptoir-timing: 1`, when
 * COMPTOIR_SERVER_TIMING is set (the bench sets both; off by default): how long the request waited on PostgreSQL (`db`, the sum of its queries' times from
 * the call to the result, pool wait included; overlapping queries count each) and how many
 * queries it ran, beside the handling's own time (`app`). The bench prints the database's share
 * beside each route's time, so that the API's own overhead shows as a ratio (issue 31).
 *
 * The queries are timed at `pg.Client#query`, in the request's async context (AsyncLocalStorage):
 * the job queue's and other requests' queries are not counted. The embedded database is not timed.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';

interface RequestTiming {
  started: number;
  dbMs: number;
  queries: number;
}

const requests = new AsyncLocalStorage<RequestTiming>();
let patched = false;

/** Times `pg.Client#query` calls made inside a timed request (once per process). */
function timeQueries(): void {
  if (patched) return;
  patched = true;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function timedQuery(this: pg.Client, ...args: unknown[]): unknown {
    const timing = requests.getStore();
    if (!timing) return query.apply(this, args);
    const started = performance.now();
    const done = () => {
      timing.dbMs += performance.now() - started;
      timing.queries += 1;
    };
    // pg.Pool#query calls it with a callback last; drizzle's transactions with a promise.
    const last = args.at(-1);
    if (typeof last === 'function') {
      const callback = last as (...results: unknown[]) => unknown;
      return query.apply(this, [
        ...args.slice(0, -1),
        (...results: unknown[]) => {
          done();
          return callback(...results);
        },
      ]);
    }
    const result = query.apply(this, args);
    if (!(result instanceof Promise)) return result;
    return result.then(
      (value: unknown) => {
        done();
        return value;
      },
      (error: unknown) => {
        done();
        throw error;
      },
    );
  } as typeof pg.Client.prototype.query;
}

/** The header's value: `db;dur=12.3;desc="4 queries", app;dur=20.1`. */
export function serverTimingHeader(timing: RequestTiming, now = performance.now()): string {
  const total = now - timing.started;
  return `db;dur=${timing.dbMs.toFixed(1)};desc="${timing.queries} queries", app;dur=${total.toFixed(1)}`;
}

/** The request header asking for the timing (with COMPTOIR_SERVER_TIMING set). */
export const TIMING_REQUEST_HEADER = 'x-comptoir-timing';

export function serverTiming(app: FastifyInstance, enabled: boolean): void {
  if (!enabled) return;
  timeQueries();
  app.addHook('onRequest', (request, _reply, done) => {
    // Only the requests that ask for it: the others pay nothing (a load test of the session route).
    if (request.headers[TIMING_REQUEST_HEADER] !== '1') return done();
    requests.run({ started: performance.now(), dbMs: 0, queries: 0 }, done);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    const timing = requests.getStore();
    if (timing) reply.header('server-timing', serverTimingHeader(timing));
    return payload;
  });
}
