import type { FastifyInstance, FastifyRequest } from 'fastify';
import { teamApi } from '@comptoir/core/modules/team.routes';
import type { TeamMember } from '@comptoir/core/modules/team';
import { t } from '../../platform/i18n';
import { implement } from '../../platform/routes';
import { createMember, deleteMember, getMember, listCandidates, listMembers, updateMember } from './service';

const departmentLabel = (request: FastifyRequest, member: TeamMember) =>
  t(request, `team.departments.${member.department}`);

/** The team directory (/api/team-members): the handlers of `teamApi`. */
export function teamRoutes(app: FastifyInstance): void {
  implement(app, teamApi, {
    list: async ({ db, query }) => listMembers(db, query),
    create: {
      handler: async (c) => createMember(c, c.body),
      confirm: {
        key: 'member',
        message: ({ request, body }, member: TeamMember) =>
          t(request, body.kind === 'user' ? 'team.success.added' : 'team.success.created', {
            name: member.name,
            department: departmentLabel(request, member),
          }),
      },
    },
    read: async ({ db, params }) => getMember(db, params.id),
    update: {
      handler: async (c) => updateMember(c, c.params.id, c.body),
      confirm: { key: 'member', message: 'team.success.updated' },
    },
    remove: {
      handler: async (c) => deleteMember(c, c.params.id),
      confirm: { message: 'team.success.removed' },
    },
    candidates: async ({ db, query }) => ({ items: await listCandidates(db, query.q) }),
  });
}
