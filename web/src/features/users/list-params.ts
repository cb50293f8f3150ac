/**
 * List filters live in the URL (linkable views): q, role, status, sort, order, page.
 */
import { oneOf, positiveInt, useListSearchParams } from '@/lib/list-params';
import {
  DEFAULT_PAGE_SIZE,
  STATUS_FILTERS,
  USER_SORTS,
  type StatusFilter,
  type UserSort,
} from '@comptoir/core/modules/admin-users';
import { isRole, type Role } from '@comptoir/core/permissions';

export interface UserListParams {
  q: string;
  role: Role | '';
  status: StatusFilter;
  sort: UserSort;
  order: 'asc' | 'desc';
  page: number;
}

export function useUserListParams() {
  const { search, update } = useListSearchParams();
  const role = search.get('role');
  const status = search.get('status');
  const sort = search.get('sort');
  const params: UserListParams = {
    q: search.get('q') ?? '',
    role: isRole(role) ? role : '',
    status: oneOf<StatusFilter>(status, STATUS_FILTERS, 'all'),
    sort: oneOf<UserSort>(sort, USER_SORTS, 'created_at'),
    order: search.get('order') === 'asc' ? 'asc' : 'desc',
    page: positiveInt(search.get('page'), 1),
  };

  const apiParams = {
    q: params.q.trim() || undefined,
    role: params.role || undefined,
    status: params.status,
    sort: params.sort,
    order: params.order,
    page: params.page,
    pageSize: DEFAULT_PAGE_SIZE,
  };
  return { params, apiParams, update, search };
}
