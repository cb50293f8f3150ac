import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeft, CheckCircle2, ClipboardList, Clock, Loader, Plus } from 'lucide-react';
import { DEMANDE_PRIORITIES, DEMANDE_STATUSES, type DemandeStatus } from '@comptoir/core/modules/demandes';
import { SEARCH_DEBOUNCE_MS } from '@comptoir/core/modules/products';
import { can, hasModule } from '@comptoir/core/permissions';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { StatCard } from '@/components/ui/stat-card';
import { useSessionUser } from '@/lib/session';
import { useBanner } from '@/lib/use-banner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { errorMessage, useDemandeMembers, useDemandesList } from '../api';
import { DemandeDetailView } from '../components/DemandeDetailView';
import { DemandeFormDialog } from '../components/DemandeFormDialog';
import { DemandeList } from '../components/DemandeList';
import { PageBanner } from '@/components/ui/page-banner';
import { MemberRequestDialog } from '../components/MemberRequestDialog';
import { useDemandeListParams } from '../list-params';
import { useDemandeEvents } from '../use-demande-events';

/** The member view's status filter (spec §2): all, pending, in progress, completed. */
const MEMBER_STATUSES: readonly DemandeStatus[] = ['pending', 'in-progress', 'completed'];

/**
 * /demandes: 'Gestion des Demandes' (counters, search, status and priority filters, the list,
 * 'Nouvelle Demande'), or with ?member= one team member's requests ('Demandes de …', the team
 * form), and with ?id= the request's detail. Changes made elsewhere arrive live.
 */
export function DemandesPage() {
  const { t } = useTranslation();
  const me = useSessionUser();
  useDemandeEvents();
  const { params, apiParams, update, select, hrefFor } = useDemandeListParams();
  const banner = useBanner();
  const bannerNode = (
    <PageBanner banner={banner.banner} onDismiss={banner.clear} dismissLabel={t('demandes.dismiss')} />
  );

  if (params.id) {
    return (
      <DemandeDetailView
        key={params.id}
        id={params.id}
        onBack={() => select(undefined)}
        onMessage={banner.show}
        banner={bannerNode}
      />
    );
  }
  return (
    <ListView
      params={params}
      apiParams={apiParams}
      update={update}
      onOpen={select}
      hrefFor={hrefFor}
      canCreate={can(me, 'demandes', 'create')}
      hasTeam={hasModule(me, 'team')}
      onMessage={banner.show}
      banner={bannerNode}
    />
  );
}

type ListParams = ReturnType<typeof useDemandeListParams>;

interface ListViewProps {
  params: ListParams['params'];
  apiParams: ListParams['apiParams'];
  update: ListParams['update'];
  onOpen: (id: string) => void;
  hrefFor: (id: string) => string;
  canCreate: boolean;
  hasTeam: boolean;
  onMessage: (kind: 'success' | 'error', text: string) => void;
  banner: ReactNode;
}

function ListView({
  params,
  apiParams,
  update,
  onOpen,
  hrefFor,
  canCreate,
  hasTeam,
  onMessage,
  banner,
}: ListViewProps) {
  const { t } = useTranslation();
  const list = useDemandesList(apiParams);
  const memberView = Boolean(params.member);
  const members = useDemandeMembers(memberView);
  const member = memberView ? members.data?.find((m) => m.id === params.member) : undefined;
  const unknownMember = memberView && members.isSuccess && !member;
  const [form, setForm] = useState<number | null>(null);
  const [search, setSearch] = useState(params.q);
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debounced.trim() !== params.q.trim()) update({ q: debounced.trim() || undefined });
    // Only the debounced text drives the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const data = list.data;
  const counters = data?.counters;
  const items = data?.items ?? [];
  const title = member ? t('demandes.memberTitle', { name: member.name }) : t('demandes.title');
  const statuses = memberView ? MEMBER_STATUSES : DEMANDE_STATUSES;

  const cards = {
    total: (
      <StatCard
        key="total"
        icon={ClipboardList}
        label={t('demandes.counters.total')}
        value={counters?.total ?? '—'}
      />
    ),
    pending: (
      <StatCard
        key="pending"
        icon={Clock}
        tone="bg-warning-soft text-warning-soft-foreground"
        label={t('demandes.counters.pending')}
        value={counters?.pending ?? '—'}
      />
    ),
    inProgress: (
      <StatCard
        key="inProgress"
        icon={Loader}
        tone="bg-info-soft text-info-soft-foreground"
        label={t('demandes.counters.inProgress')}
        value={counters?.inProgress ?? '—'}
      />
    ),
    completed: (
      <StatCard
        key="completed"
        icon={CheckCircle2}
        tone="bg-success-soft text-success-soft-foreground"
        label={t('demandes.counters.completed')}
        value={counters?.completed ?? '—'}
      />
    ),
  };
  // The demandes screen: total, pending, in progress, completed; the member view: total, in
  // progress, completed, pending (spec §2).
  const order = memberView
    ? (['total', 'inProgress', 'completed', 'pending'] as const)
    : (['total', 'pending', 'inProgress', 'completed'] as const);

  return (
    <div className="space-y-6">
      <title>{`${title} · ${t('common.appName')}`}</title>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          {memberView ? (
            <div className="flex flex-wrap gap-2">
              {hasTeam ? (
                <Link
                  to="/team"
                  className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-2' })}
                >
                  <ArrowLeft aria-hidden="true" className="size-4" />
                  {t('demandes.backToTeam')}
                </Link>
              ) : null}
              <Link to="/demandes" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                {t('demandes.allRequests')}
              </Link>
            </div>
          ) : null}
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          <p className="text-muted-foreground text-sm">
            {memberView ? t('demandes.memberSubtitle') : t('demandes.subtitle')}
          </p>
        </div>
        {canCreate && (!memberView || member) ? (
          <Button onClick={() => setForm(Date.now())}>
            <Plus aria-hidden="true" className="size-4" />
            {t('demandes.newRequest')}
          </Button>
        ) : null}
      </header>

      {banner}
      {unknownMember ? <Alert variant="destructive">{t('demandes.errors.unknownMember')}</Alert> : null}
      {memberView && members.isError ? (
        <Alert variant="destructive">{errorMessage(members.error, 'demandes.errors.members')}</Alert>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">{order.map((key) => cards[key])}</div>

      <section className="bg-card space-y-4 rounded-xl border p-4 shadow-sm">
        <div className="flex flex-wrap items-end gap-3">
          <label className="min-w-[16rem] flex-1 space-y-1 text-sm">
            <span className="font-medium">{t('demandes.filters.search')}</span>
            <Input
              type="search"
              value={search}
              placeholder={t('demandes.filters.searchPlaceholder')}
              onChange={(event) => setSearch(event.target.value)}
            />
          </label>
          <label className="space-y-1 text-sm">
            <span className="font-medium">{t('demandes.filters.status')}</span>
            <Select value={params.status} onChange={(event) => update({ status: event.target.value })}>
              <option value="">{t('demandes.filters.allStatuses')}</option>
              {statuses.map((s) => (
                <option key={s} value={s}>
                  {t(`demandes.status.${s}`)}
                </option>
              ))}
            </Select>
          </label>
          {memberView ? null : (
            <label className="space-y-1 text-sm">
              <span className="font-medium">{t('demandes.filters.priority')}</span>
              <Select value={params.priority} onChange={(event) => update({ priority: event.target.value })}>
                <option value="">{t('demandes.filters.allPriorities')}</option>
                {DEMANDE_PRIORITIES.map((p) => (
                  <option key={p} value={p}>
                    {t(`demandes.priority.${p}`)}
                  </option>
                ))}
              </Select>
            </label>
          )}
        </div>

        {list.isError ? (
          <Alert variant="destructive">{errorMessage(list.error, 'demandes.errors.load')}</Alert>
        ) : (
          <div aria-busy={list.isFetching}>
            <DemandeList items={items} loading={list.isPending} href={hrefFor} onOpen={onOpen} />
          </div>
        )}

        {data && data.total > 0 ? (
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPageChange={(page) => update({ page: String(page) })}
            labels={{
              nav: t('demandes.pagination.label'),
              previous: t('demandes.pagination.previous'),
              next: t('demandes.pagination.next'),
              page: (page, pages) => t('demandes.pagination.page', { page, pages }),
              range: (from, to, total) => t('demandes.pagination.range', { from, to, total }),
            }}
          />
        ) : null}
      </section>

      {form !== null && member ? (
        <MemberRequestDialog
          key={form}
          member={member}
          onClose={() => setForm(null)}
          onSaved={(text) => onMessage('success', text)}
        />
      ) : null}
      {form !== null && !memberView ? (
        <DemandeFormDialog
          key={form}
          onClose={() => setForm(null)}
          onSaved={(text) => onMessage('success', text)}
        />
      ) : null}
    </div>
  );
}
