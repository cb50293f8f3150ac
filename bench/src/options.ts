/** Bench options: environment variables, overridden by `--name=value` or `--name value` arguments. */
export type BenchDb = 'pglite' | 'postgres';

export interface BenchOptions {
  users: number;
  /** Seconds per measured run. */
  duration: number;
  /** Seconds of warm-up before each measured run. */
  warmup: number;
  connections: number;
  dbs: BenchDb[];
  /** Admin connection for creating (and dropping) the temporary PostgreSQL database. */
  databaseUrl: string;
  /** Run `npm run build -w web` before reading the bundle figures. */
  build: boolean;
  /** Exit non-zero when a budget is missed. */
  strict: boolean;
  /** Rows of the generated xlsx files imported on PostgreSQL (empty: no import bench). */
  importRows: number[];
  /** Seed clients, orders and quotes on PostgreSQL and measure the sales lists, dashboard, quote save and PDF. */
  sales: boolean;
  /** Seed 100,000 invoices on PostgreSQL and measure the invoice lists, concurrent issues, a 500-line issue and its Factur-X PDF. */
  invoices: boolean;
  /** The browser bench (bench/src/browser.ts): with the rest, not at all, or alone. */
  browser: 'on' | 'off' | 'only';
  /** A web build to use instead of building web/dist (nothing is built then). */
  webDist: string | null;
  browserSessions: number;
  browserRepeats: number;
  browserColdRuns: number;
  browserColdScreenRuns: number;
  browserPauseMs: number;
  browserAllWaterfalls: boolean;
}

const HELP = `npm run bench -- [--users=N] [--duration=S] [--connections=N] [--db=pglite|postgres|both]
  env: BENCH_USERS (1000) BENCH_DURATION (10) BENCH_WARMUP (3) BENCH_CONNECTIONS (50) BENCH_DB (both)
       BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres) BENCH_BUILD (1) BENCH_STRICT (0)
       BENCH_KEEP_DB (0; 1 keeps the PostgreSQL database for looking at plans, and prints its name)
       BENCH_IMPORT (10000,100000: xlsx rows imported on PostgreSQL, then product list/search p95; 0 = off)
       BENCH_SALES (1: on PostgreSQL, 20,000 clients, 50,000 orders and 10,000 quotes seeded in SQL, then
         order/client/quote list and search p95, dashboard p95, a 500-line quote's save and PDF; then 50,000
         purchase orders with 200,000 lines and 60,000 receipts, their list/search/status p95 and a 200-line
         shipment's landed costs; 0 = off)
       BENCH_INVOICES (1: on PostgreSQL, 100,000 invoices, 400,000 lines and 80,000 payments seeded in SQL, then
         invoice list/search/status p95, 50 concurrent issues, a 500-line issue and its Factur-X PDF, then 20,000
         supplier invoices and each analysis tab for a year; 0 = off)
       BENCH_CPU_PROF=<dir> (the server under test writes a V8 CPU profile there)
       BENCH_BROWSER (1: the screens in Chromium, see bench/src/browser.ts; 0 = off; only = that part alone,
         with the build and the bundle figures) CHROMIUM_PATH (/usr/bin/chromium)
       BENCH_WEB_DIST (a web build to measure instead of building web/dist, e.g. vite build --outDir /tmp/x)
       BENCH_BROWSER_SESSIONS (4) BENCH_BROWSER_REPEATS (2) BENCH_BROWSER_COLD_RUNS (10)
       BENCH_BROWSER_COLD_SCREEN_RUNS (3; 0 = off) BENCH_BROWSER_PAUSE_MS (300) BENCH_BROWSER_WATERFALLS (0; 1 = draw all)`;

function argvValues(argv: string[]): Map<string, string> {
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') {
      console.log(HELP);
      process.exit(0);
    }
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`Unknown argument ${arg}\n${HELP}`);
    const value = match[2] ?? argv[(i += 1)];
    if (value === undefined) throw new Error(`Missing value for --${match[1]}`);
    values.set(match[1]!, value);
  }
  return values;
}

function positive(name: string, raw: string, { allowZero = false } = {}): number {
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0 || (!allowZero && n === 0))
    throw new Error(`${name} must be a positive number`);
  return n;
}

export function loadOptions(env = process.env, argv = process.argv.slice(2)): BenchOptions {
  const args = argvValues(argv);
  const pick = (arg: string, envName: string, fallback: string) => args.get(arg) ?? env[envName] ?? fallback;
  const db = pick('db', 'BENCH_DB', 'both');
  if (!['pglite', 'postgres', 'both'].includes(db))
    throw new Error('BENCH_DB must be pglite, postgres or both');
  const databaseUrl = pick(
    'database-url',
    'BENCH_DATABASE_URL',
    'postgres://postgres@127.0.0.1:5432/postgres',
  );
  const host = new URL(databaseUrl).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
    throw new Error(`The bench only targets this machine: BENCH_DATABASE_URL host is ${host}`);
  }
  const flag = (v: string) => ['1', 'true', 'yes'].includes(v.toLowerCase());
  const count = (envName: string, fallback: string, limits: { allowZero?: boolean } = {}) =>
    Math.floor(positive(envName, env[envName] ?? fallback, limits));
  return {
    users: Math.floor(positive('BENCH_USERS', pick('users', 'BENCH_USERS', '1000'))),
    duration: positive('BENCH_DURATION', pick('duration', 'BENCH_DURATION', '10')),
    warmup: positive('BENCH_WARMUP', pick('warmup', 'BENCH_WARMUP', '3'), { allowZero: true }),
    connections: Math.floor(positive('BENCH_CONNECTIONS', pick('connections', 'BENCH_CONNECTIONS', '50'))),
    dbs: db === 'both' ? ['pglite', 'postgres'] : [db as BenchDb],
    databaseUrl,
    build: flag(pick('build', 'BENCH_BUILD', '1')),
    strict: flag(pick('strict', 'BENCH_STRICT', '0')),
    importRows: ['0', 'false', 'no', ''].includes(pick('import', 'BENCH_IMPORT', '10000,100000'))
      ? []
      : pick('import', 'BENCH_IMPORT', '10000,100000')
          .split(',')
          .map((n) => Math.floor(positive('BENCH_IMPORT', n))),
    sales: flag(pick('sales', 'BENCH_SALES', '1')),
    invoices: flag(pick('invoices', 'BENCH_INVOICES', '1')),
    browser: browserPart(pick('browser', 'BENCH_BROWSER', '1')),
    webDist: pick('web-dist', 'BENCH_WEB_DIST', '') || null,
    browserSessions: count('BENCH_BROWSER_SESSIONS', '4', { allowZero: true }),
    browserRepeats: count('BENCH_BROWSER_REPEATS', '2', { allowZero: true }),
    browserColdRuns: count('BENCH_BROWSER_COLD_RUNS', '10'),
    browserColdScreenRuns: count('BENCH_BROWSER_COLD_SCREEN_RUNS', '3', { allowZero: true }),
    browserPauseMs: count('BENCH_BROWSER_PAUSE_MS', '300', { allowZero: true }),
    browserAllWaterfalls: flag(pick('browser-waterfalls', 'BENCH_BROWSER_WATERFALLS', '0')),
  };
}

function browserPart(value: string): BenchOptions['browser'] {
  if (value === 'only') return 'only';
  return ['0', 'false', 'no', 'off'].includes(value.toLowerCase()) ? 'off' : 'on';
}
