/**
 * Import runs as jobs of the queue (decision 0017): queued by the route, run by the queue, progress
 * in the import row, retried after a transient failure without importing twice, a job delivered
 * twice imports once, and (embedded database) a run left by a stopped process is queued again at
 * start-up. On PGlite and on PostgreSQL (TEST_DB=postgres).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { productSearchText } from '@comptoir/core/modules/catalogue';
import { buildApp } from '../../app';
import { rowsOf } from '../../db/rows';
import { importJobs, productZonePrices, products } from '../../db/schema/index';
import { createUser } from '../../db/seed/factories';
import { queueOf } from '../../platform/jobs';
import { LocalDiskStorage } from '../../platform/storage';
import { createTestApp, signIn, testConfig, type TestContext } from '../../../test/helpers';
import { IMPORT_JOB } from './run';
import { runOver, uploadFile, type ImportBase as Base } from './testing';
import { until } from '../../../test/until';
import { auditEntries } from '../../platform/testing';

let ctx: TestContext;
let cookie: string;
const onPostgres = process.env.TEST_DB === 'postgres';

beforeAll(async () => {
  ctx = await createTestApp();
  const user = await createUser(ctx.database.db, { role: 'Editor', modules: ['products', 'pricelist'] });
  cookie = await signIn(ctx.app, user.email, user.password);
});
afterAll(async () => {
  await ctx?.close();
});

async function prepared(base: Base, lines: string[]) {
  const res = await uploadFile(ctx.app, base, 'fichier.csv', Buffer.from(lines.join('\n'), 'utf8'), cookie);
  expect(res.statusCode, res.body).toBe(200);
  const up = res.json<{ id: string; sheets: { name: string; headerRow: number; mapping: object }[] }>();
  const sheet = up.sheets[0]!;
  return { id: up.id, body: { sheet: sheet.name, headerRow: sheet.headerRow, mapping: sheet.mapping } };
}

const get = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

async function queue(base: Base, id: string, body: object) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${base}/${id}/run`,
    payload: body,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(202);
  return res.json();
}

const settled = (base: Base, id: string) => runOver(() => get(`${base}/${id}`), id);

const importRow = async (id: string) =>
  (await ctx.database.db.select().from(importJobs).where(eq(importJobs.id, id)))[0]!;

async function insertProducts(prefix: string, n: number) {
  const rows = Array.from({ length: n }, (_, i) => {
    const reference = `${prefix}-${i}`;
    const name = `Produit ${reference}`;
    return { reference, name, price: '1', searchText: productSearchText({ name, reference }) };
  });
  for (let i = 0; i < rows.length; i += 1000)
    await ctx.database.db.insert(products).values(rows.slice(i, i + 1000));
}

const pricesOf = async (prefix: string) => {
  const [row] = await rowsOf<{ n: number }>(
    ctx.database.db,
    sql`select count(*)::int as n from product_zone_prices z join products p on p.id = z.product_id
        where p.reference like ${`${prefix}-%`}`,
  );
  return Number(row!.n);
};

describe('an import run is a job of the queue', () => {
  it('answers at once, completes in the background, and its progress and result are in the row', async () => {
    const lines = ['nom;référence;prix'];
    for (let i = 0; i < 5000; i += 1) lines.push(`Produit ${i};JOB-${i};${i},5`);
    const { id, body } = await prepared('/api/products/import', lines);
    const queued = await queue('/api/products/import', id, body);
    expect(queued).toEqual({
      id,
      fileName: 'fichier.csv',
      status: 'queued',
      progress: 0,
      rowsDone: 0,
      rowsTotal: null,
      error: null,
      summary: null,
    });
    const seen = new Set<string>();
    const done = await until(async () => {
      const job = await get(`/api/products/import/${id}`);
      seen.add(job.status);
      expect(job.progress).toBeGreaterThanOrEqual(0);
      expect(job.rowsDone).toBeLessThanOrEqual(job.rowsTotal ?? 0);
      return job.status === 'completed' || job.status === 'failed' ? job : undefined;
    }, 'the import');
    expect(done).toMatchObject({
      status: 'completed',
      progress: 100,
      rowsDone: 5000,
      rowsTotal: 5000,
      error: null,
      summary: { created: 5000, updated: 0, invalid: 0 },
    });
    expect([...seen].every((s) => ['queued', 'importing', 'completed'].includes(s))).toBe(true);
    const row = await importRow(id);
    expect(row).toMatchObject({ status: 'completed', rowsDone: 5000, rowsTotal: 5000, attempts: 1 });
    expect(row.finishedAt).not.toBeNull();
    const count = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(Number(count[0]!.n)).toBeGreaterThanOrEqual(5000);
  });

  it.runIf(onPostgres)(
    'writes its progress to the row while it runs, readable by another connection',
    async () => {
      // A trigger holds the run after its first batch while this test holds an advisory lock.
      const url = (ctx.database as { url?: string }).url!;
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      const db = ctx.database.db;
      await db.execute(sql`create sequence import_hold_seq`);
      await db.execute(sql`
        create function import_hold() returns trigger language plpgsql as $$
        begin
          if nextval('import_hold_seq') = 2 then perform pg_advisory_xact_lock_shared(424242); end if;
          return null;
        end $$`);
      await db.execute(
        sql`create trigger import_hold after insert on products for each statement execute function import_hold()`,
      );
      await holder.query('select pg_advisory_lock(424242)');
      try {
        const lines = ['nom;référence;prix'];
        for (let i = 0; i < 5000; i += 1) lines.push(`Tenu ${i};HOLD-${i};1`);
        const { id, body } = await prepared('/api/products/import', lines);
        await queue('/api/products/import', id, body);
        // The first batch (2,000 rows) is written; the second waits for the lock.
        const { rows } = await until(async () => {
          const r = await holder.query(
            'select status, rows_done, rows_total, progress from import_jobs where id = $1',
            [id],
          );
          return r.rows[0]?.rows_done === 2000 ? r : undefined;
        }, 'the first batch');
        expect(rows[0]).toEqual({ status: 'importing', rows_done: 2000, rows_total: 5000, progress: 40 });
        expect(await get(`/api/products/import/${id}`)).toMatchObject({
          status: 'importing',
          progress: 40,
          rowsDone: 2000,
          rowsTotal: 5000,
        });
        // Uncommitted: no product of the run is visible yet.
        const visible = await holder.query(
          "select count(*)::int as n from products where reference like 'HOLD-%'",
        );
        expect(visible.rows[0].n).toBe(0);
        await holder.query('select pg_advisory_unlock(424242)');
        expect(await settled('/api/products/import', id)).toMatchObject({
          status: 'completed',
          rowsDone: 5000,
        });
      } finally {
        await holder.end();
        await db.execute(sql`drop trigger if exists import_hold on products`);
        await db.execute(sql`drop function if exists import_hold()`);
        await db.execute(sql`drop sequence if exists import_hold_seq`);
      }
    },
  );

  it('retries a run after a transient failure, and the retry imports each row once', async () => {
    await insertProducts('RETRY', 2500);
    const lines = ['référence;zone;prix'];
    for (let i = 0; i < 2500; i += 1) lines.push(`RETRY-${i};France;${i},25`);
    const { id, body } = await prepared('/api/pricelists/import', lines);
    // The second statement writing prices fails once, as a serialization failure would; the first
    // batch (1,000 prices) was written in the run's transaction by then.
    const db = ctx.database.db;
    await db.execute(sql`create sequence import_fail_seq`);
    await db.execute(sql`
      create function import_fail() returns trigger language plpgsql as $$
      begin
        if nextval('import_fail_seq') = 2 then
          raise exception 'simulated serialization failure' using errcode = '40001';
        end if;
        return null;
      end $$`);
    await db.execute(
      sql`create trigger import_fail after insert on product_zone_prices for each statement execute function import_fail()`,
    );
    try {
      await queue('/api/pricelists/import', id, body);
      const done = await settled('/api/pricelists/import', id);
      expect(done).toMatchObject({ status: 'completed', summary: { created: 2500, updated: 0 } });
    } finally {
      await db.execute(sql`drop trigger if exists import_fail on product_zone_prices`);
      await db.execute(sql`drop function if exists import_fail()`);
      await db.execute(sql`drop sequence if exists import_fail_seq`);
    }
    expect((await importRow(id)).attempts).toBe(2);
    expect(await pricesOf('RETRY')).toBe(2500);
    const audits = await auditEntries(db, 'pricelist.import', id);
    expect(audits).toHaveLength(1);
  });

  it('a job delivered twice imports once', async () => {
    await insertProducts('TWICE', 30);
    const lines = ['référence;zone;prix'];
    for (let i = 0; i < 30; i += 1) lines.push(`TWICE-${i};Asie;3`);
    const { id, body } = await prepared('/api/pricelists/import', lines);
    await queue('/api/pricelists/import', id, body);
    const first = await settled('/api/pricelists/import', id);
    expect(first).toMatchObject({ status: 'completed', summary: { created: 30 } });
    // The same job again (as after a process died between the commit and the queue's receipt).
    const queueOfApp = queueOf(ctx.app);
    const again = await queueOfApp.send(IMPORT_JOB, { id });
    await until(
      async () => (await queueOfApp.get(IMPORT_JOB, again!))?.state === 'completed',
      'the second job',
    );
    expect(await pricesOf('TWICE')).toBe(30);
    const row = await importRow(id);
    expect(row).toMatchObject({ status: 'completed', attempts: 1 });
    expect(row.summary).toEqual(first.summary);
    const audits = await auditEntries(ctx.database.db, 'pricelist.import', id);
    expect(audits).toHaveLength(1);
  });

  it.runIf(!onPostgres)(
    'on the embedded database, a run left queued by a stopped process is queued again at start-up',
    async () => {
      await insertProducts('RESTART', 3);
      const { id, body } = await prepared('/api/pricelists/import', [
        'référence;zone;prix',
        'RESTART-0;Europe;1',
        'RESTART-1;Europe;2',
        'RESTART-2;Europe;3',
      ]);
      // As a process that claimed the run and stopped before running it would leave it.
      await ctx.database.db
        .update(importJobs)
        .set({
          status: 'importing',
          ...body,
          run: { skipInvalid: false, language: 'fr', actor: null, origin: { ip: null, userAgent: null } },
        })
        .where(eq(importJobs.id, id));
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'comptoir-restart-'));
      const restarted = await buildApp({
        database: ctx.database,
        config: testConfig(),
        logger: false,
        storage: ctx.app.storage instanceof LocalDiskStorage ? ctx.app.storage : new LocalDiskStorage(dir),
      });
      try {
        await restarted.ready();
        await until(async () => (await importRow(id)).status === 'completed', 'the run queued again');
        expect(await pricesOf('RESTART')).toBe(3);
        const rows = await ctx.database.db
          .select()
          .from(productZonePrices)
          .where(eq(productZonePrices.zone, 'Europe'));
        expect(rows.map((r) => r.price).sort()).toEqual(['1.00', '2.00', '3.00']);
      } finally {
        await restarted.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
