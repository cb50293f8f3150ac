/** Server calls of the tasks module (react-query). */
import type {
  AssigneesResponse,
  ListTasksResponse,
  TaskInput,
  TaskResponse,
  TaskStatus,
} from '@comptoir/core/modules/tasks';
import { api } from '@/lib/api';
import { useChange, useDeleteRecord, useGet, useListQuery, useSaveRecord, type Params } from '@/lib/queries';

export const TASKS_KEY = ['tasks'] as const;

/** A change to a task: the team's figures (tasks completed, efficiency) follow the tasks. */
const CHANGED = [TASKS_KEY, ['team']];

export const useTasksList = (params: Params) =>
  useListQuery<ListTasksResponse>(TASKS_KEY, '/api/tasks', params);

/** Active users for the assignee picker. */
export const useAssignees = (enabled = true) =>
  useGet<AssigneesResponse>([...TASKS_KEY, 'assignees'], '/api/tasks/assignees', {
    enabled,
    staleTime: 60_000,
  });

export const useSaveTask = () => useSaveRecord<Partial<TaskInput>, TaskResponse>('/api/tasks', CHANGED);

export const useSetTaskStatus = () =>
  useChange(
    ({ id, status }: { id: string; status: TaskStatus }) =>
      api.patch<TaskResponse>(`/api/tasks/${id}`, { status }),
    CHANGED,
  );

export const useDeleteTask = () => useDeleteRecord('/api/tasks', CHANGED);

export { errorMessage } from '@/lib/api';
