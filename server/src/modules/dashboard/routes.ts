import type { FastifyInstance } from 'fastify';
import { dashboardApi } from '@comptoir/core/modules/dashboard.routes';
import { t } from '../../platform/i18n';
import { implement } from '../../platform/routes';
import { getDashboard } from './service';

/** The dashboard ('Tableau de Bord Opérationnel', /api/dashboard): the handler of `dashboardApi`. */
export function dashboardRoutes(app: FastifyInstance): void {
  implement(app, dashboardApi, {
    read: async ({ request, auth, query }) =>
      getDashboard(app.db, auth, query.period, (key, values) => t(request, key, values)),
  });
}
