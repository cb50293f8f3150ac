import type { FastifyInstance } from 'fastify';

/** User administration (/api/admin-users/*) and the audit log (/api/audit-log). */
export function adminUsersRoutes(_app: FastifyInstance): void {
  // Routes are added here with defineRoute (see platform/http.ts).
}
