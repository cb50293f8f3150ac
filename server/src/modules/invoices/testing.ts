/** Test fixtures of the invoices tests (test-only). */
import type { LightMyRequestResponse } from 'fastify';
import { MODULE_KEYS, type Role } from '@comptoir/core/permissions';
import type { Db } from '../../db/client';
import { createCompany, createUser } from '../../db/seed/factories';
import { createTestApp, signIn, type TestContext } from '../../../test/helpers';
import type { Config } from '../../platform/config';
import { insertClient } from '../orders/testing';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface InvoicesFixture {
  ctx: TestContext;
  db: Db;
  companyA: { id: string; name: string };
  companyB: { id: string; name: string };
  clientA: { id: string; name: string };
  clientB: { id: string; name: string };
  users: Record<
    'manager' | 'managerB' | 'admin' | 'viewer' | 'outsider' | 'superAdmin',
    { id: string; cookie: string }
  >;
  call: (
    method: Method,
    url: string,
    payload?: unknown,
    cookie?: string | null,
  ) => Promise<LightMyRequestResponse>;
}

export const SALES_MODULES = ['invoices', 'orders', 'quotes', 'settings'];

export async function setupInvoices(overrides: Partial<Config> = {}): Promise<InvoicesFixture> {
  const ctx = await createTestApp(overrides);
  const db = ctx.database.db;
  const companyA = await createCompany(db, 'Société Générale des Écrous');
  const companyB = await createCompany(db, 'Brasserie Bretonne');
  const clientA = await insertClient(db, companyA.id, { name: 'Émilie Durand' });
  const clientB = await insertClient(db, companyB.id, { name: 'Yann Le Goff' });
  const make = async (role: Role, modules: string[], companyIds: string[], isSuperAdmin = false) => {
    const u = await createUser(db, { role, modules, companyIds, isSuperAdmin });
    return { id: u.id, cookie: await signIn(ctx.app, u.email, u.password) };
  };
  const users = {
    manager: await make('Manager', SALES_MODULES, [companyA.id]),
    managerB: await make('Manager', SALES_MODULES, [companyB.id]),
    admin: await make('Admin', SALES_MODULES, [companyA.id]),
    viewer: await make('Viewer', SALES_MODULES, [companyA.id]),
    outsider: await make(
      'Manager',
      MODULE_KEYS.filter((m) => m !== 'invoices'),
      [companyA.id],
    ),
    superAdmin: await make('Super Admin', [], [], true),
  };
  const call = (
    method: Method,
    url: string,
    payload?: unknown,
    cookie: string | null = users.manager.cookie,
  ) =>
    ctx.app.inject({
      method,
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers: cookie ? { cookie } : {},
    });
  return { ctx, db, companyA, companyB, clientA, clientB, users, call };
}

/** A blank draft for client A: two lines at 20 % and 5.5 %. */
export const blankDraft = (clientId: string, extra: Record<string, unknown> = {}) => ({
  clientId,
  items: [
    { description: 'Tôle galvanisée', quantity: '2.5', unitPrice: '830.10', taxRate: '20' },
    { description: 'Boulons M8', quantity: 1000, unitPrice: '0.12', discount: '10', taxRate: '5.5' },
  ],
  ...extra,
});
