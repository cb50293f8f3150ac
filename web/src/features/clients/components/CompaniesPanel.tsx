import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Building2 } from 'lucide-react';
import { websiteHref, type Company } from '@comptoir/core/modules/clients';
import { useRecordDialogs } from '@/components/form/FormDialog';
import {
  CreateButton,
  DataTable,
  ListBody,
  ListSection,
  ListToolbar,
  RowActions,
  SearchBox,
  type ColumnDef,
  deleteAction,
  editAction,
} from '@/components/list';
import { Badge } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage, useCompanies, useDeleteCompany } from '../api';
import { CompanyFormDialog } from './CompanyFormDialog';

export interface CompaniesPanelProps {
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  onMessage: (kind: 'success' | 'error', text: string) => void;
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
    {
      id: 'companyName',
      header: t('clients.fields.companyName'),
      meta: { className: 'font-medium' },
      cell: ({ row: { original: company } }) => (
        <>
          {company.name}
          {company.address ? (
            <span className="text-muted-foreground block text-xs font-normal">{company.address}</span>
          ) : null}
        </>
      ),
    },
    { id: 'industry', header: t('clients.fields.industry'), cell: ({ row }) => row.original.industry },
    {
      id: 'website',
      header: t('clients.fields.website'),
      cell: ({ row: { original: company } }) =>
        company.website ? (
          <a
            className="text-primary underline-offset-2 hover:underline"
            href={websiteHref(company.website)}
            target="_blank"
            rel="noreferrer noopener"
          >
            {company.website}
          </a>
        ) : null,
    },
    {
      id: 'vatNumber',
      header: t('clients.fields.vatNumber'),
      meta: { className: 'font-mono text-xs' },
      cell: ({ row }) => row.original.vatNumber,
    },
    {
      id: 'clientCount',
      header: t('clients.fields.clientCount'),
      meta: { className: 'tabular-nums' },
      cell: ({ row }) => <Badge>{row.original.clientCount}</Badge>,
    },
    {
      id: 'actions',
      header: t('clients.fields.actions'),
      meta: { headerClassName: 'text-right' },
      cell: ({ row: { original: company } }) => (
        <RowActions
          actions={[
            canUpdate &&
              editAction(
                `${t('clients.actions.edit')} ${company.name}`,
                () => openForm(company),
                t('clients.actions.edit'),
              ),
            canDelete &&
              deleteAction(
                `${t('clients.actions.delete')} ${company.name}`,
                () => destroy.ask(company),
                t('clients.actions.delete'),
              ),
          ]}
        />
      ),
    },
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
        count={items.length}
        errorText={errorMessage(list.error, 'clients.errors.companies')}
        loadingText={t('common.loading')}
        empty={{ icon: Building2, title: t('clients.noCompany') }}
      >
        <DataTable rows={items} columns={columns} getRowId={(c) => c.id} minWidth="min-w-[44rem]" />
      </ListBody>

      {form ? (
        <CompanyFormDialog
          key={form.key}
          company={form.record}
          onClose={() => closeForm()}
          onSaved={(text) => onMessage('success', text)}
        />
      ) : null}

      <ConfirmDialog
        {...destroy.dialog}
        title={t('clients.confirm.companyTitle')}
        message={t('clients.confirm.message')}
        detail={t('clients.confirm.companyIrreversible', { name: destroy.target?.name ?? '' })}
        confirmLabel={t('clients.confirm.confirm')}
        cancelLabel={t('clients.actions.cancel')}
      />
    </ListSection>
  );
}
