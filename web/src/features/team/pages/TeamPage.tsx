import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Gauge, Info, UserPlus, Users, Wifi } from 'lucide-react';
import { SEARCH_DEBOUNCE_MS } from '@comptoir/core/modules/products';
import {
  DEPARTMENTS,
  LEVELS,
  efficiencyTone,
  type Department,
  type TeamMember,
} from '@comptoir/core/modules/team';
import { can } from '@comptoir/core/permissions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { PageBanner } from '@/components/ui/page-banner';
import { StatCard } from '@/components/ui/stat-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSessionUser } from '@/lib/session';
import { useBanner } from '@/lib/use-banner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';
import { errorMessage, useRemoveMember, useTeamList } from '../api';
import { AddMemberDialog } from '../components/AddMemberDialog';
import { EFFICIENCY_CLASSES, MemberCard } from '../components/MemberCard';
import { MemberFormDialog } from '../components/MemberFormDialog';
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
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [search, setSearch] = useState(params.q);
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debounced.trim() !== params.q.trim()) update({ q: debounced.trim() || undefined });
    // Only the debounced text drives the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const canCreate = can(me, 'team', 'create');
  const canUpdate = can(me, 'team', 'update');
  const canDelete = can(me, 'team', 'delete');
  const data = list.data;
  const items = data?.items ?? [];
  const summary = data?.summary;
  const noValue = t('team.card.noValue');

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      const answer = await remove.mutateAsync(removing.id);
      show('success', answer.message);
    } catch (error) {
      show('error', errorMessage(error, 'team.errors.remove'));
    }
  };

  const groups = LEVELS.map((level) => ({ level, members: items.filter((m) => m.level === level) })).filter(
    (g) => g.members.length > 0,
  );
  const average = summary?.averageEfficiency ?? null;

  return (
    <div className="space-y-6">
      <title>{`${t('team.title')} · ${t('common.appName')}`}</title>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('team.title')}</h1>
          <p className="text-muted-foreground text-sm">{t('team.subtitle')}</p>
        </div>
        {canCreate ? (
          <div className="flex flex-wrap gap-2">
            {params.department === 'Sourcing' ? (
              <Button variant="outline" onClick={() => setForm({ key: Date.now() })}>
                <UserPlus aria-hidden="true" className="size-4" />
                {t('team.actions.newPerson')}
              </Button>
            ) : null}
            <Button onClick={() => setAdding(true)}>
              <Users aria-hidden="true" className="size-4" />
              {t('team.actions.addMember')}
            </Button>
          </div>
        ) : null}
      </header>

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
          <section className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard
              label={t('team.summary.totalMembers')}
              value={summary?.totalMembers ?? '…'}
              icon={Users}
            />
            <StatCard
              label={t('team.summary.averageEfficiency')}
              value={
                <span className={cn(EFFICIENCY_CLASSES[efficiencyTone(average)])}>
                  {summary ? (average === null ? noValue : `${average} %`) : '…'}
                </span>
              }
              icon={Gauge}
              tone="bg-info-soft text-info-soft-foreground"
            />
            <StatCard
              label={t('team.summary.tasksCompleted')}
              value={summary?.tasksCompleted ?? '…'}
              icon={CheckCircle2}
              tone="bg-success-soft text-success-soft-foreground"
            />
            <StatCard
              label={t('team.summary.online')}
              value={summary?.online ?? '…'}
              icon={Wifi}
              tone="bg-success-soft text-success-soft-foreground"
            />
          </section>

          <aside
            aria-label={t('team.definitions.title')}
            className="bg-muted/40 text-muted-foreground flex gap-3 rounded-lg border px-4 py-3 text-xs"
          >
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div className="space-y-1">
              <p className="text-foreground font-medium">{t('team.definitions.title')}</p>
              <p>{t('team.definitions.efficiency')}</p>
              <p>{t('team.definitions.tasks')}</p>
              <p>{t('team.definitions.status')}</p>
            </div>
          </aside>

          <section className="space-y-6">
            <label className="block max-w-md space-y-1 text-sm">
              <span className="font-medium">{t('team.filters.search')}</span>
              <Input
                type="search"
                value={search}
                placeholder={t('team.filters.searchPlaceholder')}
                onChange={(event) => setSearch(event.target.value)}
              />
            </label>

            {list.isError ? (
              <Alert variant="destructive">{errorMessage(list.error, 'team.errors.load')}</Alert>
            ) : null}

            <div aria-busy={list.isFetching} className="space-y-6">
              {list.isPending ? (
                <p className="text-muted-foreground py-12 text-center text-sm" role="status">
                  {t('team.states.loading')}
                </p>
              ) : groups.length === 0 && !list.isError ? (
                <EmptyState icon={Users} title={t('team.states.empty')} />
              ) : (
                groups.map((group) => (
                  <section key={group.level} aria-labelledby={`level-${group.level}`} className="space-y-3">
                    <h2 id={`level-${group.level}`} className="text-lg font-semibold">
                      {t(`team.levels.${group.level}`)}
                      <span className="text-muted-foreground ml-2 text-sm font-normal tabular-nums">
                        ({group.members.length})
                      </span>
                    </h2>
                    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                      {group.members.map((member) => (
                        <MemberCard
                          key={member.id}
                          member={member}
                          canUpdate={canUpdate}
                          canDelete={canDelete}
                          onEdit={() => setForm({ member, key: Date.now() })}
                          onRemove={() => setRemoving(member)}
                        />
                      ))}
                    </ul>
                  </section>
                ))
              )}
            </div>
          </section>
        </TabsContent>
      </Tabs>

      {adding ? (
        <AddMemberDialog onClose={() => setAdding(false)} onAdded={(text) => show('success', text)} />
      ) : null}

      {form ? (
        <MemberFormDialog
          key={form.key}
          member={form.member}
          department={params.department as Department}
          onClose={() => setForm(null)}
          onSaved={(text) => show('success', text)}
        />
      ) : null}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t('team.confirm.title')}
        message={t('team.confirm.message')}
        detail={t('team.confirm.detail', { name: removing?.name ?? '' })}
        confirmLabel={t('team.confirm.confirm')}
        cancelLabel={t('team.actions.cancel')}
        destructive
        onConfirm={confirmRemove}
      />
    </div>
  );
}
