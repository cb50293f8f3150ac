/**
 * `npm run backup`, `npm run restore` and `npm run selftest` as an operator runs them (issue 15):
 * separate processes on an embedded data directory, their messages and exit codes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestReport } from '@comptoir/core/modules/selftest';
import { openDatabase } from '../src/db/client';
import { loadDemoData } from '../src/db/seed/demo';
import { createUser } from '../src/db/seed/factories';
import { isAlive } from '../src/db/lock';
import { listBackups, readArchive } from '../src/platform/backup';
import { freePort, ROOT, spawnServer } from './server-process';
import { until } from './until';

let work: string;
/** Servers and stand-in processes, killed at the end whatever happened. */
const children = new Set<ChildProcess>();

function cli(
  script: 'backup' | 'restore' | 'selftest',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `server/src/cli/${script}.ts`, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

// Every process here runs on an embedded data directory (DATABASE_URL is emptied): the same
// whichever database the API tests use, so it runs on the PGlite pass only, as process.test.ts.
const onPglite = process.env.TEST_DB !== 'postgres';

describe.runIf(onPglite)('command line', () => {
  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'comptoir-cli-'));
    const dataDir = path.join(work, 'data');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.migrate();
    await loadDemoData(database.db);
    await createUser(database.db, { isSuperAdmin: true, modules: [] });
    await database.close();
    fs.mkdirSync(path.join(dataDir, 'files', 'demandes', 'files'), { recursive: true });
    fs.writeFileSync(
      path.join(dataDir, 'files', 'demandes', 'files', 'devis.txt'),
      'Devis fournisseur signé',
    );
  }, 120_000);

  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
    fs.rmSync(work, { recursive: true, force: true });
  });

  let archive: string;

  it('npm run backup writes one archive and prints its path', async () => {
    const res = await cli('backup', [], {
      COMPTOIR_DATA_DIR: path.join(work, 'data'),
      COMPTOIR_BACKUP_DIR: path.join(work, 'backups'),
    });
    expect(res.stderr).toMatch(/Sauvegarde écrite : \d+ tables, \d+ lignes, 1 fichiers/);
    expect(res.code).toBe(0);
    archive = res.stdout.trim();
    expect(path.dirname(archive)).toBe(path.join(work, 'backups'));
    expect(fs.existsSync(archive)).toBe(true);
  }, 120_000);

  it('npm run restore restores into an empty data directory, and refuses a second time', async () => {
    const target = path.join(work, 'restored');
    const res = await cli('restore', [archive], { COMPTOIR_DATA_DIR: target });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/Restauré depuis comptoir-backup-.*1 fichiers/);
    expect(fs.readFileSync(path.join(target, 'files', 'demandes', 'files', 'devis.txt'), 'utf8')).toBe(
      'Devis fournisseur signé',
    );
    const again = await cli('restore', [archive], { COMPTOIR_DATA_DIR: target });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/Restauration refusée : le dossier de données .* n'est pas vide/);
  }, 120_000);

  it('npm run restore refuses a truncated archive and creates nothing', async () => {
    const truncated = path.join(work, 'truncated.zip');
    fs.writeFileSync(truncated, fs.readFileSync(archive).subarray(0, 5000));
    const target = path.join(work, 'never');
    const res = await cli('restore', [truncated], { COMPTOIR_DATA_DIR: target });
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/archive corrompue ou tronquée/);
    expect(fs.existsSync(target)).toBe(false);
  }, 60_000);

  it('npm run selftest exits 0 when its checks pass and 1 when one fails, with the report', async () => {
    const env = {
      COMPTOIR_DATA_DIR: path.join(work, 'restored'),
      COMPTOIR_BACKUP_DIR: path.join(work, 'backups'),
    };
    const ok = await cli('selftest', ['--category=Authentication'], env);
    expect(ok.stdout).toMatch(/5 tests : 5 réussis, 0 à surveiller, 0 échoués/);
    expect(ok.code).toBe(0);
    // No exchange rate was ever fetched into this database (only the demo data's): the rates check fails.
    const failing = await cli('selftest', ['--category=Settings', '--json'], env);
    expect(failing.code).toBe(1);
    const report = JSON.parse(failing.stdout) as TestReport;
    const rates = report.categories[0]!.tests.find((t) => t.id === 'settings-rates')!;
    expect(rates.status).toBe('failed');
    expect(rates.error).toBe(
      "aucun cours de change en base (seulement les taux d'exemple des données de démonstration)",
    );
    expect(report.categories[0]!.tests.find((t) => t.id === 'settings-backup')!.status).toBe('passed');
  }, 120_000);
  it('npm run backup while the server holds the data directory: the server writes the archive into the folder asked for (issue 29 §6)', async () => {
    const port = await freePort();
    const serverBackups = path.join(work, 'server-backups');
    const server = spawnServer(
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        COMPTOIR_DATA_DIR: path.join(work, 'data'),
        COMPTOIR_BACKUP_DIR: serverBackups, // the server's own folder: not where the archive goes
        COMPTOIR_BACKUP_HOURS: '0',
        COMPTOIR_DEMO: '0',
        COMPTOIR_RATES_FETCH: '0',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
      children,
    );
    await until(
      async () => {
        if (server.child.exitCode !== null) throw new Error(`the server stopped:\n${server.output()}`);
        return (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.ok;
      },
      'the server to answer',
      { timeoutMs: 90_000, everyMs: 200 },
    );

    const asked = fs.mkdtempSync(path.join(os.tmpdir(), 'comptoir-asked-'));
    try {
      const res = await cli('backup', [], {
        COMPTOIR_DATA_DIR: path.join(work, 'data'),
        COMPTOIR_BACKUP_DIR: asked,
      });
      expect(res.stderr).toMatch(/Le serveur écrit l'archive dans /);
      expect(res.code).toBe(0);
      const file = res.stdout.trim();
      expect(path.dirname(file)).toBe(asked);
      expect((await listBackups(asked)).map((b) => b.file)).toEqual([file]);
      const { manifest } = await readArchive(file); // every checksum checked
      expect(manifest.database.kind).toBe('pglite');
      expect(manifest.tables.users).toBeGreaterThan(0);
      expect(manifest.files.map((f) => f.key)).toEqual(['demandes/files/devis.txt']);
      expect(await listBackups(serverBackups)).toEqual([]);
      // The request and its answer are gone.
      expect(fs.readdirSync(path.join(work, 'data', 'backup-requests'))).toEqual([]);
    } finally {
      fs.rmSync(asked, { recursive: true, force: true });
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 180_000);

  it('npm run backup fails within seconds, in French, when the process holding the lock is no Comptoir server, and leaves it running', async () => {
    const standIn = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    children.add(standIn);
    const dataDir = path.join(work, 'held');
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'comptoir.lock'), String(standIn.pid));
    const started = Date.now();
    const res = await cli('backup', [], {
      COMPTOIR_DATA_DIR: dataDir,
      COMPTOIR_BACKUP_DIR: path.join(work, 'never-written'),
    });
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(
      new RegExp(`Sauvegarde impossible : aucun serveur Comptoir ne répond pour .*processus ${standIn.pid}`),
    );
    expect(res.stdout).toBe('');
    expect(isAlive(standIn.pid!)).toBe(true); // neither killed nor signalled
    expect(fs.readdirSync(path.join(dataDir, 'backup-requests'))).toEqual([]); // request withdrawn
    expect(fs.existsSync(path.join(work, 'never-written'))).toBe(false);
    standIn.kill('SIGKILL');
  }, 60_000);
});
