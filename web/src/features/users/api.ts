/** Server calls of user administration and the audit log (react-query). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActionResponse,
  CompanyOption,
  ListAuditResponse,
  ListUsersResponse,
} from '@comptoir/core/modules/admin-users';
import type { DemoAccountsResponse } from '@comptoir/core/modules/auth';
import { api, queryString } from '@/lib/api';
import { downloadJson } from '@/lib/download';

export const ADMIN_USERS_KEY = ['admin-users'] as const;
export const AUDIT_LOG_KEY = ['audit-log'] as const;

type Params = Record<string, string | number | undefined>;

export function useUsersList(params: Params) {
  return useQuery({
    queryKey: [...ADMIN_USERS_KEY, 'list', params],
    queryFn: ({ signal }) =>
      api.get<ListUsersResponse>(`/api/admin-users/list-users?${queryString(params)}`, { signal }),
    // The table keeps its rows while the next page or filter loads: no jump.
    placeholderData: keepPreviousData,
    retry: false,
  });
}

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

export function useAuditLog(params: Params) {
  return useQuery({
    queryKey: [...AUDIT_LOG_KEY, params],
    queryFn: ({ signal }) => api.get<ListAuditResponse>(`/api/audit-log?${queryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

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

/** POST /api/admin-users/<action>; on success the lists, counters and the log are read again. */
export function useAdminAction<Body>(action: AdminAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.post<ActionResponse>(`/api/admin-users/${action}`, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
        // The signed-in user may have edited their own name.
        queryClient.invalidateQueries({ queryKey: ['auth', 'session'] }),
      ]);
    },
  });
}

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
