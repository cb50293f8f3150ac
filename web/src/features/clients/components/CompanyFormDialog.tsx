import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import { companyBody, type Company, type CompanyBody } from '@comptoir/core/modules/clients';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { FormField, describedBy, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { errorMessage, useSaveCompany } from '../api';

interface CompanyFormValues {
  name: string;
  industry: string;
  website: string;
  address: string;
  vatNumber: string;
}
const FIELDS = ['name', 'industry', 'website', 'address', 'vatNumber'] as const;
const LABELS = {
  name: 'clients.fields.companyName',
  industry: 'clients.fields.industry',
  website: 'clients.fields.website',
  address: 'clients.fields.companyAddress',
  vatNumber: 'clients.fields.vatNumber',
} as const;

export interface CompanyFormDialogProps {
  company?: Company | undefined;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** 'Nouvelle Entreprise' / 'Modifier l'Entreprise': a client firm and its profile. */
export function CompanyFormDialog({ company, onClose, onSaved }: CompanyFormDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const fieldMessage = useFieldMessage();
  const save = useSaveCompany();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CompanyFormValues>({
    defaultValues: {
      name: company?.name ?? '',
      industry: company?.industry ?? '',
      website: company?.website ?? '',
      address: company?.address ?? '',
      vatNumber: company?.vatNumber ?? '',
    },
    resolver: zodResolver(companyBody) as unknown as Resolver<CompanyFormValues>,
  });
  const requiredMissing = Object.values(errors).some((e) => e?.message === 'clients.validation.required');

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await save.mutateAsync({ id: company?.id, body: values as unknown as CompanyBody });
      onSaved(answer.message);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, text] of Object.entries(error.fields)) {
          if ((FIELDS as readonly string[]).includes(field)) {
            setError(field as (typeof FIELDS)[number], { type: 'server', message: text });
          }
        }
      }
      setServerError(errorMessage(error, 'clients.errors.companySave'));
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={company ? t('clients.form.companyEditTitle') : t('clients.form.companyCreateTitle')}
      closeLabel={t('clients.actions.cancel')}
      modalOnly
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {requiredMissing ? <Alert variant="destructive">{t('clients.validation.required')}</Alert> : null}
        {serverError ? <Alert variant="destructive">{serverError}</Alert> : null}
        {FIELDS.map((name) => {
          const fieldId = `${id}-${name}`;
          const error = fieldMessage(errors[name]);
          const label = t(LABELS[name]);
          return (
            <FormField key={name} id={fieldId} label={name === 'name' ? `${label} *` : label} error={error}>
              <Input
                id={fieldId}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(fieldId, error)}
                autoFocus={name === 'name'}
                {...register(name)}
              />
            </FormField>
          );
        })}
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
