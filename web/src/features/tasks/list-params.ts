/** The task list's filters live in the URL (linkable views): q, status, mine, sort, order, page. */
import { oneOf, positiveInt, useListSearchParams } from '@/lib/list-params';
import {
  TASKS_DEFAULT_PAGE_SIZE,
  TASK_SORTS,
  TASK_STATUSES,
  type TaskSort,
  type TaskStatus,
} from '@comptoir/core/modules/tasks';

export interface TaskListParams {
  q: string;
  status: TaskStatus | '';
  mine: boolean;
  sort: TaskSort;
  order: 'asc' | 'desc';
  page: number;
}

export function useTaskListParams() {
  const { search, update } = useListSearchParams();
  const params: TaskListParams = {
    q: search.get('q') ?? '',
    status: oneOf<TaskStatus | ''>(search.get('status'), TASK_STATUSES, ''),
    mine: search.get('mine') === '1',
    sort: oneOf<TaskSort>(search.get('sort'), TASK_SORTS, 'createdAt'),
    order: search.get('order') === 'asc' ? 'asc' : 'desc',
    page: positiveInt(search.get('page'), 1),
  };
  const apiParams = {
    q: params.q.trim() || undefined,
    status: params.status || undefined,
    mine: params.mine ? '1' : undefined,
    sort: params.sort,
    order: params.order,
    page: params.page,
    pageSize: TASKS_DEFAULT_PAGE_SIZE,
  };
  return { params, apiParams, update };
}
