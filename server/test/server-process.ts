/**
 * The real server as a child process (server/src/main.ts through tsx), for the tests of what only
 * a process shows: start-up, shutdown, kills, several processes on one database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { serverProcessEnv } from '../../scripts/server-env.mjs';
import { fileURLToPath } from 'node:url';

/** The repository's root, where the server is started from. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A TCP port on 127.0.0.1 that nothing listens on (free a moment ago). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  /** What it wrote so far (standard output and error). */
  output: () => string;
  /** Its exit code, once it has exited. */
  exited: Promise<number | null>;
}

/**
 * Starts the server with `env` over this process's environment; `children` holds it until it
 * exits (a test's afterAll kills what is left). The e-invoice validator's warm-up is off unless
 * `env` turns it on (a Java process per start would slow every other test of the run).
 */
export function spawnServer(env: Record<string, string>, children: Set<ChildProcess>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...serverProcessEnv(process.env), COMPTOIR_EINVOICE_WARMUP: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (out += String(d)));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  return { child, output: () => out, exited };
}
