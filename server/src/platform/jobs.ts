/**
 * Background jobs (decision 0017). One interface, two implementations:
 * - on PostgreSQL, pg-boss: jobs are rows, any process may take one, they survive restarts, a
 *   failed or interrupted job is retried with back-off, a schedule fires once across all processes;
 * - on the embedded database (one process by design), an in-process queue with the same retries.
 *
 * A module declares its job kinds while the app is built (`define`), before the queue starts
 * (onReady); it sends jobs with `send`. A handler that throws is retried (up to `retryLimit`); it
 * receives the attempt number and whether it is the last, and a signal aborted when the process
 * stops (the job is then handed back for another process).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import PgBoss from 'pg-boss';

export interface JobContext {
  id: string;
  /** 0 for the first run, 1 for the first retry... */
  attempt: number;
  /** No retry follows if this run fails. */
  lastAttempt: boolean;
  /** Aborted when this process stops: finish quickly or throw (the job goes back to the queue). */
  signal: AbortSignal;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

export interface JobDefinition {
  /** Jobs of this kind run at once in one process. */
  concurrency?: number;
  /** Retries after the first run (0: none). */
  retryLimit?: number;
  /** Seconds before the first retry; doubled on each retry (back-off). */
  retryDelaySeconds?: number;
  /** A run taking longer is considered lost (its process died) and retried. */
  expireInSeconds?: number;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobInfo {
  id: string;
  name: string;
  state: JobState;
  attempt: number;
}

export interface JobQueueHealth {
  ok: boolean;
  kind: 'postgres' | 'memory';
  /** Jobs waiting (created or retry), every kind. */
  waiting: number;
  detail?: string;
}

export interface JobQueue {
  readonly kind: 'postgres' | 'memory';
  /** Declares a kind of job and its handler; before `start`. */
  define<T extends object>(name: string, handler: JobHandler<T>, options?: JobDefinition): void;
  /**
   * Runs the job `name` every `minutes` minutes (once across all processes on PostgreSQL, where
   * the period is rounded to a cron schedule in whole minutes). Before `start`.
   */
  every(name: string, minutes: number): void;
  /** Queues a job; returns its id. `singletonKey`: no second job with this key while one waits. */
  send<T extends object>(name: string, data: T, options?: { singletonKey?: string }): Promise<string | null>;
  /** Jobs of this kind waiting to be taken. */
  backlog(name: string): Promise<number>;
  get(name: string, id: string): Promise<JobInfo | null>;
  health(): Promise<JobQueueHealth>;
  start(): Promise<void>;
  /**
   * Aborts the running jobs' signal now (the process is about to stop: they roll back and go back
   * to the queue), while jobs may still be sent; `stop` follows.
   */
  interrupt(): void;
  /** Stops taking jobs, aborts the running ones' signal and waits (at most `timeoutMs`) for them. */
  stop(timeoutMs?: number): Promise<void>;
}

const QUEUES_LOCK = 0x636f6d73;

/** Runs `work` again (up to 5 times, after 50-250 ms) when PostgreSQL rolled it back on a deadlock. */
async function onDeadlockRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

const DEFAULTS: Required<JobDefinition> = {
  concurrency: 1,
  retryLimit: 3,
  retryDelaySeconds: 5,
  expireInSeconds: 15 * 60,
};

interface Definition {
  handler: JobHandler<object>;
  options: Required<JobDefinition>;
}

/** What both queues keep before they run: the kinds of job with their options, and the schedules. */
abstract class JobRegistry {
  protected readonly definitions = new Map<string, Definition>();
  protected readonly schedules = new Map<string, number>();

  define<T extends object>(name: string, handler: JobHandler<T>, options: JobDefinition = {}): void {
    this.definitions.set(name, {
      handler: handler as JobHandler<object>,
      options: { ...DEFAULTS, ...options },
    });
  }

  every(name: string, minutes: number): void {
    this.schedules.set(name, minutes);
  }

  /** The running jobs' signal: aborted by `interrupt` or `stop`. */
  protected readonly interrupting = new AbortController();

  interrupt(): void {
    this.interrupting.abort();
  }
}

/** The in-process queue of the embedded database: same retries and back-off, lost on exit. */
export class MemoryJobQueue extends JobRegistry implements JobQueue {
  readonly kind = 'memory' as const;
  private readonly waiting = new Map<string, { id: string; data: object; attempt: number; key?: string }[]>();
  private readonly running = new Map<string, Set<Promise<void>>>();
  private readonly jobs = new Map<string, JobInfo>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly stopping = new AbortController();
  private started = false;
  private nextId = 1;

  constructor(private readonly log?: FastifyBaseLogger) {
    super();
  }

  async send<T extends object>(name: string, data: T, options: { singletonKey?: string } = {}) {
    if (!this.definitions.has(name)) throw new Error(`Unknown job kind ${name}`);
    if (this.stopping.signal.aborted) return null;
    const queue = this.waiting.get(name) ?? [];
    this.waiting.set(name, queue);
    if (options.singletonKey && queue.some((j) => j.key === options.singletonKey)) return null;
    const id = `mem-${this.nextId++}`;
    queue.push({ id, data, attempt: 0, ...(options.singletonKey ? { key: options.singletonKey } : {}) });
    this.jobs.set(id, { id, name, state: 'created', attempt: 0 });
    this.trim();
    if (this.started) this.pump(name);
    return id;
  }

  async backlog(name: string): Promise<number> {
    return this.waiting.get(name)?.length ?? 0;
  }

  async get(_name: string, id: string): Promise<JobInfo | null> {
    return this.jobs.get(id) ?? null;
  }

  async health(): Promise<JobQueueHealth> {
    let waiting = 0;
    for (const queue of this.waiting.values()) waiting += queue.length;
    return { ok: !this.stopping.signal.aborted, kind: 'memory', waiting };
  }

  async start(): Promise<void> {
    if (this.started || this.stopping.signal.aborted) return;
    this.started = true;
    for (const [name, minutes] of this.schedules) {
      const timer = setInterval(() => void this.send(name, {}, { singletonKey: 'every' }), minutes * 60_000);
      timer.unref();
      this.timers.add(timer);
    }
    for (const name of this.waiting.keys()) this.pump(name);
  }

  async stop(timeoutMs = 10_000): Promise<void> {
    this.interrupting.abort();
    this.stopping.abort();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    const all = [...this.running.values()].flatMap((set) => [...set]);
    await Promise.race([Promise.all(all), new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
  }

  /** Finished jobs are kept for `get` up to a bound. */
  private trim(): void {
    while (this.jobs.size > 1000) {
      const oldest = [...this.jobs.values()].find((j) => j.state === 'completed' || j.state === 'failed');
      if (!oldest) return;
      this.jobs.delete(oldest.id);
    }
  }

  private pump(name: string): void {
    const definition = this.definitions.get(name);
    const queue = this.waiting.get(name);
    if (!definition || !queue) return;
    const running = this.running.get(name) ?? new Set();
    this.running.set(name, running);
    while (
      !this.stopping.signal.aborted &&
      queue.length > 0 &&
      running.size < definition.options.concurrency
    ) {
      const job = queue.shift()!;
      const run: Promise<void> = this.run(name, definition, job).finally(() => {
        running.delete(run);
        this.pump(name);
      });
      running.add(run);
    }
  }

  private async run(
    name: string,
    definition: Definition,
    job: { id: string; data: object; attempt: number; key?: string },
  ): Promise<void> {
    const info = this.jobs.get(job.id) ?? { id: job.id, name, state: 'created', attempt: 0 };
    info.state = 'active';
    info.attempt = job.attempt;
    const lastAttempt = job.attempt >= definition.options.retryLimit;
    try {
      await definition.handler(job.data, {
        id: job.id,
        attempt: job.attempt,
        lastAttempt,
        signal: this.interrupting.signal,
      });
      info.state = 'completed';
    } catch (error) {
      if (lastAttempt || this.stopping.signal.aborted) {
        info.state = 'failed';
        this.log?.warn({ err: error, job: name, id: job.id }, 'job failed');
        return;
      }
      info.state = 'retry';
      const delay = definition.options.retryDelaySeconds * 1000 * 2 ** job.attempt;
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        const queue = this.waiting.get(name)!;
        queue.push({ ...job, attempt: job.attempt + 1 });
        this.pump(name);
      }, delay);
      timer.unref();
      this.timers.add(timer);
    }
  }
}

/** Minutes → a cron expression pg-boss understands (whole minutes, at most hourly steps below 60). */
export function cronEvery(minutes: number): string {
  const m = Math.max(1, Math.round(minutes));
  if (m < 60) return `*/${m} * * * *`;
  const hours = Math.max(1, Math.round(m / 60));
  return hours >= 24 ? '0 3 * * *' : `0 */${hours} * * *`;
}

export interface PgJobQueueOptions {
  connectionString: string;
  log?: FastifyBaseLogger;
  /** How often an idle process looks for new jobs (seconds, at least 0.5). */
  pollingSeconds?: number;
  /** Connections of pg-boss's own pool. */
  poolSize?: number;
}

/** pg-boss on the same PostgreSQL database (its tables live in the schema `pgboss`). */
export class PgJobQueue extends JobRegistry implements JobQueue {
  readonly kind = 'postgres' as const;
  private readonly boss: PgBoss;
  private readonly stopping = new AbortController();
  private starting: Promise<void> | null = null;
  private lastError: string | null = null;

  constructor(private readonly options: PgJobQueueOptions) {
    super();
    this.boss = new PgBoss({
      connectionString: options.connectionString,
      max: options.poolSize ?? 3,
      application_name: 'comptoir-jobs',
      // Completed jobs are kept a day for their progress and state; failed ones a week.
      archiveCompletedAfterSeconds: 24 * 3600,
      deleteAfterDays: 7,
      maintenanceIntervalSeconds: 60,
      // The clock skew check is of no use between processes on one database server.
      clockMonitorIntervalSeconds: 600,
    });
    this.boss.on('error', (error) => {
      this.lastError = error.message;
      options.log?.warn({ err: error }, 'job queue error');
    });
  }

  async send<T extends object>(name: string, data: T, options: { singletonKey?: string } = {}) {
    await this.start();
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`Unknown job kind ${name}`);
    return this.boss.send(name, data, {
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    });
  }

  async backlog(name: string): Promise<number> {
    await this.start();
    return this.boss.getQueueSize(name, { before: 'active' });
  }

  async get(name: string, id: string): Promise<JobInfo | null> {
    await this.start();
    const job = await this.boss.getJobById(name, id, { includeArchive: true });
    return job ? { id: job.id, name: job.name, state: job.state, attempt: job.retryCount } : null;
  }

  async health(): Promise<JobQueueHealth> {
    try {
      await this.start();
      const { rows } = await this.boss
        .getDb()
        .executeSql("select count(*)::int as n from pgboss.job where state < 'active'", []);
      return { ok: !this.stopping.signal.aborted, kind: 'postgres', waiting: Number(rows[0]?.n ?? 0) };
    } catch (error) {
      return {
        ok: false,
        kind: 'postgres',
        waiting: 0,
        detail: error instanceof Error ? error.message : String(error ?? this.lastError),
      };
    }
  }

  start(): Promise<void> {
    this.starting ??= this.open();
    return this.starting;
  }

  private async open(): Promise<void> {
    // pg-boss creates or upgrades its schema under an advisory lock: processes may start together.
    await this.boss.start();
    // Creating queues concurrently deadlocks inside pg-boss: processes starting together take turns.
    const lock = new pg.Client({ connectionString: this.options.connectionString });
    await lock.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [QUEUES_LOCK]);
      for (const [name, definition] of this.definitions) {
        const { retryLimit, retryDelaySeconds, expireInSeconds } = definition.options;
        const queue = {
          name,
          retryLimit,
          retryDelay: retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds,
        };
        // pg-boss's own start may still be creating its queues' partitions in another process: a
        // deadlock then (40P01, PostgreSQL rolled one side back) is tried again, as it asks.
        await onDeadlockRetry(async () => {
          if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, queue);
          else await this.boss.createQueue(name, queue);
        });
      }
    } finally {
      await lock.end().catch(() => undefined); // ending the session releases the lock
    }
    for (const [name, definition] of this.definitions) {
      const { concurrency } = definition.options;
      // One worker loop per concurrent slot, each taking one job at a time.
      for (let slot = 0; slot < concurrency; slot += 1) {
        await this.boss.work<object>(
          name,
          { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: this.options.pollingSeconds ?? 1 },
          async ([job]) => {
            if (!job) return;
            await definition.handler(job.data, {
              id: job.id,
              attempt: job.retryCount,
              lastAttempt: job.retryCount >= job.retryLimit,
              signal: this.interrupting.signal,
            });
          },
        );
      }
    }
    for (const [name, minutes] of this.schedules) await this.boss.schedule(name, cronEvery(minutes), {});
  }

  async stop(timeoutMs = 10_000): Promise<void> {
    this.interrupting.abort();
    this.stopping.abort();
    if (!this.starting) return;
    await this.starting.catch(() => undefined);
    // Running jobs were told to stop (signal); those still running after the timeout are failed
    // by pg-boss, hence retried by another process. pg-boss's own stop (its workers, then its
    // pool) is given a little more than that, not forever: a job it could not fail is expired and
    // retried by another process all the same.
    // One that fails to stop (its pool already gone, a query refused) is left the same way: the
    // process is ending, and what it held expires and is retried elsewhere.
    let timer: NodeJS.Timeout | undefined;
    const stopped = await Promise.race([
      this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs }).then(
        () => true,
        (error: unknown) => {
          this.options.log?.warn({ err: error }, 'job queue did not stop cleanly; leaving it');
          return true;
        },
      ),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs + 3_000))),
    ]);
    clearTimeout(timer);
    if (!stopped) this.options.log?.warn({ timeoutMs }, 'job queue did not stop in time; leaving it');
  }
}

const queues = new WeakMap<FastifyInstance, JobQueue>();

export function setJobQueue(app: FastifyInstance, queue: JobQueue): void {
  queues.set(app, queue);
}

/** The app's job queue (set when the app is built). */
export function queueOf(app: FastifyInstance): JobQueue {
  const queue = queues.get(app);
  if (!queue) throw new Error('No job queue on this app');
  return queue;
}
