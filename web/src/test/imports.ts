import type { ImportJobResponse } from '@comptoir/core/modules/imports';

/** An import as the server answers it while its run is queued, running or over (tests). */
export function importJob(
  id: string,
  fileName: string,
  status: ImportJobResponse['status'],
  extra: Partial<ImportJobResponse> = {},
): ImportJobResponse {
  return {
    id,
    fileName,
    status,
    progress: 0,
    rowsDone: 0,
    rowsTotal: null,
    error: null,
    summary: null,
    ...extra,
  };
}
