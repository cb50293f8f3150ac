import { useTranslation } from 'react-i18next';
import type { ImportJobResponse } from '@comptoir/core/modules/imports';
import { Progress } from '@/components/ui/progress';

/**
 * A running import, as the server last reported it (the run is a job of its queue): waiting for
 * a server, or the share of the rows written with their count.
 */
export function ImportRunProgress({ job, label }: { job: ImportJobResponse | undefined; label: string }) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => n.toLocaleString(i18n.language);
  return (
    <div className="space-y-1">
      <p className="text-sm">{job?.status === 'queued' ? t('import.wizard.queued') : label}</p>
      <Progress value={job?.progress ?? 0} label={label} />
      {job?.rowsTotal ? (
        <p className="text-xs text-muted-foreground">
          {t('import.wizard.rowsDone', { done: number(job.rowsDone), total: number(job.rowsTotal) })}
        </p>
      ) : null}
    </div>
  );
}
