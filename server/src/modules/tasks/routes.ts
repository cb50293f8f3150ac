import type { FastifyInstance } from 'fastify';
import { tasksApi } from '@comptoir/core/modules/tasks.routes';
import { confirmed, implement } from '../../platform/routes';
import {
  createTask,
  deleteTask,
  getTask,
  listAssignees,
  listTasks,
  setTaskArchived,
  updateTask,
} from './service';

/** Tasks ('Gestion des Tâches', /api/tasks): the handlers of `tasksApi`. */
export function tasksRoutes(app: FastifyInstance): void {
  const say = confirmed('task', 'tasks.success');
  // An archiving is a change of the task, said 'Tâche archivée…' or 'Tâche désarchivée…'.
  const archived = confirmed('task', 'tasks.success', { updated: 'archived' });
  const unarchived = confirmed('task', 'tasks.success', { updated: 'unarchived' });
  implement(app, tasksApi, {
    list: async ({ db, auth, query }) => listTasks(db, auth, query),
    create: say.created(async (c) => createTask(c, c.body)),
    assignees: async ({ db }) => ({ items: await listAssignees(db) }),
    read: async ({ db, params }) => getTask(db, params.id),
    update: say.updated(async (c) => updateTask(c, c.params.id, c.body)),
    remove: say.deleted(async (c) => deleteTask(c, c.params.id)),
    archive: archived.updated(async (c) => setTaskArchived(c, c.params.id, true)),
    unarchive: unarchived.updated(async (c) => setTaskArchived(c, c.params.id, false)),
  });
}
