import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import ExcelJS from 'exceljs';
import { createCompany, createUser } from '../../db/seed/factories';
import { signIn } from '../../../test/helpers';
import { UNKNOWN_ID, type RouteAccess } from '../../../test/access';
import { accessTests, allModulesBut, useTestApp } from '../../../test/fixture';
import { insertClient } from '../orders/testing';
import { timeClock } from './service';

const f = useTestApp({
  seed: async (db) => {
    const a = await createCompany(db, 'Atelier Alpha');
    const b = await createCompany(db, 'Bureau Bêta');
    return {
      companyAId: a.id,
      clientA: await insertClient(db, a.id, { name: 'Client Alpha' }),
      clientB: await insertClient(db, b.id, { name: 'Client Bêta' }),
    };
  },
  users: ({ companyAId }) => ({
    manager: { role: 'Manager', modules: ['time'], companyIds: [companyAId] },
    admin: { role: 'Admin', modules: ['time'], companyIds: [companyAId] },
    outsider: { role: 'Manager', modules: allModulesBut('time') },
  }),
});
const { call, seed, users } = f;
afterEach(() => {
  vi.restoreAllMocks();
});

/** A user of the time module (by default), made now. */
const make = (role: 'Manager' | 'Editor' | 'Viewer', modules = ['time'], companyIds: string[] = []) =>
  f.user({ role, modules, companyIds });
/** An entry logged by hand, and an edit of one. */
const logTime = (body: Record<string, unknown>, cookie: string) =>
  call('POST', '/api/time-entries', body, cookie);
const editTime = (id: string, patch: Record<string, unknown>, cookie: string) =>
  call('PATCH', `/api/time-entries/${id}`, patch, cookie);
/** A GET as the user of `cookie`. */
const read = (url: string, cookie: string) => call('GET', url, undefined, cookie);
/** Sets (or tries to set) the hourly cost of the user `userId`. */
const setCost = (userId: string, amount: string, cookie: string) =>
  call('PUT', `/api/time-entries/costs/${userId}`, { amount }, cookie);

const ROUTES: RouteAccess[] = [
  { method: 'GET', url: '/api/time-entries', action: 'read' },
  { method: 'GET', url: '/api/time-entries/running', action: 'read' },
  { method: 'GET', url: '/api/time-entries/links', action: 'read' },
  { method: 'GET', url: '/api/time-entries/export', action: 'read' },
  { method: 'GET', url: '/api/time-entries/costs', action: 'read' },
  { method: 'POST', url: '/api/time-entries', action: 'create' },
  { method: 'POST', url: '/api/time-entries/start', action: 'create' },
  { method: 'POST', url: '/api/time-entries/stop', action: 'update' },
  { method: 'PATCH', url: '/api/time-entries/:id', action: 'update' },
  { method: 'DELETE', url: '/api/time-entries/:id', action: 'update' },
  { method: 'PUT', url: '/api/time-entries/costs/:userId', action: 'update' },
];

describe('access', () => {
  accessTests(f, 'time', ROUTES, { documented: true });
});

const at = (iso: string) => new Date(iso);
const fixNow = (iso: string) => vi.spyOn(timeClock, 'now').mockReturnValue(at(iso));

describe('timer', () => {
  it('starts, is kept on the server for every session of the user, refuses a second one, and stops', async () => {
    const u = await createUser(f.db, { role: 'Editor', modules: ['time'] });
    const tab1 = await signIn(f.ctx.app, u.email, u.password);
    const tab2 = await signIn(f.ctx.app, u.email, u.password);
    fixNow('2026-03-02T08:00:00Z');
    const started = await call(
      'POST',
      '/api/time-entries/start',
      { note: 'Appel fournisseur', billable: true },
      tab1,
    );
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().message).toBe('Chronomètre démarré.');
    const entry = started.json().entry;
    expect(entry).toMatchObject({ running: true, endedAt: null, note: 'Appel fournisseur', billable: true });

    // Another session (another tab or device) sees the same running timer.
    const seen = await read('/api/time-entries/running', tab2);
    expect(seen.json().entry.id).toBe(entry.id);

    const again = await call('POST', '/api/time-entries/start', {}, tab2);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      "Un chronomètre est déjà en cours. Arrêtez-le avant d'en démarrer un autre.",
    );

    fixNow('2026-03-02T09:30:00Z');
    const stopped = await call('POST', '/api/time-entries/stop', undefined, tab2);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().entry).toMatchObject({ id: entry.id, running: false, minutes: 90 });
    expect((await read('/api/time-entries/running', tab1)).json().entry).toBeNull();
    const none = await call('POST', '/api/time-entries/stop', undefined, tab1);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe("Aucun chronomètre n'est en cours.");
  });

  it('two simultaneous starts leave exactly one running timer', async () => {
    const u = await make('Editor');
    const results = await Promise.all(
      Array.from({ length: 4 }, () => call('POST', '/api/time-entries/start', {}, u.cookie)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect((await call('POST', '/api/time-entries/stop', undefined, u.cookie)).statusCode).toBe(200);
  });

  it('while it runs, nothing may be logged after its start (409), and it cannot be stopped past 24 h', async () => {
    const u = await make('Editor');
    fixNow('2026-03-03T08:00:00Z');
    expect((await call('POST', '/api/time-entries/start', {}, u.cookie)).statusCode).toBe(201);
    const after = await logTime(
      { startedAt: '2026-03-03T10:00:00Z', endedAt: '2026-03-03T11:00:00Z' },
      u.cookie,
    );
    expect(after.statusCode).toBe(409);
    expect(after.json().error.message).toBe(
      'Cette période chevauche une autre entrée de temps du même membre.',
    );
    // Before the timer's start is fine.
    const before = await logTime(
      { startedAt: '2026-03-03T06:00:00Z', endedAt: '2026-03-03T08:00:00Z' },
      u.cookie,
    );
    expect(before.statusCode, before.body).toBe(201);

    fixNow('2026-03-04T08:00:01Z');
    const late = await call('POST', '/api/time-entries/stop', undefined, u.cookie);
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBe(
      "Le chronomètre tourne depuis plus de 24 heures : corrigez l'heure de fin de l'entrée.",
    );
    // Correcting the end stops it.
    const running = (await read('/api/time-entries/running', u.cookie)).json().entry;
    const fixed = await editTime(running.id, { endedAt: '2026-03-03T17:00:00Z' }, u.cookie);
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().entry).toMatchObject({ running: false, minutes: 540 });
  });
});

describe('entries typed by hand', () => {
  it('refuses an end before the start and more than 24 hours, with French messages', async () => {
    const u = await make('Editor');
    const backwards = await logTime(
      { startedAt: '2026-03-05T10:00:00Z', endedAt: '2026-03-05T09:00:00Z' },
      u.cookie,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields.endedAt).toBe(
      "L'heure de fin doit être postérieure à l'heure de début.",
    );
    const same = await logTime(
      { startedAt: '2026-03-05T10:00:00Z', endedAt: '2026-03-05T10:00:00Z' },
      u.cookie,
    );
    expect(same.statusCode).toBe(400);
    const long = await logTime(
      { startedAt: '2026-03-05T10:00:00Z', endedAt: '2026-03-06T10:00:01Z' },
      u.cookie,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.endedAt).toBe('Une entrée de temps ne peut pas dépasser 24 heures.');
    const exactly = await logTime(
      { startedAt: '2026-03-05T10:00:00Z', endedAt: '2026-03-06T10:00:00Z' },
      u.cookie,
    );
    expect(exactly.statusCode, exactly.body).toBe(201);
    expect(exactly.json().entry.minutes).toBe(1440);
  });

  it('refuses an overlap with another entry of the same user (409), not with another user, and allows touching spans', async () => {
    const u = await make('Editor');
    const other = await make('Editor');
    const log = (startedAt: string, endedAt: string, cookie = u.cookie) =>
      logTime({ startedAt, endedAt }, cookie);
    expect((await log('2026-03-09T09:00:00Z', '2026-03-09T11:00:00Z')).statusCode).toBe(201);
    for (const [s, e] of [
      ['2026-03-09T10:00:00Z', '2026-03-09T12:00:00Z'],
      ['2026-03-09T08:00:00Z', '2026-03-09T09:00:01Z'],
      ['2026-03-09T09:30:00Z', '2026-03-09T10:00:00Z'],
      ['2026-03-09T08:00:00Z', '2026-03-09T12:00:00Z'],
    ] as const) {
      const res = await log(s, e);
      expect(res.statusCode, `${s} ${e}`).toBe(409);
      expect(res.json().error.code).toBe('conflict');
    }
    expect((await log('2026-03-09T11:00:00Z', '2026-03-09T12:00:00Z')).statusCode).toBe(201);
    expect((await log('2026-03-09T08:00:00Z', '2026-03-09T09:00:00Z')).statusCode).toBe(201);
    expect((await log('2026-03-09T09:00:00Z', '2026-03-09T11:00:00Z', other.cookie)).statusCode).toBe(201);
    // Moving an entry onto another is an overlap too; onto itself is not.
    const list = (await read('/api/time-entries?from=2026-03-09&to=2026-03-09', u.cookie)).json();
    const first = list.items.find((i: { startedAt: string }) => i.startedAt === '2026-03-09T08:00:00.000Z');
    const moved = await editTime(first.id, { endedAt: '2026-03-09T09:30:00Z' }, u.cookie);
    expect(moved.statusCode).toBe(409);
    const shrunk = await editTime(first.id, { startedAt: '2026-03-09T08:30:00Z' }, u.cookie);
    expect(shrunk.statusCode, shrunk.body).toBe(200);
    const backwards = await editTime(first.id, { startedAt: '2026-03-09T10:00:00Z' }, u.cookie);
    expect(backwards.statusCode).toBe(400);
  });

  it('links to one item, of a company the user sees', async () => {
    const u = await make('Editor', ['time'], [seed.companyAId]);
    const ok = await logTime(
      { startedAt: '2026-03-10T09:00:00Z', endedAt: '2026-03-10T10:00:00Z', clientId: seed.clientA.id },
      u.cookie,
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().entry.link).toEqual({ kind: 'client', id: seed.clientA.id, label: 'Client Alpha' });
    const hidden = await logTime(
      { startedAt: '2026-03-10T11:00:00Z', endedAt: '2026-03-10T12:00:00Z', clientId: seed.clientB.id },
      u.cookie,
    );
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().error.message).toBe("L'élément lié est introuvable.");
    const two = await logTime(
      {
        startedAt: '2026-03-10T11:00:00Z',
        endedAt: '2026-03-10T12:00:00Z',
        clientId: seed.clientA.id,
        taskId: UNKNOWN_ID,
      },
      u.cookie,
    );
    expect(two.statusCode).toBe(400);
    const options = await read('/api/time-entries/links?kind=client&q=client', u.cookie);
    expect(options.json().items.map((i: { label: string }) => i.label)).toEqual(['Client Alpha']);
  });
});

describe('timesheet', () => {
  it('totals per day (Europe/Paris), per item and per member, billable apart', async () => {
    const u = await make('Editor', ['time'], [seed.companyAId]);
    const log = (startedAt: string, endedAt: string, extra: Record<string, unknown> = {}) =>
      logTime({ startedAt, endedAt, ...extra }, u.cookie);
    // 23:30 UTC on Sunday the 15th is 00:30 on Monday the 16th in Paris.
    expect(
      (
        await log('2026-03-15T23:30:00Z', '2026-03-16T01:00:00Z', {
          billable: true,
          clientId: seed.clientA.id,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await log('2026-03-16T08:00:00Z', '2026-03-16T10:15:00Z', { clientId: seed.clientA.id })).statusCode,
    ).toBe(201);
    expect((await log('2026-03-18T13:00:00Z', '2026-03-18T14:00:00Z', { billable: true })).statusCode).toBe(
      201,
    );
    expect((await log('2026-03-23T08:00:00Z', '2026-03-23T09:00:00Z')).statusCode).toBe(201); // next week
    const res = await read('/api/time-entries?from=2026-03-16&to=2026-03-22', u.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.items.map((i: { day: string }) => i.day)).toEqual(['2026-03-16', '2026-03-16', '2026-03-18']);
    expect(body.totals.minutes).toBe(90 + 135 + 60);
    expect(body.totals.billableMinutes).toBe(150);
    expect(body.totals.byDay).toEqual([
      { day: '2026-03-16', minutes: 225 },
      { day: '2026-03-18', minutes: 60 },
    ]);
    expect(body.totals.byItem).toEqual([
      { link: { kind: 'client', id: seed.clientA.id, label: 'Client Alpha' }, minutes: 225 },
      { link: null, minutes: 60 },
    ]);
    expect(body.totals.byUser).toEqual([{ id: u.id, name: expect.any(String), minutes: 285 }]);
  });

  it('shows the team to managers only; a member edits only their own entries, a manager anyone’s', async () => {
    const editor = await make('Editor');
    const viewer = await make('Viewer');
    const mine = await logTime(
      { startedAt: '2026-04-01T08:00:00Z', endedAt: '2026-04-01T09:00:00Z' },
      editor.cookie,
    );
    const id = mine.json().entry.id;
    const theirs = await logTime(
      { startedAt: '2026-04-01T08:00:00Z', endedAt: '2026-04-01T09:00:00Z' },
      users.manager.cookie,
    );
    const managerEntry = theirs.json().entry.id;

    const team = await read('/api/time-entries?from=2026-04-01&to=2026-04-01&scope=team', editor.cookie);
    expect(team.statusCode).toBe(403);
    expect(team.json().error.message).toBe(
      "Seuls les managers et administrateurs voient le temps de l'équipe.",
    );
    expect(
      (
        await read(
          `/api/time-entries?from=2026-04-01&to=2026-04-01&userId=${users.manager.id}`,
          editor.cookie,
        )
      ).statusCode,
    ).toBe(403);
    const managerView = await read(
      '/api/time-entries?from=2026-04-01&to=2026-04-01&scope=team',
      users.manager.cookie,
    );
    expect(managerView.json().items.map((i: { id: string }) => i.id)).toEqual(
      expect.arrayContaining([id, managerEntry]),
    );

    const notYours = await editTime(managerEntry, { note: 'x' }, editor.cookie);
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().error.message).toBe('Vous ne pouvez modifier que vos propres entrées de temps.');
    expect(
      (await call('DELETE', `/api/time-entries/${managerEntry}`, undefined, editor.cookie)).statusCode,
    ).toBe(403);
    expect((await editTime(id, { note: 'Relu' }, editor.cookie)).json().entry.note).toBe('Relu');
    expect((await editTime(id, { billable: true }, users.manager.cookie)).statusCode).toBe(200);
    // Logging for someone else: managers only.
    const forOther = await logTime(
      { startedAt: '2026-04-02T08:00:00Z', endedAt: '2026-04-02T09:00:00Z', userId: users.manager.id },
      editor.cookie,
    );
    expect(forOther.statusCode).toBe(403);
    // A viewer reads but does not log.
    expect((await call('POST', '/api/time-entries/start', {}, viewer.cookie)).statusCode).toBe(403);
    expect(
      (await call('DELETE', `/api/time-entries/${id}`, undefined, users.manager.cookie)).statusCode,
    ).toBe(200);
    expect(
      (await call('DELETE', `/api/time-entries/${id}`, undefined, users.manager.cookie)).statusCode,
    ).toBe(404);
  });

  it('exports the period as csv (UTF-8 with a BOM) and xlsx', async () => {
    const u = await make('Editor', ['time'], [seed.companyAId]);
    await logTime(
      {
        startedAt: '2026-05-04T07:00:00Z',
        endedAt: '2026-05-04T08:30:00Z',
        note: '=SOMME(A1)',
        clientId: seed.clientA.id,
      },
      u.cookie,
    );
    const csv = await read('/api/time-entries/export?from=2026-05-04&to=2026-05-10&format=csv', u.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Jour;Membre;Début;Fin;Heures;Type de lien;Lié à;Note;Facturable');
    expect(lines[1]).toContain('2026-05-04');
    expect(lines[1]).toContain('09:00;10:30;1,5;Client;Client Alpha;');
    expect(lines[1]).toContain("'=SOMME(A1)");
    const xlsx = await read('/api/time-entries/export?from=2026-05-04&to=2026-05-10&format=xlsx', u.cookie);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Feuille de temps')!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(5).value).toBe(1.5);
  });
});

describe('hourly costs', () => {
  it('Admin and above set them; a manager reads them; others neither', async () => {
    const editor = await make('Editor');
    const refused = await setCost(editor.id, '45.50', users.manager.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Seuls les administrateurs peuvent définir le coût horaire.');
    const bad = await setCost(editor.id, '-3', users.admin.cookie);
    expect(bad.statusCode).toBe(400);
    const set = await setCost(editor.id, '45.50', users.admin.cookie);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().item.hourlyCost).toEqual({ amount: '45.50', currency: 'EUR' });
    const list = await read('/api/time-entries/costs', users.manager.cookie);
    expect(list.json().canEdit).toBe(false);
    expect(list.json().items.find((i: { userId: string }) => i.userId === editor.id).hourlyCost.amount).toBe(
      '45.50',
    );
    expect((await read('/api/time-entries/costs', editor.cookie)).statusCode).toBe(403);
    expect((await setCost(UNKNOWN_ID, '10', users.admin.cookie)).statusCode).toBe(404);
  });
});

describe('fuzzed bodies', () => {
  it('never answer 500', async () => {
    const u = await make('Manager');
    const value = fc.oneof(
      fc.jsonValue(),
      fc.constantFrom(
        '2026-06-01T08:00:00Z',
        '2026-06-01T09:00:00Z',
        '2026-06-03T08:00:00Z',
        '',
        'x',
        UNKNOWN_ID,
      ),
    );
    const body = fc.record(
      {
        startedAt: value,
        endedAt: value,
        note: value,
        billable: fc.oneof(fc.boolean(), value),
        taskId: value,
        clientId: value,
        orderId: value,
        userId: value,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('POST /api/time-entries', 'POST /api/time-entries/start', 'PATCH', 'GET'),
        fc.oneof(body, fc.jsonValue()),
        async (route, payload) => {
          let res;
          if (route === 'PATCH') {
            res = await call('PATCH', `/api/time-entries/${UNKNOWN_ID}`, payload, u.cookie);
          } else if (route === 'GET') {
            const q = new URLSearchParams(
              Object.entries(typeof payload === 'object' && payload ? payload : {}).map(([k, v]) => [
                k,
                // JSON for anything but a string: fast-check's objects may carry a 'toString' key.
                typeof v === 'string' ? v : JSON.stringify(v),
              ]),
            );
            res = await read(`/api/time-entries?${q}`, u.cookie);
          } else {
            res = await call('POST', route.slice(5), payload, u.cookie);
            if (route.endsWith('start') && res.statusCode === 201) {
              await call('POST', '/api/time-entries/stop', undefined, u.cookie);
            }
          }
          expect(res.statusCode, res.body).toBeLessThan(500);
        },
      ),
      { numRuns: 120 },
    );
  });
});
