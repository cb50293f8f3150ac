/**
 * `npm run restore -- ARCHIVE`: checks the whole archive (manifest, checksums), then restores it
 * into an empty COMPTOIR_DATA_DIR (embedded database) or an empty DATABASE_URL database (files into
 * `<data dir>/files`). A corrupt or truncated archive is refused and nothing is written.
 */
import path from 'node:path';
import { BackupError, restoreBackup } from '../platform/backup';
import { loadConfig } from '../platform/config';

async function main(): Promise<number> {
  const archive = process.argv[2];
  if (!archive) {
    console.error('Usage : npm run restore -- <archive.zip>');
    return 2;
  }
  const config = loadConfig();
  const result = await restoreBackup(path.resolve(archive), {
    dataDir: config.dataDir,
    ...(config.databaseUrl
      ? { databaseUrl: config.databaseUrl, filesRoot: path.join(config.dataDir, 'files') }
      : {}),
  });
  console.log(
    `Restauré depuis ${path.basename(archive)} (${result.manifest.createdAt}) : ${result.tables} tables, ${result.rows} lignes, ${result.files} fichiers, dans ${config.databaseUrl ? 'la base PostgreSQL indiquée' : config.dataDir}.`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Restauration refusée : ${message}`);
    process.exit(error instanceof BackupError ? 1 : 2);
  },
);
