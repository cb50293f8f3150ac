import { useTranslation } from 'react-i18next';
import { CheckCircle2, Gauge, Info, Users, Wifi } from 'lucide-react';
import { LEVELS, efficiencyTone, type TeamMember, type TeamSummary } from '@comptoir/core/modules/team';
import { ListCounters, counter } from '@/components/list';
import { EFFICIENCY_CLASSES, MemberCard, type MemberCardProps } from './MemberCard';
import { TONES } from '@/components/ui/stat-card';

/** The four summary cards (computed by the server) and what their figures mean. */
export function TeamSummaryCards({ summary }: { summary: TeamSummary | undefined }) {
  const { t } = useTranslation();
  const average = summary?.averageEfficiency ?? null;
  const success = TONES.success;
  return (
    <>
      <ListCounters
        className="sm:grid-cols-2 lg:grid-cols-4"
        counters={[
          counter(Users, t('team.summary.totalMembers'), summary?.totalMembers),
          counter(
            Gauge,
            t('team.summary.averageEfficiency'),
            <span className={EFFICIENCY_CLASSES[efficiencyTone(average)]}>
              {summary ? (average === null ? t('team.card.noValue') : `${average} %`) : '…'}
            </span>,
            TONES.info,
          ),
          counter(CheckCircle2, t('team.summary.tasksCompleted'), summary?.tasksCompleted, success),
          counter(Wifi, t('team.summary.online'), summary?.online, success),
        ]}
      />
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
    </>
  );
}

/** The members grouped by level (a heading with the count each), as cards. */
export function MemberGroups({
  members,
  canUpdate,
  canDelete,
  onEdit,
  onRemove,
}: Pick<MemberCardProps, 'canUpdate' | 'canDelete'> & {
  members: readonly TeamMember[];
  onEdit: (member: TeamMember) => void;
  onRemove: (member: TeamMember) => void;
}) {
  const { t } = useTranslation();
  const groups = LEVELS.map((level) => ({ level, members: members.filter((m) => m.level === level) }));
  return (
    <div className="space-y-6">
      {groups
        .filter((group) => group.members.length > 0)
        .map((group) => (
          <section key={group.level} aria-labelledby={`level-${group.level}`} className="space-y-3">
            <h2 id={`level-${group.level}`} className="text-lg font-semibold">
              {t(`team.levels.${group.level}`)}
              <span className="text-muted-foreground ml-2 text-sm font-normal tabular-nums">
                ({group.members.length})
              </span>
            </h2>
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
              {group.members.map((member) => (
                <MemberCard
                  key={member.id}
                  member={member}
                  canUpdate={canUpdate}
                  canDelete={canDelete}
                  onEdit={() => onEdit(member)}
                  onRemove={() => onRemove(member)}
                />
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
