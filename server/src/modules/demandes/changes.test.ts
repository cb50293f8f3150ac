/**
 * The sourcing requests API, changes: updating, the status actions, assigning, comments, the
 * requested products, deleting, and fuzzed bodies never answering 500.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { DEMANDE_ACTIONS, DEMANDE_STATUSES, type DemandeStatus } from '@comptoir/core/modules/demandes';
import { auditLog, demandeAssignees, demandeProducts, demandes } from '../../db/schema/index';
import { UNKNOWN_ID, member, screenBody, teamBody, useDemandesSuite } from './testing';
import { auditEntries } from '../../platform/testing';
const { f, call, create, setStatus } = useDemandesSuite();

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
    const [audit] = await auditEntries(f.ctx.database.db, 'demande.update', d.id);
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
      const [audit] = await auditEntries(f.ctx.database.db, `demande.${action}`, d.id);
      expect(audit).toMatchObject({ before: { status: from }, after: { status: to } });
    } else {
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({
        code: 'conflict',
        message: `Impossible de passer de « ${LABELS[from]} » à « ${LABELS[to]} ».`,
      });
      const [row] = await f.ctx.database.db.select().from(demandes).where(eq(demandes.id, d.id));
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
    const d = await create(screenBody({ assigneeIds: [f.memberA.id] }));
    const res = await call('POST', `/api/demandes/${d.id}/assign`, {
      memberIds: [f.memberC.id, f.memberB.id, f.memberC.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Assignation mise à jour');
    expect(res.json().demande.assignees.map((m: { id: string }) => m.id)).toEqual([
      f.memberC.id,
      f.memberB.id,
    ]);
    const [audit] = await auditEntries(f.ctx.database.db, 'demande.assign', d.id);
    expect(audit).toMatchObject({
      before: { assignees: ['Alice Martin'] },
      after: { assignees: ['Chloé Durand', 'Bruno Petit'] },
    });
    const empty = await call('POST', `/api/demandes/${d.id}/assign`, { memberIds: [] });
    expect(empty.json().demande.assignees).toEqual([]);
  });

  it('refuses an unknown member with 400 and keeps the previous set', async () => {
    const d = await create(screenBody({ assigneeIds: [f.memberA.id] }));
    const res = await call('POST', `/api/demandes/${d.id}/assign`, { memberIds: [f.memberB.id, UNKNOWN_ID] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Membre de l'équipe inconnu.");
    const rows = await f.ctx.database.db
      .select()
      .from(demandeAssignees)
      .where(eq(demandeAssignees.demandeId, d.id));
    expect(rows.map((r) => r.memberId)).toEqual([f.memberA.id]);
    const bad = await call('POST', `/api/demandes/${d.id}/assign`, { memberIds: ['x'] });
    expect(bad.statusCode).toBe(400);
  });
});

describe('comments', () => {
  const FORBIDDEN =
    'Seuls le créateur de la demande et les membres assignés peuvent ajouter des commentaires.';

  it('lets the creator and an assigned member comment, in order, with their names', async () => {
    const d = await create(screenBody({ assigneeIds: [f.memberA.id] }));
    expect(d.canComment).toBe(true);
    const first = await call('POST', `/api/demandes/${d.id}/comments`, { content: '  Premier  ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toBe('Commentaire ajouté');
    expect(first.json().comment).toMatchObject({
      demandeId: d.id,
      author: 'Marie Curie',
      authorId: f.manager.id,
      content: 'Premier',
      attachments: [],
    });
    // The f.editor has no full name: the author is the e-mail.
    const second = await call('POST', `/api/demandes/${d.id}/comments`, { content: 'Second' }, f.editor);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().comment.author).toBe(f.editor.email);
    const list = await call('GET', `/api/demandes/${d.id}/comments`, undefined, f.viewer);
    expect(list.statusCode).toBe(200);
    expect(list.json().canComment).toBe(false);
    expect(list.json().items.map((c: { content: string }) => c.content)).toEqual(['Premier', 'Second']);
    const detail = await call('GET', `/api/demandes/${d.id}`, undefined, f.editor);
    expect(detail.json()).toMatchObject({ commentCount: 2, canComment: true });
    const [audit] = await f.ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'demande.comment'),
          eq(auditLog.targetId, d.id),
          eq(auditLog.actorId, f.editor.id),
        ),
      );
    expect(audit).toBeDefined();
  });

  it('refuses anyone else with 403 and the specification message', async () => {
    const d = await create(screenBody({ assigneeIds: [f.memberB.id] }));
    const res = await call('POST', `/api/demandes/${d.id}/comments`, { content: 'Bonjour' }, f.stranger);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'comment_forbidden', message: FORBIDDEN });
    const detail = await call('GET', `/api/demandes/${d.id}`, undefined, f.stranger);
    expect(detail.json().canComment).toBe(false);
    // Being assigned through a team member linked to one's account opens it.
    const linked = await member(f.ctx.database.db, { name: 'Stranger Member', userId: f.stranger.id });
    await call('POST', `/api/demandes/${d.id}/assign`, { memberIds: [f.memberB.id, linked.id] });
    const ok = await call('POST', `/api/demandes/${d.id}/comments`, { content: 'Bonjour' }, f.stranger);
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
    const d = await create(teamBody(f.memberA.id));
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
    const actions = await f.ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, d.id));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['demande.product_add', 'demande.product_update', 'demande.product_delete']),
    );
  });

  it('validates products with the numbered-free messages, and 404s another product', async () => {
    const d = await create(teamBody(f.memberA.id));
    const res = await call('POST', `/api/demandes/${d.id}/products`, { name: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      description: expect.any(String),
      quantity: expect.any(String),
    });
    const other = await create(teamBody(f.memberB.id));
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
    const d = await create(teamBody(f.memberA.id));
    await call('POST', `/api/demandes/${d.id}/comments`, { content: 'Bientôt supprimé' });
    const res = await call('DELETE', `/api/demandes/${d.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Demande supprimée avec succès');
    expect((await call('GET', `/api/demandes/${d.id}`)).statusCode).toBe(404);
    expect(
      await f.ctx.database.db.select().from(demandeProducts).where(eq(demandeProducts.demandeId, d.id)),
    ).toEqual([]);
    expect((await call('DELETE', `/api/demandes/${d.id}`)).statusCode).toBe(404);
  });
});

describe('robustness', () => {
  const anyText = fc.oneof(fc.string({ maxLength: 40 }), fc.constant(null), fc.integer(), fc.constant(''));

  it('never answers 500 to fuzzed bodies', async () => {
    const d = await create(teamBody(f.memberA.id));
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
            memberId: fc.oneof(fc.constant(f.memberA.id), fc.uuid(), fc.string()),
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
      const res = await f.ctx.app.inject({
        method: 'POST',
        url: '/api/demandes',
        payload,
        headers: { cookie: f.manager.cookie, 'content-type': 'application/json' },
      });
      expect(res.statusCode, payload).toBeLessThan(500);
    }
  });
});
