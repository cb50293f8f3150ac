/** Server calls of goals (react-query). */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  GoalDetail,
  GoalPeopleResponse,
  GoalResponse,
  ListGoalsResponse,
} from '@comptoir/core/modules/goals';
import { api, queryString } from '@/lib/api';
import { useInvalidateKeys } from '@/lib/query-client';

export const GOALS_KEY = ['goals'] as const;

type Params = Record<string, string | number | undefined>;

export function useGoalsList(params: Params) {
  return useQuery({
    queryKey: [...GOALS_KEY, 'list', params],
    queryFn: ({ signal }) => api.get<ListGoalsResponse>(`/api/goals?${queryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useGoalDetail(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...GOALS_KEY, 'detail', id],
    queryFn: ({ signal }) => api.get<GoalDetail>(`/api/goals/${id}`, { signal }),
    enabled,
    retry: false,
  });
}

export function useGoalPeople(enabled: boolean) {
  return useQuery({
    queryKey: [...GOALS_KEY, 'people'],
    queryFn: ({ signal }) => api.get<GoalPeopleResponse>('/api/goals/people', { signal }),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}

function useInvalidate() {
  return useInvalidateKeys(GOALS_KEY);
}

export function useSaveGoal() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: unknown }) =>
      id ? api.patch<GoalResponse>(`/api/goals/${id}`, body) : api.post<GoalResponse>('/api/goals', body),
    onSuccess: invalidate,
  });
}

export function useDeleteGoal() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/api/goals/${id}`),
    onSuccess: invalidate,
  });
}
