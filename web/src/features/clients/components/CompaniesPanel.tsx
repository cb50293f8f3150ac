import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Building2 } from 'lucide-react';
import type { Company } from '@comptoir/core/modules/clients';
import { useRecordDialogs } from '@/components/form/FormDialog';
import {
  CreateButton,
  DataTable,
  RecordDialogs,
  ListBody,
  ListSection,
  ListToolbar,
  SearchBox,
  actionsColumn,
  column,
  type ColumnDef,
  recordActionsFor,
} from '@/components/list';
import { Badge } from '@/components/ui/badge';
import { useCompanies, useDeleteCompany } from '../api';
import { CompanyFormDialog } from './CompanyFormDialog';
import { WebsiteLink } from './WebsiteLink';
import type { OnMessage } from '@/lib/api';

export interface CompaniesPanelProps {
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  onMessage: OnMessage;
}

/** The client firms the user has access to: search, create, edit, delete (only without clients). */
export function CompaniesPanel({ canCreate, canUpdate, canDelete, onMessage }: CompaniesPanelProps) {
  const { t } = useTranslation();
  // The clients tab owns `q` in the URL; the firms' search stays in the panel.
  const [q, setQ] = useState('');
  const list = useCompanies({ q: q || undefined });
  const remove = useDeleteCompany();
  const { form, openForm, closeForm, destroy } = useRecordDialogs<Company>(
    (company) => remove.mutateAsync(company.id),
    onMessage,
    'clients.errors.companyDelete',
  );
  const items = list.data?.items ?? [];

  const columns: ColumnDef<Company>[] = [
    column(
      'companyName',
      t('clients.fields.companyName'),
      (company) => (
        <>
          {company.name}
          {company.address ? (
            <span className="text-muted-foreground block text-xs font-normal">{company.address}</span>
          ) : null}
        </>
      ),
      'font-medium',
    ),
    column('industry', t('clients.fields.industry'), (company) => company.industry),
    column('website', t('clients.fields.website'), (company) =>
      company.website ? <WebsiteLink website={company.website} /> : null,
    ),
    column('vatNumber', t('clients.fields.vatNumber'), (company) => company.vatNumber, 'font-mono text-xs'),
    column(
      'clientCount',
      t('clients.fields.clientCount'),
      (company) => <Badge>{company.clientCount}</Badge>,
      'tabular-nums',
    ),
    actionsColumn(
      t('clients.fields.actions'),
      recordActionsFor<Company>('clients', { canUpdate, canDelete, openForm, destroy }),
    ),
  ];

  return (
    <ListSection>
      <ListToolbar>
        <SearchBox
          label={t('clients.filters.search')}
          placeholder={t('clients.filters.companySearchPlaceholder')}
          value={q}
          onSearch={setQ}
        />
        {canCreate ? (
          <CreateButton label={t('clients.actions.newCompany')} onClick={() => openForm()} />
        ) : null}
      </ListToolbar>
      <ListBody
        query={list}
        errorKey="clients.errors.companies"
        empty={{ icon: Building2, title: t('clients.noCompany') }}
      >
        <DataTable rows={items} columns={columns} minWidth="min-w-[44rem]" />
      </ListBody>

      <RecordDialogs
        ns="clients"
        dialogs={{ form, closeForm, destroy }}
        onMessage={onMessage}
        title={t('clients.confirm.companyTitle')}
        detail={(company) => t('clients.confirm.companyIrreversible', { name: company.name })}
      >
        {(company, dialog) => <CompanyFormDialog company={company} {...dialog} />}
      </RecordDialogs>
    </ListSection>
  );
}
