/**
 * The real server process on the embedded database: one process per data directory,
 * clean shutdown on SIGTERM, and no acknowledged write lost when the process is killed.
 * Runs on the PGlite pass only (these are properties of the embedded database). Invoice numbers
 * keep their sequence across a kill (issue 12).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { VALIDATOR_REQUIRED } from '../src/platform/einvoice/testing';
import { validatorUnavailable, WARMUP_RUNS } from '../src/platform/einvoice/validate';
import { freePort, spawnServer, type ServerProcess } from './server-process';
import { until } from './until';

const ADMIN = { email: 'durable@example.test', password: 'Durable-Password-1' };
const children = new Set<ChildProcess>();
const dirs: string[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

interface Server extends ServerProcess {
  port: number;
}

function startServer(dataDir: string, port: number, env: Record<string, string> = {}): Server {
  const server = spawnServer(
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      COMPTOIR_DATA_DIR: dataDir,
      COMPTOIR_DEMO: '0',
      COMPTOIR_RATES_FETCH: '0',
      COMPTOIR_ADMIN_EMAIL: ADMIN.email,
      COMPTOIR_ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    children,
  );
  return { ...server, port };
}

/** Polls /api/health until it answers (the server is starting) or the process exits. */
async function waitHealthy(server: Server, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (Date.now() < deadline && !exited) {
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

const validatorRuns = VALIDATOR_REQUIRED || validatorUnavailable() === null;

/** A server on a new data directory that warms the e-invoice validator at start (decision 0055). */
async function warmingServer(logLevel: 'info' | 'debug'): Promise<Server> {
  const server = startServer(tempDir(), await freePort(), {
    COMPTOIR_EINVOICE_WARMUP: '1',
    LOG_LEVEL: logLevel,
  });
  await waitHealthy(server);
  return server;
}

/** A process's state letter and command name from /proc (Linux), or null once it is gone. */
function procStat(pid: number): { pid: number; comm: string; state: string; ppid: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const [state, ppid] = stat.slice(close + 2).split(' ');
    return { pid, comm: stat.slice(stat.indexOf('(') + 1, close), state: state!, ppid: Number(ppid) };
  } catch {
    return null;
  }
}

/** The processes whose parent is `pid`. */
function childrenOf(pid: number) {
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((d) => procStat(Number(d)))
    .filter((p) => p !== null && p.ppid === pid) as NonNullable<ReturnType<typeof procStat>>[];
}

/** Whether `pid` still runs (a zombie, dead but not yet reaped, does not). */
function running(pid: number): boolean {
  const stat = procStat(pid);
  return stat !== null && stat.state !== 'Z';
}

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'comptoir-proc-'));
  dirs.push(dir);
  return dir;
}

interface InvoiceBody {
  id: string;
  status: string;
  number: string | null;
}
/** What the API answers in the invoice numbering test. */
interface ApiBody {
  id?: string;
  client?: { id: string };
  invoice?: InvoiceBody;
}

const onPglite = process.env.TEST_DB !== 'postgres';

describe.runIf(onPglite)('the server process on the embedded database', () => {
  it('refuses a second process on the same data directory with a clear message', async () => {
    const dataDir = tempDir();
    const first = startServer(dataDir, await freePort());
    await waitHealthy(first);
    const second = startServer(dataDir, await freePort());
    const code = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toMatch(/already in use by another Comptoir process/);
    // The first one is unharmed.
    expect((await fetch(`http://127.0.0.1:${first.port}/api/health`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'comptoir.lock'))).toBe(false);
  }, 180_000);

  it.runIf(validatorRuns)(
    'warms the e-invoice validator in the background once ready, and still stops cleanly (decision 0055)',
    async () => {
      const server = await warmingServer('info');
      // The server answers while the validator warms; its report is one log line.
      const line = await until(
        () =>
          server
            .output()
            .split('\n')
            .find((l) => l.includes('e-invoice validator')),
        () => `the validator's report in:\n${server.output()}`,
        { timeoutMs: 120_000, everyMs: 50 },
      );
      const report = JSON.parse(line) as { msg: string; warmup?: { runs: number; invalid: number } };
      expect(report.msg).toBe('e-invoice validator warm');
      expect(report.warmup).toMatchObject({ runs: 2 * WARMUP_RUNS, invalid: 0 });
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    },
    180_000,
  );

  it.runIf(validatorRuns && process.platform === 'linux')(
    'stopped while the validator warms up, exits at once and leaves no Java process behind (decision 0055)',
    async () => {
      const server = await warmingServer('debug');
      // The worker starts once the server is ready, then warms up for seconds (compiling, 40 runs).
      const java = await until(
        () => childrenOf(server.child.pid!).find((p) => p.comm === 'java'),
        () => `the validator's Java process:\n${server.output()}`,
        { timeoutMs: 60_000, everyMs: 50 },
      );
      await until(
        () => server.output().includes('e-invoice validator started, warming up'),
        () => `the warm-up's start in:\n${server.output()}`,
        { timeoutMs: 60_000, everyMs: 50 },
      );
      expect(server.output()).not.toMatch(/e-invoice validator warm"/);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      // Stopped with the server, not left to finish its warm-up as an orphan.
      await until(() => !running(java.pid), 'the Java process to end with the server', {
        timeoutMs: 2_000,
        everyMs: 50,
      });
      expect(server.output()).not.toMatch(/warm-up failed/);
    },
    180_000,
  );

  it('refuses to start with e-mail configured and no public address, saying why in French (issue 29 §3)', async () => {
    const server = spawnServer(
      {
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        COMPTOIR_DATA_DIR: tempDir(),
        SMTP_URL: 'smtp://127.0.0.1:2525',
        COMPTOIR_PUBLIC_URL: '',
        COMPTOIR_ALLOWED_HOSTS: '',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
      children,
    );
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(
      /^Comptoir ne démarre pas\. Configuration invalide : SMTP_URL est défini mais COMPTOIR_PUBLIC_URL ne l'est pas\./m,
    );
    expect(server.output()).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('keeps every acknowledged write when killed with SIGKILL mid-stream', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const server = startServer(dataDir, port);
    await waitHealthy(server);

    // A stream of writes: each sign-in inserts a session row; an answer 200 acknowledges it.
    const acknowledged: string[] = [];
    let stop = false;
    const writer = async () => {
      while (!stop) {
        try {
          const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...ADMIN, rememberMe: true }),
          });
          if (res.status !== 200) continue;
          const cookie = res.headers.get('set-cookie')?.match(/comptoir_session=([^;]+)/)?.[1];
          if (cookie) acknowledged.push(cookie);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = [writer(), writer(), writer()];
    const deadline = Date.now() + 60_000;
    while (acknowledged.length < 25 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    server.child.kill('SIGKILL'); // while requests are in flight
    stop = true;
    await server.exited;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThanOrEqual(25);

    const restarted = startServer(dataDir, port);
    await waitHealthy(restarted);
    for (const token of acknowledged) {
      const res = await fetch(`http://127.0.0.1:${port}/api/auth/session`, {
        headers: { cookie: `comptoir_session=${token}` },
      });
      expect(res.status).toBe(200);
      // Signed out answers 200 too, with null: the session itself must have survived.
      expect(await res.json()).not.toBeNull();
    }
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  }, 180_000);

  it('keeps invoice numbers consecutive, with no gap and no duplicate, across a SIGKILL', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let cookie = '';
    const signIn = async () => {
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...ADMIN, rememberMe: false }),
      });
      expect(res.status).toBe(200);
      cookie = /comptoir_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')![0];
    };
    const api = async (method: string, route: string, body?: unknown) => {
      const res = await fetch(`${base}${route}`, {
        method,
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, json: (await res.json().catch(() => null)) as ApiBody };
    };

    const server = startServer(dataDir, port);
    await waitHealthy(server);
    await signIn();
    const identity = await api('PUT', '/api/settings/company', {
      legalName: 'Numérotation SAS',
      address: '1 rue du Test\n75001 Paris',
      siren: '732829320',
      vatNumber: 'FR44732829320',
    });
    expect(identity.status, JSON.stringify(identity.json)).toBe(200);
    const client = await api('POST', '/api/clients', {
      name: 'Client numérotation',
      email: 'numerotation@example.test',
      newCompany: { name: 'Numérotation SARL' },
      zone: 'France',
    });
    expect(client.status, JSON.stringify(client.json)).toBe(201);
    const clientId = client.json.client?.id ?? client.json.id!;
    const drafts: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const draft = await api('POST', '/api/invoices', {
        clientId,
        currency: 'EUR',
        items: [{ description: `Ligne ${i}`, quantity: '1', unitPrice: '10.00' }],
      });
      expect(draft.status, JSON.stringify(draft.json)).toBe(201);
      drafts.push(draft.json.invoice!.id);
    }

    // Issue them from four concurrent streams; kill the process once eight are acknowledged.
    const acknowledged = new Map<string, string>();
    const queue = [...drafts];
    const stream = async () => {
      for (let id = queue.shift(); id; id = queue.shift()) {
        try {
          const res = await api('POST', `/api/invoices/${id}/issue`, {});
          if (res.status === 200) acknowledged.set(id, res.json.invoice!.number!);
        } catch {
          return; // the server is gone
        }
      }
    };
    const streams = [stream(), stream(), stream(), stream()];
    const deadline = Date.now() + 90_000;
    while (acknowledged.size < 8 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    server.child.kill('SIGKILL'); // with issues in flight
    await server.exited;
    await Promise.all(streams);
    expect(acknowledged.size).toBeGreaterThanOrEqual(8);
    expect(acknowledged.size).toBeLessThan(drafts.length);

    // After the restart: every acknowledged number is kept; the rest are issued now.
    const restarted = startServer(dataDir, port);
    await waitHealthy(restarted);
    await signIn();
    const numbers = new Map<string, string>();
    for (const id of drafts) {
      let invoice = (await api('GET', `/api/invoices/${id}`)).json as unknown as InvoiceBody;
      if (invoice.status === 'draft') {
        expect(invoice.number).toBeNull();
        const issued = await api('POST', `/api/invoices/${id}/issue`, {});
        expect(issued.status, JSON.stringify(issued.json)).toBe(200);
        invoice = issued.json.invoice!;
      }
      if (acknowledged.has(id)) expect(invoice.number).toBe(acknowledged.get(id));
      numbers.set(id, invoice.number!);
    }
    const year = new Date().getFullYear();
    const sorted = [...numbers.values()].sort();
    expect(sorted).toEqual(drafts.map((_, i) => `FAC-${year}-${String(i + 1).padStart(5, '0')}`));
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  }, 300_000);

  it('shuts down cleanly when the signal comes twice (Ctrl-C reaching npm and the server)', async () => {
    const dataDir = tempDir();
    const server = startServer(dataDir, await freePort());
    await waitHealthy(server);
    server.child.kill('SIGINT');
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'comptoir.lock'))).toBe(false);
  }, 120_000);
});
