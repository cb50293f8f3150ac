import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { apiError } from '@comptoir/core/api';
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
  type UserExportRow,
} from '@comptoir/core/modules/admin-users';
import { access, defineRoute } from '../../platform/http';
import { t } from '../../platform/i18n';
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

const TAGS = ['admin-users'];
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };

function attachment(reply: FastifyReply, base: string): void {
  const day = new Date().toISOString().slice(0, 10);
  reply.header('content-disposition', `attachment; filename="${base}-${day}.json"`);
  reply.header('cache-control', 'no-store');
}

/** User administration (/api/admin-users/*) and the audit log (/api/audit-log). */
export function adminUsersRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin-users/list-users',
    access: access.superAdmin('read'),
    summary: 'Users, searched (name or e-mail), filtered (role, status), sorted and paginated, with counters',
    tags: TAGS,
    query: listUsersQuery,
    response: { 200: listUsersResponse, ...errors },
    handler: async ({ query }) => listUsers(app.db, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin-users/export',
    access: access.superAdmin('read'),
    summary: 'The users matching the filters as a JSON file (the specification’s export fields)',
    tags: TAGS,
    query: userFilters,
    response: { 200: z.array(userExportRow), ...errors },
    handler: async ({ request, reply, query }) => {
      const rows = await usersForExport(app.db, query);
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

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin-users/list-companies',
    access: access.superAdmin('read'),
    summary: 'Every company (id and name, ordered by name), for the user forms',
    tags: TAGS,
    response: { 200: listCompaniesResponse, ...errors },
    handler: async () => ({ companies: await listCompanies(app.db) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin-users/create-user',
    access: access.superAdmin('create'),
    summary: 'Creates a user (e-mail confirmed, modules, companies, role, status)',
    tags: TAGS,
    body: createUserBody,
    response: { 201: actionResponse, ...errors },
    handler: async ({ request, reply, auth, body }) => {
      const user = await createUser({ db: app.db, request, auth }, body);
      reply.status(201);
      return { user, message: t(request, 'admin.success.created') };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin-users/update-user',
    access: access.superAdmin('update'),
    summary: 'Updates a user’s profile, and their modules, companies and admin flag when given',
    tags: TAGS,
    body: updateUserBody,
    response: { 200: actionResponse, ...errors },
    handler: async ({ request, auth, body }) => {
      const user = await updateUser({ db: app.db, request, auth }, body);
      return { user, message: t(request, 'admin.success.updated') };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin-users/update-modules',
    access: access.superAdmin('update'),
    summary: 'Sets the modules and companies of a user',
    tags: TAGS,
    body: updateModulesBody,
    response: { 200: actionResponse, ...errors },
    handler: async ({ request, auth, body }) => {
      const user = await updateModules({ db: app.db, request, auth }, body);
      return { user, message: t(request, 'admin.success.updated') };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin-users/toggle-admin',
    access: access.superAdmin('update'),
    summary: 'Grants (role Super Admin) or removes (role Viewer) super-administrator rights',
    tags: TAGS,
    body: toggleAdminBody,
    response: { 200: actionResponse, ...errors },
    handler: async ({ request, auth, body }) => {
      const user = await toggleAdmin({ db: app.db, request, auth }, body);
      return {
        user,
        message: t(request, body.isAdmin ? 'admin.success.adminGranted' : 'admin.success.adminRemoved'),
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin-users/set-active',
    access: access.superAdmin('update'),
    summary: 'Activates or deactivates a user (deactivation ends their sessions)',
    tags: TAGS,
    body: setActiveBody,
    response: { 200: actionResponse, ...errors },
    handler: async ({ request, auth, body }) => {
      const user = await setActive({ db: app.db, request, auth }, body);
      return {
        user,
        message: t(request, body.isActive ? 'admin.success.activated' : 'admin.success.deactivated'),
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin-users/delete-user',
    access: access.superAdmin('delete'),
    summary: 'Deletes a user and ends their sessions',
    tags: TAGS,
    body: deleteUserBody,
    response: { 200: actionResponse, ...errors },
    handler: async ({ request, auth, body }) => {
      await deleteUser({ db: app.db, request, auth }, body);
      return { message: t(request, 'admin.success.deleted') };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin-users/reset-password',
    access: access.superAdmin('update'),
    summary: 'Sets a new password for a user and ends their sessions',
    tags: TAGS,
    body: resetPasswordBody,
    response: { 200: actionResponse, ...errors },
    handler: async ({ request, auth, body }) => {
      const user = await resetPassword({ db: app.db, request, auth }, body);
      return {
        user,
        message: t(request, 'admin.success.passwordReset', { name: user.full_name || user.email }),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/audit-log',
    access: access.superAdmin('read'),
    summary: 'The audit log of administrative actions, newest first, filtered and paginated',
    tags: ['audit-log'],
    query: listAuditQuery,
    response: { 200: listAuditResponse, ...errors },
    handler: async ({ query }) => listAudit(app.db, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/audit-log/export',
    access: access.superAdmin('read'),
    summary: 'The audit entries matching the filters as a JSON file',
    tags: ['audit-log'],
    query: auditFilters,
    response: { 200: z.array(auditEntry), ...errors },
    handler: async ({ reply, query }) => {
      const rows = await auditForExport(app.db, query);
      attachment(reply, 'journal-audit');
      return rows;
    },
  });
}
