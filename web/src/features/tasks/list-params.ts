/**
 * The task list's filters live in the URL (linkable views): q, status, mine, archived (the
 * 'Archivées' tab), sort, order, page.
 */
import { TASKS_DEFAULT_PAGE_SIZE, TASK_SORTS, TASK_STATUSES } from '@comptoir/core/modules/tasks';
import { useListState } from '@/components/list';

export function useTaskListParams() {
  return useListState({
    filters: { status: TASK_STATUSES, mine: ['1'], archived: ['1'] },
    sorts: TASK_SORTS,
    pageSize: TASKS_DEFAULT_PAGE_SIZE,
  });
}
