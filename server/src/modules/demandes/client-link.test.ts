/**
 * A request's client picked from the clients (issue 30 §6): the request keeps the client's id and
 * name and lists under the client (`?clientId=`); a name typed in stays free text; a client the
 * user may not see (another company, or no clients module) is refused like an unknown one, and
 * nothing is written.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createCompany } from '../../db/seed/factories';
import { demandes, userCompanies } from '../../db/schema/index';
import { insertClient } from '../clients/testing';
import { UNKNOWN_ID, person, screenBody, teamBody, useDemandesSuite, type Person } from './testing';

const { f, call, create } = useDemandesSuite();

const UNKNOWN_CLIENT = 'Client introuvable : choisissez-le dans la liste ou saisissez un nom.';

/** A user of the demandes and clients modules, in the company `companyId`. */
async function picker(companyId: string): Promise<Person> {
  const db = f.ctx.database.db;
  const p = await person(f.ctx.app, db, 'Editor', ['demandes', 'clients']);
  await db.insert(userCompanies).values({ userId: p.id, companyId });
  return p;
}

describe('the client of a request', () => {
  it('links a picked client: its name is stored, the request lists under it, typing a name unlinks it', async () => {
    const db = f.ctx.database.db;
    const company = await createCompany(db);
    const client = await insertClient(db, company.id, 'Hôtel du Port');
    const who = await picker(company.id);

    // The name sent is replaced by the client's own.
    const res = await call(
      'POST',
      '/api/demandes',
      screenBody({ client: 'hotel', clientId: client.id }),
      who,
    );
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().demande as { id: string; client: string; clientId: string };
    expect(made).toMatchObject({ client: 'Hôtel du Port', clientId: client.id });
    // The team view's form too.
    const team = await call('POST', '/api/demandes', teamBody(f.memberA.id, { clientId: client.id }), who);
    expect(team.statusCode, team.body).toBe(201);
    await create(screenBody({ client: 'Hôtel du Port' }), who); // typed: not linked

    const listed = await call('GET', `/api/demandes?clientId=${client.id}`, undefined, who);
    expect(listed.statusCode).toBe(200);
    expect(
      listed
        .json()
        .items.map((d: { id: string }) => d.id)
        .sort(),
    ).toEqual([made.id, team.json().demande.id].sort());

    const unlinked = await call(
      'PATCH',
      `/api/demandes/${made.id}`,
      { client: 'Autre nom', clientId: null },
      who,
    );
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(unlinked.json().demande).toMatchObject({ client: 'Autre nom', clientId: null });
    const relinked = await call('PATCH', `/api/demandes/${made.id}`, { clientId: client.id }, who);
    expect(relinked.json().demande).toMatchObject({ client: 'Hôtel du Port', clientId: client.id });
    // A user of the demandes module alone edits the request: the link they cannot check stays.
    const edited = await call(
      'PATCH',
      `/api/demandes/${made.id}`,
      { title: 'Lampes', client: 'Hôtel du Port', clientId: client.id },
      f.manager,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().demande).toMatchObject({ title: 'Lampes', clientId: client.id });
  });

  it('refuses a client of another company, an unknown one, or any without the clients module: 400, nothing written', async () => {
    const db = f.ctx.database.db;
    const mine = await createCompany(db);
    const theirs = await createCompany(db);
    const hidden = await insertClient(db, theirs.id);
    const visible = await insertClient(db, mine.id);
    const who = await picker(mine.id);
    const before = (await db.select({ id: demandes.id }).from(demandes)).length;

    for (const [clientId, by] of [
      [hidden.id, who],
      [UNKNOWN_ID, who],
      [visible.id, f.manager], // the demandes module alone
    ] as const) {
      const res = await call('POST', '/api/demandes', screenBody({ clientId }), by);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields).toEqual({ clientId: UNKNOWN_CLIENT });
    }
    expect((await call('POST', '/api/demandes', screenBody({ clientId: 'abc' }), who)).statusCode).toBe(400);
    expect((await db.select({ id: demandes.id }).from(demandes)).length).toBe(before);

    const made = await create(screenBody({ client: 'Libre' }), who);
    const patched = await call('PATCH', `/api/demandes/${made.id}`, { clientId: hidden.id }, who);
    expect(patched.statusCode).toBe(400);
    const [row] = await db.select().from(demandes).where(eq(demandes.id, made.id));
    expect(row).toMatchObject({ client: 'Libre', clientId: null });
  });
});
