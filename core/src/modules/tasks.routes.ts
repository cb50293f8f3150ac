/** The routes of the tasks module ('Gestion des Tâches', /api/tasks): see core/src/route.ts. */
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

/** Archiving a task or bringing it back: a change of the task (the update right), answering it. */
const archiving = (move: 'archive' | 'unarchive', summary: string) =>
  r.post(`/api/tasks/:id/${move}`, {
    action: 'update',
    summary,
    params: taskIdParams,
    response: taskResponse,
  });

export const tasksApi = {
  ...r.collection('/api/tasks', {
    params: taskIdParams,
    list: {
      summary:
        'Tasks, searched (title, description, tags, assignee), filtered (status, mine=1), sorted, paginated, with the four counters',
      query: listTasksQuery,
      response: listTasksResponse,
    },
    create: {
      summary: 'Creates a task (priority medium and status pending by default; progress follows the status)',
      body: taskBody,
      response: taskResponse,
    },
    read: { summary: 'One task', response: task },
    update: {
      summary: 'Updates some fields of a task; a new status brings its progress (0, 50, 100)',
      body: taskPatch,
      response: taskResponse,
    },
    remove: {
      summary:
        'Deletes a task: its creator (with the role to delete) or an administrator; 403 for anyone else',
    },
  }),
  archive: archiving(
    'archive',
    'Archives a task: off the board and the lists, kept in the figures (anyone who may edit it)',
  ),
  unarchive: archiving('unarchive', 'Brings an archived task back to the board and the lists'),
  assignees: r.get('/api/tasks/assignees', {
    summary: 'Active users for the assignee picker: id and name (full name, else e-mail)',
    response: assigneesResponse,
  }),
};
