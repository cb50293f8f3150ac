import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { openConfiguredDatabase, type Database } from './db/client';
import { DataDirLockedError } from './db/lock';
import { bootstrap } from './platform/bootstrap';
import { answerBackupRequests } from './platform/backup-request';
import { demoExposureProblem, loadConfig, type Config } from './platform/config';
import { hasDemoAccounts } from './db/seed/demo-accounts';
import { closingSteps } from './platform/shutdown';

/**
 * Process entry: configuration, database (embedded PGlite unless DATABASE_URL), migrations,
 * start-up bootstrap, HTTP server; SIGINT and SIGTERM close the server then the database.
 * With COMPTOIR_PROCESSES=N (PostgreSQL only) this process forks N server processes sharing one
 * port (Node's cluster module) and restarts one that dies; each migrates under an advisory lock.
 */
/** A start-up refused for a reason the operator can act on: said in one French line, exit 1. */
class StartRefused extends Error {}

/** The configuration, or the reason it is refused said in one line, and exit 1 (no stack trace). */
function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error(`Comptoir ne démarre pas. ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = configOrExit();
  if (config.processes > 1 && cluster.isPrimary)
    return runPrimary(config.processes, Boolean(config.databaseUrl));
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  let closing = false;

  // Installed first, and kept (not `once`): a terminal's Ctrl-C reaches npm, the start script and
  // the server, so the same signal may arrive more than once; only the first one counts.
  const startup = start();
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // What the shutdown is waiting for, named in the message of one that takes too long.
    let phase = 'the start-up in progress';
    const timer = setTimeout(() => {
      // Closing the server with no named step left: it waits for its open connections.
      const steps = closingSteps(app);
      const waiting = phase !== 'the server' ? phase : steps.length ? steps.join(', ') : 'open connections';
      console.error(`Comptoir: shutdown took too long (waiting for ${waiting}), exiting`);
      process.exit(1);
    }, 30_000); // the requests in progress (10 s at most), then the running jobs (13 s at most)
    await startup.catch(() => undefined); // let a start-up step in progress finish first
    app?.log.info({ signal }, 'shutting down');
    try {
      phase = 'the server';
      await app?.close(); // stops listening, then waits for the requests in progress
      phase = 'the database connections';
      await database?.close();
      clearTimeout(timer);
      process.exit(0);
    } catch (error) {
      console.error('Comptoir: error during shutdown', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  async function start(): Promise<void> {
    try {
      database = await openConfiguredDatabase(config, config.dbPoolSize);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(`Comptoir cannot start: ${error.message}`);
        process.exit(1);
      }
      throw error;
    }
    if (closing) return;
    // Processes starting together: migrations and the admin/demo set-up run in one at a time.
    await database.migrate();
    const db = database;
    const report = await database.exclusive(() => bootstrap(db, config));
    if (closing) return;
    // Public passwords on a public address: refused before listening (issue 29 §2).
    const exposure = demoExposureProblem(config.host, await hasDemoAccounts(db.db), config.demoPublic);
    if (exposure) throw new StartRefused(exposure);
    app = await buildApp({ database, config });
    // `npm run backup` cannot open the embedded database this process holds: it asks us for the archive.
    if (database.kind === 'pglite') answerBackupRequests(app, database);
    await app.listen({ port: config.port, host: config.host });
    const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
    app.log.info(
      { admin: report.admin, demo: report.demo },
      `Comptoir is ready on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (${where})`,
    );
  }

  try {
    await startup;
  } catch (error) {
    if (error instanceof StartRefused) console.error(`Comptoir ne démarre pas. ${error.message}`);
    else console.error('Comptoir failed to start:', error instanceof Error ? error.message : error);
    await app?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    process.exit(1);
  }
}

/** The cluster's primary: forks the server processes, restarts a crashed one, forwards signals. */
function runPrimary(count: number, onPostgres: boolean): void {
  if (!onPostgres) {
    console.error(
      'Comptoir cannot start: COMPTOIR_PROCESSES > 1 needs PostgreSQL (DATABASE_URL); ' +
        'the embedded database is opened by one process only.',
    );
    process.exit(1);
  }
  let stopping = false;
  let failures = 0;
  const fork = () => cluster.fork();
  for (let i = 0; i < count; i += 1) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    failures += 1;
    console.error(
      `Comptoir: server process ${worker.process.pid} stopped (${signal ?? code}); starting another`,
    );
    // A process that cannot start at all (bad configuration) would loop: give up after a few.
    if (failures > count * 3) {
      console.error('Comptoir: server processes keep stopping; giving up');
      process.exit(1);
    }
    setTimeout(fork, 1000);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), 20_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

void main();
