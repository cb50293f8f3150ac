import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  type TeamMember,
} from '@comptoir/core/modules/team';
import { t } from '../../platform/i18n';
import { errorResponses, moduleRoutes } from '../../platform/routes';
import { createMember, deleteMember, getMember, listCandidates, listMembers, updateMember } from './service';

const departmentLabel = (request: FastifyRequest, member: TeamMember) =>
  t(request, `team.departments.${member.department}`);

/** The team directory (/api/team-members). */
export function teamRoutes(app: FastifyInstance): void {
  const { route, collection } = moduleRoutes(app, 'team', {
    tags: ['team'],
    errors: errorResponses(400, 401, 403, 404, 409),
  });

  collection({
    url: '/api/team-members',
    params: memberIdParams,
    record: 'member',
    list: {
      summary:
        'Team members of a department (or all), searched by name or role, grouped by level, with computed figures, counts per department and the summary cards',
      query: listMembersQuery,
      response: listMembersResponse,
      handler: async ({ db, query }) => listMembers(db, query),
    },
    create: {
      summary:
        "Adds a user to a department ({ userId, department }) or a 'Nouvelle Personne' (name, email, role, …)",
      body: createMemberBody,
      response: memberResponse,
      handler: async (c) => createMember(c, c.body),
      message: ({ request, body }, member: TeamMember) =>
        t(request, body.kind === 'user' ? 'team.success.added' : 'team.success.created', {
          name: member.name,
          department: departmentLabel(request, member),
        }),
    },
    read: {
      summary: 'One team member with the computed figures',
      response: teamMember,
      handler: async ({ db, params }) => getMember(db, params.id),
    },
    update: {
      summary:
        "Updates a member's role, level, specialties, phone, location or department (name and e-mail without an account)",
      body: memberPatch,
      response: memberResponse,
      message: 'team.success.updated',
      handler: async (c) => updateMember(c, c.params.id, c.body),
    },
    remove: {
      summary: 'Removes a member from the team (their account and tasks stay)',
      message: 'team.success.removed',
      handler: async (c) => deleteMember(c, c.params.id),
    },
  });

  route('GET', '/api/team-members/candidates', {
    summary:
      "'Add Member': active users not yet in the team (by account or e-mail, any case), with their admin flags",
    query: candidatesQuery,
    response: { 200: candidatesResponse },
    handler: async ({ db, query }) => ({ items: await listCandidates(db, query.q) }),
  });
}
