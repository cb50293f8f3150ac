/** Server calls of user administration and the audit log (react-query). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  ActionResponse,
  CompanyOption,
  ListAuditResponse,
  ListUsersResponse,
} from '@comptoir/core/modules/admin-users';
import type { DemoAccountsResponse } from '@comptoir/core/modules/auth';
import { api, queryString } from '@/lib/api';
import { downloadJson } from '@/lib/download';
import { useChange, useGet, useListQuery, type Params } from '@/lib/queries';

export const ADMIN_USERS_KEY = ['admin-users'] as const;
export const AUDIT_LOG_KEY = ['audit-log'] as const;

/** The table keeps its rows while the next page or filter loads: no jump. */
export const useUsersList = (params: Params) =>
  useListQuery<ListUsersResponse>(ADMIN_USERS_KEY, '/api/admin-users/list-users', params);

export function useCompanies(enabled = true) {
  return useQuery({
    queryKey: [...ADMIN_USERS_KEY, 'companies'],
    queryFn: ({ signal }) =>
      api.get<{ companies: CompanyOption[] }>('/api/admin-users/list-companies', { signal }),
    select: (data) => data.companies,
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}

export const useAuditLog = (params: Params) =>
  useGet<ListAuditResponse>([...AUDIT_LOG_KEY, params], `/api/audit-log?${queryString(params)}`, {
    placeholderData: keepPreviousData,
  });

/** The login screen's demo accounts (same query as the login page): only in demo mode. */
export function useDemoAccounts() {
  return useQuery({
    queryKey: ['auth', 'demo-accounts'],
    queryFn: () => api.get<DemoAccountsResponse>('/api/auth/demo-accounts'),
    staleTime: Infinity,
    retry: false,
  });
}

export type AdminAction =
  | 'create-user'
  | 'update-user'
  | 'update-modules'
  | 'toggle-admin'
  | 'set-active'
  | 'delete-user'
  | 'reset-password';

/**
 * POST /api/admin-users/<action>; on success the lists, counters and the log are read again, and
 * the session (the signed-in user may have edited their own name).
 */
export const useAdminAction = <Body>(action: AdminAction) =>
  useChange(
    (body: Body) => api.post<ActionResponse>(`/api/admin-users/${action}`, body),
    [ADMIN_USERS_KEY, AUDIT_LOG_KEY, ['auth', 'session']],
  );

export { errorMessage } from '@/lib/api';

const today = () => new Date().toISOString().slice(0, 10);

export async function exportUsers(filters: Params): Promise<void> {
  const rows = await api.get<unknown[]>(`/api/admin-users/export?${queryString(filters)}`);
  downloadJson(rows, `utilisateurs-${today()}.json`);
}

export async function exportAuditLog(filters: Params): Promise<void> {
  const rows = await api.get<unknown[]>(`/api/audit-log/export?${queryString(filters)}`);
  downloadJson(rows, `journal-audit-${today()}.json`);
}
