import { useTranslation } from 'react-i18next';
import { ListChecks, ListTodo } from 'lucide-react';
import { TASK_SORTS, type Task, type TaskStatus } from '@comptoir/core/modules/tasks';
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
  useRecordScreen,
} from '@/components/list';
import { Checkbox } from '@/components/ui/checkbox';
import { useDeleteTask, useSetTaskStatus, useTasksList } from '../api';
import { TaskCard } from '../components/TaskCard';
import { TaskFormDialog } from '../components/TaskFormDialog';
import { useTaskListParams } from '../list-params';
import { reportOutcome } from '@/lib/api';

/** 'Gestion des Tâches' (/tasks): counters, search, status and 'mine' filters, cards, CRUD. */
export function TasksPage() {
  const { t } = useTranslation();
  const list = useTaskListParams();
  const query = useTasksList(list.query);
  const setStatus = useSetTaskStatus();
  const remove = useDeleteTask();
  const { banner, show, form, openForm, closeForm, destroy, canCreate, canUpdate, canDelete } =
    useRecordScreen<Task>('tasks', remove.mutateAsync, 'tasks.errors.delete');

  const data = query.data;
  const items = data?.items ?? [];
  const counters = data?.counters;

  const changeStatus = async (task: Task, status: TaskStatus) => {
    await reportOutcome(() => setStatus.mutateAsync({ id: task.id, status }), show, 'tasks.errors.update');
  };

  return (
    <ListPage ns="tasks" onCreate={canCreate && (() => openForm())} banner={banner}>
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
          empty={{ icon: ListChecks, title: t('tasks.states.empty') }}
          paging={{ ns: 'tasks', list }}
        >
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={t('tasks.title')}>
            {items.map((task) => (
              <TaskCard
                key={task.id}
                task={task}
                canUpdate={canUpdate}
                canDelete={canDelete}
                statusBusy={setStatus.isPending && setStatus.variables?.id === task.id}
                onStatusChange={(status) => void changeStatus(task, status)}
                onEdit={() => openForm(task)}
                onDelete={() => destroy.ask(task)}
              />
            ))}
          </ul>
        </ListBody>
      </ListSection>

      {form ? <TaskFormDialog key={form.key} task={form.record} onClose={() => closeForm()} /> : null}

      <DeleteConfirm
        ns="tasks"
        dialog={destroy.dialog}
        detail={t('tasks.confirm.detail', { title: destroy.target?.title ?? '' })}
      />
    </ListPage>
  );
}
