import { QueryClient, skipToken, useQueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api';

/** Client errors (4xx) are answers, not glitches: never retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** Whether a query just made for a component would be fetched when that component mounts. */
function fetchesOnMount(query: Query): boolean {
  const { queryFn } = query.options;
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return (
    query.state.data === undefined &&
    query.state.fetchStatus === 'idle' &&
    queryFn !== undefined &&
    queryFn !== skipToken &&
    (typeof enabled === 'function' ? enabled(query) : enabled) !== false
  );
}

/**
 * Starts a screen's queries when it first renders them (issue 30 §2). react-query fetches a new
 * query when its component mounts, in an effect that runs after the browser has painted the
 * loading state: a page's first render, its paint, then its requests, one after the other. A new
 * query (made in the cache by the render that uses it) that has no data and is enabled is fetched
 * at once instead; the mount then joins that request. Same queries, same options, only sooner.
 */
function startQueriesOnFirstRender(client: QueryClient): void {
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'added' || !fetchesOnMount(event.query)) return;
    event.query.fetch().catch(() => undefined); // the component shows the failure
  });
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
      },
      mutations: { retry: false },
    },
  });
  startQueriesOnFirstRender(client);
  return client;
}

/**
 * Marks the queries under `keys` out of date after a change, and fetches again those on screen;
 * resolves when they have their new answers.
 *
 * react-query restarts a fetch under way only when its query already has data: a query's first
 * fetch under way is joined instead, and its answer may have been read before the change. 'Add
 * Member' showed it: a search's first answer, asked just before a user was added, kept that user
 * offered for the next 30 seconds. Such queries are marked out of date again when that fetch
 * ends, and fetched again if on screen.
 */
export async function invalidateAfterChange(
  queryClient: QueryClient,
  keys: readonly QueryKey[],
): Promise<void> {
  const cache = queryClient.getQueryCache();
  const firstFetches = keys.flatMap((queryKey) =>
    cache
      .findAll({ queryKey, fetchStatus: 'fetching' })
      .filter((query) => query.state.data === undefined)
      .map((query) => ({ query, answer: query.promise })),
  );
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  if (firstFetches.length === 0) return;
  await Promise.all(firstFetches.map(({ answer }) => answer?.catch(() => undefined)));
  const early = new Set(firstFetches.map(({ query }) => query));
  await queryClient.invalidateQueries({ predicate: (query) => early.has(query) });
}

/** `invalidateAfterChange` for the given keys, as a callback for a mutation. */
export function useInvalidateKeys(...keys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return () => invalidateAfterChange(queryClient, keys);
}
