/**
 * Vitest global setup of the API tests (the `server` project): one migrated database per run,
 * which each test file's database is copied from (see `createTestDatabase`), instead of every
 * file running initdb and all the migrations again.
 *
 * - PostgreSQL (TEST_DB=postgres): a template database, migrated, that `createTestDatabase`
 *   copies with `CREATE DATABASE ... TEMPLATE` and the teardown drops.
 * - PGlite: a dump of a migrated in-memory database (`dumpDataDir`, an uncompressed tar) written
 *   to a temporary file, that `createTestDatabase` starts its database from.
 *
 * The template is built from the migrations of the tree under test, at the start of each run.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database, type DatabaseOptions } from '../src/db/client';
import { adminQuery, databaseUrl, type TestTemplate } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplate: TestTemplate;
  }
}

/**
 * Opens and migrates the template's database, then `keep` takes what it needs of it; the database
 * is closed whatever happens (a template must have no connection when it is copied), and on
 * failure `remove` undoes what was made for it before the error goes on.
 */
async function buildTemplate(
  options: DatabaseOptions,
  remove: () => Promise<void>,
  keep: (database: Database) => Promise<void> = async () => undefined,
): Promise<void> {
  try {
    const database = await openDatabase(options);
    try {
      await database.migrate();
      await keep(database);
    } finally {
      await database.close();
    }
  } catch (error) {
    await remove();
    throw error;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `comptoir_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const drop = () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    await buildTemplate({ kind: 'postgres', url: databaseUrl(adminUrl, name), poolSize: 1 }, drop);
    project.provide('testTemplate', { kind: 'postgres', name });
    return drop;
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'comptoir-test-template-'));
  const file = path.join(dir, 'pgdata.tar');
  const remove = async () => fs.rmSync(dir, { recursive: true, force: true });
  await buildTemplate({ kind: 'pglite' }, remove, async (database) => {
    const dump = await database.pglite!.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  });
  project.provide('testTemplate', { kind: 'pglite', file });
  return remove;
}
