import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Play, Square, Timer } from 'lucide-react';
import type { TimeLinkKind } from '@comptoir/core/modules/time';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { apiErrorText, type OnMessage } from '@/lib/api';
import { useLinkOptions, useRunningTimer, useStartTimer, useStopTimer } from '../api';
import { clockTime } from '../week';
import { LinkKindOptions } from './LinkKindOptions';

const pad = (n: number) => String(n).padStart(2, '0');

/** Elapsed time since `since`, 'H:MM:SS', ticking every second. */
function useElapsed(since: string | null): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!since) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  if (!since) return '0:00:00';
  const s = Math.max(0, Math.floor((now - new Date(since).getTime()) / 1000));
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/**
 * The timer: started and stopped on the server (one per user), so it keeps running across reloads,
 * tabs and devices; the elapsed time ticks here.
 */
export function TimerCard({ canStart, onMessage }: { canStart: boolean; onMessage: OnMessage }) {
  const { t } = useTranslation();
  const id = useId();
  const running = useRunningTimer();
  const start = useStartTimer();
  const stop = useStopTimer();
  const [note, setNote] = useState('');
  const [billable, setBillable] = useState(false);
  const [kind, setKind] = useState<TimeLinkKind | ''>('');
  const [linkId, setLinkId] = useState('');
  const options = useLinkOptions(kind, '');
  const entry = running.data?.entry ?? null;
  const elapsed = useElapsed(entry?.startedAt ?? null);

  const run = async (action: () => Promise<{ message: string }>) => {
    try {
      onMessage('success', (await action()).message);
      setNote('');
      setKind('');
      setLinkId('');
    } catch (error) {
      onMessage('error', apiErrorText(error, 'time.errors.timer'));
    }
  };

  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`} className="flex items-center gap-2 text-base">
          <Timer aria-hidden="true" className="text-primary size-5" />
          {t('time.timer.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {entry ? (
          <div className="flex flex-wrap items-center gap-4">
            <p className="font-mono text-3xl tabular-nums" data-testid="timer-elapsed" aria-live="off">
              {elapsed}
            </p>
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium">{t('time.timer.running', { since: clockTime(entry.startedAt) })}</p>
              {entry.note || entry.link ? (
                <p className="text-muted-foreground truncate">
                  {[entry.link?.label, entry.note].filter(Boolean).join(' · ')}
                </p>
              ) : null}
            </div>
            {canStart ? (
              <Button
                variant="destructive"
                onClick={() => void run(() => stop.mutateAsync())}
                disabled={stop.isPending}
              >
                <Square aria-hidden="true" className="size-4" />
                {t('time.timer.stop')}
              </Button>
            ) : null}
          </div>
        ) : (
          <form
            className="flex flex-wrap items-center gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              const link = kind && linkId ? { [`${kind}Id`]: linkId } : {};
              void run(() => start.mutateAsync({ note: note.trim() || null, billable, ...link }));
            }}
          >
            <p className="text-muted-foreground w-full text-sm" role="status">
              {t('time.timer.idle')}
            </p>
            {canStart ? (
              <>
                <Input
                  className="min-w-48 flex-1"
                  aria-label={t('time.fields.note')}
                  placeholder={t('time.timer.notePlaceholder')}
                  value={note}
                  maxLength={2000}
                  onChange={(event) => setNote(event.target.value)}
                />
                <Select
                  className="w-36"
                  aria-label={t('time.fields.linkKind')}
                  value={kind}
                  onChange={(event) => {
                    setKind(event.target.value as TimeLinkKind | '');
                    setLinkId('');
                  }}
                >
                  <LinkKindOptions />
                </Select>
                {kind ? (
                  <Select
                    className="w-56"
                    aria-label={t('time.fields.link')}
                    value={linkId}
                    onChange={(event) => setLinkId(event.target.value)}
                  >
                    <option value="">{t('time.fields.choose')}</option>
                    {(options.data?.items ?? []).map((o) => (
                      <option key={o.id} value={o.id}>
                        {o.label}
                      </option>
                    ))}
                  </Select>
                ) : null}
                <label className="flex items-center gap-2 text-sm">
                  <Checkbox checked={billable} onChange={(event) => setBillable(event.target.checked)} />
                  {t('time.fields.billable')}
                </label>
                <Button type="submit" disabled={start.isPending || running.isPending}>
                  <Play aria-hidden="true" className="size-4" />
                  {t('time.timer.start')}
                </Button>
              </>
            ) : null}
          </form>
        )}
      </CardContent>
    </Card>
  );
}
