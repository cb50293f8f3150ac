/** The routes of the team directory (/api/team-members): see core/src/route.ts. */
import { messageResponse } from '../api';
import { routes } from '../route';
import {
  candidatesQuery,
  candidatesResponse,
  createMemberBody,
  listMembersQuery,
  listMembersResponse,
  memberIdParams,
  memberPatch,
  memberResponse,
  teamMember,
} from './team';

const r = routes('team', { tags: ['team'], errors: [400, 401, 403, 404, 409] });

export const teamApi = {
  list: r.get('/api/team-members', {
    summary:
      'Team members of a department (or all), searched by name or role, grouped by level, with computed figures, counts per department and the summary cards',
    query: listMembersQuery,
    response: listMembersResponse,
  }),
  create: r.post('/api/team-members', {
    summary:
      "Adds a user to a department ({ userId, department }) or a 'Nouvelle Personne' (name, email, role, …)",
    body: createMemberBody,
    response: memberResponse,
    status: 201,
  }),
  read: r.get('/api/team-members/:id', {
    summary: 'One team member with the computed figures',
    params: memberIdParams,
    response: teamMember,
  }),
  update: r.patch('/api/team-members/:id', {
    summary:
      "Updates a member's role, level, specialties, phone, location or department (name and e-mail without an account)",
    params: memberIdParams,
    body: memberPatch,
    response: memberResponse,
  }),
  remove: r.delete('/api/team-members/:id', {
    summary: 'Removes a member from the team (their account and tasks stay)',
    params: memberIdParams,
    response: messageResponse,
  }),
  candidates: r.get('/api/team-members/candidates', {
    summary:
      "'Add Member': active users not yet in the team (by account or e-mail, any case), with their admin flags",
    query: candidatesQuery,
    response: candidatesResponse,
  }),
};
