/**
 * Starts the real server once for the whole run: a fresh database, the demo accounts loaded, and
 * the built web app (a copy of web/dist) served on a free port. The database is a new PostgreSQL
 * database on the server TEST_DATABASE_URL names when it is set (as in CI: the product's
 * production database, and its work off the server's own thread), else the embedded one in a
 * temporary data directory.
 * The returned function is Playwright's teardown: it stops the server, drops the database and
 * removes the directory.
 *
 * Sign-in throttling per client address is raised (every test signs in from 127.0.0.1); the
 * per-account limit keeps its default of 5 so a test can check the lock.
 *
 * When E2E_BASE_URL is already set, the tests run against that server and nothing is started.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { adminQuery, databaseUrl } from '../server/test/template';
import { freePort } from '../server/test/server-process';
import { serverProcessEnv } from '../scripts/server-env.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STARTUP_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitHealthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The Comptoir server exited during start-up (code ${child.exitCode}):\n${output()}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The Comptoir server did not become healthy in ${STARTUP_TIMEOUT_MS} ms:\n${output()}`);
}

/** A new empty PostgreSQL database on the server of `adminUrl`: its URL and how to drop it. */
async function createDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `comptoir_e2e_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) return undefined;

  // E2E_WEB_DIST: a build elsewhere (e.g. `vite build --outDir /tmp/x`), for parallel runs.
  const webDist = process.env.E2E_WEB_DIST ?? path.join(ROOT, 'web', 'dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(
      `The web app is not built (${path.join(webDist, 'index.html')} is missing): run \`npm run test:e2e\` from the repository root, which builds it first.`,
    );
  }

  // One temporary directory: the database, and a copy of the build taken now, so a rebuild of
  // web/dist during the run (npm run dev, another build) cannot pull chunks from under the tests.
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comptoir-e2e-'));
  const dataDir = path.join(tmpDir, 'data');
  const webCopy = path.join(tmpDir, 'web-dist');
  fs.cpSync(webDist, webCopy, { recursive: true });
  const port = await freePort();
  const adminUrl = process.env.TEST_DATABASE_URL;
  const database = adminUrl ? await createDatabase(adminUrl) : null;
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...serverProcessEnv(process.env),
      PORT: String(port),
      HOST: '127.0.0.1',
      COMPTOIR_DATA_DIR: dataDir,
      COMPTOIR_WEB_DIST: webCopy,
      COMPTOIR_DEMO: '1',
      // No test reaches the internet: the rate source is a local port that refuses connections,
      // so the status shows a failed refresh, as it would without network.
      COMPTOIR_ECB_URL: 'http://127.0.0.1:9/eurofxref-daily.xml',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database?.url ?? '',
      COMPTOIR_LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Keep the tail of the server's output for error messages (and drain the pipes).
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  // Never leave the server behind, even if the run is interrupted before the teardown.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const cleanup = async () => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited(child);
      clearTimeout(timer);
    }
    await database?.drop();
    fs.rmSync(tmpDir, { recursive: true, force: true });
  };

  try {
    await waitHealthy(url, child, () => output);
  } catch (error) {
    await cleanup();
    throw error;
  }

  process.env.E2E_BASE_URL = url;
  return cleanup;
}
