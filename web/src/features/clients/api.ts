/** Server calls of the clients and companies (react-query). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClientDetail,
  ClientHistoryResponse,
  ClientInput,
  Company,
  CompanyInput,
  ListClientsResponse,
  ListCompaniesResponse,
  VipSettings,
  VipThresholdInput,
} from '@comptoir/core/modules/clients';
import { api, queryString } from '@/lib/api';
import { useInvalidateKeys } from '@/lib/query-client';

/** Everything about clients; the companies and the VIP rule have their own keys. */
export const CLIENTS_KEY = ['clients'] as const;
export const COMPANIES_KEY = ['companies'] as const;
export const VIP_KEY = ['clients-vip'] as const;

type Params = Record<string, string | number | undefined>;

export function useClientsList(params: Params) {
  return useQuery({
    queryKey: [...CLIENTS_KEY, 'list', params],
    queryFn: ({ signal }) => api.get<ListClientsResponse>(`/api/clients?${queryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useClient(id: string) {
  return useQuery({
    queryKey: [...CLIENTS_KEY, 'detail', id],
    queryFn: ({ signal }) => api.get<ClientDetail>(`/api/clients/${id}`, { signal }),
    retry: false,
  });
}

export function useClientHistory(id: string) {
  return useQuery({
    queryKey: [...CLIENTS_KEY, 'history', id],
    queryFn: ({ signal }) => api.get<ClientHistoryResponse>(`/api/clients/${id}/history`, { signal }),
    retry: false,
  });
}

export function useCompanies(params: Params = {}) {
  return useQuery({
    queryKey: [...COMPANIES_KEY, 'list', params],
    queryFn: ({ signal }) =>
      api.get<ListCompaniesResponse>(`/api/companies?${queryString({ pageSize: 100, ...params })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useVipSettings() {
  return useQuery({
    queryKey: VIP_KEY,
    queryFn: ({ signal }) => api.get<VipSettings>('/api/clients/settings/vip', { signal }),
    retry: false,
  });
}

function useInvalidate() {
  return useInvalidateKeys(CLIENTS_KEY, COMPANIES_KEY);
}

export function useSaveClient() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: ClientInput }) =>
      id
        ? api.patch<{ client: ClientDetail; message: string }>(`/api/clients/${id}`, body)
        : api.post<{ client: ClientDetail; message: string }>('/api/clients', body),
    onSuccess: invalidate,
  });
}

export function useDeleteClient() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/api/clients/${id}`),
    onSuccess: invalidate,
  });
}

export function useSaveCompany() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: CompanyInput }) =>
      id
        ? api.patch<{ company: Company; message: string }>(`/api/companies/${id}`, body)
        : api.post<{ company: Company; message: string }>('/api/companies', body),
    onSuccess: invalidate,
  });
}

export function useDeleteCompany() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/api/companies/${id}`),
    onSuccess: invalidate,
  });
}

export function useSaveVipThreshold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VipThresholdInput) =>
      api.put<{ settings: VipSettings; message: string }>('/api/clients/settings/vip', body),
    onSuccess: (answer) => {
      queryClient.setQueryData(VIP_KEY, answer.settings);
      return queryClient.invalidateQueries({ queryKey: CLIENTS_KEY });
    },
  });
}

export { errorMessage } from '@/lib/api';
