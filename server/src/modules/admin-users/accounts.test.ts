/**
 * User administration, the accounts: super-admin-only routes; creating, changing, promoting,
 * deactivating and deleting a user, and resetting a password, with the sessions they end; the last
 * active super administrator kept; and the audit log these changes write.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MODULE_KEYS } from '@comptoir/core/permissions';
import { auditLog, userCompanies, users } from '../../db/schema/index';
import { createCompany, createUser } from '../../db/seed/factories';
import { readSession } from '../../platform/auth/sessions';
import { signIn } from '../../../test/helpers';
import { deleteUser, setActive, toggleAdmin } from './service';
import { DUPLICATE, SELF, SUPER_ADMIN_ONLY, uniqueEmail, useAdminUsersApp, validCreate } from './testing';

const { f, people, cookies, post, get, sessionLive, userByEmail, auditOf } = useAdminUsersApp();

const ROUTES: { method: 'GET' | 'POST'; url: string; body?: object }[] = [
  { method: 'GET', url: '/api/admin-users/list-users' },
  { method: 'GET', url: '/api/admin-users/export' },
  { method: 'GET', url: '/api/admin-users/list-companies' },
  { method: 'POST', url: '/api/admin-users/create-user', body: {} },
  { method: 'POST', url: '/api/admin-users/update-user', body: {} },
  { method: 'POST', url: '/api/admin-users/update-modules', body: {} },
  { method: 'POST', url: '/api/admin-users/toggle-admin', body: {} },
  { method: 'POST', url: '/api/admin-users/set-active', body: {} },
  { method: 'POST', url: '/api/admin-users/delete-user', body: {} },
  { method: 'POST', url: '/api/admin-users/reset-password', body: {} },
  { method: 'GET', url: '/api/audit-log' },
  { method: 'GET', url: '/api/audit-log/export' },
];

describe('access', () => {
  it('declares every route super-admin only', () => {
    const mine = f.ctx.app.routeTable.filter(
      (r) => r.url.startsWith('/api/admin-users') || r.url.startsWith('/api/audit-log'),
    );
    expect(mine.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      ROUTES.map((r) => `${r.method} ${r.url}`).sort(),
    );
    for (const route of mine) expect(route.access.kind).toBe('super-admin');
  });

  it.each(ROUTES)('$method $url answers 401 without a session', async (route) => {
    const res = await f.ctx.app.inject({ method: route.method, url: route.url, payload: route.body });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });

  it.each(ROUTES)('$method $url answers 403 with the super-admin message to anyone else', async (route) => {
    const user = await createUser(f.db, { role: 'Admin', modules: [...MODULE_KEYS] });
    const cookie = await signIn(f.ctx.app, user.email, user.password);
    const res = await f.ctx.app.inject({
      method: route.method,
      url: route.url,
      payload: route.body,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'forbidden_super_admin', message: SUPER_ADMIN_ONLY });
  });
});

describe('create-user', () => {
  it('creates a confirmed user with modules, companies, role and status, and audits it', async () => {
    const company = await createCompany(f.db, 'Société Création');
    const body = validCreate({
      phone: '+33 6 12 34 56 78',
      role: 'Editor',
      companies: [company.id],
    });
    const res = await post('create-user', body);
    expect(res.statusCode).toBe(201);
    const { user, message } = res.json();
    expect(message).toBe('Utilisateur créé avec succès !');
    expect(user).toMatchObject({
      email: body.email,
      full_name: 'Nouvel Utilisateur',
      phone: '+33 6 12 34 56 78',
      role: 'Editor',
      status: 'Active',
      is_active: true,
      is_super_admin: false,
      modules: ['dashboard', 'tasks', 'products'],
      companies: [company.id],
      last_sign_in_at: null,
    });
    expect(user.email_confirmed_at).not.toBeNull();
    // The new user can sign in at once and sees their modules.
    const cookie = await signIn(f.ctx.app, body.email, body.password);
    const session = await get('/api/auth/session', cookie);
    expect(session.json().user.modules).toEqual(['dashboard', 'tasks', 'products']);
    expect(session.json().user.companies).toEqual([{ id: company.id, name: 'Société Création' }]);

    const [entry] = await auditOf(user.id, 'user.create');
    expect(entry).toMatchObject({
      actorId: people.admin.id,
      actorEmail: people.admin.email,
      targetLabel: body.email,
    });
    expect(entry!.after).toMatchObject({ email: body.email, role: 'Editor', companies: [company.id] });
    expect(entry!.ip).toBeTruthy();
    expect(JSON.stringify(entry)).not.toContain(body.password);
    expect(JSON.stringify(entry)).not.toMatch(/password/i);
  });

  it('defaults to role Viewer and status Active; isAdmin makes a Super Admin', async () => {
    const plain = await post('create-user', validCreate());
    expect(plain.json().user).toMatchObject({ role: 'Viewer', status: 'Active' });
    const superAdmin = await post('create-user', validCreate({ isAdmin: true, modules: [...MODULE_KEYS] }));
    expect(superAdmin.json().user).toMatchObject({ role: 'Super Admin', is_super_admin: true });
  });

  it('creates an inactive user who cannot sign in', async () => {
    const body = validCreate({ status: 'Inactive' });
    const res = await post('create-user', body);
    expect(res.json().user).toMatchObject({ status: 'Inactive', is_active: false });
    const login = await f.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: body.password },
    });
    expect(login.statusCode).toBe(403);
  });

  it('refuses an e-mail already used, in any letter case, with 409', async () => {
    const existing = await createUser(f.db, { email: uniqueEmail('Existant') });
    const res = await post('create-user', validCreate({ email: existing.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'user_already_exists', message: DUPLICATE });
  });

  it.each([
    [{ fullName: '' }, 'fullName', 'Le nom complet est requis'],
    [{ fullName: '   ' }, 'fullName', 'Le nom complet est requis'],
    [{ email: '' }, 'email', "L'adresse email est requise"],
    [{ email: 'pas-une-adresse' }, 'email', 'Veuillez entrer une adresse email valide'],
    [{ email: 'a@b.c' }, 'email', 'Veuillez entrer une adresse email valide'],
    [{ phone: '12345' }, 'phone', 'Le numéro de téléphone doit contenir au moins 10 chiffres'],
    [{ phone: 'abcdefghijkl' }, 'phone', 'Le numéro de téléphone doit contenir au moins 10 chiffres'],
    [{ password: '' }, 'password', 'Le mot de passe est requis'],
    [{ password: '12345' }, 'password', 'Le mot de passe doit contenir au moins 6 caractères'],
    [{ modules: [] }, 'modules', 'Au moins un module doit être sélectionné'],
    [{ modules: undefined }, 'modules', 'Au moins un module doit être sélectionné'],
    [{ role: 'Super Admin' }, 'role', 'Le rôle Super Admin va avec la case Super Administrateur.'],
    [{ companies: ['pas-un-uuid'] }, 'companies.0', 'Société invalide.'],
  ])('refuses %j: %s gets its French message', async (overrides, field, message) => {
    const body = validCreate(overrides);
    const res = await post('create-user', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation');
    expect(res.json().error.fields[field]).toBe(message);
    expect(await userByEmail(body.email)).toBeUndefined();
  });

  it('accepts a phone with a plus, spaces and dashes, and an empty phone as none', async () => {
    const a = await post('create-user', validCreate({ phone: '+33 6-12-34-56-78' }));
    expect(a.json().user.phone).toBe('+33 6-12-34-56-78');
    const b = await post('create-user', validCreate({ phone: '' }));
    expect(b.json().user.phone).toBeNull();
  });

  it('refuses a common password and accepts a 128-character one', async () => {
    const common = await post('create-user', validCreate({ password: 'password' }));
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fields.password).toBe(
      'Ce mot de passe fait partie des plus courants. Choisissez-en un moins prévisible.',
    );
    const long = 'Lg-'.padEnd(128, 'x7Q');
    expect(long).toHaveLength(128);
    const body = validCreate({ password: long });
    const res = await post('create-user', body);
    expect(res.statusCode).toBe(201);
    await signIn(f.ctx.app, body.email, long);
  });

  it('leaves nothing behind when a company does not exist', async () => {
    const company = await createCompany(f.db);
    const body = validCreate({ companies: [company.id, '00000000-0000-4000-8000-000000000000'] });
    const before = await f.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const res = await post('create-user', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.companies).toBe("Une des sociétés choisies n'existe pas.");
    expect(await userByEmail(body.email)).toBeUndefined();
    const after = await f.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('answers in English when asked', async () => {
    const res = await f.ctx.app.inject({
      method: 'POST',
      url: '/api/admin-users/create-user',
      payload: validCreate({ fullName: '' }),
      headers: { cookie: cookies.admin, 'x-comptoir-lang': 'en' },
    });
    expect(res.json().error.fields.fullName).toBe('Full name is required');
  });
});

describe('update-user, update-modules', () => {
  it('updates the profile, modules, companies and admin flag in one call, audited before/after', async () => {
    const company = await createCompany(f.db);
    const target = await createUser(f.db, { role: 'Editor', modules: ['dashboard'] });
    const res = await post('update-user', {
      userId: target.id,
      fullName: 'Nom Modifié',
      email: target.email,
      phone: '0612345678',
      role: 'Manager',
      status: 'Active',
      modules: ['orders', 'clients'],
      companies: [company.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Utilisateur modifié avec succès !');
    expect(res.json().user).toMatchObject({
      full_name: 'Nom Modifié',
      phone: '0612345678',
      role: 'Manager',
      modules: ['orders', 'clients'],
      companies: [company.id],
    });
    const [entry] = await auditOf(target.id, 'user.update');
    expect(entry!.before).toMatchObject({
      full_name: target.fullName,
      role: 'Editor',
      modules: ['dashboard'],
    });
    expect(entry!.after).toMatchObject({ full_name: 'Nom Modifié', role: 'Manager' });
  });

  it('refuses an e-mail of another user in another case', async () => {
    const other = await createUser(f.db, { email: uniqueEmail('Autre') });
    const target = await createUser(f.db);
    const res = await post('update-user', {
      userId: target.id,
      fullName: 'X',
      email: other.email.toLowerCase(),
      phone: null,
      role: 'Viewer',
      status: 'Active',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(DUPLICATE);
  });

  it('setting status Inactive ends the sessions; a super admin may not deactivate themselves', async () => {
    const target = await createUser(f.db);
    const cookie = await signIn(f.ctx.app, target.email, target.password);
    const res = await post('update-user', {
      userId: target.id,
      fullName: target.fullName,
      phone: null,
      role: 'Editor',
      status: 'Inactive',
    });
    expect(res.json().user).toMatchObject({ status: 'Inactive', is_active: false });
    expect(await sessionLive(cookie)).toBe(false);

    const self = await post('update-user', {
      userId: people.admin.id,
      fullName: people.admin.fullName,
      phone: null,
      role: 'Super Admin',
      status: 'Inactive',
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toBe(SELF);
    const selfDemote = await post('update-user', {
      userId: people.admin.id,
      fullName: people.admin.fullName,
      phone: null,
      role: 'Viewer',
      status: 'Active',
      isAdmin: false,
    });
    expect(selfDemote.statusCode).toBe(403);
  });

  it('refuses role Super Admin for a user who is not one', async () => {
    const target = await createUser(f.db);
    const res = await post('update-user', {
      userId: target.id,
      fullName: 'X',
      phone: null,
      role: 'Super Admin',
      status: 'Active',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.role).toBeTruthy();
  });

  it('update-modules sets modules and companies and is audited', async () => {
    const [a, b] = [await createCompany(f.db), await createCompany(f.db)];
    const target = await createUser(f.db, { companyIds: [a.id] });
    const res = await post('update-modules', { userId: target.id, modules: ['quotes'], companies: [b.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ modules: ['quotes'], companies: [b.id] });
    const rows = await f.db.select().from(userCompanies).where(eq(userCompanies.userId, target.id));
    expect(rows.map((r) => r.companyId)).toEqual([b.id]);
    const [entry] = await auditOf(target.id, 'user.update_modules');
    expect(entry!.before).toEqual({ modules: ['dashboard'], companies: [a.id] });
    expect(entry!.after).toEqual({ modules: ['quotes'], companies: [b.id] });

    const empty = await post('update-modules', { userId: target.id, modules: [], companies: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.modules).toBe('Au moins un module doit être sélectionné');
  });

  it('a failing update leaves the companies as they were', async () => {
    const a = await createCompany(f.db);
    const target = await createUser(f.db, { companyIds: [a.id] });
    const res = await post('update-modules', {
      userId: target.id,
      modules: ['tasks'],
      companies: ['00000000-0000-4000-8000-000000000001'],
    });
    expect(res.statusCode).toBe(400);
    const [row] = await f.db.select().from(users).where(eq(users.id, target.id));
    expect(row!.modules).toEqual(['dashboard']);
    const rows = await f.db.select().from(userCompanies).where(eq(userCompanies.userId, target.id));
    expect(rows.map((r) => r.companyId)).toEqual([a.id]);
  });
});

describe('toggle-admin, set-active, delete-user', () => {
  it('granting sets Super Admin, removing sets Viewer; both audited', async () => {
    const target = await createUser(f.db, { role: 'Editor' });
    const grant = await post('toggle-admin', { userId: target.id, isAdmin: true });
    expect(grant.statusCode).toBe(200);
    expect(grant.json().message).toBe('Privilèges administrateur accordés avec succès');
    expect(grant.json().user).toMatchObject({ is_super_admin: true, role: 'Super Admin' });
    const remove = await post('toggle-admin', { userId: target.id, isAdmin: false });
    expect(remove.json().message).toBe('Privilèges administrateur retirés avec succès');
    expect(remove.json().user).toMatchObject({ is_super_admin: false, role: 'Viewer' });
    const entries = await auditOf(target.id, 'user.set_admin');
    expect(entries.map((e) => e.after)).toEqual(
      expect.arrayContaining([
        { is_super_admin: true, role: 'Super Admin' },
        { is_super_admin: false, role: 'Viewer' },
      ]),
    );
  });

  it('set-active flips is_active and status; deactivation ends every session', async () => {
    const target = await createUser(f.db);
    const c1 = await signIn(f.ctx.app, target.email, target.password);
    const c2 = await signIn(f.ctx.app, target.email, target.password, { rememberMe: true });
    const off = await post('set-active', { userId: target.id, isActive: false });
    expect(off.json()).toMatchObject({
      message: 'Utilisateur désactivé avec succès',
      user: { is_active: false, status: 'Inactive' },
    });
    expect(await sessionLive(c1)).toBe(false);
    expect(await sessionLive(c2)).toBe(false);
    const on = await post('set-active', { userId: target.id, isActive: true });
    expect(on.json()).toMatchObject({
      message: 'Utilisateur activé avec succès',
      user: { is_active: true, status: 'Active' },
    });
    const [entry] = await auditOf(target.id, 'user.set_active');
    expect(entry).toBeTruthy();
  });

  it('delete-user removes the user, ends their sessions, keeps an audit entry', async () => {
    const company = await createCompany(f.db);
    const target = await createUser(f.db, { companyIds: [company.id] });
    const cookie = await signIn(f.ctx.app, target.email, target.password);
    const res = await post('delete-user', { userId: target.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Utilisateur supprimé avec succès');
    expect(await userByEmail(target.email)).toBeUndefined();
    expect(await sessionLive(cookie)).toBe(false);
    const [entry] = await auditOf(target.id, 'user.delete');
    expect(entry!.before).toMatchObject({ email: target.email, companies: [company.id] });
    expect(entry!.after).toBeNull();
  });

  it.each([
    ['toggle-admin', { isAdmin: false }],
    ['set-active', { isActive: false }],
    ['delete-user', {}],
  ])('%s on oneself is refused with 403', async (action, extra) => {
    const res = await post(action, { userId: people.admin.id, ...extra });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'forbidden_self', message: SELF });
    const [row] = await f.db.select().from(users).where(eq(users.id, people.admin.id));
    expect(row).toMatchObject({ isSuperAdmin: true, isActive: true });
  });

  it.each(['update-user', 'update-modules', 'toggle-admin', 'set-active', 'delete-user', 'reset-password'])(
    '%s on an unknown user answers 404',
    async (action) => {
      const res = await post(action, {
        userId: '00000000-0000-4000-8000-00000000abcd',
        isAdmin: true,
        isActive: true,
        modules: ['dashboard'],
        companies: [],
        fullName: 'X',
        phone: null,
        role: 'Viewer',
        status: 'Active',
        newPassword: 'Un-Autre-Mot-De-Passe',
      });
      expect(res.statusCode).toBe(404);
    },
  );

  it('refuses an invalid userId with 400', async () => {
    const res = await post('delete-user', { userId: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.userId).toBe("Identifiant d'utilisateur invalide.");
  });
});

describe('the last active super administrator', () => {
  /** An actor whose own account is no longer an active super admin (changed in the meantime). */
  async function staleActor() {
    const actor = await createUser(f.db, { isSuperAdmin: true });
    const cookie = await signIn(f.ctx.app, actor.email, actor.password);
    const auth = (await readSession(f.db, cookie.split('=')[1]))!;
    await f.db.update(users).set({ isSuperAdmin: false }).where(eq(users.id, actor.id));
    const request = { ip: '127.0.0.1', headers: {} } as unknown as FastifyRequest;
    return { db: f.db, request, auth };
  }

  it('cannot be removed, deactivated or deleted', async () => {
    const db = f.db;
    // Make `admin` the only active super admin.
    await db
      .update(users)
      .set({ isSuperAdmin: false })
      .where(and(eq(users.isSuperAdmin, true), sql`${users.id} <> ${people.admin.id}`));
    const actor = await staleActor();
    await expect(toggleAdmin(actor, { userId: people.admin.id, isAdmin: false })).rejects.toMatchObject({
      statusCode: 409,
      code: 'last_super_admin',
    });
    await expect(setActive(actor, { userId: people.admin.id, isActive: false })).rejects.toMatchObject({
      statusCode: 409,
    });
    await expect(deleteUser(actor, { userId: people.admin.id })).rejects.toMatchObject({ statusCode: 409 });
    const [row] = await db.select().from(users).where(eq(users.id, people.admin.id));
    expect(row).toMatchObject({ isSuperAdmin: true, isActive: true });
    // Nothing was audited for the refused attempts.
    expect(await auditOf(people.admin.id, 'user.set_admin')).toEqual([]);
  });

  it('two super admins removing each other at once leave one of them', async () => {
    const other = await createUser(f.db, { isSuperAdmin: true });
    const otherCookie = await signIn(f.ctx.app, other.email, other.password);
    const [a, b] = await Promise.all([
      post('set-active', { userId: other.id, isActive: false }),
      post('set-active', { userId: people.admin.id, isActive: false }, otherCookie),
    ]);
    expect([a.statusCode, b.statusCode].filter((s) => s === 200)).toHaveLength(1);
    for (const res of [a, b]) expect(res.statusCode).toBeLessThan(500);
    const [row] = await f.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.isSuperAdmin, true), eq(users.isActive, true)));
    expect(row!.n).toBeGreaterThanOrEqual(1);
    // Put things back for the other tests: `admin` active and signed in.
    await f.db.update(users).set({ isActive: true, status: 'Active' }).where(eq(users.id, people.admin.id));
    cookies.admin = await signIn(f.ctx.app, people.admin.email, people.admin.password);
    expect(await sessionLive(cookies.admin)).toBe(true);
  });
});

describe('reset-password', () => {
  it('sets the new password, ends the sessions, and the old password fails', async () => {
    const target = await createUser(f.db, { fullName: 'Jeanne Martin' });
    const cookie = await signIn(f.ctx.app, target.email, target.password);
    const res = await post('reset-password', { userId: target.id, newPassword: 'Tout-Nouveau-2026!' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Mot de passe réinitialisé avec succès pour Jeanne Martin');
    expect(await sessionLive(cookie)).toBe(false);
    const old = await f.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: target.email, password: target.password },
    });
    expect(old.statusCode).toBe(401);
    await signIn(f.ctx.app, target.email, 'Tout-Nouveau-2026!');
    const [entry] = await auditOf(target.id, 'user.reset_password');
    expect(entry).toBeTruthy();
    expect(JSON.stringify(entry)).not.toContain('Tout-Nouveau-2026!');
  });

  it.each([
    ['', 'Le nouveau mot de passe est requis'],
    ['12345', 'Le mot de passe doit contenir au moins 6 caractères'],
    ['123456', 'Ce mot de passe fait partie des plus courants. Choisissez-en un moins prévisible.'],
  ])('refuses %j', async (newPassword, message) => {
    const target = await createUser(f.db);
    const res = await post('reset-password', { userId: target.id, newPassword });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.newPassword).toBe(message);
    await signIn(f.ctx.app, target.email, target.password);
  });
});

describe('audit log', () => {
  it('lists newest first with filters on action, actor, target and dates, and paginates', async () => {
    const target = await createUser(f.db, { email: uniqueEmail('journal') });
    await post('set-active', { userId: target.id, isActive: false });
    await post('set-active', { userId: target.id, isActive: true });
    await post('toggle-admin', { userId: target.id, isAdmin: true });
    await post('toggle-admin', { userId: target.id, isAdmin: false });

    const byTarget = await get(`/api/audit-log?target=${encodeURIComponent(target.email)}`);
    expect(byTarget.statusCode).toBe(200);
    const items = byTarget.json().items;
    expect(items.map((e: { action: string }) => e.action)).toEqual([
      'user.set_admin',
      'user.set_admin',
      'user.set_active',
      'user.set_active',
    ]);
    expect(items[0].after).toEqual({ is_super_admin: false, role: 'Viewer' });
    const dates = items.map((e: { createdAt: string }) => e.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(byTarget.json().actions).toEqual(expect.arrayContaining(['user.set_admin', 'user.set_active']));

    const onlyActive = await get(`/api/audit-log?target=${target.id}&action=user.set_active`);
    expect(onlyActive.json().total).toBe(2);
    const byActor = await get(
      `/api/audit-log?target=${target.id}&actor=${encodeURIComponent(people.admin.email.toUpperCase())}`,
    );
    expect(byActor.json().total).toBe(4);
    const nobody = await get(`/api/audit-log?target=${target.id}&actor=personne`);
    expect(nobody.json().total).toBe(0);

    const today = new Date().toISOString().slice(0, 10);
    const todays = await get(`/api/audit-log?target=${target.id}&from=${today}&to=${today}`);
    expect(todays.json().total).toBe(4);
    const past = await get(`/api/audit-log?target=${target.id}&to=2000-01-01`);
    expect(past.json().total).toBe(0);

    const page2 = await get(`/api/audit-log?target=${target.id}&pageSize=3&page=2`);
    expect(page2.json()).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.json().items).toHaveLength(1);

    const bad = await get('/api/audit-log?from=2026-13-45');
    expect(bad.statusCode).toBe(400);
  });

  it('exports the filtered entries as a JSON file', async () => {
    const target = await createUser(f.db);
    await post('set-active', { userId: target.id, isActive: false });
    const res = await get(`/api/audit-log/export?target=${target.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="journal-audit-/);
    expect(res.json()).toHaveLength(1);
    expect(res.json()[0]).toMatchObject({ action: 'user.set_active', actorEmail: people.admin.email });
  });

  it('never stores a password or a hash', async () => {
    const rows = await f.db.select().from(auditLog);
    expect(rows.length).toBeGreaterThan(5);
    const text = JSON.stringify(rows.map((r) => [r.before, r.after]));
    expect(text).not.toMatch(/"password"|password_hash|passwordHash|newPassword|\$argon2/);
  });
});
