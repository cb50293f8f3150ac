/** Server calls of the quotes module (react-query), through the routes declared in core. */
import { quotesApi } from '@comptoir/core/modules/quotes.routes';
import { call, urlOf } from '@/lib/api';
import { CLIENTS_KEY, ORDERS_KEY, QUOTES_KEY } from '@/components/sales/keys';
import { useChange, useDeleteShown, useListQuery, useSaveRecord, type Params } from '@/lib/queries';

export { QUOTES_KEY };
import { useMailedDocument } from '@/components/sales/api';
export { errorMessage } from '@/components/sales/api';

export const quoteKeys = {
  detail: (id: string) => [...QUOTES_KEY, 'detail', id] as const,
};

export const useQuotesList = (params: Params) => useListQuery(QUOTES_KEY, quotesApi.list, params);

export const useQuote = (id: string) => useMailedDocument(quoteKeys.detail(id), quotesApi.read, id);

/** The PDF of a quote (downloaded by a link: the server names the file). */
export const quotePdfUrl = (id: string) => urlOf(quotesApi.pdf, { params: { id } });

/** A change to a quote: a client's history lists their quotes. */
const CHANGED = [QUOTES_KEY, CLIENTS_KEY];

export const useSaveQuote = () => useSaveRecord(quotesApi.create, quotesApi.update, CHANGED);

export const useSendQuote = (id: string) =>
  useChange(() => call(quotesApi.send, { params: { id } }), CHANGED, 'settled');

export const useQuoteTransition = (id: string) =>
  useChange((action: 'accept' | 'reject') => call(quotesApi[action], { params: { id } }), CHANGED, 'settled');

export const useDuplicateQuote = (id: string) =>
  useChange(() => call(quotesApi.duplicate, { params: { id } }), CHANGED);

/** A quote made an order: the orders follow too. */
export const useConvertQuote = (id: string) =>
  useChange(() => call(quotesApi.convert, { params: { id } }), [...CHANGED, ORDERS_KEY], 'settled');

export const useDeleteQuote = (id: string) =>
  useDeleteShown(quotesApi.remove, { params: { id } }, quoteKeys.detail(id), CHANGED);
