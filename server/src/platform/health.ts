/**
 * GET /api/health (liveness and a report: process, database, job queue, storage) and
 * GET /api/health/ready (200 when this process should get traffic, 503 otherwise), both public,
 * both answered from checks run in the background.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { HealthResponse } from '@comptoir/core/api';
import type { Database } from '../db/client';
import { queueOf } from './jobs';
import { S3Storage } from './storage-s3';
import { readBackupStatus } from './backup';

/** A check slower than this counts as failed (a load balancer must not wait on us). */
const CHECK_TIMEOUT_MS = 3000;

async function timed<T>(
  work: () => Promise<T>,
): Promise<{ ok: boolean; ms: number; detail?: string; value?: T }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const value = await Promise.race([
      work(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { ok: true, ms: Math.round(performance.now() - started), value };
  } catch (error) {
    return {
      ok: false,
      ms: Math.round(performance.now() - started),
      detail: (error instanceof Error ? error.message : String(error)).slice(0, 200),
    };
  } finally {
    clearTimeout(timer);
  }
}

/** How often the checks run in the background; the routes answer from their last result. */
export const HEALTH_REFRESH_MS = 5000;
/** A result older than this (the checks stuck) makes the process not ready. */
const HEALTH_STALE_MS = 3 * HEALTH_REFRESH_MS + CHECK_TIMEOUT_MS;

/** The background checks of one app: `refresh` runs them now (tests, a backup just written). */
export interface HealthState {
  refresh(): Promise<void>;
}

const states = new WeakMap<FastifyInstance, HealthState>();

/** Runs `app`'s health checks now, so that the next answer shows what just changed. */
export async function refreshHealth(app: FastifyInstance): Promise<void> {
  await states.get(app)?.refresh();
}

/**
 * GET /api/health and /api/health/ready answer from the result of checks run every
 * HEALTH_REFRESH_MS in the background (issue 31): a load balancer polling them costs this process
 * no query, whatever the rate. The process figures (uptime, memory) are read at each answer.
 */
export function healthHandlers(app: FastifyInstance, database: Database) {
  let shuttingDown = false;
  let last: { checks: Checks; at: number } | null = null;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  type Checks = Omit<
    HealthResponse,
    'status' | 'ready' | 'database' | 'version' | 'process' | 'checkedAt'
  > & {
    ok: boolean;
  };

  async function check(): Promise<Checks> {
    const queue = queueOf(app);
    const [db, jobs, files, backup] = await Promise.all([
      timed(() => database.db.execute('select 1')),
      timed(() => queue.health()),
      timed(async () => app.storage.check?.()),
      readBackupStatus(app.config).catch(() => null),
    ]);
    const queueOk = jobs.ok && jobs.value!.ok;
    return {
      ok: db.ok && queueOk && files.ok,
      checks: {
        database: { ok: db.ok, ms: db.ms, ...(db.detail ? { detail: db.detail } : {}) },
        queue: {
          ok: queueOk,
          ms: jobs.ms,
          kind: queue.kind,
          waiting: jobs.value?.waiting ?? 0,
          ...((jobs.detail ?? jobs.value?.detail) ? { detail: (jobs.detail ?? jobs.value?.detail)! } : {}),
        },
        storage: {
          ok: files.ok,
          ms: files.ms,
          kind: app.storage instanceof S3Storage ? 's3' : 'local',
          ...(files.detail ? { detail: files.detail } : {}),
        },
      },
      // The newest archive of the backup directory (its age), whether or not the server schedules them.
      backup: backup ? { everyHours: backup.everyHours, last: backup.last } : null,
    };
  }

  /** One run of the checks at a time; callers during a run share it. */
  function refresh(): Promise<void> {
    running ??= check()
      .then((checks) => {
        last = { checks, at: Date.now() };
      })
      .finally(() => {
        running = null;
      });
    return running;
  }
  states.set(app, { refresh });

  app.addHook('onReady', async () => {
    await refresh();
    timer = setInterval(() => {
      refresh().catch((err: unknown) => app.log.warn({ err }, 'health checks failed'));
    }, HEALTH_REFRESH_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    shuttingDown = true;
    clearInterval(timer);
  });

  async function report(): Promise<HealthResponse> {
    if (!last) await refresh();
    const { checks, at } = last!;
    const { ok, ...rest } = checks;
    return {
      status: 'ok',
      ready: !shuttingDown && ok && Date.now() - at <= HEALTH_STALE_MS,
      database: database.kind,
      version: app.config.version,
      checkedAt: new Date(at).toISOString(),
      process: {
        pid: process.pid,
        uptimeSeconds: Math.round(process.uptime()),
        // rss() alone: memoryUsage() also walks the heap spaces, on every poll of the load balancer.
        memoryMb: Math.round(process.memoryUsage.rss() / (1024 * 1024)),
        shuttingDown,
      },
      ...rest,
    };
  }

  return {
    health: async ({ reply }: { reply: FastifyReply }) => {
      reply.header('cache-control', 'no-store');
      return report();
    },
    ready: async ({ reply }: { reply: FastifyReply }) => {
      reply.header('cache-control', 'no-store');
      const body = await report();
      reply.status(body.ready ? 200 : 503);
      return body;
    },
  };
}
