/** The document extraction's calls (POST /api/extraction, then polling the job), shared by every AI dialog. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ExtractionJob, ExtractionKind } from '@comptoir/core/modules/extraction';
import { api, postMultipart } from '@/lib/api';

/** How often a running extraction is asked for its progress. */
export const EXTRACTION_POLL_MS = 700;

export const extractionKey = (id: string) => ['extraction', id] as const;

/** POST /api/extraction: answers 202 with the job's id; `fallbackKey` when the server says nothing. */
export function useStartExtraction(kind: ExtractionKind, fallbackKey: string) {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', file);
      return postMultipart<Pick<ExtractionJob, 'id' | 'status'>>('/api/extraction', form, fallbackKey);
    },
  });
}

/** The extraction job, asked again every EXTRACTION_POLL_MS while it is processing. */
export function useExtractionJob(id: string | null) {
  return useQuery({
    queryKey: extractionKey(id ?? ''),
    queryFn: ({ signal }) => api.get<ExtractionJob>(`/api/extraction/${id}`, { signal }),
    enabled: Boolean(id),
    refetchInterval: (query) =>
      query.state.status === 'error' || (query.state.data && query.state.data.status !== 'processing')
        ? false
        : EXTRACTION_POLL_MS,
    staleTime: 0,
    retry: false,
  });
}
