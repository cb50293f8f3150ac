/** Server calls of the financial analysis (react-query). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsTab } from '@comptoir/core/modules/analytics';
import { api, queryString } from '@/lib/api';

export const ANALYTICS_KEY = ['analytics'] as const;

export type AnalyticsParams = Record<string, string | number | undefined>;

export function useAnalytics<T>(tab: AnalyticsTab, params: AnalyticsParams) {
  return useQuery({
    queryKey: [...ANALYTICS_KEY, tab, params],
    queryFn: ({ signal }) => api.get<T>(`/api/analytics/${tab}?${queryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function exportHref(params: AnalyticsParams, format: 'xlsx' | 'pdf'): string {
  return `/api/analytics/export?${queryString({ ...params, format })}`;
}
