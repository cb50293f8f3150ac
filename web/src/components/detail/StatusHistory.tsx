import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';

/** One move of a record's status: to which status, when, by whom, why. */
export interface StatusMove<S extends string> {
  status: S;
  changedAt: string;
  changedBy?: string | null;
  note?: string | null;
}

/**
 * A record's status moves as they come: each status's `badge`, when, by whom (`<texts>.by`) and its
 * note; `<texts>.noHistory` when there is none.
 */
export function StatusHistory<S extends string>({
  history,
  texts,
  badge,
}: {
  history: readonly StatusMove<S>[];
  texts: string;
  badge: (status: S) => ReactNode;
}) {
  const { t } = useTranslation();
  if (history.length === 0) {
    return <p className="text-muted-foreground text-sm">{t(`${texts}.noHistory` as never)}</p>;
  }
  return (
    <ol className="space-y-2 text-sm">
      {history.map((entry, index) => (
        <li key={`${entry.changedAt}-${index}`} className="flex flex-wrap items-center gap-2">
          {badge(entry.status)}
          <span className="tabular-nums">{formatDateTime(entry.changedAt)}</span>
          {entry.changedBy ? (
            <span className="text-muted-foreground">
              {t(`${texts}.by` as never, { name: entry.changedBy })}
            </span>
          ) : null}
          {entry.note ? <span className="text-muted-foreground">{entry.note}</span> : null}
        </li>
      ))}
    </ol>
  );
}
