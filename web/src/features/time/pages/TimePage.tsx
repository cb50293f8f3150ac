import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, Clock, FileSpreadsheet, FileText, Receipt } from 'lucide-react';
import { TIME_MANAGER_ROLES, formatMinutes, type TimeEntry } from '@comptoir/core/modules/time';
import {
  CreateButton,
  DataTable,
  ExportLinks,
  FilterSelect,
  ListBody,
  ListCounters,
  ListPage,
  ListSection,
  ListToolbar,
  RowActions,
  type ColumnDef,
  deleteAction,
  editAction,
  counter,
  useRecordScreen,
} from '@/components/list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageBanner } from '@/components/ui/page-banner';
import { apiErrorText } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import { exportHref, useDeleteEntry, useMemberCosts, useTimesheet } from '../api';
import { CostsPanel } from '../components/CostsPanel';
import { TimeEntryFormDialog } from '../components/TimeEntryFormDialog';
import { TimerCard } from '../components/TimerCard';
import { TimesheetTotals } from '../components/TimesheetTotals';
import { useTimeParams } from '../list-params';
import { addDays, clockTime, dayOf, mondayOf, shortDay } from '../week';
import { TONES } from '@/components/ui/stat-card';

/** 'Suivi du Temps' (/time): the timer, the week's timesheet with its totals, the team view for managers. */
export function TimePage() {
  const { t } = useTranslation();
  const me = useSessionUser();
  const { list, week, view, user } = useTimeParams();
  const manager = me.is_super_admin || (TIME_MANAGER_ROLES as readonly string[]).includes(me.role);
  const team = manager && view === 'team';
  const params = {
    from: week,
    to: addDays(week, 6),
    scope: team ? 'team' : 'mine',
    userId: team ? user || undefined : undefined,
  } as const;
  const query = useTimesheet(params);
  const members = useMemberCosts(manager);
  const remove = useDeleteEntry();
  const { banner, show, form, openForm, closeForm, destroy, canCreate, canUpdate } =
    useRecordScreen<TimeEntry>('time', remove.mutateAsync, 'time.errors.delete');
  const data = query.data;
  const items = data?.items ?? [];

  const columns: ColumnDef<TimeEntry>[] = [
    { id: 'day', header: t('time.columns.day'), cell: ({ row }) => shortDay(row.original.day) },
    ...(team
      ? [
          {
            id: 'user',
            header: t('time.columns.user'),
            cell: ({ row }) => row.original.user.name,
          } as ColumnDef<TimeEntry>,
        ]
      : []),
    { id: 'start', header: t('time.columns.start'), cell: ({ row }) => clockTime(row.original.startedAt) },
    {
      id: 'end',
      header: t('time.columns.end'),
      cell: ({ row }) =>
        row.original.endedAt ? (
          clockTime(row.original.endedAt)
        ) : (
          <Badge variant="green">{t('time.running')}</Badge>
        ),
    },
    {
      id: 'duration',
      header: t('time.columns.duration'),
      cell: ({ row }) => formatMinutes(row.original.minutes),
      meta: { className: 'tabular-nums' },
    },
    {
      id: 'link',
      header: t('time.columns.link'),
      cell: ({ row }) =>
        row.original.link
          ? `${t(`time.linkKinds.${row.original.link.kind}`)} · ${row.original.link.label}`
          : '—',
    },
    { id: 'note', header: t('time.columns.note'), cell: ({ row }) => row.original.note ?? '' },
    {
      id: 'billable',
      header: t('time.columns.billable'),
      cell: ({ row }) =>
        row.original.billable ? <Badge variant="blue">{t('time.yes')}</Badge> : t('time.no'),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{t('time.columns.actions')}</span>,
      cell: ({ row }) =>
        row.original.editable && canUpdate ? (
          <RowActions
            actions={[
              editAction(
                `${t('time.actions.edit')} ${shortDay(row.original.day)} ${clockTime(row.original.startedAt)}`,
                () => openForm(row.original),
              ),
              deleteAction(
                `${t('time.actions.delete')} ${shortDay(row.original.day)} ${clockTime(row.original.startedAt)}`,
                () => destroy.ask(row.original),
              ),
            ]}
          />
        ) : null,
    },
  ];

  const today = dayOf(new Date());
  return (
    <ListPage
      title={t('time.title')}
      subtitle={t('time.subtitle')}
      actions={
        <>
          <ExportLinks
            links={[
              {
                href: exportHref(params, 'xlsx'),
                label: t('time.actions.exportXlsx'),
                icon: FileSpreadsheet,
              },
              { href: exportHref(params, 'csv'), label: t('time.actions.exportCsv'), icon: FileText },
            ]}
          />
          {canCreate ? <CreateButton label={t('time.actions.new')} onClick={() => openForm()} /> : null}
        </>
      }
    >
      <PageBanner banner={banner} />
      <TimerCard canStart={canCreate} onMessage={show} />

      <nav
        className="flex flex-wrap items-center gap-2"
        aria-label={t('time.week.range', { from: formatDate(week), to: formatDate(addDays(week, 6)) })}
      >
        <Button
          variant="outline"
          size="icon"
          aria-label={t('time.week.previous')}
          onClick={() => list.update({ week: addDays(week, -7) })}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
        </Button>
        <Button
          variant="outline"
          onClick={() => list.update({ week: undefined })}
          disabled={week === mondayOf(today)}
        >
          {t('time.week.current')}
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={t('time.week.next')}
          onClick={() => list.update({ week: addDays(week, 7) })}
        >
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
        <h2 className="ml-2 font-medium">
          {t('time.week.range', { from: formatDate(week), to: formatDate(addDays(week, 6)) })}
        </h2>
      </nav>

      <ListCounters
        className="sm:grid-cols-2"
        counters={[
          counter(Clock, t('time.totals.week'), data ? formatMinutes(data.totals.minutes) : undefined),
          counter(
            Receipt,
            t('time.totals.billable'),
            data ? formatMinutes(data.totals.billableMinutes) : undefined,
            TONES.info,
          ),
        ]}
      />
      {data && data.totals.minutes > 0 ? (
        <TimesheetTotals totals={data.totals} monday={week} team={team} />
      ) : null}

      <ListSection>
        {manager ? (
          <ListToolbar>
            <FilterSelect
              label={t('time.views.label')}
              value={view}
              onChange={(v) => list.update({ view: v || undefined, user: undefined })}
              options={(['mine', 'team'] as const).map((v) => ({ value: v, label: t(`time.views.${v}`) }))}
            />
            {team ? (
              <FilterSelect
                label={t('time.filters.member')}
                allLabel={t('time.filters.allMembers')}
                value={user}
                onChange={(u) => list.update({ user: u || undefined })}
                options={(members.data?.items ?? []).map((m) => ({ value: m.userId, label: m.name }))}
              />
            ) : null}
          </ListToolbar>
        ) : null}
        <ListBody
          query={query}
          count={items.length}
          errorText={query.isError ? apiErrorText(query.error, 'time.errors.load') : null}
          loadingText={t('time.loading')}
          empty={{ icon: Clock, title: t('time.empty'), description: t('time.emptyHint') }}
        >
          <DataTable
            rows={items}
            columns={columns}
            getRowId={(e) => e.id}
            label={t('time.title')}
            minWidth="min-w-[52rem]"
          />
        </ListBody>
      </ListSection>

      {manager ? <CostsPanel onMessage={show} /> : null}

      {form ? (
        <TimeEntryFormDialog
          key={form.key}
          entry={form.record}
          defaultDay={week <= today && today <= addDays(week, 6) ? today : week}
          onClose={() => closeForm()}
          onSaved={(message) => show('success', message)}
        />
      ) : null}
      <ConfirmDialog
        {...destroy.dialog}
        title={t('time.delete.title')}
        message={t('time.delete.message')}
        confirmLabel={t('time.delete.confirm')}
        cancelLabel={t('time.actions.cancel')}
      />
    </ListPage>
  );
}
