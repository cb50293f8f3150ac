import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { tasks, teamMembers, timeEntries } from '../../db/schema/index';
import { createCompany } from '../../db/seed/factories';
import { UNKNOWN_ID, collectionRoutes } from '../../../test/access';
import { accessTests, allModulesBut, useTestApp, type SignedIn } from '../../../test/fixture';
import { insertClient } from '../orders/testing';
import { blankDraft, insertIdentity } from '../invoices/testing';
import { goalClock } from './service';

const MODULES = ['goals', 'invoices', 'orders', 'time', 'tasks'];

const f = useTestApp<Name, { a: string; b: string; clientA: { id: string }; clientB: { id: string } }>({
  seed: async (db) => {
    const a = await createCompany(db, 'Atelier Alpha');
    const b = await createCompany(db, 'Bureau Bêta');
    await insertIdentity(db);
    return {
      a: a.id,
      b: b.id,
      clientA: await insertClient(db, a.id, { name: 'Client Alpha' }),
      clientB: await insertClient(db, b.id, { name: 'Client Bêta' }),
    };
  },
});
const { call, seed, users } = f;

type Name = 'manager' | 'managerB' | 'editor' | 'colleague' | 'sourcer' | 'outsider';

/** A user of the goals (and measured) modules in `department` of the team directory, signed in. */
async function make(
  role: 'Manager' | 'Editor' | 'Viewer',
  department: 'Sourcing' | 'Commercial' | 'Direction' | null,
  companyIds: string[],
  modules = MODULES,
  name?: Name,
): Promise<SignedIn> {
  const u = await f.user({ role, modules, companyIds }, name);
  if (department) {
    await f.db.insert(teamMembers).values({ userId: u.id, name: u.fullName, email: u.email, department });
  }
  return u;
}

beforeAll(async () => {
  await make('Manager', 'Commercial', [seed.a], MODULES, 'manager');
  await make('Manager', 'Direction', [seed.b], MODULES, 'managerB');
  await make('Editor', 'Commercial', [seed.a], MODULES, 'editor');
  await make('Editor', 'Commercial', [seed.a], MODULES, 'colleague');
  await make('Editor', 'Sourcing', [seed.a], MODULES, 'sourcer');
  await make('Manager', null, [seed.a], allModulesBut('goals'), 'outsider');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('access', () => {
  accessTests(
    f,
    'goals',
    [...collectionRoutes('/api/goals'), { method: 'GET', url: '/api/goals/people', action: 'read' }],
    {
      documented: true,
    },
  );
});

const MARCH = { periodStart: '2026-03-01', periodEnd: '2026-03-31' };
const today = (day: string) => vi.spyOn(goalClock, 'today').mockReturnValue(day);

async function createGoal(body: Record<string, unknown>, cookie = users.manager.cookie) {
  const res = await call('POST', '/api/goals', { title: 'Objectif', ...MARCH, ...body }, cookie);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().goal as { id: string; value: number; progress: number; status: string };
}
const read = async (id: string, cookie = users.manager.cookie) => {
  const res = await call('GET', `/api/goals/${id}`, undefined, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** An invoice for client A (subtotal 2183.25 EUR) issued on `day` by `cookie`'s user. */
async function issueInvoice(day: string, cookie = users.manager.cookie, clientId = seed.clientA.id) {
  const draft = await call('POST', '/api/invoices', blankDraft(clientId), cookie);
  expect(draft.statusCode, draft.body).toBe(201);
  const id = draft.json().invoice.id as string;
  const issued = await call('POST', `/api/invoices/${id}/issue`, { issueDate: day }, cookie);
  expect(issued.statusCode, issued.body).toBe(200);
  return issued.json().invoice as { id: string; totalAmount: { amount: string } };
}

describe('progress with a fixed clock', () => {
  it('revenue invoiced: value, progress, expected value and status by linear pace, and the weekly history', async () => {
    today('2026-03-16'); // 16 of 31 days elapsed
    const goal = await createGoal({
      scope: 'person',
      userId: users.manager.id,
      measure: 'revenue',
      target: '10000',
    });
    expect(goal).toMatchObject({ value: 0, progress: 0, status: 'behind' });
    const start = await read(goal.id);
    expect(start.expected).toBe(5161.29); // 10000 × 16 / 31

    await issueInvoice('2026-03-10');
    let g = await read(goal.id);
    expect(g).toMatchObject({ value: 2183.25, progress: 21.8, status: 'behind', currency: 'EUR' });
    await issueInvoice('2026-03-11');
    g = await read(goal.id);
    // 4366.50 is at least 80 % of 5161.29 (4129.03): at risk.
    expect(g).toMatchObject({ value: 4366.5, status: 'at_risk' });
    await issueInvoice('2026-03-12');
    g = await read(goal.id);
    expect(g).toMatchObject({ value: 6549.75, progress: 65.5, status: 'on_track' });
    // An invoice outside the period does not count.
    await issueInvoice('2026-04-01');
    expect((await read(goal.id)).value).toBe(6549.75);

    // The period starts on Sunday 1 March: weeks end on 1, 8, 15 and 22 March (today the 16th).
    expect(g.history).toEqual([
      { weekEnd: '2026-03-01', value: 0, expected: 322.58, status: 'behind' },
      { weekEnd: '2026-03-08', value: 0, expected: 2580.65, status: 'behind' },
      { weekEnd: '2026-03-15', value: 6549.75, expected: 4838.71, status: 'on_track' },
      { weekEnd: '2026-03-22', value: 6549.75, expected: 5161.29, status: 'on_track' },
    ]);
    // Another person's revenue is not the manager's.
    const editorGoal = await createGoal({
      scope: 'person',
      userId: users.editor.id,
      measure: 'revenue',
      target: '100',
    });
    expect(editorGoal.value).toBe(0);
  });

  it('cash collected moves when an invoice is paid; a credit note lowers the revenue', async () => {
    today('2026-06-20');
    const period = { periodStart: '2026-06-01', periodEnd: '2026-06-30' };
    const cash = await createGoal({ scope: 'company', measure: 'cash_collected', target: '5000', ...period });
    const revenue = await createGoal({ scope: 'company', measure: 'revenue', target: '5000', ...period });
    const before = (await read(cash.id)).value;
    const invoice = await issueInvoice('2026-06-05');
    expect((await read(cash.id)).value).toBe(before);
    const paid = await call('POST', `/api/invoices/${invoice.id}/payments`, {
      date: '2026-06-10',
      amount: '1000.00',
      method: 'virement',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await read(cash.id)).value).toBe(before + 1000);
    const revenueBefore = (await read(revenue.id)).value;
    const credit = await call('POST', `/api/invoices/${invoice.id}/credit-note`, {
      mode: 'full',
      reason: 'Erreur de facturation',
      issueDate: '2026-06-12',
    });
    expect(credit.statusCode, credit.body).toBeLessThan(300);
    // The invoice stays counted (cancelled by the credit note), the credit note offsets it.
    expect((await read(revenue.id)).value).toBe(Math.round((revenueBefore - 2183.25) * 100) / 100);
  });

  it('department goals count the members of the department only; tasks and hours from the data', async () => {
    today('2026-07-15');
    const db = f.db;
    const period = { periodStart: '2026-07-01', periodEnd: '2026-07-31' };
    const tasksGoal = await createGoal({
      scope: 'department',
      department: 'Commercial',
      measure: 'tasks_completed',
      target: '4',
      ...period,
    });
    const task = (assigneeId: string, completedAt: string | null) => ({
      title: 'T',
      description: 'D',
      dueDate: '2026-07-31',
      assigneeId,
      status: completedAt ? 'completed' : 'pending',
      progress: completedAt ? 100 : 0,
      completedAt: completedAt ? new Date(completedAt) : null,
    });
    await db.insert(tasks).values([
      task(users.editor.id, '2026-07-02T10:00:00Z'),
      task(users.colleague.id, '2026-07-03T10:00:00Z'),
      task(users.sourcer.id, '2026-07-03T10:00:00Z'), // another department
      task(users.editor.id, '2026-06-30T21:30:00Z'), // 23:30 on 30 June in Paris: not July
      task(users.editor.id, null),
    ]);
    let g = await read(tasksGoal.id);
    expect(g.value).toBe(2);
    // 2 of 4 with 15 of 31 days elapsed (expected 1.94): on track.
    expect(g.status).toBe('on_track');
    expect(g.progress).toBe(50);

    const hoursGoal = await createGoal({
      scope: 'person',
      userId: users.editor.id,
      measure: 'hours_logged',
      target: '10',
      ...period,
    });
    await db.insert(timeEntries).values([
      {
        userId: users.editor.id,
        startedAt: new Date('2026-07-06T07:00:00Z'),
        endedAt: new Date('2026-07-06T09:30:00Z'),
      },
      { userId: users.editor.id, startedAt: new Date('2026-07-07T07:00:00Z'), endedAt: null }, // running: not counted
      {
        userId: users.colleague.id,
        startedAt: new Date('2026-07-06T07:00:00Z'),
        endedAt: new Date('2026-07-06T09:00:00Z'),
      },
    ]);
    g = await read(hoursGoal.id);
    expect(g.value).toBe(2.5);
    expect(g.status).toBe('behind'); // expected 4.84, 80 % of it is 3.87
  });
});

describe('who sees and sets which goals', () => {
  it('a member sees the company’s, their own and their department’s goals; managers see all', async () => {
    today('2026-08-10');
    const period = { periodStart: '2026-08-01', periodEnd: '2026-08-31' };
    const company = await createGoal({
      scope: 'company',
      measure: 'orders_delivered',
      target: '3',
      ...period,
    });
    const commercial = await createGoal({
      scope: 'department',
      department: 'Commercial',
      measure: 'quotes_accepted',
      target: '3',
      ...period,
    });
    const sourcing = await createGoal({
      scope: 'department',
      department: 'Sourcing',
      measure: 'requests_completed',
      target: '3',
      ...period,
    });
    const others = await createGoal({
      scope: 'person',
      userId: users.colleague.id,
      measure: 'revenue',
      target: '3',
      ...period,
    });
    const own = await createGoal(
      { scope: 'person', userId: users.editor.id, measure: 'revenue', target: '3', ...period },
      users.editor.cookie,
    );

    const seen = (await call('GET', '/api/goals?period=current', undefined, users.editor.cookie)).json();
    const ids = seen.items.map((i: { id: string }) => i.id);
    expect(ids).toEqual(expect.arrayContaining([company.id, commercial.id, own.id]));
    expect(ids).not.toContain(sourcing.id);
    expect(ids).not.toContain(others.id);
    expect(seen.canManage).toBe(false);
    expect((await call('GET', `/api/goals/${others.id}`, undefined, users.editor.cookie)).statusCode).toBe(
      404,
    );
    const all = (await call('GET', '/api/goals?period=current', undefined, users.manager.cookie)).json();
    expect(all.items.map((i: { id: string }) => i.id)).toEqual(
      expect.arrayContaining([company.id, commercial.id, sourcing.id, others.id, own.id]),
    );
    const mine = (
      await call('GET', '/api/goals?period=current&mine=1', undefined, users.manager.cookie)
    ).json();
    expect(mine.items.map((i: { id: string }) => i.id)).not.toContain(sourcing.id);

    // Only managers set department, company and others' goals.
    for (const body of [
      { scope: 'company' },
      { scope: 'department', department: 'Commercial' },
      { scope: 'person', userId: users.colleague.id },
    ]) {
      const res = await call(
        'POST',
        '/api/goals',
        { title: 'X', measure: 'revenue', target: '1', ...period, ...body },
        users.editor.cookie,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(
        "Seuls les managers et administrateurs fixent les objectifs de département et d'entreprise, ou ceux d'une autre personne.",
      );
    }
    expect(
      (await call('PATCH', `/api/goals/${commercial.id}`, { target: '1' }, users.editor.cookie)).statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', `/api/goals/${own.id}`, { target: '7' }, users.editor.cookie)).json().goal.target,
    ).toBe(7);
    expect(
      (await call('PATCH', `/api/goals/${own.id}`, { scope: 'company' }, users.editor.cookie)).statusCode,
    ).toBe(403);
    // Editors do not delete (role); managers do.
    expect((await call('DELETE', `/api/goals/${own.id}`, undefined, users.editor.cookie)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/goals/${own.id}`, undefined, users.manager.cookie)).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/api/goals/${own.id}`)).statusCode).toBe(404);
  });

  it('validates with French messages', async () => {
    const bad = await call('POST', '/api/goals', {
      title: ' ',
      scope: 'department',
      measure: 'revenue',
      periodStart: '2026-03-31',
      periodEnd: '2026-03-01',
      target: '-5',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      title: 'Le titre est requis.',
      department: 'Choisissez le département.',
      periodEnd: 'La fin de la période doit suivre son début.',
      target: 'La cible doit être un nombre positif (deux décimales au plus).',
    });
    const unknown = await call('POST', '/api/goals', {
      title: 'X',
      scope: 'person',
      userId: UNKNOWN_ID,
      measure: 'revenue',
      target: 1,
      ...MARCH,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('scopes revenue to the companies the viewer sees', async () => {
    today('2026-09-15');
    const period = { periodStart: '2026-09-01', periodEnd: '2026-09-30' };
    await issueInvoice('2026-09-02', users.managerB.cookie, seed.clientB.id);
    const goal = await createGoal({ scope: 'company', measure: 'revenue', target: '1000', ...period });
    // Company A's manager does not see company B's invoice.
    expect((await read(goal.id)).value).toBe(0);
    expect((await read(goal.id, users.managerB.cookie)).value).toBe(2183.25);
  });
});

describe('fuzzed bodies', () => {
  it('never answer 500', async () => {
    const value = fc.oneof(
      fc.jsonValue(),
      fc.constantFrom(
        'person',
        'department',
        'company',
        'Commercial',
        'revenue',
        '2026-03-01',
        '2026-02-30',
        '1e400',
      ),
    );
    const body = fc.record(
      {
        title: value,
        scope: value,
        userId: fc.oneof(value, fc.constant(users.editor.id)),
        department: value,
        measure: value,
        periodStart: value,
        periodEnd: value,
        target: fc.oneof(value, fc.double()),
      },
      { requiredKeys: [] },
    );
    const existing = await createGoal({ scope: 'company', measure: 'revenue', target: '5' });
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.oneof(body, fc.jsonValue()), async (patch, payload) => {
        const res = patch
          ? await call('PATCH', `/api/goals/${existing.id}`, payload)
          : await call('POST', '/api/goals', payload, users.editor.cookie);
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: 120 },
    );
  });
});
