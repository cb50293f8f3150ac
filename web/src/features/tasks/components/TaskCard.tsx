import { useTranslation } from 'react-i18next';
import { Archive, ArchiveRestore, CalendarDays, User } from 'lucide-react';
import { TASK_STATUSES, type Task, type TaskPriority, type TaskStatus } from '@comptoir/core/modules/tasks';
import { SelectOptions } from '@/components/form/fields';
import { RowActions, deleteAction, editAction } from '@/components/list';
import { Badge, TagList, type BadgeVariant } from '@/components/ui/badge';
import { BusyIcon, Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Select } from '@/components/ui/select';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';

const PRIORITY_VARIANT: Record<TaskPriority, BadgeVariant> = { low: 'neutral', medium: 'amber', high: 'red' };
const STATUS_VARIANT: Record<TaskStatus, BadgeVariant> = {
  pending: 'neutral',
  'in-progress': 'blue',
  completed: 'green',
};

export interface TaskCardProps {
  task: Task;
  /** Edit, change the status, archive and unarchive (the module's update right). */
  canUpdate: boolean;
  /** Delete this task (`mayDeleteTask`: its creator or an administrator). */
  canDelete: boolean;
  statusBusy: boolean;
  /** Archiving or unarchiving this task is under way. */
  archiveBusy: boolean;
  onStatusChange: (status: TaskStatus) => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Archives the task, or brings an archived one back. */
  onArchive: () => void;
}

/**
 * One task: priority, status (changeable when allowed), due date (overdue highlighted), progress.
 * An archived task (issue 30 §6) is read only: 'Désarchiver' brings it back, 'Supprimer' stays.
 */
export function TaskCard({
  task,
  canUpdate,
  canDelete,
  statusBusy,
  archiveBusy,
  onStatusChange,
  onEdit,
  onDelete,
  onArchive,
}: TaskCardProps) {
  const { t } = useTranslation();
  const headingId = `task-${task.id}-title`;
  const archived = task.archivedAt !== null;
  const editable = canUpdate && !archived;
  // Past its due date: flagged while on the board, not once put away.
  const late = task.overdue && !archived;
  /** A button's accessible name, with the task's title: 'Archiver « … »'. */
  const named = (action: 'edit' | 'archive' | 'unarchive' | 'delete') =>
    t(`tasks.card.${action}`, { title: task.title });
  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        'bg-card flex flex-col gap-3 rounded-xl border p-4 shadow-sm',
        late && 'border-destructive/60 bg-destructive-soft/30',
      )}
      data-overdue={late ? 'true' : undefined}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="leading-tight font-semibold break-words">
          {task.title}
        </h3>
        <div className="flex shrink-0 flex-wrap justify-end gap-1">
          {late ? <Badge variant="red">{t('tasks.card.overdue')}</Badge> : null}
          <Badge variant={PRIORITY_VARIANT[task.priority]}>{t(`tasks.priorities.${task.priority}`)}</Badge>
        </div>
      </div>
      <p className="text-muted-foreground line-clamp-3 text-sm break-words whitespace-pre-line">
        {task.description}
      </p>
      <dl className="grid gap-1 text-sm">
        <div className={cn('flex items-center gap-2', late && 'text-destructive font-medium')}>
          <dt className="sr-only">{t('tasks.fields.dueDate')}</dt>
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          <dd>{t('tasks.card.due', { date: formatDate(`${task.dueDate}T00:00:00`) })}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="sr-only">{t('tasks.fields.assignee')}</dt>
          <User aria-hidden="true" className="text-muted-foreground size-4 shrink-0" />
          <dd className="truncate">{task.assignee ?? t('tasks.fields.noAssignee')}</dd>
        </div>
      </dl>
      <TagList tags={task.tags} label={t('tasks.fields.tags')} />
      <div className="space-y-1">
        <div className="text-muted-foreground flex justify-between text-xs">
          <span>{t('tasks.fields.progress')}</span>
          <span className="tabular-nums">{task.progress} %</span>
        </div>
        <Progress value={task.progress} label={t('tasks.card.progress', { title: task.title })} />
      </div>
      {task.archivedAt ? (
        <p className="text-muted-foreground flex items-center gap-2 text-sm">
          <Archive aria-hidden="true" className="size-4 shrink-0" />
          {t('tasks.card.archived', { date: formatDate(task.archivedAt) })}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
        {editable ? (
          <Select
            aria-label={t('tasks.card.changeStatus', { title: task.title })}
            value={task.status}
            disabled={statusBusy}
            onChange={(event) => onStatusChange(event.target.value as TaskStatus)}
            className="w-40"
          >
            <SelectOptions
              options={TASK_STATUSES.map((s) => ({ value: s, label: t(`tasks.statuses.${s}`) }))}
            />
          </Select>
        ) : (
          <Badge variant={STATUS_VARIANT[task.status]}>{t(`tasks.statuses.${task.status}`)}</Badge>
        )}
        <div className="ml-auto flex items-center gap-1">
          {archived && canUpdate ? (
            <Button
              variant="outline"
              size="sm"
              aria-label={named('unarchive')}
              disabled={archiveBusy}
              onClick={onArchive}
            >
              <BusyIcon busy={archiveBusy} icon={ArchiveRestore} />
              {t('tasks.actions.unarchive')}
            </Button>
          ) : null}
          <RowActions
            actions={[
              editable && editAction(named('edit'), onEdit, t('tasks.actions.edit')),
              editable && {
                ...editAction(named('archive'), onArchive, t('tasks.actions.archive')),
                icon: Archive,
                disabled: archiveBusy,
              },
              canDelete && deleteAction(named('delete'), onDelete, t('tasks.actions.delete')),
            ]}
          />
        </div>
      </div>
    </li>
  );
}
