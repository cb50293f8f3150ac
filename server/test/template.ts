/**
 * The migrated database the API test files copy theirs from (made by global-setup.ts): on
 * PostgreSQL a template database, on PGlite a dump file of a migrated embedded database.
 */
import pg from 'pg';

export type TestTemplate = { kind: 'postgres'; name: string } | { kind: 'pglite'; file: string };

/** `adminUrl` with its database name replaced by `name`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement (create or drop a database) on the server of `adminUrl`. */
export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
