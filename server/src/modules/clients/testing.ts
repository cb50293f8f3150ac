/** Test fixtures of the clients module: two companies, users of each role, direct inserts. */
import type { OrderStatus, QuoteStatus } from '@comptoir/core/modules/sales';
import type { Db } from '../../db/client';
import { clients, orders, quotes } from '../../db/schema/index';
import { createCompany } from '../../db/seed/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { jsonCaller } from '../../../test/access';
import { allModulesBut, cookiesOf, signInUsers } from '../../../test/fixture';

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
export const REQUIRED = 'Veuillez remplir tous les champs obligatoires';
export const PHONE_MESSAGE =
  'Le numéro de téléphone doit contenir au moins 10 chiffres et peut inclure des espaces, tirets et un + optionnel';
export const EMAIL_MESSAGE = 'Veuillez entrer une adresse email valide';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface Fixture {
  ctx: TestContext;
  db: Db;
  /** Company A (the users' company) and company B (only `other` and super admins see it). */
  companyA: string;
  companyB: string;
  cookies: {
    manager: string;
    editor: string;
    viewer: string;
    outsider: string;
    other: string;
    admin: string;
    nobody: string;
  };
  managerId: string;
  call: ReturnType<typeof jsonCaller>;
}

export async function setup(): Promise<Fixture> {
  const ctx = await createTestApp();
  const db = ctx.database.db;
  const a = await createCompany(db, 'Société A');
  const b = await createCompany(db, 'Société B');
  const users = await signInUsers(ctx, {
    manager: { role: 'Manager', modules: ['clients'], companyIds: [a.id] },
    editor: { role: 'Editor', modules: ['clients'], companyIds: [a.id] },
    viewer: { role: 'Viewer', modules: ['clients'], companyIds: [a.id] },
    outsider: { role: 'Manager', modules: allModulesBut('clients'), companyIds: [a.id] },
    other: { role: 'Manager', modules: ['clients'], companyIds: [b.id] },
    admin: { role: 'Super Admin', modules: [], isSuperAdmin: true },
    nobody: { role: 'Manager', modules: ['clients'] },
  });
  const cookies = cookiesOf(users);
  const call = jsonCaller(
    () => ctx.app,
    () => cookies.manager,
  );
  return { ctx, db, companyA: a.id, companyB: b.id, cookies, managerId: users.manager.id, call };
}

let seq = 0;

/** A client inserted directly (no API), in the given company. */
export async function insertClient(db: Db, companyId: string, name = `Client ${++seq}`) {
  const [row] = await db
    .insert(clients)
    .values({ name, companyId, searchText: name.toLowerCase() })
    .returning();
  return row!;
}

export async function insertOrder(
  db: Db,
  spec: {
    clientId: string;
    companyId: string;
    status?: OrderStatus;
    currency?: string;
    totalAmount: string;
    createdAt?: Date;
  },
) {
  const [row] = await db
    .insert(orders)
    .values({
      reference: `CMD-T-${++seq}-${Date.now()}`,
      clientId: spec.clientId,
      companyId: spec.companyId,
      status: spec.status ?? 'confirmed',
      currency: spec.currency ?? 'EUR',
      subtotal: spec.totalAmount,
      totalAmount: spec.totalAmount,
      createdAt: spec.createdAt ?? new Date(),
    })
    .returning();
  return row!;
}

export async function insertQuote(
  db: Db,
  spec: { clientId: string; companyId: string; status?: QuoteStatus; totalAmount?: string; createdAt?: Date },
) {
  const [row] = await db
    .insert(quotes)
    .values({
      number: `DEV-T-${++seq}-${Date.now()}`,
      title: `Devis ${seq}`,
      clientId: spec.clientId,
      companyId: spec.companyId,
      status: spec.status ?? 'draft',
      validUntil: '2030-01-31',
      totalAmount: spec.totalAmount ?? '120.00',
      createdAt: spec.createdAt ?? new Date(),
    })
    .returning();
  return row!;
}
