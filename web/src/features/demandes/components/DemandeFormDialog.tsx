import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import {
  DEMANDE_CATEGORIES,
  DEMANDE_PRIORITIES,
  REQUEST_CATEGORIES,
  demandePatch,
  demandeScreenBody,
  type DemandeDetail,
  type DemandePriority,
} from '@comptoir/core/modules/demandes';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { FormField, describedBy, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api';
import { errorMessage, useCreateDemande, useUpdateDemande } from '../api';
import { Textarea } from '@/components/ui/textarea';
import { required } from './fields';

export interface DemandeFormValues {
  title: string;
  description: string;
  category: string;
  priority: DemandePriority;
  deadline: string;
  tags: string;
  client: string;
  budget: string;
  location: string;
}

const FIELDS = [
  'title',
  'description',
  'category',
  'priority',
  'deadline',
  'tags',
  'client',
  'budget',
  'location',
] as const;
type Field = (typeof FIELDS)[number];

/** The screen form's one message for any missing required field. */
const REQUIRED_KEY = 'demandes.validation.required';

function initialValues(demande: DemandeDetail | undefined): DemandeFormValues {
  return {
    title: demande?.title ?? '',
    description: demande?.description ?? '',
    category: demande?.category ?? '',
    priority: demande?.priority ?? 'medium',
    deadline: demande?.deadline.slice(0, 10) ?? '',
    tags: demande?.tags.join(', ') ?? '',
    client: demande?.client ?? '',
    budget: demande?.budget ?? '',
    location: demande?.location ?? '',
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

export interface DemandeFormDialogProps {
  /** Create a request (the demandes screen's 'Nouvelle Demande'), or edit `demande`. */
  demande?: DemandeDetail | undefined;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/**
 * 'Nouvelle Demande' of the demandes screen (spec §5 'Request creation'): title, description,
 * category and deadline required ('Veuillez remplir tous les champs obligatoires'), tags a comma
 * list, client, budget and location optional. Also edits a request's fields.
 */
export function DemandeFormDialog({ demande, onClose, onSaved }: DemandeFormDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const fieldMessage = useFieldMessage();
  const create = useCreateDemande();
  const update = useUpdateDemande(demande?.id ?? '');
  const [serverError, setServerError] = useState<string | null>(null);
  const editing = Boolean(demande);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DemandeFormValues>({
    defaultValues: initialValues(demande),
    resolver: editing ? editResolver : createFormResolver,
  });

  const requiredMissing = !editing && Object.values(errors).some((e) => e?.message === REQUIRED_KEY);
  const categories: string[] = editing
    ? [...new Set([demande?.category ?? '', ...DEMANDE_CATEGORIES, ...REQUEST_CATEGORIES])].filter(Boolean)
    : [...DEMANDE_CATEGORIES];

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (demande) {
        await update.mutateAsync(demandePatch.parse(values));
        onSaved(t('demandes.success.updated'));
      } else {
        await create.mutateAsync(demandeScreenBody.parse({ ...values, form: 'demandes' }));
        onSaved(t('demandes.success.created'));
      }
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, text] of Object.entries(error.fields)) {
          if ((FIELDS as readonly string[]).includes(field)) {
            setError(field as Field, { type: 'server', message: text });
          }
        }
      }
      setServerError(errorMessage(error, editing ? 'demandes.errors.update' : 'demandes.errors.create'));
    }
  });

  const field = (name: Field) => {
    const fieldId = `${id}-${name}`;
    const raw = errors[name];
    // The screen form says 'Veuillez remplir tous les champs obligatoires' once, above the fields.
    const error = raw?.message === REQUIRED_KEY ? undefined : fieldMessage(raw);
    return {
      fieldId,
      error,
      control: {
        id: fieldId,
        'aria-invalid': raw ? true : undefined,
        'aria-describedby': describedBy(fieldId, error),
        ...register(name),
      },
    };
  };
  const f = Object.fromEntries(FIELDS.map((name) => [name, field(name)])) as Record<
    Field,
    ReturnType<typeof field>
  >;

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={editing ? t('demandes.form.editTitle') : t('demandes.newRequest')}
      closeLabel={t('demandes.form.cancel')}
      size="lg"
      modalOnly
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {requiredMissing ? <Alert variant="destructive">{t('demandes.validation.required')}</Alert> : null}
        {serverError ? <Alert variant="destructive">{serverError}</Alert> : null}
        <FormField id={f.title.fieldId} label={required(t('demandes.fields.title'))} error={f.title.error}>
          <Input {...f.title.control} autoFocus />
        </FormField>
        <FormField
          id={f.description.fieldId}
          label={required(t('demandes.fields.description'))}
          error={f.description.error}
        >
          <Textarea {...f.description.control} rows={4} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id={f.category.fieldId}
            label={required(t('demandes.fields.category'))}
            error={f.category.error}
          >
            <Select {...f.category.control}>
              <option value="">{t('demandes.form.selectCategory')}</option>
              {categories.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField id={f.priority.fieldId} label={t('demandes.fields.priority')} error={f.priority.error}>
            <Select {...f.priority.control}>
              {DEMANDE_PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {t(`demandes.priority.${p}`)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField
            id={f.deadline.fieldId}
            label={required(t('demandes.fields.deadline'))}
            error={f.deadline.error}
          >
            <Input {...f.deadline.control} type="date" />
          </FormField>
          <FormField id={f.client.fieldId} label={t('demandes.fields.client')} error={f.client.error}>
            <Input {...f.client.control} />
          </FormField>
          <FormField id={f.budget.fieldId} label={t('demandes.fields.budget')} error={f.budget.error}>
            <Input {...f.budget.control} placeholder={t('demandes.form.budgetPlaceholder')} />
          </FormField>
          <FormField id={f.location.fieldId} label={t('demandes.fields.location')} error={f.location.error}>
            <Input {...f.location.control} />
          </FormField>
        </div>
        <FormField
          id={f.tags.fieldId}
          label={t('demandes.fields.tags')}
          hint={t('demandes.form.tagsHint')}
          error={f.tags.error}
        >
          <Input
            {...f.tags.control}
            aria-describedby={describedBy(f.tags.fieldId, f.tags.error, t('demandes.form.tagsHint'))}
          />
        </FormField>
        <p className="text-muted-foreground text-xs">{t('demandes.form.requiredNote')}</p>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('demandes.form.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {editing ? t('demandes.form.save') : t('demandes.form.create')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
