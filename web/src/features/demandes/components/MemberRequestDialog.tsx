import { useId, useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import {
  REQUEST_CATEGORIES,
  REQUEST_LOCATIONS,
  defaultDeadline,
  type MemberRef,
} from '@comptoir/core/modules/demandes';
import { FormDialog, type SaveDialogProps } from '@/components/form/FormDialog';
import { FieldSettings, SelectField, TextField, TextareaField, required } from '@/components/form/fields';
import { BudgetField, CategoryField, PriorityField } from './DemandeFields';
import { AddButton, IconButton } from '@/components/ui/button';
import { FormField, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage, useCreateDemande } from '../api';
import { ProductRowFields } from './ProductRowFields';
import {
  OTHER_CATEGORY,
  emptyProduct,
  memberRequestResolver,
  validateMemberRequest,
  type MemberRequestValues,
} from './member-request-resolver';
import { ClientNameField } from './ClientNameField';

export interface MemberRequestDialogProps extends SaveDialogProps {
  member: Pick<MemberRef, 'id' | 'name'>;
}

/**
 * The team view's 'Nouvelle Demande' (spec §5 'New request (team view)'): assigned to the member,
 * every field required, requested products added and removed (at least one remains), deadline
 * 30 days ahead by default. Created pending.
 */
export function MemberRequestDialog({ member, onClose, onSaved }: MemberRequestDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const fieldMessage = useFieldMessage();
  const create = useCreateDemande();
  const [serverError, setServerError] = useState<string | null>(null);
  const resolver = useMemo(() => memberRequestResolver(member.id), [member.id]);
  const form = useForm<MemberRequestValues>({
    defaultValues: {
      client: '',
      clientId: '',
      title: '',
      description: '',
      category: '',
      customCategory: '',
      budget: '',
      location: '',
      deadline: defaultDeadline(),
      priority: 'medium',
      products: [emptyProduct()],
    },
    resolver,
  });
  const { control, formState } = form;
  const products = useFieldArray({ control, name: 'products' });
  const category = useWatch({ control, name: 'category' });

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const result = validateMemberRequest(values, member.id);
    if (!result.ok) return;
    try {
      await create.mutateAsync(result.body);
      onSaved(t('demandes.success.created'));
      onClose();
    } catch (error) {
      setServerError(errorMessage(error, 'demandes.errors.create'));
    }
  });
  const memberError = fieldMessage((formState.errors as { root?: { member?: FieldError } }).root?.member);

  return (
    <FormDialog
      form={form}
      title={t('demandes.newRequest')}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={formState.isSubmitting}
      labels={{ cancel: t('demandes.form.cancel'), submit: t('demandes.form.create') }}
      alerts={[serverError, memberError]}
      size="xl"
    >
      <FormField id={`${id}-member`} label={t('demandes.assignedTo')}>
        <Input id={`${id}-member`} value={member.name} readOnly className="bg-muted" />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <ClientNameField form={form} label={required(t('demandes.fields.client'))} autoFocus />
        <TextField name="title" label={required(t('demandes.fields.title'))} />
      </div>
      <TextareaField name="description" label={required(t('demandes.fields.description'))} rows={3} />
      <div className="grid gap-4 sm:grid-cols-2">
        <CategoryField options={REQUEST_CATEGORIES} />
        {category === OTHER_CATEGORY ? (
          <TextField name="customCategory" label={required(t('demandes.fields.customCategory'))} />
        ) : null}
        <BudgetField isRequired />
        <SelectField
          name="location"
          label={required(t('demandes.fields.location'))}
          placeholder={t('demandes.form.selectLocation')}
          options={REQUEST_LOCATIONS}
        />
        <TextField name="deadline" label={required(t('demandes.fields.deadline'))} type="date" />
        <PriorityField />
      </div>

      <section className="space-y-3" aria-labelledby={`${id}-products`}>
        <div className="flex items-center justify-between gap-2">
          <h3 id={`${id}-products`} className="font-semibold">
            {t('demandes.products.title')}
          </h3>
          <AddButton onClick={() => products.append(emptyProduct())}>{t('demandes.products.add')}</AddButton>
        </div>
        {products.fields.map((row, index) => {
          const n = index + 1;
          return (
            <fieldset key={row.id} className="bg-muted/30 relative space-y-3 rounded-lg border p-4 pt-3">
              <legend className="float-left pb-1 text-sm font-semibold">
                {t('demandes.products.productN', { n })}
              </legend>
              {products.fields.length > 1 ? (
                <IconButton
                  icon={Trash2}
                  label={t('demandes.products.remove', { n })}
                  titled
                  className="text-destructive hover:text-destructive absolute top-2 right-2"
                  onClick={() => products.remove(index)}
                />
              ) : null}
              {/* A product's messages name its number ('Le nom du produit 2 est requis'). */}
              <FieldSettings messageValues={{ n }}>
                <ProductRowFields prefix={`products.${index}.`} rows={2} gridClassName="clear-both gap-3" />
              </FieldSettings>
            </fieldset>
          );
        })}
      </section>

      <p className="text-muted-foreground text-xs">{t('demandes.form.requiredNote')}</p>
    </FormDialog>
  );
}
