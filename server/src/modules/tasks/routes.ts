import type { FastifyInstance } from 'fastify';
import { tasksApi } from '@comptoir/core/modules/tasks.routes';
import { implement } from '../../platform/routes';
import { createTask, deleteTask, getTask, listAssignees, listTasks, updateTask } from './service';

/** Tasks ('Gestion des Tâches', /api/tasks): the handlers of `tasksApi`. */
export function tasksRoutes(app: FastifyInstance): void {
  implement(app, tasksApi, {
    list: async ({ db, auth, query }) => listTasks(db, auth, query),
    create: {
      handler: async (c) => createTask(c, c.body),
      confirm: { key: 'task', message: 'tasks.success.created' },
    },
    assignees: async ({ db }) => ({ items: await listAssignees(db) }),
    read: async ({ db, params }) => getTask(db, params.id),
    update: {
      handler: async (c) => updateTask(c, c.params.id, c.body),
      confirm: { key: 'task', message: 'tasks.success.updated' },
    },
    remove: {
      handler: async (c) => deleteTask(c, c.params.id),
      confirm: { message: 'tasks.success.deleted' },
    },
  });
}
