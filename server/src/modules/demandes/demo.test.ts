import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { demandeComments, demandes } from '../../db/schema/index';
import { createUser } from '../../db/seed/factories';
import { createTestApp, signIn } from '../../../test/helpers';
import { useTestApp } from '../../../test/fixture';
import { DEMO_DEMANDES, loadDemoDemandes } from './demo';
import { member } from './testing';

const f = useTestApp();

describe('demo requests', () => {
  it('loads without any team member, then not twice', async () => {
    const own = await createTestApp();
    try {
      await loadDemoDemandes(own.database.db);
      await loadDemoDemandes(own.database.db);
      const rows = await own.database.db.select().from(demandes);
      expect(rows).toHaveLength(DEMO_DEMANDES.length);
    } finally {
      await own.close();
    }
  });

  it("labels every request '(démo)', assigns existing members and keeps the comment rule", async () => {
    const db = f.db;
    const operations = await createUser(db, {
      email: 'operations@comptoir.demo',
      fullName: 'Nadia Rousseau (démo)',
      role: 'Admin',
      modules: ['demandes'],
    });
    const sourcing = await createUser(db, {
      email: 'sourcing@comptoir.demo',
      fullName: 'Léa Moreau (démo)',
      modules: ['demandes'],
    });
    const lea = await member(db, {
      name: 'Léa Moreau (démo)',
      email: 'sourcing@comptoir.demo',
      userId: sourcing.id,
    });
    const other = await member(db, { name: 'Autre membre' });

    await loadDemoDemandes(db);
    const cookie = await signIn(f.ctx.app, operations.email, operations.password);
    const res = await f.ctx.app.inject({
      method: 'GET',
      url: '/api/demandes?pageSize=100',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.total).toBe(DEMO_DEMANDES.length);
    for (const d of list.items) {
      expect(d.title).toContain('(démo)');
      expect(d.isDemo).toBe(true);
    }
    expect(list.counters).toMatchObject({ pending: 2, inProgress: 1, completed: 1 });

    const first = list.items.find((d: { title: string }) => d.title === DEMO_DEMANDES[0]!.title);
    expect(first.createdBy).toEqual({ id: operations.id, name: 'Nadia Rousseau (démo)' });
    expect(first.assignees[0].id).toBe(lea.id);
    expect(first.assignees.map((a: { id: string }) => a.id)).toContain(other.id);
    const comments = await db.select().from(demandeComments).where(eq(demandeComments.demandeId, first.id));
    expect(comments.map((c) => c.author)).toEqual(['Nadia Rousseau (démo)', 'Léa Moreau (démo)']);

    const detail = await f.ctx.app.inject({
      method: 'GET',
      url: `/api/demandes/${first.id}`,
      headers: { cookie },
    });
    expect(detail.json().products).toHaveLength(2);
    expect(detail.json().products[0].name).toContain('(démo)');
  });
});
