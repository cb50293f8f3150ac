/**
 * The job queue: the in-process one (embedded database) always; pg-boss with two queues on one
 * PostgreSQL database (two processes' worth) on the PostgreSQL pass only.
 */
import { describe, expect, it } from 'vitest';
import { onPostgres, useSuiteDatabase } from '../../test/fixture';
import { until } from '../../test/until';
import { cronEvery, MemoryJobQueue, PgJobQueue, type JobQueue } from './jobs';

describe('the in-process queue (embedded database)', () => {
  it('runs jobs, retries a failing one with back-off, and reports its state', async () => {
    const queue = new MemoryJobQueue();
    const runs: { n: number; attempt: number; last: boolean; at: number }[] = [];
    queue.define<{ n: number }>(
      'work',
      async ({ n }, job) => {
        runs.push({ n, attempt: job.attempt, last: job.lastAttempt, at: Date.now() });
        if (n === 2 && job.attempt < 2) throw new Error('not yet');
      },
      { retryLimit: 2, retryDelaySeconds: 0.05 },
    );
    const first = await queue.send('work', { n: 1 });
    const second = await queue.send('work', { n: 2 });
    expect(await queue.backlog('work')).toBe(2); // not started yet
    await queue.start();
    await until(async () => (await queue.get('work', second!))?.state === 'completed', 'the retried job');
    expect((await queue.get('work', first!))?.state).toBe('completed');
    const attempts = runs.filter((r) => r.n === 2);
    expect(attempts.map((r) => [r.attempt, r.last])).toEqual([
      [0, false],
      [1, false],
      [2, true],
    ]);
    // Back-off: the second wait is about twice the first.
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(90);
    expect(await queue.health()).toMatchObject({ ok: true, kind: 'memory', waiting: 0 });
    await queue.stop();
    expect((await queue.health()).ok).toBe(false);
  });

  it('keeps one job per singleton key while it waits, and hands running jobs an abort signal on stop', async () => {
    const queue = new MemoryJobQueue();
    let aborted = false;
    let started = false;
    queue.define('long', async (_data, job) => {
      started = true;
      await new Promise<void>((resolve) => job.signal.addEventListener('abort', () => resolve()));
      aborted = job.signal.aborted;
    });
    expect(await queue.send('long', {}, { singletonKey: 'k' })).not.toBeNull();
    expect(await queue.send('long', {}, { singletonKey: 'k' })).toBeNull();
    await queue.start();
    await until(() => started, 'the job to start');
    await queue.stop(2000);
    expect(aborted).toBe(true);
  });

  it('turns periods into cron schedules', () => {
    expect(cronEvery(10)).toBe('*/10 * * * *');
    expect(cronEvery(120)).toBe('0 */2 * * *');
    expect(cronEvery(24 * 60)).toBe('0 3 * * *');
  });
});

describe.skipIf(!onPostgres)('pg-boss on PostgreSQL (needs TEST_DB=postgres and TEST_DATABASE_URL)', () => {
  const queues: JobQueue[] = [];
  const db = useSuiteDatabase(async () => {
    for (const queue of queues) await queue.stop(1000).catch(() => undefined);
  });

  function worker(name: string, seen: string[], failFirst = false) {
    const queue = new PgJobQueue({ connectionString: db().url!, pollingSeconds: 0.5, poolSize: 2 });
    queue.define<{ n: number }>(
      'shared',
      async ({ n }, job) => {
        if (failFirst && job.attempt === 0) throw new Error('first attempt fails');
        seen.push(`${name}:${n}:${job.attempt}`);
      },
      { retryLimit: 3, retryDelaySeconds: 1 },
    );
    queue.every('tick', 5);
    queue.define('tick', async () => undefined);
    queues.push(queue);
    return queue;
  }

  it('lets any process take a job, retries a failed one, and schedules once for all processes', async () => {
    const seenA: string[] = [];
    const seenB: string[] = [];
    const a = worker('a', seenA, true);
    const b = worker('b', seenB, true);
    await Promise.all([a.start(), b.start()]);
    const ids = await Promise.all(Array.from({ length: 6 }, (_, n) => a.send('shared', { n })));
    await until(async () => seenA.length + seenB.length === 6, 'six jobs done', { timeoutMs: 30_000 });
    // Each ran once successfully, after a failed first attempt (the retry).
    expect([...seenA, ...seenB].every((s) => s.endsWith(':1'))).toBe(true);
    // A handler returns before pg-boss records its job completed: wait for the records.
    const states = () => Promise.all(ids.map(async (id) => (await b.get('shared', id!))?.state));
    await until(async () => (await states()).every((s) => s === 'completed'), 'six jobs recorded completed', {
      timeoutMs: 30_000,
    });
    expect(await states()).toEqual(Array(6).fill('completed'));
    const { rows } = await db().pool!.query('select name from pgboss.schedule');
    expect(rows).toEqual([{ name: 'tick' }]);
    expect(await b.health()).toMatchObject({ ok: true, kind: 'postgres' });
  });

  it('stops even when pg-boss fails to: the failure is a warning, not a failed shutdown', async () => {
    const warnings: string[] = [];
    const log = { warn: (_: unknown, message: string) => warnings.push(message) };
    const queue = new PgJobQueue({
      connectionString: db().url!,
      pollingSeconds: 0.5,
      poolSize: 1,
      log: log as unknown as ConstructorParameters<typeof PgJobQueue>[0]['log'],
    });
    queue.define('noop', async () => undefined);
    queues.push(queue);
    await queue.start();
    const boss = (queue as unknown as { boss: { stop: (options: object) => Promise<void> } }).boss;
    const stop = boss.stop.bind(boss);
    boss.stop = async (options) => {
      await stop(options);
      throw new Error('pool already ended');
    };
    await expect(queue.stop(1000)).resolves.toBeUndefined();
    expect(warnings).toEqual(['job queue did not stop cleanly; leaving it']);
  });
});
