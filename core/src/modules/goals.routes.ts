/** The routes of goals ('Objectifs', /api/goals): see core/src/route.ts. */
import { routes } from '../route';
import {
  goalBody,
  goalDetail,
  goalIdParams,
  goalPatch,
  goalPeopleResponse,
  goalResponse,
  listGoalsQuery,
  listGoalsResponse,
} from './goals';

const r = routes('goals', { tags: ['goals'], errors: [400, 401, 403, 404] });

export const goalsApi = {
  ...r.collection('/api/goals', {
    params: goalIdParams,
    list: {
      summary:
        "Goals the caller sees (managers and above: all; others: the company's, their own, their department's), filtered by scope and period (current, past, future), mine=1 for the caller's own, department and company goals; each with its value, expected value, progress and status computed now",
      query: listGoalsQuery,
      response: listGoalsResponse,
    },
    create: {
      summary:
        'Creates a goal: a personal goal for oneself, or (managers and above) anyone’s, a department’s or the company’s',
      body: goalBody,
      response: goalResponse,
    },
    read: {
      summary: 'One goal with its progress and its history per week (value, expected value, status)',
      response: goalDetail,
    },
    update: {
      summary: 'Changes a goal (one’s own personal goal; managers and above: any)',
      body: goalPatch,
      response: goalResponse,
    },
    remove: { summary: 'Deletes a goal (one’s own personal goal; managers and above: any)' },
  }),
  people: r.get('/api/goals/people', {
    summary:
      'People a personal goal may belong to (managers and above: every active user; others: themselves)',
    response: goalPeopleResponse,
  }),
};
