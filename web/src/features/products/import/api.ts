import { useMutation, useQuery } from '@tanstack/react-query';
import { LANGUAGE_HEADER } from '@comptoir/core/api';
import type {
  ImportAnalysis,
  ImportJobResponse,
  ImportOptions,
  ImportSummary,
  ImportUploadResponse,
} from '@comptoir/core/modules/imports';
import { api, ApiError } from '@/lib/api';
import { currentLanguage, i18n } from '@/lib/i18n';

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

export function useRunImport(id: string | undefined) {
  return useMutation({
    mutationFn: (options: ImportOptions & { skipInvalid: boolean }) =>
      api.post<ImportSummary>(`${BASE}/${id}/run`, options),
  });
}

/** The job's status, polled every 500 ms while `polling`. */
export function useImportJob(id: string | undefined, polling: boolean) {
  return useQuery({
    queryKey: ['products', 'import', id],
    queryFn: () => api.get<ImportJobResponse>(`${BASE}/${id}`),
    enabled: Boolean(id) && polling,
    refetchInterval: polling ? 500 : false,
  });
}
