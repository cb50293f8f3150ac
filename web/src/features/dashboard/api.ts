/** Server calls of the dashboard (react-query), through the route declared in core. */
import { keepPreviousData } from '@tanstack/react-query';
import type { DashboardPeriod } from '@comptoir/core/modules/dashboard';
import { dashboardApi } from '@comptoir/core/modules/dashboard.routes';
import { useGet } from '@/lib/queries';

export const DASHBOARD_KEY = ['dashboard'] as const;

export const useDashboard = (period: DashboardPeriod) =>
  useGet(
    [...DASHBOARD_KEY, period],
    dashboardApi.read,
    { query: { period } },
    {
      placeholderData: keepPreviousData,
    },
  );
