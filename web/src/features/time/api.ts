/** Server calls of time tracking (react-query), through the routes declared in core. */
import type { StartTimerBody, TimeLinkKind } from '@comptoir/core/modules/time';
import { timeApi } from '@comptoir/core/modules/time.routes';
import type { BodyOf } from '@comptoir/core/route';
import { call, urlOf } from '@/lib/api';
import { useChange, useDeleteRecord, useGet, useListQuery, useSaveRecord } from '@/lib/queries';

export const TIME_KEY = ['time'] as const;

export interface TimesheetParams {
  from: string;
  to: string;
  scope: 'mine' | 'team';
  userId?: string | undefined;
}

export const useTimesheet = (params: TimesheetParams) =>
  useListQuery(TIME_KEY, timeApi.list, { ...params, pageSize: 500 });

/** The running timer: kept on the server, so another tab or device sees it (checked every 30 s and on focus). */
export const useRunningTimer = () =>
  useGet(
    [...TIME_KEY, 'running'],
    timeApi.running,
    {},
    { refetchInterval: 30_000, refetchOnWindowFocus: true },
  );

export const useLinkOptions = (kind: TimeLinkKind | '', q: string) =>
  useGet(
    [...TIME_KEY, 'links', kind, q],
    timeApi.links,
    { query: { kind: kind || undefined, q } },
    { enabled: kind !== '', staleTime: 30_000 },
  );

export const useMemberCosts = (enabled: boolean) =>
  useGet([...TIME_KEY, 'costs'], timeApi.costs, {}, { enabled });

export const useStartTimer = () =>
  useChange((body: Partial<StartTimerBody>) => call(timeApi.start, { body }), [TIME_KEY]);

export const useStopTimer = () => useChange(() => call(timeApi.stop), [TIME_KEY]);

export const useSaveEntry = () => useSaveRecord(timeApi.create, timeApi.update, [TIME_KEY]);

export const useDeleteEntry = () => useDeleteRecord(timeApi.remove, [TIME_KEY]);

export const useSaveCost = () =>
  useChange(
    ({ userId, body }: { userId: string; body: BodyOf<typeof timeApi.setCost> }) =>
      call(timeApi.setCost, { params: { userId }, body }),
    [TIME_KEY],
  );

/** The export's address for the same period and people. */
export function exportHref(params: TimesheetParams, format: 'xlsx' | 'csv'): string {
  return urlOf(timeApi.export, { query: { ...params, format } });
}
