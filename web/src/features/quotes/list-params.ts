/**
 * The view lives in the URL (linkable): q, status, sort, order and page filter the list; `id` is the
 * open quote (a client's quote history links to /quotes?id=…).
 */
import { QUOTE_STATUSES, listQuotesQuery } from '@comptoir/core/modules/sales';
import { sortKeysOf } from '@/components/list';
import { useSalesListState, type SalesKind } from '@/components/sales/SalesList';

export const QUOTES = {
  ns: 'quotes',
  statuses: QUOTE_STATUSES,
  sorts: sortKeysOf(listQuotesQuery),
} satisfies SalesKind<string, string>;

export const useQuoteListParams = () => useSalesListState(QUOTES);
