/** The document extraction's calls (POST /api/extraction, then polling the job), shared by every AI dialog. */
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ExtractionKind } from '@comptoir/core/modules/extraction';
import { extractionApi } from '@comptoir/core/modules/extraction.routes';
import { apiErrorText, call, multipart, upload } from '@/lib/api';

/** How often a running extraction is asked for its progress. */
export const EXTRACTION_POLL_MS = 700;

export const extractionKey = (id: string) => ['extraction', id] as const;

/** POST /api/extraction: answers 202 with the job's id; `fallbackKey` when the server says nothing. */
export function useStartExtraction(kind: ExtractionKind, fallbackKey: string) {
  return useMutation({
    mutationFn: (file: File) => upload(extractionApi.create, {}, multipart({ kind, file }), fallbackKey),
  });
}

/** The extraction job, asked again every EXTRACTION_POLL_MS while it is processing. */
export function useExtractionJob(id: string | null) {
  return useQuery({
    queryKey: extractionKey(id ?? ''),
    queryFn: ({ signal }) => call(extractionApi.read, { params: { id: id! } }, { signal }),
    enabled: Boolean(id),
    refetchInterval: (query) =>
      query.state.status === 'error' || (query.state.data && query.state.data.status !== 'processing')
        ? false
        : EXTRACTION_POLL_MS,
    staleTime: 0,
    retry: false,
  });
}

/**
 * An extraction from the upload to its result: `run(file)` sends the file (an upload failure is
 * `problem`, the server's text else `failedKey`'s), `job` follows it, `reset()` starts over.
 */
export function useExtractionRun(kind: ExtractionKind, failedKey: string) {
  const start = useStartExtraction(kind, failedKey);
  const [jobId, setJobId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const job = useExtractionJob(jobId);
  const run = async (file: File) => {
    setProblem(null);
    try {
      setJobId((await start.mutateAsync(file)).id);
      return true;
    } catch (error) {
      setProblem(apiErrorText(error, failedKey));
      return false;
    }
  };
  const reset = () => {
    setJobId(null);
    setProblem(null);
    start.reset();
  };
  return { jobId, job, uploading: start.isPending, problem, setProblem, run, reset };
}
