/** Server calls of the team module (react-query). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddUserMemberInput,
  CandidatesResponse,
  ListMembersResponse,
  MemberPatchInput,
  MemberResponse,
  NewPersonInput,
} from '@comptoir/core/modules/team';
import { ApiError, api } from '@/lib/api';
import { i18n } from '@/lib/i18n';

export const TEAM_KEY = ['team'] as const;

type Params = Record<string, string | number | undefined>;

function queryString(params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

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
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: TEAM_KEY });
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

/** The server's message when it sent one, otherwise the fallback. */
export function errorMessage(error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError && error.code !== 'http_error' && error.message) return error.message;
  return i18n.t(fallbackKey as never);
}
