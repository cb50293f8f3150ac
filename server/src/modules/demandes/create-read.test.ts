/**
 * The sourcing requests API, access, creating and reading: module access and actions by role,
 * both forms (screen and team) with their validation, and the list, filters and detail.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DemandeStatus } from '@comptoir/core/modules/demandes';
import { demandeProducts, demandes } from '../../db/schema/index';
import { collectionRoutes, moduleAccessTests, type RouteAccess } from '../../../test/access';
import { UNKNOWN_ID, screenBody, teamBody, useDemandesSuite, type Person } from './testing';
import { auditEntries } from '../../platform/testing';
const { f, call, create, setStatus } = useDemandesSuite();

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
  moduleAccessTests({
    ctx: () => f.ctx,
    module: 'demandes',
    routes: ROUTES,
    outsider: () => f.outsider.cookie,
  });

  it('lets a Viewer read but not create, change, comment or delete', async () => {
    const d = await create();
    expect((await call('GET', '/api/demandes', undefined, f.viewer)).statusCode).toBe(200);
    expect((await call('GET', `/api/demandes/${d.id}`, undefined, f.viewer)).statusCode).toBe(200);
    expect((await call('GET', `/api/demandes/${d.id}/comments`, undefined, f.viewer)).statusCode).toBe(200);
    expect((await call('GET', '/api/demandes/members', undefined, f.viewer)).statusCode).toBe(200);
    const refused = [
      await call('POST', '/api/demandes', screenBody(), f.viewer),
      await call('PATCH', `/api/demandes/${d.id}`, { title: 'x' }, f.viewer),
      await call('POST', `/api/demandes/${d.id}/start`, {}, f.viewer),
      await call('POST', `/api/demandes/${d.id}/assign`, { memberIds: [] }, f.viewer),
      await call('POST', `/api/demandes/${d.id}/comments`, { content: 'x' }, f.viewer),
      await call(
        'POST',
        `/api/demandes/${d.id}/products`,
        { name: 'a', description: 'b', quantity: '1' },
        f.viewer,
      ),
      await call('DELETE', `/api/demandes/${d.id}`, undefined, f.viewer),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden_action');
    }
  });

  it('lets an Editor create and change but not delete a request', async () => {
    const d = await create(screenBody(), f.editor);
    expect(
      (await call('PATCH', `/api/demandes/${d.id}`, { title: 'Nouveau titre' }, f.editor)).statusCode,
    ).toBe(200);
    const res = await call('DELETE', `/api/demandes/${d.id}`, undefined, f.editor);
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
        assigneeIds: [f.memberB.id, f.memberA.id],
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
      createdBy: { id: f.manager.id, name: 'Marie Curie' },
      productCount: 0,
      commentCount: 0,
      canComment: true,
      isDemo: false,
      products: [],
    });
    expect(d.assignees.map((m: { name: string }) => m.name)).toEqual(['Bruno Petit', 'Alice Martin']);
    expect(d.assignees[1]).toEqual({
      id: f.memberA.id,
      name: 'Alice Martin',
      email: f.memberA.email,
      department: 'Sourcing',
      userId: f.editor.id,
    });
    const [audit] = await auditEntries(f.ctx.database.db, 'demande.create', d.id);
    expect(audit).toMatchObject({
      actorId: f.manager.id,
      targetType: 'demande',
      targetLabel: 'Audit fournisseurs',
    });
  });

  it("creates a team member's request pending, assigned to the member, with its products", async () => {
    const res = await call(
      'POST',
      '/api/demandes',
      teamBody(f.memberB.id, {
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
    expect(d.assignees.map((m: { id: string }) => m.id)).toEqual([f.memberB.id]);
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
      memberId: f.memberA.id,
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
      teamBody(f.memberA.id, { products: [{ name: ' ', description: '', quantity: '' }] }),
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
      screenBody({ title, assigneeIds: [f.memberA.id, UNKNOWN_ID] }),
    );
    expect(screen.statusCode).toBe(400);
    expect(screen.json().error.fields.assigneeIds).toBe("Membre de l'équipe inconnu.");
    const rows = await f.ctx.database.db.select().from(demandes).where(eq(demandes.title, title));
    expect(rows).toEqual([]);
    const products = await f.ctx.database.db
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
      teamBody(f.memberA.id, {
        title,
        products: [
          { name: 'Bon', description: 'ok', quantity: '1' },
          { name: 'Mauvais', description: 'ok', quantity: 'x'.repeat(101) },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['products.1.quantity']).toBe('Ce texte est trop long.');
    expect(await f.ctx.database.db.select().from(demandes).where(eq(demandes.title, title))).toEqual([]);
  });

  it('answers in English when asked', async () => {
    const res = await f.ctx.app.inject({
      method: 'POST',
      url: '/api/demandes',
      payload: {
        form: 'team',
        memberId: f.memberA.id,
        products: [{ name: '', description: 'x', quantity: '1' }],
      },
      headers: { cookie: f.manager.cookie, 'x-comptoir-lang': 'en' },
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
      screenBody({ title: 'Gamma', client: `Client ${scope.toUpperCase()}`, assigneeIds: [f.memberC.id] }),
      'completed',
    );
    await make(
      'd',
      screenBody({ title: 'Delta', category: `Cat ${scope}`, assigneeIds: [f.memberC.id] }),
      'cancelled',
    );
    await make('e', screenBody({ title: 'Epsilon 100%_off' }));
    await make('f', screenBody({ title: 'Crème brûlée (accents)' }));
  });

  const list = async (params: Record<string, string>, who: Person = f.manager) => {
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
    const res = await list({ memberId: f.memberC.id });
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
    const res = await call('GET', '/api/demandes/members', undefined, f.viewer);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { id: string; name: string }[];
    expect(items.map((m) => m.name)).toEqual(['Alice Martin', 'Bruno Petit', 'Chloé Durand']);
    expect(items[0]).toEqual({
      id: f.memberA.id,
      name: 'Alice Martin',
      email: f.memberA.email,
      department: 'Sourcing',
      userId: f.editor.id,
    });
  });
});
