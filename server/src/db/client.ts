import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';
import { acquireDataDirLock, type DataDirLock } from './lock';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  /** Applies the committed migrations (idempotent; on PostgreSQL once, under an advisory lock). */
  migrate(): Promise<void>;
  /** Runs `work` while no other process runs start-up work on this database (advisory lock). */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PostgreSQL only: the connection string and the pool (for LISTEN and the job queue). */
  url?: string;
  pool?: pg.Pool;
  /** Embedded database only: the PGlite instance (its own dump for backups, decision 0021). */
  pglite?: PGlite;
}

/** Advisory lock keys (pg_advisory_lock) of the start-up steps. */
const MIGRATIONS_LOCK = 0x636f6d70; // 'comp'
const STARTUP_LOCK = 0x636f6d71;

/** Holds a session-level advisory lock on one connection of `pool` while `work` runs on it. */
async function withAdvisoryLock<T>(pool: pg.Pool, key: number, work: (client: pg.PoolClient) => Promise<T>) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Extensions the migrations create (trigram indexes for catalogue search). */
export const PGLITE_EXTENSIONS = { pg_trgm };

export type DatabaseOptions =
  | {
      kind: 'pglite';
      dataDir?: string | undefined;
      /**
       * Tests only: a dump (`dumpDataDir`) of an embedded database to start from instead of an
       * empty one, so each test file copies one migrated database rather than running initdb
       * and every migration again (decision 0026).
       */
      template?: Blob | undefined;
    }
  | { kind: 'postgres'; url: string; poolSize?: number };

/**
 * The database the configuration names: PostgreSQL at `databaseUrl` (a pool of `poolSize`), else
 * the embedded database in `dataDir`.
 */
export function openConfiguredDatabase(
  config: { databaseUrl?: string | undefined; dataDir: string },
  poolSize: number,
): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir });
}

/**
 * Opens the embedded database (PGlite; in memory when no data dir is given, which tests use)
 * or a PostgreSQL pool. Same schema and queries on both.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // Fail fast rather than hang when the server is unreachable.
      connectionTimeoutMillis: 5000,
      // No JIT compilation: the app's queries are short, and on the analysis' aggregates over a
      // year of invoices JIT spent 0.4 to 0.7 s compiling, more than the queries ran (decision 0023).
      options: '-c jit=off',
    });
    // An idle client's error (server restart) must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      url: options.url,
      pool,
      // Processes starting together: the first migrates, the others wait and then find nothing to do.
      migrate: () =>
        withAdvisoryLock(pool, MIGRATIONS_LOCK, (client) =>
          migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_DIR }),
        ),
      exclusive: (work) => withAdvisoryLock(pool, STARTUP_LOCK, () => work()),
      close: () => pool.end(),
    };
  }

  let lock: DataDirLock | undefined;
  if (options.dataDir) lock = await acquireDataDirLock(options.dataDir);
  let client: PGlite;
  try {
    const extensions = PGLITE_EXTENSIONS;
    const loadDataDir = options.template ? { loadDataDir: options.template } : {};
    client = options.dataDir
      ? await PGlite.create({ dataDir: path.join(options.dataDir, 'pgdata'), extensions, ...loadDataDir })
      : await PGlite.create({ extensions, ...loadDataDir });
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_DIR }),
    // One process per data directory (lock file): nothing to exclude.
    exclusive: (work) => work(),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        await lock?.release();
      }
    },
  };
}
