/** Test fixtures of the clients module: two companies, users of each role, direct inserts. */
import type { LightMyRequestResponse } from 'fastify';
import { MODULE_KEYS, type Role } from '@comptoir/core/permissions';
import type { OrderStatus, QuoteStatus } from '@comptoir/core/modules/sales';
import type { Db } from '../../db/client';
import { clients, orders, quotes } from '../../db/schema/index';
import { createCompany, createUser } from '../../db/seed/factories';
import { createTestApp, signIn, type TestContext } from '../../../test/helpers';

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
  call: (
    method: Method,
    url: string,
    payload?: unknown,
    cookie?: string | null,
  ) => Promise<LightMyRequestResponse>;
}

export async function setup(): Promise<Fixture> {
  const ctx = await createTestApp();
  const db = ctx.database.db;
  const a = await createCompany(db, 'Société A');
  const b = await createCompany(db, 'Société B');
  const make = async (role: Role, modules: readonly string[], companyIds: string[], isSuperAdmin = false) => {
    const u = await createUser(db, { role, modules: [...modules], companyIds, isSuperAdmin });
    return { id: u.id, cookie: await signIn(ctx.app, u.email, u.password) };
  };
  const manager = await make('Manager', ['clients'], [a.id]);
  const cookies = {
    manager: manager.cookie,
    editor: (await make('Editor', ['clients'], [a.id])).cookie,
    viewer: (await make('Viewer', ['clients'], [a.id])).cookie,
    outsider: (
      await make(
        'Manager',
        MODULE_KEYS.filter((m) => m !== 'clients'),
        [a.id],
      )
    ).cookie,
    other: (await make('Manager', ['clients'], [b.id])).cookie,
    admin: (await make('Super Admin', [], [], true)).cookie,
    nobody: (await make('Manager', ['clients'], [])).cookie,
  };
  const call: Fixture['call'] = (method, url, payload, cookie = cookies.manager) =>
    ctx.app.inject({
      method,
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers: cookie ? { cookie } : {},
    });
  return { ctx, db, companyA: a.id, companyB: b.id, cookies, managerId: manager.id, call };
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
