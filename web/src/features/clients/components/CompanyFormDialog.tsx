import { useTranslation } from 'react-i18next';
import { companyBody, type Company, type CompanyBody } from '@comptoir/core/modules/clients';
import {
  FormDialog,
  TextField,
  useFormDialog,
  valuesOf,
  type SaveDialogProps,
} from '@/components/form/FormDialog';
import { useSaveCompany } from '../api';

interface CompanyFormValues {
  name: string;
  industry: string;
  website: string;
  address: string;
  vatNumber: string;
  siren: string;
  siret: string;
}
const FIELDS = ['name', 'industry', 'website', 'address', 'vatNumber', 'siren', 'siret'] as const;
const LABELS = {
  name: 'clients.fields.companyName',
  industry: 'clients.fields.industry',
  website: 'clients.fields.website',
  address: 'clients.fields.companyAddress',
  vatNumber: 'clients.fields.vatNumber',
  siren: 'clients.fields.siren',
  siret: 'clients.fields.siret',
} as const;

export interface CompanyFormDialogProps extends SaveDialogProps {
  company?: Company | undefined;
}

/** 'Nouvelle Entreprise' / 'Modifier l'Entreprise': a client firm and its profile. */
export function CompanyFormDialog({ company, onClose, onSaved }: CompanyFormDialogProps) {
  const { t } = useTranslation();
  const save = useSaveCompany();
  const { dialog } = useFormDialog<CompanyFormValues>({
    schema: companyBody,
    defaultValues: valuesOf(company, FIELDS),
    fields: FIELDS,
    save: (values) => save.mutateAsync({ id: company?.id, body: values as unknown as CompanyBody }),
    onSaved,
    onClose,
    failedKey: 'clients.errors.companySave',
    summaryKey: 'clients.validation.required',
  });

  return (
    <FormDialog
      {...dialog}
      ns="clients"
      title={company ? t('clients.form.companyEditTitle') : t('clients.form.companyCreateTitle')}
      onClose={onClose}
    >
      {FIELDS.map((name) => {
        const label = t(LABELS[name]);
        return (
          <TextField
            key={name}
            name={name}
            label={name === 'name' ? `${label} *` : label}
            autoFocus={name === 'name'}
          />
        );
      })}
    </FormDialog>
  );
}
