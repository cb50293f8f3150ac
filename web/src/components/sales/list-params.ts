/**
 * A sales list's view lives in the URL (linkable): q, status, sort, order and page filter the list;
 * `id` is the open document.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { oneOf, positiveInt, useListSearchParams } from '@/lib/list-params';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SalesListParams<S extends string, O extends string> {
  q: string;
  status: S | '';
  sort: O;
  order: 'asc' | 'desc';
  page: number;
  /** The open document. */
  id: string;
}

/** Opening or closing a document keeps the list's page. */
const KEEP_PAGE_ON = ['id'] as const;

/** The list's parameters, the API's, and opening a document. */
export function useSalesListParams<S extends string, O extends string>(
  statuses: readonly S[],
  /** The first is the default. */
  sorts: readonly [O, ...O[]],
  pageSize: number,
) {
  const { search, update } = useListSearchParams(KEEP_PAGE_ON);
  const [, setSearch] = useSearchParams();
  const id = search.get('id') ?? '';
  const params: SalesListParams<S, O> = {
    q: search.get('q') ?? '',
    status: oneOf<S | ''>(search.get('status'), statuses, ''),
    sort: oneOf<O>(search.get('sort'), sorts, sorts[0]),
    order: search.get('order') === 'asc' ? 'asc' : 'desc',
    page: positiveInt(search.get('page'), 1),
    id: UUID.test(id) ? id : '',
  };

  const apiParams = {
    q: params.q.trim() || undefined,
    status: params.status || undefined,
    sort: params.sort,
    order: params.order,
    page: params.page,
    pageSize,
  };

  /** Opens a document (a new history entry, so Back returns to the list) or closes it. */
  const select = useCallback(
    (next: string | undefined) => {
      setSearch(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (next) params.set('id', next);
          else params.delete('id');
          return params;
        },
        { replace: !next },
      );
    },
    [setSearch],
  );

  /** The URL of a document, keeping the current list view. */
  const hrefFor = (next: string) => {
    const params = new URLSearchParams(search);
    params.set('id', next);
    return `?${params.toString()}`;
  };

  return { params, apiParams, update, select, hrefFor };
}
