/** The error envelope every API error uses: `{ error: { code, message, fields? } }`. */
import { z } from 'zod';
import { backupStatus } from './modules/selftest';

export const apiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiError>;

const healthCheck = z.object({ ok: z.boolean(), ms: z.number(), detail: z.string().optional() });

/**
 * GET /api/health: the process answers (status 'ok' whenever it does), and how its database, job
 * queue and file storage were doing at their last check (run every few seconds in the background). GET /api/health/ready answers 503 unless all three are ok and
 * the process is not shutting down (for load balancers).
 */
export const healthResponse = z.object({
  status: z.literal('ok'),
  ready: z.boolean(),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  /** When the checks below last ran (every few seconds in the background, not at each call). */
  checkedAt: z.string(),
  process: z.object({
    pid: z.number(),
    uptimeSeconds: z.number(),
    memoryMb: z.number(),
    shuttingDown: z.boolean(),
  }),
  checks: z.object({
    database: healthCheck,
    queue: healthCheck.extend({ kind: z.enum(['postgres', 'memory']), waiting: z.number() }),
    storage: healthCheck.extend({ kind: z.enum(['local', 's3']) }),
  }),
  /** Scheduled backups (0: none) and the newest archive, null when the directory cannot be read. */
  backup: backupStatus.pick({ everyHours: true, last: true }).nullable(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

export { LANGUAGE_HEADER } from './i18n/languages';

export { messageResponse, type MessageResponse } from './route';
