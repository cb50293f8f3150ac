/**
 * Backup and restore (issue 15): an archive taken while writes go on restores into a fresh place
 * with every acknowledged record and every file identical; a corrupt or truncated archive, or a
 * target that is not empty, is refused with a clear message and nothing is written.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { unzipSync, zipSync } from 'fflate';
import { createTestApp, signIn, type TestContext } from '../../test/helpers';
import { openDatabase, type Database } from '../db/client';
import { loadDemoData } from '../db/seed/demo';
import { createUser } from '../db/seed/factories';
import { rowsOf } from '../db/rows';
import {
  BackupError,
  createBackup,
  listBackups,
  readArchive,
  restoreBackup,
  type BackupManifest,
} from './backup';
import { backupNow } from './backup-schedule';
import { refreshHealth } from './health';
import type { LocalDiskStorage } from './storage';

let ctx: TestContext;
let work: string;
let cookie: string;
let adminId: string;
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'comptoir-backup-test-'));
  ctx = await createTestApp({ backup: { dir: path.join(work, 'backups'), everyHours: 0, keep: 2 } });
  await loadDemoData(ctx.database.db);
  const admin = await createUser(ctx.database.db, { isSuperAdmin: true, modules: [] });
  adminId = admin.id;
  cookie = await signIn(ctx.app, admin.email, admin.password);
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

const filesRoot = () => (ctx.app.storage as LocalDiskStorage).root;

async function createTask(title: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/tasks',
    headers: { cookie },
    payload: {
      title,
      description: 'Écrite pendant la sauvegarde',
      dueDate: '2026-12-31',
      priority: 'high',
      assigneeId: adminId,
    },
  });
  if (res.statusCode !== 201) throw new Error(`task not created: ${res.statusCode} ${res.body}`);
  const body = res.json<{ id?: string; task?: { id: string } }>();
  return body.task?.id ?? body.id!;
}

/** A fresh place to restore into: a data directory, or an empty PostgreSQL database. */
async function freshTarget(): Promise<{
  target: { dataDir: string; databaseUrl?: string; filesRoot?: string };
  open: () => Promise<Database>;
  filesDir: string;
  drop: () => Promise<void>;
}> {
  const dataDir = path.join(work, `restored-${randomUUID().slice(0, 8)}`);
  if (ctx.database.kind === 'pglite') {
    return {
      target: { dataDir },
      open: () => openDatabase({ kind: 'pglite', dataDir }),
      filesDir: path.join(dataDir, 'files'),
      drop: async () => undefined,
    };
  }
  const admin = new URL(process.env.TEST_DATABASE_URL!);
  const name = `comptoir_restore_${randomUUID().slice(0, 8).replace(/-/g, '')}`;
  const c = new pg.Client({ connectionString: admin.toString() });
  await c.connect();
  await c.query(`create database ${name}`);
  await c.end();
  const url = new URL(admin.toString());
  url.pathname = `/${name}`;
  return {
    target: { dataDir, databaseUrl: url.toString(), filesRoot: path.join(dataDir, 'files') },
    open: () => openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 }),
    filesDir: path.join(dataDir, 'files'),
    drop: async () => {
      const d = new pg.Client({ connectionString: admin.toString() });
      await d.connect();
      await d.query(`drop database if exists ${name} with (force)`);
      await d.end();
    },
  };
}

describe('backup while writes go on, then restore', () => {
  let archive: string;
  let manifest: BackupManifest;
  const acknowledged: string[] = [];
  const stored = new Map<string, string>();
  let clientsBefore: unknown[];

  beforeAll(async () => {
    // Files uploaded through the storage, and records acknowledged, before the backup starts.
    for (let i = 0; i < 5; i += 1) {
      const bytes = Buffer.from(`fichier ${i} ${randomUUID()}`.repeat(100 + i));
      const key = `demandes/files/${randomUUID()}.txt`;
      await ctx.app.storage.put(key, bytes);
      stored.set(key, sha(bytes));
    }
    for (let i = 0; i < 5; i += 1) acknowledged.push(await createTask(`Avant sauvegarde ${i}`));
    clientsBefore = await rowsOf(ctx.database.db, sql`select * from clients order by id`);

    // Writes keep coming while the archive is taken.
    let writing = true;
    const during: Promise<string>[] = [];
    const writer = (async () => {
      for (let i = 0; writing && i < 200; i += 1) {
        during.push(createTask(`Pendant la sauvegarde ${i}`));
        await during.at(-1);
      }
    })();
    try {
      ({ file: archive, manifest } = await createBackup({
        database: ctx.database,
        config: ctx.app.config,
        filesRoot: filesRoot(),
      }));
    } finally {
      writing = false;
      await writer;
    }
    expect(during.length).toBeGreaterThan(0);
  }, 120_000);

  it('writes one timestamped archive with a manifest: row counts per table and file checksums', async () => {
    expect(path.basename(archive)).toMatch(/^comptoir-backup-\d{8}-\d{6}\.zip$/);
    expect((await listBackups(ctx.app.config.backup.dir)).map((b) => b.file)).toContain(archive);
    expect(manifest.database.kind).toBe(ctx.database.kind);
    expect(manifest.tables.clients).toBe(clientsBefore.length);
    expect(manifest.tables.tasks).toBeGreaterThanOrEqual(acknowledged.length);
    for (const [key, digest] of stored) {
      expect(manifest.files.find((f) => f.key === key)?.sha256).toBe(digest);
    }
    const checked = await readArchive(archive);
    expect(checked.manifest).toEqual(manifest);
  });

  it('restores into a fresh place: every acknowledged record and every file identical', async () => {
    const fresh = await freshTarget();
    try {
      const result = await restoreBackup(archive, fresh.target);
      expect(result.files).toBe(manifest.files.length);
      const restored = await fresh.open();
      try {
        expect(await rowsOf(restored.db, sql`select * from clients order by id`)).toEqual(clientsBefore);
        const source = await rowsOf<{ id: string }>(
          ctx.database.db,
          sql`select * from tasks where id in ${sql.raw(`(${acknowledged.map((id) => `'${id}'`).join(',')})`)} order by id`,
        );
        const back = await rowsOf<{ id: string }>(
          restored.db,
          sql`select * from tasks where id in ${sql.raw(`(${acknowledged.map((id) => `'${id}'`).join(',')})`)} order by id`,
        );
        expect(back).toHaveLength(acknowledged.length);
        expect(back).toEqual(source);
        // The restored database is the archived one: the counts of the manifest, table by table.
        for (const [table, n] of Object.entries(manifest.tables)) {
          const [row] = await rowsOf<{ n: number }>(
            restored.db,
            sql`select count(*)::int as n from ${sql.identifier(table)}`,
          );
          expect(row?.n, table).toBe(n);
        }
      } finally {
        await restored.close();
      }
      for (const [key, digest] of stored) {
        expect(sha(fs.readFileSync(path.join(fresh.filesDir, key)))).toBe(digest);
      }
    } finally {
      await fresh.drop();
    }
  }, 120_000);

  it('refuses a truncated archive, restoring nothing', async () => {
    const bytes = fs.readFileSync(archive);
    const truncated = path.join(work, 'truncated.zip');
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    const fresh = await freshTarget();
    try {
      await expect(restoreBackup(truncated, fresh.target)).rejects.toThrow(
        /corrompue ou tronquée.*rien n'a été restauré/,
      );
      expect(fs.existsSync(fresh.target.dataDir)).toBe(false);
      if (fresh.target.databaseUrl) {
        const db = await fresh.open();
        const tables = await rowsOf(
          db.db,
          sql`select 1 from information_schema.tables where table_schema = 'public'`,
        );
        await db.close();
        expect(tables).toHaveLength(0);
      }
    } finally {
      await fresh.drop();
    }
  });

  it('refuses an archive whose content does not match its manifest (a changed byte)', async () => {
    const entries = unzipSync(new Uint8Array(fs.readFileSync(archive)));
    const dbEntry = entries[manifest.database.entry]!;
    const changed = new Uint8Array(dbEntry);
    const middle = Math.floor(changed.length / 2);
    changed[middle] = changed[middle]! ^ 0xff;
    const corrupt = path.join(work, 'corrupt.zip');
    fs.writeFileSync(corrupt, zipSync({ ...entries, [manifest.database.entry]: changed }));
    const fresh = await freshTarget();
    try {
      await expect(restoreBackup(corrupt, fresh.target)).rejects.toBeInstanceOf(BackupError);
      await expect(restoreBackup(corrupt, fresh.target)).rejects.toThrow(/somme de contrôle/);
      expect(fs.existsSync(fresh.target.dataDir)).toBe(false);
    } finally {
      await fresh.drop();
    }
  });

  it('refuses a target that is not empty', async () => {
    const fresh = await freshTarget();
    try {
      fs.mkdirSync(fresh.target.dataDir, { recursive: true });
      fs.mkdirSync(path.join(fresh.filesDir, 'x'), { recursive: true });
      fs.writeFileSync(path.join(fresh.filesDir, 'x', 'keep.txt'), 'à garder');
      await expect(restoreBackup(archive, fresh.target)).rejects.toThrow(/n'est pas vide/);
      expect(fs.readFileSync(path.join(fresh.filesDir, 'x', 'keep.txt'), 'utf8')).toBe('à garder');
    } finally {
      await fresh.drop();
    }
  });
});

describe('backups of the server', () => {
  it('keeps the newest COMPTOIR_BACKUP_KEEP archives and reports the last one in /api/health', async () => {
    for (let i = 0; i < 3; i += 1) await backupNow(ctx.app, ctx.database, true);
    const left = await listBackups(ctx.app.config.backup.dir);
    expect(left).toHaveLength(2);
    // The health route answers from checks run every few seconds: run them now.
    await refreshHealth(ctx.app);
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const body = health.json<{ backup: { last: { file: string; ageHours: number } | null } }>();
    expect(body.backup.last?.file).toBe(path.basename(left[0]!.file));
    expect(body.backup.last?.ageHours).toBeLessThan(0.1);
  }, 120_000);

  it('writes a first archive shortly after start-up when COMPTOIR_BACKUP_HOURS is set and none is recent', async () => {
    const dir = path.join(work, 'scheduled');
    const other = await createTestApp({ backup: { dir, everyHours: 24, keep: 7 } });
    try {
      await other.app.ready();
      expect(await listBackups(dir)).toHaveLength(0);
      await expect
        .poll(async () => (await listBackups(dir)).length, { timeout: 60_000, interval: 500 })
        .toBe(1);
    } finally {
      await other.close();
    }
  }, 90_000);
});
