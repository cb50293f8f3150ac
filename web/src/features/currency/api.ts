/** Queries and mutations of the currency tab (/api/currencies/*). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrencyCode } from '@comptoir/core/currency';
import type { ConvertBody, ManualRateBody } from '@comptoir/core/modules/currency';
import { currencyApi } from '@comptoir/core/modules/currency.routes';
import { call } from '@/lib/api';

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
    queryFn: () => call(currencyApi.list).then((r) => r.items),
    staleTime: Infinity,
  });
}

export function useBaseCurrency() {
  return useQuery({
    queryKey: CURRENCY_KEYS.base,
    queryFn: () => call(currencyApi.base).then((r) => r.currency),
  });
}

export function useSetBaseCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currency: CurrencyCode) =>
      call(currencyApi.setBase, { body: { currency } }).then((r) => r.currency),
    onSuccess: (currency) => {
      queryClient.setQueryData(CURRENCY_KEYS.base, currency);
    },
  });
}

export function useRates(base: CurrencyCode | undefined) {
  return useQuery({
    queryKey: CURRENCY_KEYS.rates(base ?? ''),
    queryFn: () => call(currencyApi.rates, { query: { base } }),
    enabled: Boolean(base),
  });
}

export function useRatesStatus() {
  return useQuery({
    queryKey: CURRENCY_KEYS.status,
    queryFn: () => call(currencyApi.status),
    // The server refreshes on its own timer: keep the panel roughly in step.
    refetchInterval: 60_000,
  });
}

/** Server-side conversion (POST, but it changes nothing: cached like a query). */
export function useConversion(body: ConvertBody | null) {
  return useQuery({
    queryKey: body ? CURRENCY_KEYS.convert(body) : ['currency', 'convert', 'none'],
    queryFn: () => call(currencyApi.convert, { body: body! }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

export function useEnterRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ManualRateBody) => call(currencyApi.enterRate, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENCY_KEYS.all }),
  });
}

export function useRefreshRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(currencyApi.refresh),
    onSuccess: (status) => {
      const { refresh: _refresh, ...rest } = status;
      queryClient.setQueryData(CURRENCY_KEYS.status, rest);
      return queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] === 'currency' && q.queryKey[1] !== 'status',
      });
    },
  });
}
