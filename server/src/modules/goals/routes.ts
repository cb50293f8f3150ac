import type { FastifyInstance } from 'fastify';
import {
  goalBody,
  goalDetail,
  goalIdParams,
  goalPatch,
  goalPeopleResponse,
  goalResponse,
  listGoalsQuery,
  listGoalsResponse,
} from '@comptoir/core/modules/goals';
import { errorResponses, moduleRoutes } from '../../platform/routes';
import { createGoal, deleteGoal, getGoal, goalPeople, listGoals, updateGoal } from './service';

/** Goals ('Objectifs', /api/goals): progress computed live from the data. */
export function goalsRoutes(app: FastifyInstance): void {
  const { route, collection } = moduleRoutes(app, 'goals', {
    tags: ['goals'],
    errors: errorResponses(400, 401, 403, 404),
  });

  collection({
    url: '/api/goals',
    params: goalIdParams,
    record: 'goal',
    list: {
      summary:
        "Goals the caller sees (managers and above: all; others: the company's, their own, their department's), filtered by scope and period (current, past, future), mine=1 for the caller's own, department and company goals; each with its value, expected value, progress and status computed now",
      query: listGoalsQuery,
      response: listGoalsResponse,
      handler: async ({ db, auth, query }) => listGoals(db, auth, query),
    },
    create: {
      summary:
        'Creates a goal: a personal goal for oneself, or (managers and above) anyone’s, a department’s or the company’s',
      body: goalBody,
      response: goalResponse,
      message: 'goals.success.created',
      handler: async (c) => createGoal(c, c.body),
    },
    read: {
      summary: 'One goal with its progress and its history per week (value, expected value, status)',
      response: goalDetail,
      handler: async ({ db, auth, params }) => getGoal(db, auth, params.id),
    },
    update: {
      summary: 'Changes a goal (one’s own personal goal; managers and above: any)',
      body: goalPatch,
      response: goalResponse,
      message: 'goals.success.updated',
      handler: async (c) => updateGoal(c, c.params.id, c.body),
    },
    remove: {
      summary: 'Deletes a goal (one’s own personal goal; managers and above: any)',
      message: 'goals.success.deleted',
      handler: async (c) => deleteGoal(c, c.params.id),
    },
  });

  route('GET', '/api/goals/people', {
    summary:
      'People a personal goal may belong to (managers and above: every active user; others: themselves)',
    response: { 200: goalPeopleResponse },
    handler: async ({ db, auth }) => ({ items: await goalPeople(db, auth) }),
  });
}
