/**
 * The shapes of server calls every module's `api.ts` makes with react-query: one GET, a list
 * route's page, and a change that marks what it makes out of date (docs/list-screens.md).
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { AnyRoute, BodyOf, ResponseOf } from '@comptoir/core/route';
import { call, type ArgsOf } from './api';
import { useInvalidateKeys } from './query-client';

/** A list route's query: search, filters, sort, page. */
export type Params = Record<string, string | number | undefined>;

export type GetOptions<T> = Partial<
  Pick<
    UseQueryOptions<T, Error, T, QueryKey>,
    'enabled' | 'staleTime' | 'refetchInterval' | 'refetchOnWindowFocus' | 'placeholderData'
  >
>;

/**
 * The query of GET `route` (with `args`) under `queryKey`; a failure shows at once (no retry). For
 * `useQuery`, or `prefetchQuery` before the screen that shows it renders.
 */
export function getQuery<R extends AnyRoute & { method: 'GET' }>(
  queryKey: QueryKey,
  route: R,
  /** The route's params and query (`{}` when it takes none). */
  args: ArgsOf<R>[0],
  options: GetOptions<ResponseOf<R>> = {},
) {
  return queryOptions<ResponseOf<R>, Error, ResponseOf<R>, QueryKey>({
    queryKey,
    queryFn: ({ signal }) => call(route, ...([args, { signal }] as unknown as ArgsOf<R>)),
    retry: false,
    ...options,
  });
}

/** GET `route` (with `args`) under `queryKey` (see `getQuery`). */
export function useGet<R extends AnyRoute & { method: 'GET' }>(
  queryKey: QueryKey,
  route: R,
  args: ArgsOf<R>[0],
  options: GetOptions<ResponseOf<R>> = {},
) {
  return useQuery(getQuery(queryKey, route, args, options));
}

/**
 * One page of a list route (its query from the screen's search, filters, sort and page, under
 * `[...key, 'list', params]`); the page shown stays while the next one loads. The params come
 * from the address bar, so they are the list kit's loose `Params`: the server checks them.
 */
export function useListQuery<R extends AnyRoute & { method: 'GET'; params: undefined }>(
  key: QueryKey,
  route: R,
  params: Params,
  options: GetOptions<ResponseOf<R>> = {},
) {
  return useQuery<ResponseOf<R>, Error, ResponseOf<R>, QueryKey>({
    queryKey: [...key, 'list', params],
    queryFn: ({ signal }) => call(route, ...([{ query: params }, { signal }] as unknown as ArgsOf<R>)),
    retry: false,
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

type WithId = AnyRoute & { params: z.ZodObject<{ id: z.ZodType }> };

/** Creates (POST `create`) or, with an `id`, updates (PATCH `update`) a record. */
export function useSaveRecord<C extends AnyRoute & { params: undefined }, U extends WithId>(
  create: C,
  update: U,
  keys: readonly QueryKey[],
) {
  return useChange(
    ({
      id,
      body,
    }: {
      id?: string | undefined;
      body: BodyOf<C> & BodyOf<U>;
    }): Promise<ResponseOf<C> | ResponseOf<U>> =>
      id
        ? call(update, ...([{ params: { id }, body }] as unknown as ArgsOf<U>))
        : call(create, ...([{ body }] as unknown as ArgsOf<C>)),
    keys,
  );
}

/** Deletes the record `id` (a DELETE route whose param is `id`). */
export function useDeleteRecord<R extends WithId & { method: 'DELETE' }>(
  route: R,
  keys: readonly QueryKey[],
) {
  return useChange((id: string) => call(route, ...([{ params: { id } }] as unknown as ArgsOf<R>)), keys);
}

/**
 * Deletes the record a detail screen shows (`route` with `args`): its detail query (`detailKey`)
 * is dropped, not read again, then the queries under `keys` are.
 */
export function useDeleteShown<R extends AnyRoute & { method: 'DELETE' }>(
  route: R,
  args: ArgsOf<R>[0],
  detailKey: QueryKey,
  keys: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateKeys(...keys);
  return useMutation({
    mutationFn: () => call(route, ...([args] as ArgsOf<R>)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: detailKey });
      return invalidate();
    },
  });
}
