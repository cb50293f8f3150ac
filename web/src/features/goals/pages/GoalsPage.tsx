import { useTranslation } from 'react-i18next';
import { Target } from 'lucide-react';
import { GOAL_MEASURES, type Goal } from '@comptoir/core/modules/goals';
import {
  FilterSelect,
  ListFilter,
  ListBody,
  ListPage,
  ListSection,
  ListToolbar,
  useRecordScreen,
} from '@/components/list';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSessionUser } from '@/lib/session';
import { useDeleteGoal, useGoalsList } from '../api';
import { GoalCard } from '../components/GoalCard';
import { GoalFormDialog } from '../components/GoalFormDialog';
import { GOAL_PERIODS, useGoalListParams } from '../list-params';
import { FormSlot } from '@/components/form/FormDialog';

/** 'Objectifs' (/goals): goals measured from the data, their pace and weekly history, and how each measure is defined. */
export function GoalsPage() {
  const { t } = useTranslation();
  const me = useSessionUser();
  const list = useGoalListParams();
  const query = useGoalsList({ ...list.query, period: list.filters.period });
  const remove = useDeleteGoal();
  const { banner, show, form, openForm, closeForm, destroy, canCreate, canDelete } = useRecordScreen<Goal>(
    'goals',
    remove.mutateAsync,
    'goals.errors.delete',
  );
  const data = query.data;
  const items = data?.items ?? [];

  return (
    <ListPage ns="goals" onCreate={canCreate && (() => openForm())} banner={banner}>
      <ListSection>
        <ListToolbar>
          <ListFilter ns="goals" list={list} name="scope" all="allScopes" labels="scopes" />
          <FilterSelect
            label={t('goals.filters.period')}
            value={list.filters.period}
            onChange={(period) => list.update({ period: period === 'current' ? undefined : period })}
            options={GOAL_PERIODS.map((p) => ({ value: p, label: t(`goals.filters.periods.${p}`) }))}
          />
        </ListToolbar>
        <ListBody
          query={query}
          framed={false}
          errorKey="goals.errors.load"
          loadingText={t('goals.loading')}
          empty={{ icon: Target, title: t('goals.empty'), description: t('goals.emptyHint') }}
          paging={{ ns: 'goals', list }}
        >
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {items.map((goal) => (
              <li key={goal.id}>
                <GoalCard
                  goal={goal}
                  canDelete={canDelete}
                  onEdit={() => openForm(goal)}
                  onDelete={() => destroy.ask(goal)}
                />
              </li>
            ))}
          </ul>
        </ListBody>
      </ListSection>

      <details className="bg-card rounded-xl border p-4 text-sm shadow-sm">
        <summary className="cursor-pointer font-medium">{t('goals.definitionsTitle')}</summary>
        <dl className="mt-3 space-y-2">
          {GOAL_MEASURES.map((m) => (
            <div key={m}>
              <dt className="font-medium">{t(`goals.measures.${m}`)}</dt>
              <dd className="text-muted-foreground">{t(`goals.definitions.${m}`)}</dd>
            </div>
          ))}
        </dl>
        <p className="text-muted-foreground mt-3">{t('goals.attribution')}</p>
        <p className="text-muted-foreground mt-1">{t('goals.statusHint')}</p>
      </details>

      <FormSlot form={form} onClose={closeForm} onMessage={show}>
        {(goal, dialog) => (
          <GoalFormDialog goal={goal} canManage={data?.canManage ?? false} meId={me.id} {...dialog} />
        )}
      </FormSlot>
      <ConfirmDialog
        {...destroy.dialog}
        texts="goals.delete"
        values={{ title: destroy.target?.title ?? '' }}
      />
    </ListPage>
  );
}
