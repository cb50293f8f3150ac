/** The routes of the team directory (/api/team-members): see core/src/route.ts. */
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
  ...r.collection('/api/team-members', {
    params: memberIdParams,
    list: {
      summary:
        'Team members of a department (or all), searched by name or role, grouped by level, with computed figures, counts per department and the summary cards',
      query: listMembersQuery,
      response: listMembersResponse,
    },
    create: {
      summary:
        "Adds a user to a department ({ userId, department }) or a 'Nouvelle Personne' (name, email, role, …)",
      body: createMemberBody,
      response: memberResponse,
    },
    read: {
      summary: 'One team member with the computed figures',
      response: teamMember,
    },
    update: {
      summary:
        "Updates a member's role, level, specialties, phone, location or department (name and e-mail without an account)",
      body: memberPatch,
      response: memberResponse,
    },
    remove: {
      summary: 'Removes a member from the team (their account and tasks stay)',
    },
  }),
  candidates: r.get('/api/team-members/candidates', {
    summary:
      "'Add Member': active users not yet in the team (by account or e-mail, any case), with their admin flags",
    query: candidatesQuery,
    response: candidatesResponse,
  }),
};
