import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { statusLabelKey, type AdminUser, type UserExportRow } from '@comptoir/core/modules/admin-users';
import { adminUsersApi } from '@comptoir/core/modules/admin-users.routes';
import { implement, type Confirmation } from '../../platform/routes';
import { t } from '../../platform/i18n';
import type { ActionContext } from '../../platform/service';
import {
  auditForExport,
  createUser,
  deleteUser,
  listAudit,
  listCompanies,
  listUsers,
  resetPassword,
  setActive,
  toggleAdmin,
  updateModules,
  updateUser,
  usersForExport,
} from './service';

function attachment(reply: FastifyReply, base: string): void {
  const day = new Date().toISOString().slice(0, 10);
  reply.header('content-disposition', `attachment; filename="${base}-${day}.json"`);
  reply.header('cache-control', 'no-store');
}

/** The confirmation of an action switching a flag: the message `on` when the body sets it, else `off`. */
const switched =
  <B>(flag: (body: B) => boolean, on: string, off: string) =>
  ({ request, body }: { request: FastifyRequest; body: B }) =>
    t(request, flag(body) ? on : off);

/** User administration (/api/admin-users/*) and the audit log (/api/audit-log): the handlers of `adminUsersApi`. */
export function adminUsersRoutes(app: FastifyInstance): void {
  /** An action of the specification's user administration: the user (none for a deletion) and a message. */
  const action = <B>(
    run: (c: ActionContext, body: B) => Promise<AdminUser | void>,
    message: Confirmation<{ request: FastifyRequest; body: B }>,
    key: 'user' | null = 'user',
  ) => ({
    handler: async (c: ActionContext & { body: B }) => run(c, c.body),
    confirm: { ...(key ? { key } : {}), message: message as Confirmation<unknown> as never },
  });

  implement(app, adminUsersApi, {
    listUsers: async ({ db, query }) => listUsers(db, query),
    exportUsers: async ({ db, request, reply, query }) => {
      const rows = await usersForExport(db, query);
      attachment(reply, 'utilisateurs');
      return rows.map((user): UserExportRow => ({
        email: user.email,
        full_name: user.full_name,
        role: user.role,
        status: t(request, statusLabelKey(user)),
        created_at: user.created_at,
        last_sign_in_at: user.last_sign_in_at,
        modules: user.modules.join(', '),
        is_super_admin: user.is_super_admin,
      }));
    },
    listCompanies: async ({ db }) => ({ companies: await listCompanies(db) }),
    createUser: action(createUser, 'admin.success.created'),
    updateUser: action(updateUser, 'admin.success.updated'),
    updateModules: action(updateModules, 'admin.success.updated'),
    toggleAdmin: action(
      toggleAdmin,
      switched((body) => body.isAdmin, 'admin.success.adminGranted', 'admin.success.adminRemoved'),
    ),
    setActive: action(
      setActive,
      switched((body) => body.isActive, 'admin.success.activated', 'admin.success.deactivated'),
    ),
    deleteUser: action(deleteUser, 'admin.success.deleted', null),
    resetPassword: action(resetPassword, ({ request }, user: AdminUser) =>
      t(request, 'admin.success.passwordReset', { name: user.full_name || user.email }),
    ),
    auditLog: async ({ db, query }) => listAudit(db, query),
    exportAuditLog: async ({ db, reply, query }) => {
      const rows = await auditForExport(db, query);
      attachment(reply, 'journal-audit');
      return rows;
    },
  });
}
