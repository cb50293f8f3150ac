import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField, TextareaField, required, type FieldForm } from '@/components/form/fields';
import { cn } from '@/lib/utils';

/**
 * A requested product's fields (name, quantity, description, specifications): the product
 * dialog's own form, or one row of the team view's request (`prefix` `products.0.`).
 */
export function ProductRowFields<V extends FieldValues>({
  form,
  prefix = '',
  rows,
  autoFocus,
  gridClassName = 'gap-4',
}: {
  form: FieldForm<V>;
  prefix?: string;
  rows: number;
  autoFocus?: boolean;
  gridClassName?: string;
}) {
  const { t } = useTranslation();
  const name = (field: string) => `${prefix}${field}` as FieldPath<V>;
  return (
    <>
      <div className={cn('grid sm:grid-cols-2', gridClassName)}>
        <TextField
          form={form}
          name={name('name')}
          label={required(t('demandes.products.name'))}
          autoFocus={autoFocus}
        />
        <TextField
          form={form}
          name={name('quantity')}
          label={required(t('demandes.products.quantity'))}
          placeholder={t('demandes.products.quantityPlaceholder')}
        />
      </div>
      <TextareaField
        form={form}
        name={name('description')}
        label={required(t('demandes.products.description'))}
        rows={rows}
      />
      <TextareaField
        form={form}
        name={name('specifications')}
        label={t('demandes.products.specifications')}
        rows={rows}
      />
    </>
  );
}
