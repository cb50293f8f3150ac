/**
 * Backup and restore (decision 0022). One archive (zip, fflate) per backup:
 *   manifest.json          format, date, database kind, row counts per table, every file's checksum
 *   database/pgdata.tar.gz the embedded database's own dump (PGlite dumpDataDir), or
 *   database/dump.pgc      pg_dump's custom format, taken in an exported snapshot (PostgreSQL)
 *   files/<key>            every stored file (local disk storage)
 * The row counts are read from the very copy in the archive (the PGlite dump loaded in memory, or
 * the same snapshot pg_dump reads), so a restore must find them exactly. A restore checks the whole
 * archive before writing anything, into an empty data directory or database only.
 */
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { unzipSync, zipSync, type Zippable } from 'fflate';
import pg from 'pg';
import type { BackupStatus } from '@comptoir/core/modules/selftest';
import { PGLITE_EXTENSIONS, type Database } from '../db/client';
import type { Config } from './config';

export const BACKUP_FORMAT = 'comptoir-backup';
export const BACKUP_VERSION = 1;
const ARCHIVE_PATTERN = /^comptoir-backup-\d{8}-\d{6}(?:-\d+)?\.zip$/;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  appVersion: string;
  database: { kind: 'pglite' | 'postgres'; entry: string; bytes: number; sha256: string };
  /** Rows per table of the public schema, in the archived copy. */
  tables: Record<string, number>;
  files: { key: string; bytes: number; sha256: string }[];
}

/** A refused archive or target: the message is for the operator, in French. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function stamp(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getUTCFullYear()}${p(date.getUTCMonth() + 1)}${p(date.getUTCDate())}-` +
    `${p(date.getUTCHours())}${p(date.getUTCMinutes())}${p(date.getUTCSeconds())}`
  );
}

const COUNT_TABLES = `select table_name from information_schema.tables
  where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`;

async function countTables(query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>) {
  const tables = (await query(COUNT_TABLES)).rows.map((r) => String(r.table_name));
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await query(`select count(*)::int as n from public."${table.replace(/"/g, '""')}"`);
    counts[table] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

/** Runs a program, resolves with its stdout; rejects with its stderr when it fails. */
function runProgram(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', (error) =>
      reject(
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? new BackupError(`${command} est introuvable : installez les outils clients PostgreSQL`)
          : error,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new BackupError(`${command} a échoué (${code}) : ${Buffer.concat(err).toString().trim()}`));
    });
  });
}

/** The database part of an archive and the row counts of that very copy. */
async function dumpDatabase(
  database: Database,
): Promise<{ entry: string; bytes: Uint8Array; tables: Record<string, number> }> {
  if (database.kind === 'pglite') {
    if (!database.pglite) throw new BackupError('base embarquée sans accès à PGlite');
    await database.pglite.exec('checkpoint');
    const blob = await database.pglite.dumpDataDir('gzip');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    // Counted in the dumped copy itself (which also proves it loads).
    const copy = await PGlite.create({ loadDataDir: new Blob([bytes]), extensions: PGLITE_EXTENSIONS });
    try {
      return { entry: 'database/pgdata.tar.gz', bytes, tables: await countTables((q) => copy.query(q)) };
    } finally {
      await copy.close();
    }
  }
  if (!database.url) throw new BackupError('PostgreSQL sans adresse de connexion (DATABASE_URL)');
  // One snapshot for the counts and for pg_dump: both see exactly the same rows.
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const tables = await countTables((q) => client.query(q));
    const bytes = await runProgram('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${rows[0]!.id}`,
      '--dbname',
      database.url,
    ]);
    await client.query('commit');
    return { entry: 'database/dump.pgc', bytes: new Uint8Array(bytes), tables };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Every file under the local storage root, as storage keys (sorted). */
async function listFiles(root: string): Promise<string[]> {
  const keys: string[] = [];
  async function walk(dir: string, prefix: string): Promise<void> {
    let entries: fs.Dirent[];
    try {
      entries = await fsp.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), key);
      else if (entry.isFile() && !entry.name.endsWith('.tmp')) keys.push(key);
    }
  }
  await walk(root, '');
  return keys.sort();
}

export interface BackupOptions {
  database: Database;
  config: Config;
  /** Root of the local file storage; default `<data dir>/files`. */
  filesRoot?: string;
  /** Directory of the archive; default the configured backup directory. */
  dir?: string;
  now?: Date;
}

/**
 * Writes one archive and returns its path and manifest. The database is dumped first, then the
 * files are copied: a file referenced by the dumped records existed at that moment (files are never
 * rewritten in place, new versions get new keys), so it is in the archive unless deleted meanwhile.
 */
export async function createBackup(
  options: BackupOptions,
): Promise<{ file: string; manifest: BackupManifest }> {
  const { database, config } = options;
  if (config.s3) {
    throw new BackupError(
      'les fichiers sont dans un bucket S3 : sauvegardez le bucket avec ses propres outils',
    );
  }
  const dir = options.dir ?? config.backup.dir;
  const filesRoot = options.filesRoot ?? path.join(config.dataDir, 'files');
  const now = options.now ?? new Date();
  const db = await dumpDatabase(database);
  const entries: Zippable = { [db.entry]: [db.bytes, { level: 0 }] };
  const files: BackupManifest['files'] = [];
  for (const key of await listFiles(filesRoot)) {
    let bytes: Buffer;
    try {
      bytes = await fsp.readFile(path.join(filesRoot, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue; // deleted meanwhile
      throw error;
    }
    files.push({ key, bytes: bytes.length, sha256: sha256(bytes) });
    entries[`files/${key}`] = [new Uint8Array(bytes), { level: 1 }];
  }
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: now.toISOString(),
    appVersion: config.version,
    database: { kind: database.kind, entry: db.entry, bytes: db.bytes.length, sha256: sha256(db.bytes) },
    tables: db.tables,
    files,
  };
  entries['manifest.json'] = new TextEncoder().encode(JSON.stringify(manifest, null, 2));
  const archive = zipSync(entries);
  await fsp.mkdir(dir, { recursive: true });
  let name = `comptoir-backup-${stamp(now)}.zip`;
  for (let n = 2; fs.existsSync(path.join(dir, name)); n += 1)
    name = `comptoir-backup-${stamp(now)}-${n}.zip`;
  const file = path.join(dir, name);
  const tmp = `${file}.${randomUUID()}.tmp`;
  await fsp.writeFile(tmp, archive);
  await fsp.rename(tmp, file); // complete archives only ever appear under their name
  return { file, manifest };
}

/** Archives of a directory, newest first. */
export async function listBackups(dir: string): Promise<{ file: string; at: Date; bytes: number }[]> {
  let names: string[];
  try {
    names = await fsp.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const found = await Promise.all(
    names
      .filter((n) => ARCHIVE_PATTERN.test(n))
      .map(async (n) => {
        const stat = await fsp.stat(path.join(dir, n));
        return { file: path.join(dir, n), at: stat.mtime, bytes: stat.size };
      }),
  );
  return found.sort((a, b) => b.at.getTime() - a.at.getTime() || b.file.localeCompare(a.file));
}

/** Keeps the `keep` newest archives, deletes older ones; returns the deleted paths. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(dir)).slice(Math.max(1, keep));
  for (const b of old) await fsp.rm(b.file, { force: true });
  return old.map((b) => b.file);
}

export async function readBackupStatus(config: Config, now = new Date()): Promise<BackupStatus> {
  const [last] = await listBackups(config.backup.dir);
  return {
    directory: config.backup.dir,
    everyHours: config.backup.everyHours,
    keep: config.backup.keep,
    last: last
      ? {
          file: path.basename(last.file),
          at: last.at.toISOString(),
          ageHours: Math.round(((now.getTime() - last.at.getTime()) / 3600_000) * 10) / 10,
          bytes: last.bytes,
        }
      : null,
  };
}

/** Reads and checks a whole archive (every checksum) without writing anything. */
export async function readArchive(
  file: string,
): Promise<{ manifest: BackupManifest; entries: Record<string, Uint8Array> }> {
  let raw: Buffer;
  try {
    raw = await fsp.readFile(file);
  } catch {
    throw new BackupError(`archive illisible : ${file}`);
  }
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(new Uint8Array(raw));
  } catch (error) {
    throw new BackupError(
      `archive corrompue ou tronquée (${error instanceof Error ? error.message : String(error)}) : rien n'a été restauré`,
    );
  }
  const manifestBytes = entries['manifest.json'];
  if (!manifestBytes) throw new BackupError("archive sans manifeste (manifest.json) : rien n'a été restauré");
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(new TextDecoder().decode(manifestBytes)) as BackupManifest;
  } catch {
    throw new BackupError("manifeste illisible : rien n'a été restauré");
  }
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) {
    throw new BackupError(
      `format d'archive inconnu (${String(manifest.format)} ${String(manifest.version)})`,
    );
  }
  const dbBytes = entries[manifest.database?.entry];
  if (
    !dbBytes ||
    dbBytes.length !== manifest.database.bytes ||
    sha256(dbBytes) !== manifest.database.sha256
  ) {
    throw new BackupError(
      "la copie de la base ne correspond pas au manifeste (somme de contrôle) : rien n'a été restauré",
    );
  }
  for (const f of manifest.files ?? []) {
    const bytes = entries[`files/${f.key}`];
    if (!bytes || bytes.length !== f.bytes || sha256(bytes) !== f.sha256) {
      throw new BackupError(`le fichier ${f.key} ne correspond pas au manifeste : rien n'a été restauré`);
    }
  }
  return { manifest, entries };
}

function sameCounts(expected: Record<string, number>, found: Record<string, number>): string | null {
  for (const [table, n] of Object.entries(expected)) {
    if (found[table] !== n) return `table ${table} : ${found[table] ?? 'absente'} ligne(s) au lieu de ${n}`;
  }
  return null;
}

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await fsp.readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

export interface RestoreTarget {
  /** Embedded: the data directory to create (must be absent or empty). */
  dataDir?: string;
  /** PostgreSQL: an empty database (no table in the public schema). */
  databaseUrl?: string;
  /** PostgreSQL only: where the files go (default `<dataDir>` given, or `./data/files`). */
  filesRoot?: string;
}

/**
 * Restores an archive after checking it. Embedded: built in a temporary directory next to the
 * target and moved into place only when the row counts match, so a failure leaves nothing.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
): Promise<{ manifest: BackupManifest; tables: number; rows: number; files: number }> {
  const { manifest, entries } = await readArchive(file);
  const rows = Object.values(manifest.tables).reduce((s, n) => s + n, 0);
  const writeFiles = async (root: string) => {
    for (const f of manifest.files) {
      const full = path.resolve(root, f.key);
      if (!full.startsWith(path.resolve(root) + path.sep))
        throw new BackupError(`clé de fichier refusée : ${f.key}`);
      await fsp.mkdir(path.dirname(full), { recursive: true });
      await fsp.writeFile(full, entries[`files/${f.key}`]!);
    }
  };

  if (manifest.database.kind === 'pglite') {
    if (target.databaseUrl) {
      throw new BackupError(
        'cette archive vient de la base embarquée : restaurez-la dans un dossier de données (COMPTOIR_DATA_DIR)',
      );
    }
    const dataDir = path.resolve(target.dataDir ?? './data');
    if (!(await isEmptyDir(dataDir))) {
      throw new BackupError(
        `le dossier de données ${dataDir} n'est pas vide : la restauration se fait dans un dossier vide`,
      );
    }
    const staging = await fsp.mkdtemp(
      path.join(path.dirname(dataDir), `.${path.basename(dataDir)}.restore-`),
    );
    try {
      const db = await PGlite.create({
        dataDir: path.join(staging, 'pgdata'),
        loadDataDir: new Blob([entries[manifest.database.entry]! as Uint8Array<ArrayBuffer>]),
        extensions: PGLITE_EXTENSIONS,
      });
      try {
        const mismatch = sameCounts(manifest.tables, await countTables((q) => db.query(q)));
        if (mismatch) throw new BackupError(`la base restaurée ne correspond pas au manifeste (${mismatch})`);
      } finally {
        await db.close();
      }
      await writeFiles(path.join(staging, 'files'));
      await fsp.rm(dataDir, { recursive: true, force: true }); // empty (checked above)
      await fsp.rename(staging, dataDir);
    } catch (error) {
      await fsp.rm(staging, { recursive: true, force: true });
      throw error;
    }
    return { manifest, tables: Object.keys(manifest.tables).length, rows, files: manifest.files.length };
  }

  if (!target.databaseUrl) {
    throw new BackupError('cette archive vient de PostgreSQL : indiquez la base cible avec DATABASE_URL');
  }
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const existing = await countTables((q) => client.query(q));
    if (Object.keys(existing).length > 0) {
      throw new BackupError(
        'la base cible contient déjà des tables : la restauration se fait dans une base vide',
      );
    }
    const filesRoot = path.resolve(target.filesRoot ?? path.join(target.dataDir ?? './data', 'files'));
    if (!(await isEmptyDir(filesRoot))) {
      throw new BackupError(`le dossier de fichiers ${filesRoot} n'est pas vide`);
    }
    const dump = path.join(os.tmpdir(), `comptoir-restore-${randomUUID()}.pgc`);
    await fsp.writeFile(dump, entries[manifest.database.entry]!);
    try {
      await runProgram('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        '--dbname',
        target.databaseUrl,
        dump,
      ]);
    } finally {
      await fsp.rm(dump, { force: true });
    }
    const mismatch = sameCounts(manifest.tables, await countTables((q) => client.query(q)));
    if (mismatch) {
      throw new BackupError(
        `la base restaurée ne correspond pas au manifeste (${mismatch}) ; elle est laissée telle quelle pour examen`,
      );
    }
    await writeFiles(filesRoot);
  } finally {
    await client.end().catch(() => undefined);
  }
  return { manifest, tables: Object.keys(manifest.tables).length, rows, files: manifest.files.length };
}
