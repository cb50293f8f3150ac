import { useListState } from '@/components/list';
import { companyToday } from '@/lib/company-day';
import { mondayOf, validDay } from './week';

/**
 * The timesheet's URL state: `week` (its Monday), `view` (mine or team, managers) and `user` (one
 * member in the team view).
 */
export function useTimeParams() {
  const list = useListState({ views: { view: ['mine', 'team'] }, pageSize: 500 });
  const week = mondayOf(validDay(list.search.get('week')) ?? companyToday());
  const raw = list.search.get('user') ?? '';
  const user = /^[0-9a-f-]{36}$/i.test(raw) ? raw : '';
  return { list, week, view: list.views.view, user };
}
