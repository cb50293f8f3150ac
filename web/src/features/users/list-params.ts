/**
 * The users list's state lives in the URL (linkable views), through the list kit: q, role,
 * status, sort, order, page, and on the super-admin screen the tab.
 */
import { DEFAULT_PAGE_SIZE, STATUS_FILTERS, type UserSort } from '@comptoir/core/modules/admin-users';
import { ROLES } from '@comptoir/core/permissions';
import { useListState } from '@/components/list';

/** The server's sort keys, newest first by default as the server does. */
const SORTS = [
  'created_at',
  'full_name',
  'email',
  'role',
  'status',
  'last_sign_in_at',
] as const satisfies readonly UserSort[];

export function useUserListParams() {
  return useListState({
    filters: { role: ROLES, status: { values: STATUS_FILTERS, fallback: 'all' } },
    sorts: SORTS,
    pageSize: DEFAULT_PAGE_SIZE,
    views: { tab: ['users', 'journal'] },
  });
}

export type UserListState = ReturnType<typeof useUserListParams>;
