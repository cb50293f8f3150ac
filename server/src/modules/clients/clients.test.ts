import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { auditLog, clients, userCompanies } from '../../db/schema/index';
import {
  EMAIL_MESSAGE,
  PHONE_MESSAGE,
  REQUIRED,
  UNKNOWN_ID,
  insertClient,
  insertOrder,
  insertQuote,
  setup,
} from './testing';
import { collectionRoutes, expectStatuses, moduleAccessTests, type RouteAccess } from '../../../test/access';
import { useFixture } from '../../../test/fixture';
import { expectNo500ForBodies, expectNo500ForQueries } from '../../../test/fuzz';

const f = useFixture(setup);

let seq = 0;
const validClient = (overrides: Record<string, unknown> = {}) => ({
  name: `Client ${++seq}`,
  companyId: f.companyA,
  email: `client${seq}@exemple.fr`,
  phone: '+33 6 12 34 56 78',
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}, cookie = f.cookies.manager) {
  const res = await f.call('POST', '/api/clients', validClient(overrides), cookie);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().client as { id: string; name: string; companyId: string; companyName: string };
}

// ---------------------------------------------------------------------------------------------

const ROUTES: RouteAccess[] = [
  ...collectionRoutes('/api/clients'),
  { method: 'GET', url: '/api/clients/settings/vip', action: 'read' },
  { method: 'PUT', url: '/api/clients/settings/vip', action: 'delete' },
  { method: 'GET', url: '/api/clients/:id/history', action: 'read' },
  ...collectionRoutes('/api/companies'),
];

describe('access', () => {
  moduleAccessTests({
    ctx: () => f.ctx,
    module: 'clients',
    routes: ROUTES,
    owns: (url) =>
      (url.startsWith('/api/clients') || url.startsWith('/api/companies')) &&
      url !== '/api/clients/:id/invoicing',
    outsider: () => f.cookies.outsider,
  });

  it("leaves a client's invoices and balance to the invoices module (they show invoices)", () => {
    const invoicing = f.ctx.app.routeTable.filter((r) => r.url === '/api/clients/:id/invoicing');
    expect(invoicing.map((r) => [r.method, r.access])).toEqual([
      ['GET', { kind: 'module', module: 'invoices', action: 'read' }],
    ]);
  });

  it('lets a Viewer read but not create, update or delete', async () => {
    const c = await create();
    await expectStatuses(f.call, f.cookies.viewer, [
      ['GET', '/api/clients', 200],
      ['GET', `/api/clients/${c.id}`, 200],
      ['POST', '/api/clients', 403, validClient()],
      ['PATCH', `/api/clients/${c.id}`, 403, { name: 'x' }],
      ['DELETE', `/api/clients/${c.id}`, 403],
      ['POST', '/api/companies', 403, { name: 'X' }],
    ]);
  });

  it('lets an Editor create and update but not delete', async () => {
    const c = await create({}, f.cookies.editor);
    await expectStatuses(f.call, f.cookies.editor, [
      ['PATCH', `/api/clients/${c.id}`, 200, { notes: 'Vu' }],
      ['DELETE', `/api/clients/${c.id}`, 403],
    ]);
  });
});

describe('create, read, update, delete', () => {
  it("creates a client with 'Client ajouté avec succès', normalised fields and an audit entry", async () => {
    const res = await f.call(
      'POST',
      '/api/clients',
      validClient({
        name: '  Hélène Dupré ',
        email: ' helene@exemple.fr ',
        phone: '06 12-34 56 78',
        address: '1 rue de la Paix',
        notes: '',
        tags: 'hôtel, fidèle, , Hôtel',
        zone: 'Europe',
        status: 'pending',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Client ajouté avec succès');
    expect(body.client).toMatchObject({
      name: 'Hélène Dupré',
      email: 'helene@exemple.fr',
      phone: '06 12-34 56 78',
      address: '1 rue de la Paix',
      notes: null,
      tags: ['hôtel', 'fidèle'],
      zone: 'Europe',
      status: 'pending',
      companyId: f.companyA,
      companyName: 'Société A',
      kind: 'prospect',
      company: { id: f.companyA, name: 'Société A' },
    });
    const [row] = await f.db.select().from(clients).where(eq(clients.id, body.client.id));
    expect(row!.searchText).toContain('helene dupre');
    expect(row!.searchText).toContain('0612345678');
    const audit = await f.db.select().from(auditLog).where(eq(auditLog.targetId, body.client.id));
    expect(audit.map((a) => a.action)).toContain('client.create');
  });

  it('defaults the status to active', async () => {
    const c = await create({ status: undefined });
    expect((c as unknown as { status: string }).status).toBe('active');
  });

  it('creates a new company with the client, in one transaction, granted to the creator', async () => {
    const res = await f.call('POST', '/api/clients', {
      name: 'Nouveau contact',
      newCompany: {
        name: 'Nouvelle Société',
        industry: 'Textile',
        website: 'www.nouvelle.fr',
        vatNumber: 'fr12 345',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const client = res.json().client;
    expect(client.company).toMatchObject({
      name: 'Nouvelle Société',
      industry: 'Textile',
      website: 'www.nouvelle.fr',
      vatNumber: 'FR12 345',
      clientCount: 1,
    });
    const grants = await f.db
      .select()
      .from(userCompanies)
      .where(and(eq(userCompanies.userId, f.managerId), eq(userCompanies.companyId, client.companyId)));
    expect(grants).toHaveLength(1);
    const companies = await f.call('GET', '/api/companies?q=nouvelle');
    expect(companies.json().items.map((c: { name: string }) => c.name)).toContain('Nouvelle Société');
    // Someone without that company does not see it.
    const other = await f.call('GET', `/api/companies/${client.companyId}`, undefined, f.cookies.other);
    expect(other.statusCode).toBe(404);
  });

  it('rolls the new company back when the client cannot be written', async () => {
    const before = (await f.call('GET', '/api/companies?q=Fantôme')).json().total;
    const res = await f.call('POST', '/api/clients', {
      name: 'x'.repeat(201),
      newCompany: { name: 'Fantôme' },
    });
    expect(res.statusCode).toBe(400);
    expect((await f.call('GET', '/api/companies?q=Fantôme')).json().total).toBe(before);
  });

  it('reads, updates and deletes a client', async () => {
    const c = await create({ name: 'Lecture' });
    const got = await f.call('GET', `/api/clients/${c.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({ id: c.id, name: 'Lecture', companyName: 'Société A' });

    const patched = await f.call('PATCH', `/api/clients/${c.id}`, {
      name: 'Lecture modifiée',
      phone: '',
      status: 'inactive',
      zone: null,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().message).toBe('Client mis à jour avec succès');
    expect(patched.json().client).toMatchObject({
      name: 'Lecture modifiée',
      phone: null,
      status: 'inactive',
      email: expect.stringContaining('@exemple.fr'),
    });
    const [row] = await f.db.select().from(clients).where(eq(clients.id, c.id));
    expect(row!.searchText).toContain('lecture modifiee');

    const deleted = await f.call('DELETE', `/api/clients/${c.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Client supprimé avec succès');
    expect((await f.call('GET', `/api/clients/${c.id}`)).statusCode).toBe(404);
    const audit = await f.db.select().from(auditLog).where(eq(auditLog.targetId, c.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['client.create', 'client.delete', 'client.update']);
  });

  it('refuses to delete a client with quotes or orders (409), and keeps it', async () => {
    const withQuote = await create();
    await insertQuote(f.db, { clientId: withQuote.id, companyId: f.companyA });
    const withOrder = await create();
    await insertOrder(f.db, { clientId: withOrder.id, companyId: f.companyA, totalAmount: '10.00' });
    const free = await create();
    // Said beforehand, in the detail and in the list: what keeps each one from being deleted.
    const blockersOf = async (id: string) =>
      (await f.call('GET', `/api/clients/${id}`)).json().deleteBlockers;
    expect(await blockersOf(withQuote.id)).toEqual(['quotes']);
    expect(await blockersOf(withOrder.id)).toEqual(['orders']);
    expect(await blockersOf(free.id)).toEqual([]);
    const listed = (await f.call('GET', '/api/clients?pageSize=100')).json().items as {
      id: string;
      deleteBlockers: string[];
    }[];
    expect(listed.find((c) => c.id === withOrder.id)?.deleteBlockers).toEqual(['orders']);
    expect(listed.find((c) => c.id === withQuote.id)?.deleteBlockers).toEqual(['quotes']);
    expect(listed.find((c) => c.id === free.id)?.deleteBlockers).toEqual([]);
    for (const c of [withQuote, withOrder]) {
      const res = await f.call('DELETE', `/api/clients/${c.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'client_has_history',
        message:
          'Ce client a des devis ou des commandes : il ne peut pas être supprimé. Passez-le plutôt au statut « Inactif ».',
      });
      expect((await f.call('GET', `/api/clients/${c.id}`)).statusCode).toBe(200);
    }
  });

  it('answers 404 for an unknown client', async () => {
    expect((await f.call('GET', `/api/clients/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await f.call('PATCH', `/api/clients/${UNKNOWN_ID}`, { name: 'x' })).statusCode).toBe(404);
    expect((await f.call('DELETE', `/api/clients/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await f.call('GET', `/api/clients/not-a-uuid`)).statusCode).toBe(400);
  });
});

describe('validation', () => {
  it("asks for the name and the company with 'Veuillez remplir tous les champs obligatoires'", async () => {
    const res = await f.call('POST', '/api/clients', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ name: REQUIRED, companyId: REQUIRED });
    const blank = await f.call('POST', '/api/clients', { name: '   ', companyId: '' });
    expect(blank.json().error.fields).toEqual({ name: REQUIRED, companyId: REQUIRED });
    const newCompany = await f.call('POST', '/api/clients', { name: 'A', newCompany: { name: ' ' } });
    expect(newCompany.json().error.fields).toEqual({ 'newCompany.name': REQUIRED });
  });

  it('checks the phone and the e-mail with the specification messages', async () => {
    const res = await f.call(
      'POST',
      '/api/clients',
      validClient({ phone: '12-34', email: 'pas-une-adresse' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ phone: PHONE_MESSAGE, email: EMAIL_MESSAGE });
    for (const phone of ['----------', '+33 abc 45 67 89', '06 12 34 56 7', '++33612345678']) {
      const bad = await f.call('POST', '/api/clients', validClient({ phone }));
      expect(bad.json().error.fields, phone).toEqual({ phone: PHONE_MESSAGE });
    }
    for (const phone of ['0612345678', '+33 6 12 34 56 78', '06-12-34-56-78']) {
      expect((await f.call('POST', '/api/clients', validClient({ phone }))).statusCode, phone).toBe(201);
    }
    for (const email of ['a@b', 'a b@c.fr', 'a@b.c']) {
      const bad = await f.call('POST', '/api/clients', validClient({ email }));
      expect(bad.json().error.fields, email).toEqual({ email: EMAIL_MESSAGE });
    }
  });

  it('answers in English when asked', async () => {
    const res = await f.ctx.app.inject({
      method: 'POST',
      url: '/api/clients',
      payload: { name: '' },
      headers: { cookie: f.cookies.manager, 'x-comptoir-lang': 'en' },
    });
    expect(res.json().error.fields.name).toBe('Please fill in all required fields');
  });

  it('refuses an unknown status, zone or too many tags', async () => {
    const res = await f.call(
      'POST',
      '/api/clients',
      validClient({ status: 'vip', zone: 'Mars', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }),
    );
    expect(res.json().error.fields).toEqual({
      status: 'Statut invalide.',
      zone: 'Zone invalide.',
      tags: '20 tags au maximum, de 50 caractères chacun.',
    });
  });
});

describe('company access', () => {
  it('hides the clients of other companies: list without them, 404 on each route', async () => {
    const hidden = await insertClient(f.db, f.companyB, 'Client caché de B');
    const list = await f.call('GET', '/api/clients?pageSize=100');
    expect(list.json().items.map((c: { id: string }) => c.id)).not.toContain(hidden.id);
    expect((await f.call('GET', '/api/clients?q=caché')).json().total).toBe(0);
    for (const [method, url, body] of [
      ['GET', `/api/clients/${hidden.id}`, undefined],
      ['GET', `/api/clients/${hidden.id}/history`, undefined],
      ['PATCH', `/api/clients/${hidden.id}`, { name: 'Piraté' }],
      ['DELETE', `/api/clients/${hidden.id}`, undefined],
    ] as const) {
      const res = await f.call(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const [row] = await f.db.select().from(clients).where(eq(clients.id, hidden.id));
    expect(row!.name).toBe('Client caché de B');
    // Its own company's user and super admins see it.
    expect((await f.call('GET', `/api/clients/${hidden.id}`, undefined, f.cookies.other)).statusCode).toBe(
      200,
    );
    expect((await f.call('GET', `/api/clients/${hidden.id}`, undefined, f.cookies.admin)).statusCode).toBe(
      200,
    );
    // A user without any company sees nothing.
    expect((await f.call('GET', '/api/clients', undefined, f.cookies.nobody)).json().total).toBe(0);
  });

  it('refuses to create a client in, or move one to, a company the user lacks (404)', async () => {
    const res = await f.call('POST', '/api/clients', validClient({ companyId: f.companyB }));
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({
      code: 'company_not_found',
      fields: { companyId: "Entreprise introuvable, ou vous n'y avez pas accès." },
    });
    const unknown = await f.call('POST', '/api/clients', validClient({ companyId: UNKNOWN_ID }));
    expect(unknown.statusCode).toBe(404);
    const c = await create();
    const moved = await f.call('PATCH', `/api/clients/${c.id}`, { companyId: f.companyB });
    expect(moved.statusCode).toBe(404);
    expect((await f.call('GET', `/api/clients/${c.id}`)).json().companyId).toBe(f.companyA);
    // A super admin may use any company.
    const byAdmin = await f.call(
      'POST',
      '/api/clients',
      validClient({ companyId: f.companyB }),
      f.cookies.admin,
    );
    expect(byAdmin.statusCode).toBe(201);
  });
});

describe('list', () => {
  it('searches name, e-mail and phone (accents, case and phone spacing ignored)', async () => {
    const tag = `s${Date.now().toString(36)}`;
    const a = await create({
      name: `Éloïse ${tag}`,
      email: `eloise.${tag}@exemple.fr`,
      phone: '04 91 22 33 44',
    });
    const b = await create({
      name: `Bruno ${tag}`,
      email: `bruno.${tag}@exemple.fr`,
      phone: '+33 7 55 66 77 88',
    });
    const ids = async (q: string) =>
      (await f.call('GET', `/api/clients?${new URLSearchParams({ q })}`))
        .json()
        .items.map((c: { id: string }) => c.id);
    expect(await ids(`ELOISE ${tag}`)).toEqual([a.id]);
    expect(await ids(`bruno.${tag}@`)).toEqual([b.id]);
    expect(await ids('0491223344')).toEqual([a.id]);
    expect(await ids('91 22 33')).toEqual([a.id]);
    expect(await ids('755667788')).toEqual([b.id]);
    expect(await ids(`${tag}%`)).toEqual([]);
  });

  it('filters by status and kind, sorts and pages, with counters over the search', async () => {
    const tag = `l${Date.now().toString(36)}`;
    const made = [];
    for (const [name, status] of [
      ['Charlie', 'active'],
      ['alice', 'pending'],
      ['Bob', 'inactive'],
      ['Dora', 'active'],
    ] as const) {
      made.push(await create({ name: `${name} ${tag}`, status }));
    }
    await insertOrder(f.db, { clientId: made[3]!.id, companyId: f.companyA, totalAmount: '20000.00' });
    const get = async (query: Record<string, string>) =>
      (await f.call('GET', `/api/clients?${new URLSearchParams({ q: tag, ...query })}`)).json();

    const all = await get({ sort: 'name', order: 'asc' });
    expect(all.items.map((c: { name: string }) => c.name.split(' ')[0])).toEqual([
      'alice',
      'Bob',
      'Charlie',
      'Dora',
    ]);
    expect(all.counters).toEqual({ total: 4, active: 2, inactive: 1, pending: 1, vip: 1, prospects: 3 });
    expect(all.items.map((c: { kind: string }) => c.kind)).toEqual([
      'prospect',
      'prospect',
      'prospect',
      'vip',
    ]);

    const pending = await get({ status: 'pending' });
    expect(pending.total).toBe(1);
    expect(pending.counters.total).toBe(4);
    expect((await get({ kind: 'vip' })).items.map((c: { id: string }) => c.id)).toEqual([made[3]!.id]);
    expect((await get({ kind: 'prospect' })).total).toBe(3);

    const page2 = await get({ sort: 'name', order: 'desc', pageSize: '3', page: '2' });
    expect(page2.items.map((c: { name: string }) => c.name.split(' ')[0])).toEqual(['alice']);
    expect(page2.total).toBe(4);

    const newest = await get({});
    expect(newest.items[0].id).toBe(made[3]!.id);
  });

  it('gives each item the client picker fields (clientRef)', async () => {
    const c = await create({ address: '2 rue Haute' });
    const item = (await f.call('GET', `/api/clients?q=${encodeURIComponent(c.name)}`)).json().items[0];
    expect(Object.keys(item)).toEqual(
      expect.arrayContaining(['id', 'name', 'email', 'phone', 'address', 'companyId', 'companyName']),
    );
    expect(item.address).toBe('2 rue Haute');
  });
});

describe('fuzzing', () => {
  it('never answers 500 to arbitrary create and update bodies', async () => {
    const target = await create();
    const bodies = fc.record(
      {
        name: fc.oneof(fc.string(), fc.constant(null), fc.integer()),
        companyId: fc.oneof(fc.uuid(), fc.string(), fc.constant(null), fc.constant(f.companyA)),
        newCompany: fc.oneof(
          fc.constant(null),
          fc.record(
            { name: fc.string(), website: fc.string(), vatNumber: fc.string() },
            { requiredKeys: [] },
          ),
          fc.string(),
        ),
        email: fc.oneof(fc.string(), fc.emailAddress(), fc.integer()),
        phone: fc.oneof(fc.string(), fc.constant('+33 6 12 34 56 78')),
        status: fc.oneof(fc.constantFrom('active', 'inactive', 'pending'), fc.string()),
        tags: fc.oneof(fc.array(fc.string()), fc.string(), fc.object()),
        zone: fc.oneof(fc.constantFrom('France', 'Asie', ''), fc.string(), fc.constant(null)),
        notes: fc.oneof(fc.string(), fc.object()),
      },
      { requiredKeys: [] },
    );
    const urls = { create: '/api/clients', update: `/api/clients/${target.id}` };
    await expectNo500ForBodies(f.call, urls, bodies, 60);
  });

  it('never answers 500 to arbitrary list queries', async () => {
    const keys = ['q', 'status', 'kind', 'companyId', 'sort', 'order', 'page', 'pageSize'];
    await expectNo500ForQueries(f.call, ['/api/clients'], keys, {
      numRuns: 60,
      special: { companyId: fc.oneof(fc.uuid(), fc.string()) },
    });
  });
});
