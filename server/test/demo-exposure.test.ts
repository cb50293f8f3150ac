/**
 * The server process with demo accounts (public passwords): it refuses to listen on a public
 * address, in one French line and exit 1, unless COMPTOIR_DEMO_PUBLIC=1; on loopback it starts
 * (issue 29 §2). Runs on the PGlite pass only (the demo data is loaded on the embedded database).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer } from './server-process';

const children = new Set<ChildProcess>();
const dirs: string[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Starts the server on `host` with the demo data of `dataDir` (loaded by the first start). */
async function start(dataDir: string, host: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const server = spawnServer(
    {
      PORT: String(port),
      HOST: host,
      COMPTOIR_DATA_DIR: dataDir,
      COMPTOIR_DEMO: '1',
      COMPTOIR_DEMO_PUBLIC: '',
      COMPTOIR_RATES_FETCH: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    children,
  );
  return { ...server, port };
}

/** Whether the server answers its health check within 60 s (false once it has exited). */
async function healthy(server: Awaited<ReturnType<typeof start>>): Promise<boolean> {
  let exited = false;
  void server.exited.then(() => (exited = true));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && !exited) {
    try {
      if ((await fetch(`http://127.0.0.1:${server.port}/api/health`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

describe.runIf(process.env.TEST_DB !== 'postgres')('the server with demo accounts', () => {
  it('refuses a public address, then starts with COMPTOIR_DEMO_PUBLIC=1 or on loopback', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comptoir-demo-'));
    dirs.push(dataDir);

    const refused = await start(dataDir, '0.0.0.0');
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toMatch(
      /^Comptoir ne démarre pas\. Les comptes de démonstration, dont les mots de passe sont publics, sont encore actifs et HOST=0\.0\.0\.0 n'est pas une adresse locale/m,
    );
    expect(refused.output()).not.toMatch(/\n\s+at /);
    expect(fs.existsSync(path.join(dataDir, 'comptoir.lock'))).toBe(false);

    const assumed = await start(dataDir, '0.0.0.0', { COMPTOIR_DEMO_PUBLIC: '1' });
    expect(await healthy(assumed), assumed.output()).toBe(true);
    assumed.child.kill('SIGTERM');
    expect(await assumed.exited).toBe(0);

    const local = await start(dataDir, 'localhost');
    expect(await healthy(local), local.output()).toBe(true);
    local.child.kill('SIGTERM');
    expect(await local.exited).toBe(0);
  }, 240_000);
});
