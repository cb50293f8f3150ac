import type { FastifyInstance } from 'fastify';
import { goalsApi } from '@comptoir/core/modules/goals.routes';
import { confirmed, implement } from '../../platform/routes';
import { createGoal, deleteGoal, getGoal, goalPeople, listGoals, updateGoal } from './service';

/** Goals ('Objectifs', /api/goals): progress computed live from the data; the handlers of `goalsApi`. */
export function goalsRoutes(app: FastifyInstance): void {
  const say = confirmed('goal', 'goals.success');
  implement(app, goalsApi, {
    list: async ({ db, auth, query }) => listGoals(db, auth, query),
    create: say.created(async (c) => createGoal(c, c.body)),
    read: async ({ db, auth, params }) => getGoal(db, auth, params.id),
    update: say.updated(async (c) => updateGoal(c, c.params.id, c.body)),
    remove: say.deleted(async (c) => deleteGoal(c, c.params.id)),
    people: async ({ db, auth }) => ({ items: await goalPeople(db, auth) }),
  });
}
