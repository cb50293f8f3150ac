import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/form/fields';

interface Person {
  id: string;
  name: string;
}

/**
 * An order's assignee (a sourcing request is created for them): the active assignees, and the
 * current one while they are no longer among them.
 */
export function AssigneeField({
  assignees,
  current,
}: {
  assignees: readonly Person[];
  current?: Person | null | undefined;
}) {
  const { t } = useTranslation();
  const keepsCurrent = current && !assignees.some((a) => a.id === current.id);
  return (
    <SelectField
      name="assignedTo"
      label={t('orders.fields.assignee')}
      hint={t('orders.form.assigneeHint')}
      placeholder={t('orders.fields.noAssignee')}
      options={[...(keepsCurrent ? [current] : []), ...assignees].map((a) => ({
        value: a.id,
        label: a.name,
      }))}
    />
  );
}
