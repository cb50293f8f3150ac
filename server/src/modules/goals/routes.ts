import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiError } from '@comptoir/core/api';
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
import { access, defineRoute } from '../../platform/http';
import { t } from '../../platform/i18n';
import { createGoal, deleteGoal, getGoal, goalPeople, listGoals, updateGoal } from './service';

const TAGS = ['goals'];
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };
const messageResponse = z.object({ message: z.string() });

/** Goals ('Objectifs', /api/goals): progress computed live from the data. */
export function goalsRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/goals',
    access: access.module('goals', 'read'),
    summary:
      "Goals the caller sees (managers and above: all; others: the company's, their own, their department's), filtered by scope and period (current, past, future), mine=1 for the caller's own, department and company goals; each with its value, expected value, progress and status computed now",
    tags: TAGS,
    query: listGoalsQuery,
    response: { 200: listGoalsResponse, ...errors },
    handler: async ({ auth, query }) => listGoals(app.db, auth, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/goals/people',
    access: access.module('goals', 'read'),
    summary:
      'People a personal goal may belong to (managers and above: every active user; others: themselves)',
    tags: TAGS,
    response: { 200: goalPeopleResponse, ...errors },
    handler: async ({ auth }) => ({ items: await goalPeople(app.db, auth) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/goals',
    access: access.module('goals', 'create'),
    summary:
      'Creates a goal: a personal goal for oneself, or (managers and above) anyone’s, a department’s or the company’s',
    tags: TAGS,
    body: goalBody,
    response: { 201: goalResponse, ...errors },
    handler: async ({ request, reply, auth, body }) => {
      const goal = await createGoal({ db: app.db, request, auth }, body);
      reply.status(201);
      return { goal, message: t(request, 'goals.success.created') };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/goals/:id',
    access: access.module('goals', 'read'),
    summary: 'One goal with its progress and its history per week (value, expected value, status)',
    tags: TAGS,
    params: goalIdParams,
    response: { 200: goalDetail, ...errors },
    handler: async ({ auth, params }) => getGoal(app.db, auth, params.id),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/goals/:id',
    access: access.module('goals', 'update'),
    summary: 'Changes a goal (one’s own personal goal; managers and above: any)',
    tags: TAGS,
    params: goalIdParams,
    body: goalPatch,
    response: { 200: goalResponse, ...errors },
    handler: async ({ request, auth, params, body }) => {
      const goal = await updateGoal({ db: app.db, request, auth }, params.id, body);
      return { goal, message: t(request, 'goals.success.updated') };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/goals/:id',
    access: access.module('goals', 'delete'),
    summary: 'Deletes a goal (one’s own personal goal; managers and above: any)',
    tags: TAGS,
    params: goalIdParams,
    response: { 200: messageResponse, ...errors },
    handler: async ({ request, auth, params }) => {
      await deleteGoal({ db: app.db, request, auth }, params.id);
      return { message: t(request, 'goals.success.deleted') };
    },
  });
}
