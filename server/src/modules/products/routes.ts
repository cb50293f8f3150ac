import type { FastifyInstance } from 'fastify';

/** Products and suppliers (/api/products, /api/suppliers). */
export function productRoutes(_app: FastifyInstance): void {
  // Routes are added here with defineRoute (see platform/http.ts).
}
