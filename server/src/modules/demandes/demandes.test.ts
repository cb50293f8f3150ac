import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { DEMANDE_ACTIONS, DEMANDE_STATUSES, type DemandeStatus } from '@comptoir/core/modules/demandes';
import { auditLog, demandeAssignees, demandeProducts, demandes } from '../../db/schema/index';
import { collectionRoutes, moduleAccessTests, type RouteAccess } from '../../../test/access';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { UNKNOWN_ID, member, outsiderModules, person, screenBody, teamBody, type Person } from './testing';

let ctx: TestContext;
let manager: Person;
let editor: Person;
let viewer: Person;
let outsider: Person;
let stranger: Person;
let memberA: Awaited<ReturnType<typeof member>>;
let memberB: Awaited<ReturnType<typeof member>>;
let memberC: Awaited<ReturnType<typeof member>>;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  manager = await person(ctx.app, db, 'Manager', ['demandes'], 'Marie Curie');
  editor = await person(ctx.app, db, 'Editor', ['demandes'], '');
  viewer = await person(ctx.app, db, 'Viewer');
  outsider = await person(ctx.app, db, 'Manager', outsiderModules);
  stranger = await person(ctx.app, db, 'Editor');
  memberA = await member(db, { name: 'Alice Martin', userId: editor.id });
  memberB = await member(db, { name: 'Bruno Petit' });
  memberC = await member(db, { name: 'Chloé Durand', department: 'Commercial' });
});
afterAll(async () => {
  await ctx?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, who: Person | null = manager) =>
  ctx.app.inject({
    method,
    url,
    ...(payload !== undefined ? { payload: payload as object } : {}),
    headers: who ? { cookie: who.cookie } : {},
  });

async function create(body: Record<string, unknown> = screenBody(), who: Person = manager) {
  const res = await call('POST', '/api/demandes', body, who);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().demande as {
    id: string;
    title: string;
    status: DemandeStatus;
    assignees: { id: string; name: string; userId: string | null }[];
    products: { id: string; name: string }[];
    canComment: boolean;
  };
}

const setStatus = (id: string, status: DemandeStatus) =>
  ctx.database.db.update(demandes).set({ status }).where(eq(demandes.id, id));

// ---------------------------------------------------------------------------------------------

const ROUTES: RouteAccess[] = [
  ...collectionRoutes('/api/demandes'),
  { method: 'GET', url: '/api/demandes/members', action: 'read' },
  { method: 'GET', url: '/api/demandes/events', action: 'read' },
  { method: 'POST', url: '/api/demandes/:id/start', action: 'update' },
  { method: 'POST', url: '/api/demandes/:id/complete', action: 'update' },
  { method: 'POST', url: '/api/demandes/:id/cancel', action: 'update' },
  { method: 'POST', url: '/api/demandes/:id/assign', action: 'update' },
  { method: 'GET', url: '/api/demandes/:id/comments', action: 'read' },
  { method: 'POST', url: '/api/demandes/:id/comments', action: 'create' },
  { method: 'GET', url: '/api/demandes/:id/attachments/:attachmentId', action: 'read' },
  { method: 'POST', url: '/api/demandes/:id/products', action: 'update' },
  { method: 'PATCH', url: '/api/demandes/:id/products/:productId', action: 'update' },
  { method: 'DELETE', url: '/api/demandes/:id/products/:productId', action: 'update' },
  { method: 'POST', url: '/api/demandes/:id/products/:productId/images', action: 'update' },
  { method: 'POST', url: '/api/demandes/:id/products/:productId/documents', action: 'update' },
  { method: 'GET', url: '/api/demandes/:id/products/:productId/files/:fileId', action: 'read' },
  { method: 'DELETE', url: '/api/demandes/:id/products/:productId/files/:fileId', action: 'update' },
  // Conversations and the documents library (modules/conversations, modules/documents).
  { method: 'GET', url: '/api/demandes/:id/products/:productId/messages', action: 'read' },
  { method: 'POST', url: '/api/demandes/:id/products/:productId/messages', action: 'create' },
  { method: 'POST', url: '/api/demandes/:id/products/:productId/messages/read', action: 'read' },
  { method: 'PATCH', url: '/api/demandes/:id/products/:productId/messages/:messageId', action: 'create' },
  { method: 'DELETE', url: '/api/demandes/:id/products/:productId/messages/:messageId', action: 'create' },
  {
    method: 'POST',
    url: '/api/demandes/:id/products/:productId/messages/:messageId/reactions',
    action: 'create',
  },
  {
    method: 'GET',
    url: '/api/demandes/:id/products/:productId/messages/:messageId/attachments/:attachmentId',
    action: 'read',
  },
  { method: 'GET', url: '/api/demandes/:id/products/:productId/documents', action: 'read' },
  {
    method: 'POST',
    url: '/api/demandes/:id/products/:productId/documents/:documentId/versions',
    action: 'update',
  },
  { method: 'DELETE', url: '/api/demandes/:id/products/:productId/documents/:documentId', action: 'update' },
  { method: 'GET', url: '/api/demandes/:id/products/:productId/documents/:documentId/file', action: 'read' },
];
describe('access', () => {
  moduleAccessTests({ ctx: () => ctx, module: 'demandes', routes: ROUTES, outsider: () => outsider.cookie });

  it('lets a Viewer read but not create, change, comment or delete', async () => {
    const d = await create();
    expect((await call('GET', '/api/demandes', undefined, viewer)).statusCode).toBe(200);
    expect((await call('GET', `/api/demandes/${d.id}`, undefined, viewer)).statusCode).toBe(200);
    expect((await call('GET', `/api/demandes/${d.id}/comments`, undefined, viewer)).statusCode).toBe(200);
    expect((await call('GET', '/api/demandes/members', undefined, viewer)).statusCode).toBe(200);
    const refused = [
      await call('POST', '/api/demandes', screenBody(), viewer),
      await call('PATCH', `/api/demandes/${d.id}`, { title: 'x' }, viewer),
      await call('POST', `/api/demandes/${d.id}/start`, {}, viewer),
      await call('POST', `/api/demandes/${d.id}/assign`, { memberIds: [] }, viewer),
      await call('POST', `/api/demandes/${d.id}/comments`, { content: 'x' }, viewer),
      await call(
        'POST',
        `/api/demandes/${d.id}/products`,
        { name: 'a', description: 'b', quantity: '1' },
        viewer,
      ),
      await call('DELETE', `/api/demandes/${d.id}`, undefined, viewer),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden_action');
    }
  });

  it('lets an Editor create and change but not delete a request', async () => {
    const d = await create(screenBody(), editor);
    expect(
      (await call('PATCH', `/api/demandes/${d.id}`, { title: 'Nouveau titre' }, editor)).statusCode,
    ).toBe(200);
    const res = await call('DELETE', `/api/demandes/${d.id}`, undefined, editor);
    expect(res.statusCode).toBe(403);
  });
});

describe('creating', () => {
  it("creates a request from the demandes screen's form, pending, optional fields null", async () => {
    const res = await call(
      'POST',
      '/api/demandes',
      screenBody({
        title: '  Audit fournisseurs  ',
        client: '  ',
        budget: '',
        tags: 'urgent, qualité,, ',
        assigneeIds: [memberB.id, memberA.id],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Demande créée avec succès !');
    const d = body.demande;
    expect(d).toMatchObject({
      title: 'Audit fournisseurs',
      status: 'pending',
      priority: 'medium',
      client: null,
      budget: null,
      location: null,
      tags: ['urgent', 'qualité'],
      orderReference: null,
      createdBy: { id: manager.id, name: 'Marie Curie' },
      productCount: 0,
      commentCount: 0,
      canComment: true,
      isDemo: false,
      products: [],
    });
    expect(d.assignees.map((m: { name: string }) => m.name)).toEqual(['Bruno Petit', 'Alice Martin']);
    expect(d.assignees[1]).toEqual({
      id: memberA.id,
      name: 'Alice Martin',
      email: memberA.email,
      department: 'Sourcing',
      userId: editor.id,
    });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'demande.create'), eq(auditLog.targetId, d.id)));
    expect(audit).toMatchObject({
      actorId: manager.id,
      targetType: 'demande',
      targetLabel: 'Audit fournisseurs',
    });
  });

  it("creates a team member's request pending, assigned to the member, with its products", async () => {
    const res = await call(
      'POST',
      '/api/demandes',
      teamBody(memberB.id, {
        priority: 'high',
        products: [
          { name: 'Lampe', description: 'LED 10 W', quantity: '500 pièces', specifications: ' 230 V ' },
          { name: '', description: '', quantity: '' },
          { name: 'Abat-jour', description: 'Lin', quantity: '500' },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const d = res.json().demande;
    expect(d).toMatchObject({
      status: 'pending',
      priority: 'high',
      client: 'Maison Lumière',
      productCount: 2,
    });
    expect(d.assignees.map((m: { id: string }) => m.id)).toEqual([memberB.id]);
    expect(d.products).toHaveLength(2);
    expect(d.products[0]).toMatchObject({
      name: 'Lampe',
      description: 'LED 10 W',
      quantity: '500 pièces',
      specifications: '230 V',
      images: [],
      documents: [],
      messageCount: 0,
      lastMessageTime: null,
      hasUnreadMessages: false,
      quotationCount: 0,
      bestPrice: null,
      documentCount: 0,
    });
    expect(d.products[1].name).toBe('Abat-jour');
  });

  it("answers the team form's messages in French, numbering products", async () => {
    const res = await call('POST', '/api/demandes', {
      form: 'team',
      memberId: memberA.id,
      title: ' ',
      products: [
        { name: 'Lampe', description: 'x', quantity: '1' },
        { name: '', description: 'Sans nom', quantity: '3' },
        { name: 'Vis', description: '', quantity: '' },
      ],
    });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json().error;
    expect(fields).toMatchObject({
      title: 'Le titre est requis',
      client: 'Le client est requis',
      description: 'La description est requise',
      category: 'La catégorie est requise',
      deadline: "L'échéance est requise",
      budget: 'Le budget est requis',
      location: 'La localisation est requise',
      'products.1.name': 'Le nom du produit 2 est requis',
      'products.2.description': 'La description du produit 3 est requise',
      'products.2.quantity': 'La quantité du produit 3 est requise',
    });
  });

  it('refuses a team request without any product', async () => {
    const res = await call(
      'POST',
      '/api/demandes',
      teamBody(memberA.id, { products: [{ name: ' ', description: '', quantity: '' }] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.products).toBe('Ajoutez au moins un produit.');
  });

  it("answers the demandes screen's message 'Veuillez remplir tous les champs obligatoires'", async () => {
    const res = await call('POST', '/api/demandes', { form: 'demandes' });
    expect(res.statusCode).toBe(400);
    const REQUIRED = 'Veuillez remplir tous les champs obligatoires';
    expect(res.json().error.fields).toEqual({
      title: REQUIRED,
      description: REQUIRED,
      category: REQUIRED,
      deadline: REQUIRED,
    });
    const date = await call('POST', '/api/demandes', screenBody({ deadline: '2030-02-31x' }));
    expect(date.json().error.fields.deadline).toBe('Date invalide (AAAA-MM-JJ).');
    const form = await call('POST', '/api/demandes', { ...screenBody(), form: 'other' });
    expect(form.statusCode).toBe(400);
  });

  it('writes nothing when a member is unknown (one transaction)', async () => {
    const title = `Rollback ${Date.now()}`;
    const res = await call('POST', '/api/demandes', teamBody(UNKNOWN_ID, { title }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: "Membre de l'équipe inconnu.",
      fields: { memberId: "Membre de l'équipe inconnu." },
    });
    const screen = await call(
      'POST',
      '/api/demandes',
      screenBody({ title, assigneeIds: [memberA.id, UNKNOWN_ID] }),
    );
    expect(screen.statusCode).toBe(400);
    expect(screen.json().error.fields.assigneeIds).toBe("Membre de l'équipe inconnu.");
    const rows = await ctx.database.db.select().from(demandes).where(eq(demandes.title, title));
    expect(rows).toEqual([]);
    const products = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(demandeProducts)
      .innerJoin(demandes, eq(demandes.id, demandeProducts.demandeId))
      .where(eq(demandes.title, title));
    expect(Number(products[0]!.n)).toBe(0);
  });

  it('creates nothing when one product is invalid', async () => {
    const title = `Invalid product ${Date.now()}`;
    const res = await call(
      'POST',
      '/api/demandes',
      teamBody(memberA.id, {
        title,
        products: [
          { name: 'Bon', description: 'ok', quantity: '1' },
          { name: 'Mauvais', description: 'ok', quantity: 'x'.repeat(101) },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['products.1.quantity']).toBe('Ce texte est trop long.');
    expect(await ctx.database.db.select().from(demandes).where(eq(demandes.title, title))).toEqual([]);
  });

  it('answers in English when asked', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/demandes',
      payload: {
        form: 'team',
        memberId: memberA.id,
        products: [{ name: '', description: 'x', quantity: '1' }],
      },
      headers: { cookie: manager.cookie, 'x-comptoir-lang': 'en' },
    });
    expect(res.json().error.fields['products.0.name']).toBe('Name of product 1 is required');
  });
});

describe('reading', () => {
  let scope: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    scope = `zq${Date.now()}`;
    const make = async (key: string, body: Record<string, unknown>, status?: DemandeStatus) => {
      const d = await create(body);
      ids[key] = d.id;
      if (status) await setStatus(d.id, status);
    };
    await make('a', screenBody({ title: `Alpha ${scope}`, priority: 'low', deadline: '2030-01-10' }));
    await make(
      'b',
      screenBody({
        title: 'Beta',
        description: `mention ${scope}`,
        priority: 'high',
        deadline: '2030-03-01',
      }),
      'in-progress',
    );
    await make(
      'c',
      screenBody({ title: 'Gamma', client: `Client ${scope.toUpperCase()}`, assigneeIds: [memberC.id] }),
      'completed',
    );
    await make(
      'd',
      screenBody({ title: 'Delta', category: `Cat ${scope}`, assigneeIds: [memberC.id] }),
      'cancelled',
    );
    await make('e', screenBody({ title: 'Epsilon 100%_off' }));
    await make('f', screenBody({ title: 'Crème brûlée (accents)' }));
  });

  const list = async (params: Record<string, string>, who: Person = manager) => {
    const res = await call('GET', `/api/demandes?${new URLSearchParams(params).toString()}`, undefined, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      items: { id: string; title: string; assignees: { id: string }[] }[];
      total: number;
      page: number;
      pageSize: number;
      counters: Record<string, number>;
    };
  };

  it('searches title, description, client and category, case-insensitively', async () => {
    const res = await list({ q: scope.toUpperCase() });
    expect(res.items.map((i) => i.id).sort()).toEqual([ids.a, ids.b, ids.c, ids.d].sort());
    expect(res.counters).toEqual({ total: 4, pending: 1, inProgress: 1, completed: 1, cancelled: 1 });
  });

  it('searches without regard to accents, either way', async () => {
    for (const q of ['creme brulee', 'CRÈME BRÛLÉE', 'crême brulée']) {
      expect((await list({ q })).items.map((i) => i.id)).toEqual([ids.f]);
    }
  });

  it('keeps counters over the scope whatever the status filter', async () => {
    const res = await list({ q: scope, status: 'in-progress' });
    expect(res.items.map((i) => i.id)).toEqual([ids.b]);
    expect(res.total).toBe(1);
    expect(res.counters.total).toBe(4);
    const high = await list({ q: scope, priority: 'high' });
    expect(high.items.map((i) => i.id)).toEqual([ids.b]);
    expect(high.counters.total).toBe(1);
  });

  it("filters a team member's requests", async () => {
    const res = await list({ memberId: memberC.id });
    expect(res.items.map((i) => i.id).sort()).toEqual([ids.c, ids.d].sort());
    expect(res.counters).toMatchObject({ total: 2, completed: 1, cancelled: 1, pending: 0 });
    expect((await list({ memberId: UNKNOWN_ID })).total).toBe(0);
  });

  it('treats LIKE wildcards literally', async () => {
    const res = await list({ q: '100%_' });
    expect(res.items.map((i) => i.id)).toEqual([ids.e]);
    expect((await list({ q: '%' })).items.map((i) => i.id)).toEqual([ids.e]);
  });

  it('sorts and paginates', async () => {
    const byDeadline = await list({ q: scope, sort: 'deadline', order: 'asc' });
    expect(byDeadline.items[0]!.id).toBe(ids.a);
    const byPriority = await list({ q: scope, sort: 'priority', order: 'desc' });
    expect(byPriority.items[0]!.id).toBe(ids.b);
    expect(byPriority.items.at(-1)!.id).toBe(ids.a);
    const byTitle = await list({ q: scope, sort: 'title', order: 'asc' });
    expect(byTitle.items.map((i) => i.title)).toEqual([`Alpha ${scope}`, 'Beta', 'Delta', 'Gamma']);
    const byStatus = await list({ q: scope, sort: 'status', order: 'asc' });
    expect(byStatus.items.map((i) => i.id)).toEqual([ids.a, ids.b, ids.c, ids.d]);
    const page2 = await list({ q: scope, sort: 'title', order: 'asc', page: '2', pageSize: '3' });
    expect(page2).toMatchObject({ page: 2, pageSize: 3, total: 4 });
    expect(page2.items.map((i) => i.title)).toEqual(['Gamma']);
    const newest = await list({ q: scope });
    expect(newest.items[0]!.id).toBe(ids.d);
  });

  it('refuses bad list parameters with 400', async () => {
    for (const q of ['status=done', 'sort=nope', 'order=up', 'page=0', 'pageSize=101', 'memberId=x']) {
      const res = await call('GET', `/api/demandes?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });

  it('answers 404 for another id and 400 for a malformed one', async () => {
    expect((await call('GET', `/api/demandes/${UNKNOWN_ID}`)).statusCode).toBe(404);
    const bad = await call('GET', '/api/demandes/not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.id).toBe('Identifiant invalide.');
    for (const [method, url] of [
      ['PATCH', `/api/demandes/${UNKNOWN_ID}`],
      ['DELETE', `/api/demandes/${UNKNOWN_ID}`],
      ['POST', `/api/demandes/${UNKNOWN_ID}/start`],
      ['POST', `/api/demandes/${UNKNOWN_ID}/assign`],
      ['GET', `/api/demandes/${UNKNOWN_ID}/comments`],
      ['POST', `/api/demandes/${UNKNOWN_ID}/comments`],
      ['POST', `/api/demandes/${UNKNOWN_ID}/products`],
    ] as const) {
      const body =
        method === 'GET' || method === 'DELETE'
          ? undefined
          : url.endsWith('assign')
            ? { memberIds: [] }
            : url.endsWith('products')
              ? { name: 'a', description: 'b', quantity: '1' }
              : url.endsWith('comments')
                ? { content: 'x' }
                : {};
      expect((await call(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('lists the team members for the assign modal', async () => {
    const res = await call('GET', '/api/demandes/members', undefined, viewer);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { id: string; name: string }[];
    expect(items.map((m) => m.name)).toEqual(['Alice Martin', 'Bruno Petit', 'Chloé Durand']);
    expect(items[0]).toEqual({
      id: memberA.id,
      name: 'Alice Martin',
      email: memberA.email,
      department: 'Sourcing',
      userId: editor.id,
    });
  });
});

describe('updating', () => {
  it('updates fields and records before and after', async () => {
    const d = await create(screenBody({ client: 'Ancien client' }));
    const res = await call('PATCH', `/api/demandes/${d.id}`, {
      title: 'Titre modifié',
      client: '',
      tags: ['a', ' b '],
      priority: 'high',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Demande mise à jour avec succès');
    expect(res.json().demande).toMatchObject({
      title: 'Titre modifié',
      client: null,
      tags: ['a', 'b'],
      priority: 'high',
      status: 'pending',
    });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'demande.update'), eq(auditLog.targetId, d.id)));
    expect(audit!.before).toMatchObject({ title: d.title, client: 'Ancien client' });
    expect(audit!.after).toMatchObject({ title: 'Titre modifié', client: null });
  });

  it('refuses an empty title and ignores a status in the body', async () => {
    const d = await create();
    const res = await call('PATCH', `/api/demandes/${d.id}`, { title: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.title).toBe('Le titre est requis');
    const status = await call('PATCH', `/api/demandes/${d.id}`, { status: 'completed' });
    expect(status.statusCode).toBe(200);
    expect(status.json().demande.status).toBe('pending');
  });
});

describe('status actions', () => {
  const LABELS: Record<DemandeStatus, string> = {
    pending: 'En attente',
    'in-progress': 'En cours',
    completed: 'Terminée',
    cancelled: 'Annulée',
  };
  const cases = (Object.keys(DEMANDE_ACTIONS) as (keyof typeof DEMANDE_ACTIONS)[]).flatMap((action) =>
    DEMANDE_STATUSES.map((from) => ({
      action,
      from,
      allowed: (DEMANDE_ACTIONS[action].from as readonly string[]).includes(from),
    })),
  );

  it.each(cases)('$action from $from: allowed $allowed', async ({ action, from, allowed }) => {
    const d = await create();
    await setStatus(d.id, from);
    const res = await call('POST', `/api/demandes/${d.id}/${action}`, {});
    const to = DEMANDE_ACTIONS[action].to;
    if (allowed) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().demande.status).toBe(to);
      expect(res.json().message).toBe(`Statut mis à jour : ${LABELS[to]}`);
      const [audit] = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, `demande.${action}`), eq(auditLog.targetId, d.id)));
      expect(audit).toMatchObject({ before: { status: from }, after: { status: to } });
    } else {
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({
        code: 'conflict',
        message: `Impossible de passer de « ${LABELS[from]} » à « ${LABELS[to]} ».`,
      });
      const [row] = await ctx.database.db.select().from(demandes).where(eq(demandes.id, d.id));
      expect(row!.status).toBe(from);
    }
  });

  it('walks pending → in progress → completed → cancelled', async () => {
    const d = await create();
    for (const [action, status] of [
      ['start', 'in-progress'],
      ['complete', 'completed'],
      ['cancel', 'cancelled'],
    ] as const) {
      const res = await call('POST', `/api/demandes/${d.id}/${action}`, {});
      expect(res.json().demande.status).toBe(status);
    }
  });
});

describe('assigning', () => {
  it('replaces the set, keeping the order, without duplicates', async () => {
    const d = await create(screenBody({ assigneeIds: [memberA.id] }));
    const res = await call('POST', `/api/demandes/${d.id}/assign`, {
      memberIds: [memberC.id, memberB.id, memberC.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Assignation mise à jour');
    expect(res.json().demande.assignees.map((m: { id: string }) => m.id)).toEqual([memberC.id, memberB.id]);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'demande.assign'), eq(auditLog.targetId, d.id)));
    expect(audit).toMatchObject({
      before: { assignees: ['Alice Martin'] },
      after: { assignees: ['Chloé Durand', 'Bruno Petit'] },
    });
    const empty = await call('POST', `/api/demandes/${d.id}/assign`, { memberIds: [] });
    expect(empty.json().demande.assignees).toEqual([]);
  });

  it('refuses an unknown member with 400 and keeps the previous set', async () => {
    const d = await create(screenBody({ assigneeIds: [memberA.id] }));
    const res = await call('POST', `/api/demandes/${d.id}/assign`, { memberIds: [memberB.id, UNKNOWN_ID] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Membre de l'équipe inconnu.");
    const rows = await ctx.database.db
      .select()
      .from(demandeAssignees)
      .where(eq(demandeAssignees.demandeId, d.id));
    expect(rows.map((r) => r.memberId)).toEqual([memberA.id]);
    const bad = await call('POST', `/api/demandes/${d.id}/assign`, { memberIds: ['x'] });
    expect(bad.statusCode).toBe(400);
  });
});

describe('comments', () => {
  const FORBIDDEN =
    'Seuls le créateur de la demande et les membres assignés peuvent ajouter des commentaires.';

  it('lets the creator and an assigned member comment, in order, with their names', async () => {
    const d = await create(screenBody({ assigneeIds: [memberA.id] }));
    expect(d.canComment).toBe(true);
    const first = await call('POST', `/api/demandes/${d.id}/comments`, { content: '  Premier  ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toBe('Commentaire ajouté');
    expect(first.json().comment).toMatchObject({
      demandeId: d.id,
      author: 'Marie Curie',
      authorId: manager.id,
      content: 'Premier',
      attachments: [],
    });
    // The editor has no full name: the author is the e-mail.
    const second = await call('POST', `/api/demandes/${d.id}/comments`, { content: 'Second' }, editor);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().comment.author).toBe(editor.email);
    const list = await call('GET', `/api/demandes/${d.id}/comments`, undefined, viewer);
    expect(list.statusCode).toBe(200);
    expect(list.json().canComment).toBe(false);
    expect(list.json().items.map((c: { content: string }) => c.content)).toEqual(['Premier', 'Second']);
    const detail = await call('GET', `/api/demandes/${d.id}`, undefined, editor);
    expect(detail.json()).toMatchObject({ commentCount: 2, canComment: true });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'demande.comment'),
          eq(auditLog.targetId, d.id),
          eq(auditLog.actorId, editor.id),
        ),
      );
    expect(audit).toBeDefined();
  });

  it('refuses anyone else with 403 and the specification message', async () => {
    const d = await create(screenBody({ assigneeIds: [memberB.id] }));
    const res = await call('POST', `/api/demandes/${d.id}/comments`, { content: 'Bonjour' }, stranger);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'comment_forbidden', message: FORBIDDEN });
    const detail = await call('GET', `/api/demandes/${d.id}`, undefined, stranger);
    expect(detail.json().canComment).toBe(false);
    // Being assigned through a team member linked to one's account opens it.
    const linked = await member(ctx.database.db, { name: 'Stranger Member', userId: stranger.id });
    await call('POST', `/api/demandes/${d.id}/assign`, { memberIds: [memberB.id, linked.id] });
    const ok = await call('POST', `/api/demandes/${d.id}/comments`, { content: 'Bonjour' }, stranger);
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('refuses an empty comment', async () => {
    const d = await create();
    for (const payload of [{ content: '   ' }, {}]) {
      const res = await call('POST', `/api/demandes/${d.id}/comments`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Écrivez un commentaire ou joignez un fichier.');
      expect(res.json().error.fields.content).toBe('Écrivez un commentaire ou joignez un fichier.');
    }
    const long = await call('POST', `/api/demandes/${d.id}/comments`, { content: 'x'.repeat(10_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.content).toBe('Ce texte est trop long.');
  });
});

describe('requested products', () => {
  it('adds, edits and removes products, keeping counters', async () => {
    const d = await create(teamBody(memberA.id));
    const add = await call('POST', `/api/demandes/${d.id}/products`, {
      name: ' Vis ',
      description: 'Inox',
      quantity: '10 000',
    });
    expect(add.statusCode, add.body).toBe(201);
    expect(add.json().message).toBe('Produit ajouté avec succès');
    const product = add.json().product;
    expect(product).toMatchObject({ name: 'Vis', specifications: '', documentCount: 0, images: [] });
    const edit = await call('PATCH', `/api/demandes/${d.id}/products/${product.id}`, {
      specifications: 'M6',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ message: 'Produit mis à jour avec succès' });
    expect(edit.json().product).toMatchObject({ name: 'Vis', specifications: 'M6' });
    const rename = await call('PATCH', `/api/demandes/${d.id}/products/${product.id}`, { name: 'Vis M6' });
    expect(rename.json().product).toMatchObject({ name: 'Vis M6', specifications: 'M6', quantity: '10 000' });
    const detail = await call('GET', `/api/demandes/${d.id}`);
    expect(detail.json().products.map((p: { name: string }) => p.name)).toEqual(['Lampe LED', 'Vis M6']);
    expect(detail.json().productCount).toBe(2);
    const del = await call('DELETE', `/api/demandes/${d.id}/products/${product.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('Produit supprimé avec succès');
    expect((await call('GET', `/api/demandes/${d.id}`)).json().productCount).toBe(1);
    const actions = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, d.id));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['demande.product_add', 'demande.product_update', 'demande.product_delete']),
    );
  });

  it('validates products with the numbered-free messages, and 404s another product', async () => {
    const d = await create(teamBody(memberA.id));
    const res = await call('POST', `/api/demandes/${d.id}/products`, { name: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      description: expect.any(String),
      quantity: expect.any(String),
    });
    const other = await create(teamBody(memberB.id));
    const foreign = other.products[0]!.id;
    expect((await call('PATCH', `/api/demandes/${d.id}/products/${foreign}`, { name: 'x' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/demandes/${d.id}/products/${foreign}`)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/api/demandes/${d.id}/products/${UNKNOWN_ID}`, { name: 'x' })).statusCode,
    ).toBe(404);
  });
});

describe('deleting', () => {
  it('deletes a request with its products and comments', async () => {
    const d = await create(teamBody(memberA.id));
    await call('POST', `/api/demandes/${d.id}/comments`, { content: 'Bientôt supprimé' });
    const res = await call('DELETE', `/api/demandes/${d.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Demande supprimée avec succès');
    expect((await call('GET', `/api/demandes/${d.id}`)).statusCode).toBe(404);
    expect(
      await ctx.database.db.select().from(demandeProducts).where(eq(demandeProducts.demandeId, d.id)),
    ).toEqual([]);
    expect((await call('DELETE', `/api/demandes/${d.id}`)).statusCode).toBe(404);
  });
});

describe('robustness', () => {
  const anyText = fc.oneof(fc.string({ maxLength: 40 }), fc.constant(null), fc.integer(), fc.constant(''));

  it('never answers 500 to fuzzed bodies', async () => {
    const d = await create(teamBody(memberA.id));
    const productId = d.products[0]!.id;
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            form: fc.oneof(fc.constantFrom('demandes', 'team'), fc.string(), fc.constant(null)),
            title: anyText,
            description: anyText,
            category: anyText,
            client: anyText,
            budget: anyText,
            location: anyText,
            deadline: fc.oneof(fc.constant('2030-01-01'), fc.string(), fc.integer()),
            priority: fc.oneof(fc.constantFrom('low', 'medium', 'high'), fc.string()),
            tags: fc.oneof(fc.string(), fc.array(fc.string()), fc.array(fc.integer()), fc.object()),
            memberId: fc.oneof(fc.constant(memberA.id), fc.uuid(), fc.string()),
            assigneeIds: fc.oneof(fc.array(fc.uuid(), { maxLength: 3 }), fc.string(), fc.array(fc.string())),
            memberIds: fc.oneof(fc.array(fc.uuid(), { maxLength: 3 }), fc.string(), fc.constant(null)),
            products: fc.oneof(
              fc.array(
                fc.record(
                  { name: anyText, description: anyText, quantity: anyText, specifications: anyText },
                  { requiredKeys: [] },
                ),
                { maxLength: 3 },
              ),
              fc.string(),
              fc.array(fc.oneof(fc.string(), fc.constant(null), fc.integer()), { maxLength: 3 }),
            ),
            name: anyText,
            quantity: anyText,
            specifications: anyText,
            content: fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.object()),
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          for (const [method, url] of [
            ['POST', '/api/demandes'],
            ['PATCH', `/api/demandes/${d.id}`],
            ['POST', `/api/demandes/${d.id}/assign`],
            ['POST', `/api/demandes/${d.id}/comments`],
            ['POST', `/api/demandes/${d.id}/products`],
            ['PATCH', `/api/demandes/${d.id}/products/${productId}`],
          ] as const) {
            const res = await call(method, url, body);
            expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(500);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('never answers 500 to fuzzed list queries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            q: fc.string(),
            status: fc.string(),
            priority: fc.string(),
            memberId: fc.oneof(fc.uuid(), fc.string()),
            sort: fc.string(),
            order: fc.string(),
            page: fc.string(),
            pageSize: fc.string(),
          },
          { requiredKeys: [] },
        ),
        async (query) => {
          const res = await call('GET', `/api/demandes?${new URLSearchParams(query).toString()}`);
          expect(res.statusCode, res.body).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('never answers 500 to JSON that is not an object', async () => {
    for (const payload of ['[]', '"x"', '42', 'null', '{"form":"team","products":{"0":{}}}']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/demandes',
        payload,
        headers: { cookie: manager.cookie, 'content-type': 'application/json' },
      });
      expect(res.statusCode, payload).toBeLessThan(500);
    }
  });
});
