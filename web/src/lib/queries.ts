/**
 * The shapes of server calls every module's `api.ts` makes with react-query: one GET, a list
 * route's page, and a change that marks what it makes out of date (docs/list-screens.md).
 */
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { api, queryString } from './api';
import { useInvalidateKeys } from './query-client';

/** A list route's query: search, filters, sort, page. */
export type Params = Record<string, string | number | undefined>;

export type GetOptions<T> = Partial<
  Pick<
    UseQueryOptions<T, Error, T, QueryKey>,
    'enabled' | 'staleTime' | 'refetchInterval' | 'refetchOnWindowFocus' | 'placeholderData'
  >
>;

/** GET `path` under `queryKey`; a failure shows at once (no retry). */
export function useGet<T>(queryKey: QueryKey, path: string, options: GetOptions<T> = {}) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get<T>(path, { signal }),
    retry: false,
    ...options,
  });
}

/**
 * One page of a list route (`path?params`, under `[...key, 'list', params]`); the page shown
 * stays while the next one loads.
 */
export function useListQuery<T>(key: QueryKey, path: string, params: Params, options: GetOptions<T> = {}) {
  return useGet<T>([...key, 'list', params], `${path}?${queryString(params)}`, {
    placeholderData: keepPreviousData,
    ...options,
  });
}

/**
 * A change made by `run`; once it succeeded (`when: 'settled'`: or failed) the queries under
 * `keys` are read again.
 */
export function useChange<V = void, A = unknown>(
  run: (variables: V) => Promise<A>,
  keys: readonly QueryKey[],
  when: 'success' | 'settled' = 'success',
) {
  const invalidate = useInvalidateKeys(...keys);
  return useMutation({
    mutationFn: run,
    ...(when === 'settled' ? { onSettled: invalidate } : { onSuccess: invalidate }),
  });
}

/** Creates (POST `path`) or, with an `id`, updates (PATCH `path/id`) a record. */
export function useSaveRecord<B, A>(path: string, keys: readonly QueryKey[]) {
  return useChange(
    ({ id, body }: { id?: string | undefined; body: B }) =>
      id ? api.patch<A>(`${path}/${id}`, body) : api.post<A>(path, body),
    keys,
  );
}

/** Deletes the record `id` (DELETE `path/id`). */
export function useDeleteRecord(path: string, keys: readonly QueryKey[]) {
  return useChange((id: string) => api.delete<{ message: string }>(`${path}/${id}`), keys);
}

/**
 * Deletes the record a detail screen shows (DELETE `path`): its detail query (`detailKey`) is
 * dropped, not read again, then the queries under `keys` are.
 */
export function useDeleteShown(path: string, detailKey: QueryKey, keys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateKeys(...keys);
  return useMutation({
    mutationFn: () => api.delete<{ message: string }>(path),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: detailKey });
      return invalidate();
    },
  });
}
