import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock, Crown, Pencil, Plus, Trash2, UserCheck, Users, UserSearch } from 'lucide-react';
import { CLIENT_STATUSES, type Client } from '@comptoir/core/modules/clients';
import { SEARCH_DEBOUNCE_MS } from '@comptoir/core/modules/products';
import { can } from '@comptoir/core/permissions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { PageBanner } from '@/components/ui/page-banner';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { StatCard } from '@/components/ui/stat-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDate } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import { useBanner } from '@/lib/use-banner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { errorMessage, useClientsList, useDeleteClient } from '../api';
import { ClientKindBadge, ClientStatusBadge } from '../components/badges';
import { ClientDetailView } from '../components/ClientDetailView';
import { ClientFormDialog } from '../components/ClientFormDialog';
import { CompaniesPanel } from '../components/CompaniesPanel';
import { VipRuleCard } from '../components/VipRule';
import { useClientListParams } from '../list-params';

/**
 * /clients: counters, the written VIP rule, search (name, e-mail, phone), status and type filters,
 * the list with create, edit and delete; the companies tab; with ?id= the client's detail.
 */
export function ClientsPage() {
  const { t } = useTranslation();
  const me = useSessionUser();
  const { params, apiParams, update, select, hrefFor } = useClientListParams();
  const { banner, show } = useBanner();
  const bannerNode: ReactNode = <PageBanner banner={banner} />;
  const rights = {
    canCreate: can(me, 'clients', 'create'),
    canUpdate: can(me, 'clients', 'update'),
    canDelete: can(me, 'clients', 'delete'),
  };

  if (params.id) {
    return (
      <ClientDetailView
        key={params.id}
        id={params.id}
        canUpdate={rights.canUpdate}
        canDelete={rights.canDelete}
        onBack={() => select(undefined)}
        onMessage={show}
        banner={bannerNode}
      />
    );
  }

  return (
    <div className="space-y-6">
      <title>{`${t('clients.title')} · ${t('common.appName')}`}</title>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('clients.title')}</h1>
          <p className="text-muted-foreground text-sm">{t('clients.subtitle')}</p>
        </div>
      </header>
      {bannerNode}
      <Tabs
        value={params.tab}
        onValueChange={(tab) => update({ tab: tab === 'companies' ? tab : undefined })}
      >
        <TabsList>
          <TabsTrigger value="clients">{t('clients.tabs.clients')}</TabsTrigger>
          <TabsTrigger value="companies">{t('clients.tabs.companies')}</TabsTrigger>
        </TabsList>
        <TabsContent value="clients" className="space-y-4">
          <ClientList
            params={params}
            apiParams={apiParams}
            update={update}
            onOpen={select}
            hrefFor={hrefFor}
            onMessage={show}
            {...rights}
          />
        </TabsContent>
        <TabsContent value="companies">
          <CompaniesPanel {...rights} onMessage={show} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

type ListParams = ReturnType<typeof useClientListParams>;

interface ClientListProps {
  params: ListParams['params'];
  apiParams: ListParams['apiParams'];
  update: ListParams['update'];
  onOpen: (id: string) => void;
  hrefFor: (id: string) => string;
  onMessage: (kind: 'success' | 'error', text: string) => void;
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
}

function ClientList({
  params,
  apiParams,
  update,
  onOpen,
  hrefFor,
  onMessage,
  canCreate,
  canUpdate,
  canDelete,
}: ClientListProps) {
  const { t } = useTranslation();
  const list = useClientsList(apiParams);
  const remove = useDeleteClient();
  const [form, setForm] = useState<{ client?: Client; key: number } | null>(null);
  const [deleting, setDeleting] = useState<Client | null>(null);
  const [search, setSearch] = useState(params.q);
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debounced.trim() !== params.q.trim()) update({ q: debounced.trim() || undefined });
    // Only the debounced text drives the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const data = list.data;
  const items = data?.items ?? [];
  const counters = data?.counters;
  const count = (n: number | undefined) => (n === undefined ? '–' : n);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      onMessage('success', (await remove.mutateAsync(deleting.id)).message);
    } catch (error) {
      onMessage('error', errorMessage(error, 'clients.errors.delete'));
    }
  };

  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <StatCard label={t('clients.counters.total')} value={count(counters?.total)} icon={Users} />
        <StatCard
          label={t('clients.counters.active')}
          value={count(counters?.active)}
          icon={UserCheck}
          tone="bg-success-soft text-success-soft-foreground"
        />
        <StatCard
          label={t('clients.counters.pending')}
          value={count(counters?.pending)}
          icon={Clock}
          tone="bg-warning-soft text-warning-soft-foreground"
        />
        <StatCard label={t('clients.counters.vip')} value={count(counters?.vip)} icon={Crown} />
        <StatCard
          label={t('clients.counters.prospects')}
          value={count(counters?.prospects)}
          icon={UserSearch}
          tone="bg-info-soft text-info-soft-foreground"
        />
      </div>

      <VipRuleCard canEdit={canDelete} onMessage={onMessage} />

      <section className="bg-card space-y-4 rounded-xl border p-4 shadow-sm">
        <div className="flex flex-wrap items-end gap-3">
          <label className="min-w-[16rem] flex-1 space-y-1 text-sm">
            <span className="font-medium">{t('clients.filters.search')}</span>
            <Input
              type="search"
              value={search}
              placeholder={t('clients.filters.searchPlaceholder')}
              onChange={(event) => setSearch(event.target.value)}
            />
          </label>
          <label className="space-y-1 text-sm">
            <span className="font-medium">{t('clients.filters.status')}</span>
            <Select value={params.status} onChange={(event) => update({ status: event.target.value })}>
              <option value="">{t('clients.filters.allStatuses')}</option>
              {CLIENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`clients.status.${s}`)}
                </option>
              ))}
            </Select>
          </label>
          <label className="space-y-1 text-sm">
            <span className="font-medium">{t('clients.filters.kind')}</span>
            <Select value={params.kind} onChange={(event) => update({ kind: event.target.value })}>
              <option value="">{t('clients.filters.allKinds')}</option>
              <option value="vip">{t('clients.kinds.vip')}</option>
              <option value="prospect">{t('clients.kinds.prospect')}</option>
            </Select>
          </label>
          {canCreate ? (
            <Button onClick={() => setForm({ key: Date.now() })}>
              <Plus aria-hidden="true" className="size-4" />
              {t('clients.actions.new')}
            </Button>
          ) : null}
        </div>

        {list.isError ? (
          <Alert variant="destructive">{errorMessage(list.error, 'clients.errors.load')}</Alert>
        ) : null}

        <div aria-busy={list.isFetching}>
          {list.isPending ? (
            <p className="text-muted-foreground py-12 text-center text-sm" role="status">
              {t('common.loading')}
            </p>
          ) : items.length === 0 && !list.isError ? (
            <EmptyState icon={Users} title={t('clients.empty')} />
          ) : items.length > 0 ? (
            <div className="overflow-x-auto rounded-lg border">
              <table className="w-full min-w-[56rem] text-sm" aria-label={t('clients.title')}>
                <thead className="bg-muted/60 text-muted-foreground">
                  <tr>
                    {(['name', 'company', 'email', 'phone', 'status', 'createdAt'] as const).map((c) => (
                      <th key={c} scope="col" className="px-4 py-2 text-left font-medium">
                        {t(`clients.fields.${c}`)}
                      </th>
                    ))}
                    <th scope="col" className="px-4 py-2 text-right font-medium">
                      {t('clients.fields.actions')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {items.map((client) => (
                    <tr key={client.id} className="hover:bg-muted/40">
                      <td className="px-4 py-2">
                        <a
                          href={hrefFor(client.id)}
                          className="font-medium hover:underline"
                          onClick={(event) => {
                            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
                              return;
                            event.preventDefault();
                            onOpen(client.id);
                          }}
                        >
                          {client.name}
                        </a>
                        <span className="ml-2 inline-flex">
                          <ClientKindBadge kind={client.kind} />
                        </span>
                      </td>
                      <td className="px-4 py-2">{client.companyName || t('clients.unknownCompany')}</td>
                      <td className="px-4 py-2">{client.email}</td>
                      <td className="px-4 py-2 whitespace-nowrap">{client.phone}</td>
                      <td className="px-4 py-2">
                        <ClientStatusBadge status={client.status} />
                      </td>
                      <td className="px-4 py-2 tabular-nums">{formatDate(client.createdAt)}</td>
                      <td className="px-4 py-2">
                        <div className="flex justify-end gap-1">
                          {canUpdate ? (
                            <Button
                              variant="ghost"
                              size="icon"
                              aria-label={`${t('clients.actions.edit')} ${client.name}`}
                              title={t('clients.actions.edit')}
                              onClick={() => setForm({ client, key: Date.now() })}
                            >
                              <Pencil aria-hidden="true" className="size-4" />
                            </Button>
                          ) : null}
                          {canDelete ? (
                            <Button
                              variant="ghost"
                              size="icon"
                              className="text-destructive hover:text-destructive"
                              aria-label={`${t('clients.actions.delete')} ${client.name}`}
                              title={t('clients.actions.delete')}
                              onClick={() => setDeleting(client)}
                            >
                              <Trash2 aria-hidden="true" className="size-4" />
                            </Button>
                          ) : null}
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </div>

        {data && data.total > 0 ? (
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPageChange={(page) => update({ page: String(page) })}
            labels={{
              nav: t('clients.pagination.label'),
              previous: t('clients.pagination.previous'),
              next: t('clients.pagination.next'),
              page: (page, pages) => t('clients.pagination.page', { page, pages }),
              range: (from, to, total) => t('clients.pagination.range', { from, to, total }),
            }}
          />
        ) : null}
      </section>

      {form ? (
        <ClientFormDialog
          key={form.key}
          client={form.client}
          onClose={() => setForm(null)}
          onSaved={(message) => onMessage('success', message)}
        />
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('clients.confirm.title')}
        message={t('clients.confirm.message')}
        detail={t('clients.confirm.irreversible', { name: deleting?.name ?? '' })}
        confirmLabel={t('clients.confirm.confirm')}
        cancelLabel={t('clients.actions.cancel')}
        destructive
        onConfirm={confirmDelete}
      />
    </>
  );
}
