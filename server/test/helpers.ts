import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { DEFAULT_THROTTLE, loadConfig, type Config } from '../src/platform/config';
import { LocalDiskStorage } from '../src/platform/storage';
import { databaseUrl, type TestTemplate } from './template';

/** The run's migrated template (global-setup.ts), when the tests run under that setup. */
function testTemplate(): TestTemplate | undefined {
  return inject('testTemplate') as TestTemplate | undefined;
}

let pgliteTemplate: Blob | undefined;
function pgliteTemplateOf(file: string): Blob {
  pgliteTemplate ??= new Blob([fs.readFileSync(file)]);
  return pgliteTemplate;
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new PostgreSQL
 * database created on TEST_DATABASE_URL when TEST_DB=postgres (dropped by `cleanup`).
 * Both start as a copy of the run's migrated template (global-setup.ts); `migrate` then finds
 * nothing to apply. Without the template (another configuration) they are migrated here.
 */
export async function createTestDatabase(): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  const template = testTemplate();
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `comptoir_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(
      template?.kind === 'postgres'
        ? `create database ${name} template ${template.name}`
        : `create database ${name}`,
    );
    await admin.end();
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name), poolSize: 5 });
    await database.migrate();
    return {
      database,
      cleanup: async () => {
        await database.close();
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const database = await openDatabase({
    kind: 'pglite',
    template: template?.kind === 'pglite' ? pgliteTemplateOf(template.file) : undefined,
  });
  await database.migrate();
  return { database, cleanup: () => database.close() };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    throttle: { ...DEFAULT_THROTTLE },
    rates: { ...loadConfig({}).rates, fetch: false },
    analyticsAtStart: false,
    einvoiceWarmup: false,
    invoicePdfAtIssue: false,
    webDist: '/nonexistent-web-dist',
    ...overrides,
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  close: () => Promise<void>;
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestContext> {
  const { database, cleanup } = await createTestDatabase();
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comptoir-files-'));
  const app = await buildApp({
    database,
    config: testConfig(overrides),
    logger: false,
    storage: new LocalDiskStorage(filesDir),
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await cleanup();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'comptoir_session');
  if (!cookie) throw new Error(`No session cookie in response ${res.statusCode}: ${res.body}`);
  return `comptoir_session=${cookie.value}`;
}

/**
 * Whether `cookie`'s session is live: GET /api/auth/session answers 200 either way, with the session
 * or with null (signed out is not an error, issue 30 §6).
 */
export async function isSessionLive(app: FastifyInstance, cookie: string): Promise<boolean> {
  const res = await app.inject({ url: '/api/auth/session', headers: { cookie } });
  if (res.statusCode !== 200)
    throw new Error(`GET /api/auth/session answered ${res.statusCode}: ${res.body}`);
  return res.json() !== null;
}

/** Signs in through the real route and returns the cookie header value. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  options: { rememberMe?: boolean; ip?: string } = {},
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, rememberMe: options.rememberMe ?? false },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed ${res.statusCode}: ${res.body}`);
  return sessionCookie(res);
}
