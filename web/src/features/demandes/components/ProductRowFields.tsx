import { useTranslation } from 'react-i18next';
import { TextField, TextareaField, required } from '@/components/form/fields';
import { cn } from '@/lib/utils';

/**
 * A requested product's fields (name, quantity, description, specifications) on the dialog's
 * form: the product dialog's own, or one row of the team view's request (`prefix` `products.0.`).
 */
export function ProductRowFields({
  prefix = '',
  rows,
  autoFocus,
  gridClassName = 'gap-4',
}: {
  prefix?: string;
  rows: number;
  autoFocus?: boolean;
  gridClassName?: string;
}) {
  const { t } = useTranslation();
  const name = (field: string) => `${prefix}${field}`;
  return (
    <>
      <div className={cn('grid sm:grid-cols-2', gridClassName)}>
        <TextField name={name('name')} label={required(t('demandes.products.name'))} autoFocus={autoFocus} />
        <TextField
          name={name('quantity')}
          label={required(t('demandes.products.quantity'))}
          placeholder={t('demandes.products.quantityPlaceholder')}
        />
      </div>
      <TextareaField
        name={name('description')}
        label={required(t('demandes.products.description'))}
        rows={rows}
      />
      <TextareaField
        name={name('specifications')}
        label={t('demandes.products.specifications')}
        rows={rows}
      />
    </>
  );
}
