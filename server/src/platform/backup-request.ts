/**
 * `npm run backup` while the server holds the embedded database (issue 29 §6): the command cannot
 * open the database, so it asks the server, through files in `<data dir>/backup-requests/`:
 *   <id>.request.json  written by the command: the folder the archive goes to
 *   <id>.result.json   written by the server: taken, then the archive's path or the error
 * The server looks for requests every second and takes one by deleting it; the command withdraws
 * one that no server took within seconds by deleting it too, so exactly one of them succeeds. No
 * signal: the pid in the lock file may be any process (another command, or a crashed server's pid
 * reused), and must be neither killed nor waited for.
 */
import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { isAlive } from '../db/lock';
import { BackupError } from './backup';
import { backupNow } from './backup-schedule';

const FOLDER = 'backup-requests';
const REQUEST = /^([0-9a-f-]{36})\.request\.json$/;
const RESULT = /\.result\.json$/;
/** How often the server looks for requests. */
const LOOK_EVERY_MS = 1_000;
/** A result no command came back for (the command was stopped) is removed after this long. */
const FORGOTTEN_MS = 3600_000;

type Result = { state: 'taken' } | { state: 'done'; file: string } | { state: 'failed'; message: string };

const requestFile = (folder: string, id: string) => path.join(folder, `${id}.request.json`);
const resultFile = (folder: string, id: string) => path.join(folder, `${id}.result.json`);

/** Written under a temporary name then renamed: the reader never sees half a file. */
async function writeJson(file: string, value: unknown): Promise<void> {
  const tmp = `${file}.${randomUUID()}.tmp`;
  await fsp.writeFile(tmp, JSON.stringify(value));
  await fsp.rename(tmp, file);
}

/** The file's JSON, or null when there is no such file. */
async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await fsp.readFile(file, 'utf8')) as unknown;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Deletes a file; false when it was already gone (taken or withdrawn by the other side). */
async function remove(file: string): Promise<boolean> {
  try {
    await fsp.rm(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * The server's side (embedded database): from its start until it closes, takes the requests and
 * writes their archives, one at a time, into the folder each one asked for.
 */
export function answerBackupRequests(app: FastifyInstance, database: Database): void {
  const folder = path.join(app.config.dataDir, FOLDER);
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let writing: Promise<void> = Promise.resolve();

  const write = async (id: string, dir: string) => {
    let result: Result;
    try {
      result = { state: 'done', file: await backupNow(app, database, false, dir) };
    } catch (error) {
      app.log.error({ err: error, dir }, 'requested backup failed');
      result = { state: 'failed', message: error instanceof Error ? error.message : String(error) };
    }
    await writeJson(resultFile(folder, id), result);
  };

  const look = async () => {
    let names: string[];
    try {
      names = await fsp.readdir(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const name of names.sort()) {
      const id = REQUEST.exec(name)?.[1];
      if (!id) continue;
      const request = await readJson(requestFile(folder, id)).catch(() => null); // unreadable
      if (!(await remove(requestFile(folder, id)))) continue; // withdrawn meanwhile
      const dir = (request as { dir?: unknown } | null)?.dir;
      if (typeof dir !== 'string' || !path.isAbsolute(dir)) {
        await writeJson(resultFile(folder, id), { state: 'failed', message: 'demande illisible' });
        continue;
      }
      await writeJson(resultFile(folder, id), { state: 'taken' });
      app.log.info({ dir }, 'backup requested by npm run backup');
      writing = writing
        .then(() => write(id, dir))
        .catch((error: unknown) => app.log.error({ err: error }, 'could not answer a backup request'));
    }
  };

  const next = () => {
    if (closed) return;
    timer = setTimeout(() => {
      look()
        .catch((error: unknown) => app.log.error({ err: error }, 'could not read the backup requests'))
        .finally(next);
    }, LOOK_EVERY_MS);
    timer.unref();
  };

  app.addHook('onReady', async () => {
    // Results whose command was stopped before reading them.
    for (const name of await fsp.readdir(folder).catch(() => [])) {
      const file = path.join(folder, name);
      const stat = await fsp.stat(file).catch(() => null);
      if (RESULT.test(name) && stat && Date.now() - stat.mtimeMs > FORGOTTEN_MS) await remove(file);
    }
    next();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
  });
}

export interface RequestOptions {
  /** How long a server has to take the request (seconds: it looks every second). */
  takeMs?: number;
  /** How long the archive may then take to be written. */
  writeMs?: number;
  /** Progress, in French, for the operator. */
  say?: (line: string) => void;
}

/**
 * The command's side: asks the server holding `dataDir` (pid `pid`, from the lock file) for an
 * archive in `dir`, and resolves with its path. Fails within `takeMs` when no server takes the
 * request, and as soon as that process stops.
 */
export async function requestBackup(
  dataDir: string,
  pid: number,
  dir: string,
  { takeMs = 5_000, writeMs = 30 * 60_000, say = () => undefined }: RequestOptions = {},
): Promise<string> {
  const folder = path.join(dataDir, FOLDER);
  const id = randomUUID();
  await fsp.mkdir(folder, { recursive: true });
  await writeJson(requestFile(folder, id), { dir: path.resolve(dir) });
  say(`Le serveur (pid ${pid}) tient la base embarquée : l'archive lui est demandée…`);
  const started = Date.now();
  let taken = 0; // when the server took it
  let told = 0;
  for (;;) {
    const result = (await readJson(resultFile(folder, id))) as Result | null;
    if (result && !taken) {
      taken = told = Date.now();
      say(`Le serveur écrit l'archive dans ${path.resolve(dir)}…`);
    }
    if (result && result.state !== 'taken') {
      await remove(resultFile(folder, id));
      if (result.state === 'failed')
        throw new BackupError(`le serveur n'a pas pu l'écrire : ${result.message}`);
      say('Sauvegarde écrite par le serveur.');
      return result.file;
    }
    if (!isAlive(pid)) {
      await remove(requestFile(folder, id));
      await remove(resultFile(folder, id));
      throw new BackupError(
        `le processus ${pid} qui tenait la base embarquée s'est arrêté${taken ? " avant d'avoir écrit l'archive" : ''} : relancez la commande`,
      );
    }
    if (!taken && Date.now() - started > takeMs && (await remove(requestFile(folder, id)))) {
      throw new BackupError(
        `aucun serveur Comptoir ne répond pour ${dataDir} (son verrou comptoir.lock désigne le processus ${pid}). ` +
          "S'il démarre, réessayez dans un instant ; si aucun serveur Comptoir ne tourne, supprimez ce verrou et relancez.",
      );
    }
    if (taken && Date.now() - taken > writeMs) {
      throw new BackupError(
        `l'archive n'est toujours pas écrite après ${Math.round(writeMs / 60_000)} minutes : voir le journal du serveur`,
      );
    }
    if (taken && Date.now() - told >= 15_000) {
      told = Date.now();
      say(`… toujours en cours (${Math.round((told - taken) / 1000)} s)`);
    }
    await new Promise((resolve) => setTimeout(resolve, taken ? 500 : 100));
  }
}
