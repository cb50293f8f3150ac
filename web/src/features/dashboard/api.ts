/** Server calls of the dashboard (react-query). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardPeriod, DashboardResponse } from '@comptoir/core/modules/dashboard';
import { api } from '@/lib/api';

export const DASHBOARD_KEY = ['dashboard'] as const;

export function useDashboard(period: DashboardPeriod) {
  return useQuery({
    queryKey: [...DASHBOARD_KEY, period],
    queryFn: ({ signal }) =>
      api.get<DashboardResponse>(`/api/dashboard?period=${encodeURIComponent(period)}`, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
