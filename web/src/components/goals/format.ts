import { MONEY_MEASURES, type Goal, type GoalStatus } from '@comptoir/core/modules/goals';
import type { BadgeVariant } from '@/components/ui/badge';
import { formatPrice } from '@/lib/format';

const NUMBER = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** A goal's value in its unit: money in the base currency, hours, or a count. */
export function goalValue(goal: Pick<Goal, 'measure' | 'currency'>, value: number): string {
  if (MONEY_MEASURES.includes(goal.measure)) {
    return formatPrice({ amount: value.toFixed(2), currency: goal.currency ?? 'EUR' });
  }
  if (goal.measure === 'hours_logged') return `${NUMBER.format(value)} h`;
  return NUMBER.format(value);
}

export const STATUS_VARIANT: Record<GoalStatus, BadgeVariant> = {
  on_track: 'green',
  at_risk: 'amber',
  behind: 'red',
};
