import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Mail, MapPin, Pencil, Phone, Trash2 } from 'lucide-react';
import {
  efficiencyTone,
  type EfficiencyTone,
  type MemberStatus,
  type TeamMember,
} from '@comptoir/core/modules/team';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
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

function initials(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?'
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
          <div
            aria-hidden="true"
            className="bg-primary/10 text-primary flex size-11 items-center justify-center rounded-full font-semibold"
          >
            {initials(member.name)}
          </div>
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
        <div className="bg-muted/50 rounded-lg p-2">
          <dt className="text-muted-foreground text-xs">{t('team.card.efficiency')}</dt>
          <dd className={cn('text-lg font-semibold tabular-nums', EFFICIENCY_CLASSES[tone])} data-tone={tone}>
            {member.efficiency === null ? noValue : `${member.efficiency} %`}
          </dd>
        </div>
        <div className="bg-muted/50 rounded-lg p-2">
          <dt className="text-muted-foreground text-xs">{t('team.card.tasksCompleted')}</dt>
          <dd className="text-lg font-semibold tabular-nums">{member.tasksCompleted}</dd>
        </div>
        <div className="bg-muted/50 rounded-lg p-2">
          <dt className="text-muted-foreground text-xs">{t('team.card.avgCompletion')}</dt>
          <dd className="text-lg font-semibold tabular-nums">{avg}</dd>
        </div>
      </dl>

      <ul className="text-muted-foreground space-y-1 text-sm">
        <li className="flex items-center gap-2 truncate">
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">{t('team.fields.email')}</span>
          <span className="truncate">{member.email}</span>
        </li>
        {member.phone ? (
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">{t('team.fields.phone')}</span>
            {member.phone}
          </li>
        ) : null}
        {member.location ? (
          <li className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">{t('team.fields.location')}</span>
            {member.location}
          </li>
        ) : null}
        {member.userId ? null : <li className="text-xs italic">{t('team.card.noAccount')}</li>}
      </ul>

      {member.specialties.length > 0 ? (
        <ul className="flex flex-wrap gap-1" aria-label={t('team.fields.specialties')}>
          {member.specialties.map((s) => (
            <li key={s}>
              <Badge variant="primary">{s}</Badge>
            </li>
          ))}
        </ul>
      ) : null}

      {canUpdate || canDelete ? (
        <div className="relative z-10 mt-auto flex justify-end gap-1">
          {canUpdate ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('team.card.edit', { name: member.name })}
              title={t('team.actions.edit')}
              onClick={onEdit}
            >
              <Pencil aria-hidden="true" className="size-4" />
            </Button>
          ) : null}
          {canDelete ? (
            <Button
              variant="ghost"
              size="icon"
              className="text-destructive hover:text-destructive"
              aria-label={t('team.card.remove', { name: member.name })}
              title={t('team.actions.remove')}
              onClick={onRemove}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
