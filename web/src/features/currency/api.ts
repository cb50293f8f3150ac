/** Queries and mutations of the currency tab (/api/currencies/*). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrencyCode } from '@comptoir/core/currency';
import type {
  ConvertBody,
  ConvertResponse,
  Currency,
  ManualRateBody,
  RatesResponse,
  RatesStatus,
  RefreshResponse,
  StoredRateRecord,
} from '@comptoir/core/modules/currency';
import { api } from '@/lib/api';

export const CURRENCY_KEYS = {
  all: ['currency'] as const,
  list: ['currency', 'list'] as const,
  base: ['currency', 'base'] as const,
  rates: (base: string) => ['currency', 'rates', base] as const,
  status: ['currency', 'status'] as const,
  convert: (body: ConvertBody) => ['currency', 'convert', body.amount, body.from, body.to] as const,
};

export function useCurrencies() {
  return useQuery({
    queryKey: CURRENCY_KEYS.list,
    queryFn: () => api.get<{ items: Currency[] }>('/api/currencies').then((r) => r.items),
    staleTime: Infinity,
  });
}

export function useBaseCurrency() {
  return useQuery({
    queryKey: CURRENCY_KEYS.base,
    queryFn: () => api.get<{ currency: CurrencyCode }>('/api/currencies/base').then((r) => r.currency),
  });
}

export function useSetBaseCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currency: CurrencyCode) =>
      api.put<{ currency: CurrencyCode }>('/api/currencies/base', { currency }).then((r) => r.currency),
    onSuccess: (currency) => {
      queryClient.setQueryData(CURRENCY_KEYS.base, currency);
    },
  });
}

export function useRates(base: CurrencyCode | undefined) {
  return useQuery({
    queryKey: CURRENCY_KEYS.rates(base ?? ''),
    queryFn: () => api.get<RatesResponse>(`/api/currencies/rates?base=${encodeURIComponent(base ?? '')}`),
    enabled: Boolean(base),
  });
}

export function useRatesStatus() {
  return useQuery({
    queryKey: CURRENCY_KEYS.status,
    queryFn: () => api.get<RatesStatus>('/api/currencies/status'),
    // The server refreshes on its own timer: keep the panel roughly in step.
    refetchInterval: 60_000,
  });
}

/** Server-side conversion (POST, but it changes nothing: cached like a query). */
export function useConversion(body: ConvertBody | null) {
  return useQuery({
    queryKey: body ? CURRENCY_KEYS.convert(body) : ['currency', 'convert', 'none'],
    queryFn: () => api.post<ConvertResponse>('/api/currencies/convert', body),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

export function useEnterRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ManualRateBody) => api.post<StoredRateRecord>('/api/currencies/rates', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENCY_KEYS.all }),
  });
}

export function useRefreshRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<RefreshResponse>('/api/currencies/refresh'),
    onSuccess: (status) => {
      const { refresh: _refresh, ...rest } = status;
      queryClient.setQueryData(CURRENCY_KEYS.status, rest);
      return queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] === 'currency' && q.queryKey[1] !== 'status',
      });
    },
  });
}
