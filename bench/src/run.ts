/**
 * `npm run bench`: load benchmarks of the real server on PGlite and PostgreSQL, plus the web
 * bundle's size and the screens' times in a browser (bench/src/browser.ts; `BENCH_BROWSER=only`
 * runs that part alone), printed as one JSON object per line on stdout (progress goes to stderr).
 *
 * For each database: a temporary data dir or database is seeded with BENCH_USERS users through
 * the server's schema, the server is started as a child process on a free loopback port, one
 * seeded user signs in, and autocannon drives GET /api/health (baseline) and GET /api/auth/session
 * (cookie lookup, user join, company list). Everything created is removed at the end, also on
 * failure or interruption, and every run is bounded in time.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { withCleanup } from './cleanup';
import { bundleFigures } from './bundle';
import { IMPORT_PEAK_RSS_BUDGET_MB, PRODUCTS_P95_BUDGET_MS, benchImport, benchProducts } from './import';
import { BENCH_PASSWORD, benchEmail, createTarget, seed } from './database';
import { measure, signIn, type LoadRun } from './load';
import { loadOptions, type BenchDb, type BenchOptions } from './options';
import { ROOT, startServer } from './server';
import { benchProcesses } from './processes';
import { SALES_ADMIN_EMAIL, benchSales, seedSales } from './sales';
import { benchConversation, seedConversation } from './conversations';
import { INVOICES_ADMIN_EMAIL, benchInvoices, seedInvoices } from './invoices';
import { PURCHASES_ADMIN_EMAIL, benchPurchasing, seedPurchasing } from './purchasing';
import { benchBank } from './bank';
import { benchAnalytics, seedPurchases } from './analytics';
import { benchTriggerCost } from './analytics-writes';
import { benchBrowser } from './browser';
import { measureMachine, withUnits, type MachineMeasure } from './machine';

/** Budgets for GET /api/auth/session on PostgreSQL. */
export const SESSION_P99_BUDGET_MS = 20;
export const SESSION_RPS_BUDGET = 3000;

/** The machine's measure (machine.ts), taken first: every timed figure is also printed in its units. */
let machine: MachineMeasure | null = null;
const print = (line: object) =>
  console.log(JSON.stringify(withUnits(line as Record<string, unknown>, machine)));
const progress = (message: string) => console.error(`bench: ${message}`);

function buildWeb(): boolean {
  progress('building the web app (npm run build -w web)');
  const result = spawnSync('npm', ['run', 'build', '-w', 'web'], {
    cwd: ROOT,
    stdio: ['ignore', process.stderr, process.stderr],
    timeout: 300_000,
  });
  if (result.status === 0) return true;
  progress(
    `web build failed (${result.error?.message ?? `exit code ${result.status}`}); bundle figures use what web/dist has`,
  );
  return false;
}

/**
 * Prints a measured line (then runs `also`, for a part's own budgets); one with a p95 budget
 * (`budget_ms`) also gives its budget line (`budget.<name>_p95_ms`, missed on any failure or a
 * p95 over the budget).
 */
function printWithBudget(
  line: Record<string, unknown>,
  budgets: Record<string, unknown>[],
  also?: () => void,
): void {
  print(line);
  also?.();
  if (typeof line.budget_ms !== 'number') return;
  const value = line.p95_ms as number;
  budgets.push({
    name: `budget.${String(line.name)}_p95_ms`,
    db: 'postgres',
    value,
    budget: line.budget_ms,
    ok: line.failures === 0 && value <= line.budget_ms,
  });
  print(budgets.at(-1)!);
}

/** Runs one part of the bench; its failure is printed and misses its budget (`budget.<bench>`), the others still run. */
async function benchPart(
  db: BenchDb,
  bench: string,
  budgets: Record<string, unknown>[],
  run: () => Promise<unknown>,
): Promise<void> {
  try {
    await run();
  } catch (error) {
    print({ name: 'error', db, bench, message: error instanceof Error ? error.message : String(error) });
    budgets.push({ name: `budget.${bench}`, db, ok: false });
  }
}

/** Imports (upload -> committed) and the product list p95, on PostgreSQL; pushes budget lines. */
async function benchImports(
  server: { baseUrl: string; pid: number },
  cookie: string,
  options: BenchOptions,
  budgets: Record<string, unknown>[],
): Promise<void> {
  let imported = 0;
  for (const [k, rows] of options.importRows.entries()) {
    progress(`postgres: importing an xlsx of ${rows} products`);
    const line = await benchImport(server.baseUrl, cookie, server.pid, rows, `BIG${k}`);
    imported += rows;
    print(line);
    if (line.budget_s !== null) {
      budgets.push({
        name: `budget.import_${rows}_s`,
        db: 'postgres',
        value: line.seconds,
        budget: line.budget_s,
        ok: line.seconds <= line.budget_s,
      });
      print(budgets.at(-1)!);
    }
    budgets.push({
      name: `budget.import_${rows}_peak_rss_mb`,
      db: 'postgres',
      value: line.peak_rss_mb,
      budget: IMPORT_PEAK_RSS_BUDGET_MB,
      ok: line.peak_rss_mb !== null && line.peak_rss_mb <= IMPORT_PEAK_RSS_BUDGET_MB,
    });
    print(budgets.at(-1)!);
  }
  progress(`postgres: product list, search and sort with ${imported} products`);
  for (const line of await benchProducts(server.baseUrl, cookie, imported)) {
    print(line);
    const value = line.p95_ms as number;
    budgets.push({
      name: `budget.${String(line.name)}_p95_ms`,
      db: 'postgres',
      value,
      budget: PRODUCTS_P95_BUDGET_MS,
      ok: line.failures === 0 && value <= PRODUCTS_P95_BUDGET_MS,
    });
    print(budgets.at(-1)!);
  }
}

/** Sales volume seeded in SQL, then lists, dashboard, quote save and PDF on PostgreSQL; pushes budget lines. */
async function benchSalesPart(
  server: { baseUrl: string },
  url: string,
  userCookie: string,
  budgets: Record<string, unknown>[],
): Promise<void> {
  progress('postgres: seeding clients, orders and quotes in SQL');
  const seeded = await seedSales(url);
  print({ name: 'sales.seed', db: 'postgres', ...seeded.counts, seconds: seeded.seconds });
  const adminCookie = await signIn(server.baseUrl, SALES_ADMIN_EMAIL, BENCH_PASSWORD);
  progress('postgres: order, client and quote lists, dashboard, 500-line quote save and PDF');
  await benchSales(server.baseUrl, adminCookie, seeded, (line) => printWithBudget(line, budgets), userCookie);
}

/** 100,000 invoices seeded in SQL, then lists, concurrent issues, a 500-line issue and its PDF (issue 12). */
async function benchInvoicesPart(
  server: { baseUrl: string },
  url: string,
  budgets: Record<string, unknown>[],
) {
  progress('postgres: seeding 100,000 invoices, 400,000 lines and 80,000 payments in SQL');
  const seeded = await seedInvoices(url);
  print({ name: 'invoices.seed', db: 'postgres', ...seeded.counts, seconds: seeded.seconds });
  const cookie = await signIn(server.baseUrl, INVOICES_ADMIN_EMAIL, BENCH_PASSWORD);
  progress('postgres: invoice lists, 50 concurrent issues, a 500-line issue and its Factur-X PDF');
  await benchInvoices(url, server.baseUrl, cookie, seeded, (line) =>
    printWithBudget(line, budgets, () => {
      if (line.name !== 'invoices.issue_concurrent') return;
      budgets.push({
        name: 'budget.invoices_issue_consecutive',
        db: 'postgres',
        ok: line.consecutive === true,
      });
      print(budgets.at(-1)!);
    }),
  );
  progress('postgres: seeding 20,000 supplier invoices in SQL, then each analysis tab for a year (issue 14)');
  print({ name: 'analytics.seed', db: 'postgres', ...(await seedPurchases(url)) });
  await benchAnalytics(server.baseUrl, cookie, url, (line) => printWithBudget(line, budgets));
  progress('postgres: what the analysis triggers add to a payment and to a 1,000-row statement (issue 31)');
  await benchTriggerCost(url, print);
  progress(
    'postgres: a 10,000-entry CAMT.053 imported twice, its suggestions, the unmatched list (issue 33)',
  );
  await benchPart('postgres', 'bank', budgets, () =>
    benchBank(server.baseUrl, cookie, url, (line) => {
      if (typeof line.ms !== 'number' || typeof line.budget_ms !== 'number')
        return printWithBudget(line, budgets);
      print(line);
      budgets.push({
        name: `budget.${String(line.name)}_ms`,
        db: 'postgres',
        value: line.ms,
        budget: line.budget_ms,
        ok: line.ok === true,
      });
      print(budgets.at(-1)!);
    }),
  );
}

/** 50,000 purchase orders seeded in SQL, then their lists and a 200-line shipment's landed costs (issue 32). */
async function benchPurchasingPart(
  server: { baseUrl: string },
  url: string,
  budgets: Record<string, unknown>[],
): Promise<void> {
  progress('postgres: seeding 50,000 purchase orders, 200,000 lines and 60,000 receipts in SQL');
  const seeded = await seedPurchasing(url);
  print({ name: 'purchases.seed', db: 'postgres', ...seeded.counts, seconds: seeded.seconds });
  const cookie = await signIn(server.baseUrl, PURCHASES_ADMIN_EMAIL, BENCH_PASSWORD);
  progress('postgres: purchase order lists, search, status; a 200-line shipment');
  await benchPurchasing(server.baseUrl, cookie, seeded, (line) => printWithBudget(line, budgets));
}

/** A 10,000-message product conversation seeded in SQL, then opened through the server (issue 13). */
async function benchConversationPart(
  server: { baseUrl: string },
  url: string,
  budgets: Record<string, unknown>[],
): Promise<void> {
  progress('postgres: seeding a 10,000-message product conversation in SQL');
  const seeded = await seedConversation(url);
  print({ name: 'conversation.seed', db: 'postgres', messages: seeded.messages, seconds: seeded.seconds });
  progress('postgres: opening the thread, an older page, a search and the request detail');
  await benchConversation(server.baseUrl, seeded, (line) => printWithBudget(line, budgets));
}

async function benchDatabase(
  db: BenchDb,
  options: BenchOptions,
  budgets: Record<string, unknown>[] = [],
): Promise<LoadRun[]> {
  const target = await createTarget(db, options.databaseUrl);
  const t0 = Date.now();
  progress(`${db}: seeding ${options.users} users`);
  await seed(target, options.users);
  print({ name: 'seed', db, users: options.users, seconds: Math.round((Date.now() - t0) / 100) / 10 });

  // A user in the middle of the table with two company grants (see seed), so the lookups are
  // not flattered by the first rows and the company list has more than one entry.
  const middle = Math.floor(options.users / 2);
  const who = Math.min(options.users - 1, middle - (middle % 3) + 1);
  // The imports on a server of their own, started for them: their memory figure is then the
  // import's, not what the load tests' 100,000 requests left in the heap (the RSS before the
  // import moved between 289 and 464 MB from one run to the next when they ran after those
  // tests), and the load tests then run on a server the import has not grown.
  if (db === 'postgres' && options.importRows.length > 0) {
    progress(`${db}: starting a server for the imports`);
    const importServer = await startServer(target);
    try {
      const cookie = await signIn(importServer.baseUrl, benchEmail(who), BENCH_PASSWORD);
      await benchPart(db, 'import', budgets, () => benchImports(importServer, cookie, options, budgets));
    } finally {
      await importServer.stop();
    }
  }

  progress(`${db}: starting the server`);
  const t1 = Date.now();
  const server = await startServer(target);
  print({ name: 'server.startup', db, seconds: Math.round((Date.now() - t1) / 100) / 10 });
  try {
    const cookie = await signIn(server.baseUrl, benchEmail(who), BENCH_PASSWORD);
    const common = { connections: options.connections, duration: options.duration, warmup: options.warmup };
    const runs: LoadRun[] = [];
    progress(`${db}: GET /api/health, ${options.connections} connections, ${options.duration} s`);
    runs.push(await measure('health', db, { ...common, url: `${server.baseUrl}/api/health` }));
    print(runs.at(-1)!);
    progress(`${db}: GET /api/auth/session, ${options.connections} connections, ${options.duration} s`);
    runs.push(
      await measure('auth.session', db, {
        ...common,
        url: `${server.baseUrl}/api/auth/session`,
        headers: { cookie },
      }),
    );
    print(runs.at(-1)!);
    if (target.db === 'postgres' && options.sales) {
      await benchPart(db, 'sales', budgets, () => benchSalesPart(server, target.url, cookie, budgets));
    }
    if (target.db === 'postgres' && options.invoices) {
      await benchPart(db, 'invoices', budgets, () => benchInvoicesPart(server, target.url, budgets));
    }
    if (target.db === 'postgres' && options.sales) {
      await benchPart(db, 'purchases', budgets, () => benchPurchasingPart(server, target.url, budgets));
    }
    if (target.db === 'postgres') {
      await benchPart(db, 'conversations', budgets, () => benchConversationPart(server, target.url, budgets));
    }
    return runs;
  } finally {
    // autocannon drops its last in-flight requests when a run ends; let their handlers finish
    // before the server closes its database (see the report: the server does not wait for them).
    await new Promise((r) => setTimeout(r, 500));
    await server.stop();
  }
}

async function main(options: BenchOptions): Promise<number> {
  progress(
    `users=${options.users} duration=${options.duration}s warmup=${options.warmup}s connections=${options.connections} db=${options.dbs.join(',')}`,
  );
  const built = !options.webDist && options.build && buildWeb();
  const webDist = options.webDist ? path.resolve(options.webDist) : path.join(ROOT, 'web', 'dist');
  const budgets: Record<string, unknown>[] = [];
  for (const line of bundleFigures(webDist)) {
    if (line.name.startsWith('budget.')) budgets.push(line);
    print(line);
  }
  if (options.browser !== 'off') {
    progress(`browser: screens in Chromium, web build ${webDist} (${built ? 'built now' : 'as found'})`);
    await benchPart('pglite', 'browser', budgets, () =>
      benchBrowser(
        {
          webDist,
          built,
          sessions: options.browserSessions,
          repeats: options.browserRepeats,
          coldRuns: options.browserColdRuns,
          coldScreenRuns: options.browserColdScreenRuns,
          pauseMs: options.browserPauseMs,
          allWaterfalls: options.browserAllWaterfalls,
        },
        print,
        progress,
        budgets,
      ),
    );
  }

  let failed = false;
  for (const db of options.browser === 'only' ? [] : options.dbs) {
    try {
      const runs = await benchDatabase(db, options, budgets);
      const session = runs.find((r) => r.name === 'auth.session');
      if (session && db === 'postgres') {
        budgets.push(
          {
            name: 'budget.session_p99_ms',
            db,
            value: session.p99_ms,
            budget: SESSION_P99_BUDGET_MS,
            ok: session.p99_ms <= SESSION_P99_BUDGET_MS,
          },
          {
            name: 'budget.session_rps',
            db,
            value: session.rps,
            budget: SESSION_RPS_BUDGET,
            ok: session.rps >= SESSION_RPS_BUDGET,
          },
        );
        budgets.push({
          name: 'budget.session_errors',
          db,
          value: session.errors + session.non2xx,
          budget: 0,
          ok: session.errors + session.non2xx === 0,
        });
        for (const b of budgets.slice(-3)) print(b);
      }
    } catch (error) {
      failed = true;
      print({ name: 'error', db, message: error instanceof Error ? error.message : String(error) });
    }
  }
  const missed = budgets.filter((b) => b.ok === false).map((b) => b.name);
  print({ name: 'summary', ok: !failed && missed.length === 0, failedBudgets: missed, error: failed });
  return failed || (options.strict && missed.length > 0) ? 1 : 0;
}

// Bounded: per database seeding + start-up (a few minutes at most) plus two warm-ups and two runs,
// the imports and the sales part.
const options = loadOptions();
const perDb =
  300 +
  2 * (options.duration + options.warmup + 15) +
  60 * options.importRows.length +
  60 +
  (options.sales ? 420 + 180 : 0) + // sales: SQL seed, about twenty measured groups, ten 500-line saves; purchasing
  (options.invoices ? 480 : 0); // invoices: SQL seed, three measured groups, 55 issues, four PDFs, the analysis tabs
// BENCH_PROCESSES=only: one process against two on PostgreSQL, nothing else; =0: without that part.
const processesPart = options.browser === 'only' ? '0' : (process.env.BENCH_PROCESSES ?? '1');
// The browser part: a cold-load series, the menu sessions (about a minute each) and the cold screens.
const browserPart =
  options.browser === 'off'
    ? 0
    : 180 +
      options.browserColdRuns * 15 +
      options.browserSessions * (1 + options.browserRepeats) * 40 +
      options.browserColdScreenRuns * 17 * 8;
await withCleanup(
  async () => {
    progress('machine: the fixed CPU and SQL workloads (machine.ts)');
    machine = await measureMachine(options.databaseUrl);
    print(machine);
    const code = processesPart === 'only' ? 0 : await main(options);
    if (processesPart !== '0') await benchProcesses(options, print, progress);
    return code;
  },
  (420 +
    browserPart +
    (processesPart === 'only' || options.browser === 'only' ? 0 : perDb * options.dbs.length) +
    600) *
    1000,
);
