import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserPlus, Users } from 'lucide-react';
import { DEPARTMENTS, type Department, type TeamMember } from '@comptoir/core/modules/team';
import { can } from '@comptoir/core/permissions';
import { useDestroyConfirm } from '@/components/form/FormDialog';
import { CreateButton, ListBody, ListPage, SearchBox } from '@/components/list';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageBanner } from '@/components/ui/page-banner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSessionUser } from '@/lib/session';
import { useBanner } from '@/lib/use-banner';
import { errorMessage, useRemoveMember, useTeamList } from '../api';
import { AddMemberDialog } from '../components/AddMemberDialog';
import { MemberFormDialog } from '../components/MemberFormDialog';
import { MemberGroups, TeamSummaryCards } from '../components/TeamSections';
import { useTeamParams } from '../list-params';

/**
 * Team management (/team): department tabs with counts, search by name or role, the four summary
 * cards, members grouped by level; every figure is computed by the server (definitions shown).
 */
export function TeamPage() {
  const { t } = useTranslation();
  const me = useSessionUser();
  const { params, apiParams, update } = useTeamParams();
  const list = useTeamList(apiParams);
  const remove = useRemoveMember();
  const { banner, show } = useBanner();
  const [adding, setAdding] = useState(false);
  const [form, setForm] = useState<{ member?: TeamMember; key: number } | null>(null);
  const removing = useDestroyConfirm<TeamMember>({
    run: (member) => remove.mutateAsync(member.id),
    onMessage: show,
    errorText: (error) => errorMessage(error, 'team.errors.remove'),
  });

  const data = list.data;
  const items = data?.items ?? [];
  const onSaved = (text: string) => show('success', text);

  return (
    <ListPage
      title={t('team.title')}
      subtitle={t('team.subtitle')}
      actions={
        can(me, 'team', 'create') ? (
          <>
            {params.department === 'Sourcing' ? (
              <Button variant="outline" onClick={() => setForm({ key: Date.now() })}>
                <UserPlus aria-hidden="true" className="size-4" />
                {t('team.actions.newPerson')}
              </Button>
            ) : null}
            <CreateButton icon={Users} label={t('team.actions.addMember')} onClick={() => setAdding(true)} />
          </>
        ) : null
      }
    >
      <PageBanner banner={banner} />

      <Tabs value={params.department} onValueChange={(value) => update({ department: value })}>
        <TabsList aria-label={t('team.tabs.label')}>
          {DEPARTMENTS.map((d) => (
            <TabsTrigger key={d} value={d}>
              {t(`team.departments.${d}`)}
              <span className="bg-background/70 rounded-full px-1.5 text-xs tabular-nums">
                {data ? data.counters[d] : '…'}
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={params.department} className="space-y-6 pt-2">
          <TeamSummaryCards summary={data?.summary} />
          <section className="space-y-6">
            <SearchBox
              label={t('team.filters.search')}
              placeholder={t('team.filters.searchPlaceholder')}
              value={params.q}
              onSearch={(q) => update({ q: q || undefined })}
              className="block max-w-md"
            />
            <ListBody
              query={list}
              count={items.length}
              errorText={errorMessage(list.error, 'team.errors.load')}
              loadingText={t('team.states.loading')}
              empty={{ icon: Users, title: t('team.states.empty') }}
              framed={false}
            >
              <MemberGroups
                members={items}
                canUpdate={can(me, 'team', 'update')}
                canDelete={can(me, 'team', 'delete')}
                onEdit={(member) => setForm({ member, key: Date.now() })}
                onRemove={removing.ask}
              />
            </ListBody>
          </section>
        </TabsContent>
      </Tabs>

      {adding ? <AddMemberDialog onClose={() => setAdding(false)} onAdded={onSaved} /> : null}
      {form ? (
        <MemberFormDialog
          key={form.key}
          member={form.member}
          department={params.department as Department}
          onClose={() => setForm(null)}
          onSaved={onSaved}
        />
      ) : null}

      <ConfirmDialog
        {...removing.dialog}
        title={t('team.confirm.title')}
        message={t('team.confirm.message')}
        detail={t('team.confirm.detail', { name: removing.target?.name ?? '' })}
        confirmLabel={t('team.confirm.confirm')}
        cancelLabel={t('team.actions.cancel')}
      />
    </ListPage>
  );
}
