/**
 * The view lives in the URL (linkable): q, status, sort, order and page filter the list; `id` is the
 * open quote (a client's quote history links to /quotes?id=…).
 */
import { QUOTE_STATUSES, type ListQuotesQuery } from '@comptoir/core/modules/sales';
import { useListState } from '@/components/list';

export const QUOTES_PAGE_SIZE = 20;
export const QUOTE_SORTS = [
  'createdAt',
  'number',
  'validUntil',
  'totalAmount',
  'clientName',
] as const satisfies readonly ListQuotesQuery['sort'][];
export type QuoteSort = (typeof QUOTE_SORTS)[number];

export function useQuoteListParams() {
  return useListState({
    filters: { status: QUOTE_STATUSES },
    sorts: QUOTE_SORTS,
    pageSize: QUOTES_PAGE_SIZE,
  });
}
