/** Queries and mutations of the 'Tarifs par Zone' screen (/api/pricelists), through the routes declared in core. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductCategory, Zone } from '@comptoir/core/modules/catalogue';
import type { ImportOptions } from '@comptoir/core/modules/imports';
import type { CreateZonePriceBody, UpdateZonePriceBody } from '@comptoir/core/modules/pricelist';
import { pricelistApi } from '@comptoir/core/modules/pricelist.routes';
import { call, multipart, upload, urlOf } from '@/lib/api';
import { useChange, useListQuery } from '@/lib/queries';
import { runImportJob } from '@/lib/import-run';

export interface PriceListApiParams {
  q?: string | undefined;
  category?: ProductCategory | undefined;
  zone?: Zone | undefined;
  page?: number;
  pageSize?: number;
}

export const PRICELIST_KEYS = {
  all: ['pricelist'] as const,
  list: (params: PriceListApiParams) => ['pricelist', 'list', params] as const,
};

/** The grid's page, under `PRICELIST_KEYS.list(params)`. */
export const usePriceList = (params: PriceListApiParams) =>
  useListQuery(PRICELIST_KEYS.all, pricelistApi.list, { ...params });

/** The export's address: the browser downloads it with the session cookie. */
export function exportUrl(format: 'xlsx' | 'csv', params: PriceListApiParams): string {
  return urlOf(pricelistApi.export, {
    query: { format, q: params.q, category: params.category, zone: params.zone },
  });
}

/** Adds a zone price, or with an `id` changes one (whose product and zone stay). */
export const useSaveZonePrice = () =>
  useChange(
    (input: { id: string; body: UpdateZonePriceBody } | { id?: undefined; body: CreateZonePriceBody }) =>
      input.id === undefined
        ? call(pricelistApi.create, { body: input.body })
        : call(pricelistApi.update, { params: { id: input.id }, body: input.body }),
    [PRICELIST_KEYS.all],
  );

export const useDeleteZonePrice = () =>
  useChange((id: string) => call(pricelistApi.remove, { params: { id } }), [PRICELIST_KEYS.all]);

/** Uploads a file to the price list import (multipart; the JSON client does not send files). */
export function uploadPriceImport(file: File) {
  return upload(pricelistApi.upload, {}, multipart({ file }), 'errors.internal');
}

/** The errors and warnings of an import job as CSV: the browser downloads it with the session cookie. */
export const priceImportErrorsUrl = (id: string) => urlOf(pricelistApi.errors, { params: { id } });

const priceImportKey = (id: string | undefined) => [...PRICELIST_KEYS.all, 'import', id];

/** An import job's status and progress as the running import last read it (useRunPriceImport polls it). */
export function usePriceImportJob(id: string | undefined) {
  return useQuery({
    queryKey: priceImportKey(id),
    queryFn: ({ signal }) => call(pricelistApi.job, { params: { id: id! } }, { signal }),
    enabled: false,
  });
}

export function useAnalysePriceImport() {
  return useMutation({
    mutationFn: (input: { id: string; options: ImportOptions }) =>
      call(pricelistApi.analyse, { params: { id: input.id }, body: input.options }),
  });
}

export function useRunPriceImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; options: ImportOptions & { skipInvalid: boolean } }) =>
      runImportJob(pricelistApi, input.id, input.options, (job) =>
        queryClient.setQueryData(priceImportKey(input.id), job),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRICELIST_KEYS.all }),
  });
}
