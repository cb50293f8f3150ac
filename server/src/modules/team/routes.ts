import type { FastifyInstance, FastifyRequest } from 'fastify';
import { teamApi } from '@comptoir/core/modules/team.routes';
import type { TeamMember } from '@comptoir/core/modules/team';
import { t } from '../../platform/i18n';
import { confirmed, implement } from '../../platform/routes';
import { createMember, deleteMember, getMember, listCandidates, listMembers, updateMember } from './service';

const departmentLabel = (request: FastifyRequest, member: TeamMember) =>
  t(request, `team.departments.${member.department}`);

/** The team directory (/api/team-members): the handlers of `teamApi`. */
export function teamRoutes(app: FastifyInstance): void {
  const say = confirmed('member', 'team.success', { deleted: 'removed' });
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
    update: say.updated(async (c) => updateMember(c, c.params.id, c.body)),
    remove: say.deleted(async (c) => deleteMember(c, c.params.id)),
    candidates: async ({ db, query }) => ({ items: await listCandidates(db, query.q) }),
  });
}
