/**
 * `npm run backup`: writes one archive into COMPTOIR_BACKUP_DIR (default ./backups) and prints its
 * path. PostgreSQL (DATABASE_URL): pg_dump in one snapshot, whether or not the server runs. The
 * embedded database: opened here when the server is stopped; when the server holds it, the server
 * is asked to write the archive into that folder (platform/backup-request.ts): this fails within
 * seconds when no server takes the request, and otherwise reports the progress on stderr.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { openConfiguredDatabase, type Database } from '../db/client';
import { DataDirLockedError } from '../db/lock';
import { BackupError, createBackup } from '../platform/backup';
import { requestBackup } from '../platform/backup-request';
import { loadConfig } from '../platform/config';

async function main(): Promise<number> {
  const config = loadConfig();
  let database: Database;
  try {
    database = await openConfiguredDatabase(config, 2);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      const say = (line: string) => console.error(line);
      console.log(await requestBackup(config.dataDir, error.pid, config.backup.dir, { say }));
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
