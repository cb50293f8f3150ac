import { useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useZoneOptions } from '@/lib/categories';
import { ZONES } from '@comptoir/core/modules/catalogue';
import {
  CLIENT_STATUSES,
  clientBody,
  type Client,
  type ClientBody,
  type ClientDetail,
  type ClientInput,
} from '@comptoir/core/modules/clients';
import { FormDialog, useFormDialog, valuesOf, type SaveDialogProps } from '@/components/form/FormDialog';
import { SelectField, TextField, TextareaField, required } from '@/components/form/fields';
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
/** Where the server's field errors may land. */
const FORM_FIELDS = [...FIELDS, ...COMPANY_FIELDS.map((f) => `newCompany.${f}` as const)];

function initialValues(client: Client | undefined): ClientFormValues {
  return {
    ...valuesOf(client, ['name', 'companyId', 'email', 'phone', 'address', 'notes', 'zone']),
    newCompany: { name: '', industry: '', website: '', address: '', vatNumber: '' },
    status: client?.status ?? 'active',
    tags: client?.tags.join(', ') ?? '',
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

/** `onSaved`: with the server's success message and the saved client. */
export interface ClientFormDialogProps extends SaveDialogProps<[message: string, client: ClientDetail]> {
  /** Create a client, or edit `client`. */
  client?: Client | undefined;
}

/** 'Nouveau Client' / 'Modifier le Client', validated by the core schema (spec 001 §5 Client). */
export function ClientFormDialog({ client, onClose, onSaved }: ClientFormDialogProps) {
  const { t } = useTranslation();
  const zoneOptions = useZoneOptions(ZONES);
  const save = useSaveClient();
  const companies = useCompanies();
  const { form, dialog } = useFormDialog<ClientFormValues, { message: string; client: ClientDetail }>({
    resolver,
    defaultValues: initialValues(client),
    fields: FORM_FIELDS,
    // The resolver hands over the parsed body (core schema output).
    save: (values) => save.mutateAsync({ id: client?.id, body: values as unknown as ClientBody }),
    onAnswer: (answer) => onSaved(answer.message, answer.client),
    onClose,
    failedKey: client ? 'clients.errors.update' : 'clients.errors.create',
    summaryKey: 'clients.validation.required',
  });
  const companyId = useWatch({ control: form.control, name: 'companyId' });
  const isNew = companyId === NEW_COMPANY;

  const items = companies.data?.items ?? [];
  const hasCurrent = !client || items.some((company) => company.id === client.companyId);

  return (
    <FormDialog {...dialog} ns="clients" editing={Boolean(client)} onClose={onClose} size="lg">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label={required(t('clients.fields.name'))} autoFocus autoComplete="off" />
        <SelectField
          name="companyId"
          label={required(t('clients.fields.company'))}
          hint={t('clients.form.companyHint')}
          placeholder={t('clients.form.chooseCompany')}
          options={[
            ...(!hasCurrent && client ? [{ value: client.companyId, label: client.companyName }] : []),
            ...items.map((company) => ({ value: company.id, label: company.name })),
            { value: NEW_COMPANY, label: t('clients.form.newCompanyOption') },
          ]}
        >
          {companies.isError ? (
            <p className="text-destructive text-sm">
              {errorMessage(companies.error, 'clients.errors.companies')}
            </p>
          ) : null}
          {companies.isSuccess && items.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('clients.noCompany')}</p>
          ) : null}
        </SelectField>
      </div>

      {isNew ? (
        <fieldset className="bg-muted/30 space-y-4 rounded-lg border p-4">
          <legend className="px-1 text-sm font-semibold">{t('clients.form.newCompanyTitle')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="newCompany.name" label={required(t('clients.fields.companyName'))} />
            <TextField name="newCompany.industry" label={t('clients.fields.industry')} />
            <TextField name="newCompany.website" label={t('clients.fields.website')} inputMode="url" />
            <TextField name="newCompany.vatNumber" label={t('clients.fields.vatNumber')} />
          </div>
          <TextField name="newCompany.address" label={t('clients.fields.companyAddress')} />
        </fieldset>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="email" label={t('clients.fields.email')} type="email" autoComplete="off" />
        <TextField name="phone" label={t('clients.fields.phone')} type="tel" autoComplete="off" />
        <SelectField
          name="status"
          label={t('clients.fields.status')}
          options={CLIENT_STATUSES.map((s) => ({ value: s, label: t(`clients.status.${s}`) }))}
        />
        <SelectField
          name="zone"
          label={t('clients.fields.zone')}
          hint={t('clients.form.zoneHint')}
          placeholder={t('clients.fields.noZone')}
          options={zoneOptions}
        />
      </div>
      <TextField name="address" label={t('clients.fields.address')} />
      <TextField name="tags" label={t('clients.fields.tags')} hint={t('clients.form.tagsHint')} />
      <TextareaField name="notes" label={t('clients.fields.notes')} />
    </FormDialog>
  );
}
