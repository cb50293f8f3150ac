/**
 * The view lives in the URL (linkable): q, status, sort, order and page filter the list; `id` is the
 * open quote (a client's quote history links to /quotes?id=…).
 */
import { QUOTE_STATUSES, listQuotesQuery } from '@comptoir/core/modules/sales';
import { salesKind, useSalesListState } from '@/components/sales/SalesList';

export const QUOTES = salesKind('quotes', QUOTE_STATUSES, listQuotesQuery);

export const useQuoteListParams = () => useSalesListState(QUOTES);
