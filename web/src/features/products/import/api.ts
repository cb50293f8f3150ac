import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ImportAnalysis,
  ImportJobResponse,
  ImportOptions,
  ImportUploadResponse,
} from '@comptoir/core/modules/imports';
import { api, multipart, postMultipart } from '@/lib/api';
import { runImportJob } from '@/lib/import-run';

const BASE = '/api/products/import';

export const templateUrl = (format: 'xlsx' | 'csv') => `${BASE}/template?format=${format}`;
export const errorsUrl = (id: string) => `${BASE}/${id}/errors`;

/** Multipart upload (field `file`); the server checks type and size. */
export function uploadImportFile(file: File): Promise<ImportUploadResponse> {
  return postMultipart(`${BASE}/upload`, multipart({ file }), 'errors.internal');
}

export function useUploadImport() {
  return useMutation({ mutationFn: uploadImportFile });
}

export function useAnalyseImport(id: string | undefined) {
  return useMutation({
    mutationFn: (options: ImportOptions) => api.post<ImportAnalysis>(`${BASE}/${id}/analyse`, options),
  });
}

/** Queues the run and follows it (lib/import-run): resolves with the summary once it is over. */
export function useRunImport(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options: ImportOptions & { skipInvalid: boolean }) =>
      runImportJob(BASE, id!, options, (job) => queryClient.setQueryData(importJobKey(id), job)),
  });
}

const importJobKey = (id: string | undefined) => ['products', 'import', id];

/** The job's status as the running import last read it (useRunImport polls it). */
export function useImportJob(id: string | undefined) {
  return useQuery({
    queryKey: importJobKey(id),
    queryFn: () => api.get<ImportJobResponse>(`${BASE}/${id}`),
    enabled: false,
  });
}
