import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createCompany, createUser } from '../db/seed/factories';
import { clients, userCompanies } from '../db/schema/index';
import { rowsOf } from '../db/rows';
import { createTestDatabase } from '../../test/helpers';
import type { Database } from '../db/client';
import { RevisionCache, cachedByRevision, revisionCacheOf } from './revision-cache';

let database: Database;
let cleanup: () => Promise<void>;
let other: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  ({ database, cleanup } = await createTestDatabase());
  other = await createTestDatabase();
});
afterAll(async () => {
  await cleanup();
  await other.cleanup();
});

const revision = async (db = database.db) =>
  Number(
    (await rowsOf<{ rev: string }>(db, sql`select rev from data_revisions where name = 'sales'`))[0]!.rev,
  );
const clientCount = async (db = database.db) =>
  Number((await rowsOf<{ n: string }>(db, sql`select count(*) as n from clients`))[0]!.n);

describe('data revisions', () => {
  it('are bumped by any write to clients, orders, companies and user_companies, in the writing transaction', async () => {
    const r0 = await revision();
    const company = await createCompany(database.db);
    const r1 = await revision();
    expect(r1).toBeGreaterThan(r0);
    await database.db.insert(clients).values({ name: 'Client A', companyId: company.id });
    const r2 = await revision();
    expect(r2).toBeGreaterThan(r1);
    const user = await createUser(database.db);
    await database.db.insert(userCompanies).values({ userId: user.id, companyId: company.id });
    expect(await revision()).toBeGreaterThan(r2);
    // A rolled-back write leaves the revision where it was.
    const r3 = await revision();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(clients).values({ name: 'Client B', companyId: company.id });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await revision()).toBe(r3);
  });
});

describe('cachedByRevision', () => {
  it('computes once per revision and again after a write', async () => {
    let computed = 0;
    const count = () => {
      computed += 1;
      return clientCount();
    };
    const first = await cachedByRevision(database.db, 'sales', 'count', count);
    expect(await cachedByRevision(database.db, 'sales', 'count', count)).toBe(first);
    expect(computed).toBe(1);
    const company = await createCompany(database.db);
    await database.db.insert(clients).values({ name: 'Client C', companyId: company.id });
    expect(await cachedByRevision(database.db, 'sales', 'count', count)).toBe(first + 1);
    expect(computed).toBe(2);
    expect(await clientCount()).toBe(first + 1);
  });

  it('keeps the keys apart, and two databases apart even at equal revisions', async () => {
    const a = await cachedByRevision(database.db, 'sales', 'k', async () => 'first database');
    const b = await cachedByRevision(other.database.db, 'sales', 'k', async () => 'second database');
    expect(a).toBe('first database');
    expect(b).toBe('second database');
    expect(await cachedByRevision(database.db, 'sales', 'other key', async () => 'other')).toBe('other');
    expect(revisionCacheOf(database.db)).not.toBe(revisionCacheOf(other.database.db));
  });

  it('does not keep a failed computation', async () => {
    await expect(
      cachedByRevision(database.db, 'sales', 'failing', () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom');
    expect(await cachedByRevision(database.db, 'sales', 'failing', async () => 'recovered')).toBe(
      'recovered',
    );
  });

  it('stays within its size and forgets old entries', async () => {
    const cache = new RevisionCache(3, 60_000);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(database.db, 'sales', key, async () => key);
    let recomputed = false;
    await cache.get(database.db, 'sales', 'a', async () => {
      recomputed = true;
      return 'a';
    });
    expect(recomputed).toBe(true);
    const expiring = new RevisionCache(10, 0);
    await expiring.get(database.db, 'sales', 'x', async () => 1);
    expect(await expiring.get(database.db, 'sales', 'x', async () => 2)).toBe(2);
  });
});

describe('a query builder as the computation', () => {
  it('runs the query once, not on every read of the cached value', async () => {
    let built = 0;
    let executed = 0;
    const thenable = {
      then(resolve: (v: number) => void) {
        executed += 1;
        resolve(42);
      },
    } as unknown as Promise<number>;
    const compute = () => {
      built += 1;
      return thenable;
    };
    for (let i = 0; i < 3; i += 1)
      expect(await cachedByRevision(database.db, 'sales', 'thenable', compute)).toBe(42);
    expect(built).toBe(1);
    expect(executed).toBe(1);
  });
});
