/** Server calls of the team module (react-query). */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  AddUserMemberInput,
  CandidatesResponse,
  ListMembersResponse,
  MemberPatchInput,
  MemberResponse,
  NewPersonInput,
} from '@comptoir/core/modules/team';
import { api, queryString } from '@/lib/api';
import { useInvalidateKeys } from '@/lib/query-client';

export const TEAM_KEY = ['team'] as const;

type Params = Record<string, string | number | undefined>;

export function useTeamList(params: Params) {
  return useQuery({
    queryKey: [...TEAM_KEY, 'list', params],
    queryFn: ({ signal }) =>
      api.get<ListMembersResponse>(`/api/team-members?${queryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
    // Online / away / offline follow the members' activity.
    refetchInterval: 60_000,
    retry: false,
  });
}

/** 'Add Member': users not yet in the team. */
export function useCandidates(q: string, enabled: boolean) {
  return useQuery({
    queryKey: [...TEAM_KEY, 'candidates', q],
    queryFn: ({ signal }) =>
      api.get<CandidatesResponse>(`/api/team-members/candidates?${queryString({ q })}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });
}

function useInvalidate() {
  return useInvalidateKeys(TEAM_KEY);
}

export function useAddMember() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: Omit<AddUserMemberInput, 'kind'> | Omit<NewPersonInput, 'kind'>) =>
      api.post<MemberResponse>('/api/team-members', body),
    onSuccess: invalidate,
  });
}

export function useUpdateMember() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MemberPatchInput }) =>
      api.patch<MemberResponse>(`/api/team-members/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useRemoveMember() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/api/team-members/${id}`),
    onSuccess: invalidate,
  });
}

export { errorMessage } from '@/lib/api';
