import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { auditLog, userCompanies } from '../../db/schema/index';
import { DEMO_COMPANIES } from '../../db/seed/demo-companies';
import { DEMO_CLIENTS, loadDemoClients } from './demo';
import { REQUIRED, UNKNOWN_ID, insertClient, insertOrder, setup } from './testing';
import { useFixture } from '../../../test/fixture';

const f = useFixture(setup);

async function createCompany(body: Record<string, unknown>, cookie = f.cookies.manager) {
  const res = await f.call('POST', '/api/companies', body, cookie);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().company as { id: string; name: string };
}

describe('companies', () => {
  it('lists only the companies the user has access to, by name', async () => {
    const mine = await f.call('GET', '/api/companies');
    expect(mine.json().items.map((c: { name: string }) => c.name)).toEqual(['Société A']);
    expect(mine.json().items[0]).toMatchObject({ industry: null, clientCount: 0, isDemo: false });
    const all = await f.call('GET', '/api/companies', undefined, f.cookies.admin);
    expect(all.json().items.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Société A', 'Société B']),
    );
    expect((await f.call('GET', '/api/companies', undefined, f.cookies.nobody)).json()).toMatchObject({
      items: [],
      total: 0,
    });
    expect((await f.call('GET', `/api/companies/${f.companyB}`)).statusCode).toBe(404);
    expect((await f.call('PATCH', `/api/companies/${f.companyB}`, { name: 'x' })).statusCode).toBe(404);
    expect((await f.call('DELETE', `/api/companies/${f.companyB}`)).statusCode).toBe(404);
  });

  it('creates a company with its profile, granted to its creator, and audits it', async () => {
    const res = await f.call('POST', '/api/companies', {
      name: ' Brasserie du Port ',
      industry: 'Hôtellerie',
      website: 'https://brasserie-du-port.fr/contact',
      address: '1 quai',
      vatNumber: 'fr 12 345 678 901',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Entreprise ajoutée avec succès');
    const company = res.json().company;
    expect(company).toMatchObject({
      name: 'Brasserie du Port',
      industry: 'Hôtellerie',
      website: 'https://brasserie-du-port.fr/contact',
      vatNumber: 'FR 12 345 678 901',
      clientCount: 0,
    });
    const grants = await f.db.select().from(userCompanies).where(eq(userCompanies.companyId, company.id));
    expect(grants.map((g) => g.userId)).toEqual([f.managerId]);
    const audit = await f.db.select().from(auditLog).where(eq(auditLog.targetId, company.id));
    expect(audit.map((a) => a.action)).toEqual(['company.create']);
    expect((await f.call('GET', '/api/companies?q=brasserie')).json().total).toBe(1);
    // Without case or accents.
    expect((await f.call('GET', '/api/companies?q=BRASSÉRIE%20DU')).json().total).toBe(1);
  });

  it('validates the name, website and VAT number', async () => {
    const res = await f.call('POST', '/api/companies', { name: '', website: 'pas un site', vatNumber: '!' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      name: REQUIRED,
      website: 'Adresse de site web invalide (exemple : www.exemple.fr).',
      vatNumber: 'Numéro de TVA invalide (lettres et chiffres, 4 à 30 caractères).',
    });
    const js = await f.call('POST', '/api/companies', { name: 'X', website: 'javascript:alert(1)' });
    expect(js.statusCode).toBe(400);
  });

  it('updates the name and profile, a company without profile too', async () => {
    const res = await f.call('PATCH', `/api/companies/${f.companyA}`, {
      industry: 'Négoce',
      website: 'a.fr',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Entreprise mise à jour avec succès');
    expect(res.json().company).toMatchObject({ name: 'Société A', industry: 'Négoce', website: 'a.fr' });
    const renamed = await f.call('PATCH', `/api/companies/${f.companyA}`, {
      name: 'Société A bis',
      website: null,
    });
    expect(renamed.json().company).toMatchObject({
      name: 'Société A bis',
      industry: 'Négoce',
      website: null,
    });
    await f.call('PATCH', `/api/companies/${f.companyA}`, { name: 'Société A' });
  });

  it('refuses to delete a company with clients (409) and deletes an empty one', async () => {
    const company = await createCompany({ name: 'Avec clients' });
    const client = await insertClient(f.db, company.id);
    const refused = await f.call('DELETE', `/api/companies/${company.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'company_has_clients',
      message: 'Cette entreprise a encore 1 client(s) : elle ne peut pas être supprimée.',
    });
    // A Editor may not delete at all.
    expect(
      (await f.call('DELETE', `/api/companies/${company.id}`, undefined, f.cookies.editor)).statusCode,
    ).toBe(403);

    // Orders of a client that moved away still name the company.
    const target = await createCompany({ name: 'Destination' });
    await insertOrder(f.db, { clientId: client.id, companyId: company.id, totalAmount: '1' });
    const moved = await f.call('PATCH', `/api/clients/${client.id}`, { companyId: target.id });
    expect(moved.statusCode, moved.body).toBe(200);
    const inUse = await f.call('DELETE', `/api/companies/${company.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.code).toBe('company_in_use');

    const empty = await createCompany({ name: 'Vide' });
    const deleted = await f.call('DELETE', `/api/companies/${empty.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Entreprise supprimée avec succès');
    expect((await f.call('GET', `/api/companies/${empty.id}`)).statusCode).toBe(404);
    expect((await f.call('GET', `/api/companies/${UNKNOWN_ID}`)).statusCode).toBe(404);
  });

  it('never answers 500 to arbitrary company bodies and queries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            name: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
            industry: fc.oneof(fc.string(), fc.object()),
            website: fc.oneof(fc.string(), fc.webUrl()),
            address: fc.string(),
            vatNumber: fc.string(),
          },
          { requiredKeys: [] },
        ),
        fc.record({ q: fc.string(), page: fc.string(), pageSize: fc.string() }, { requiredKeys: [] }),
        async (body, query) => {
          const created = await f.call('POST', '/api/companies', body);
          expect(created.statusCode, created.body).toBeLessThan(500);
          const patched = await f.call('PATCH', `/api/companies/${f.companyA}`, body);
          expect(patched.statusCode, patched.body).toBeLessThan(500);
          const list = await f.call('GET', `/api/companies?${new URLSearchParams(query).toString()}`);
          expect(list.statusCode, list.body).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
    await f.call('PATCH', `/api/companies/${f.companyA}`, { name: 'Société A' });
  });
});

describe('demo data', () => {
  it("loads labelled clients '(démo)' into the demo companies with their profiles, once", async () => {
    await loadDemoClients(f.db);
    await loadDemoClients(f.db);
    const res = await f.call('GET', '/api/clients?q=(démo)&pageSize=100', undefined, f.cookies.admin);
    expect(res.json().total).toBe(DEMO_CLIENTS.length);
    for (const item of res.json().items) {
      expect(item.name).toContain('(démo)');
      expect(item.isDemo).toBe(true);
      expect(DEMO_COMPANIES).toContain(item.companyName);
    }
    const companies = await f.call('GET', '/api/companies?q=(démo)', undefined, f.cookies.admin);
    expect(companies.json().items).toHaveLength(DEMO_COMPANIES.length);
    for (const c of companies.json().items) {
      expect(c).toMatchObject({ isDemo: true, industry: expect.any(String), vatNumber: expect.any(String) });
    }
  });
});
