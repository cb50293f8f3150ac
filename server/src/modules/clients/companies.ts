/**
 * The client firms (/api/companies): a `companies` row (platform: it also carries the users'
 * company access) and its `company_profiles` row. Every query is limited to the companies the
 * user has access to; creating one grants it to its creator in the same transaction.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import {
  COMPANIES_MAX_PAGE_SIZE,
  type Company,
  type CompanyBody,
  type CompanyPatch,
  type ListCompaniesQuery,
  type ListCompaniesResponse,
} from '@comptoir/core/modules/clients';
import { exists } from '../../db/rows';
import { refreshSalesSearchText } from '../sales/search';
import type { Db } from '../../db/client';
import { clients, companies, companyProfiles, userCompanies } from '../../db/schema/index';
import { companyScope, type AuthContext } from '../../platform/access';
import { validationFailed } from '../../platform/errors';
import { answerConstraints, auditTrail, definedFields, found, pick } from '../../platform/service';
import { listPage, searchWhere, tableTotal } from '../../db/list-query';
import { companyHasClients, companyInUse, iso, type ActionContext, type Runner, type Tx } from './shared';

/** A company's columns, its profile left joined: what `presentCompany` shows. */
export const companyColumns = {
  id: companies.id,
  name: companies.name,
  ...pick(companyProfiles, ['industry', 'website', 'address', 'vatNumber', 'siren', 'siret']),
  isDemo: sql<boolean>`coalesce(${companyProfiles.isDemo}, false)`,
  createdAt: companies.createdAt,
  // Qualified by hand: inside a subquery drizzle would leave the column unqualified.
  clientCount: sql<number>`(select count(*)::int from clients c where c.company_id = "companies"."id")`,
};

interface CompanyRow {
  id: string;
  name: string;
  industry: string | null;
  website: string | null;
  address: string | null;
  vatNumber: string | null;
  siren: string | null;
  siret: string | null;
  isDemo: boolean;
  createdAt: Date | string;
  clientCount: number | string;
}

export function presentCompany(row: CompanyRow): Company {
  return {
    ...pick(row, ['id', 'name', 'industry', 'website', 'address', 'vatNumber', 'siren', 'siret']),
    clientCount: Number(row.clientCount),
    isDemo: Boolean(row.isDemo),
    createdAt: iso(row.createdAt),
  };
}

/** One company the user has access to, or undefined. */
export async function readCompany(db: Runner, auth: AuthContext, id: string): Promise<Company | undefined> {
  const [row] = await db
    .select(companyColumns)
    .from(companies)
    .leftJoin(companyProfiles, eq(companyProfiles.companyId, companies.id))
    .where(and(eq(companies.id, id), companyScope(auth, companies.id)))
    .limit(1);
  return row ? presentCompany(row as CompanyRow) : undefined;
}

export async function getCompany(db: Db, auth: AuthContext, id: string): Promise<Company> {
  return found(await readCompany(db, auth, id));
}

/** Whether the user has access to this company (it exists and is theirs, or they are super admin). */
export async function canUseCompany(db: Runner, auth: AuthContext, id: string): Promise<boolean> {
  return exists(db, companies, and(eq(companies.id, id), companyScope(auth, companies.id)));
}

export async function listCompanies(
  db: Db,
  auth: AuthContext,
  query: ListCompaniesQuery,
): Promise<ListCompaniesResponse> {
  const where = and(companyScope(auth, companies.id), searchWhere(query.q, { columns: [companies.name] }));
  return listPage({
    select: db
      .select(companyColumns)
      .from(companies)
      .leftJoin(companyProfiles, eq(companyProfiles.companyId, companies.id))
      .$dynamic(),
    where,
    orderBy: [sql`lower(${companies.name}) asc`, sql`${companies.id}`],
    page: query,
    maxPageSize: COMPANIES_MAX_PAGE_SIZE,
    total: tableTotal(db, companies, where),
    present: (row) => presentCompany(row as CompanyRow),
  });
}

const profileOf = (body: Partial<CompanyBody>): Partial<typeof companyProfiles.$inferInsert> =>
  definedFields(body, ['industry', 'website', 'address', 'vatNumber', 'siren', 'siret']);

/** Companies are audited as they are (the created one as it was asked). */
const audit = auditTrail<Company | CompanyBody>(
  'company',
  (c) => c.name,
  (c) => c,
);

/**
 * Inserts a company with its profile inside `tx` and grants it to the creator (user_companies),
 * so whoever creates a company from the client form keeps seeing it.
 */
export async function insertCompany(tx: Tx, ctx: ActionContext, body: CompanyBody): Promise<Company> {
  const [inserted] = await tx.insert(companies).values({ name: body.name }).returning({ id: companies.id });
  const id = inserted!.id;
  await tx.insert(companyProfiles).values({ companyId: id, ...profileOf(body) });
  await tx.insert(userCompanies).values({ userId: ctx.auth.user.id, companyId: id }).onConflictDoNothing();
  const created = (await readCompany(tx, ctx.auth, id))!;
  await audit(tx, ctx, 'company.create', id, { after: body });
  return created;
}

export async function createCompany(ctx: ActionContext, body: CompanyBody): Promise<Company> {
  return ctx.db.transaction((tx) => insertCompany(tx, ctx, body));
}

export async function updateCompany(ctx: ActionContext, id: string, patch: CompanyPatch): Promise<Company> {
  return ctx.db.transaction(async (tx) => {
    const before = found(await readCompany(tx, ctx.auth, id));
    // A SIRET starts with the SIREN, the one stored when the patch changes only the other.
    const siren = patch.siren !== undefined ? patch.siren : before.siren;
    const siret = patch.siret !== undefined ? patch.siret : before.siret;
    if (siren && siret && !siret.startsWith(siren)) {
      throw validationFailed({ siret: 'clients.validation.siretSiren' });
    }
    if (patch.name !== undefined)
      await tx.update(companies).set({ name: patch.name }).where(eq(companies.id, id));
    if (patch.name !== undefined) await refreshSalesSearchText(tx, { companyId: id });
    const profile = profileOf(patch);
    await tx
      .insert(companyProfiles)
      .values({ companyId: id, ...profile })
      .onConflictDoUpdate({ target: companyProfiles.companyId, set: { ...profile, updatedAt: new Date() } });
    const after = (await readCompany(tx, ctx.auth, id))!;
    await audit(tx, ctx, 'company.update', id, { before, after });
    return after;
  });
}

/** Deletes a company without clients (409 otherwise); its access grants go with it. */
export async function deleteCompany(ctx: ActionContext, id: string): Promise<void> {
  await answerConstraints(
    () =>
      ctx.db.transaction(async (tx) => {
        const before = found(await readCompany(tx, ctx.auth, id));
        const [row] = await tx.select({ n: count() }).from(clients).where(eq(clients.companyId, id));
        const n = Number(row?.n ?? 0);
        if (n > 0) throw companyHasClients(n);
        await tx.delete(companies).where(eq(companies.id, id));
        await audit(tx, ctx, 'company.delete', id, { before });
      }),
    // Quotes or orders still name it (their client moved to another company).
    { referenced: companyInUse },
  );
}
