/** Test fixtures shared by the quotes and orders tests (test-only). */
import { expect } from 'vitest';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { clientSearchText } from '@comptoir/core/modules/clients';
import { extractText, getDocumentProxy } from 'unpdf';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, documentCounters } from '../../db/schema/index';
import { createCompany, createUser } from '../../db/seed/factories';
import { createTestApp, signIn, type TestContext } from '../../../test/helpers';
import { jsonCaller } from '../../../test/access';
import { allModulesBut, signInUsers, type SignedIn } from '../../../test/fixture';
import type { Config } from '../../platform/config';
import { auditEntries } from '../../platform/testing';
import { addDays, todayIso } from '../sales/numbering';

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
export const REQUIRED = 'Veuillez remplir tous les champs obligatoires.';
export const QUOTE_ITEMS = 'Veuillez remplir correctement tous les articles du devis.';
export const ORDER_ITEMS = 'Veuillez remplir correctement tous les articles de la commande.';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * The app of the quotes, orders and invoices tests and its two companies: A, where their users
 * work, and B, whose documents those users must never see.
 */
export interface SalesCompanies {
  ctx: TestContext;
  db: Db;
  companyA: { id: string; name: string };
  companyB: { id: string; name: string };
}

export async function salesCompanies(overrides: Partial<Config> = {}): Promise<SalesCompanies> {
  const ctx = await createTestApp(overrides);
  const db = ctx.database.db;
  const companyA = await createCompany(db, 'Société Générale des Écrous');
  const companyB = await createCompany(db, 'Brasserie Bretonne');
  return { ctx, db, companyA, companyB };
}

export interface SalesFixture extends SalesCompanies {
  /** Client of company A with an e-mail and the price-list zone 'Europe'. */
  clientA: { id: string; name: string };
  /** Client of company A without e-mail nor zone. */
  clientA2: { id: string; name: string };
  clientB: { id: string; name: string };
  users: {
    /** Manager with quotes and orders, company A. */
    manager: SignedIn;
    /** Manager with quotes and orders, company B only. */
    managerB: SignedIn;
    viewer: SignedIn;
    /** Quotes and orders, but no company granted. */
    noCompany: SignedIn;
    /** Every module but quotes and orders. */
    outsider: SignedIn;
    superAdmin: SignedIn;
    /** Quotes without orders. */
    quotesOnly: SignedIn;
  };
  call: ReturnType<typeof jsonCaller>;
}

let seq = 0;

export async function insertClient(
  db: Db,
  companyId: string,
  spec: { name?: string; email?: string | null; zone?: string | null; address?: string | null } = {},
) {
  seq += 1;
  const client = {
    name: spec.name ?? `Client ${seq}`,
    email: spec.email === undefined ? `client${seq}@example.test` : spec.email,
    phone: '+33 6 12 34 56 78',
    address: spec.address === undefined ? '1 rue de la Paix\n75002 Paris' : spec.address,
  };
  const [row] = await db
    .insert(clients)
    .values({ ...client, companyId, zone: spec.zone ?? null, searchText: clientSearchText(client) })
    .returning({ id: clients.id, name: clients.name });
  return row!;
}

export async function setupSales(overrides: Partial<Config> = {}): Promise<SalesFixture> {
  const { ctx, db, companyA, companyB } = await salesCompanies(overrides);
  const clientA = await insertClient(db, companyA.id, { name: 'Émilie Durand', zone: 'Europe' });
  const clientA2 = await insertClient(db, companyA.id, { name: 'Paul Sans Mail', email: null });
  const clientB = await insertClient(db, companyB.id, { name: 'Yann Le Goff' });
  const users = await signInUsers(ctx, {
    manager: { role: 'Manager', modules: ['quotes', 'orders'], companyIds: [companyA.id] },
    managerB: { role: 'Manager', modules: ['quotes', 'orders'], companyIds: [companyB.id] },
    viewer: { role: 'Viewer', modules: ['quotes', 'orders'], companyIds: [companyA.id] },
    noCompany: { role: 'Manager', modules: ['quotes', 'orders'], companyIds: [] },
    outsider: { role: 'Manager', modules: allModulesBut('quotes', 'orders'), companyIds: [companyA.id] },
    superAdmin: { role: 'Super Admin', modules: [], isSuperAdmin: true },
    quotesOnly: { role: 'Manager', modules: ['quotes'], companyIds: [companyA.id] },
  });
  const call = jsonCaller(
    () => ctx.app,
    () => users.manager.cookie,
  );
  return { ctx, db, companyA, companyB, clientA, clientA2, clientB, users, call };
}

/**
 * A company of its own with one client and a manager who sees only it: counters computed over
 * "everything the user can see" start from zero there.
 */
export async function isolatedCompany(f: SalesFixture, modules: string[] = ['quotes', 'orders']) {
  const company = await createCompany(f.db, `Société isolée ${++seq}`);
  const client = await insertClient(f.db, company.id);
  const user = await createUser(f.db, { role: 'Manager', modules, companyIds: [company.id] });
  const cookie = await signIn(f.ctx.app, user.email, user.password);
  const call = (method: Method, url: string, payload?: unknown) => f.call(method, url, payload, cookie);
  return { company, client, user, cookie, call };
}

/** Today plus n days, YYYY-MM-DD (the company's day, as the server). */
export function day(n = 0): string {
  return addDays(todayIso(), n);
}

export function expectStatus(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

/** The PDF answered by `res` (200, application/pdf): its text holds each of `expected`. */
export async function expectPdfWith(res: LightMyRequestResponse, expected: readonly string[]): Promise<void> {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const text = await pdfText(res.rawPayload);
  for (const line of expected) expect(text, line).toContain(line);
}

/** The text of a PDF, every kind of space made a plain one. */
export async function pdfText(body: Buffer | string): Promise<string> {
  const buffer = typeof body === 'string' ? Buffer.from(body, 'binary') : body;
  const pdf = await getDocumentProxy(new Uint8Array(buffer));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** This year (the company's), the year of the document numbers the tests make. */
export const YEAR = Number(todayIso().slice(0, 4));

/** The last number this year's counter of `kind` ('DEV', 'CMD') gave, 0 before the first. */
export const counterOf = async (db: Db, kind: string) =>
  (
    await db
      .select({ n: documentCounters.lastNumber })
      .from(documentCounters)
      .where(and(eq(documentCounters.kind, kind), eq(documentCounters.year, YEAR)))
  )[0]?.n ?? 0;

/** The label of the audit entry of `action` on the record `targetId`. */
export const auditLabel = async (db: Db, action: string, targetId: string) =>
  (await auditEntries(db, action, targetId))[0]?.targetLabel;

/** Lines whose second one is `bad` (the first is valid): the whole document must be refused. */
export const afterValidLine = (bad: Record<string, unknown>) => ({
  items: [{ productName: 'ok', quantity: 1, unitPrice: '1' }, bad],
});

type Arbitraries = Record<string, fc.Arbitrary<unknown>>;

/**
 * Fuzzed bodies of a quote or order write: anything, or a record of `fields` (none required) with
 * a client of either company or none, and up to four lines of `line` fields and a product id.
 */
export const fuzzedDocument = (f: SalesFixture, fields: Arbitraries, line: Arbitraries) =>
  fc.oneof(
    fc.anything(),
    fc.record(
      {
        clientId: fc.oneof(fc.constant(f.clientA.id), fc.constant(f.clientB.id), fc.uuid(), fc.string()),
        ...fields,
        items: fc.oneof(
          fc.array(
            fc.record(
              { productId: fc.oneof(fc.constant(null), fc.uuid(), fc.string()), ...line },
              { requiredKeys: [] },
            ),
            { maxLength: 4 },
          ),
          fc.anything(),
        ),
      },
      { requiredKeys: [] },
    ),
  );
