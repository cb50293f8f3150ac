import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiError } from '@comptoir/core/api';
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
import { access, defineRoute } from '../../platform/http';
import { t } from '../../platform/i18n';
import { createMember, deleteMember, getMember, listCandidates, listMembers, updateMember } from './service';

const TAGS = ['team'];
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const messageResponse = z.object({ message: z.string() });

const departmentLabel = (request: FastifyRequest, member: TeamMember) =>
  t(request, `team.departments.${member.department}`);

/** The team directory (/api/team-members). */
export function teamRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/team-members',
    access: access.module('team', 'read'),
    summary:
      'Team members of a department (or all), searched by name or role, grouped by level, with computed figures, counts per department and the summary cards',
    tags: TAGS,
    query: listMembersQuery,
    response: { 200: listMembersResponse, ...errors },
    handler: async ({ query }) => listMembers(app.db, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/team-members/candidates',
    access: access.module('team', 'read'),
    summary:
      "'Add Member': active users not yet in the team (by account or e-mail, any case), with their admin flags",
    tags: TAGS,
    query: candidatesQuery,
    response: { 200: candidatesResponse, ...errors },
    handler: async ({ query }) => ({ items: await listCandidates(app.db, query.q) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/team-members',
    access: access.module('team', 'create'),
    summary:
      "Adds a user to a department ({ userId, department }) or a 'Nouvelle Personne' (name, email, role, …)",
    tags: TAGS,
    body: createMemberBody,
    response: { 201: memberResponse, ...errors },
    handler: async ({ request, reply, auth, body }) => {
      const member = await createMember({ db: app.db, request, auth }, body);
      reply.status(201);
      const values = { name: member.name, department: departmentLabel(request, member) };
      return {
        member,
        message: t(request, body.kind === 'user' ? 'team.success.added' : 'team.success.created', values),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/team-members/:id',
    access: access.module('team', 'read'),
    summary: 'One team member with the computed figures',
    tags: TAGS,
    params: memberIdParams,
    response: { 200: teamMember, ...errors },
    handler: async ({ params }) => getMember(app.db, params.id),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/team-members/:id',
    access: access.module('team', 'update'),
    summary:
      "Updates a member's role, level, specialties, phone, location or department (name and e-mail without an account)",
    tags: TAGS,
    params: memberIdParams,
    body: memberPatch,
    response: { 200: memberResponse, ...errors },
    handler: async ({ request, auth, params, body }) => {
      const member = await updateMember({ db: app.db, request, auth }, params.id, body);
      return { member, message: t(request, 'team.success.updated') };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/team-members/:id',
    access: access.module('team', 'delete'),
    summary: 'Removes a member from the team (their account and tasks stay)',
    tags: TAGS,
    params: memberIdParams,
    response: { 200: messageResponse, ...errors },
    handler: async ({ request, auth, params }) => {
      await deleteMember({ db: app.db, request, auth }, params.id);
      return { message: t(request, 'team.success.removed') };
    },
  });
}
