/** Server calls of the clients and companies (react-query), through the routes declared in core. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VipThresholdInput } from '@comptoir/core/modules/clients';
import { clientsApi } from '@comptoir/core/modules/clients.routes';
import { call } from '@/lib/api';
import { useChange, useDeleteRecord, useGet, useListQuery, useSaveRecord, type Params } from '@/lib/queries';
import { SESSION_QUERY_KEY } from '@/lib/session';

/** Everything about clients; the companies and the VIP rule have their own keys. */
export const CLIENTS_KEY = ['clients'] as const;
export const COMPANIES_KEY = ['companies'] as const;
export const VIP_KEY = ['clients-vip'] as const;

/**
 * A change to a client or a company: both lists follow, and so does the session, whose granted
 * companies fill the company pickers (bank account, purchase order): a company created here is
 * granted to its creator, and one deleted is no longer anybody's.
 */
const CHANGED = [CLIENTS_KEY, COMPANIES_KEY, SESSION_QUERY_KEY];

export const useClientsList = (params: Params) => useListQuery(CLIENTS_KEY, clientsApi.list, params);

export const useClient = (id: string) =>
  useGet([...CLIENTS_KEY, 'detail', id], clientsApi.read, { params: { id } });

export const useClientHistory = (id: string) =>
  useGet([...CLIENTS_KEY, 'history', id], clientsApi.history, { params: { id } });

export const useCompanies = (params: Params = {}) =>
  useListQuery(COMPANIES_KEY, clientsApi.companies, { pageSize: 100, ...params });

export const useVipSettings = () => useGet(VIP_KEY, clientsApi.vip, {});

export const useSaveClient = () => useSaveRecord(clientsApi.create, clientsApi.update, CHANGED);

export const useDeleteClient = () => useDeleteRecord(clientsApi.remove, CHANGED);

/** The archive of a client that cannot be deleted: its status becomes 'inactive'. */
export const useArchiveClient = () =>
  useChange(
    (id: string) => call(clientsApi.update, { params: { id }, body: { status: 'inactive' } }),
    CHANGED,
  );

export const useSaveCompany = () =>
  useSaveRecord(clientsApi.createCompany, clientsApi.updateCompany, CHANGED);

export const useDeleteCompany = () => useDeleteRecord(clientsApi.removeCompany, CHANGED);

export function useSaveVipThreshold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VipThresholdInput) => call(clientsApi.setVip, { body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(VIP_KEY, answer.settings);
      return queryClient.invalidateQueries({ queryKey: CLIENTS_KEY });
    },
  });
}

export { errorMessage } from '@/lib/api';
