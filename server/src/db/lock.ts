import fs from 'node:fs/promises';
import path from 'node:path';

export interface DataDirLock {
  release(): Promise<void>;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is already in use by another Comptoir process (pid ${pid}). ` +
        'Only one process may open the embedded database at a time: stop the other one, ' +
        'or set COMPTOIR_DATA_DIR to another directory, or DATABASE_URL to use PostgreSQL.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Whether a process with this pid runs (any process: the pid may have been reused). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One process per data directory (see docs/decisions/0003-embedded-database-lock.md).
 * The lock file holds the owner's pid; a lock left by a process that no longer runs
 * (killed, crashed) is taken over, so a restart after SIGKILL works at once.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  await fs.mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, 'comptoir.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const handle = await fs.open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      let released = false;
      return {
        release: async () => {
          if (released) return;
          released = true;
          await fs.rm(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(await fs.readFile(file, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(dataDir, owner);
      }
      // Stale (or unreadable) lock: remove it and try again.
      await fs.rm(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock on ${dataDir}`);
}
