import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportOptions } from '@comptoir/core/modules/imports';
import { importsApi } from '@comptoir/core/modules/imports.routes';
import { call, multipart, upload, urlOf } from '@/lib/api';
import { runImportJob } from '@/lib/import-run';

export const templateUrl = (format: 'xlsx' | 'csv') => urlOf(importsApi.template, { query: { format } });
export const errorsUrl = (id: string) => urlOf(importsApi.errors, { params: { id } });

/** Multipart upload (field `file`); the server checks type and size. */
export function uploadImportFile(file: File) {
  return upload(importsApi.upload, {}, multipart({ file }), 'errors.internal');
}

export function useUploadImport() {
  return useMutation({ mutationFn: uploadImportFile });
}

export function useAnalyseImport(id: string | undefined) {
  return useMutation({
    mutationFn: (options: ImportOptions) => call(importsApi.analyse, { params: { id: id! }, body: options }),
  });
}

/** Queues the run and follows it (lib/import-run): resolves with the summary once it is over. */
export function useRunImport(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options: ImportOptions & { skipInvalid: boolean }) =>
      runImportJob(importsApi, id!, options, (job) => queryClient.setQueryData(importJobKey(id), job)),
  });
}

const importJobKey = (id: string | undefined) => ['products', 'import', id];

/** The job's status as the running import last read it (useRunImport polls it). */
export function useImportJob(id: string | undefined) {
  return useQuery({
    queryKey: importJobKey(id),
    queryFn: () => call(importsApi.job, { params: { id: id! } }),
    enabled: false,
  });
}
