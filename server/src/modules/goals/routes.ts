import type { FastifyInstance } from 'fastify';
import { goalsApi } from '@comptoir/core/modules/goals.routes';
import { implement } from '../../platform/routes';
import { createGoal, deleteGoal, getGoal, goalPeople, listGoals, updateGoal } from './service';

/** Goals ('Objectifs', /api/goals): progress computed live from the data; the handlers of `goalsApi`. */
export function goalsRoutes(app: FastifyInstance): void {
  implement(app, goalsApi, {
    list: async ({ db, auth, query }) => listGoals(db, auth, query),
    create: {
      handler: async (c) => createGoal(c, c.body),
      confirm: { key: 'goal', message: 'goals.success.created' },
    },
    read: async ({ db, auth, params }) => getGoal(db, auth, params.id),
    update: {
      handler: async (c) => updateGoal(c, c.params.id, c.body),
      confirm: { key: 'goal', message: 'goals.success.updated' },
    },
    remove: {
      handler: async (c) => deleteGoal(c, c.params.id),
      confirm: { message: 'goals.success.deleted' },
    },
    people: async ({ db, auth }) => ({ items: await goalPeople(db, auth) }),
  });
}
