/** Server calls of time tracking (react-query). */
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
import { useChange, useDeleteRecord, useGet, useListQuery, useSaveRecord } from '@/lib/queries';

export const TIME_KEY = ['time'] as const;

export interface TimesheetParams {
  from: string;
  to: string;
  scope: 'mine' | 'team';
  userId?: string | undefined;
}

export const useTimesheet = (params: TimesheetParams) =>
  useListQuery<ListTimeEntriesResponse>(TIME_KEY, '/api/time-entries', { ...params, pageSize: 500 });

/** The running timer: kept on the server, so another tab or device sees it (checked every 30 s and on focus). */
export const useRunningTimer = () =>
  useGet<RunningResponse>([...TIME_KEY, 'running'], '/api/time-entries/running', {
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
  });

export const useLinkOptions = (kind: TimeLinkKind | '', q: string) =>
  useGet<LinkOptionsResponse>(
    [...TIME_KEY, 'links', kind, q],
    `/api/time-entries/links?${queryString({ kind, q })}`,
    { enabled: kind !== '', staleTime: 30_000 },
  );

export const useMemberCosts = (enabled: boolean) =>
  useGet<MemberCostsResponse>([...TIME_KEY, 'costs'], '/api/time-entries/costs', { enabled });

export const useStartTimer = () =>
  useChange(
    (body: Partial<StartTimerBody>) => api.post<TimeEntryResponse>('/api/time-entries/start', body),
    [TIME_KEY],
  );

export const useStopTimer = () =>
  useChange(() => api.post<TimeEntryResponse>('/api/time-entries/stop'), [TIME_KEY]);

export const useSaveEntry = () => useSaveRecord<unknown, TimeEntryResponse>('/api/time-entries', [TIME_KEY]);

export const useDeleteEntry = () => useDeleteRecord('/api/time-entries', [TIME_KEY]);

export const useSaveCost = () =>
  useChange(
    ({ userId, body }: { userId: string; body: Partial<HourlyCostBody> }) =>
      api.put<{ message: string }>(`/api/time-entries/costs/${userId}`, body),
    [TIME_KEY],
  );

/** The export's address for the same period and people. */
export function exportHref(params: TimesheetParams, format: 'xlsx' | 'csv'): string {
  return `/api/time-entries/export?${queryString({ ...params, format })}`;
}
