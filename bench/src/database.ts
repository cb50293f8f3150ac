import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/src/db/client';
import { companies, userCompanies, users } from '../../server/src/db/schema/index';
import { hashPassword } from '../../server/src/platform/auth/password';
import { MODULE_KEYS } from '@comptoir/core/permissions';
import { onCleanup } from './cleanup';
import type { BenchDb } from './options';

/** Where the server under test finds its database: a data dir (PGlite) or a URL (PostgreSQL). */
export type Target = { db: 'pglite'; dataDir: string } | { db: 'postgres'; url: string; name: string };

export const BENCH_PASSWORD = 'Bench-Password-2026';
export const COMPANY_COUNT = 5;
const BATCH = 500;

export function benchEmail(i: number): string {
  return `bench.user${String(i).padStart(6, '0')}@bench.comptoir.test`;
}

/**
 * After a seed's bulk writes: `vacuum analyze` (or `analyze`) of `tables`, then a checkpoint, so
 * that the measurements that follow neither plan on stale statistics nor run while PostgreSQL's
 * checkpointer is still writing the seed's hundreds of megabytes to disk (it spreads that over up
 * to 4.5 minutes: the orders list's p95 right after the sales seed was 149 ms without the
 * checkpoint, 60 to 68 ms with it). The seed's own cost, not the measured routes'.
 */
export async function settleAfterSeed(
  client: pg.Client,
  tables: readonly string[],
  how: 'vacuum analyze' | 'analyze' = 'vacuum analyze',
): Promise<void> {
  await client.query(`${how} ${tables.join(', ')}`);
  await client.query('checkpoint');
}

/**
 * `work` on a connection to `url`, closed afterwards; when `work` fails, a transaction it left open
 * is rolled back first.
 */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** A fresh temporary data dir or PostgreSQL database, removed by the bench's cleanup. */
export async function createTarget(db: BenchDb, adminUrl: string): Promise<Target> {
  if (db === 'pglite') {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'comptoir-bench-'));
    onCleanup(`remove ${dataDir}`, () => fs.rm(dataDir, { recursive: true, force: true }));
    return { db, dataDir };
  }
  const name = `comptoir_bench_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (admin) => admin.query(`create database ${name}`));
  if (process.env.BENCH_KEEP_DB === '1') {
    // For looking at plans afterwards: the database stays, and its name is said.
    process.stderr.write(`bench: keeping database ${name} (BENCH_KEEP_DB=1): drop it when done\n`);
  } else {
    onCleanup(`drop database ${name}`, async () => {
      await withClient(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    });
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { db, url: url.toString(), name };
}

async function open(target: Target): Promise<Database> {
  return target.db === 'pglite'
    ? openDatabase({ kind: 'pglite', dataDir: target.dataDir })
    : openDatabase({ kind: 'postgres', url: target.url, poolSize: 2 });
}

/**
 * Migrates and seeds the volume under test through the server's own schema: `count` active,
 * confirmed users sharing one password hash (argon2 is deliberately slow), a few companies and
 * one to three company grants per user; all in one transaction. Closes the database after, so
 * the server can take the embedded database's lock.
 */
export async function seed(target: Target, count: number): Promise<void> {
  const database = await open(target);
  try {
    await database.migrate();
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const now = new Date();
    await database.db.transaction(async (tx) => {
      const companyRows = await tx
        .insert(companies)
        .values(Array.from({ length: COMPANY_COUNT }, (_, i) => ({ name: `Bench company ${i + 1}` })))
        .returning({ id: companies.id });
      for (let start = 0; start < count; start += BATCH) {
        const size = Math.min(BATCH, count - start);
        const rows = await tx
          .insert(users)
          .values(
            Array.from({ length: size }, (_, k) => {
              const i = start + k;
              return {
                email: benchEmail(i),
                fullName: `Bench User ${i}`,
                passwordHash,
                role: i % 10 === 0 ? 'Manager' : 'Editor',
                status: 'Active',
                isActive: true,
                isSuperAdmin: false,
                modules: ['dashboard', 'tasks', 'clients', 'quotes', 'orders', 'products', 'settings'],
                emailConfirmedAt: now,
              };
            }),
          )
          .returning({ id: users.id });
        const grants = rows.flatMap((row, k) => {
          const i = start + k;
          const n = 1 + (i % 3);
          return Array.from({ length: n }, (_, j) => ({
            userId: row.id,
            companyId: companyRows[(i + j) % COMPANY_COUNT]!.id,
          }));
        });
        await tx.insert(userCompanies).values(grants);
      }
    });
  } finally {
    await database.close();
  }
}

/**
 * A spread of `expr` over 0..mod-1 in SQL, stable from run to run (hashint8 of the seeded
 * value): which client, supplier or company a seeded row gets.
 */
export const hashMod = (expr: string, salt: number, mod: number | string) =>
  `((hashint8((${expr})::bigint * 7919 + ${salt})::bigint % ${mod} + ${mod}) % ${mod})::int`;

/** A super administrator of every module for a bench part, with the bench users' password. */
export const insertBenchAdmin = (client: pg.Client, email: string, fullName: string) =>
  client.query(
    `insert into users (email, full_name, password_hash, role, status, is_active, is_super_admin, modules, email_confirmed_at)
     select $1, $2, password_hash, 'Super Admin', 'Active', true, true, $3::text[], now()
     from users where email like 'bench.user%' limit 1
     on conflict do nothing`,
    [email, fullName, [...MODULE_KEYS]],
  );
