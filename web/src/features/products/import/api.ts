import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LANGUAGE_HEADER } from '@comptoir/core/api';
import type {
  ImportAnalysis,
  ImportJobResponse,
  ImportOptions,
  ImportUploadResponse,
} from '@comptoir/core/modules/imports';
import { api, ApiError } from '@/lib/api';
import { currentLanguage, i18n } from '@/lib/i18n';
import { runImportJob } from '@/lib/import-run';

const BASE = '/api/products/import';

export const templateUrl = (format: 'xlsx' | 'csv') => `${BASE}/template?format=${format}`;
export const errorsUrl = (id: string) => `${BASE}/${id}/errors`;

/** Multipart upload (field `file`); the server checks type and size. */
export async function uploadImportFile(file: File): Promise<ImportUploadResponse> {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch(`${BASE}/upload`, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { accept: 'application/json', [LANGUAGE_HEADER]: currentLanguage() },
  });
  const payload = (await response.json().catch(() => null)) as
    (ImportUploadResponse & { error?: { code?: string; message?: string } }) | null;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      payload?.error?.code ?? 'http_error',
      payload?.error?.message ?? i18n.t('errors.internal'),
    );
  }
  return payload as ImportUploadResponse;
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
