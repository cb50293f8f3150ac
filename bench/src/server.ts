import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onCleanup, onExit } from './cleanup';
import type { Target } from './database';
import { serverProcessEnv } from '../../scripts/server-env.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const HOST = '127.0.0.1';

export interface RunningServer {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

/** A free TCP port on loopback (the server cannot report the port it would pick with PORT=0). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The environment of the server under test: only what it needs, never the caller's database. */
function serverEnv(target: Target, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'NODE_OPTIONS', 'COMPTOIR_DB_POOL_SIZE']) {
    if (process.env[key] !== undefined) env[key] = process.env[key];
  }
  return {
    ...serverProcessEnv(env),
    NODE_ENV: 'production',
    PORT: String(port),
    HOST,
    COMPTOIR_DEMO: '0',
    COMPTOIR_RATES_FETCH: '0', // loopback only: no exchange-rate fetch from the internet
    COMPTOIR_SERVER_TIMING: '1', // the database's time of each answer (db_p50_ms beside p50_ms)
    // The validator is measured in the bench's own process (invoices.ts): no Java warming up in
    // the server's background during the other measurements.
    COMPTOIR_EINVOICE_WARMUP: '0',
    // The invoice PDF is drawn by the bench's first download (measured), not by the job (decision 0057).
    COMPTOIR_INVOICE_PDF_AT_ISSUE: '0',
    LOG_LEVEL: 'warn',
    ...(target.db === 'pglite' ? { COMPTOIR_DATA_DIR: target.dataDir } : { DATABASE_URL: target.url }),
  };
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Starts `node --import tsx server/src/main.ts` and waits until /api/health answers 200. */
export async function startServer(
  target: Target,
  timeoutMs = 90_000,
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://${HOST}:${port}`;
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it exits (open it in
  // Chrome DevTools or speedscope) to see where a request's time goes.
  const profileDir = process.env.BENCH_CPU_PROF;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...serverEnv(target, port), ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
    process.stderr.write(chunk); // warnings and errors only (LOG_LEVEL=warn)
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);

  const stop = async () => {
    if (exited(child)) return;
    child.kill('SIGTERM');
    if (!(await waitExit(child, 15_000))) {
      child.kill('SIGKILL');
      await waitExit(child, 5_000);
    }
  };
  const unregister = onCleanup(`stop server pid ${child.pid}`, stop);
  const unhook = onExit(() => {
    if (!exited(child)) child.kill('SIGKILL');
  });

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited(child)) {
      throw new Error(`The server exited during start-up (code ${child.exitCode}):\n${output}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer /api/health within ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    baseUrl,
    pid: child.pid!,
    stop: async () => {
      await stop();
      unregister();
      unhook();
    },
  };
}
