import { afterEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { products, users } from '../db/schema/index';
import { DEMO_ACCOUNTS } from '../db/seed/demo';
import { bootstrap } from './bootstrap';
import { verifyPassword } from './auth/password';
import { createTestDatabase, testConfig } from '../../test/helpers';
import { buildApp } from '../app';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});
async function freshDb() {
  const t = await createTestDatabase();
  cleanups.push(t.cleanup);
  return t.database;
}

describe('start-up bootstrap', () => {
  it('creates the configured super administrator when missing', async () => {
    const database = await freshDb();
    const report = await bootstrap(
      database,
      testConfig({ adminEmail: 'Boss@Example.test', adminPassword: 'long-enough', demo: false }),
    );
    expect(report).toEqual({ admin: 'created', demo: false });
    const [row] = await database.db.select().from(users);
    expect(row).toMatchObject({
      email: 'Boss@Example.test',
      isSuperAdmin: true,
      isActive: true,
      role: 'Super Admin',
    });
    expect(await verifyPassword(row!.passwordHash, 'long-enough')).toBe(true);
  });

  it('promotes and reactivates an existing account without touching its password', async () => {
    const database = await freshDb();
    await bootstrap(
      database,
      testConfig({ adminEmail: 'boss@example.test', adminPassword: 'first-password', demo: false }),
    );
    await database.db
      .update(users)
      .set({ isSuperAdmin: false, isActive: false, status: 'Inactive', role: 'Viewer' });
    const report = await bootstrap(
      database,
      testConfig({ adminEmail: 'BOSS@example.test', adminPassword: 'second-password', demo: false }),
    );
    expect(report.admin).toBe('updated');
    const rows = await database.db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ isSuperAdmin: true, isActive: true, status: 'Active' });
    expect(await verifyPassword(rows[0]!.passwordHash, 'first-password')).toBe(true);
    expect(await verifyPassword(rows[0]!.passwordHash, 'second-password')).toBe(false);
  });

  it('refuses to create an administrator without a usable password', async () => {
    const database = await freshDb();
    await expect(
      bootstrap(database, testConfig({ adminEmail: 'boss@example.test', adminPassword: '123' })),
    ).rejects.toThrow(/COMPTOIR_ADMIN_PASSWORD/);
  });

  it('loads labelled demo data on an empty embedded database only, and lists the accounts', async () => {
    const database = await freshDb();
    const report = await bootstrap(database, testConfig({ demo: undefined }));
    expect(report.demo).toBe(database.kind === 'pglite');
    if (!report.demo) return;
    const rows = await database.db.select().from(users);
    // The demo accounts one signs in with, plus the team's demo people (no usable password).
    expect(rows.length).toBeGreaterThan(DEMO_ACCOUNTS.length);
    for (const account of DEMO_ACCOUNTS) expect(rows.map((r) => r.email)).toContain(account.email);
    expect(rows.every((r) => r.isDemo && r.fullName.includes('(démo)'))).toBe(true);
    const demoProducts = await database.db.select({ name: products.name }).from(products);
    expect(demoProducts.length).toBeGreaterThan(10);
    expect(demoProducts.every((p) => p.name.includes('(démo)'))).toBe(true);
    const again = await bootstrap(database, testConfig({ demo: true }));
    expect(again.demo).toBe(false);
    const app = await buildApp({ database, config: testConfig(), logger: false });
    cleanups.push(() => app.close());
    const listed = (await app.inject({ url: '/api/auth/demo-accounts' })).json();
    expect(listed.demo).toBe(true);
    expect(listed.accounts.map((a: { email: string }) => a.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
    for (const account of DEMO_ACCOUNTS) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password },
      });
      expect(res.statusCode, account.email).toBe(200);
      expect(res.json().user.is_super_admin).toBe(account.isSuperAdmin);
    }
    // A demo account whose password its user changed is no longer offered with the old one.
    const [changed, ...others] = DEMO_ACCOUNTS;
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: changed!.email, password: changed!.password },
    });
    const cookie = `comptoir_session=${signedIn.cookies.find((c) => c.name === 'comptoir_session')!.value}`;
    const newPassword = await app.inject({
      method: 'POST',
      url: '/api/settings/password',
      headers: { cookie },
      payload: { currentPassword: changed!.password, newPassword: 'Un-Autre-Mot-De-Passe-42' },
    });
    expect(newPassword.statusCode).toBe(200);
    const after = (await app.inject({ url: '/api/auth/demo-accounts' })).json();
    expect(after.demo).toBe(true);
    expect(after.accounts.map((a: { email: string }) => a.email)).toEqual(others.map((a) => a.email));
    const [sourcing] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'sourcing@comptoir.demo'));
    expect(sourcing!.modules).not.toEqual([]);
  });

  it('loads no demo data with COMPTOIR_DEMO=0, and the panel stays empty', async () => {
    const database = await freshDb();
    const report = await bootstrap(database, testConfig({ demo: false }));
    expect(report.demo).toBe(false);
    const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(count!.n).toBe(0);
    const app = await buildApp({ database, config: testConfig(), logger: false });
    cleanups.push(() => app.close());
    expect((await app.inject({ url: '/api/auth/demo-accounts' })).json()).toEqual({
      demo: false,
      accounts: [],
    });
  });
});
