import type { FastifyInstance } from 'fastify';

/** Bulk imports of products and price lists (/api/products/import/*, /api/pricelists/import/*). */
export function importRoutes(_app: FastifyInstance): void {
  // Routes are added here with defineRoute (see platform/http.ts).
}
