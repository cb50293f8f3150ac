import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeft, ClipboardList } from 'lucide-react';
import { DEMANDE_PRIORITIES, DEMANDE_STATUSES, type DemandeStatus } from '@comptoir/core/modules/demandes';
import {
  CreateButton,
  FilterSelect,
  ListBody,
  ListCounters,
  ListPage,
  ListPagination,
  ListSection,
  ListToolbar,
  SearchBox,
  countersOf,
} from '@/components/list';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { errorMessage, useDemandeMembers, useDemandesList } from '../api';
import type { useDemandeListParams } from '../list-params';
import { DemandeFormDialog } from './DemandeFormDialog';
import { DemandeList } from './DemandeList';
import { MemberRequestDialog } from './MemberRequestDialog';
import type { OnMessage } from '@/lib/api';

/** The member view's status filter (spec §2): all, pending, in progress, completed. */
const MEMBER_STATUSES: readonly DemandeStatus[] = ['pending', 'in-progress', 'completed'];

export interface DemandesListViewProps {
  /** The list's state in the URL. */
  list: ReturnType<typeof useDemandeListParams>;
  canCreate: boolean;
  hasTeam: boolean;
  onMessage: OnMessage;
  banner: ReactNode;
}

/**
 * 'Gestion des Demandes' (counters, search, status and priority filters, the requests,
 * 'Nouvelle Demande'), or with `member` one team member's requests ('Demandes de …', the team form).
 */
export function DemandesListView({
  list: state,
  canCreate,
  hasTeam,
  onMessage,
  banner,
}: DemandesListViewProps) {
  const { t } = useTranslation();
  const { params, update } = state;
  const list = useDemandesList(state.apiParams);
  const memberView = Boolean(params.member);
  const members = useDemandeMembers(memberView);
  const member = memberView ? members.data?.find((m) => m.id === params.member) : undefined;
  const unknownMember = memberView && members.isSuccess && !member;
  const [form, setForm] = useState<number | null>(null);

  const data = list.data;
  const items = data?.items ?? [];
  const title = member ? t('demandes.memberTitle', { name: member.name }) : t('demandes.title');
  // The member view filters by status only, on its own statuses.
  const filters = [
    {
      name: 'status',
      values: memberView ? MEMBER_STATUSES : DEMANDE_STATUSES,
      all: 'demandes.filters.allStatuses',
    },
    ...(memberView
      ? []
      : [{ name: 'priority', values: DEMANDE_PRIORITIES, all: 'demandes.filters.allPriorities' } as const]),
  ] as const;
  const onSaved = (text: string) => onMessage('success', text);

  return (
    <ListPage
      title={title}
      subtitle={memberView ? t('demandes.memberSubtitle') : t('demandes.subtitle')}
      nav={memberView ? <MemberViewLinks hasTeam={hasTeam} /> : null}
      actions={
        canCreate && (!memberView || member) ? (
          <CreateButton label={t('demandes.newRequest')} onClick={() => setForm(Date.now())} />
        ) : null
      }
    >
      {banner}
      {unknownMember ? <Alert variant="destructive">{t('demandes.errors.unknownMember')}</Alert> : null}
      {memberView && members.isError ? (
        <Alert variant="destructive">{errorMessage(members.error, 'demandes.errors.members')}</Alert>
      ) : null}

      <DemandeCounters counters={data?.counters} memberView={memberView} />

      <ListSection>
        <ListToolbar>
          <SearchBox
            label={t('demandes.filters.search')}
            placeholder={t('demandes.filters.searchPlaceholder')}
            value={params.q}
            onSearch={(q) => update({ q: q || undefined })}
          />
          {filters.map(({ name, values, all }) => (
            <FilterSelect<string>
              key={name}
              label={t(`demandes.filters.${name}`)}
              allLabel={t(all)}
              value={params[name]}
              onChange={(value) => update({ [name]: value })}
              options={values.map((value) => ({ value, label: t(`demandes.${name}.${value}` as never) }))}
            />
          ))}
        </ListToolbar>
        <ListBody
          query={list}
          errorKey="demandes.errors.load"
          loadingText={t('demandes.list.loading')}
          empty={{ icon: ClipboardList, title: t('demandes.empty') }}
          framed={false}
        >
          <DemandeList items={items} href={state.hrefFor} onOpen={state.select} />
        </ListBody>
        <ListPagination ns="demandes" data={data} onPageChange={(page) => update({ page: String(page) })} />
      </ListSection>

      {form !== null && member ? (
        <MemberRequestDialog key={form} member={member} onClose={() => setForm(null)} onSaved={onSaved} />
      ) : null}
      {form !== null && !memberView ? (
        <DemandeFormDialog key={form} onClose={() => setForm(null)} onSaved={onSaved} />
      ) : null}
    </ListPage>
  );
}

/** Over the member view's title: back to the team, all the requests. */
function MemberViewLinks({ hasTeam }: { hasTeam: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      {hasTeam ? (
        <Link to="/team" className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-2' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('demandes.backToTeam')}
        </Link>
      ) : null}
      <Link to="/demandes" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
        {t('demandes.allRequests')}
      </Link>
    </div>
  );
}

/**
 * The counters: the demandes screen shows total, pending, in progress, completed; the member
 * view total, in progress, completed, pending (spec §2).
 */
function DemandeCounters({
  counters,
  memberView,
}: {
  counters: { total: number; pending: number; inProgress: number; completed: number } | undefined;
  memberView: boolean;
}) {
  const { t } = useTranslation();
  const statuses = memberView
    ? (['inProgress', 'completed', 'pending'] as const)
    : (['pending', 'inProgress', 'completed'] as const);
  const cards = countersOf(t, 'demandes.counters', counters, [['total', ClipboardList], ...statuses]);
  return <ListCounters counters={cards} placeholder="—" />;
}
