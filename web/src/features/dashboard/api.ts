/** Server calls of the dashboard (react-query). */
import { keepPreviousData } from '@tanstack/react-query';
import type { DashboardPeriod, DashboardResponse } from '@comptoir/core/modules/dashboard';
import { useGet } from '@/lib/queries';

export const DASHBOARD_KEY = ['dashboard'] as const;

export const useDashboard = (period: DashboardPeriod) =>
  useGet<DashboardResponse>(
    [...DASHBOARD_KEY, period],
    `/api/dashboard?period=${encodeURIComponent(period)}`,
    {
      placeholderData: keepPreviousData,
    },
  );
