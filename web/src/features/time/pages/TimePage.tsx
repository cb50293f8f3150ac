import { useTranslation } from 'react-i18next';
import { Clock, FileSpreadsheet, FileText, Receipt } from 'lucide-react';
import { TIME_MANAGER_ROLES, formatMinutes, type TimeEntry } from '@comptoir/core/modules/time';
import {
  DataTable,
  ExportLinks,
  FilterSelect,
  ListBody,
  ListCounters,
  ListPage,
  ListSection,
  ListToolbar,
  counter,
  useRecordScreen,
} from '@/components/list';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSessionUser } from '@/lib/session';
import { exportHref, useDeleteEntry, useMemberCosts, useTimesheet } from '../api';
import { CostsPanel } from '../components/CostsPanel';
import { TimeEntryFormDialog } from '../components/TimeEntryFormDialog';
import { TimerCard } from '../components/TimerCard';
import { TimesheetTotals } from '../components/TimesheetTotals';
import { useTimesheetColumns } from '../components/timesheet-columns';
import { WeekNav } from '../components/WeekNav';
import { useTimeParams } from '../list-params';
import { companyToday } from '@/lib/company-day';
import { addDays } from '../week';
import { TONES } from '@/components/ui/stat-card';
import { FormSlot } from '@/components/form/FormDialog';

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

  const columns = useTimesheetColumns({ team, canUpdate, onEdit: openForm, onDelete: destroy.ask });

  const today = companyToday();
  return (
    <ListPage
      ns="time"
      banner={banner}
      actions={
        <ExportLinks
          links={[
            { href: exportHref(params, 'xlsx'), label: t('time.actions.exportXlsx'), icon: FileSpreadsheet },
            { href: exportHref(params, 'csv'), label: t('time.actions.exportCsv'), icon: FileText },
          ]}
        />
      }
      onCreate={canCreate && (() => openForm())}
    >
      <TimerCard canStart={canCreate} onMessage={show} />

      <WeekNav week={week} onWeek={(monday) => list.update({ week: monday })} />

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
          errorKey="time.errors.load"
          loadingText={t('time.loading')}
          empty={{ icon: Clock, title: t('time.empty'), description: t('time.emptyHint') }}
        >
          <DataTable rows={items} columns={columns} label={t('time.title')} minWidth="min-w-[52rem]" />
        </ListBody>
      </ListSection>

      {manager ? <CostsPanel onMessage={show} /> : null}

      <FormSlot form={form} onClose={closeForm} onMessage={show}>
        {(entry, dialog) => (
          <TimeEntryFormDialog
            entry={entry}
            defaultDay={week <= today && today <= addDays(week, 6) ? today : week}
            {...dialog}
          />
        )}
      </FormSlot>
      <ConfirmDialog {...destroy.dialog} texts="time.delete" />
    </ListPage>
  );
}
