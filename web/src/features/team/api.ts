/** Server calls of the team module (react-query). */
import type {
  AddUserMemberInput,
  CandidatesResponse,
  ListMembersResponse,
  MemberPatchInput,
  MemberResponse,
  NewPersonInput,
} from '@comptoir/core/modules/team';
import { keepPreviousData } from '@tanstack/react-query';
import { api, queryString } from '@/lib/api';
import { useChange, useDeleteRecord, useGet, useListQuery, type Params } from '@/lib/queries';

export const TEAM_KEY = ['team'] as const;

export const useTeamList = (params: Params) =>
  useListQuery<ListMembersResponse>(TEAM_KEY, '/api/team-members', params, {
    // Online / away / offline follow the members' activity.
    refetchInterval: 60_000,
  });

/** 'Add Member': users not yet in the team. */
export const useCandidates = (q: string, enabled: boolean) =>
  useGet<CandidatesResponse>(
    [...TEAM_KEY, 'candidates', q],
    `/api/team-members/candidates?${queryString({ q })}`,
    { placeholderData: keepPreviousData, enabled },
  );

export const useAddMember = () =>
  useChange(
    (body: Omit<AddUserMemberInput, 'kind'> | Omit<NewPersonInput, 'kind'>) =>
      api.post<MemberResponse>('/api/team-members', body),
    [TEAM_KEY],
  );

export const useUpdateMember = () =>
  useChange(
    ({ id, body }: { id: string; body: MemberPatchInput }) =>
      api.patch<MemberResponse>(`/api/team-members/${id}`, body),
    [TEAM_KEY],
  );

export const useRemoveMember = () => useDeleteRecord('/api/team-members', [TEAM_KEY]);

export { errorMessage } from '@/lib/api';
