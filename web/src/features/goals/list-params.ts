import { GOAL_SCOPES } from '@comptoir/core/modules/goals';
import { useListState } from '@/components/list';

export const GOAL_PERIODS = ['current', 'past', 'future', 'all'] as const;

/** The goals list's URL state: scope, period (current by default), page. */
export function useGoalListParams() {
  return useListState({
    filters: { scope: GOAL_SCOPES, period: { values: GOAL_PERIODS, fallback: 'current' } },
    pageSize: 50,
  });
}
