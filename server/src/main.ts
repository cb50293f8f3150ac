import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError } from './db/lock';
import { bootstrap } from './platform/bootstrap';
import { loadConfig } from './platform/config';

/**
 * Process entry: configuration, database (embedded PGlite unless DATABASE_URL), migrations,
 * start-up bootstrap, HTTP server; SIGINT and SIGTERM close the server then the database.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  let closing = false;

  // Installed first, and kept (not `once`): a terminal's Ctrl-C reaches npm, the start script and
  // the server, so the same signal may arrive more than once; only the first one counts.
  const startup = start();
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const timer = setTimeout(() => {
      console.error('Comptoir: shutdown took too long, exiting');
      process.exit(1);
    }, 15_000);
    await startup.catch(() => undefined); // let a start-up step in progress finish first
    app?.log.info({ signal }, 'shutting down');
    try {
      await app?.close(); // stops listening, then waits for the requests in progress
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
      database = config.databaseUrl
        ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: config.dbPoolSize })
        : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(`Comptoir cannot start: ${error.message}`);
        process.exit(1);
      }
      throw error;
    }
    if (closing) return;
    await database.migrate();
    const report = await bootstrap(database, config);
    if (closing) return;
    app = await buildApp({ database, config });
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
    console.error('Comptoir failed to start:', error instanceof Error ? error.message : error);
    await app?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    process.exit(1);
  }
}

void main();
