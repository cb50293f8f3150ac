/**
 * Leaving demo mode (issue 29 §2, decision 0035): every demo record, the demo accounts and their
 * stored files go in one transaction; the company's records stay; all or nothing; super
 * administrators only; the login screen's panel and the session's banner flag follow.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DemoModeResponse, LeaveDemoResponse } from '@comptoir/core/modules/settings';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { DEMO_ACCOUNTS } from '../../db/seed/demo';
import { newKey } from '../../platform/storage';
import { isSessionLive, signIn } from '../../../test/helpers';
import { onPostgres, useTestApp } from '../../../test/fixture';
import { REAL_BOSS, useDemoApp } from '../../../test/demo-app';
import { STORAGE_KEY_COLUMNS } from './demo-mode';

const DEMO_ADMIN = DEMO_ACCOUNTS.find((a) => a.isSuperAdmin)!;
const REAL_ADMIN = {
  fullName: 'Inès Garnier',
  email: 'ines.garnier@entreprise.test',
  password: 'Vrai-Mot-De-Passe-42',
};

/** Rows flagged demo, by table (every table with an `is_demo` column), and the stored files' keys. */
async function demoRows(db: Db): Promise<Record<string, number>> {
  const tables = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.columns
      where column_name = 'is_demo' and table_schema = current_schema() order by table_name`,
  );
  const out: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = await rowsOf<{ n: number | string }>(
      db,
      sql.raw(`select count(*) as n from ${table_name} where is_demo`),
    );
    out[table_name] = Number(row!.n);
  }
  return out;
}

const meta = async (db: Db) => rowsOf(db, sql`select key from app_meta where key = 'demo'`);

describe('the stored files leaving demo mode looks at', () => {
  const f = useTestApp();
  it('are every storage key column of the schema', async () => {
    const columns = await rowsOf<{ table_name: string; column_name: string }>(
      f.db,
      sql`select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and column_name like '%key'
          and column_name not in ('key', 'party_key', 'client_key', 'product_key')`,
    );
    const found = columns.map((c) => `${c.table_name}.${c.column_name}`).sort();
    expect(found).toEqual(STORAGE_KEY_COLUMNS.map(([t, c]) => `${t}.${c}`).sort());
  });
});

describe('leaving demo mode: refusals, all or nothing', () => {
  const f = useDemoApp({
    real: REAL_BOSS,
    admin: { role: 'Admin', modules: ['dashboard', 'settings', 'clients', 'orders'] },
  });

  it('answers 401 without a session and 403 to anyone but a super administrator', async () => {
    expect((await f.call('GET', '/api/settings/demo', undefined, null)).statusCode).toBe(401);
    expect((await f.call('POST', '/api/settings/leave-demo', {}, null)).statusCode).toBe(401);
    expect((await f.call('GET', '/api/settings/demo', undefined, f.cookies.admin)).statusCode).toBe(403);
    const res = await f.call('POST', '/api/settings/leave-demo', {}, f.cookies.admin);
    expect(res.statusCode).toBe(403);
    expect((await demoRows(f.db)).users).toBe(11);
  });

  it('refuses (409, in French, naming it) while a real order needs a demo client, and deletes nothing', async () => {
    const [client] = await rowsOf<{ id: string; name: string }>(
      f.db,
      sql`select id, name from clients where is_demo order by name limit 1`,
    );
    const order = await f.call('POST', '/api/orders', {
      clientId: client!.id,
      items: [{ productName: 'Commande réelle', quantity: 1, unitPrice: '10.00' }],
    });
    expect(order.statusCode, order.body).toBe(201);
    const reference = order.json().order.reference as string;
    const before = await demoRows(f.db);

    const preview = (await f.call('GET', '/api/settings/demo')).json() as DemoModeResponse;
    expect(preview).toMatchObject({ active: true, adminRequired: false, endsSession: false });
    expect(preview.blockers).toEqual([
      `Commandes d'un client ou d'une société de démonstration (1) : ${reference}`,
    ]);
    expect(preview.counts.files).toBeNull();

    const res = await f.call('POST', '/api/settings/leave-demo', {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Impossible de quitter le mode démonstration : des enregistrements de votre entreprise dépendent de données de démonstration. ' +
        `Commandes d'un client ou d'une société de démonstration (1) : ${reference}`,
    );
    expect(await demoRows(f.db)).toEqual(before);
    await f.db.execute(sql`delete from orders where reference = ${reference}`);
  });

  it.runIf(onPostgres)('counts no file rather than wait for a demo row another request holds', async () => {
    const started = Date.now();
    await f.db.transaction(async (tx) => {
      await tx.execute(sql`select id from orders where is_demo for update`);
      const res = await f.call('GET', '/api/settings/demo');
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as DemoModeResponse).counts).toMatchObject({ orders: 3, files: null });
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('deletes nothing when the administrator given with it is refused (after the deletions began)', async () => {
    const before = await demoRows(f.db);
    const preview = (await f.call('GET', '/api/settings/demo')).json() as DemoModeResponse;
    expect(preview.blockers).toEqual([]);
    expect(preview.counts).toMatchObject({ accounts: 11, clients: 6, files: 0 });
    expect(await demoRows(f.db)).toEqual(before); // the preview's dry run was rolled back

    // A password of the common list: refused by the creation, inside the transaction.
    const weak = await f.call('POST', '/api/settings/leave-demo', {
      admin: { ...REAL_ADMIN, password: 'password' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toEqual({
      'admin.password': 'Ce mot de passe fait partie des plus courants. Choisissez-en un moins prévisible.',
    });
    expect(await demoRows(f.db)).toEqual(before);

    // An e-mail another account has.
    const taken = await f.call('POST', '/api/settings/leave-demo', {
      admin: { ...REAL_ADMIN, email: f.users.admin.email },
    });
    expect(taken.statusCode).toBe(409);
    expect(await demoRows(f.db)).toEqual(before);
    expect(await meta(f.db)).toHaveLength(1);
    const panel = (await f.call('GET', '/api/auth/demo-accounts', undefined, null)).json();
    expect(panel.accounts).toHaveLength(DEMO_ACCOUNTS.length);

    // Invalid fields are refused before anything.
    const invalid = await f.call('POST', '/api/settings/leave-demo', { admin: { fullName: '', email: 'x' } });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().error.fields).sort()).toEqual([
      'admin.email',
      'admin.fullName',
      'admin.password',
    ]);
  });
});

describe('leaving demo mode as the demo super administrator', () => {
  const f = useDemoApp({ seller: { role: 'Manager', modules: ['dashboard', 'clients', 'products'] } });

  it('deletes every demo record, file and account in one go and keeps what the company made', async () => {
    const { storage } = f.ctx.app;
    // The company's own records: a client made through the API by a real user, a product of a demo supplier.
    const made = await f.call('POST', '/api/clients', {
      name: 'Client réel',
      email: 'client@reel.test',
      newCompany: { name: 'Entreprise réelle' },
      zone: 'France',
    });
    expect(made.statusCode, made.body).toBe(201);
    const [supplier] = await rowsOf<{ id: string }>(
      f.db,
      sql`select id from suppliers where is_demo limit 1`,
    );
    const realKey = newKey('products/images', 'png');
    const demoKey = newKey('products/images', 'png');
    await storage.put(realKey, Buffer.from('réel'));
    await storage.put(demoKey, Buffer.from('démo'));
    await f.db.execute(
      sql`insert into products (reference, name, supplier_id, image_key) values ('REEL-1', 'Produit réel', ${supplier!.id}, ${realKey})`,
    );
    await f.db.execute(sql`update products set image_key = ${demoKey} where reference = 'DEMO-ELE-001'`);

    const demoCookie = await signIn(f.ctx.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect((await f.call('GET', '/api/auth/session', undefined, demoCookie)).json().demoAccounts).toBe(true);
    // Demo rates (issue 30 §4): with no rate fetched, a CNY amount converts at the '(démo)' one.
    const cny = async () =>
      (
        await f.call('POST', '/api/currencies/convert', { amount: '78', from: 'CNY', to: 'EUR' }, demoCookie)
      ).json();
    expect(await cny()).toMatchObject({
      unavailable: false,
      amount: '10.00',
      source: 'demo',
      path: 'inverse',
    });
    const preview = (
      await f.call('GET', '/api/settings/demo', undefined, demoCookie)
    ).json() as DemoModeResponse;
    expect(preview).toMatchObject({ active: true, adminRequired: true, endsSession: true, blockers: [] });
    expect(preview.counts).toEqual({
      accounts: 11,
      companies: 3,
      clients: 6,
      suppliers: 6, // the catalogue's five and the purchasing demo's Ningbo Ocean Trading
      products: 21,
      demandes: 4,
      tasks: 22,
      quotes: 3,
      orders: 3,
      invoices: 5,
      files: 1,
    });

    // No real super administrator: one must be given.
    const missing = await f.call('POST', '/api/settings/leave-demo', {}, demoCookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toMatch(/^Indiquez le nom complet, l'email et le mot de passe/);

    const res = await f.call('POST', '/api/settings/leave-demo', { admin: REAL_ADMIN }, demoCookie);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as LeaveDemoResponse;
    expect(answer).toMatchObject({
      signedOut: true,
      deleted: preview.counts,
      admin: { email: REAL_ADMIN.email },
    });
    expect(answer.message).toBe(
      'Mode démonstration quitté : les données et les comptes de démonstration ont été supprimés.',
    );
    expect(res.cookies.find((c) => c.name === 'comptoir_session')?.value).toBe('');

    // Nothing of the demo is left; the company's records are.
    expect(Object.values(await demoRows(f.db)).every((n) => n === 0)).toBe(true);
    expect(await rowsOf(f.db, sql`select 1 from exchange_rates where source = 'demo'`)).toHaveLength(0);
    expect(await meta(f.db)).toHaveLength(0);
    const names = await rowsOf<{ name: string }>(
      f.db,
      sql`select name from clients union all select name from companies union all select name from products
        union all select name from suppliers union all select full_name from users order by 1`,
    );
    expect(names.map((n) => n.name)).toEqual([
      'Client réel',
      'Entreprise réelle',
      REAL_ADMIN.fullName,
      'Produit réel',
      f.users.seller.fullName,
    ]);
    const [product] = await rowsOf<{ supplier_id: string | null }>(
      f.db,
      sql`select supplier_id from products where reference = 'REEL-1'`,
    );
    expect(product!.supplier_id).toBeNull(); // detached from the demo supplier
    expect(await storage.exists(demoKey)).toBe(false);
    expect(await storage.exists(realKey)).toBe(true);

    // The demo identity and the numbers only demo documents took are given back.
    expect(await rowsOf(f.db, sql`select key from app_settings where key = 'company'`)).toHaveLength(0);
    const counters = await rowsOf<{ last_number: number }>(
      f.db,
      sql`select last_number from document_counters`,
    );
    expect(counters.map((c) => Number(c.last_number))).toEqual(counters.map(() => 0));

    // Audited, with the demo actor's e-mail kept.
    const [entry] = await rowsOf<{ actor_email: string; before: Record<string, number> }>(
      f.db,
      sql`select actor_email, before from audit_log where action = 'demo.leave'`,
    );
    expect(entry).toMatchObject({ actor_email: DEMO_ADMIN.email, before: { accounts: 11, invoices: 5 } });

    // The demo session is over, the panel is empty, and the real administrator signs in without a banner.
    expect(await isSessionLive(f.ctx.app, demoCookie)).toBe(false);
    expect((await f.call('GET', '/api/auth/demo-accounts', undefined, null)).json()).toEqual({
      demo: false,
      accounts: [],
    });
    const realCookie = await signIn(f.ctx.app, REAL_ADMIN.email, REAL_ADMIN.password);
    expect((await f.call('GET', '/api/auth/session', undefined, realCookie)).json()).toMatchObject({
      user: { is_super_admin: true },
      demoAccounts: false,
    });
    const after = (
      await f.call('GET', '/api/settings/demo', undefined, realCookie)
    ).json() as DemoModeResponse;
    expect(after).toMatchObject({ active: false, adminRequired: false, blockers: [] });
  });
});
