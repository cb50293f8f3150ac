import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  actionResponse,
  auditEntry,
  auditFilters,
  createUserBody,
  deleteUserBody,
  listAuditQuery,
  listAuditResponse,
  listCompaniesResponse,
  listUsersQuery,
  listUsersResponse,
  resetPasswordBody,
  setActiveBody,
  statusLabelKey,
  toggleAdminBody,
  updateModulesBody,
  updateUserBody,
  userExportRow,
  userFilters,
  type AdminUser,
  type UserExportRow,
} from '@comptoir/core/modules/admin-users';
import { errorResponses, moduleRoutes, type Confirmation } from '../../platform/routes';
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

/** User administration (/api/admin-users/*) and the audit log (/api/audit-log), super admins only. */
export function adminUsersRoutes(app: FastifyInstance): void {
  const { route } = moduleRoutes(app, 'super-admin', {
    tags: ['admin-users'],
    errors: errorResponses(400, 401, 403, 404, 409),
  });

  /** An action of the specification's user administration: a POST answering the user and a message. */
  const action = <B extends z.ZodType>(
    name: string,
    def: {
      action: 'create' | 'update' | 'delete';
      summary: string;
      body: B;
      message: Confirmation<{ request: FastifyRequest; body: z.output<B> }>;
      /** The service function doing it, given the action's context and body. */
      run: (c: ActionContext, body: z.output<B>) => Promise<AdminUser | void>;
    },
  ) =>
    route('POST', `/api/admin-users/${name}`, {
      action: def.action,
      summary: def.summary,
      body: def.body,
      response: { [def.action === 'create' ? 201 : 200]: actionResponse },
      confirm: {
        ...(def.action === 'delete' ? {} : { key: 'user' }),
        message: def.message as Confirmation<unknown> as never,
      },
      // The body's type is the schema's output: what the route context carries.
      handler: (async (c: ActionContext & { body: z.output<B> }) => def.run(c, c.body)) as never,
    });

  route('GET', '/api/admin-users/list-users', {
    summary: 'Users, searched (name or e-mail), filtered (role, status), sorted and paginated, with counters',
    query: listUsersQuery,
    response: { 200: listUsersResponse },
    handler: async ({ db, query }) => listUsers(db, query),
  });

  route('GET', '/api/admin-users/export', {
    summary: 'The users matching the filters as a JSON file (the specification’s export fields)',
    query: userFilters,
    response: { 200: z.array(userExportRow) },
    handler: async ({ db, request, reply, query }) => {
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
  });

  route('GET', '/api/admin-users/list-companies', {
    summary: 'Every company (id and name, ordered by name), for the user forms',
    response: { 200: listCompaniesResponse },
    handler: async ({ db }) => ({ companies: await listCompanies(db) }),
  });

  action('create-user', {
    action: 'create',
    summary: 'Creates a user (e-mail confirmed, modules, companies, role, status)',
    body: createUserBody,
    message: 'admin.success.created',
    run: createUser,
  });

  action('update-user', {
    action: 'update',
    summary: 'Updates a user’s profile, and their modules, companies and admin flag when given',
    body: updateUserBody,
    message: 'admin.success.updated',
    run: updateUser,
  });

  action('update-modules', {
    action: 'update',
    summary: 'Sets the modules and companies of a user',
    body: updateModulesBody,
    message: 'admin.success.updated',
    run: updateModules,
  });

  action('toggle-admin', {
    action: 'update',
    summary: 'Grants (role Super Admin) or removes (role Viewer) super-administrator rights',
    body: toggleAdminBody,
    message: switched((body) => body.isAdmin, 'admin.success.adminGranted', 'admin.success.adminRemoved'),
    run: toggleAdmin,
  });

  action('set-active', {
    action: 'update',
    summary: 'Activates or deactivates a user (deactivation ends their sessions)',
    body: setActiveBody,
    message: switched((body) => body.isActive, 'admin.success.activated', 'admin.success.deactivated'),
    run: setActive,
  });

  action('delete-user', {
    action: 'delete',
    summary: 'Deletes a user and ends their sessions',
    body: deleteUserBody,
    message: 'admin.success.deleted',
    run: deleteUser,
  });

  action('reset-password', {
    action: 'update',
    summary: 'Sets a new password for a user and ends their sessions',
    body: resetPasswordBody,
    message: ({ request }, user: AdminUser) =>
      t(request, 'admin.success.passwordReset', { name: user.full_name || user.email }),
    run: resetPassword,
  });

  route('GET', '/api/audit-log', {
    summary: 'The audit log of administrative actions, newest first, filtered and paginated',
    tags: ['audit-log'],
    query: listAuditQuery,
    response: { 200: listAuditResponse },
    handler: async ({ db, query }) => listAudit(db, query),
  });

  route('GET', '/api/audit-log/export', {
    summary: 'The audit entries matching the filters as a JSON file',
    tags: ['audit-log'],
    query: auditFilters,
    response: { 200: z.array(auditEntry) },
    handler: async ({ db, reply, query }) => {
      const rows = await auditForExport(db, query);
      attachment(reply, 'journal-audit');
      return rows;
    },
  });
}
