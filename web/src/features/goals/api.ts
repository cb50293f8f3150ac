/** Server calls of goals (react-query). */
import type {
  GoalDetail,
  GoalPeopleResponse,
  GoalResponse,
  ListGoalsResponse,
} from '@comptoir/core/modules/goals';
import { useDeleteRecord, useGet, useListQuery, useSaveRecord, type Params } from '@/lib/queries';

export const GOALS_KEY = ['goals'] as const;

export const useGoalsList = (params: Params) =>
  useListQuery<ListGoalsResponse>(GOALS_KEY, '/api/goals', params);

export const useGoalDetail = (id: string, enabled: boolean) =>
  useGet<GoalDetail>([...GOALS_KEY, 'detail', id], `/api/goals/${id}`, { enabled });

export const useGoalPeople = (enabled: boolean) =>
  useGet<GoalPeopleResponse>([...GOALS_KEY, 'people'], '/api/goals/people', {
    enabled,
    staleTime: 60_000,
  });

export const useSaveGoal = () => useSaveRecord<unknown, GoalResponse>('/api/goals', [GOALS_KEY]);

export const useDeleteGoal = () => useDeleteRecord('/api/goals', [GOALS_KEY]);
