/**
 * The run of an import is a job of the queue (decision 0017, addendum): the route checks and
 * claims the import row (status 'queued', with what the run needs in `run`), sends the job
 * `import` and answers at once; whichever process takes the job runs the import kind's runner.
 *
 * - A run is ONE transaction that starts under an advisory lock on the import and ends by writing
 *   the row 'completed' with its summary: a retried or duplicated job finds it completed and does
 *   nothing, and a run that failed or was interrupted wrote nothing, so a retry cannot import twice.
 * - Progress (rows written / rows to write) is written to the row after each batch from outside the
 *   run's transaction, so any process reads it (PostgreSQL); on the embedded database (one
 *   connection, busy with the run's transaction) it stays in this process's memory, the only one.
 * - Transient failures (connection lost, deadlock, serialization, a process stopping) are retried
 *   with back-off; the file's or the data's own problems (rows with errors, a sheet gone, a
 *   constraint) fail the row at once with their message.
 * - On the embedded database the queue lives in the process: at start-up, imports left 'queued'
 *   or 'importing' by a stopped process are queued again (their transaction never committed).
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { translate, type Language } from '@comptoir/core/i18n/index';
import type { ImportJobResponse, ImportOptions, ImportSummary } from '@comptoir/core/modules/imports';
import { importJobs } from '../../db/schema/index';
import { auditOrigin, type AuditOrigin } from '../../platform/audit';
import type { AuthContext } from '../../platform/access';
import { AppError, conflict } from '../../platform/errors';
import { requestLanguage } from '../../platform/i18n';
import { queueOf } from '../../platform/jobs';
import { pgCode } from '../../platform/service';
import type { Job } from './jobs';

export const IMPORT_JOB = 'import';

/** What a run needs besides the row's sheet, header row and mapping (stored in `import_jobs.run`). */
export interface ImportRun {
  skipInvalid: boolean;
  language: Language;
  actor: { id: string; email: string } | null;
  origin: AuditOrigin;
}

export interface RunContext {
  run: ImportRun;
  /** The run's own language. */
  t: (key: string, values?: Record<string, string | number>) => string;
  /** Aborted when this process stops: the runner throws (its transaction rolls back, the job is retried). */
  signal: AbortSignal;
  /** Rows written so far of the rows to write. */
  progress: (done: number, total: number) => Promise<void>;
  log: FastifyBaseLogger;
}

/** One kind's run (products, price list): ONE transaction, see `claimRun`; returns the summary. */
export type ImportRunner = (app: FastifyInstance, job: Job, ctx: RunContext) => Promise<ImportSummary>;

/** POST .../run of one kind of import: `queueImportRun` with what its dry runs found. */
export type ImportQueuer = (
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  job: Job,
  options: ImportOptions & { skipInvalid: boolean },
) => Promise<ImportJobResponse>;

/** Jobs of this kind retried after a transient failure; a run taking longer is considered lost. */
const RETRIES = 3;
const RETRY_DELAY_SECONDS = 3;
const EXPIRE_SECONDS = 30 * 60;

/** Progress of the runs of this process, by import id (the only source on the embedded database). */
const live = new Map<string, { done: number; total: number }>();

function percent(done: number, total: number): number {
  return total === 0 ? 0 : Math.min(99, Math.floor((done * 100) / total));
}

/** An import row as the API answers it (progress from this process's memory while it runs it). */
export function presentImportJob(job: Job): ImportJobResponse {
  const p = live.get(job.id);
  const running = job.status === 'queued' || job.status === 'importing';
  return {
    id: job.id,
    fileName: job.fileName,
    status: p ? 'importing' : (job.status as ImportJobResponse['status']),
    progress: p ? percent(p.done, p.total) : job.progress,
    rowsDone: p ? p.done : job.rowsDone,
    rowsTotal: p ? p.total : job.rowsTotal,
    error: running ? null : job.error,
    summary: (job.summary as ImportSummary | null) ?? null,
  };
}

type Tx = Parameters<Parameters<FastifyInstance['db']['transaction']>[0]>[0];

/**
 * The start of a run's transaction: waits for any other run of this import (a job run twice, or
 * run again after its expiry while the first still runs), then says whether it is still to do.
 */
export async function claimRun(tx: Tx, id: string): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`import:${id}`}))`);
  const [row] = await tx.select({ status: importJobs.status }).from(importJobs).where(eq(importJobs.id, id));
  return row?.status === 'importing';
}

/** Throws when the process stops: the run's transaction rolls back and the job is retried. */
export function checkSignal(signal: AbortSignal): void {
  if (signal.aborted) throw new Interrupted();
}

class Interrupted extends Error {
  constructor() {
    super('import interrupted: the process is stopping');
  }
}

/** Failures a retry cannot mend: the file's or the data's (4xx, data exception, constraint). */
function isPermanent(error: unknown): boolean {
  if (error instanceof AppError) return error.statusCode < 500;
  const state = pgCode(error) ?? '';
  return state.startsWith('22') || state.startsWith('23');
}

/**
 * POST .../run: checks the choices, claims the import (one run per import: a second one, or one
 * of a completed import, is a 409, across processes) and queues its run; answers the row at once.
 * `knownErrors`: rows with errors found by this process's dry run with the same choices, if any
 * (then a run without `skipInvalid` is refused at once; otherwise the run itself finds them).
 */
export async function queueImportRun(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  job: Job,
  options: ImportOptions & { skipInvalid: boolean },
  knownErrors: number | null,
): Promise<ImportJobResponse> {
  if (job.status === 'queued' || job.status === 'importing') throw conflict('import.errors.running');
  if (job.status === 'completed') throw conflict('import.errors.done');
  if (knownErrors && !options.skipInvalid) throw conflict('import.errors.hasErrors');
  const run: ImportRun = {
    skipInvalid: options.skipInvalid,
    language: requestLanguage(request),
    actor: { id: auth.user.id, email: auth.user.email },
    origin: auditOrigin(request),
  };
  const [claimed] = await app.db
    .update(importJobs)
    .set({
      status: 'queued',
      sheet: options.sheet,
      headerRow: options.headerRow,
      mapping: options.mapping,
      run,
      progress: 0,
      rowsDone: 0,
      rowsTotal: null,
      error: null,
      summary: null,
      finishedAt: null,
      updatedAt: new Date(),
    })
    .where(
      and(eq(importJobs.id, job.id), notInArray(importJobs.status, ['queued', 'importing', 'completed'])),
    )
    .returning();
  if (!claimed) {
    const [now] = await app.db.select().from(importJobs).where(eq(importJobs.id, job.id));
    throw conflict(now?.status === 'completed' ? 'import.errors.done' : 'import.errors.running');
  }
  try {
    await queueOf(app).send(IMPORT_JOB, { id: job.id });
  } catch (error) {
    await app.db
      .update(importJobs)
      .set({
        status: 'failed',
        error: translate(run.language, 'import.errors.failed'),
        updatedAt: new Date(),
      })
      .where(eq(importJobs.id, job.id));
    throw error;
  }
  return presentImportJob(claimed);
}

/**
 * Declares the job `import` (one run at a time per process: a run holds its rows in memory) and,
 * on the embedded database, queues again at start-up the runs a stopped process left.
 */
export function defineImportJob(app: FastifyInstance, runners: Record<string, ImportRunner>): void {
  const queue = queueOf(app);
  /** Writes the row of a run still under way (never one another run of the job has completed). */
  const setRow = (id: string, values: Partial<typeof importJobs.$inferInsert>) =>
    app.db
      .update(importJobs)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(importJobs.id, id), inArray(importJobs.status, ['queued', 'importing'])));

  queue.define<{ id: string }>(
    IMPORT_JOB,
    async ({ id }, queued) => {
      const [job] = await app.db.select().from(importJobs).where(eq(importJobs.id, id));
      // Done already (a job run twice), given up, or never claimed: nothing to do.
      if (!job || (job.status !== 'queued' && job.status !== 'importing')) return;
      const runner = runners[job.kind];
      const run = job.run as ImportRun | null;
      if (!runner || !run) {
        await setRow(id, { status: 'failed', error: translate('fr', 'import.errors.failed') });
        return;
      }
      const tr = (key: string, values?: Record<string, string | number>) =>
        translate(run.language, key, values);
      const failed = tr(job.kind === 'products' ? 'import.errors.failed' : 'pricelist.import.errors.failed');
      // Conditional: a job run twice must not take back a row the other run has just completed.
      const [started] = await app.db
        .update(importJobs)
        .set({
          status: 'importing',
          attempts: sql`${importJobs.attempts} + 1`,
          startedAt: new Date(),
          progress: 0,
          rowsDone: 0,
          error: null,
          updatedAt: new Date(),
        })
        .where(and(eq(importJobs.id, id), inArray(importJobs.status, ['queued', 'importing'])))
        .returning({ id: importJobs.id });
      if (!started) return;
      live.set(id, { done: 0, total: 0 });
      // On PostgreSQL the row is written from another connection of the pool, so other processes
      // see it; the embedded database's one connection is held by the run's transaction.
      const shared = app.dbKind === 'postgres';
      const ctx: RunContext = {
        run,
        t: tr,
        signal: queued.signal,
        log: app.log,
        progress: async (done, total) => {
          live.set(id, { done, total });
          if (!shared) return;
          await app.db
            .update(importJobs)
            .set({ rowsDone: done, rowsTotal: total, progress: percent(done, total), updatedAt: new Date() })
            .where(and(eq(importJobs.id, id), eq(importJobs.status, 'importing')));
        },
      };
      try {
        await runner(app, job, ctx);
        // The runner wrote the row 'completed' in its transaction (or found it done).
      } catch (error) {
        const interrupted = error instanceof Interrupted || queued.signal.aborted;
        if (!interrupted && isPermanent(error)) {
          const message = error instanceof AppError ? tr(error.messageKey, error.values) : failed;
          if (!(error instanceof AppError)) app.log.warn({ err: error, importId: id }, 'import failed');
          await setRow(id, {
            status: 'failed',
            progress: 0,
            rowsDone: 0,
            error: message,
            finishedAt: new Date(),
          });
          return;
        }
        // Retried by the queue; or, interrupted on the embedded database (whose queue does not
        // outlive the process), queued again at the next start-up.
        const retried = !queued.lastAttempt || (interrupted && queue.kind === 'memory');
        if (retried) {
          await setRow(id, { status: 'queued', progress: 0, rowsDone: 0 }).catch(() => undefined);
        } else {
          app.log.error({ err: error, importId: id }, 'import failed');
          await setRow(id, {
            status: 'failed',
            progress: 0,
            rowsDone: 0,
            error: failed,
            finishedAt: new Date(),
          }).catch(() => undefined);
        }
        throw error;
      } finally {
        live.delete(id);
      }
    },
    {
      concurrency: 1,
      retryLimit: RETRIES,
      retryDelaySeconds: RETRY_DELAY_SECONDS,
      expireInSeconds: EXPIRE_SECONDS,
    },
  );

  if (queue.kind !== 'memory') return;
  app.addHook('onReady', async () => {
    const left = await app.db
      .select({ id: importJobs.id })
      .from(importJobs)
      .where(inArray(importJobs.status, ['queued', 'importing']))
      .catch(() => []);
    for (const { id } of left) {
      await setRow(id, { status: 'queued' });
      await queue.send(IMPORT_JOB, { id });
    }
    if (left.length > 0)
      app.log.warn({ count: left.length }, 'imports interrupted by a restart queued again');
  });
}
