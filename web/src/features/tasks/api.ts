/** Server calls of the tasks module (react-query). */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  AssigneesResponse,
  ListTasksResponse,
  TaskInput,
  TaskResponse,
  TaskStatus,
} from '@comptoir/core/modules/tasks';
import { api, queryString } from '@/lib/api';
import { useInvalidateKeys } from '@/lib/query-client';

export const TASKS_KEY = ['tasks'] as const;

type Params = Record<string, string | number | undefined>;

export function useTasksList(params: Params) {
  return useQuery({
    queryKey: [...TASKS_KEY, 'list', params],
    queryFn: ({ signal }) => api.get<ListTasksResponse>(`/api/tasks?${queryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Active users for the assignee picker. */
export function useAssignees(enabled = true) {
  return useQuery({
    queryKey: [...TASKS_KEY, 'assignees'],
    queryFn: ({ signal }) => api.get<AssigneesResponse>('/api/tasks/assignees', { signal }),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}

function useInvalidate() {
  // The team's figures (tasks completed, efficiency) follow the tasks.
  return useInvalidateKeys(TASKS_KEY, ['team']);
}

export function useSaveTask() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: Partial<TaskInput> }) =>
      id ? api.patch<TaskResponse>(`/api/tasks/${id}`, body) : api.post<TaskResponse>('/api/tasks', body),
    onSuccess: invalidate,
  });
}

export function useSetTaskStatus() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TaskStatus }) =>
      api.patch<TaskResponse>(`/api/tasks/${id}`, { status }),
    onSuccess: invalidate,
  });
}

export function useDeleteTask() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/api/tasks/${id}`),
    onSuccess: invalidate,
  });
}

export { errorMessage } from '@/lib/api';
