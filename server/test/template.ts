/**
 * The migrated database the API test files copy theirs from (made by global-setup.ts): on
 * PostgreSQL a template database, on PGlite a dump file of a migrated embedded database.
 */
export type TestTemplate = { kind: 'postgres'; name: string } | { kind: 'pglite'; file: string };

/** `adminUrl` with its database name replaced by `name`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
