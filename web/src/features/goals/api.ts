/** Server calls of goals (react-query), through the routes declared in core. */
import { goalsApi } from '@comptoir/core/modules/goals.routes';
import { useDeleteRecord, useGet, useListQuery, useSaveRecord, type Params } from '@/lib/queries';

export const GOALS_KEY = ['goals'] as const;

export const useGoalsList = (params: Params) => useListQuery(GOALS_KEY, goalsApi.list, params);

export const useGoalDetail = (id: string, enabled: boolean) =>
  useGet([...GOALS_KEY, 'detail', id], goalsApi.read, { params: { id } }, { enabled });

export const useGoalPeople = (enabled: boolean) =>
  useGet([...GOALS_KEY, 'people'], goalsApi.people, {}, { enabled, staleTime: 60_000 });

export const useSaveGoal = () => useSaveRecord(goalsApi.create, goalsApi.update, [GOALS_KEY]);

export const useDeleteGoal = () => useDeleteRecord(goalsApi.remove, [GOALS_KEY]);
