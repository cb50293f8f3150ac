import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiError } from '@comptoir/core/api';
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
import { access, defineRoute } from '../../platform/http';
import { t } from '../../platform/i18n';
import { createTask, deleteTask, getTask, listAssignees, listTasks, updateTask } from './service';

const TAGS = ['tasks'];
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };
const messageResponse = z.object({ message: z.string() });

/** Tasks ('Gestion des Tâches', /api/tasks). */
export function tasksRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/tasks',
    access: access.module('tasks', 'read'),
    summary:
      'Tasks, searched (title, description, tags, assignee), filtered (status, mine=1), sorted, paginated, with the four counters',
    tags: TAGS,
    query: listTasksQuery,
    response: { 200: listTasksResponse, ...errors },
    handler: async ({ auth, query }) => listTasks(app.db, auth, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/tasks/assignees',
    access: access.module('tasks', 'read'),
    summary: 'Active users for the assignee picker: id and name (full name, else e-mail)',
    tags: TAGS,
    response: { 200: assigneesResponse, ...errors },
    handler: async () => ({ items: await listAssignees(app.db) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/tasks',
    access: access.module('tasks', 'create'),
    summary: 'Creates a task (priority medium and status pending by default; progress follows the status)',
    tags: TAGS,
    body: taskBody,
    response: { 201: taskResponse, ...errors },
    handler: async ({ request, reply, auth, body }) => {
      const created = await createTask({ db: app.db, request, auth }, body);
      reply.status(201);
      return { task: created, message: t(request, 'tasks.success.created') };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/tasks/:id',
    access: access.module('tasks', 'read'),
    summary: 'One task',
    tags: TAGS,
    params: taskIdParams,
    response: { 200: task, ...errors },
    handler: async ({ params }) => getTask(app.db, params.id),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/tasks/:id',
    access: access.module('tasks', 'update'),
    summary: 'Updates some fields of a task; a new status brings its progress (0, 50, 100)',
    tags: TAGS,
    params: taskIdParams,
    body: taskPatch,
    response: { 200: taskResponse, ...errors },
    handler: async ({ request, auth, params, body }) => {
      const updated = await updateTask({ db: app.db, request, auth }, params.id, body);
      return { task: updated, message: t(request, 'tasks.success.updated') };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/tasks/:id',
    access: access.module('tasks', 'delete'),
    summary: 'Deletes a task',
    tags: TAGS,
    params: taskIdParams,
    response: { 200: messageResponse, ...errors },
    handler: async ({ request, auth, params }) => {
      await deleteTask({ db: app.db, request, auth }, params.id);
      return { message: t(request, 'tasks.success.deleted') };
    },
  });
}
