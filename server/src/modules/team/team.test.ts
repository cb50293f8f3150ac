import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { listMembersQuery, memberPatch } from '@comptoir/core/modules/team';
import { auditLog, tasks, teamMembers, users } from '../../db/schema/index';
import { createUser, setUserActive } from '../../db/seed/factories';
import { createTestApp, signIn } from '../../../test/helpers';
import { UNKNOWN_ID, collectionRoutes, expectStatuses } from '../../../test/access';
import { accessTests, moduleUsers, useTestApp } from '../../../test/fixture';
import { anyScalar, expectNo500ForQueries, expectNo500ForRawBodies, someFields } from '../../../test/fuzz';
import { DEMO_ACCOUNT_MEMBERS, DEMO_TEAM, loadDemoWorkspaceTeam } from './demo';
import { setSessions } from '../../platform/testing';

const f = useTestApp({ users: moduleUsers('team') });
const { call, cookies } = f;

let seq = 0;
const person = (overrides: Record<string, unknown> = {}) => ({
  name: `Personne ${++seq}`,
  email: `personne${seq}-${Date.now()}@example.test`,
  role: 'Acheteur',
  department: 'Sourcing',
  ...overrides,
});

interface Member {
  id: string;
  userId: string | null;
  name: string;
  email: string;
  role: string;
  department: string;
  level: string;
  status: string;
  tasksCompleted: number;
  tasksOnTime: number;
  efficiency: number | null;
  specialties: string[];
  phone: string | null;
  location: string | null;
}

async function addPerson(overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/team-members', person(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().member as Member;
}

async function addUser(userId: string, department = 'Commercial') {
  const res = await call('POST', '/api/team-members', { userId, department });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { member: Member; message: string };
}

describe('access', () => {
  accessTests(f, 'team', [
    ...collectionRoutes('/api/team-members'),
    { method: 'GET', url: '/api/team-members/candidates', action: 'read' },
  ]);

  it('lets a Viewer read but not add, edit or remove', async () => {
    const m = await addPerson();
    await expectStatuses(call, cookies.viewer, [
      ['GET', '/api/team-members', 200],
      ['GET', `/api/team-members/${m.id}`, 200],
      ['GET', '/api/team-members/candidates', 200],
      ['POST', '/api/team-members', 403, person()],
      ['PATCH', `/api/team-members/${m.id}`, 403, { role: 'x' }],
      ['DELETE', `/api/team-members/${m.id}`, 403],
    ]);
  });

  it('lets an Editor add and edit but not remove', async () => {
    const res = await call('POST', '/api/team-members', person(), cookies.editor);
    expect(res.statusCode).toBe(201);
    const id = res.json().member.id;
    await expectStatuses(call, cookies.editor, [
      ['PATCH', `/api/team-members/${id}`, 200, { level: 'expert' }],
      ['DELETE', `/api/team-members/${id}`, 403],
    ]);
  });
});

describe("'Add Member': candidates and adding a user", () => {
  it('lists active users not in the team (by account or e-mail, any case) with the admin flags', async () => {
    const db = f.db;
    const free = await createUser(db, { fullName: 'Libre Candidat', email: 'libre.candidat@example.test' });
    const admin = await createUser(db, { fullName: 'Ada Admin', role: 'Admin' });
    const superAdmin = await createUser(db, { fullName: 'Sam Super', isSuperAdmin: true });
    const sameMail = await createUser(db, { fullName: 'Même Adresse', email: 'meme.adresse@example.test' });
    await addPerson({ email: 'MEME.Adresse@Example.TEST' });
    const inactive = await createUser(db, { fullName: 'Inactif' });
    await setUserActive(db, inactive.id, false);
    const member = await createUser(db, { fullName: 'Déjà Membre' });
    await addUser(member.id);

    const res = await call('GET', '/api/team-members/candidates');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { id: string; isAdmin: boolean; isSuperAdmin: boolean; name: string }[];
    const ids = items.map((i) => i.id);
    expect(ids).toContain(free.id);
    expect(ids).not.toContain(sameMail.id);
    expect(ids).not.toContain(inactive.id);
    expect(ids).not.toContain(member.id);
    expect(items.find((i) => i.id === free.id)).toMatchObject({ isAdmin: false, isSuperAdmin: false });
    expect(items.find((i) => i.id === admin.id)).toMatchObject({ isAdmin: true, isSuperAdmin: false });
    expect(items.find((i) => i.id === superAdmin.id)).toMatchObject({ isAdmin: true, isSuperAdmin: true });

    const searched = (await call('GET', '/api/team-members/candidates?q=libre')).json().items;
    expect(searched.map((i: { id: string }) => i.id)).toEqual([free.id]);
  });

  it("adds a user with the specification's message, level senior, and audits it", async () => {
    const u = await createUser(f.db, {
      fullName: 'Hélène Ajout',
      email: 'helene.ajout@example.test',
    });
    const { member, message } = await addUser(u.id, 'Commercial');
    expect(message).toBe('Utilisateur Hélène Ajout ajouté au département Commercial avec succès.');
    expect(member).toMatchObject({
      userId: u.id,
      name: 'Hélène Ajout',
      email: 'helene.ajout@example.test',
      department: 'Commercial',
      level: 'senior',
      tasksCompleted: 0,
      efficiency: null,
      status: 'offline',
    });
    const audit = await f.db.select().from(auditLog).where(eq(auditLog.targetId, member.id));
    expect(audit.map((a) => a.action)).toContain('team_member.create');
  });

  it('refuses a user already in the team (409), an unknown or inactive user, and a bad department', async () => {
    const u = await createUser(f.db, { fullName: 'Deux Fois' });
    await addUser(u.id);
    const again = await call('POST', '/api/team-members', { userId: u.id, department: 'Direction' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("Cet utilisateur fait déjà partie de l'équipe.");

    const unknown = await call('POST', '/api/team-members', { userId: UNKNOWN_ID, department: 'Sourcing' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.userId).toBe("Cet utilisateur n'existe pas ou n'est plus actif.");

    const off = await createUser(f.db, {});
    await setUserActive(f.db, off.id, false);
    expect(
      (await call('POST', '/api/team-members', { userId: off.id, department: 'Sourcing' })).statusCode,
    ).toBe(400);

    const noDept = await call('POST', '/api/team-members', { userId: off.id, department: 'Achats' });
    expect(noDept.statusCode).toBe(400);
    expect(noDept.json().error.fields.department).toBe(
      'Le département est requis (Sourcing, Commercial ou Direction).',
    );
  });
});

describe("'Nouvelle Personne', edit and remove", () => {
  it('creates a person without an account, with the validation messages', async () => {
    const m = await addPerson({ specialties: 'Textile, , Asie', phone: ' +33 6 00 00 00 00 ', location: '' });
    expect(m).toMatchObject({
      userId: null,
      role: 'Acheteur',
      department: 'Sourcing',
      level: 'senior',
      specialties: ['Textile', 'Asie'],
      phone: '+33 6 00 00 00 00',
      location: null,
      status: 'offline',
      efficiency: null,
    });
    const res = await call('POST', '/api/team-members', { department: 'Sourcing' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      name: 'Le nom est requis',
      email: "L'e-mail est requis",
      role: 'Le rôle est requis',
    });
    const bad = await call('POST', '/api/team-members', person({ email: 'pas-une-adresse', level: 'chef' }));
    expect(bad.json().error.fields).toMatchObject({
      email: 'Veuillez entrer une adresse email valide',
      level: 'Niveau invalide (senior, expert, manager ou dirigeant).',
    });
  });

  it('refuses an e-mail already in the team, in any case (409)', async () => {
    const m = await addPerson();
    const res = await call('POST', '/api/team-members', person({ email: m.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("Un membre de l'équipe a déjà cette adresse e-mail.");
  });

  it('links a new person to the account with the same e-mail', async () => {
    const u = await createUser(f.db, {
      fullName: 'Compte Existant',
      email: 'compte.existant@example.test',
    });
    const m = await addPerson({ name: 'Autre Nom', email: 'Compte.Existant@example.test' });
    expect(m.userId).toBe(u.id);
    expect(m.name).toBe('Compte Existant');
  });

  it("edits a member's role, level, specialties, phone, location and department", async () => {
    const m = await addPerson();
    const changes = {
      role: 'Directrice',
      level: 'executive',
      specialties: ['Stratégie'],
      phone: '01 02 03 04 05',
      location: 'Lyon',
      department: 'Direction',
    };
    const res = await call('PATCH', `/api/team-members/${m.id}`, changes);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Membre mis à jour avec succès');
    expect(res.json().member).toMatchObject(changes);
    // A missing field stays, null clears.
    const partial = (await call('PATCH', `/api/team-members/${m.id}`, { phone: null })).json().member;
    expect(partial).toMatchObject({ phone: null, location: 'Lyon', specialties: ['Stratégie'] });
    const renamed = (await call('PATCH', `/api/team-members/${m.id}`, { name: 'Nouveau Nom' })).json().member;
    expect(renamed.name).toBe('Nouveau Nom');
  });

  it("refuses renaming a user's member (409) and validates the edit", async () => {
    const u = await createUser(f.db, { fullName: 'Nom De Compte' });
    const { member } = await addUser(u.id);
    const res = await call('PATCH', `/api/team-members/${member.id}`, { name: 'Autre' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      "Le nom et l'e-mail de ce membre viennent de son compte utilisateur.",
    );
    const same = await call('PATCH', `/api/team-members/${member.id}`, { name: 'Nom De Compte', role: 'R' });
    expect(same.statusCode).toBe(200);
    const bad = await call('PATCH', `/api/team-members/${member.id}`, { level: 'boss', department: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['department', 'level']);
    const other = await addPerson();
    const clash = await call('PATCH', `/api/team-members/${other.id}`, { email: u.email.toUpperCase() });
    expect(clash.statusCode).toBe(409);
  });

  it('removes a member (the user stays); other ids answer 404', async () => {
    const u = await createUser(f.db, { fullName: 'Sera Retiré' });
    const { member } = await addUser(u.id);
    const res = await call('DELETE', `/api/team-members/${member.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Membre retiré de l'équipe avec succès");
    expect((await call('GET', `/api/team-members/${member.id}`)).statusCode).toBe(404);
    const [still] = await f.db.select().from(users).where(eq(users.id, u.id));
    expect(still).toBeDefined();
    expect((await call('PATCH', `/api/team-members/${UNKNOWN_ID}`, { role: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/team-members/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/team-members/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('computed figures and the list', () => {
  it('computes tasks completed, efficiency (on time / completed) and status from real activity', async () => {
    const db = f.db;
    const u = await createUser(db, { fullName: 'Mesurée Figures' });
    const { member } = await addUser(u.id, 'Direction');
    const mk = (status: string, dueDate: string, completedAt: Date | null, archivedAt: Date | null = null) =>
      db.insert(tasks).values({
        title: 't',
        description: 'd',
        status,
        dueDate,
        assigneeId: u.id,
        progress: status === 'completed' ? 100 : 0,
        completedAt,
        archivedAt,
      });
    await mk('completed', '2026-01-10', new Date('2026-01-09T12:00:00Z')); // on time
    await mk('completed', '2026-01-10', new Date('2026-01-10T08:00:00Z')); // on time (same day)
    await mk('completed', '2026-01-10', new Date('2026-01-12T08:00:00Z')); // late
    // Archived (issue 30 §6): off the board, its work still counts.
    await mk('completed', '2026-01-10', new Date('2026-01-08T08:00:00Z'), new Date('2026-02-01T08:00:00Z'));
    await mk('in-progress', '2026-01-10', null); // not counted

    const get = async () => (await call('GET', `/api/team-members/${member.id}`)).json() as Member;
    expect(await get()).toMatchObject({
      tasksCompleted: 4,
      tasksOnTime: 3,
      efficiency: 75,
      status: 'offline',
    });

    // Status from max(sessions.last_seen_at) of the member's user.
    await signIn(f.ctx.app, u.email, u.password);
    expect((await get()).status).toBe('online');
    await setSessions(db, u.id, { lastSeenAt: sql`now() - interval '20 minutes'` });
    expect((await get()).status).toBe('away');
    await setSessions(db, u.id, { lastSeenAt: sql`now() - interval '2 hours'` });
    expect((await get()).status).toBe('offline');
  });

  it('filters by department and searches name or role, with counts per department and summary cards', async () => {
    const fresh = await createTestApp();
    try {
      const db = fresh.database.db;
      const boss = await createUser(db, { role: 'Manager', modules: ['team'], fullName: 'Chef Équipe' });
      const cookie = await signIn(fresh.app, boss.email, boss.password);
      const post = (body: object) =>
        fresh.app.inject({ method: 'POST', url: '/api/team-members', payload: body, headers: { cookie } });
      const get = (qs: string) =>
        fresh.app.inject({ url: `/api/team-members?${qs}`, headers: { cookie } }).then((r) => r.json());

      // The boss is online (signed in) and has 1 completed task on time.
      await post({ userId: boss.id, department: 'Sourcing', level: 'manager' });
      await db.insert(tasks).values({
        title: 't',
        description: 'd',
        status: 'completed',
        dueDate: '2099-01-01',
        assigneeId: boss.id,
        progress: 100,
        completedAt: new Date(),
      });
      await post({
        name: 'Zoé Sénior',
        email: 'zoe@x.test',
        role: 'Acheteuse textile',
        department: 'Sourcing',
      });
      await post({
        name: 'Alain Expert',
        email: 'alain@x.test',
        role: 'Qualité',
        department: 'Sourcing',
        level: 'expert',
      });
      await post({ name: 'Carla Commerce', email: 'carla@x.test', role: 'Vente', department: 'Commercial' });

      const sourcing = await get('department=Sourcing');
      expect(sourcing.counters).toEqual({ Sourcing: 3, Commercial: 1, Direction: 0 });
      // Grouped by level: cookies.manager, expert, senior.
      expect(sourcing.items.map((m: Member) => m.name)).toEqual([
        'Chef Équipe',
        'Alain Expert',
        'Zoé Sénior',
      ]);
      expect(sourcing.summary).toEqual({
        totalMembers: 3,
        averageEfficiency: 100,
        tasksCompleted: 1,
        online: 1,
      });

      const byRole = await get('department=Sourcing&q=textile');
      expect(byRole.items.map((m: Member) => m.name)).toEqual(['Zoé Sénior']);
      expect(byRole.total).toBe(1);
      const byName = await get('q=CARLA');
      expect(byName.items.map((m: Member) => m.name)).toEqual(['Carla Commerce']);
      // Without case or accents, either way.
      expect((await get('q=zoe senior')).items.map((m: Member) => m.name)).toEqual(['Zoé Sénior']);
      expect((await get('q=CHÉF')).items.map((m: Member) => m.name)).toEqual(['Chef Équipe']);

      const direction = await get('department=Direction');
      expect(direction.items).toEqual([]);
      expect(direction.summary).toEqual({
        totalMembers: 0,
        averageEfficiency: null,
        tasksCompleted: 0,
        online: 0,
      });

      const all = await get('');
      expect(all.total).toBe(4);
      const past = await get('page=5&pageSize=1');
      expect(past.items).toEqual([]);
      expect(past.total).toBe(4);

      for (const qs of ['department=Achats', 'page=0', 'pageSize=1000']) {
        const res = await fresh.app.inject({ url: `/api/team-members?${qs}`, headers: { cookie } });
        expect(res.statusCode, qs).toBe(400);
      }
    } finally {
      await fresh.close();
    }
  });
});

describe('robustness', () => {
  it('never answers 500 to arbitrary bodies', async () => {
    const target = await addPerson();
    const u = await createUser(f.db, {});
    const value = anyScalar(
      fc.array(fc.string(), { maxLength: 4 }),
      fc.constantFrom('Sourcing', 'Commercial', 'Direction', 'senior', 'expert', 'a@b.fr', u.id, UNKNOWN_ID),
      fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
    );
    const kind = fc.oneof(fc.constantFrom('user', 'person'), fc.string());
    const body = fc.oneof(
      someFields(['userId', ...Object.keys(memberPatch.shape)], value, { kind }),
      fc.anything(),
    );
    const targets = [
      { method: 'POST' as const, url: '/api/team-members' },
      { method: 'PATCH' as const, url: `/api/team-members/${target.id}` },
    ];
    await expectNo500ForRawBodies(f.ctx.app, targets, body, cookies.manager, 150);
  });

  it('never answers 500 to arbitrary query strings', async () => {
    const urls = ['/api/team-members', '/api/team-members/candidates'];
    await expectNo500ForQueries(call, urls, Object.keys(listMembersQuery.shape), { numRuns: 80 });
  });
});

describe('demo data', () => {
  it('adds the seven default members as demo users who cannot sign in, and the demo accounts', async () => {
    const fresh = await createTestApp();
    try {
      const db = fresh.database.db;
      for (const a of DEMO_ACCOUNT_MEMBERS.slice(0, 2))
        await createUser(db, { email: a.email, fullName: a.email });
      await loadDemoWorkspaceTeam(db);
      const members = await db.select().from(teamMembers);
      expect(members).toHaveLength(DEMO_TEAM.length + 2);
      expect(members.every((m) => m.isDemo && m.userId)).toBe(true);
      const demoUsers = await db.select().from(users).where(eq(users.isDemo, true));
      expect(demoUsers).toHaveLength(DEMO_TEAM.length);
      for (const u of demoUsers) {
        expect(u.fullName).toMatch(/\(démo\)$/);
        expect(u.passwordHash).toMatch(/^\$argon2id\$/);
      }
      expect(new Set(members.map((m) => m.department))).toEqual(
        new Set(['Sourcing', 'Commercial', 'Direction']),
      );
      // Nobody knows their password.
      const res = await fresh.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: DEMO_TEAM[0]!.email, password: '' },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await fresh.close();
    }
  });
});
