import { useId, useState } from 'react';
import { useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import { ZONES } from '@comptoir/core/modules/catalogue';
import {
  CLIENT_STATUSES,
  clientBody,
  type Client,
  type ClientBody,
  type ClientDetail,
  type ClientInput,
} from '@comptoir/core/modules/clients';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { FormField, describedBy, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api';
import { errorMessage, useCompanies, useSaveClient } from '../api';

/** The company select's value that opens the new-company fields. */
export const NEW_COMPANY = '__new__';

export interface ClientFormValues {
  name: string;
  companyId: string;
  newCompany: { name: string; industry: string; website: string; address: string; vatNumber: string };
  email: string;
  phone: string;
  address: string;
  notes: string;
  status: string;
  tags: string;
  zone: string;
}

const COMPANY_FIELDS = ['name', 'industry', 'website', 'address', 'vatNumber'] as const;
const FIELDS = ['name', 'companyId', 'email', 'phone', 'address', 'notes', 'status', 'tags', 'zone'] as const;

function initialValues(client: Client | undefined): ClientFormValues {
  return {
    name: client?.name ?? '',
    companyId: client?.companyId ?? '',
    newCompany: { name: '', industry: '', website: '', address: '', vatNumber: '' },
    email: client?.email ?? '',
    phone: client?.phone ?? '',
    address: client?.address ?? '',
    notes: client?.notes ?? '',
    status: client?.status ?? 'active',
    tags: client?.tags.join(', ') ?? '',
    zone: client?.zone ?? '',
  };
}

/** The body the form sends: an existing company, or the new one. */
export function toClientInput(values: ClientFormValues): ClientInput {
  const isNew = values.companyId === NEW_COMPANY;
  return {
    name: values.name,
    companyId: isNew ? null : values.companyId,
    newCompany: isNew ? values.newCompany : null,
    email: values.email,
    phone: values.phone,
    address: values.address,
    notes: values.notes,
    status: values.status as ClientInput['status'],
    tags: values.tags,
    zone: values.zone as ClientInput['zone'],
  };
}

/** The core schema, applied to what the form would send. */
const resolver: Resolver<ClientFormValues> = (values, context, options) =>
  (zodResolver(clientBody) as unknown as Resolver<ClientFormValues>)(
    toClientInput(values) as unknown as ClientFormValues,
    context,
    options,
  );

export interface ClientFormDialogProps {
  /** Create a client, or edit `client`. */
  client?: Client | undefined;
  onClose: () => void;
  /** Called with the server's success message and the saved client. */
  onSaved: (message: string, client: ClientDetail) => void;
}

/** 'Nouveau Client' / 'Modifier le Client', validated by the core schema (spec 001 §5 Client). */
export function ClientFormDialog({ client, onClose, onSaved }: ClientFormDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const fieldMessage = useFieldMessage();
  const save = useSaveClient();
  const companies = useCompanies();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ClientFormValues>({ defaultValues: initialValues(client), resolver });
  const companyId = useWatch({ control, name: 'companyId' });
  const isNew = companyId === NEW_COMPANY;

  const allErrors: (FieldError | undefined)[] = [
    ...FIELDS.map((f) => errors[f]),
    ...COMPANY_FIELDS.map((f) => errors.newCompany?.[f]),
  ];
  const requiredMissing = allErrors.some((e) => e?.message === 'clients.validation.required');

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    // The resolver hands over the parsed body (core schema output).
    const body = values as unknown as ClientBody;
    try {
      const answer = await save.mutateAsync({ id: client?.id, body });
      onSaved(answer.message, answer.client);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, text] of Object.entries(error.fields)) {
          if ((FIELDS as readonly string[]).includes(field)) {
            setError(field as (typeof FIELDS)[number], { type: 'server', message: text });
          } else if (COMPANY_FIELDS.some((f) => field === `newCompany.${f}`)) {
            setError(field as `newCompany.${(typeof COMPANY_FIELDS)[number]}`, {
              type: 'server',
              message: text,
            });
          }
        }
      }
      setServerError(errorMessage(error, client ? 'clients.errors.update' : 'clients.errors.create'));
    }
  });

  const control_ = (name: string, error: FieldError | undefined, hint?: string) => {
    const fieldId = `${id}-${name.replace('.', '-')}`;
    const message = fieldMessage(error);
    return {
      fieldId,
      error: message,
      hint,
      props: {
        id: fieldId,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': describedBy(fieldId, message, hint),
      },
    };
  };
  const f = Object.fromEntries(FIELDS.map((name) => [name, control_(name, errors[name])])) as Record<
    (typeof FIELDS)[number],
    ReturnType<typeof control_>
  >;
  f.companyId = control_('companyId', errors.companyId, t('clients.form.companyHint'));
  f.tags = control_('tags', errors.tags, t('clients.form.tagsHint'));
  f.zone = control_('zone', errors.zone, t('clients.form.zoneHint'));
  const c = Object.fromEntries(
    COMPANY_FIELDS.map((name) => [name, control_(`newCompany.${name}`, errors.newCompany?.[name])]),
  ) as Record<(typeof COMPANY_FIELDS)[number], ReturnType<typeof control_>>;
  const required = (label: string) => `${label} *`;

  const items = companies.data?.items ?? [];
  const hasCurrent = !client || items.some((company) => company.id === client.companyId);

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={client ? t('clients.form.editTitle') : t('clients.form.createTitle')}
      closeLabel={t('clients.actions.cancel')}
      size="lg"
      modalOnly
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {requiredMissing ? <Alert variant="destructive">{t('clients.validation.required')}</Alert> : null}
        {serverError ? <Alert variant="destructive">{serverError}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={f.name.fieldId} label={required(t('clients.fields.name'))} error={f.name.error}>
            <Input {...f.name.props} {...register('name')} autoFocus autoComplete="off" />
          </FormField>
          <FormField
            id={f.companyId.fieldId}
            label={required(t('clients.fields.company'))}
            error={f.companyId.error}
            hint={f.companyId.hint}
          >
            <Select {...f.companyId.props} {...register('companyId')}>
              <option value="">{t('clients.form.chooseCompany')}</option>
              {!hasCurrent && client ? <option value={client.companyId}>{client.companyName}</option> : null}
              {items.map((company) => (
                <option key={company.id} value={company.id}>
                  {company.name}
                </option>
              ))}
              <option value={NEW_COMPANY}>{t('clients.form.newCompanyOption')}</option>
            </Select>
            {companies.isError ? (
              <p className="text-destructive text-sm">
                {errorMessage(companies.error, 'clients.errors.companies')}
              </p>
            ) : null}
            {companies.isSuccess && items.length === 0 ? (
              <p className="text-muted-foreground text-sm">{t('clients.noCompany')}</p>
            ) : null}
          </FormField>
        </div>

        {isNew ? (
          <fieldset className="bg-muted/30 space-y-4 rounded-lg border p-4">
            <legend className="px-1 text-sm font-semibold">{t('clients.form.newCompanyTitle')}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                id={c.name.fieldId}
                label={required(t('clients.fields.companyName'))}
                error={c.name.error}
              >
                <Input {...c.name.props} {...register('newCompany.name')} />
              </FormField>
              <FormField
                id={c.industry.fieldId}
                label={t('clients.fields.industry')}
                error={c.industry.error}
              >
                <Input {...c.industry.props} {...register('newCompany.industry')} />
              </FormField>
              <FormField id={c.website.fieldId} label={t('clients.fields.website')} error={c.website.error}>
                <Input {...c.website.props} {...register('newCompany.website')} inputMode="url" />
              </FormField>
              <FormField
                id={c.vatNumber.fieldId}
                label={t('clients.fields.vatNumber')}
                error={c.vatNumber.error}
              >
                <Input {...c.vatNumber.props} {...register('newCompany.vatNumber')} />
              </FormField>
            </div>
            <FormField
              id={c.address.fieldId}
              label={t('clients.fields.companyAddress')}
              error={c.address.error}
            >
              <Input {...c.address.props} {...register('newCompany.address')} />
            </FormField>
          </fieldset>
        ) : null}

        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={f.email.fieldId} label={t('clients.fields.email')} error={f.email.error}>
            <Input {...f.email.props} {...register('email')} type="email" autoComplete="off" />
          </FormField>
          <FormField id={f.phone.fieldId} label={t('clients.fields.phone')} error={f.phone.error}>
            <Input {...f.phone.props} {...register('phone')} type="tel" autoComplete="off" />
          </FormField>
          <FormField id={f.status.fieldId} label={t('clients.fields.status')} error={f.status.error}>
            <Select {...f.status.props} {...register('status')}>
              {CLIENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`clients.status.${s}`)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField
            id={f.zone.fieldId}
            label={t('clients.fields.zone')}
            error={f.zone.error}
            hint={f.zone.hint}
          >
            <Select {...f.zone.props} {...register('zone')}>
              <option value="">{t('clients.fields.noZone')}</option>
              {ZONES.map((z) => (
                <option key={z} value={z}>
                  {z}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        <FormField id={f.address.fieldId} label={t('clients.fields.address')} error={f.address.error}>
          <Input {...f.address.props} {...register('address')} />
        </FormField>
        <FormField
          id={f.tags.fieldId}
          label={t('clients.fields.tags')}
          error={f.tags.error}
          hint={f.tags.hint}
        >
          <Input {...f.tags.props} {...register('tags')} />
        </FormField>
        <FormField id={f.notes.fieldId} label={t('clients.fields.notes')} error={f.notes.error}>
          <Textarea {...f.notes.props} {...register('notes')} />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('clients.actions.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {t('clients.actions.save')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
