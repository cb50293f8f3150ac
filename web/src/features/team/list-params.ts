/** The team page's department tab and search live in the URL (linkable views). */
import { oneOf, positiveInt, useListSearchParams } from '@/lib/list-params';
import { DEPARTMENTS, TEAM_DEFAULT_PAGE_SIZE, type Department } from '@comptoir/core/modules/team';

export function useTeamParams() {
  const { search, update } = useListSearchParams();
  const params = {
    department: oneOf<Department>(search.get('department'), DEPARTMENTS, 'Sourcing'),
    q: search.get('q') ?? '',
    page: positiveInt(search.get('page'), 1),
  };
  const apiParams = {
    department: params.department,
    q: params.q.trim() || undefined,
    page: params.page,
    pageSize: TEAM_DEFAULT_PAGE_SIZE,
  };
  return { params, apiParams, update };
}
