/**
 * The view lives in the URL (linkable): q, status, sort, order and page filter the list; `id` is the
 * open quote (a client's quote history links to /quotes?id=…).
 */
import { QUOTE_STATUSES, type ListQuotesQuery, type QuoteStatus } from '@comptoir/core/modules/sales';
import { useSalesListParams, type SalesListParams } from '@/components/sales/list-params';

export const QUOTES_PAGE_SIZE = 20;
export const QUOTE_SORTS = [
  'createdAt',
  'number',
  'validUntil',
  'totalAmount',
  'clientName',
] as const satisfies readonly ListQuotesQuery['sort'][];
export type QuoteSort = (typeof QUOTE_SORTS)[number];

export type QuoteListParams = SalesListParams<QuoteStatus, QuoteSort>;

export function useQuoteListParams() {
  return useSalesListParams(QUOTE_STATUSES, QUOTE_SORTS, QUOTES_PAGE_SIZE);
}
