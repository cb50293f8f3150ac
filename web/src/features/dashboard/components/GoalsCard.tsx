import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STATUS_VARIANT, goalValue } from '@/components/goals/format';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { useMyGoals } from '../api';

/** 'Mes objectifs': the current goals of the user, their department and the company, with their progress. */
export function GoalsCard() {
  const { t } = useTranslation();
  const id = useId();
  const goals = useMyGoals();
  const items = goals.data?.items ?? [];
  if (goals.isError) return null;
  return (
    <Card role="region" aria-labelledby={`${id}-title`} data-testid="dashboard-goals">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle id={`${id}-title`} className="text-base">
          {t('goals.dashboard.title')}
        </CardTitle>
        <Link to="/goals" className="text-primary text-sm hover:underline">
          {t('goals.dashboard.all')}
        </Link>
      </CardHeader>
      <CardContent>
        {goals.isPending ? null : items.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('goals.dashboard.empty')}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((g) => (
              <li key={g.id} className="space-y-1">
                <div className="flex items-center justify-between gap-2">
                  <span className="truncate text-sm font-medium">{g.title}</span>
                  <Badge variant={STATUS_VARIANT[g.status]}>{t(`goals.status.${g.status}`)}</Badge>
                </div>
                <Progress value={g.progress} label={`${t('goals.card.progress')} ${g.title}`} />
                <p className="text-muted-foreground text-xs">
                  {goalValue(g, g.value)} / {goalValue(g, g.target)} · {g.progress.toLocaleString('fr-FR')} %
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
