import type { FastifyInstance } from 'fastify';
import { apiError } from '@comptoir/core/api';
import { dashboardQuery, dashboardResponse } from '@comptoir/core/modules/dashboard';
import { access, defineRoute } from '../../platform/http';
import { t } from '../../platform/i18n';
import { getDashboard } from './service';

const TAGS = ['dashboard'];
const errors = { 400: apiError, 401: apiError, 403: apiError };

/** The dashboard ('Tableau de Bord Opérationnel', /api/dashboard). */
export function dashboardRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/dashboard',
    access: access.module('dashboard', 'read'),
    summary:
      "Figures of the current calendar week, month (default), quarter or year in Europe/Paris, up to now: requests by status with the high-priority count and the 5 most recent (with the 'demandes' module), orders of the caller's companies by status with their total value in the caller's base currency (cancelled orders excluded; null when a rate is missing) and the 5 most recent (with the 'orders' module); parts without their module are null and listed in `unavailable`",
    tags: TAGS,
    query: dashboardQuery,
    response: { 200: dashboardResponse, ...errors },
    handler: async ({ request, auth, query }) =>
      getDashboard(app.db, auth, query.period, (key, values) => t(request, key, values)),
  });
}
