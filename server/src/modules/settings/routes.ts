import type { FastifyInstance } from 'fastify';

/** Per-user settings, password change, two-factor enrolment (/api/settings/*). */
export function settingsRoutes(_app: FastifyInstance): void {
  // Routes are added here with defineRoute (see platform/http.ts).
}
