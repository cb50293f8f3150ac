import { useTranslation } from 'react-i18next';
import { DEMANDE_PRIORITIES } from '@comptoir/core/modules/demandes';
import { SelectField, TextField, required } from '@/components/form/fields';
import { useCategoryOptions } from '@/lib/categories';

/** The fields a request has in both its forms (the demandes screen's and the team view's). */

/** 'Catégorie *', chosen among `options`. */
export function CategoryField({ options }: { options: readonly string[] }) {
  const { t } = useTranslation();
  const categoryOptions = useCategoryOptions(options);
  return (
    <SelectField
      name="category"
      label={required(t('demandes.fields.category'))}
      placeholder={t('demandes.form.selectCategory')}
      options={categoryOptions}
    />
  );
}

/** 'Priorité', one of the request priorities. */
export function PriorityField() {
  const { t } = useTranslation();
  const options = DEMANDE_PRIORITIES.map((p) => ({ value: p, label: t(`demandes.priority.${p}`) }));
  return <SelectField name="priority" label={t('demandes.fields.priority')} options={options} />;
}

/** 'Budget', free text ('5 000 €'); required in the team view's request. */
export function BudgetField({ isRequired = false }: { isRequired?: boolean }) {
  const { t } = useTranslation();
  const label = t('demandes.fields.budget');
  return (
    <TextField
      name="budget"
      label={isRequired ? required(label) : label}
      placeholder={t('demandes.form.budgetPlaceholder')}
    />
  );
}
