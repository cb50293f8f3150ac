/** Server calls of the financial analysis (react-query), through the routes declared in core. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsTab } from '@comptoir/core/modules/analytics';
import { analyticsApi } from '@comptoir/core/modules/analytics.routes';
import type { QueryOf } from '@comptoir/core/route';
import { call, urlOf, type ArgsOf } from '@/lib/api';

export const ANALYTICS_KEY = ['analytics'] as const;

/** The page's query (from the address bar, loose: the server checks it). */
export type AnalyticsParams = Record<string, string | number | undefined>;

/** The figures of `tab` (its route's answer) for `params`. */
export function useAnalytics<K extends AnalyticsTab>(tab: K, params: AnalyticsParams) {
  const route = analyticsApi[tab];
  return useQuery({
    queryKey: [...ANALYTICS_KEY, tab, params],
    queryFn: ({ signal }) =>
      call(route, ...([{ query: params }, { signal }] as unknown as ArgsOf<typeof route>)),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function exportHref(params: AnalyticsParams, format: 'xlsx' | 'pdf'): string {
  const query = { ...params, format } as QueryOf<typeof analyticsApi.export>;
  return urlOf(analyticsApi.export, { query });
}
