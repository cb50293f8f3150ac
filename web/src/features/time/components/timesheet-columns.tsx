/** The timesheet's columns: day, (member), start, end, duration, link, note, billable, the row's buttons. */
import { useTranslation } from 'react-i18next';
import { formatMinutes, type TimeEntry } from '@comptoir/core/modules/time';
import { RecordActions, column, type ColumnDef } from '@/components/list';
import { Badge } from '@/components/ui/badge';
import { clockTime, shortDay } from '../week';

export function useTimesheetColumns({
  team,
  canUpdate,
  onEdit,
  onDelete,
}: {
  /** The team view: a member column. */
  team: boolean;
  canUpdate: boolean;
  onEdit: (entry: TimeEntry) => void;
  onDelete: (entry: TimeEntry) => void;
}): ColumnDef<TimeEntry>[] {
  const { t } = useTranslation();
  const header = (key: string) => t(`time.columns.${key}` as never);
  return [
    column('day', header('day'), (entry) => shortDay(entry.day)),
    ...(team ? [column<TimeEntry>('user', header('user'), (entry) => entry.user.name)] : []),
    column('start', header('start'), (entry) => clockTime(entry.startedAt)),
    column('end', header('end'), (entry) =>
      entry.endedAt ? clockTime(entry.endedAt) : <Badge variant="green">{t('time.running')}</Badge>,
    ),
    column('duration', header('duration'), (entry) => formatMinutes(entry.minutes), 'tabular-nums'),
    column('link', header('link'), (entry) =>
      entry.link ? `${t(`time.linkKinds.${entry.link.kind}`)} · ${entry.link.label}` : '—',
    ),
    column('note', header('note'), (entry) => entry.note ?? ''),
    column('billable', header('billable'), (entry) =>
      entry.billable ? <Badge variant="blue">{t('time.yes')}</Badge> : t('time.no'),
    ),
    column(
      'actions',
      () => <span className="sr-only">{header('actions')}</span>,
      (entry) =>
        entry.editable && canUpdate ? (
          <RecordActions
            ns="time"
            name={`${shortDay(entry.day)} ${clockTime(entry.startedAt)}`}
            onEdit={() => onEdit(entry)}
            onDelete={() => onDelete(entry)}
          />
        ) : null,
    ),
  ];
}
