/** Tasks shaped like the server's answers, and the signed-in tasks screen, for the tasks tests. */
import type { ListTasksResponse, Task } from '@comptoir/core/modules/tasks';
import type { Role } from '@comptoir/core/permissions';
import { json, onePage, makeUser, stubSignedIn, type ApiHandler } from '@/test/utils';

export const ASSIGNEE = '11111111-1111-4111-8111-111111111111';
/** The signed-in user of `setup` (the test session's user). */
export const ME = { id: makeUser().id, name: 'Léa Moreau' };
export const SOMEONE_ELSE = { id: '22222222-2222-4222-8222-222222222222', name: 'Hugo Bernard' };

export const task = (overrides: Partial<Task> = {}): Task => ({
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Relancer le fournisseur',
  description: 'Obtenir la date d’expédition',
  priority: 'high',
  status: 'pending',
  dueDate: '2030-06-30',
  assigneeId: ASSIGNEE,
  assignee: 'Zoé Martin',
  tags: ['fournisseur', 'urgent'],
  progress: 0,
  overdue: false,
  completedAt: null,
  archivedAt: null,
  createdBy: ME,
  isDemo: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const listOf = (items: Task[]): ListTasksResponse => ({
  ...onePage(items, 24),
  counters: {
    total: items.length,
    inProgress: items.filter((t) => t.status === 'in-progress').length,
    completed: items.filter((t) => t.status === 'completed').length,
    pending: items.filter((t) => t.status === 'pending').length,
  },
});

/** Signs in a user of `role` with the tasks module; the list answers one task unless told. */
export function setup(role: Role, handlers: Record<string, ApiHandler> = {}) {
  return stubSignedIn(
    { role, modules: ['dashboard', 'tasks'], is_super_admin: role === 'Super Admin' },
    {
      'GET /api/tasks': () => json(200, listOf([task()])),
      'GET /api/tasks/assignees': () => json(200, { items: [{ id: ASSIGNEE, name: 'Zoé Martin' }] }),
      ...handlers,
    },
  );
}
