import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { TASK_SORTS, listTasksQuery, taskBody } from '@comptoir/core/modules/tasks';
import { auditLog, tasks, users } from '../../db/schema/index';
import { createUser, setUserActive } from '../../db/seed/factories';
import { createTestApp } from '../../../test/helpers';
import { UNKNOWN_ID, collectionRoutes, expectDocumented, expectStatuses } from '../../../test/access';
import { accessTests, moduleUsers, useTestApp } from '../../../test/fixture';
import { anyScalar, expectNo500ForQueries, expectNo500ForRawBodies, someFields } from '../../../test/fuzz';
import { DEMO_TASKS, loadDemoWorkspaceTasks } from './demo';

const f = useTestApp({
  users: moduleUsers('tasks', { manager: { fullName: 'Marie Curie' }, editor: { fullName: 'Éric Durand' } }),
});
const { call, cookies } = f;
let assigneeId: string;
beforeAll(async () => {
  assigneeId = (await createUser(f.db, { fullName: 'Zoé Assignée', email: 'zoe.assignee@example.test' })).id;
});

let seq = 0;
const validTask = (overrides: Record<string, unknown> = {}) => ({
  title: `Tâche ${++seq}`,
  description: 'Une description',
  dueDate: '2030-06-30',
  assigneeId,
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}, cookie = cookies.manager) {
  const res = await call('POST', '/api/tasks', validTask(overrides), cookie);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().task as {
    id: string;
    title: string;
    status: string;
    progress: number;
    priority: string;
    tags: string[];
    assignee: string | null;
    assigneeId: string | null;
    completedAt: string | null;
    archivedAt: string | null;
    overdue: boolean;
  };
}

describe('access', () => {
  accessTests(f, 'tasks', [
    ...collectionRoutes('/api/tasks'),
    { method: 'GET', url: '/api/tasks/assignees', action: 'read' },
    { method: 'POST', url: '/api/tasks/:id/archive', action: 'update' },
    { method: 'POST', url: '/api/tasks/:id/unarchive', action: 'update' },
  ]);

  it('lets a Viewer read but not create, update or delete', async () => {
    const task = await create();
    await expectStatuses(call, cookies.viewer, [
      ['GET', '/api/tasks', 200],
      ['GET', `/api/tasks/${task.id}`, 200],
      ['GET', '/api/tasks/assignees', 200],
      ['POST', '/api/tasks', 403, validTask()],
      ['PATCH', `/api/tasks/${task.id}`, 403, { status: 'completed' }],
      ['POST', `/api/tasks/${task.id}/archive`, 403],
      ['DELETE', `/api/tasks/${task.id}`, 403],
    ]);
  });

  it('lets an Editor create and update but not delete', async () => {
    const task = await create({}, cookies.editor);
    await expectStatuses(call, cookies.editor, [
      ['PATCH', `/api/tasks/${task.id}`, 200, { priority: 'high' }],
      ['DELETE', `/api/tasks/${task.id}`, 403],
    ]);
  });
});

describe('create', () => {
  it('creates a task with the defaults, the assignee name and the success message, and audits it', async () => {
    const res = await call('POST', '/api/tasks', validTask({ tags: ' urgent, client,, ,qualité ' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Tâche créée avec succès!');
    expect(body.task).toMatchObject({
      priority: 'medium',
      status: 'pending',
      progress: 0,
      tags: ['urgent', 'client', 'qualité'],
      assigneeId,
      assignee: 'Zoé Assignée',
      dueDate: '2030-06-30',
      overdue: false,
      completedAt: null,
      createdBy: { id: f.users.manager.id, name: 'Marie Curie' },
    });
    const audit = await f.db.select().from(auditLog).where(eq(auditLog.targetId, body.task.id));
    expect(audit.map((a) => a.action)).toContain('task.create');
  });

  it('sets the progress from the status: 0, 50, 100', async () => {
    expect((await create({ status: 'pending' })).progress).toBe(0);
    expect((await create({ status: 'in-progress' })).progress).toBe(50);
    const done = await create({ status: 'completed', progress: 10 });
    expect(done.progress).toBe(100);
    expect(done.completedAt).not.toBeNull();
    expect((await create({ status: 'in-progress', progress: 70 })).progress).toBe(70);
  });

  it('accepts tags as an array and names a user without a full name by e-mail', async () => {
    const noName = await createUser(f.db, { fullName: '', email: 'sans.nom@example.test' });
    const task = await create({ tags: [' a ', '', 'b', 'a'], assigneeId: noName.id });
    expect(task.tags).toEqual(['a', 'b']);
    expect(task.assignee).toBe('sans.nom@example.test');
  });

  it("refuses missing fields with the specification's French messages", async () => {
    const res = await call('POST', '/api/tasks', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      title: 'Le titre est requis',
      description: 'La description est requise',
      dueDate: "La date d'échéance est requise",
      assigneeId: "L'assigné est requis",
    });
    const blank = await call(
      'POST',
      '/api/tasks',
      validTask({ title: '   ', description: ' ', assigneeId: '' }),
    );
    expect(blank.json().error.fields).toMatchObject({
      title: 'Le titre est requis',
      description: 'La description est requise',
      assigneeId: "L'assigné est requis",
    });
  });

  it('answers in English when asked', async () => {
    const res = await f.ctx.app.inject({
      method: 'POST',
      url: '/api/tasks',
      payload: {},
      headers: { cookie: cookies.manager, 'x-comptoir-lang': 'en' },
    });
    expect(res.json().error.fields.title).toBe('Title is required');
  });

  it('validates the due date, status, priority, progress and assignee', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ dueDate: '2030-02-30' }, 'dueDate', "La date d'échéance n'est pas une date valide."],
      [{ dueDate: 'demain' }, 'dueDate', "La date d'échéance n'est pas une date valide."],
      [{ status: 'done' }, 'status', 'Statut invalide (en attente, en cours ou terminée).'],
      [{ priority: 'urgent' }, 'priority', 'Priorité invalide (faible, moyenne ou élevée).'],
      [{ progress: 101 }, 'progress', 'La progression est un nombre entier de 0 à 100.'],
      [{ progress: 1.5 }, 'progress', 'La progression est un nombre entier de 0 à 100.'],
      [{ assigneeId: 'personne' }, 'assigneeId', "Cet utilisateur n'existe pas ou n'est plus actif."],
      [{ assigneeId: UNKNOWN_ID }, 'assigneeId', "Cet utilisateur n'existe pas ou n'est plus actif."],
      [{ title: 'x'.repeat(201) }, 'title', 'Ce texte est trop long.'],
      [{ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags', '20 étiquettes au maximum.'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await call('POST', '/api/tasks', validTask(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    }
  });

  it('refuses a deactivated assignee', async () => {
    const gone = await createUser(f.db, { fullName: 'Parti' });
    await setUserActive(f.db, gone.id, false);
    const res = await call('POST', '/api/tasks', validTask({ assigneeId: gone.id }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.assigneeId).toBe("Cet utilisateur n'existe pas ou n'est plus actif.");
  });
});

describe('read, update, delete', () => {
  it('reads one task, 404 for another id, 400 for a malformed one', async () => {
    const task = await create();
    const res = await call('GET', `/api/tasks/${task.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe(task.title);
    expect((await call('GET', `/api/tasks/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/tasks/${UNKNOWN_ID}`, { title: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/tasks/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/tasks/not-a-uuid')).statusCode).toBe(400);
  });

  it('moves the progress and completion date with the status', async () => {
    const task = await create();
    const started = await call('PATCH', `/api/tasks/${task.id}`, { status: 'in-progress' });
    expect(started.json()).toMatchObject({ message: 'Tâche mise à jour avec succès' });
    expect(started.json().task).toMatchObject({ status: 'in-progress', progress: 50, completedAt: null });
    const advanced = await call('PATCH', `/api/tasks/${task.id}`, { progress: 80 });
    expect(advanced.json().task).toMatchObject({ status: 'in-progress', progress: 80 });
    const done = (await call('PATCH', `/api/tasks/${task.id}`, { status: 'completed' })).json().task;
    expect(done).toMatchObject({ status: 'completed', progress: 100 });
    expect(done.completedAt).not.toBeNull();
    const stillDone = (await call('PATCH', `/api/tasks/${task.id}`, { progress: 30 })).json().task;
    expect(stillDone.progress).toBe(100);
    const reopened = (await call('PATCH', `/api/tasks/${task.id}`, { status: 'pending' })).json().task;
    expect(reopened).toMatchObject({ status: 'pending', progress: 0, completedAt: null });
  });

  it('edits every field, with the same validation messages', async () => {
    const task = await create();
    const res = await call('PATCH', `/api/tasks/${task.id}`, {
      title: 'Nouveau titre',
      description: 'Nouvelle description',
      priority: 'high',
      dueDate: '2031-01-15',
      assigneeId: f.users.editor.id,
      tags: 'x, y',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().task).toMatchObject({
      title: 'Nouveau titre',
      priority: 'high',
      dueDate: '2031-01-15',
      assignee: 'Éric Durand',
      tags: ['x', 'y'],
    });
    const bad = await call('PATCH', `/api/tasks/${task.id}`, { title: '', dueDate: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      title: 'Le titre est requis',
      dueDate: "La date d'échéance est requise",
    });
  });

  it('keeps a task whose assignee was deactivated editable without changing the assignee', async () => {
    const later = await createUser(f.db, { fullName: 'Bientôt parti' });
    const task = await create({ assigneeId: later.id });
    await setUserActive(f.db, later.id, false);
    const res = await call('PATCH', `/api/tasks/${task.id}`, { assigneeId: later.id, title: 'Toujours là' });
    expect(res.statusCode).toBe(200);
  });

  it('flags overdue tasks until they are completed', async () => {
    const late = await create({ dueDate: '2020-01-01' });
    expect(late.overdue).toBe(true);
    const done = (await call('PATCH', `/api/tasks/${late.id}`, { status: 'completed' })).json().task;
    expect(done.overdue).toBe(false);
  });
});

/** The task's audit actions, oldest first. */
async function auditActions(id: string): Promise<string[]> {
  const rows = await f.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, id))
    .orderBy(auditLog.createdAt);
  return rows.map((a) => a.action);
}

const ids = (res: { json: () => { items: { id: string }[] } }) => res.json().items.map((t) => t.id);

describe('delete: its creator or an administrator (issue 30 §6)', () => {
  let admin: string;
  let superAdmin: string;
  let otherManager: string;
  let adminOutsider: string;
  beforeAll(async () => {
    admin = (await f.user({ role: 'Admin', modules: ['tasks'] })).cookie;
    superAdmin = (await f.user({ isSuperAdmin: true })).cookie;
    otherManager = (await f.user({ role: 'Manager', modules: ['tasks'], fullName: 'Autre Manager' })).cookie;
    adminOutsider = (await f.user({ role: 'Admin', modules: ['dashboard'] })).cookie;
  });

  it('lets its creator delete it, and an Admin or a Super Admin delete anyone’s', async () => {
    for (const cookie of [cookies.manager, admin, superAdmin]) {
      const task = await create();
      const res = await call('DELETE', `/api/tasks/${task.id}`, undefined, cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('Tâche supprimée avec succès');
      expect((await call('GET', `/api/tasks/${task.id}`)).statusCode).toBe(404);
      expect(await auditActions(task.id)).toEqual(['task.create', 'task.delete']);
    }
  });

  it('refuses another Manager with a French message (403), the task kept', async () => {
    const task = await create();
    const res = await call('DELETE', `/api/tasks/${task.id}`, undefined, otherManager);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'forbidden_action',
      message: 'Seuls le créateur de la tâche et les administrateurs peuvent la supprimer.',
    });
    expect((await call('GET', `/api/tasks/${task.id}`)).statusCode).toBe(200);
    expect(await auditActions(task.id)).toEqual(['task.create']);
  });

  it('refuses the creator whose role does not delete, and users without the tasks module', async () => {
    const mine = await create({}, cookies.editor);
    const byRole = await call('DELETE', `/api/tasks/${mine.id}`, undefined, cookies.editor);
    expect(byRole.statusCode).toBe(403);
    expect(byRole.json().error.code).toBe('forbidden_action');
    for (const cookie of [cookies.outsider, adminOutsider]) {
      const res = await call('DELETE', `/api/tasks/${mine.id}`, undefined, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden_module');
    }
    expect((await call('GET', `/api/tasks/${mine.id}`)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown task, whoever asks', async () => {
    for (const cookie of [cookies.manager, otherManager, admin]) {
      expect((await call('DELETE', `/api/tasks/${UNKNOWN_ID}`, undefined, cookie)).statusCode).toBe(404);
    }
  });
});

describe('archive (issue 30 §6)', () => {
  it('archives a task for anyone who may edit it: off the default list, alone with archived=1, status kept', async () => {
    const marker = `Archivable-${Date.now()}`;
    const kept = await create({ title: `${marker} gardée`, status: 'in-progress' });
    const task = await create({ title: `${marker} rangée`, status: 'completed' });

    const res = await call('POST', `/api/tasks/${task.id}/archive`, undefined, cookies.editor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Tâche archivée avec succès');
    expect(res.json().task).toMatchObject({ id: task.id, status: 'completed', progress: 100 });
    expect(res.json().task.archivedAt).not.toBeNull();
    expect(res.json().task.completedAt).toBe(task.completedAt);

    const q = `q=${encodeURIComponent(marker)}`;
    const board = await call('GET', `/api/tasks?${q}`);
    expect(ids(board)).toEqual([kept.id]);
    expect(board.json().counters).toEqual({ total: 1, inProgress: 1, completed: 0, pending: 0 });
    const archived = await call('GET', `/api/tasks?${q}&archived=1`);
    expect(ids(archived)).toEqual([task.id]);
    expect(archived.json().counters).toEqual({ total: 1, inProgress: 0, completed: 1, pending: 0 });
    expect(ids(await call('GET', `/api/tasks?${q}&archived=1&status=in-progress`))).toEqual([]);
    expect((await call('GET', `/api/tasks/${task.id}`)).json().archivedAt).not.toBeNull();

    // Again: nothing changes, no second audit line.
    const again = await call('POST', `/api/tasks/${task.id}/archive`);
    expect(again.json().task.archivedAt).toBe(res.json().task.archivedAt);

    const back = await call('POST', `/api/tasks/${task.id}/unarchive`, undefined, cookies.editor);
    expect(back.statusCode).toBe(200);
    expect(back.json().message).toBe('Tâche désarchivée avec succès');
    expect(back.json().task).toMatchObject({ archivedAt: null, status: 'completed' });
    expect(ids(await call('GET', `/api/tasks?${q}`)).sort()).toEqual([kept.id, task.id].sort());
    expect(ids(await call('GET', `/api/tasks?${q}&archived=1`))).toEqual([]);
    expect(await auditActions(task.id)).toEqual(['task.create', 'task.archive', 'task.unarchive']);
  });

  it('keeps a Viewer and users without the tasks module out, and answers 404 for an unknown task', async () => {
    const task = await create();
    for (const move of ['archive', 'unarchive']) {
      const viewer = await call('POST', `/api/tasks/${task.id}/${move}`, undefined, cookies.viewer);
      expect(viewer.statusCode).toBe(403);
      expect(viewer.json().error.code).toBe('forbidden_action');
      const outsider = await call('POST', `/api/tasks/${task.id}/${move}`, undefined, cookies.outsider);
      expect(outsider.json().error.code).toBe('forbidden_module');
      expect((await call('POST', `/api/tasks/${UNKNOWN_ID}/${move}`)).statusCode).toBe(404);
      expect((await call('POST', `/api/tasks/not-a-uuid/${move}`)).statusCode).toBe(400);
    }
    expect((await call('GET', `/api/tasks/${task.id}`)).json().archivedAt).toBeNull();
  });

  it('lets an archived task be deleted by its creator', async () => {
    const task = await create();
    await call('POST', `/api/tasks/${task.id}/archive`);
    expect((await call('DELETE', `/api/tasks/${task.id}`)).statusCode).toBe(200);
  });

  it('no longer offers an archived task to link time to', async () => {
    const timeUser = await f.user({ role: 'Editor', modules: ['tasks', 'time'] });
    const marker = `Chronométrée-${Date.now()}`;
    const task = await create({ title: marker });
    const offered = async () =>
      (
        await call(
          'GET',
          `/api/time-entries/links?kind=task&q=${encodeURIComponent(marker)}`,
          undefined,
          timeUser.cookie,
        )
      ).json().items as { id: string }[];
    expect((await offered()).map((i) => i.id)).toEqual([task.id]);
    await call('POST', `/api/tasks/${task.id}/archive`);
    expect(await offered()).toEqual([]);
  });

  it('documents the archive routes', async () => {
    await expectDocumented(f.ctx.app, [
      { method: 'POST', url: '/api/tasks/:id/archive' },
      { method: 'POST', url: '/api/tasks/:id/unarchive' },
    ]);
  });
});

describe('list', () => {
  it('searches, filters by status and by mine, with counters over the search', async () => {
    const marker = `Zèbre-${Date.now()}`;
    await create({ title: `${marker} A`, status: 'pending' });
    await create({ title: `${marker} B`, status: 'in-progress' });
    await create({ title: `${marker} C`, status: 'completed' });
    await create({
      description: `contient ${marker.toLowerCase()}`,
      status: 'completed',
      assigneeId: f.users.editor.id,
    });

    const all = (await call('GET', `/api/tasks?q=${encodeURIComponent(marker)}`)).json();
    expect(all.total).toBe(4);
    expect(all.counters).toEqual({ total: 4, inProgress: 1, completed: 2, pending: 1 });

    const completed = (
      await call('GET', `/api/tasks?q=${encodeURIComponent(marker)}&status=completed`)
    ).json();
    expect(completed.total).toBe(2);
    expect(completed.items.every((t: { status: string }) => t.status === 'completed')).toBe(true);
    expect(completed.counters.total).toBe(4);

    const mine = (
      await call('GET', `/api/tasks?q=${encodeURIComponent(marker)}&mine=1`, undefined, cookies.editor)
    ).json();
    expect(mine.total).toBe(1);
    expect(mine.items[0].assigneeId).toBe(f.users.editor.id);

    const byAssignee = (await call('GET', `/api/tasks?q=${encodeURIComponent('Éric Dur')}`)).json();
    expect(byAssignee.items.every((t: { assignee: string }) => t.assignee === 'Éric Durand')).toBe(true);

    const byTag = await create({ tags: [`étiquette-${marker}`] });
    const tagged = (await call('GET', `/api/tasks?q=${encodeURIComponent(`étiquette-${marker}`)}`)).json();
    expect(tagged.items.map((t: { id: string }) => t.id)).toEqual([byTag.id]);

    const wild = (await call('GET', '/api/tasks?q=%25%25_')).json();
    expect(wild.total).toBe(0);
  });

  it('orders by creation date, newest first, and supports every sort and paging', async () => {
    const first = await create();
    const second = await create();
    const list = (await call('GET', '/api/tasks?pageSize=2')).json();
    expect(list.items[0].id).toBe(second.id);
    expect(list.items[1].id).toBe(first.id);
    for (const sort of TASK_SORTS) {
      for (const order of ['asc', 'desc']) {
        const res = await call('GET', `/api/tasks?sort=${sort}&order=${order}&page=2&pageSize=3`);
        expect(res.statusCode, `${sort} ${order}`).toBe(200);
      }
    }
    const far = (await call('GET', '/api/tasks?page=9999')).json();
    expect(far.items).toEqual([]);
    expect(far.total).toBeGreaterThan(0);
  });

  it('refuses bad query parameters with 400', async () => {
    for (const qs of [
      'status=done',
      'sort=nope',
      'order=up',
      'page=0',
      'pageSize=1000',
      'mine=yes',
      'archived=oui',
    ]) {
      expect((await call('GET', `/api/tasks?${qs}`)).statusCode, qs).toBe(400);
    }
  });
});

describe('assignees', () => {
  it('lists active users by name (full name, else e-mail)', async () => {
    const hidden = await createUser(f.db, { fullName: 'Inactif Caché' });
    await setUserActive(f.db, hidden.id, false);
    const res = await call('GET', '/api/tasks/assignees');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { id: string; name: string }[];
    expect(items).toContainEqual({ id: assigneeId, name: 'Zoé Assignée' });
    expect(items.find((i) => i.id === hidden.id)).toBeUndefined();
    const names = items.map((i) => i.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('robustness', () => {
  it('never answers 500 to arbitrary bodies', async () => {
    const task = await create();
    const value = anyScalar(
      fc.array(fc.string(), { maxLength: 5 }),
      fc.constantFrom(
        'pending',
        'in-progress',
        'completed',
        'low',
        'high',
        '2030-01-01',
        assigneeId,
        UNKNOWN_ID,
      ),
      fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
    );
    const body = fc.oneof(someFields(Object.keys(taskBody.shape), value), fc.anything());
    const targets = [
      { method: 'POST' as const, url: '/api/tasks' },
      { method: 'PATCH' as const, url: `/api/tasks/${task.id}` },
    ];
    await expectNo500ForRawBodies(f.ctx.app, targets, body, cookies.manager, 150);
  });

  it('never answers 500 to arbitrary query strings', async () => {
    await expectNo500ForQueries(call, ['/api/tasks'], Object.keys(listTasksQuery.shape), { numRuns: 100 });
  });
});

describe('demo data', () => {
  it('loads the sample tasks, labelled (démo), with progress following the status', async () => {
    const fresh = await createTestApp();
    try {
      const db = fresh.database.db;
      await createUser(db, { email: 'sourcing@comptoir.demo', fullName: 'Léa Moreau (démo)' });
      await loadDemoWorkspaceTasks(db);
      const rows = await db.select().from(tasks);
      expect(rows).toHaveLength(DEMO_TASKS.length);
      for (const row of rows) {
        expect(row.title).toMatch(/\(démo\)$/);
        expect(row.isDemo).toBe(true);
        if (row.status === 'completed') {
          expect(row.progress).toBe(100);
          expect(row.completedAt).not.toBeNull();
        }
        if (row.status === 'pending') expect(row.progress).toBe(0);
      }
      const [lea] = await db.select().from(users).where(eq(users.email, 'sourcing@comptoir.demo'));
      expect(rows.some((r) => r.assigneeId === lea!.id)).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
