import { useTranslation } from 'react-i18next';
import { AVATARS_SHOWN, type MemberRef } from '@comptoir/core/modules/demandes';
import { cn } from '@/lib/utils';
import { Avatar } from '@/components/ui/avatar';

const AVATAR =
  'ring-card flex size-8 items-center justify-center rounded-full text-xs font-semibold ring-2 select-none';

/** The assignees' initials: the first AVATARS_SHOWN, then '+N' for the others. */
export function AssigneeAvatars({
  assignees,
  className,
}: {
  assignees: readonly Pick<MemberRef, 'id' | 'name'>[];
  className?: string;
}) {
  const { t } = useTranslation();
  if (assignees.length === 0) {
    return <span className="text-muted-foreground text-xs">{t('demandes.list.unassigned')}</span>;
  }
  const shown = assignees.slice(0, AVATARS_SHOWN);
  const more = assignees.length - shown.length;
  const names = assignees.map((a) => a.name).join(', ');
  return (
    <div
      role="img"
      aria-label={t('demandes.list.assignees', { names })}
      title={names}
      className={cn('flex -space-x-2', className)}
    >
      {shown.map((member) => (
        <Avatar
          key={member.id}
          name={member.name}
          className={cn(AVATAR, 'bg-info-soft text-info-soft-foreground')}
        />
      ))}
      {more > 0 ? (
        <span aria-hidden="true" className={cn(AVATAR, 'bg-muted text-muted-foreground')}>
          {t('demandes.list.moreAssignees', { count: more })}
        </span>
      ) : null}
    </div>
  );
}
