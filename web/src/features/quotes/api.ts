/** Server calls of the quotes module (react-query). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConvertQuoteResponse,
  ListQuotesResponse,
  QuoteBody,
  QuoteDetail,
  QuoteResponse,
} from '@comptoir/core/modules/sales';
import type { OutgoingMail } from '@comptoir/core/modules/mail';
import { api, queryString } from '@/lib/api';
import { CLIENTS_KEY, ORDERS_KEY, QUOTES_KEY } from '@/components/sales/keys';
import { refetchWhileMailQueued } from '@/components/sales/MailStatus';
import { useInvalidateKeys } from '@/lib/query-client';

export { QUOTES_KEY };
export { errorMessage } from '@/components/sales/api';

type Params = Record<string, string | number | undefined>;

export const quoteKeys = {
  list: (params: Params) => [...QUOTES_KEY, 'list', params] as const,
  detail: (id: string) => [...QUOTES_KEY, 'detail', id] as const,
};

export function useQuotesList(params: Params) {
  return useQuery({
    queryKey: quoteKeys.list(params),
    queryFn: ({ signal }) => api.get<ListQuotesResponse>(`/api/quotes?${queryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useQuote(id: string) {
  return useQuery({
    queryKey: quoteKeys.detail(id),
    queryFn: ({ signal }) => api.get<QuoteDetail>(`/api/quotes/${id}`, { signal }),
    retry: false,
    refetchInterval: refetchWhileMailQueued,
  });
}

/** The PDF of a quote (downloaded by a link: the server names the file). */
export const quotePdfUrl = (id: string) => `/api/quotes/${id}/pdf`;

function useInvalidate() {
  // A client's history lists their quotes.
  return useInvalidateKeys(QUOTES_KEY, CLIENTS_KEY);
}

export function useSaveQuote() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: QuoteBody }) =>
      id ? api.patch<QuoteResponse>(`/api/quotes/${id}`, body) : api.post<QuoteResponse>('/api/quotes', body),
    onSuccess: invalidate,
  });
}

export interface SendQuoteResponse {
  quote: QuoteDetail;
  emailed: boolean;
  /** The e-mail on its way (202), or null when the quote was marked sent without one. */
  mail?: OutgoingMail | null;
  message: string;
}

export function useSendQuote(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => api.post<SendQuoteResponse>(`/api/quotes/${id}/send`),
    onSettled: invalidate,
  });
}

export function useQuoteTransition(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (action: 'accept' | 'reject') => api.post<QuoteResponse>(`/api/quotes/${id}/${action}`),
    onSettled: invalidate,
  });
}

export function useDuplicateQuote(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => api.post<QuoteResponse>(`/api/quotes/${id}/duplicate`),
    onSuccess: invalidate,
  });
}

export function useConvertQuote(id: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => api.post<ConvertQuoteResponse>(`/api/quotes/${id}/convert`),
    onSettled: () => Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: ORDERS_KEY })]),
  });
}

export function useDeleteQuote(id: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => api.delete<{ message: string }>(`/api/quotes/${id}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: quoteKeys.detail(id) });
      return invalidate();
    },
  });
}
