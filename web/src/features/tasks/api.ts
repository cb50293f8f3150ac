/** Server calls of the tasks module (react-query), through the routes declared in core. */
import type { TaskStatus } from '@comptoir/core/modules/tasks';
import { tasksApi } from '@comptoir/core/modules/tasks.routes';
import { call } from '@/lib/api';
import { useChange, useDeleteRecord, useGet, useListQuery, useSaveRecord, type Params } from '@/lib/queries';

export const TASKS_KEY = ['tasks'] as const;

/** A change to a task: the team's figures (tasks completed, efficiency) follow the tasks. */
const CHANGED = [TASKS_KEY, ['team']];

export const useTasksList = (params: Params) => useListQuery(TASKS_KEY, tasksApi.list, params);

/** Active users for the assignee picker. */
export const useAssignees = (enabled = true) =>
  useGet([...TASKS_KEY, 'assignees'], tasksApi.assignees, {}, { enabled, staleTime: 60_000 });

export const useSaveTask = () => useSaveRecord(tasksApi.create, tasksApi.update, CHANGED);

export const useSetTaskStatus = () =>
  useChange(
    ({ id, status }: { id: string; status: TaskStatus }) =>
      call(tasksApi.update, { params: { id }, body: { status } }),
    CHANGED,
  );

export const useDeleteTask = () => useDeleteRecord(tasksApi.remove, CHANGED);

/** Archives a task (`archived`) or brings it back to the board. */
export const useArchiveTask = () =>
  useChange(
    ({ id, archived }: { id: string; archived: boolean }) =>
      call(archived ? tasksApi.archive : tasksApi.unarchive, { params: { id } }),
    CHANGED,
  );

export { errorMessage } from '@/lib/api';
