/** Server calls of the financial analysis (react-query), through the routes declared in core. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsComputing, AnalyticsTab } from '@comptoir/core/modules/analytics';
import { analyticsApi } from '@comptoir/core/modules/analytics.routes';
import type { QueryOf } from '@comptoir/core/route';
import { call, urlOf, type ArgsOf } from '@/lib/api';

export const ANALYTICS_KEY = ['analytics'] as const;

/** The page's query (from the address bar, loose: the server checks it). */
export type AnalyticsParams = Record<string, string | number | undefined>;

/** A tab's answer while the server builds the month summaries it needs (202): asked again shortly. */
export class AnalyticsComputingError extends Error {
  constructor(readonly months: number) {
    super('analytics.computing');
  }
}

const isComputing = (body: unknown): body is AnalyticsComputing =>
  typeof body === 'object' && body !== null && (body as { computing?: unknown }).computing === true;

/** How long the page keeps asking while the summaries are built (a fresh database: seconds). */
const COMPUTING_TRIES = 120;
const COMPUTING_DELAY_MS = 1000;

/** The figures of `tab` (its route's answer) for `params`. */
export function useAnalytics<K extends AnalyticsTab>(tab: K, params: AnalyticsParams) {
  const route = analyticsApi[tab];
  return useQuery({
    queryKey: [...ANALYTICS_KEY, tab, params],
    queryFn: async ({ signal }) => {
      const body: unknown = await call(
        route,
        ...([{ query: params }, { signal }] as unknown as ArgsOf<typeof route>),
      );
      if (isComputing(body)) throw new AnalyticsComputingError(body.months);
      return body as Awaited<ReturnType<typeof call<typeof route>>>;
    },
    placeholderData: keepPreviousData,
    retry: (failures, error) => error instanceof AnalyticsComputingError && failures < COMPUTING_TRIES,
    retryDelay: COMPUTING_DELAY_MS,
  });
}

export function exportHref(params: AnalyticsParams, format: 'xlsx' | 'pdf'): string {
  const query = { ...params, format } as QueryOf<typeof analyticsApi.export>;
  return urlOf(analyticsApi.export, { query });
}
