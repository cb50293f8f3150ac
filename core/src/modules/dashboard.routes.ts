/** The route of the dashboard ('Tableau de Bord Opérationnel', /api/dashboard): see core/src/route.ts. */
import { routes } from '../route';
import { dashboardQuery, dashboardResponse } from './dashboard';

const r = routes('dashboard', { tags: ['dashboard'], errors: [400, 401, 403] });

export const dashboardApi = {
  read: r.get('/api/dashboard', {
    summary:
      "Figures of the current calendar week, month (default), quarter or year in Europe/Paris, up to now: requests by status with the high-priority count and the 5 most recent (with the 'demandes' module), orders of the caller's companies by status with their total value in the caller's base currency (cancelled orders excluded; null when a rate is missing) and the 5 most recent (with the 'orders' module); parts without their module are null and listed in `unavailable`",
    query: dashboardQuery,
    response: dashboardResponse,
  }),
};
