#!/usr/bin/env node
/**
 * `npm test`: typecheck and lint (side by side), unit tests, API tests on PGlite, the same API
 * tests on PostgreSQL (when TEST_DATABASE_URL is set) and the browser tests (when a Chromium is
 * found), in that order, stopping at the first failure. Typecheck and lint are independent and
 * single-threaded, so they run at the same time, each one's output printed when it ends.
 *
 * Environment:
 *   TEST_DATABASE_URL  PostgreSQL server for the API tests (they create and drop their own databases)
 *   CHROMIUM_PATH      Chromium for the browser tests (default /usr/bin/chromium)
 *   REQUIRE_POSTGRES=1 a missing TEST_DATABASE_URL is a failure instead of a skip
 *   REQUIRE_E2E=1      a missing Chromium is a failure instead of a skip
 *   TEST_WORKERS       test files run side by side by vitest (default: the machine's cores; vitest's
 *                      own default leaves one idle, and a test file mostly waits on one core)
 *   TEST_PGLITE_FULL=1 every API test file on PGlite even when they also run on PostgreSQL (by
 *                      default, with TEST_DATABASE_URL set, PGlite runs a quarter of them: decision 0041)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const isSet = (name) => ['1', 'true', 'yes'].includes((env[name] ?? '').toLowerCase());
const chromiumPath = env.CHROMIUM_PATH || '/usr/bin/chromium';
const postgresUrl = env.TEST_DATABASE_URL || '';
const BROWSER_STEP = 'browser tests (Playwright)';
const workers = `--maxWorkers=${Math.max(1, Number(env.TEST_WORKERS) || os.availableParallelism())}`;

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
const hasChromium = isExecutable(chromiumPath);
/** The API tests: files sharing their worker's modules, and those kept isolated (vitest.config.ts). */
const API_PROJECTS = ['--project', 'server', '--project', 'server-isolated'];
/**
 * With PostgreSQL beside it, the PGlite run takes a quarter of the API files (vitest's fixed shard
 * 1/4): every file still runs on PostgreSQL, the production database, and PGlite (the same
 * PostgreSQL compiled to WebAssembly, used by `npm start` on a fresh machine) keeps being exercised
 * by a quarter of the suite, which saves CI about seven minutes (decision 0041).
 */
const PGLITE_SHARD = postgresUrl && !isSet('TEST_PGLITE_FULL') ? ['--shard=1/4'] : [];

/**
 * Each step: a command, extra environment, and when it cannot run, why (skip) or, when the
 * environment requires it, a failure message.
 */
const steps = [
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'], group: 'static' },
  { name: 'lint', command: ['npm', 'run', 'lint'], group: 'static' },
  {
    name: 'unit tests (core, extraction engine, web)',
    command: [
      'npx',
      'vitest',
      'run',
      workers,
      '--project',
      'core',
      '--project',
      'engine',
      '--project',
      'web',
    ],
  },
  {
    name: PGLITE_SHARD.length > 0 ? 'API tests (PGlite, a quarter of the files)' : 'API tests (PGlite)',
    command: ['npx', 'vitest', 'run', workers, ...API_PROJECTS, ...PGLITE_SHARD],
    env: { TEST_DB: 'pglite' },
  },
  {
    name: 'API tests (PostgreSQL)',
    command: ['npx', 'vitest', 'run', workers, ...API_PROJECTS],
    env: { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl },
    unavailable: postgresUrl
      ? null
      : isSet('REQUIRE_POSTGRES')
        ? { fail: 'REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set' }
        : { skip: 'TEST_DATABASE_URL is not set' },
  },
  {
    name: BROWSER_STEP,
    command: ['npm', 'run', 'test:e2e'],
    env: { CHROMIUM_PATH: chromiumPath },
    unavailable: hasChromium
      ? null
      : isSet('REQUIRE_E2E')
        ? { fail: `REQUIRE_E2E=1 but there is no Chromium at ${chromiumPath}` }
        : { skip: `no Chromium at ${chromiumPath}` },
  },
];

/**
 * The failed browser tests with the first lines of their errors, from Playwright's JSON report:
 * printed after the summary, because CI keeps only the end of a long output and the list reporter
 * prints the errors long before it.
 */
function printBrowserFailures() {
  let report;
  try {
    report = JSON.parse(fs.readFileSync(path.join(root, 'test-results', 'e2e-report.json'), 'utf8'));
  } catch {
    return;
  }
  const plain = (text) => stripVTControlCharacters(String(text ?? ''));
  const lines = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          if (result.status === 'passed' || result.status === 'skipped') continue;
          lines.push(
            `\n✗ ${spec.file}:${spec.line} › ${spec.title} (${result.status}, ${seconds(result.duration ?? 0)})`,
          );
          for (const error of result.errors ?? []) {
            const text = plain(error.message ?? error.value)
              .split('\n')
              .slice(0, 12);
            if (error.location) text.push(`at ${error.location.file}:${error.location.line}`);
            lines.push(...text.map((l) => `    ${l}`));
          }
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  if (lines.length > 0) console.log(`\n=== Browser tests that failed${lines.join('\n')}`);
}

/** The processes running now (one, or the members of a group). */
const current = new Set();
let interrupted = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = signal;
    for (const child of current) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    }
  });
}

/**
 * Runs one step. With `buffered`, its output is kept and returned rather than shown as it comes
 * (steps running side by side would interleave theirs).
 */
function run(step, { buffered = false } = {}) {
  return new Promise((resolve) => {
    const [command, ...args] = step.command;
    const t0 = Date.now();
    const child = spawn(command, args, {
      cwd: root,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...env, ...step.env },
    });
    current.add(child);
    let output = '';
    if (buffered) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    const done = (outcome) => {
      current.delete(child);
      resolve({ ...outcome, ms: Date.now() - t0, output });
    };
    child.on('error', (error) => done({ ok: false, detail: `could not run ${command}: ${error.message}` }));
    child.on('close', (code, signal) => {
      if (code === 0) done({ ok: true });
      else done({ ok: false, detail: signal ? `killed by ${signal}` : `exit code ${code}` });
    });
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;
const stamp = () => new Date().toISOString().replace('T', ' ').slice(0, 19);
const results = [];
const started = Date.now();

// Requirements the environment imposes are checked before anything runs, so a CI run missing
// PostgreSQL or Chromium fails at once instead of after the earlier steps.
const unmet = steps.filter((s) => s.unavailable?.fail);
if (unmet.length > 0) {
  for (const step of unmet) {
    console.error(`✗ ${step.name}: ${step.unavailable.fail}`);
    results.push({ step, status: 'failed', ms: 0, detail: step.unavailable.fail });
  }
} else {
  // Consecutive steps of the same group run side by side; the others one at a time.
  const batches = [];
  for (const step of steps) {
    const last = batches.at(-1);
    if (step.group && last?.[0].group === step.group) last.push(step);
    else batches.push([step]);
  }
  const record = (step, outcome) => {
    if (outcome.ok) {
      results.push({ step, status: 'passed', ms: outcome.ms });
      return true;
    }
    const detail = interrupted ? `interrupted (${interrupted})` : outcome.detail;
    results.push({ step, status: 'failed', ms: outcome.ms, detail });
    return false;
  };
  for (const batch of batches) {
    if (interrupted) break;
    if (batch.length > 1) {
      console.log(`\n=== [${stamp()}] at the same time: ${batch.map((s) => s.name).join(', ')}`);
      const outcomes = await Promise.all(
        batch.map((step) =>
          run(step, { buffered: true }).then((outcome) => {
            const mark = outcome.ok ? 'passed' : 'FAILED';
            console.log(`\n=== [${stamp()}] ${step.name}: ${step.command.join(' ')} (${mark})`);
            process.stdout.write(outcome.output);
            return outcome;
          }),
        ),
      );
      const ok = batch.map((step, i) => record(step, outcomes[i])).every(Boolean);
      if (!ok) break;
      continue;
    }
    const [step] = batch;
    if (step.unavailable?.skip) {
      console.log(`\n=== [${stamp()}] ${step.name}: skipped: ${step.unavailable.skip}`);
      results.push({ step, status: 'skipped', ms: 0, detail: step.unavailable.skip });
      continue;
    }
    console.log(`\n=== [${stamp()}] ${step.name}: ${step.command.join(' ')}`);
    if (!record(step, await run(step))) break;
  }
}

const notRun = steps.filter((s) => !results.some((r) => r.step === s));
const width = Math.max(...steps.map((s) => s.name.length));
console.log(`\n=== Summary (${seconds(Date.now() - started)})`);
for (const r of results) {
  const mark = { passed: '✓', failed: '✗', skipped: '-' }[r.status];
  const detail = r.detail ? `  ${r.status === 'skipped' ? 'skipped: ' : ''}${r.detail}` : '';
  console.log(
    `${mark} ${r.step.name.padEnd(width)}  ${r.status.padEnd(7)} ${seconds(r.ms).padStart(7)}${detail}`,
  );
}
for (const s of notRun) console.log(`  ${s.name.padEnd(width)}  not run`);
const failed = results.filter((r) => r.status === 'failed');
const passed = results.filter((r) => r.status === 'passed').length;
if (failed.some((r) => r.step.name === BROWSER_STEP)) printBrowserFailures();
if (failed.length > 0) {
  console.log(`\nFAILED: ${failed.map((r) => `${r.step.name} (${r.detail})`).join('; ')}`);
}
console.log(`\n${passed} passed, ${failed.length} failed`);
process.exit(failed.length > 0 || interrupted ? 1 : 0);
