/**
 * The machine's own speed, measured before the bench (issue 31): the same code gives very
 * different figures from one day to the next on these shared two-core machines, so every timed
 * figure is also printed as a ratio to this measure (`*_units`), which two runs on different days
 * can compare.
 *
 * - CPU: a fixed JavaScript workload (hashing, JSON, sorting, string building) on this process.
 * - SQL: a fixed PostgreSQL workload (a scan, an aggregate, a sort and a hash join over generated
 *   rows, no table) on the bench's database server.
 *
 * Each is run `runs` times after one warm-up; the median counts. The unit is their geometric mean.
 * Then both again on two cores at once (`cpu_pair_ms`, `sql_pair_ms`, `pair_ratio`: see
 * pairMeasure), printed beside the unit, not part of it (the ratios of earlier runs stay
 * comparable).
 * `node --import tsx bench/src/machine.ts` prints the measure alone (for a run of an older
 * version of the bench, which did not take it).
 */
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';

export interface MachineMeasure {
  name: 'machine';
  cpu_ms: number;
  /** Null when no PostgreSQL server answered (the unit is then the CPU's alone). */
  sql_ms: number | null;
  /** √(cpu_ms × sql_ms): what the ratios divide by. */
  unit_ms: number;
  /**
   * The same workloads on both cores at once (pairMeasure): the CPU one here and in a worker
   * thread, the SQL one on two connections; the slower of the two each run, the median counts.
   */
  cpu_pair_ms?: number;
  sql_pair_ms?: number;
  /** √(cpu_pair_ms × sql_pair_ms) ÷ unit_ms: 1 when a busy neighbour core costs nothing. */
  pair_ratio?: number;
  runs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const round1 = (n: number) => Math.round(n * 10) / 10;

/** A fixed pseudo-random sequence (mulberry32), so that every run sorts the same numbers. */
function numbers(count: number, seed = 42): Float64Array {
  const out = new Float64Array(count);
  let a = seed;
  for (let i = 0; i < count; i += 1) {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    out[i] = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  return out;
}

/** The CPU workload: about 100 ms on the machines of this project. */
export function cpuWorkload(): number {
  let check = 0;
  const block = Buffer.alloc(64 * 1024, 7);
  for (let i = 0; i < 200; i += 1) check ^= createHash('sha256').update(block).digest()[0]!;
  const rows = Array.from({ length: 20_000 }, (_, i) => ({
    id: i,
    name: `Produit ${i}`,
    price: (i * 7) % 1000,
  }));
  check ^= (JSON.parse(JSON.stringify(rows)) as unknown[]).length;
  const sorted = Array.from(numbers(200_000)).sort((x, y) => x - y);
  check ^= Math.round(sorted[1000]! * 1e6);
  let text = '';
  for (let i = 0; i < 50_000; i += 1) text += `${i.toString(36)};`;
  return check ^ text.length;
}

/** The SQL workload: one statement, about 100 ms on the machines of this project. */
export const SQL_WORKLOAD = `
  with a as (select g as id, md5(g::text) as h from generate_series(1, 200000) g),
       b as (select g as id, (g * 7) % 1000 as v from generate_series(1, 200000) g)
  select count(*) as n, sum(b.v) as s, max(a.h) as m
  from a join b on b.id = a.id
  where a.h > '1'`;

async function timeIt(work: () => unknown | Promise<unknown>, runs: number): Promise<number> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return median(times);
}

/** A worker thread of pairMeasure: runs the CPU workload on each message, answers its time. */
if (!isMainThread && (workerData as { machineCpu?: boolean } | null)?.machineCpu) {
  parentPort!.on('message', () => {
    const started = performance.now();
    cpuWorkload();
    parentPort!.postMessage(performance.now() - started);
  });
}

/** The median over `runs` (after one warm-up) of the slower of two works started together. */
async function timePair(pair: () => Promise<[number, number]>, runs: number): Promise<number> {
  await pair();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) times.push(Math.max(...(await pair())));
  return median(times);
}

const timed = async (work: () => unknown | Promise<unknown>): Promise<number> => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

/**
 * The workloads on both cores at once. A load test keeps both busy (the server's process and
 * PostgreSQL's), and on a shared machine a core can then be slowed by its neighbour while each
 * alone runs at full speed. On 2026-11-30, in one stretch the one-core unit read 271 to 298 ms
 * (earlier stops' good days read 245 to 289) while the session route served 2,716 to 3,052
 * requests/s and the pair ratio read 1.6; in a later stretch the unit read 219 to 223 ms, the pair
 * ratio 1.03 to 1.17 and the session route 3,989 to 4,669 requests/s.
 */
async function pairMeasure(client: pg.Client, databaseUrl: string, runs: number) {
  // A thread starts without the parent's loaders: it registers tsx, then loads this file.
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
    import(workerData.tsx).then(({ register }) => { register(); return import(workerData.self); });`,
    {
      eval: true,
      workerData: { machineCpu: true, tsx: import.meta.resolve('tsx/esm/api'), self: import.meta.url },
    },
  );
  let cpuPair: number;
  try {
    // A thread that fails to load or dies fails the measure rather than leaving it waiting.
    const inWorker = () =>
      new Promise<number>((resolve, reject) => {
        const fail = (error: unknown) =>
          reject(error instanceof Error ? error : new Error('the measuring thread stopped'));
        worker.once('error', fail).once('exit', fail);
        worker.once('message', (ms: number) => {
          worker.off('error', fail).off('exit', fail);
          resolve(ms);
        });
        worker.postMessage('run');
      });
    cpuPair = await timePair(async () => {
      const other = inWorker();
      return [await timed(cpuWorkload), await other];
    }, runs);
  } finally {
    await worker.terminate();
  }
  const second = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  try {
    await second.connect();
    await second.query('set max_parallel_workers_per_gather = 0');
    const sqlPair = await timePair(
      async () =>
        (await Promise.all([
          timed(() => client.query(SQL_WORKLOAD)),
          timed(() => second.query(SQL_WORKLOAD)),
        ])) as [number, number],
      runs,
    );
    return { cpuPair, sqlPair };
  } finally {
    await second.end().catch(() => undefined);
  }
}

/** Measures the machine: the CPU workload here, the SQL one on `databaseUrl`'s server. */
export async function measureMachine(databaseUrl: string, runs = 7): Promise<MachineMeasure> {
  const cpu = await timeIt(cpuWorkload, runs);
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    // One plan for every run: no parallel workers (their start-up varies more than the work).
    await client.query('set max_parallel_workers_per_gather = 0');
    const sqlMs = await timeIt(() => client.query(SQL_WORKLOAD), runs);
    const unit = Math.sqrt(cpu * sqlMs);
    const measure: MachineMeasure = {
      name: 'machine',
      cpu_ms: round1(cpu),
      sql_ms: round1(sqlMs),
      unit_ms: round1(unit),
      runs,
    };
    // The pair is beside the unit: without it, the unit still stands.
    const pair = await pairMeasure(client, databaseUrl, runs).catch((error: unknown) => {
      process.stderr.write(`bench: machine: the measure on both cores failed: ${String(error)}\n`);
      return null;
    });
    if (!pair) return measure;
    return {
      ...measure,
      cpu_pair_ms: round1(pair.cpuPair),
      sql_pair_ms: round1(pair.sqlPair),
      pair_ratio: Math.round((Math.sqrt(pair.cpuPair * pair.sqlPair) / unit) * 100) / 100,
    };
  } catch {
    // No PostgreSQL server (a PGlite-only run): the CPU alone is the unit.
    return { name: 'machine', cpu_ms: round1(cpu), sql_ms: null, unit_ms: round1(cpu), runs };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Timed fields and how they turn into units of the machine (a time divided, a rate multiplied). */
const TIMED: Record<string, 'time' | 'rate'> = {
  p50_ms: 'time',
  p95_ms: 'time',
  p99_ms: 'time',
  max_ms: 'time',
  wall_ms: 'time',
  first_ms: 'time',
  seconds: 'time',
  rps: 'rate',
};

/**
 * `line` with each timed figure also in units of the machine: `p95_units` = p95_ms ÷ unit_ms (a
 * route twice as slow on a machine twice as slow keeps its units), `rps_units` = rps × unit_ms ÷
 * 1000 (requests per machine unit), `seconds_units` = seconds × 1000 ÷ unit_ms.
 */
export function withUnits(
  line: Record<string, unknown>,
  machine: MachineMeasure | null,
): Record<string, unknown> {
  if (!machine || line.name === 'machine') return line;
  const out: Record<string, unknown> = { ...line };
  for (const [field, kind] of Object.entries(TIMED)) {
    const value = line[field];
    if (typeof value !== 'number') continue;
    const base = field.replace(/_ms$/, '');
    const ms = field === 'seconds' ? value * 1000 : value;
    out[`${base}_units`] =
      kind === 'rate'
        ? Math.round(((value * machine.unit_ms) / 1000) * 100) / 100
        : Math.round((ms / machine.unit_ms) * 1000) / 1000;
  }
  return out;
}

if (isMainThread && import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  console.log(JSON.stringify(await measureMachine(url)));
}
