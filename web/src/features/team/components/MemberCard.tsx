import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Mail, MapPin, Phone } from 'lucide-react';
import {
  efficiencyTone,
  type EfficiencyTone,
  type MemberStatus,
  type TeamMember,
} from '@comptoir/core/modules/team';
import { IconLine } from '@/components/detail/DetailLayout';
import { RowActions, deleteAction, editAction } from '@/components/list';
import { Avatar } from '@/components/ui/avatar';
import { Badge, TagList, type BadgeVariant } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';

/** Spec §9: 90+ green, 80+ blue, 70+ yellow, below red. */
export const EFFICIENCY_CLASSES: Record<EfficiencyTone, string> = {
  green: 'text-success-soft-foreground',
  blue: 'text-info-soft-foreground',
  yellow: 'text-warning-soft-foreground',
  red: 'text-destructive',
  none: 'text-muted-foreground',
};

const STATUS_BADGE: Record<MemberStatus, BadgeVariant> = {
  online: 'green',
  away: 'amber',
  offline: 'neutral',
};
const STATUS_DOT: Record<MemberStatus, string> = {
  online: 'bg-success-soft-foreground',
  away: 'bg-warning-soft-foreground',
  offline: 'bg-muted-foreground/50',
};

/** One of the card's figures: its label over the value. */
function Figure({
  label,
  value,
  className,
  tone,
}: {
  label: string;
  value: ReactNode;
  className?: string;
  tone?: EfficiencyTone;
}) {
  return (
    <div className="bg-muted/50 rounded-lg p-2">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className={cn('text-lg font-semibold tabular-nums', className)} data-tone={tone}>
        {value}
      </dd>
    </div>
  );
}

/** The link every member card opens: that member's requests (the demandes view). */
export const memberRequestsPath = (member: TeamMember) => `/demandes?member=${member.id}`;

export interface MemberCardProps {
  member: TeamMember;
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onRemove: () => void;
}

/** A member: name (opens their requests), role, status, computed figures, contact, specialties. */
export function MemberCard({ member, canUpdate, canDelete, onEdit, onRemove }: MemberCardProps) {
  const { t } = useTranslation();
  const tone = efficiencyTone(member.efficiency);
  const noValue = t('team.card.noValue');
  const avg =
    member.avgCompletionHours === null
      ? noValue
      : member.avgCompletionHours >= 48
        ? t('team.card.days', { count: Math.round(member.avgCompletionHours / 24) })
        : t('team.card.hours', { count: Math.round(member.avgCompletionHours) });
  const statusLabel = t(`team.statuses.${member.status}`);

  return (
    <li className="bg-card hover:border-primary/40 relative flex flex-col gap-3 rounded-xl border p-4 shadow-sm transition-colors">
      <div className="flex items-start gap-3">
        <div className="relative shrink-0">
          <Avatar name={member.name} className="bg-primary/10 size-11 text-base" />
          <span
            aria-hidden="true"
            className={cn(
              'ring-card absolute right-0 bottom-0 size-3 rounded-full ring-2',
              STATUS_DOT[member.status],
            )}
          />
        </div>
        <div className="min-w-0 flex-1">
          <h3 className="leading-tight font-semibold">
            <Link
              to={memberRequestsPath(member)}
              title={t('team.card.openRequests', { name: member.name })}
              className="focus-visible:ring-ring rounded-sm after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:ring-2 focus-visible:outline-none"
            >
              {member.name}
            </Link>
          </h3>
          <p className="text-muted-foreground truncate text-sm">{member.role || noValue}</p>
        </div>
        <Badge
          variant={STATUS_BADGE[member.status]}
          title={
            member.lastSeenAt
              ? t('team.card.lastSeen', { date: formatDateTime(member.lastSeenAt) })
              : undefined
          }
        >
          {statusLabel}
        </Badge>
      </div>

      <dl className="grid grid-cols-3 gap-2 text-center">
        <Figure
          label={t('team.card.efficiency')}
          className={EFFICIENCY_CLASSES[tone]}
          tone={tone}
          value={member.efficiency === null ? noValue : `${member.efficiency} %`}
        />
        <Figure label={t('team.card.tasksCompleted')} value={member.tasksCompleted} />
        <Figure label={t('team.card.avgCompletion')} value={avg} />
      </dl>

      <ul className="text-muted-foreground space-y-1 text-sm">
        <IconLine icon={Mail} label={t('team.fields.email')} className="truncate">
          <span className="truncate">{member.email}</span>
        </IconLine>
        {member.phone ? (
          <IconLine icon={Phone} label={t('team.fields.phone')}>
            {member.phone}
          </IconLine>
        ) : null}
        {member.location ? (
          <IconLine icon={MapPin} label={t('team.fields.location')}>
            {member.location}
          </IconLine>
        ) : null}
        {member.userId ? null : <li className="text-xs italic">{t('team.card.noAccount')}</li>}
      </ul>

      <TagList tags={member.specialties} label={t('team.fields.specialties')} />

      {canUpdate || canDelete ? (
        <RowActions
          className="relative z-10 mt-auto"
          actions={[
            canUpdate &&
              editAction(t('team.card.edit', { name: member.name }), onEdit, t('team.actions.edit')),
            canDelete &&
              deleteAction(t('team.card.remove', { name: member.name }), onRemove, t('team.actions.remove')),
          ]}
        />
      ) : null}
    </li>
  );
}
