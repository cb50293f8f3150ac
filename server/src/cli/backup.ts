/**
 * `npm run backup`: writes one archive into COMPTOIR_BACKUP_DIR (default ./backups) and prints its
 * path. PostgreSQL (DATABASE_URL): pg_dump in one snapshot, whether or not the server runs. The
 * embedded database: opened here when the server is stopped; when the server holds it, the server
 * is asked to write the archive itself (SIGUSR2) and this waits for it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { openConfiguredDatabase, type Database } from '../db/client';
import { DataDirLockedError } from '../db/lock';
import { BackupError, createBackup, listBackups } from '../platform/backup';
import { loadConfig } from '../platform/config';

const WAIT_MS = 10 * 60_000;

async function viaServer(pid: number, dir: string): Promise<string> {
  const before = new Set((await listBackups(dir)).map((b) => b.file));
  process.kill(pid, 'SIGUSR2');
  console.error(`Le serveur (pid ${pid}) tient la base embarquée : il écrit l'archive lui-même…`);
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const fresh = (await listBackups(dir)).find((b) => !before.has(b.file));
    if (fresh) return fresh.file;
  }
  throw new BackupError(`aucune archive n'est apparue dans ${dir} (voir le journal du serveur)`);
}

async function main(): Promise<number> {
  const config = loadConfig();
  let database: Database;
  try {
    database = await openConfiguredDatabase(config, 2);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.log(await viaServer(error.pid, config.backup.dir));
      return 0;
    }
    throw error;
  }
  try {
    if (database.kind === 'pglite') {
      await fs.access(path.join(config.dataDir, 'pgdata', 'PG_VERSION')).catch(() => {
        throw new BackupError(`aucune base dans ${config.dataDir}`);
      });
    }
    const { file, manifest } = await createBackup({ database, config });
    const rows = Object.values(manifest.tables).reduce((s, n) => s + n, 0);
    console.error(
      `Sauvegarde écrite : ${Object.keys(manifest.tables).length} tables, ${rows} lignes, ${manifest.files.length} fichiers.`,
    );
    console.log(file);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Sauvegarde impossible : ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
