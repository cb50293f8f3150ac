import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Clock, ListChecks, ListTodo, Loader, Plus } from 'lucide-react';
import { SEARCH_DEBOUNCE_MS } from '@comptoir/core/modules/products';
import { TASK_SORTS, TASK_STATUSES, type Task, type TaskStatus } from '@comptoir/core/modules/tasks';
import { can } from '@comptoir/core/permissions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { PageBanner } from '@/components/ui/page-banner';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { StatCard } from '@/components/ui/stat-card';
import { useSessionUser } from '@/lib/session';
import { useBanner } from '@/lib/use-banner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { errorMessage, useDeleteTask, useSetTaskStatus, useTasksList } from '../api';
import { TaskCard } from '../components/TaskCard';
import { TaskFormDialog } from '../components/TaskFormDialog';
import { useTaskListParams } from '../list-params';

/** 'Gestion des Tâches' (/tasks): counters, search, status and 'mine' filters, cards, CRUD. */
export function TasksPage() {
  const { t } = useTranslation();
  const me = useSessionUser();
  const { params, apiParams, update } = useTaskListParams();
  const list = useTasksList(apiParams);
  const setStatus = useSetTaskStatus();
  const remove = useDeleteTask();
  const { banner, show } = useBanner();
  const [form, setForm] = useState<{ task?: Task; key: number } | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const [search, setSearch] = useState(params.q);
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debounced.trim() !== params.q.trim()) update({ q: debounced.trim() || undefined });
    // Only the debounced text drives the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const canCreate = can(me, 'tasks', 'create');
  const canUpdate = can(me, 'tasks', 'update');
  const canDelete = can(me, 'tasks', 'delete');
  const data = list.data;
  const items = data?.items ?? [];
  const counters = data?.counters;

  const changeStatus = async (task: Task, status: TaskStatus) => {
    try {
      const answer = await setStatus.mutateAsync({ id: task.id, status });
      show('success', answer.message);
    } catch (error) {
      show('error', errorMessage(error, 'tasks.errors.update'));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const answer = await remove.mutateAsync(deleting.id);
      show('success', answer.message);
    } catch (error) {
      show('error', errorMessage(error, 'tasks.errors.delete'));
    }
  };

  const count = (value: number | undefined) => (value === undefined ? '…' : value);

  return (
    <div className="space-y-6">
      <title>{`${t('tasks.title')} · ${t('common.appName')}`}</title>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('tasks.title')}</h1>
          <p className="text-muted-foreground text-sm">{t('tasks.subtitle')}</p>
        </div>
        {canCreate ? (
          <Button onClick={() => setForm({ key: Date.now() })}>
            <Plus aria-hidden="true" className="size-4" />
            {t('tasks.actions.new')}
          </Button>
        ) : null}
      </header>

      <PageBanner banner={banner} />

      <section className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label={t('tasks.counters.total')} value={count(counters?.total)} icon={ListTodo} />
        <StatCard
          label={t('tasks.counters.inProgress')}
          value={count(counters?.inProgress)}
          icon={Loader}
          tone="bg-info-soft text-info-soft-foreground"
        />
        <StatCard
          label={t('tasks.counters.completed')}
          value={count(counters?.completed)}
          icon={CheckCircle2}
          tone="bg-success-soft text-success-soft-foreground"
        />
        <StatCard
          label={t('tasks.counters.pending')}
          value={count(counters?.pending)}
          icon={Clock}
          tone="bg-warning-soft text-warning-soft-foreground"
        />
      </section>

      <section className="bg-card space-y-4 rounded-xl border p-4 shadow-sm">
        <div className="flex flex-wrap items-end gap-3">
          <label className="min-w-[16rem] flex-1 space-y-1 text-sm">
            <span className="font-medium">{t('tasks.filters.search')}</span>
            <Input
              type="search"
              value={search}
              placeholder={t('tasks.filters.searchPlaceholder')}
              onChange={(event) => setSearch(event.target.value)}
            />
          </label>
          <label className="space-y-1 text-sm">
            <span className="font-medium">{t('tasks.filters.status')}</span>
            <Select value={params.status} onChange={(event) => update({ status: event.target.value })}>
              <option value="">{t('tasks.filters.allStatuses')}</option>
              {TASK_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`tasks.statuses.${s}`)}
                </option>
              ))}
            </Select>
          </label>
          <label className="space-y-1 text-sm">
            <span className="font-medium">{t('tasks.filters.sort')}</span>
            <Select value={params.sort} onChange={(event) => update({ sort: event.target.value })}>
              {TASK_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`tasks.sorts.${s}`)}
                </option>
              ))}
            </Select>
          </label>
          <label className="space-y-1 text-sm">
            <span className="font-medium">{t('tasks.filters.order')}</span>
            <Select value={params.order} onChange={(event) => update({ order: event.target.value })}>
              <option value="desc">{t('tasks.filters.desc')}</option>
              <option value="asc">{t('tasks.filters.asc')}</option>
            </Select>
          </label>
          <label className="flex h-10 items-center gap-2 text-sm font-medium">
            <Checkbox
              checked={params.mine}
              onChange={(event) => update({ mine: event.target.checked ? '1' : undefined })}
            />
            {t('tasks.filters.mine')}
          </label>
        </div>

        {list.isError ? (
          <Alert variant="destructive">{errorMessage(list.error, 'tasks.errors.load')}</Alert>
        ) : null}

        <div aria-busy={list.isFetching}>
          {list.isPending ? (
            <p className="text-muted-foreground py-12 text-center text-sm" role="status">
              {t('tasks.states.loading')}
            </p>
          ) : items.length === 0 && !list.isError ? (
            <EmptyState icon={ListChecks} title={t('tasks.states.empty')} />
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={t('tasks.title')}>
              {items.map((task) => (
                <TaskCard
                  key={task.id}
                  task={task}
                  canUpdate={canUpdate}
                  canDelete={canDelete}
                  statusBusy={setStatus.isPending && setStatus.variables?.id === task.id}
                  onStatusChange={(status) => void changeStatus(task, status)}
                  onEdit={() => setForm({ task, key: Date.now() })}
                  onDelete={() => setDeleting(task)}
                />
              ))}
            </ul>
          )}
        </div>

        {data && data.total > 0 ? (
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPageChange={(page) => update({ page: String(page) })}
            labels={{
              nav: t('tasks.pagination.label'),
              previous: t('tasks.pagination.previous'),
              next: t('tasks.pagination.next'),
              page: (page, pages) => t('tasks.pagination.page', { page, pages }),
              range: (from, to, total) => t('tasks.pagination.range', { from, to, total }),
            }}
          />
        ) : null}
      </section>

      {form ? <TaskFormDialog key={form.key} task={form.task} onClose={() => setForm(null)} /> : null}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('tasks.confirm.title')}
        message={t('tasks.confirm.message')}
        detail={t('tasks.confirm.detail', { title: deleting?.title ?? '' })}
        confirmLabel={t('tasks.confirm.confirm')}
        cancelLabel={t('tasks.actions.cancel')}
        destructive
        onConfirm={confirmDelete}
      />
    </div>
  );
}
