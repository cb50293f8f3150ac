/**
 * The server's scheduled backup (COMPTOIR_BACKUP_HOURS, COMPTOIR_BACKUP_DIR, COMPTOIR_BACKUP_KEEP):
 * a job of the queue (pg-boss cron on PostgreSQL, so one process writes it; a timer on the embedded
 * database), plus one at start-up when the newest archive is older than the interval.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { createBackup, pruneBackups, readBackupStatus } from './backup';
import { queueOf } from './jobs';
import { LocalDiskStorage } from './storage';

const JOB = 'backup';

/**
 * Writes one archive now: a scheduled run (`prune`: older archives of the backup folder removed),
 * or one asked by `npm run backup` on the embedded database, into the folder `dir` it asked for.
 */
export async function backupNow(
  app: FastifyInstance,
  database: Database,
  prune: boolean,
  dir?: string,
): Promise<string> {
  const filesRoot = app.storage instanceof LocalDiskStorage ? app.storage.root : undefined;
  const { file, manifest } = await createBackup({
    database,
    config: app.config,
    ...(filesRoot ? { filesRoot } : {}),
    ...(dir ? { dir } : {}),
  });
  const rows = Object.values(manifest.tables).reduce((s, n) => s + n, 0);
  app.log.info({ file, rows, files: manifest.files.length }, 'backup written');
  if (prune) {
    const removed = await pruneBackups(app.config.backup.dir, app.config.backup.keep);
    if (removed.length > 0) app.log.info({ removed }, 'old backups removed');
  }
  return file;
}

export function scheduleBackups(app: FastifyInstance, database: Database): void {
  const { everyHours } = app.config.backup;
  if (!(everyHours > 0)) return;
  const queue = queueOf(app);
  queue.define(
    JOB,
    async () => {
      await backupNow(app, database, true);
    },
    { retryLimit: 1, retryDelaySeconds: 60, expireInSeconds: 3600 },
  );
  queue.every(JOB, Math.max(1, Math.round(everyHours * 60)));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onClose', async () => clearTimeout(timer));
  app.addHook('onReady', async () => {
    const status = await readBackupStatus(app.config).catch(() => null);
    if (status && status.last && status.last.ageHours < everyHours) return;
    // Not in the start-up path: the first backup runs in the background.
    timer = setTimeout(() => {
      queue.send(JOB, {}, { singletonKey: 'startup' }).catch((error: unknown) => {
        app.log.error({ err: error }, 'could not queue the start-up backup');
      });
    }, 5_000);
    timer.unref();
  });
}
