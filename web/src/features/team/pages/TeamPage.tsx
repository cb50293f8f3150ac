import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserPlus, Users } from 'lucide-react';
import { DEPARTMENTS, type Department, type TeamMember } from '@comptoir/core/modules/team';
import {
  CreateButton,
  DeleteConfirm,
  ListBody,
  ListPage,
  SearchBox,
  useRecordScreen,
} from '@/components/list';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useRemoveMember, useTeamList } from '../api';
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
  const { params, apiParams, update } = useTeamParams();
  const list = useTeamList(apiParams);
  const remove = useRemoveMember();
  const { banner, show, form, openForm, closeForm, destroy, canCreate, canUpdate, canDelete } =
    useRecordScreen<TeamMember>('team', remove.mutateAsync, 'team.errors.remove');
  const [adding, setAdding] = useState(false);

  const data = list.data;
  const items = data?.items ?? [];
  const onSaved = (text: string) => show('success', text);

  return (
    <ListPage
      ns="team"
      banner={banner}
      actions={
        canCreate ? (
          <>
            {params.department === 'Sourcing' ? (
              <Button variant="outline" onClick={() => openForm()}>
                <UserPlus aria-hidden="true" className="size-4" />
                {t('team.actions.newPerson')}
              </Button>
            ) : null}
            <CreateButton icon={Users} label={t('team.actions.addMember')} onClick={() => setAdding(true)} />
          </>
        ) : null
      }
    >
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
              errorKey="team.errors.load"
              loadingText={t('team.states.loading')}
              empty={{ icon: Users, title: t('team.states.empty') }}
              framed={false}
            >
              <MemberGroups
                members={items}
                canUpdate={canUpdate}
                canDelete={canDelete}
                onEdit={openForm}
                onRemove={destroy.ask}
              />
            </ListBody>
          </section>
        </TabsContent>
      </Tabs>

      {adding ? <AddMemberDialog onClose={() => setAdding(false)} onAdded={onSaved} /> : null}
      {form ? (
        <MemberFormDialog
          key={form.key}
          member={form.record}
          department={params.department as Department}
          onClose={() => closeForm()}
          onSaved={onSaved}
        />
      ) : null}

      <DeleteConfirm
        ns="team"
        dialog={destroy.dialog}
        detail={t('team.confirm.detail', { name: destroy.target?.name ?? '' })}
      />
    </ListPage>
  );
}
