/**
 * Server calls of the dashboard (react-query), through the routes declared in core. `prefetch`
 * starts them when the dashboard is opened, while its code still loads (app/prefetch.ts).
 */
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@comptoir/core/modules/auth';
import {
  DASHBOARD_PERIODS,
  DEFAULT_DASHBOARD_PERIOD,
  type DashboardPeriod,
} from '@comptoir/core/modules/dashboard';
import { dashboardApi } from '@comptoir/core/modules/dashboard.routes';
import { goalsApi } from '@comptoir/core/modules/goals.routes';
import { hasModule } from '@comptoir/core/permissions';
import { oneOf } from '@/lib/list-params';
import { getQuery } from '@/lib/queries';

export const DASHBOARD_KEY = ['dashboard'] as const;

/** The period in the URL (?period=), month when absent. */
export const periodOf = (search: URLSearchParams) =>
  oneOf<DashboardPeriod>(search.get('period'), DASHBOARD_PERIODS, DEFAULT_DASHBOARD_PERIOD);

const dashboardQuery = (period: DashboardPeriod) =>
  getQuery(
    [...DASHBOARD_KEY, period],
    dashboardApi.read,
    { query: { period } },
    {
      placeholderData: keepPreviousData,
    },
  );

/** 'Mes objectifs': the current goals of the user, their department and the company (six at most). */
const MY_GOALS = { mine: '1', period: 'current', pageSize: 6 } as const;
const myGoalsQuery = getQuery(['goals', 'list', MY_GOALS], goalsApi.list, { query: MY_GOALS });

export const useDashboard = (period: DashboardPeriod) => useQuery(dashboardQuery(period));

export const useMyGoals = () => useQuery(myGoalsQuery);

/** The queries the dashboard at `search` shows `user` at once. */
export function prefetch(queryClient: QueryClient, search: URLSearchParams, user: SessionUser): void {
  void queryClient.prefetchQuery(dashboardQuery(periodOf(search)));
  if (hasModule(user, 'goals')) void queryClient.prefetchQuery(myGoalsQuery);
}
