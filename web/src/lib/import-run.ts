import type { ImportJobResponse, ImportSummary } from '@comptoir/core/modules/imports';
import type { ImportJobApi } from '@comptoir/core/modules/imports.routes';
import type { BodyOf } from '@comptoir/core/route';
import { ApiError, call } from './api';
import { i18n } from './i18n';

/** How often a running import is read again. */
export const IMPORT_POLL_MS = 500;

/**
 * Queues an import's run and follows it to its end. The server answers the run at once (202,
 * 'queued': a job of its queue, taken by any of its processes); the import is then read every
 * 500 ms, each state handed to `onUpdate` (the progress bar), until it is 'completed' (its
 * summary) or 'failed' (its message, as an error). `routes` are the import's job routes.
 */
export async function runImportJob(
  routes: Pick<ImportJobApi, 'run' | 'job'>,
  id: string,
  options: BodyOf<ImportJobApi['run']>,
  onUpdate: (job: ImportJobResponse) => void,
): Promise<ImportSummary> {
  let job = await call(routes.run, { params: { id }, body: options });
  for (;;) {
    onUpdate(job);
    if (job.status === 'completed' && job.summary) return job.summary;
    if (job.status === 'failed') {
      throw new ApiError(409, 'import_failed', job.error ?? i18n.t('import.errors.failed'));
    }
    await new Promise((resolve) => setTimeout(resolve, IMPORT_POLL_MS));
    job = await call(routes.job, { params: { id } });
  }
}
