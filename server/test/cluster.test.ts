/**
 * Several server processes on one PostgreSQL database (issue 17, decision 0017): real processes
 * started by the test on their own ports. PostgreSQL pass only (TEST_DB=postgres with
 * TEST_DATABASE_URL; .ci/run sets both).
 */
import http from 'node:http';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3 } from './s3';
import { scannedPdf } from './pdfs';
import { ROOT, freePort, spawnServer, type ServerProcess } from './server-process';
import { until as waitUntil } from './until';

const ADMIN = { email: 'cluster@example.test', password: 'Cluster-Password-1' };
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

/** /api/health says the process is shutting down, or it no longer answers (one-off connection). */
function closingOrGone(base: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get(`${base}/api/health`, { agent: false }, (res) => {
      let body = '';
      res.on('data', (d) => (body += String(d)));
      res.on('end', () => {
        try {
          resolve(
            (JSON.parse(body) as { process?: { shuttingDown?: boolean } }).process?.shuttingDown === true,
          );
        } catch {
          resolve(false);
        }
      });
    });
    req.on('error', () => resolve(true));
  });
}

/** `until`, every 100 ms for a minute by default; a failed check (a server not up yet) is a no. */
const until = <T>(
  check: () => Promise<T | undefined | false>,
  what: string,
  timeoutMs = 60_000,
): Promise<T> => waitUntil(() => check().catch(() => undefined), what, { timeoutMs, everyMs: 100 });

interface Server extends ServerProcess {
  name: string;
  base: string;
  cookie: string;
}

const children = new Set<ChildProcess>();

describe.skipIf(!onPostgres)(
  'several server processes on one PostgreSQL (needs TEST_DB=postgres and TEST_DATABASE_URL)',
  () => {
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    const dbName = `comptoir_cluster_${randomBytes(5).toString('hex')}`;
    let url: string;
    let dataDir: string;
    let s3: TestS3;

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${dbName}`);
      await admin.end();
      const u = new URL(adminUrl);
      u.pathname = `/${dbName}`;
      url = u.toString();
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comptoir-cluster-'));
      s3 = await startS3Server('comptoir-cluster');
    }, 60_000);

    afterAll(async () => {
      for (const child of children) child.kill('SIGKILL');
      await s3?.close();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }, 60_000);

    async function start(name: string, env: Record<string, string> = {}): Promise<Server> {
      const port = await freePort();
      const server = spawnServer(
        {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: url,
          COMPTOIR_DATA_DIR: dataDir,
          COMPTOIR_DEMO: '0',
          COMPTOIR_RATES_FETCH: '0',
          COMPTOIR_ADMIN_EMAIL: ADMIN.email,
          COMPTOIR_ADMIN_PASSWORD: ADMIN.password,
          COMPTOIR_PROCESSES: '1',
          COMPTOIR_S3_BUCKET: '',
          LOG_LEVEL: 'warn',
          // A loaded machine must not turn the OCR of the hand-over test into a time-limit failure.
          EXTRACTION_TIME_LIMIT_MS: '600000',
          ...env,
        },
        children,
      );
      return { ...server, name, base: `http://127.0.0.1:${port}`, cookie: '' };
    }

    /** Waits for readiness, then signs the admin in on this process. */
    async function ready(server: Server): Promise<Server> {
      let exited = false;
      void server.exited.then(() => (exited = true));
      await until(
        async () => {
          if (exited) throw new Error(`${server.name} exited:\n${server.output()}`);
          return (await fetch(`${server.base}/api/health/ready`)).ok;
        },
        `${server.name} to be ready`,
        300_000,
      ).catch((error: unknown) => {
        throw new Error(`${String(error)}\n${server.output()}`);
      });
      const res = await fetch(`${server.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...ADMIN, rememberMe: false }),
      });
      expect(res.status).toBe(200);
      server.cookie = /comptoir_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')![0];
      return server;
    }

    async function api(server: Server, method: string, route: string, body?: unknown) {
      const res = await fetch(`${server.base}${route}`, {
        method,
        headers: { cookie: server.cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown> };
    }

    async function stop(server: Server): Promise<void> {
      server.child.kill('SIGTERM');
      expect(await server.exited, server.output()).toBe(0);
    }

    async function upload(server: Server, name: string, bytes: Buffer): Promise<string> {
      const form = new FormData();
      form.append('kind', 'quotation');
      form.append('file', new Blob([new Uint8Array(bytes)]), name);
      const res = await fetch(`${server.base}/api/extraction`, {
        method: 'POST',
        headers: { cookie: server.cookie },
        body: form,
      });
      const body = (await res.json()) as { id: string };
      expect(res.status, JSON.stringify(body)).toBe(202);
      return body.id;
    }

    let a: Server;
    let b: Server;

    it('two processes starting at once apply the migrations once, and both serve', async () => {
      [a, b] = await Promise.all([start('A'), start('B')]);
      await Promise.all([ready(a), ready(b)]);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const journal = JSON.parse(
          fs.readFileSync(path.join(ROOT, 'server/src/db/migrations/meta/_journal.json'), 'utf8'),
        ) as { entries: unknown[] };
        const { rows } = await client.query('select hash from drizzle.__drizzle_migrations');
        expect(rows).toHaveLength(journal.entries.length);
        expect(new Set(rows.map((r: { hash: string }) => r.hash)).size).toBe(rows.length);
        const admins = await client.query('select count(*)::int as n from users where lower(email) = $1', [
          ADMIN.email,
        ]);
        expect(admins.rows[0].n).toBe(1);
      } finally {
        await client.end();
      }
      const health = (await (await fetch(`${b.base}/api/health`)).json()) as Record<string, unknown>;
      expect(health).toMatchObject({
        status: 'ok',
        ready: true,
        database: 'postgres',
        checks: { queue: { ok: true, kind: 'postgres' }, storage: { ok: true, kind: 'local' } },
      });
    }, 600_000);

    it('a comment posted through A reaches an event stream opened on B', async () => {
      const created = await api(a, 'POST', '/api/demandes', {
        form: 'demandes',
        title: 'Demande partagée',
        description: 'Trouver un fournisseur',
        category: 'Sourcing',
        deadline: '2030-06-30',
      });
      expect(created.status).toBe(201);
      const id = (created.json.demande as { id: string }).id;

      const controller = new AbortController();
      const res = await fetch(`${b.base}/api/demandes/events`, {
        headers: { cookie: b.cookie },
        signal: controller.signal,
      });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      let text = '';
      const read = (async () => {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          text += Buffer.from(value).toString();
        }
      })().catch(() => undefined);
      await until(async () => text.includes(': connected'), 'the stream to open', 10_000);

      const comment = await api(a, 'POST', `/api/demandes/${id}/comments`, { content: 'Vu depuis A' });
      expect(comment.status).toBe(201);
      await until(async () => text.includes('"type":"comment"'), 'the comment event on B', 15_000);
      const event = text
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => JSON.parse(line.slice(6)) as Record<string, unknown>)
        .find((e) => e.type === 'comment');
      expect(event).toMatchObject({ type: 'comment', demandeId: id });
      controller.abort();
      await read;
    }, 60_000);

    it('an extraction submitted on A is finished by B while A is stopped; its file is served by B', async () => {
      // Only A takes jobs at first: B stops, and comes back once A has started the document.
      await stop(b);
      const scanned = await scannedPdf(['Devis DV-7', 'Fournisseur : Atelier Dupont SARL'], 2);
      const id = await upload(a, 'scan.pdf', scanned);
      // A has taken it (progress beyond 'queued' is written by the process running it).
      await until(async () => {
        const job = await api(a, 'GET', `/api/extraction/${id}`);
        const progress = job.json.progress as { percent: number } | null;
        return job.json.status === 'processing' && progress !== null && progress.percent > 0;
      }, 'A to start the document');
      const stopping = stop(a);
      b = await ready(await start('B2'));
      await stopping;
      const done = await until(
        async () => {
          const job = await api(b, 'GET', `/api/extraction/${id}`);
          return job.json.status !== 'processing' ? job.json : undefined;
        },
        'B to finish the document',
        120_000,
      );
      expect(done, JSON.stringify(done)).toMatchObject({ status: 'completed' });
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query(
        "select state, retry_count from pgboss.job where name = 'extraction' and data->>'jobId' = $1",
        [id],
      );
      await client.end();
      // Handed back by A when it stopped, then run again (by B: A was gone).
      expect(rows).toEqual([{ state: 'completed', retry_count: 1 }]);
      const file = await fetch(`${b.base}/api/extraction/${id}/file`, { headers: { cookie: b.cookie } });
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(scanned))).toBe(true);
    }, 900_000);

    it('on S3: a file uploaded through one process is served by the other; 20 quotes in parallel get 20 consecutive numbers', async () => {
      await stop(b);
      const s3env = {
        COMPTOIR_S3_ENDPOINT: s3.endpoint,
        COMPTOIR_S3_BUCKET: s3.bucket,
        COMPTOIR_S3_REGION: 'us-east-1',
        COMPTOIR_S3_ACCESS_KEY: s3.accessKeyId,
        COMPTOIR_S3_SECRET_KEY: s3.secretAccessKey,
      };
      const [c, d] = await Promise.all([start('C', s3env), start('D', s3env)]);
      await Promise.all([ready(c), ready(d)]);
      try {
        const health = (await (await fetch(`${d.base}/api/health`)).json()) as Record<string, unknown>;
        expect(health).toMatchObject({ checks: { storage: { ok: true, kind: 's3' } } });
        const bytes = Buffer.from('%PDF-1.4\n% not a real document\n');
        const localDir = path.join(dataDir, 'files', 'extraction');
        const localFiles = () => (fs.existsSync(localDir) ? fs.readdirSync(localDir).length : 0);
        const before = localFiles();
        const id = await upload(c, 'devis.pdf', bytes);
        expect(localFiles()).toBe(before); // in the bucket, not in the local directory
        const file = await fetch(`${d.base}/api/extraction/${id}/file`, { headers: { cookie: d.cookie } });
        expect(file.status).toBe(200);
        expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
        const anonymous = await fetch(`${d.base}/api/extraction/${id}/file`);
        expect(anonymous.status).toBe(401);

        const client = new pg.Client({ connectionString: url });
        await client.connect();
        const company = await client.query(
          "insert into companies (name) values ('Société du test') returning id",
        );
        const clientRow = await client.query(
          "insert into clients (name, company_id, search_text) values ('Client partagé', $1, 'client partage') returning id",
          [company.rows[0].id],
        );
        await client.end();
        const quote = {
          title: 'Devis parallèle',
          clientId: clientRow.rows[0].id,
          validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
          items: [{ productName: 'Stylo', quantity: 1, unitPrice: '1.00' }],
        };
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, i) => api(i % 2 ? d : c, 'POST', '/api/quotes', quote)),
        );
        expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
        const numbers = results
          .map((r) => (r.json.quote as { number: string }).number)
          .map((n) => Number(/(\d+)$/.exec(n)![1]))
          .sort((x, y) => x - y);
        expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => numbers[0]! + i));
      } finally {
        await Promise.all([stop(c), stop(d)]);
      }
    }, 900_000);

    it('an import queued on A is run, its progress read through B; stopped with A, B runs it again without duplicates', async () => {
      // A trigger holds the run after its first batch while the test holds an advisory lock, so
      // the run is seen half-way from B, then A is stopped in the middle of it.
      const e = await ready(await start('E'));
      let f: Server | null = null;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('create sequence import_hold_seq');
        await client.query(`create function import_hold() returns trigger language plpgsql as $$
          begin
            if nextval('import_hold_seq') = 2 then perform pg_advisory_xact_lock_shared(424242); end if;
            return null;
          end $$`);
        await client.query(
          'create trigger import_hold after insert on products for each statement execute function import_hold()',
        );
        await client.query('select pg_advisory_lock(424242)');
        const lines = ['nom;référence;prix'];
        for (let i = 0; i < 5000; i += 1) lines.push(`Partagé ${i};SHARED-${i};${i},5`);
        const form = new FormData();
        form.append('file', new Blob([lines.join('\n')]), 'partage.csv');
        const uploaded = await fetch(`${e.base}/api/products/import/upload`, {
          method: 'POST',
          headers: { cookie: e.cookie },
          body: form,
        });
        const up = (await uploaded.json()) as {
          id: string;
          sheets: { name: string; headerRow: number; mapping: Record<string, number | null> }[];
        };
        expect(uploaded.status, JSON.stringify(up)).toBe(200);
        const sheet = up.sheets[0]!;
        const options = { sheet: sheet.name, headerRow: sheet.headerRow, mapping: sheet.mapping };
        expect((await api(e, 'POST', `/api/products/import/${up.id}/analyse`, options)).status).toBe(200);
        const queued = await api(e, 'POST', `/api/products/import/${up.id}/run`, options);
        expect(queued.status).toBe(202);
        expect(queued.json).toMatchObject({ status: 'queued' });
        // A (the only process) has written the first 2,000 rows, in its uncommitted transaction.
        await until(async () => {
          const job = await api(e, 'GET', `/api/products/import/${up.id}`);
          return job.json.rowsDone === 2000;
        }, 'A to write the first batch');

        f = await ready(await start('F'));
        // B reads the progress A wrote to the row.
        expect((await api(f, 'GET', `/api/products/import/${up.id}`)).json).toMatchObject({
          status: 'importing',
          progress: 40,
          rowsDone: 2000,
          rowsTotal: 5000,
        });

        // A stops in the middle of the run: its transaction rolls back, the job goes back to the queue.
        // The hold is released once A has begun to close (its jobs are interrupted first: /api/health
        // says 'shuttingDown', or A no longer answers), so A cannot finish the run first. The probe
        // uses no keep-alive connection, which would hold A's closing server open.
        e.child.kill('SIGTERM');
        await until(() => closingOrGone(e.base), 'A to begin closing');
        await client.query('select pg_advisory_unlock(424242)');
        expect(await e.exited).toBe(0);
        const done = await until(
          async () => {
            const job = await api(f!, 'GET', `/api/products/import/${up.id}`);
            return job.json.status === 'completed' || job.json.status === 'failed' ? job.json : undefined;
          },
          'B to run the import',
          120_000,
        );
        expect(done).toMatchObject({
          status: 'completed',
          rowsDone: 5000,
          rowsTotal: 5000,
          summary: { created: 5000, updated: 0 },
        });
        const products = await client.query(
          "select count(*)::int as n from products where reference like 'SHARED-%'",
        );
        expect(products.rows[0].n).toBe(5000);
        const row = await client.query('select attempts from import_jobs where id = $1', [up.id]);
        expect(row.rows[0].attempts).toBe(2);
        // The queue marks its job done once the run has returned, just after the import's own row:
        // wait for that, then the job ran twice (the retry) and is one job.
        const jobs = await until(async () => {
          const found = await client.query(
            "select state, retry_count from pgboss.job where name = 'import' and data->>'id' = $1",
            [up.id],
          );
          return found.rows.every((r: { state: string }) => r.state !== 'active') ? found : undefined;
        }, 'the queue to mark the import job done');
        expect(jobs.rows).toEqual([{ state: 'completed', retry_count: 1 }]);
        const audits = await client.query(
          "select count(*)::int as n from audit_log where action = 'products.import' and target_id = $1",
          [up.id],
        );
        expect(audits.rows[0].n).toBe(1);
      } finally {
        await client.query('select pg_advisory_unlock_all()').catch(() => undefined);
        await client.query('drop trigger if exists import_hold on products').catch(() => undefined);
        await client.end();
        if (e.child.exitCode === null) await stop(e);
        if (f) await stop(f);
      }
    }, 900_000);
  },
);
