/**
 * GET /api/health (liveness and a report: process, database, job queue, storage) and
 * GET /api/health/ready (200 when this process should get traffic, 503 otherwise), both public.
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

export function healthHandlers(app: FastifyInstance, database: Database) {
  let shuttingDown = false;
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });

  async function report(): Promise<HealthResponse> {
    const queue = queueOf(app);
    const [db, jobs, files, backup] = await Promise.all([
      timed(() => database.db.execute('select 1')),
      timed(() => queue.health()),
      timed(async () => app.storage.check?.()),
      readBackupStatus(app.config).catch(() => null),
    ]);
    const queueOk = jobs.ok && jobs.value!.ok;
    const checks: HealthResponse['checks'] = {
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
    };
    return {
      status: 'ok',
      ready: !shuttingDown && db.ok && queueOk && files.ok,
      database: database.kind,
      version: app.config.version,
      process: {
        pid: process.pid,
        uptimeSeconds: Math.round(process.uptime()),
        memoryMb: Math.round(process.memoryUsage().rss / (1024 * 1024)),
        shuttingDown,
      },
      checks,
      // The newest archive of the backup directory (its age), whether or not the server schedules them.
      backup: backup ? { everyHours: backup.everyHours, last: backup.last } : null,
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
