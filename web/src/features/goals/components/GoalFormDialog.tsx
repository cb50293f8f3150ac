import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { GOAL_MEASURES, GOAL_SCOPES, goalBody, type Goal, type GoalBody } from '@comptoir/core/modules/goals';
import { DEPARTMENTS } from '@comptoir/core/modules/team';
import { FormDialog, useFormDialog, type SaveDialogProps } from '@/components/form/FormDialog';
import { SelectField, TextField } from '@/components/form/fields';
import { companyMonth } from '@/lib/company-day';
import { useGoalPeople, useSaveGoal } from '../api';

interface Values {
  title: string;
  scope: string;
  userId: string;
  department: string;
  measure: string;
  periodStart: string;
  periodEnd: string;
  target: string;
}

/** Form values → the API body: only the owner field of the chosen scope. */
function toBody(raw: unknown) {
  const v = raw as Values;
  return {
    ...v,
    userId: v.scope === 'person' ? v.userId || undefined : null,
    department: v.scope === 'department' ? v.department || undefined : null,
  };
}
const schema = z.preprocess(toBody, goalBody);

/** 'Nouvel objectif' / 'Modifier l'objectif'. Members set their own personal goals; managers any goal. */
export function GoalFormDialog({
  goal,
  canManage,
  meId,
  onClose,
  onSaved,
}: SaveDialogProps & {
  goal?: Goal | undefined;
  canManage: boolean;
  meId: string;
}) {
  const { t } = useTranslation();
  const save = useSaveGoal();
  const people = useGoalPeople(canManage);
  const month = companyMonth();
  const { form, dialog } = useFormDialog<Values>({
    schema,
    defaultValues: {
      title: goal?.title ?? '',
      scope: goal?.scope ?? 'person',
      userId: goal?.user?.id ?? meId,
      department: goal?.department ?? '',
      measure: goal?.measure ?? 'revenue',
      periodStart: goal?.periodStart ?? month.start,
      periodEnd: goal?.periodEnd ?? month.end,
      target: goal ? String(goal.target) : '',
    },
    // The resolver hands over what `schema` gives: the body (toBody, then goalBody's output).
    save: (values) => save.mutateAsync({ id: goal?.id, body: values as unknown as GoalBody }),
    onSaved,
    onClose,
    failedKey: 'goals.errors.save',
  });
  const scope = useWatch({ control: form.control, name: 'scope' });
  const measure = useWatch({ control: form.control, name: 'measure' });
  const scopes = canManage ? GOAL_SCOPES : (['person'] as const);

  return (
    <FormDialog {...dialog} ns="goals" editing={Boolean(goal)} onClose={onClose} size="lg">
      <TextField name="title" label={`${t('goals.fields.title')} *`} autoFocus />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="scope"
          label={t('goals.fields.scope')}
          options={scopes.map((s) => ({ value: s, label: t(`goals.scopes.${s}`) }))}
        />
        {/* Rendered once the people are there, so the select keeps its default value. */}
        {scope === 'person' && canManage && people.data ? (
          <SelectField
            name="userId"
            label={t('goals.fields.user')}
            placeholder={t('goals.fields.choose')}
            options={people.data.items.map((p) => ({ value: p.id, label: p.name }))}
          />
        ) : null}
        {scope === 'department' ? (
          <SelectField
            name="department"
            label={t('goals.fields.department')}
            placeholder={t('goals.fields.choose')}
            options={DEPARTMENTS.map((d) => ({ value: d, label: t(`team.departments.${d}`) }))}
          />
        ) : null}
      </div>
      <SelectField
        name="measure"
        label={t('goals.fields.measure')}
        options={GOAL_MEASURES.map((m) => ({ value: m, label: t(`goals.measures.${m}`) }))}
      />
      <p className="text-muted-foreground text-xs">{t(`goals.definitions.${measure as 'revenue'}`)}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="periodStart" type="date" label={`${t('goals.fields.periodStart')} *`} />
        <TextField name="periodEnd" type="date" label={`${t('goals.fields.periodEnd')} *`} />
        <TextField name="target" label={`${t('goals.fields.target')} *`} />
      </div>
    </FormDialog>
  );
}
