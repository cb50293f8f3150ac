/**
 * The routes of user administration (/api/admin-users/*) and of the audit log (/api/audit-log),
 * super administrators only: see core/src/route.ts.
 */
import { z } from 'zod';
import { routes } from '../route';
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
  toggleAdminBody,
  updateModulesBody,
  updateUserBody,
  userExportRow,
  userFilters,
} from './admin-users';

const r = routes('super-admin', { tags: ['admin-users'], errors: [400, 401, 403, 404, 409] });

export const adminUsersApi = {
  listUsers: r.get('/api/admin-users/list-users', {
    summary: 'Users, searched (name or e-mail), filtered (role, status), sorted and paginated, with counters',
    query: listUsersQuery,
    response: listUsersResponse,
  }),
  exportUsers: r.get('/api/admin-users/export', {
    summary: 'The users matching the filters as a JSON file (the specification’s export fields)',
    query: userFilters,
    response: z.array(userExportRow),
  }),
  listCompanies: r.get('/api/admin-users/list-companies', {
    summary: 'Every company (id and name, ordered by name), for the user forms',
    response: listCompaniesResponse,
  }),
  createUser: r.post('/api/admin-users/create-user', {
    summary: 'Creates a user (e-mail confirmed, modules, companies, role, status)',
    body: createUserBody,
    response: actionResponse,
    status: 201,
  }),
  updateUser: r.post('/api/admin-users/update-user', {
    action: 'update',
    summary: 'Updates a user’s profile, and their modules, companies and admin flag when given',
    body: updateUserBody,
    response: actionResponse,
  }),
  updateModules: r.post('/api/admin-users/update-modules', {
    action: 'update',
    summary: 'Sets the modules and companies of a user',
    body: updateModulesBody,
    response: actionResponse,
  }),
  toggleAdmin: r.post('/api/admin-users/toggle-admin', {
    action: 'update',
    summary: 'Grants (role Super Admin) or removes (role Viewer) super-administrator rights',
    body: toggleAdminBody,
    response: actionResponse,
  }),
  setActive: r.post('/api/admin-users/set-active', {
    action: 'update',
    summary: 'Activates or deactivates a user (deactivation ends their sessions)',
    body: setActiveBody,
    response: actionResponse,
  }),
  deleteUser: r.post('/api/admin-users/delete-user', {
    action: 'delete',
    summary: 'Deletes a user and ends their sessions',
    body: deleteUserBody,
    response: actionResponse,
  }),
  resetPassword: r.post('/api/admin-users/reset-password', {
    action: 'update',
    summary: 'Sets a new password for a user and ends their sessions',
    body: resetPasswordBody,
    response: actionResponse,
  }),
  auditLog: r.get('/api/audit-log', {
    summary: 'The audit log of administrative actions, newest first, filtered and paginated',
    tags: ['audit-log'],
    query: listAuditQuery,
    response: listAuditResponse,
  }),
  exportAuditLog: r.get('/api/audit-log/export', {
    summary: 'The audit entries matching the filters as a JSON file',
    tags: ['audit-log'],
    query: auditFilters,
    response: z.array(auditEntry),
  }),
};
