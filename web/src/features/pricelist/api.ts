/** Queries and mutations of the 'Tarifs par Zone' screen (/api/pricelists). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateZonePriceBody,
  PriceListPage,
  UpdateZonePriceBody,
  ZonePriceOut,
} from '@comptoir/core/modules/pricelist';
import type {
  ImportAnalysis,
  ImportJobResponse,
  ImportOptions,
  ImportUploadResponse,
} from '@comptoir/core/modules/imports';
import { api, multipart, postMultipart, queryString } from '@/lib/api';
import { useChange, useSaveRecord } from '@/lib/queries';
import { runImportJob } from '@/lib/import-run';

export interface PriceListApiParams {
  q?: string | undefined;
  category?: string | undefined;
  zone?: string | undefined;
  page?: number;
  pageSize?: number;
}

export const PRICELIST_KEYS = {
  all: ['pricelist'] as const,
  list: (params: PriceListApiParams) => ['pricelist', 'list', params] as const,
};

export function toQueryString(params: Record<string, string | number | undefined>): string {
  const text = queryString(params);
  return text ? `?${text}` : '';
}

export function usePriceList(params: PriceListApiParams) {
  return useQuery({
    queryKey: PRICELIST_KEYS.list(params),
    queryFn: ({ signal }) =>
      api.get<PriceListPage>(`/api/pricelists${toQueryString({ ...params })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The export's address: the browser downloads it with the session cookie. */
export function exportUrl(format: 'xlsx' | 'csv', params: PriceListApiParams): string {
  return `/api/pricelists/export${toQueryString({
    format,
    q: params.q,
    category: params.category,
    zone: params.zone,
  })}`;
}

export const useSaveZonePrice = () =>
  useSaveRecord<CreateZonePriceBody | UpdateZonePriceBody, ZonePriceOut>('/api/pricelists', [
    PRICELIST_KEYS.all,
  ]);

export const useDeleteZonePrice = () =>
  useChange((id: string) => api.delete<null>(`/api/pricelists/${id}`), [PRICELIST_KEYS.all]);

/** Uploads a file to the price list import (multipart; the JSON client does not send files). */
export function uploadPriceImport(file: File): Promise<ImportUploadResponse> {
  return postMultipart('/api/pricelists/import/upload', multipart({ file }), 'errors.internal');
}

/** The errors and warnings of an import job as CSV: the browser downloads it with the session cookie. */
export const priceImportErrorsUrl = (id: string) => `/api/pricelists/import/${id}/errors`;

const priceImportKey = (id: string | undefined) => [...PRICELIST_KEYS.all, 'import', id];

/** An import job's status and progress as the running import last read it (useRunPriceImport polls it). */
export function usePriceImportJob(id: string | undefined) {
  return useQuery({
    queryKey: priceImportKey(id),
    queryFn: ({ signal }) => api.get<ImportJobResponse>(`/api/pricelists/import/${id}`, { signal }),
    enabled: false,
  });
}

export function useAnalysePriceImport() {
  return useMutation({
    mutationFn: (input: { id: string; options: ImportOptions }) =>
      api.post<ImportAnalysis>(`/api/pricelists/import/${input.id}/analyse`, input.options),
  });
}

export function useRunPriceImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; options: ImportOptions & { skipInvalid: boolean } }) =>
      runImportJob('/api/pricelists/import', input.id, input.options, (job) =>
        queryClient.setQueryData(priceImportKey(input.id), job),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRICELIST_KEYS.all }),
  });
}
