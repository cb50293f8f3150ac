/**
 * The view lives in the URL (linkable): q, status, sort, order and page filter the list; `id` is the
 * open quote (a client's quote history links to /quotes?id=…).
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { QUOTE_STATUSES, type ListQuotesQuery, type QuoteStatus } from '@comptoir/core/modules/sales';
import { oneOf, positiveInt, useListSearchParams } from '@/lib/list-params';

export const QUOTES_PAGE_SIZE = 20;
export const QUOTE_SORTS = [
  'createdAt',
  'number',
  'validUntil',
  'totalAmount',
  'clientName',
] as const satisfies readonly ListQuotesQuery['sort'][];
export type QuoteSort = (typeof QUOTE_SORTS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface QuoteListParams {
  q: string;
  status: QuoteStatus | '';
  sort: QuoteSort;
  order: 'asc' | 'desc';
  page: number;
  /** The open quote. */
  id: string;
}

/** Opening or closing a quote keeps the list's page. */
const KEEP_PAGE_ON = ['id'] as const;

export function useQuoteListParams() {
  const { search, update } = useListSearchParams(KEEP_PAGE_ON);
  const [, setSearch] = useSearchParams();
  const id = search.get('id') ?? '';
  const params: QuoteListParams = {
    q: search.get('q') ?? '',
    status: oneOf<QuoteStatus | ''>(search.get('status'), QUOTE_STATUSES, ''),
    sort: oneOf<QuoteSort>(search.get('sort'), QUOTE_SORTS, 'createdAt'),
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
    pageSize: QUOTES_PAGE_SIZE,
  };

  /** Opens a quote (a new history entry, so Back returns to the list) or closes it. */
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

  /** The URL of a quote, keeping the current list view. */
  const hrefFor = (next: string) => {
    const params = new URLSearchParams(search);
    params.set('id', next);
    return `?${params.toString()}`;
  };

  return { params, apiParams, update, select, hrefFor };
}
