import type { FastifyInstance } from 'fastify';
import {
  assigneesResponse,
  listTasksQuery,
  listTasksResponse,
  task,
  taskBody,
  taskIdParams,
  taskPatch,
  taskResponse,
} from '@comptoir/core/modules/tasks';
import { errorResponses, moduleRoutes } from '../../platform/routes';
import { createTask, deleteTask, getTask, listAssignees, listTasks, updateTask } from './service';

/** Tasks ('Gestion des Tâches', /api/tasks). */
export function tasksRoutes(app: FastifyInstance): void {
  const { route, collection } = moduleRoutes(app, 'tasks', {
    tags: ['tasks'],
    errors: errorResponses(400, 401, 403, 404),
  });

  collection({
    url: '/api/tasks',
    params: taskIdParams,
    record: 'task',
    list: {
      summary:
        'Tasks, searched (title, description, tags, assignee), filtered (status, mine=1), sorted, paginated, with the four counters',
      query: listTasksQuery,
      response: listTasksResponse,
      handler: async ({ db, auth, query }) => listTasks(db, auth, query),
    },
    create: {
      summary: 'Creates a task (priority medium and status pending by default; progress follows the status)',
      body: taskBody,
      response: taskResponse,
      message: 'tasks.success.created',
      handler: async (c) => createTask(c, c.body),
    },
    read: { summary: 'One task', response: task, handler: async ({ db, params }) => getTask(db, params.id) },
    update: {
      summary: 'Updates some fields of a task; a new status brings its progress (0, 50, 100)',
      body: taskPatch,
      response: taskResponse,
      message: 'tasks.success.updated',
      handler: async (c) => updateTask(c, c.params.id, c.body),
    },
    remove: {
      summary: 'Deletes a task',
      message: 'tasks.success.deleted',
      handler: async (c) => deleteTask(c, c.params.id),
    },
  });

  route('GET', '/api/tasks/assignees', {
    summary: 'Active users for the assignee picker: id and name (full name, else e-mail)',
    response: { 200: assigneesResponse },
    handler: async ({ db }) => ({ items: await listAssignees(db) }),
  });
}
