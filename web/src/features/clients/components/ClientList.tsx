import { useTranslation } from 'react-i18next';
import { Crown, Users, UserSearch } from 'lucide-react';
import type { Client } from '@comptoir/core/modules/clients';
import { useRecordDialogs } from '@/components/form/FormDialog';
import {
  CreateButton,
  DataTable,
  RecordDialogs,
  ListFilter,
  ListBody,
  ListCounters,
  ListSearch,
  ListSection,
  ListToolbar,
  RowLink,
  actionsColumn,
  column,
  countersOf,
  type ColumnDef,
  recordActionsFor,
} from '@/components/list';
import { formatDate } from '@/lib/format';
import { useClientsList, useDeleteClient } from '../api';
import type { useClientListParams } from '../list-params';
import { ClientKindBadge, ClientStatusBadge } from './badges';
import { ClientFormDialog } from './ClientFormDialog';
import { useUndeletableClient } from './ClientUndeletableDialog';
import { VipRuleCard } from './VipRule';
import type { OnMessage } from '@/lib/api';

export interface ClientListProps {
  list: ReturnType<typeof useClientListParams>;
  onMessage: OnMessage;
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
}

/** The clients tab: counters, the VIP rule, search, status and type filters, the table, create, edit, delete. */
export function ClientList({ list, onMessage, canCreate, canUpdate, canDelete }: ClientListProps) {
  const { t } = useTranslation();
  const query = useClientsList(list.query);
  const remove = useDeleteClient();
  const { form, openForm, closeForm, destroy } = useRecordDialogs<Client>(
    (client) => remove.mutateAsync(client.id),
    onMessage,
    'clients.errors.delete',
  );
  // A client with quotes or orders cannot be deleted: say why instead of asking to confirm.
  const undeletable = useUndeletableClient(canUpdate, onMessage);
  const askDelete = (client: Client) =>
    client.deleteBlockers.length ? undeletable.explain(client) : destroy.ask(client);
  const data = query.data;
  const items = data?.items ?? [];
  const counters = data?.counters;
  const text = (key: 'name' | 'company' | 'email' | 'phone' | 'status' | 'createdAt' | 'actions') =>
    t(`clients.fields.${key}`);

  const columns: ColumnDef<Client>[] = [
    column('name', text('name'), (client) => (
      <>
        <RowLink
          to={list.hrefFor(client.id)}
          onSelect={() => list.select(client.id)}
          className="font-medium hover:underline"
        >
          {client.name}
        </RowLink>
        <span className="ml-2 inline-flex">
          <ClientKindBadge kind={client.kind} />
        </span>
      </>
    )),
    column('company', text('company'), (client) => client.companyName || t('clients.unknownCompany')),
    column('email', text('email'), (client) => client.email),
    column('phone', text('phone'), (client) => client.phone, 'whitespace-nowrap'),
    column('status', text('status'), (client) => <ClientStatusBadge status={client.status} />),
    column('createdAt', text('createdAt'), (client) => formatDate(client.createdAt), 'tabular-nums'),
    actionsColumn(
      text('actions'),
      recordActionsFor<Client>('clients', { canUpdate, canDelete, openForm, destroy: { ask: askDelete } }),
    ),
  ];

  return (
    <>
      <ListCounters
        placeholder="–"
        className="sm:grid-cols-2 lg:grid-cols-5 gap-3"
        counters={countersOf(t, 'clients.counters', counters, [
          ['total', Users],
          'active',
          'pending',
          ['vip', Crown],
          ['prospects', UserSearch, 'info'],
        ])}
      />

      <VipRuleCard canEdit={canDelete} onMessage={onMessage} />

      <ListSection>
        <ListToolbar>
          <ListSearch ns="clients" list={list} />
          <ListFilter ns="clients" list={list} name="status" all="allStatuses" />
          <ListFilter ns="clients" list={list} name="kind" all="allKinds" labels="kinds" />
          {canCreate ? <CreateButton label={t('clients.actions.new')} onClick={() => openForm()} /> : null}
        </ListToolbar>
        <ListBody
          query={query}
          errorKey="clients.errors.load"
          empty={{ icon: Users, title: t('clients.empty') }}
          paging={{ ns: 'clients', list }}
        >
          <DataTable rows={items} columns={columns} label={t('clients.title')} minWidth="min-w-[56rem]" />
        </ListBody>
      </ListSection>

      <RecordDialogs ns="clients" dialogs={{ form, closeForm, destroy }} onMessage={onMessage}>
        {(client, dialog) => <ClientFormDialog client={client} {...dialog} />}
      </RecordDialogs>
      {undeletable.dialog}
    </>
  );
}
