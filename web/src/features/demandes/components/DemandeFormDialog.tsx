import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  DEMANDE_CATEGORIES,
  REQUEST_CATEGORIES,
  demandePatch,
  demandeScreenBody,
  type DemandeDetail,
  type DemandePriority,
} from '@comptoir/core/modules/demandes';
import { FormDialog, useFormDialog, valuesOf, type SaveDialogProps } from '@/components/form/FormDialog';
import { TextField, TextareaField, required } from '@/components/form/fields';
import { BudgetField, CategoryField, PriorityField } from './DemandeFields';
import { ClientNameField } from './ClientNameField';
import { useCreateDemande, useUpdateDemande } from '../api';

export interface DemandeFormValues {
  title: string;
  description: string;
  category: string;
  priority: DemandePriority;
  deadline: string;
  tags: string;
  client: string;
  clientId: string;
  budget: string;
  location: string;
}

/** The screen form's one message for any missing required field. */
const REQUIRED_KEY = 'demandes.validation.required';

function initialValues(demande: DemandeDetail | undefined): DemandeFormValues {
  return {
    ...valuesOf(demande, ['title', 'description', 'category', 'client', 'budget', 'location']),
    priority: demande?.priority ?? 'medium',
    deadline: demande?.deadline.slice(0, 10) ?? '',
    clientId: demande?.clientId ?? '',
    tags: demande?.tags.join(', ') ?? '',
  };
}

const createResolver = zodResolver(demandeScreenBody, undefined, { raw: true }) as unknown as Resolver<
  DemandeFormValues & { form: 'demandes' }
>;
const editResolver = zodResolver(demandePatch, undefined, {
  raw: true,
}) as unknown as Resolver<DemandeFormValues>;
/** The create schema needs its discriminant, which is no field of the form. */
const createFormResolver: Resolver<DemandeFormValues> = (values, context, options) =>
  createResolver({ ...values, form: 'demandes' }, context, options as never) as ReturnType<
    Resolver<DemandeFormValues>
  >;

export interface DemandeFormDialogProps extends SaveDialogProps {
  /** Create a request (the demandes screen's 'Nouvelle Demande'), or edit `demande`. */
  demande?: DemandeDetail | undefined;
}

/**
 * 'Nouvelle Demande' of the demandes screen (spec §5 'Request creation'): title, description,
 * category and deadline required ('Veuillez remplir tous les champs obligatoires'), tags a comma
 * list, client, budget and location optional. Also edits a request's fields.
 */
export function DemandeFormDialog({ demande, onClose, onSaved }: DemandeFormDialogProps) {
  const { t } = useTranslation();
  const create = useCreateDemande();
  const update = useUpdateDemande(demande?.id ?? '');
  const editing = Boolean(demande);
  const { dialog, form } = useFormDialog<DemandeFormValues>({
    resolver: editing ? editResolver : createFormResolver,
    defaultValues: initialValues(demande),
    save: async (values) => {
      if (demande) {
        await update.mutateAsync(demandePatch.parse(values));
        return { message: t('demandes.success.updated') };
      }
      await create.mutateAsync(demandeScreenBody.parse({ ...values, form: 'demandes' }));
      return { message: t('demandes.success.created') };
    },
    onSaved,
    onClose,
    failedKey: editing ? 'demandes.errors.update' : 'demandes.errors.create',
    summaryKey: editing ? undefined : REQUIRED_KEY,
  });
  const categories: string[] = editing
    ? [...new Set([demande?.category ?? '', ...DEMANDE_CATEGORIES, ...REQUEST_CATEGORIES])].filter(Boolean)
    : [...DEMANDE_CATEGORIES];

  return (
    <FormDialog
      {...dialog}
      title={editing ? t('demandes.form.editTitle') : t('demandes.newRequest')}
      onClose={onClose}
      labels={{
        cancel: t('demandes.form.cancel'),
        submit: editing ? t('demandes.form.save') : t('demandes.form.create'),
      }}
      size="lg"
      // The screen form says 'Veuillez remplir tous les champs obligatoires' once, above the fields.
      settings={{ silent: (error) => error.message === REQUIRED_KEY }}
    >
      <TextField name="title" label={required(t('demandes.fields.title'))} autoFocus />
      <TextareaField name="description" label={required(t('demandes.fields.description'))} rows={4} />
      <div className="grid gap-4 sm:grid-cols-2">
        <CategoryField options={categories} />
        <PriorityField />
        <TextField name="deadline" label={required(t('demandes.fields.deadline'))} type="date" />
        <ClientNameField form={form} />
        <BudgetField />
        <TextField name="location" label={t('demandes.fields.location')} />
      </div>
      <TextField name="tags" label={t('demandes.fields.tags')} hint={t('demandes.form.tagsHint')} />
      <p className="text-muted-foreground text-xs">{t('demandes.form.requiredNote')}</p>
    </FormDialog>
  );
}
