/** Server calls of user administration and the audit log (react-query). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminUsersApi } from '@comptoir/core/modules/admin-users.routes';
import { authApi } from '@comptoir/core/modules/auth.routes';
import type { BodyOf } from '@comptoir/core/route';
import { call } from '@/lib/api';
import { downloadJson } from '@/lib/download';
import { useChange, useGet, useListQuery, type Params } from '@/lib/queries';
import { DEMO_ACCOUNTS_QUERY_KEY } from '@/lib/query-keys';
import { companyToday } from '@/lib/company-day';

export const ADMIN_USERS_KEY = ['admin-users'] as const;
export const AUDIT_LOG_KEY = ['audit-log'] as const;

/** The table keeps its rows while the next page or filter loads: no jump. */
export const useUsersList = (params: Params) =>
  useListQuery(ADMIN_USERS_KEY, adminUsersApi.listUsers, params);

export function useCompanies(enabled = true) {
  return useQuery({
    queryKey: [...ADMIN_USERS_KEY, 'companies'],
    queryFn: ({ signal }) => call(adminUsersApi.listCompanies, {}, { signal }),
    select: (data) => data.companies,
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}

export const useAuditLog = (params: Params) =>
  useGet(
    [...AUDIT_LOG_KEY, params],
    adminUsersApi.auditLog,
    { query: params },
    { placeholderData: keepPreviousData },
  );

/** The login screen's demo accounts (same query as the login page): only in demo mode. */
export function useDemoAccounts() {
  return useQuery({
    queryKey: DEMO_ACCOUNTS_QUERY_KEY,
    queryFn: () => call(authApi.demoAccounts),
    staleTime: Infinity,
    retry: false,
  });
}

export type AdminAction =
  | 'createUser'
  | 'updateUser'
  | 'updateModules'
  | 'toggleAdmin'
  | 'setActive'
  | 'deleteUser'
  | 'resetPassword';

/**
 * One of the user administration's actions; on success the lists, counters and the log are read
 * again, and the session (the signed-in user may have edited their own name).
 */
export const useAdminAction = <A extends AdminAction>(action: A) =>
  useChange(
    (body: BodyOf<(typeof adminUsersApi)[A]>) =>
      call(adminUsersApi[action] as (typeof adminUsersApi)['createUser'], { body: body as never }),
    // A new password, a deactivation or a deletion may take a demo account off the login screen.
    [ADMIN_USERS_KEY, AUDIT_LOG_KEY, ['auth', 'session'], DEMO_ACCOUNTS_QUERY_KEY],
  );

export { errorMessage } from '@/lib/api';

const today = () => companyToday();

export async function exportUsers(filters: Params): Promise<void> {
  const rows = await call(adminUsersApi.exportUsers, { query: filters });
  downloadJson(rows, `utilisateurs-${today()}.json`);
}

export async function exportAuditLog(filters: Params): Promise<void> {
  const rows = await call(adminUsersApi.exportAuditLog, { query: filters });
  downloadJson(rows, `journal-audit-${today()}.json`);
}
