import { useId, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  companyIdentity,
  type CompanyIdentity,
  type CompanyIdentityInput,
  type CompanyIdentityResponse,
} from '@comptoir/core/modules/settings';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField, describedBy, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api';
import { useCompanyIdentity, useSaveCompanyIdentity } from '../api';
import { useSaveState } from '../use-save-state';
import { SaveButton } from './SaveButton';
import { Section } from './Section';

const FIELDS = [
  'legalName',
  'address',
  'siren',
  'siret',
  'rcs',
  'shareCapital',
  'vatNumber',
  'iban',
  'bic',
  'email',
  'phone',
  'website',
  'latePenaltyRate',
  'paymentTerms',
  'paymentDays',
  'defaultVatRate',
] as const;
type Field = (typeof FIELDS)[number];

/** 'Société': the legal identity printed on invoices, quotes and orders (Admin and above edit it). */
export function CompanyTab() {
  const { t } = useTranslation();
  const query = useCompanyIdentity();
  if (!query.data) return <Spinner label={t('common.loading')} />;
  return <CompanyForm data={query.data} />;
}

function CompanyForm({ data }: { data: CompanyIdentityResponse }) {
  const { t } = useTranslation();
  const save = useSaveState();
  const mutation = useSaveCompanyIdentity();
  const fieldMessage = useFieldMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const baseId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CompanyIdentityInput, unknown, CompanyIdentity>({
    resolver: zodResolver(companyIdentity),
    defaultValues: data.identity,
  });
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    await save.run(async () => {
      try {
        await mutation.mutateAsync(values);
      } catch (error) {
        const fields = error instanceof ApiError ? error.fields : undefined;
        for (const [name, message] of Object.entries(fields ?? {})) {
          if ((FIELDS as readonly string[]).includes(name))
            setError(name as Field, { type: 'server', message });
        }
        if (!fields) setFailure(error instanceof Error ? error.message : t('settings.saveFailed'));
        throw error;
      }
    });
  });
  const missing = data.missing.map((f) => t(`invoices.settings.fields.${f as Field}`)).join(', ');
  return (
    <form noValidate onSubmit={onSubmit}>
      <Section
        title={t('invoices.settings.title')}
        description={t('invoices.settings.description')}
        footer={data.editable ? <SaveButton state={save.state} /> : null}
      >
        {!data.editable ? <Alert>{t('invoices.settings.readOnly')}</Alert> : null}
        {missing ? (
          <Alert variant="destructive">{t('invoices.settings.missing', { fields: missing })}</Alert>
        ) : null}
        {failure ? <Alert variant="destructive">{failure}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((name) => {
            const id = `${baseId}-${name}`;
            const error = fieldMessage(errors[name] as FieldError | undefined);
            const common = {
              id,
              readOnly: !data.editable,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': describedBy(id, error),
            };
            return (
              <div
                key={name}
                className={name === 'address' || name === 'paymentTerms' ? 'sm:col-span-2' : undefined}
              >
                <FormField id={id} label={t(`invoices.settings.fields.${name}`)} error={error}>
                  {name === 'address' ? (
                    <Textarea rows={3} {...common} {...register(name)} />
                  ) : (
                    <Input
                      type={name === 'paymentDays' ? 'number' : 'text'}
                      inputMode={name === 'defaultVatRate' ? 'decimal' : undefined}
                      {...common}
                      {...register(name)}
                    />
                  )}
                </FormField>
              </div>
            );
          })}
          <label className="flex items-center gap-2 text-sm sm:col-span-2" htmlFor={`${baseId}-vatOnDebits`}>
            <Checkbox id={`${baseId}-vatOnDebits`} disabled={!data.editable} {...register('vatOnDebits')} />
            {t('invoices.settings.fields.vatOnDebits')}
          </label>
        </div>
      </Section>
    </form>
  );
}
