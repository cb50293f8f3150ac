/** Server calls of time tracking (react-query). */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  HourlyCostBody,
  LinkOptionsResponse,
  ListTimeEntriesResponse,
  MemberCostsResponse,
  RunningResponse,
  StartTimerBody,
  TimeEntryResponse,
  TimeLinkKind,
} from '@comptoir/core/modules/time';
import { api, queryString } from '@/lib/api';
import { useInvalidateKeys } from '@/lib/query-client';

export const TIME_KEY = ['time'] as const;

export interface TimesheetParams {
  from: string;
  to: string;
  scope: 'mine' | 'team';
  userId?: string | undefined;
}

export function useTimesheet(params: TimesheetParams) {
  return useQuery({
    queryKey: [...TIME_KEY, 'list', params],
    queryFn: ({ signal }) =>
      api.get<ListTimeEntriesResponse>(`/api/time-entries?${queryString({ ...params, pageSize: 500 })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The running timer: kept on the server, so another tab or device sees it (checked every 30 s and on focus). */
export function useRunningTimer() {
  return useQuery({
    queryKey: [...TIME_KEY, 'running'],
    queryFn: ({ signal }) => api.get<RunningResponse>('/api/time-entries/running', { signal }),
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

export function useLinkOptions(kind: TimeLinkKind | '', q: string) {
  return useQuery({
    queryKey: [...TIME_KEY, 'links', kind, q],
    queryFn: ({ signal }) =>
      api.get<LinkOptionsResponse>(`/api/time-entries/links?${queryString({ kind, q })}`, { signal }),
    enabled: kind !== '',
    staleTime: 30_000,
    retry: false,
  });
}

export function useMemberCosts(enabled: boolean) {
  return useQuery({
    queryKey: [...TIME_KEY, 'costs'],
    queryFn: ({ signal }) => api.get<MemberCostsResponse>('/api/time-entries/costs', { signal }),
    enabled,
    retry: false,
  });
}

function useInvalidate() {
  return useInvalidateKeys(TIME_KEY);
}

export function useStartTimer() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: Partial<StartTimerBody>) =>
      api.post<TimeEntryResponse>('/api/time-entries/start', body),
    onSuccess: invalidate,
  });
}

export function useStopTimer() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => api.post<TimeEntryResponse>('/api/time-entries/stop'),
    onSuccess: invalidate,
  });
}

export function useSaveEntry() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: unknown }) =>
      id
        ? api.patch<TimeEntryResponse>(`/api/time-entries/${id}`, body)
        : api.post<TimeEntryResponse>('/api/time-entries', body),
    onSuccess: invalidate,
  });
}

export function useDeleteEntry() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/api/time-entries/${id}`),
    onSuccess: invalidate,
  });
}

export function useSaveCost() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: Partial<HourlyCostBody> }) =>
      api.put<{ message: string }>(`/api/time-entries/costs/${userId}`, body),
    onSuccess: invalidate,
  });
}

/** The export's address for the same period and people. */
export function exportHref(params: TimesheetParams, format: 'xlsx' | 'csv'): string {
  return `/api/time-entries/export?${queryString({ ...params, format })}`;
}
