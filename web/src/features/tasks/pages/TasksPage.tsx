import { useTranslation } from 'react-i18next';
import { Archive, ListChecks, ListTodo } from 'lucide-react';
import { TASK_SORTS, mayDeleteTask, type Task, type TaskStatus } from '@comptoir/core/modules/tasks';
import {
  DeleteConfirm,
  ListFilter,
  ListBody,
  ListCounters,
  ListPage,
  ListSearch,
  ListSection,
  ListSort,
  ListToolbar,
  countersOf,
} from '@/components/list';
import { useRecordDialogs } from '@/components/form/FormDialog';
import { Checkbox } from '@/components/ui/checkbox';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { reportOutcome, type OnMessage } from '@/lib/api';
import { useModuleRights, useSessionUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useBanner } from '@/lib/use-banner';
import { useArchiveTask, useDeleteTask, useSetTaskStatus, useTasksList } from '../api';
import { TaskCard } from '../components/TaskCard';
import { TaskFormDialog } from '../components/TaskFormDialog';
import { useTaskListParams } from '../list-params';

/**
 * 'Gestion des Tâches' (/tasks): counters, search, status and 'mine' filters, cards, CRUD; the
 * 'Archivées' tab lists the archived tasks (issue 30 §6).
 */
export function TasksPage() {
  const { t } = useTranslation();
  const list = useTaskListParams();
  const query = useTasksList(list.query);
  const setStatus = useSetTaskStatus();
  const archive = useArchiveTask();
  const remove = useDeleteTask();
  const me = useSessionUser();
  const { canCreate, canUpdate } = useModuleRights('tasks');
  const { banner, show } = useBanner();
  // Deleting and archiving take the card off the list: their success is a toast, a failure the banner.
  const said: OnMessage = (kind, text) => (kind === 'success' ? void toast.success(text) : show(kind, text));
  const { form, openForm, closeForm, destroy } = useRecordDialogs<Task>(
    (task) => remove.mutateAsync(task.id),
    said,
    'tasks.errors.delete',
  );
  const archivedView = list.filters.archived === '1';
  const tab = archivedView ? 'archived' : 'active';

  const data = query.data;
  const items = data?.items ?? [];
  const counters = data?.counters;

  const changeStatus = async (task: Task, status: TaskStatus) => {
    await reportOutcome(() => setStatus.mutateAsync({ id: task.id, status }), show, 'tasks.errors.update');
  };
  const toggleArchived = async (task: Task) => {
    const archived = task.archivedAt === null;
    const failed = archived ? 'tasks.errors.archive' : 'tasks.errors.unarchive';
    await reportOutcome(() => archive.mutateAsync({ id: task.id, archived }), said, failed);
  };

  return (
    <ListPage ns="tasks" onCreate={canCreate && (() => openForm())} banner={banner}>
      <Tabs
        value={tab}
        onValueChange={(value) => list.update({ archived: value === 'archived' ? '1' : undefined })}
        className="space-y-6"
      >
        <TabsList aria-label={t('tasks.tabs.label')}>
          <TabsTrigger value="active">{t('tasks.tabs.active')}</TabsTrigger>
          <TabsTrigger value="archived">
            <Archive aria-hidden="true" className="size-4" />
            {t('tasks.tabs.archived')}
          </TabsTrigger>
        </TabsList>
        {/* One panel, the tab's: the same counters and list, over the tasks of that tab. */}
        <TabsContent value={tab} className="space-y-6">
          <ListCounters
            className="sm:grid-cols-2 lg:grid-cols-4"
            counters={countersOf(t, 'tasks.counters', counters, [
              ['total', ListTodo],
              'inProgress',
              'completed',
              'pending',
            ])}
          />

          <ListSection>
            <ListToolbar>
              <ListSearch ns="tasks" list={list} />
              <ListFilter ns="tasks" list={list} name="status" all="allStatuses" labels="statuses" />
              <ListSort ns="tasks" list={list} sorts={TASK_SORTS} />
              <label className="flex h-10 items-center gap-2 text-sm font-medium">
                <Checkbox
                  checked={list.filters.mine === '1'}
                  onChange={(event) => list.update({ mine: event.target.checked ? '1' : undefined })}
                />
                {t('tasks.filters.mine')}
              </label>
            </ListToolbar>

            <ListBody
              query={query}
              framed={false}
              errorKey="tasks.errors.load"
              loadingText={t('tasks.states.loading')}
              empty={{
                icon: archivedView ? Archive : ListChecks,
                title: t(archivedView ? 'tasks.states.emptyArchived' : 'tasks.states.empty'),
              }}
              paging={{ ns: 'tasks', list }}
            >
              <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={t('tasks.title')}>
                {items.map((task) => (
                  <TaskCard
                    key={task.id}
                    task={task}
                    canUpdate={canUpdate}
                    canDelete={mayDeleteTask(me, task.createdBy?.id ?? null)}
                    statusBusy={setStatus.isPending && setStatus.variables?.id === task.id}
                    archiveBusy={archive.isPending && archive.variables?.id === task.id}
                    onStatusChange={(status) => void changeStatus(task, status)}
                    onEdit={() => openForm(task)}
                    onDelete={() => destroy.ask(task)}
                    onArchive={() => void toggleArchived(task)}
                  />
                ))}
              </ul>
            </ListBody>
          </ListSection>
        </TabsContent>
      </Tabs>

      {form ? <TaskFormDialog key={form.key} task={form.record} onClose={() => closeForm()} /> : null}

      <DeleteConfirm
        ns="tasks"
        dialog={destroy.dialog}
        detail={t('tasks.confirm.detail', { title: destroy.target?.title ?? '' })}
      />
    </ListPage>
  );
}
