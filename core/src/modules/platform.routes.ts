/** The platform's own routes (health, the API's description): see core/src/route.ts. */
import { z } from 'zod';
import { apiError, healthResponse } from '../api';
import { routes } from '../route';

const r = routes('public', { tags: ['platform'], errors: [] });

export const platformApi = {
  health: r.get('/api/health', {
    summary: 'Liveness (answers while the process runs) and the state of its database, job queue and storage',
    response: healthResponse,
  }),
  ready: r.get('/api/health/ready', {
    summary: 'Readiness for load balancers: 200 when database, job queue and storage answer, 503 otherwise',
    response: healthResponse,
    alsoAnswers: { 503: healthResponse.or(apiError) },
  }),
  openapi: r.get('/api/openapi.json', {
    summary: 'This API described in OpenAPI 3.1, generated from the route declarations in core',
    response: z.record(z.string(), z.unknown()),
  }),
};
