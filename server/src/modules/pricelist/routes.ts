import type { FastifyInstance } from 'fastify';

/** Price lists by zone (/api/pricelists). */
export function priceListRoutes(_app: FastifyInstance): void {
  // Routes are added here with defineRoute (see platform/http.ts).
}
