import type { FastifyRequest } from 'fastify';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { can, hasModule, isAdministrator, type AccessSubject } from '@comptoir/core/permissions';
import { forbiddenAction, forbiddenModule, forbiddenSuperAdmin, unauthenticated } from './errors';
import type { Access } from '@comptoir/core/route';
import { resolveSession } from './auth/sessions';
import type { Db } from '../db/client';
import { userCompanies } from '../db/schema/index';

export type { AuthContext, AuthSession, AuthUser } from './auth/context';
import type { AuthContext, AuthUser } from './auth/context';

export function subject(user: AuthUser): AccessSubject {
  return { is_super_admin: user.isSuperAdmin, modules: user.modules, role: user.role };
}

/**
 * The server's access check for one route. Returns the caller's auth context (null for an
 * anonymous caller of a public route) or throws 401 / 403.
 */
export async function authorize(request: FastifyRequest, rule: Access): Promise<AuthContext | null> {
  const auth = await resolveSession(request);
  if (rule.kind === 'public') return auth;
  if (!auth) throw unauthenticated();
  if (rule.kind === 'authenticated') return auth;
  const who = subject(auth.user);
  if (rule.kind === 'super-admin') {
    if (!auth.user.isSuperAdmin) throw forbiddenSuperAdmin();
    return auth;
  }
  if (!hasModule(who, rule.module)) throw forbiddenModule();
  if (!can(who, rule.module, rule.action)) throw forbiddenAction();
  return auth;
}

/** Admin and above (super administrators included): the actions kept from managers (403 otherwise). */
export function isAdmin(auth: AuthContext): boolean {
  return isAdministrator(subject(auth.user));
}

/**
 * Restricts a query on records that belong to a company to the caller's companies:
 * super admins see every company, others only those granted in user_companies.
 * Use it inside the WHERE clause of the query itself, e.g.
 * `db.select().from(clients).where(and(companyScope(auth, clients.companyId), ...))`.
 */
export function companyScope(auth: AuthContext, companyColumn: AnyPgColumn | SQL): SQL {
  if (auth.user.isSuperAdmin) return sql`true`;
  const ids = auth.user.companyIds;
  // The ids read beforehand (withCompanyIds), as one array: the planner then knows how many rows
  // those companies hold, where a subquery's rows it can only guess (0.5 % of the table).
  if (ids) return sql`${companyColumn} = any(${sql.param(ids)}::uuid[])`;
  return sql`${companyColumn} in (select uc.company_id from user_companies uc where uc.user_id = ${auth.user.id})`;
}

/**
 * The context with the user's granted companies read once (decision 0047), for the lists, whose
 * plans depend on how many rows those companies hold: companyScope then passes them as one array.
 * Super administrators, and a context that has them already, are returned as they are.
 */
export async function withCompanyIds(db: Pick<Db, 'select'>, auth: AuthContext): Promise<AuthContext> {
  if (auth.user.isSuperAdmin || auth.user.companyIds) return auth;
  const read = auth.user.companies;
  if (read) return { ...auth, user: { ...auth.user, companyIds: read.map((c) => c.id) } };
  const rows = await db
    .select({ id: userCompanies.companyId })
    .from(userCompanies)
    .where(eq(userCompanies.userId, auth.user.id));
  return { ...auth, user: { ...auth.user, companyIds: rows.map((r) => r.id) } };
}
