import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  EXPORT_MAX_ROWS,
  INACTIVE_STATUSES,
  MAX_PAGE_SIZE,
  NEW_USER_DAYS,
  type AdminUser,
  type CreateUserBody,
  type ListAuditResponse,
  type ListUsersResponse,
  type UpdateUserBody,
  type UserCounts,
  type UserSort,
} from '@comptoir/core/modules/admin-users';
import type { AuditAction } from '@comptoir/core/audit';
import type { ModuleKey, Role } from '@comptoir/core/permissions';
import { containing, valueTaken } from '../../db/rows';
import { folded, listPage, searchWhere, sortOrder, tableTotal, type SortSpec } from '../../db/list-query';
import type { Db } from '../../db/client';
import { auditLog, companies, userCompanies, users } from '../../db/schema/index';

import { recordAudit } from '../../platform/audit';
import { hashPassword } from '../../platform/auth/password';
import { passwordProblem } from '../../platform/auth/password-policy';
import { endAllSessionsOf } from '../../platform/auth/sessions';
import { AppError, validationFailed } from '../../platform/errors';
import { type ActionContext, type Runner, type Tx, found, pgCode, pick } from '../../platform/service';

export const selfForbidden = () => new AppError(403, 'forbidden_self', 'admin.errors.selfPrivileges');
export const lastSuperAdmin = () => new AppError(409, 'last_super_admin', 'admin.errors.lastSuperAdmin');
export const emailTaken = () => new AppError(409, 'user_already_exists', 'admin.errors.emailTaken');

/** Maps database constraint failures of a write to 4xx answers; anything else is rethrown. */
function constraintError(error: unknown): never {
  const code = pgCode(error);
  if (code === '23505') throw emailTaken();
  if (code === '23503') throw new AppError(409, 'conflict', 'admin.errors.userInUse');
  throw error;
}

// ---------------------------------------------------------------------------------------------
// Reading

const companiesOfUser = sql<string[]>`coalesce((
  select array_agg(uc.company_id::text order by uc.company_id)
  from user_companies uc where uc.user_id = ${users.id}
), '{}'::text[])`;

const recordColumns = {
  ...pick(users, [
    'id',
    'email',
    'fullName',
    'phone',
    'role',
    'status',
    'isActive',
    'isSuperAdmin',
    'modules',
  ]),
  companies: companiesOfUser,
  createdAt: users.createdAt,
  lastSignInAt: users.lastSignInAt,
  emailConfirmedAt: users.emailConfirmedAt,
};

type UserRow = {
  id: string;
  email: string;
  fullName: string;
  phone: string | null;
  role: string;
  status: string;
  isActive: boolean;
  isSuperAdmin: boolean;
  modules: string[];
  companies: string[];
  createdAt: Date;
  lastSignInAt: Date | null;
  emailConfirmedAt: Date | null;
};

const iso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

export function present(row: UserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    phone: row.phone,
    role: row.role,
    status: row.status,
    is_active: row.isActive,
    is_super_admin: row.isSuperAdmin,
    modules: row.modules,
    companies: row.companies ?? [],
    created_at: iso(row.createdAt)!,
    last_sign_in_at: iso(row.lastSignInAt),
    email_confirmed_at: iso(row.emailConfirmedAt),
  };
}

/** What the audit log keeps of a user: everything an administrator can change, no secret. */
function snapshot(row: UserRow) {
  const {
    id: _id,
    created_at: _at,
    last_sign_in_at: _seen,
    email_confirmed_at: _confirmed,
    ...changeable
  } = present(row);
  return changeable;
}

async function readUser(db: Runner, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select(recordColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row as UserRow | undefined;
}

export interface UserFilters {
  q?: string | undefined;
  role?: Role | undefined;
  status: 'all' | 'active' | 'inactive';
  sort: UserSort;
  order: 'asc' | 'desc';
}

function userWhere(filters: UserFilters): SQL | undefined {
  return and(
    searchWhere(filters.q, { columns: [users.fullName, users.email] }),
    filters.role ? eq(users.role, filters.role) : undefined,
    filters.status === 'active'
      ? eq(users.isActive, true)
      : filters.status === 'inactive'
        ? eq(users.isActive, false)
        : undefined,
  );
}

const USER_SORT: SortSpec<UserSort> = {
  keys: {
    full_name: folded(users.fullName),
    email: sql`lower(${users.email})`,
    role: users.role,
    status: [users.isActive, users.status],
    created_at: users.createdAt,
    last_sign_in_at: users.lastSignInAt,
  },
  fallback: 'created_at',
  direction: 'desc',
  nullsLast: true,
  id: users.id,
};

const userOrder = (filters: UserFilters): SQL[] => sortOrder(USER_SORT, filters.sort, filters.order);

export async function userCounts(db: Db): Promise<UserCounts> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      superAdmins: sql<number>`(count(*) filter (where ${users.isSuperAdmin}))::int`,
      admins: sql<number>`(count(*) filter (where ${users.isSuperAdmin} or ${users.role} in ('Admin', 'Super Admin')))::int`,
      active: sql<number>`(count(*) filter (where ${users.isActive}))::int`,
      inactive: sql<number>`(count(*) filter (where not ${users.isActive}))::int`,
      newLast30Days: sql<number>`(count(*) filter (where ${users.createdAt} > now() - make_interval(days => ${NEW_USER_DAYS})))::int`,
    })
    .from(users);
  return row!;
}

export async function listUsers(
  db: Db,
  filters: UserFilters & { page: number; pageSize: number },
): Promise<ListUsersResponse> {
  const where = userWhere(filters);
  const [{ items, ...page }, counts] = await Promise.all([
    listPage({
      select: db.select(recordColumns).from(users).$dynamic(),
      where,
      orderBy: userOrder(filters),
      page: filters,
      total: tableTotal(db, users, where),
      present: (row) => present(row as UserRow),
      maxPageSize: MAX_PAGE_SIZE,
    }),
    userCounts(db),
  ]);
  return { users: items, ...page, counts };
}

/** The users matching the filters, for the JSON export (at most EXPORT_MAX_ROWS). */
export async function usersForExport(db: Db, filters: UserFilters): Promise<AdminUser[]> {
  const rows = await db
    .select(recordColumns)
    .from(users)
    .where(userWhere(filters))
    .orderBy(...userOrder(filters))
    .limit(EXPORT_MAX_ROWS);
  return (rows as UserRow[]).map(present);
}

export async function listCompanies(db: Db): Promise<{ id: string; name: string }[]> {
  return db.select({ id: companies.id, name: companies.name }).from(companies).orderBy(asc(companies.name));
}

// ---------------------------------------------------------------------------------------------
// Writing. Every action runs in one transaction that also writes its audit entry; administrative
// changes to users are serialized by an advisory lock, so two super admins cannot, at the same
// moment, each remove the other and leave nobody.

export const ADMIN_USERS_LOCK = sql`select pg_advisory_xact_lock(hashtext('comptoir.admin-users'))`;

async function lockedTarget(tx: Tx, userId: string): Promise<UserRow> {
  await tx.execute(ADMIN_USERS_LOCK);
  return found(await readUser(tx, userId));
}

/** Refuses a change that would leave no active super administrator. */
async function keepOneSuperAdmin(tx: Tx, target: UserRow): Promise<void> {
  if (!target.isSuperAdmin || !target.isActive) return;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.isSuperAdmin, true), eq(users.isActive, true), sql`${users.id} <> ${target.id}`));
  if ((row?.n ?? 0) === 0) throw lastSuperAdmin();
}

async function assertEmailFree(tx: Tx, email: string, exceptId?: string): Promise<void> {
  if (await valueTaken(tx, users, users.email, email, exceptId)) throw emailTaken();
}

async function assertCompaniesExist(tx: Tx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(inArray(companies.id, [...ids]));
  if (found.length !== ids.length) throw validationFailed({ companies: 'admin.validation.companyUnknown' });
}

async function replaceCompanies(tx: Tx, userId: string, ids: readonly string[]): Promise<void> {
  await tx.delete(userCompanies).where(eq(userCompanies.userId, userId));
  if (ids.length > 0) {
    await tx.insert(userCompanies).values(ids.map((companyId) => ({ userId, companyId })));
  }
}

/** An audit entry about the user `target`, labelled with its e-mail. */
const auditUser = (
  tx: Tx,
  ctx: ActionContext,
  action: AuditAction,
  target: { id: string; email: string },
  change: { before?: unknown; after?: unknown },
) =>
  recordAudit(tx, ctx.request, ctx.auth, {
    action,
    targetType: 'user',
    targetId: target.id,
    targetLabel: target.email,
    ...change,
  });

function checkPassword(field: string, password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw validationFailed({ [field]: problem });
}

const isInactiveStatus = (status: string) => INACTIVE_STATUSES.includes(status);

export async function createUser(ctx: ActionContext, body: CreateUserBody): Promise<AdminUser> {
  checkPassword('password', body.password);
  const passwordHash = await hashPassword(body.password);
  const role: Role = body.isAdmin ? 'Super Admin' : body.role;
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx.execute(ADMIN_USERS_LOCK);
      await assertEmailFree(tx, body.email);
      await assertCompaniesExist(tx, body.companies);
      const [inserted] = await tx
        .insert(users)
        .values({
          email: body.email,
          fullName: body.fullName,
          phone: body.phone,
          passwordHash,
          role,
          status: body.status,
          isActive: !isInactiveStatus(body.status),
          isSuperAdmin: body.isAdmin,
          modules: [...body.modules],
          // Created by an administrator: no confirmation e-mail to wait for.
          emailConfirmedAt: new Date(),
        })
        .returning({ id: users.id });
      await replaceCompanies(tx, inserted!.id, body.companies);
      const created = (await readUser(tx, inserted!.id))!;
      await auditUser(tx, ctx, 'user.create', created, { after: snapshot(created) });
      return present(created);
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    constraintError(error);
  }
}

export async function updateUser(ctx: ActionContext, body: UpdateUserBody): Promise<AdminUser> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const target = await lockedTarget(tx, body.userId);
      const isSelf = target.id === ctx.auth.user.id;
      const isAdmin = body.isAdmin ?? target.isSuperAdmin;
      const becomesInactive = target.isActive && isInactiveStatus(body.status);
      const losesAdmin = target.isSuperAdmin && !isAdmin;
      if (isSelf && (becomesInactive || losesAdmin)) throw selfForbidden();
      if (!isAdmin && body.role === 'Super Admin') {
        throw validationFailed({ role: 'admin.validation.roleSuperAdmin' });
      }
      if (becomesInactive || losesAdmin) await keepOneSuperAdmin(tx, target);
      if (body.email !== undefined && body.email !== target.email) {
        await assertEmailFree(tx, body.email, target.id);
      }
      if (body.companies) await assertCompaniesExist(tx, body.companies);

      await tx
        .update(users)
        .set({
          fullName: body.fullName,
          ...(body.email !== undefined ? { email: body.email } : {}),
          phone: body.phone,
          role: isAdmin ? 'Super Admin' : body.role,
          status: body.status,
          isActive: !isInactiveStatus(body.status),
          isSuperAdmin: isAdmin,
          ...(body.modules ? { modules: [...body.modules] } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, target.id));
      if (body.companies) await replaceCompanies(tx, target.id, body.companies);
      if (becomesInactive) await endAllSessionsOf(tx, target.id);
      const updated = (await readUser(tx, target.id))!;
      await auditUser(tx, ctx, 'user.update', updated, {
        before: snapshot(target),
        after: snapshot(updated),
      });
      return present(updated);
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    constraintError(error);
  }
}

export async function updateModules(
  ctx: ActionContext,
  body: { userId: string; modules: ModuleKey[]; companies: string[] },
): Promise<AdminUser> {
  return ctx.db.transaction(async (tx) => {
    const target = await lockedTarget(tx, body.userId);
    await assertCompaniesExist(tx, body.companies);
    await tx
      .update(users)
      .set({ modules: [...body.modules], updatedAt: new Date() })
      .where(eq(users.id, target.id));
    await replaceCompanies(tx, target.id, body.companies);
    const updated = (await readUser(tx, target.id))!;
    const access = (u: UserRow) => ({ modules: u.modules, companies: u.companies });
    await auditUser(tx, ctx, 'user.update_modules', target, {
      before: access(target),
      after: access(updated),
    });
    return present(updated);
  });
}

/**
 * Turns a right of another user on or off (never one's own; never the last active super
 * administrator's): sets `set`, runs `whenOff` on the way off, audits `action` with the `shown`
 * fields before and after.
 */
async function switchRight(
  ctx: ActionContext,
  userId: string,
  on: boolean,
  change: {
    action: AuditAction;
    set: Partial<typeof users.$inferInsert>;
    shown: (u: UserRow) => Record<string, unknown>;
    whenOff?: (tx: Tx, userId: string) => Promise<unknown>;
  },
): Promise<AdminUser> {
  return ctx.db.transaction(async (tx) => {
    const target = await lockedTarget(tx, userId);
    if (target.id === ctx.auth.user.id) throw selfForbidden();
    if (!on) await keepOneSuperAdmin(tx, target);
    await tx
      .update(users)
      .set({ ...change.set, updatedAt: new Date() })
      .where(eq(users.id, target.id));
    if (!on) await change.whenOff?.(tx, target.id);
    const updated = (await readUser(tx, target.id))!;
    await auditUser(tx, ctx, change.action, target, {
      before: change.shown(target),
      after: change.shown(updated),
    });
    return present(updated);
  });
}

/** Granting sets is_super_admin and role 'Super Admin'; removing clears it and sets role 'Viewer'. */
export const toggleAdmin = (ctx: ActionContext, body: { userId: string; isAdmin: boolean }) =>
  switchRight(ctx, body.userId, body.isAdmin, {
    action: 'user.set_admin',
    set: { isSuperAdmin: body.isAdmin, role: body.isAdmin ? 'Super Admin' : 'Viewer' },
    shown: (u) => ({ is_super_admin: u.isSuperAdmin, role: u.role }),
  });

/** Flips is_active and status Active/Inactive; deactivation ends every session of the user. */
export const setActive = (ctx: ActionContext, body: { userId: string; isActive: boolean }) =>
  switchRight(ctx, body.userId, body.isActive, {
    action: 'user.set_active',
    set: { isActive: body.isActive, status: body.isActive ? 'Active' : 'Inactive' },
    shown: (u) => ({ is_active: u.isActive, status: u.status }),
    whenOff: endAllSessionsOf,
  });

export async function deleteUser(ctx: ActionContext, body: { userId: string }): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      const target = await lockedTarget(tx, body.userId);
      if (target.id === ctx.auth.user.id) throw selfForbidden();
      await keepOneSuperAdmin(tx, target);
      await endAllSessionsOf(tx, target.id);
      await auditUser(tx, ctx, 'user.delete', target, { before: snapshot(target) });
      await tx.delete(users).where(eq(users.id, target.id));
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    constraintError(error);
  }
}

/** Sets a new password (policy checked), and ends every session of the user. */
export async function resetPassword(
  ctx: ActionContext,
  body: { userId: string; newPassword: string },
): Promise<AdminUser> {
  checkPassword('newPassword', body.newPassword);
  const passwordHash = await hashPassword(body.newPassword);
  return ctx.db.transaction(async (tx) => {
    const target = await lockedTarget(tx, body.userId);
    const now = new Date();
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, target.id));
    const ended = await endAllSessionsOf(tx, target.id);
    await auditUser(tx, ctx, 'user.reset_password', target, {
      after: { password_changed_at: now.toISOString(), sessions_ended: ended },
    });
    return present(target);
  });
}

// ---------------------------------------------------------------------------------------------
// Audit log

export interface AuditFilters {
  action?: string | undefined;
  actor?: string | undefined;
  target?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function auditWhere(filters: AuditFilters): SQL | undefined {
  const actor = filters.actor?.trim();
  const target = filters.target?.trim();
  return and(
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    actor ? ilike(auditLog.actorEmail, containing(actor)) : undefined,
    target
      ? or(ilike(auditLog.targetLabel, containing(target)), ilike(auditLog.targetId, containing(target)))
      : undefined,
    filters.from ? gte(auditLog.createdAt, new Date(`${filters.from}T00:00:00.000Z`)) : undefined,
    filters.to
      ? lt(auditLog.createdAt, new Date(Date.parse(`${filters.to}T00:00:00.000Z`) + 86_400_000))
      : undefined,
  );
}

type AuditRow = typeof auditLog.$inferSelect;

function presentAudit(row: AuditRow): ListAuditResponse['items'][number] {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    ...pick(row, [
      'actorId',
      'actorEmail',
      'action',
      'targetType',
      'targetId',
      'targetLabel',
      'before',
      'after',
      'ip',
      'userAgent',
    ]),
  };
}

export async function listAudit(
  db: Db,
  filters: AuditFilters & { page: number; pageSize: number },
): Promise<ListAuditResponse> {
  const where = auditWhere(filters);
  const [page, actions] = await Promise.all([
    listPage({
      select: db.select().from(auditLog).$dynamic(),
      where,
      // Newest first; the id (a uuid) only makes the order total.
      orderBy: [sql`${auditLog.createdAt} desc`, sql`${auditLog.id} desc`],
      page: filters,
      total: tableTotal(db, auditLog, where),
      present: presentAudit,
      maxPageSize: MAX_PAGE_SIZE,
    }),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
  ]);
  return { ...page, actions: actions.map((a) => a.action) };
}

export async function auditForExport(db: Db, filters: AuditFilters) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(auditWhere(filters))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(EXPORT_MAX_ROWS);
  return rows.map(presentAudit);
}
