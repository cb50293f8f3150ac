import type { FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { can, hasModule, isAdministrator, type AccessSubject } from '@comptoir/core/permissions';
import { forbiddenAction, forbiddenModule, forbiddenSuperAdmin, unauthenticated } from './errors';
import type { Access } from '@comptoir/core/route';
import { resolveSession } from './auth/sessions';

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
  return sql`${companyColumn} in (select uc.company_id from user_companies uc where uc.user_id = ${auth.user.id})`;
}
