import type { FastifyInstance } from 'fastify';

/** Currencies, exchange rates and conversion (/api/currencies/*). */
export function currencyRoutes(_app: FastifyInstance): void {
  // Routes are added here with defineRoute (see platform/http.ts).
}
