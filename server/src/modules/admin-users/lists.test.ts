/** User administration, the lists: the users (search, filters, pages, sorts), their export and the companies. */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { USER_EXPORT_FIELDS } from '@comptoir/core/modules/admin-users';
import { users } from '../../db/schema/index';
import { createCompany, createUser } from '../../db/seed/factories';
import { useAdminUsersApp } from './testing';

const { f, get } = useAdminUsersApp();

describe('list-users, export, list-companies', () => {
  it('searches by name or e-mail in any case, filters by role and status, paginates and sorts', async () => {
    const tag = `zq${Date.now()}`;
    for (let i = 0; i < 5; i += 1) {
      await createUser(f.db, {
        fullName: `Membre ${tag} ${String.fromCharCode(65 + i)}`,
        role: i < 2 ? 'Manager' : 'Viewer',
        isActive: i !== 4,
        status: i === 4 ? 'Inactive' : 'Active',
      });
    }
    await createUser(f.db, { email: `${tag}@MAIL.test`, fullName: 'Par Email', role: 'Viewer' });

    const all = await get(`/api/admin-users/list-users?q=${tag.toUpperCase()}`);
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(6);

    const managers = await get(`/api/admin-users/list-users?q=${tag}&role=Manager`);
    expect(managers.json().users.map((u: { role: string }) => u.role)).toEqual(['Manager', 'Manager']);

    const inactive = await get(`/api/admin-users/list-users?q=${tag}&status=inactive`);
    expect(inactive.json().total).toBe(1);
    expect(inactive.json().users[0].is_active).toBe(false);
    const active = await get(`/api/admin-users/list-users?q=${tag}&status=active`);
    expect(active.json().total).toBe(5);

    const page1 = await get(
      `/api/admin-users/list-users?q=Membre ${tag}&sort=full_name&order=asc&pageSize=2`,
    );
    const page3 = await get(
      `/api/admin-users/list-users?q=Membre ${tag}&sort=full_name&order=asc&pageSize=2&page=3`,
    );
    expect(page1.json()).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(page1.json().users.map((u: { full_name: string }) => u.full_name.slice(-1))).toEqual(['A', 'B']);
    expect(page3.json().users.map((u: { full_name: string }) => u.full_name.slice(-1))).toEqual(['E']);
    const desc = await get(
      `/api/admin-users/list-users?q=Membre ${tag}&sort=full_name&order=desc&pageSize=1`,
    );
    expect(desc.json().users[0].full_name.slice(-1)).toBe('E');

    // Wildcards are text, not patterns.
    const percent = await get('/api/admin-users/list-users?q=%25%25%25');
    expect(percent.json().total).toBe(0);
  });

  it('lists records with the specification fields', async () => {
    const res = await get('/api/admin-users/list-users?pageSize=1');
    expect(Object.keys(res.json().users[0]).sort()).toEqual(
      [
        'id',
        'email',
        'full_name',
        'phone',
        'role',
        'status',
        'is_active',
        'is_super_admin',
        'modules',
        'companies',
        'created_at',
        'last_sign_in_at',
        'email_confirmed_at',
      ].sort(),
    );
  });

  it('counts in SQL: total, super admins, admins, active, inactive, new in 30 days', async () => {
    const before = (await get('/api/admin-users/list-users')).json().counts;
    await createUser(f.db, { isSuperAdmin: true });
    await createUser(f.db, { role: 'Admin' });
    await createUser(f.db, { isActive: false, status: 'Inactive' });
    const old = await createUser(f.db);
    await f.db
      .update(users)
      .set({ createdAt: sql`now() - interval '40 days'` })
      .where(eq(users.id, old.id));
    const after = (await get('/api/admin-users/list-users?q=nothing-matches-this')).json();
    expect(after.users).toEqual([]);
    expect(after.counts).toEqual({
      total: before.total + 4,
      superAdmins: before.superAdmins + 1,
      admins: before.admins + 2,
      active: before.active + 3,
      inactive: before.inactive + 1,
      newLast30Days: before.newLast30Days + 3,
    });
  });

  it('refuses bad list parameters with 400', async () => {
    for (const q of [
      'page=0',
      'pageSize=1000',
      'role=Chef',
      'status=maybe',
      'sort=password_hash',
      'order=up',
    ]) {
      const res = await get(`/api/admin-users/list-users?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });

  it('exports the filtered users as a JSON file with exactly the specification fields', async () => {
    const tag = `exp${Date.now()}`;
    const u = await createUser(f.db, {
      fullName: `Export ${tag}`,
      role: 'Manager',
      modules: ['dashboard', 'orders'],
    });
    await createUser(f.db, { fullName: `Export ${tag} off`, isActive: false, status: 'Inactive' });
    const res = await get(`/api/admin-users/export?q=${tag}&sort=full_name&order=asc`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="utilisateurs-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const rows = res.json();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(Object.keys(row)).toEqual(USER_EXPORT_FIELDS);
    expect(rows[0]).toEqual({
      email: u.email,
      full_name: `Export ${tag}`,
      role: 'Manager',
      status: 'Actif',
      created_at: u.createdAt.toISOString(),
      last_sign_in_at: null,
      modules: 'dashboard, orders',
      is_super_admin: false,
    });
    expect(rows[1].status).toBe('Désactivé');
    const onlyActive = await get(`/api/admin-users/export?q=${tag}&status=active`);
    expect(onlyActive.json()).toHaveLength(1);
  });

  it('lists companies by name', async () => {
    await createCompany(f.db, 'Zèbre SA');
    await createCompany(f.db, 'Abeille SARL');
    const res = await get('/api/admin-users/list-companies');
    const names: string[] = res.json().companies.map((c: { name: string }) => c.name);
    expect(names.indexOf('Abeille SARL')).toBeLessThan(names.indexOf('Zèbre SA'));
    expect(Object.keys(res.json().companies[0]).sort()).toEqual(['id', 'name']);
  });
});
