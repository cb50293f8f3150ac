/** Server calls of the clients and companies (react-query). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
import { api } from '@/lib/api';
import { useDeleteRecord, useGet, useListQuery, useSaveRecord, type Params } from '@/lib/queries';

/** Everything about clients; the companies and the VIP rule have their own keys. */
export const CLIENTS_KEY = ['clients'] as const;
export const COMPANIES_KEY = ['companies'] as const;
export const VIP_KEY = ['clients-vip'] as const;

/** A change to a client or a company: both lists follow. */
const CHANGED = [CLIENTS_KEY, COMPANIES_KEY];

export const useClientsList = (params: Params) =>
  useListQuery<ListClientsResponse>(CLIENTS_KEY, '/api/clients', params);

export const useClient = (id: string) =>
  useGet<ClientDetail>([...CLIENTS_KEY, 'detail', id], `/api/clients/${id}`);

export const useClientHistory = (id: string) =>
  useGet<ClientHistoryResponse>([...CLIENTS_KEY, 'history', id], `/api/clients/${id}/history`);

export const useCompanies = (params: Params = {}) =>
  useListQuery<ListCompaniesResponse>(COMPANIES_KEY, '/api/companies', { pageSize: 100, ...params });

export const useVipSettings = () => useGet<VipSettings>(VIP_KEY, '/api/clients/settings/vip');

export const useSaveClient = () =>
  useSaveRecord<ClientInput, { client: ClientDetail; message: string }>('/api/clients', CHANGED);

export const useDeleteClient = () => useDeleteRecord('/api/clients', CHANGED);

export const useSaveCompany = () =>
  useSaveRecord<CompanyInput, { company: Company; message: string }>('/api/companies', CHANGED);

export const useDeleteCompany = () => useDeleteRecord('/api/companies', CHANGED);

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
