import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDepartmentLabel } from '@/lib/categories';

import type { Goal } from '@comptoir/core/modules/goals';
import { RecordActions } from '@/components/list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { formatDate } from '@/lib/format';
import { useGoalDetail } from '../api';
import { STATUS_VARIANT, goalValue } from '@/components/goals/format';
import { HeaderRow } from '@/components/ui/simple-table';

function History({ goal }: { goal: Goal }) {
  const { t } = useTranslation();
  const detail = useGoalDetail(goal.id, true);
  const points = detail.data?.history ?? [];
  if (detail.isPending) return <p className="text-muted-foreground text-sm">{t('goals.loading')}</p>;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('goals.card.history')}</caption>
      <HeaderRow
        className="text-muted-foreground text-left"
        cellClassName="py-1 font-medium"
        cells={[
          t('goals.card.weekEnd'),
          ...(['value', 'expected', 'status'] as const).map((k) => ({
            label: t(`goals.card.${k}`),
            className: 'text-right',
          })),
        ]}
      />
      <tbody>
        {points.map((p) => (
          <tr key={p.weekEnd} className="border-t">
            <td className="py-1">{formatDate(p.weekEnd)}</td>
            <td className="py-1 text-right tabular-nums">{goalValue(goal, p.value)}</td>
            <td className="py-1 text-right tabular-nums">{goalValue(goal, p.expected)}</td>
            <td className="py-1 text-right">
              <Badge variant={STATUS_VARIANT[p.status]}>{t(`goals.status.${p.status}`)}</Badge>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One goal: owner, measure, period, value against target, progress bar, pace status, weekly history. */
export function GoalCard({
  goal,
  canDelete,
  onEdit,
  onDelete,
}: {
  goal: Goal;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const departmentLabel = useDepartmentLabel();
  const id = useId();
  const [open, setOpen] = useState(false);
  const owner =
    goal.scope === 'person'
      ? goal.user?.name
      : goal.scope === 'department'
        ? goal.department && departmentLabel(goal.department)
        : t('goals.scopes.company');
  return (
    <article
      className="bg-card space-y-3 rounded-xl border p-4 shadow-sm"
      aria-labelledby={`${id}-title`}
      data-testid="goal-card"
    >
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`${id}-title`} className="truncate font-semibold">
            {goal.title}
          </h3>
          <p className="text-muted-foreground text-sm">
            {t(`goals.scopes.${goal.scope}`)} · {owner}
          </p>
        </div>
        <Badge variant={STATUS_VARIANT[goal.status]} data-testid="goal-status">
          {t(`goals.status.${goal.status}`)}
        </Badge>
      </header>
      <p className="text-sm">
        <span className="font-medium">{t(`goals.measures.${goal.measure}`)}</span>
        <span className="text-muted-foreground">
          {' · '}
          {t('goals.card.period', { from: formatDate(goal.periodStart), to: formatDate(goal.periodEnd) })}
        </span>
      </p>
      <div className="space-y-1">
        <div className="flex justify-between text-sm">
          <span data-testid="goal-value">
            {goalValue(goal, goal.value)} / {goalValue(goal, goal.target)}
          </span>
          <span className="font-medium tabular-nums" data-testid="goal-progress">
            {goal.progress.toLocaleString('fr-FR')} %
          </span>
        </div>
        <Progress value={goal.progress} label={`${t('goals.card.progress')} ${goal.title}`} />
        <p className="text-muted-foreground text-xs">
          {t('goals.card.expected')} : {goalValue(goal, goal.expected)}
        </p>
      </div>
      <footer className="flex items-center justify-between gap-2">
        <Button variant="link" className="h-auto px-0" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t('goals.actions.hideHistory') : t('goals.actions.history')}
        </Button>
        {goal.editable ? (
          <RecordActions ns="goals" name={goal.title} onEdit={onEdit} onDelete={canDelete && onDelete} />
        ) : null}
      </footer>
      {open ? <History goal={goal} /> : null}
    </article>
  );
}
