/** Server calls of the team module (react-query), through the routes declared in core. */
import type { AddUserMemberInput, MemberPatchInput, NewPersonInput } from '@comptoir/core/modules/team';
import { teamApi } from '@comptoir/core/modules/team.routes';
import { keepPreviousData } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { useChange, useDeleteRecord, useGet, useListQuery, type Params } from '@/lib/queries';

export const TEAM_KEY = ['team'] as const;

export const useTeamList = (params: Params) =>
  useListQuery(TEAM_KEY, teamApi.list, params, {
    // Online / away / offline follow the members' activity.
    refetchInterval: 60_000,
  });

/** 'Add Member': users not yet in the team. */
export const useCandidates = (q: string, enabled: boolean) =>
  useGet(
    [...TEAM_KEY, 'candidates', q],
    teamApi.candidates,
    { query: { q } },
    { placeholderData: keepPreviousData, enabled },
  );

export const useAddMember = () =>
  useChange(
    (body: Omit<AddUserMemberInput, 'kind'> | Omit<NewPersonInput, 'kind'>) => call(teamApi.create, { body }),
    [TEAM_KEY],
  );

export const useUpdateMember = () =>
  useChange(
    ({ id, body }: { id: string; body: MemberPatchInput }) => call(teamApi.update, { params: { id }, body }),
    [TEAM_KEY],
  );

export const useRemoveMember = () => useDeleteRecord(teamApi.remove, [TEAM_KEY]);

export { errorMessage } from '@/lib/api';
