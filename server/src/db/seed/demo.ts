/**
 * Demo data: loaded on an empty embedded database unless COMPTOIR_DEMO=0. Every demo record is
 * labelled as such (is_demo, '(démo)' in names), and the login screen lists these accounts only
 * while app_meta says demo data is loaded.
 */
import { loadDemoWorkspaceTeam } from '../../modules/team/demo';
import { loadDemoWorkspaceTasks } from '../../modules/tasks/demo';
import { loadDemoDemandes } from '../../modules/demandes/demo';
import { loadDemoQuotations } from '../../modules/quotations/demo';
import { loadDemoClients } from '../../modules/clients/demo';
import { loadDemoSales } from '../../modules/quotes/demo';
import { loadDemoInvoices } from '../../modules/invoices/demo';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DemoAccountsResponse } from '@comptoir/core/modules/auth';
import { DEFAULT_STAFF_MODULES, type ModuleKey, type Role } from '@comptoir/core/permissions';
import type { Db } from '../client';
import { appMeta, companies, userCompanies, users } from '../schema/index';
import { hashPassword } from '../../platform/auth/password';
import { loadDemoProducts } from '../../modules/products/demo';
import { DEMO_COMPANIES } from './demo-companies';
import { DEMO_META_KEY } from './demo-accounts';
import { loadDemoPurchases } from '../../modules/purchases/demo';
import { loadDemoBank } from '../../modules/bank/demo';
import { loadDemoRates } from './demo-rates';

export interface DemoAccount {
  email: string;
  password: string;
  full_name: string;
  role: Role;
  isSuperAdmin: boolean;
  modules: readonly ModuleKey[];
  companies: readonly number[];
  description: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@comptoir.demo',
    password: 'Demo-Admin-2026',
    full_name: 'Camille Laurent (démo)',
    role: 'Super Admin',
    isSuperAdmin: true,
    modules: [],
    companies: [0, 1, 2],
    description: 'Super administrateur : tous les modules, gestion des utilisateurs',
  },
  {
    email: 'sourcing@comptoir.demo',
    password: 'Demo-Sourcing-2026',
    full_name: 'Léa Moreau (démo)',
    role: 'Editor',
    isSuperAdmin: false,
    modules: ['dashboard', 'tasks', 'team', 'demandes', 'products', 'pricelist', 'settings'],
    companies: [0],
    description: 'Spécialiste sourcing : demandes, produits, tâches, équipe',
  },
  {
    email: 'commercial@comptoir.demo',
    password: 'Demo-Commercial-2026',
    full_name: 'Hugo Bernard (démo)',
    role: 'Manager',
    isSuperAdmin: false,
    modules: [
      'dashboard',
      'tasks',
      'clients',
      'quotes',
      'orders',
      'products',
      'pricelist',
      'invoices',
      'goals',
      'settings',
    ],
    companies: [0, 1],
    description: 'Responsable commercial : clients, devis, commandes, factures',
  },
  {
    email: 'operations@comptoir.demo',
    password: 'Demo-Operations-2026',
    full_name: 'Nadia Rousseau (démo)',
    role: 'Admin',
    isSuperAdmin: false,
    modules: DEFAULT_STAFF_MODULES.filter((m) => m !== 'pricelist').concat(['demandes']),
    companies: [0, 1, 2],
    description: 'Directrice des opérations : pilotage, commandes, analyses, temps',
  },
];

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Loads the demo companies, accounts, catalogue, clients, team, tasks, requests, quotes and orders in one transaction. */
export async function loadDemoData(db: Db): Promise<void> {
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  await db.transaction(async (tx) => {
    const companyRows = await tx
      .insert(companies)
      .values(DEMO_COMPANIES.map((name) => ({ name, isDemo: true })))
      .returning({ id: companies.id });
    for (const [i, account] of DEMO_ACCOUNTS.entries()) {
      const [user] = await tx
        .insert(users)
        .values({
          email: account.email,
          fullName: account.full_name,
          passwordHash: hashes[i]!,
          role: account.role,
          status: 'Active',
          isActive: true,
          isSuperAdmin: account.isSuperAdmin,
          modules: [...account.modules],
          isDemo: true,
          emailConfirmedAt: new Date(),
        })
        .returning({ id: users.id });
      const granted = account.companies.map((c) => companyRows[c]!.id);
      if (granted.length > 0) {
        await tx.insert(userCompanies).values(granted.map((companyId) => ({ userId: user!.id, companyId })));
      }
    }
    // The catalogue's demo suppliers and products, in the same transaction (a savepoint).
    await loadDemoProducts(tx as unknown as Db);
    await loadDemoClients(tx as unknown as Db);
    // The sourcing workspace: the team (seven demo people and the demo accounts), then tasks.
    await loadDemoWorkspaceTeam(tx as unknown as Db);
    await loadDemoWorkspaceTasks(tx as unknown as Db);
    await loadDemoDemandes(tx as unknown as Db);
    await loadDemoQuotations(tx as unknown as Db); // supplier quotations on the demo requests' products
    await loadDemoSales(tx as unknown as Db); // quotes and orders of the demo clients
    await loadDemoInvoices(tx as unknown as Db); // invoices, a credit note and payments of the demo clients
    await loadDemoRates(tx as unknown as Db); // dated '(démo)' rates until real ones are fetched or entered
    await loadDemoPurchases(tx as unknown as Db); // two purchase orders to Chinese suppliers and a shipment
    await loadDemoBank(tx as unknown as Db); // a current account and a statement of about thirty lines, some matched
    await tx
      .insert(appMeta)
      .values({ key: DEMO_META_KEY, value: { loaded: true, at: new Date().toISOString() } })
      .onConflictDoNothing();
  });
}

/**
 * The login screen's demonstration-credentials panel: empty unless demo data is loaded. An account
 * is listed only while it is still the demo one with its demo password: a demo account whose
 * password was changed since it was loaded (by its user, an administrator or a reset), or that
 * was deactivated or deleted, is not shown with a password that no longer opens it (issue 29 §2).
 */
export async function demoAccounts(db: Db): Promise<DemoAccountsResponse> {
  const [meta] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_META_KEY)).limit(1);
  if (!meta) return { demo: false, accounts: [] };
  const unchanged = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        inArray(
          users.email,
          DEMO_ACCOUNTS.map((a) => a.email),
        ),
        eq(users.isDemo, true),
        eq(users.isActive, true),
        // Loaded in one transaction, both take its time; any later password sets a later one.
        lte(users.passwordChangedAt, users.createdAt),
      ),
    );
  const listed = new Set(unchanged.map((u) => u.email));
  return {
    demo: true,
    accounts: DEMO_ACCOUNTS.filter((a) => listed.has(a.email)).map(
      ({ email, password, full_name, role, description }) => ({
        email,
        password,
        full_name,
        role,
        description,
      }),
    ),
  };
}
