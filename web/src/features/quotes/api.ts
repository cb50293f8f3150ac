/** Server calls of the quotes module (react-query). */
import type {
  ConvertQuoteResponse,
  ListQuotesResponse,
  QuoteBody,
  QuoteDetail,
  QuoteResponse,
} from '@comptoir/core/modules/sales';
import type { OutgoingMail } from '@comptoir/core/modules/mail';
import { api } from '@/lib/api';
import { CLIENTS_KEY, ORDERS_KEY, QUOTES_KEY } from '@/components/sales/keys';
import { refetchWhileMailQueued } from '@/components/sales/MailStatus';
import { useChange, useDeleteShown, useGet, useListQuery, useSaveRecord, type Params } from '@/lib/queries';

export { QUOTES_KEY };
export { errorMessage } from '@/components/sales/api';

export const quoteKeys = {
  detail: (id: string) => [...QUOTES_KEY, 'detail', id] as const,
};

export const useQuotesList = (params: Params) =>
  useListQuery<ListQuotesResponse>(QUOTES_KEY, '/api/quotes', params);

export const useQuote = (id: string) =>
  useGet<QuoteDetail>(quoteKeys.detail(id), `/api/quotes/${id}`, { refetchInterval: refetchWhileMailQueued });

/** The PDF of a quote (downloaded by a link: the server names the file). */
export const quotePdfUrl = (id: string) => `/api/quotes/${id}/pdf`;

/** A change to a quote: a client's history lists their quotes. */
const CHANGED = [QUOTES_KEY, CLIENTS_KEY];

export const useSaveQuote = () => useSaveRecord<QuoteBody, QuoteResponse>('/api/quotes', CHANGED);

export interface SendQuoteResponse {
  quote: QuoteDetail;
  emailed: boolean;
  /** The e-mail on its way (202), or null when the quote was marked sent without one. */
  mail?: OutgoingMail | null;
  message: string;
}

export const useSendQuote = (id: string) =>
  useChange(() => api.post<SendQuoteResponse>(`/api/quotes/${id}/send`), CHANGED, 'settled');

export const useQuoteTransition = (id: string) =>
  useChange(
    (action: 'accept' | 'reject') => api.post<QuoteResponse>(`/api/quotes/${id}/${action}`),
    CHANGED,
    'settled',
  );

export const useDuplicateQuote = (id: string) =>
  useChange(() => api.post<QuoteResponse>(`/api/quotes/${id}/duplicate`), CHANGED);

/** A quote made an order: the orders follow too. */
export const useConvertQuote = (id: string) =>
  useChange(
    () => api.post<ConvertQuoteResponse>(`/api/quotes/${id}/convert`),
    [...CHANGED, ORDERS_KEY],
    'settled',
  );

export const useDeleteQuote = (id: string) =>
  useDeleteShown(`/api/quotes/${id}`, quoteKeys.detail(id), CHANGED);
