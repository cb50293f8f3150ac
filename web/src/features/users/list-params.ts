/**
 * List filters live in the URL (linkable views): q, role, status, sort, order, page.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
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

function positive(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

export function useUserListParams() {
  const [search, setSearch] = useSearchParams();
  const role = search.get('role');
  const status = search.get('status');
  const sort = search.get('sort');
  const params: UserListParams = {
    q: search.get('q') ?? '',
    role: isRole(role) ? role : '',
    status: (STATUS_FILTERS as readonly string[]).includes(status ?? '') ? (status as StatusFilter) : 'all',
    sort: (USER_SORTS as readonly string[]).includes(sort ?? '') ? (sort as UserSort) : 'created_at',
    order: search.get('order') === 'asc' ? 'asc' : 'desc',
    page: positive(search.get('page'), 1),
  };

  /** Changes some parameters; any change but the page itself goes back to page 1. */
  const update = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || value === 'all') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          if (next.get('page') === '1') next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );

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
