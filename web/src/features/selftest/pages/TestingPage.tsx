import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Activity, CheckCircle2, Download, Loader2, Percent, Play, RotateCcw, XCircle } from 'lucide-react';
import {
  buildReport,
  SELFTEST_CATEGORIES,
  statsOf,
  successRate,
  type SelfTestCategory,
  type TestItem,
  type TestStatus,
} from '@comptoir/core/modules/selftest';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { PageHeader } from '@/components/list';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { StatCard, TONES } from '@/components/ui/stat-card';
import { ApiError } from '@/lib/api';
import { downloadJson } from '@/lib/download';
import { formatDateTime } from '@/lib/format';
import { SELFTEST_KEY, runSelfTests, useSelfTestState } from '../api';
import { companyToday } from '@/lib/company-day';

const STATUS_VARIANT: Record<TestStatus, BadgeVariant> = {
  pending: 'neutral',
  running: 'blue',
  passed: 'green',
  warning: 'amber',
  failed: 'red',
  skipped: 'amber',
};

/** Numbers in French format, like dates (spec 000 §9). */
const NUMBER = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

const reset = (tests: TestItem[]): TestItem[] =>
  tests.map((t) => ({ ...t, status: 'pending', duration: 0, error: null, cause: null, timestamp: null }));

/** Platform self-test (/testing, super administrators only; the shell's guard checks it). */
export function TestingPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = useSelfTestState();
  const [tests, setTests] = useState<TestItem[] | null>(null);
  const [running, setRunning] = useState<SelfTestCategory | 'all' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<Set<SelfTestCategory>>(new Set());
  const [selected, setSelected] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  /** Shown: the server's latest results until this page runs or resets tests. */
  const list = useMemo(() => tests ?? state.data?.tests ?? [], [tests, state.data]);
  const stats = statsOf(list);
  const finished = stats.passed + stats.warning + stats.failed + stats.skipped;

  const run = useCallback(
    async (category: SelfTestCategory | null) => {
      setError(null);
      setRunning(category ?? 'all');
      const initial = list;
      const controller = new AbortController();
      abort.current = controller;
      let done = false;
      try {
        await runSelfTests(
          category,
          (event) => {
            if (event.type === 'started') {
              const ids = new Set(event.tests.map((x) => x.id));
              setTests((prev) =>
                (prev ?? initial).map((x) => (ids.has(x.id) ? event.tests.find((e) => e.id === x.id)! : x)),
              );
            } else if (event.type === 'test') {
              setTests((prev) => (prev ?? initial).map((x) => (x.id === event.test.id ? event.test : x)));
            } else {
              done = true;
            }
          },
          controller.signal,
        );
        if (!done) setError(t('selftest.errors.interrupted'));
      } catch (e) {
        if (!controller.signal.aborted) {
          setError(e instanceof ApiError && e.code !== 'http_error' ? e.message : t('selftest.errors.run'));
        }
      } finally {
        setRunning(null);
        void queryClient.invalidateQueries({ queryKey: SELFTEST_KEY });
      }
    },
    [list, queryClient, t],
  );

  const exportReport = () => {
    const report = buildReport(
      list,
      list.reduce((s, x) => s + x.duration, 0),
    );
    downloadJson(report, `rapport-tests-plateforme-${companyToday()}.json`);
  };

  const toggle = (category: SelfTestCategory) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(category)) next.delete(category);
      else next.add(category);
      return next;
    });

  const selectedTest = list.find((x) => x.id === selected) ?? null;
  const backup = state.data?.backup;

  if (state.isPending) return <Spinner label={t('common.loading')} />;
  if (state.isError) return <Alert variant="destructive">{t('selftest.errors.load')}</Alert>;

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('selftest.title')}
        subtitle={t('selftest.subtitle')}
        actions={
          <>
            <Button onClick={() => void run(null)} disabled={running !== null}>
              {running === 'all' ? (
                <Spinner label={t('selftest.stats.running')} className="size-4" />
              ) : (
                <Play aria-hidden="true" className="size-4" />
              )}
              {t('selftest.runAll')}
            </Button>
            <Button variant="outline" onClick={() => setTests(reset(list))} disabled={running !== null}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('selftest.reset')}
            </Button>
            <Button variant="outline" onClick={exportReport} disabled={finished === 0}>
              <Download aria-hidden="true" className="size-4" />
              {t('selftest.export')}
            </Button>
          </>
        }
      />

      {error ? <Alert variant="destructive">{error}</Alert> : null}

      <div className="space-y-2">
        <Progress value={stats.total ? (finished / stats.total) * 100 : 0} label={t('selftest.progress')} />
        <p className="text-muted-foreground text-sm">
          {t('selftest.progressText', { done: finished, total: stats.total })}
        </p>
      </div>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {(
          [
            ['total', stats.total, Activity, undefined, 'stat-total'],
            ['passed', stats.passed, CheckCircle2, TONES.success, 'stat-passed'],
            ['failed', stats.failed, XCircle, TONES.danger, 'stat-failed'],
            ['running', stats.running, Loader2, TONES.info, 'stat-running'],
            ['successRate', `${NUMBER.format(successRate(stats))} %`, Percent, undefined, 'stat-rate'],
          ] as const
        ).map(([key, value, icon, tone, testId]) => (
          <div key={key} data-testid={testId}>
            <StatCard
              label={t(`selftest.stats.${key}`)}
              value={value}
              icon={icon}
              {...(tone ? { tone } : {})}
            />
          </div>
        ))}
      </div>

      {backup ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('selftest.backup.title')}</CardTitle>
          </CardHeader>
          <CardContent className="text-sm" data-testid="backup-status">
            <p>
              {backup.last
                ? t('selftest.backup.last', {
                    file: backup.last.file,
                    age: NUMBER.format(backup.last.ageHours),
                  })
                : t('selftest.backup.none', { dir: backup.directory })}
            </p>
            <p className="text-muted-foreground">
              {backup.everyHours > 0
                ? t('selftest.backup.scheduled', { hours: backup.everyHours, keep: backup.keep })
                : t('selftest.backup.notScheduled')}
            </p>
          </CardContent>
        </Card>
      ) : null}

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {SELFTEST_CATEGORIES.map((category) => {
          const inCategory = list.filter((x) => x.category === category);
          const s = statsOf(inCategory);
          const label = t(`selftest.categories.${category}`);
          return (
            <Card key={category} data-testid={`category-${category}`}>
              <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
                <CardTitle className="flex items-center gap-2">
                  {label}
                  <Badge variant={s.failed ? 'red' : s.passed === s.total && s.total ? 'green' : 'neutral'}>
                    {s.passed}/{s.total}
                  </Badge>
                </CardTitle>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`${t('selftest.run')} ${label}`}
                    onClick={() => void run(category)}
                    disabled={running !== null}
                  >
                    {running === category ? (
                      <Spinner label={t('selftest.stats.running')} className="size-3" />
                    ) : (
                      <Play aria-hidden="true" className="size-3" />
                    )}
                    {t('selftest.run')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-expanded={open.has(category)}
                    onClick={() => toggle(category)}
                  >
                    {open.has(category) ? t('selftest.hideDetails') : t('selftest.viewDetails')}
                  </Button>
                </div>
              </CardHeader>
              {open.has(category) ? (
                <CardContent>
                  <ul className="divide-y">
                    {inCategory.map((test) => (
                      <li
                        key={test.id}
                        className="flex items-center justify-between gap-2 py-2"
                        data-testid={`test-${test.id}`}
                      >
                        <div className="flex min-w-0 items-center gap-2">
                          <Badge variant={STATUS_VARIANT[test.status]}>
                            {t(`selftest.status.${test.status}`)}
                          </Badge>
                          <span className="truncate text-sm">{test.name}</span>
                        </div>
                        <div className="flex shrink-0 items-center gap-2">
                          {test.timestamp ? (
                            <span className="text-muted-foreground text-xs tabular-nums">
                              {t('selftest.ms', { value: test.duration })}
                            </span>
                          ) : null}
                          <Button
                            size="sm"
                            variant="link"
                            onClick={() => setSelected(test.id)}
                            aria-label={`${t('selftest.details')} : ${test.name}`}
                          >
                            {t('selftest.details')}
                          </Button>
                        </div>
                      </li>
                    ))}
                  </ul>
                </CardContent>
              ) : null}
            </Card>
          );
        })}
      </div>

      <Dialog
        open={selectedTest !== null}
        onOpenChange={(isOpen) => !isOpen && setSelected(null)}
        title={selectedTest?.name ?? ''}
        closeLabel={t('selftest.close')}
        size="lg"
      >
        {selectedTest ? <TestDetails test={selectedTest} /> : null}
      </Dialog>
    </div>
  );
}

function TestDetails({ test }: { test: TestItem }) {
  const { t } = useTranslation();
  const row = (label: string, value: string) => (
    <div className="grid grid-cols-[10rem_1fr] gap-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words whitespace-pre-wrap">{value}</dd>
    </div>
  );
  return (
    <dl className="space-y-3" data-testid="test-details">
      {row(t('selftest.dialog.category'), t(`selftest.categories.${test.category}`))}
      {row(t('selftest.dialog.status'), t(`selftest.status.${test.status}`))}
      {row(t('selftest.dialog.checked'), test.details)}
      {test.timestamp ? (
        <>
          {row(t('selftest.dialog.duration'), t('selftest.ms', { value: test.duration }))}
          {row(t('selftest.dialog.timestamp'), formatDateTime(test.timestamp))}
        </>
      ) : (
        <p className="text-muted-foreground text-sm">{t('selftest.dialog.notRun')}</p>
      )}
      {row(t('selftest.dialog.limit'), t('selftest.seconds', { value: test.timeoutMs / 1000 }))}
      {test.error ? row(t('selftest.dialog.error'), test.error) : null}
      {test.cause ? row(t('selftest.dialog.cause'), test.cause) : null}
    </dl>
  );
}
