/** The routes of the tasks module ('Gestion des Tâches', /api/tasks): see core/src/route.ts. */
import { messageResponse } from '../api';
import { routes } from '../route';
import {
  assigneesResponse,
  listTasksQuery,
  listTasksResponse,
  task,
  taskBody,
  taskIdParams,
  taskPatch,
  taskResponse,
} from './tasks';

const r = routes('tasks', { tags: ['tasks'], errors: [400, 401, 403, 404] });

export const tasksApi = {
  list: r.get('/api/tasks', {
    summary:
      'Tasks, searched (title, description, tags, assignee), filtered (status, mine=1), sorted, paginated, with the four counters',
    query: listTasksQuery,
    response: listTasksResponse,
  }),
  create: r.post('/api/tasks', {
    summary: 'Creates a task (priority medium and status pending by default; progress follows the status)',
    body: taskBody,
    response: taskResponse,
    status: 201,
  }),
  assignees: r.get('/api/tasks/assignees', {
    summary: 'Active users for the assignee picker: id and name (full name, else e-mail)',
    response: assigneesResponse,
  }),
  read: r.get('/api/tasks/:id', { summary: 'One task', params: taskIdParams, response: task }),
  update: r.patch('/api/tasks/:id', {
    summary: 'Updates some fields of a task; a new status brings its progress (0, 50, 100)',
    params: taskIdParams,
    body: taskPatch,
    response: taskResponse,
  }),
  remove: r.delete('/api/tasks/:id', {
    summary: 'Deletes a task',
    params: taskIdParams,
    response: messageResponse,
  }),
};
