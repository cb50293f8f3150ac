import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RatesStatus } from '@comptoir/core/modules/currency';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useRatesStatus, useRefreshRates } from '../api';
import { formatIsoDate } from '../format';
import { EcbError } from './EcbError';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** The ECB refresh status and the manual entries; super admins can refresh now. */
export function StatusPanel({ canRefresh }: { canRefresh: boolean }) {
  const { t } = useTranslation();
  const status = useRatesStatus();
  const refresh = useRefreshRates();

  const onRefresh = () =>
    refresh.mutate(undefined, {
      onSuccess: (result) => {
        if (result.refresh === 'fetched') void toast.success(t('currency.status.refreshed'));
        else if (result.refresh === 'cached')
          void toast.info(t('currency.status.cached', { minutes: result.ecb.cacheMinutes }));
        else void toast.error(t('currency.status.refreshFailed'));
      },
      onError: (error) => void toast.error(error.message || t('currency.status.refreshFailed')),
    });

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>{t('currency.status.title')}</CardTitle>
          {status.data ? (
            <CardDescription>
              {status.data.ecb.enabled
                ? t('currency.status.autoRefresh', { minutes: status.data.ecb.refreshMinutes })
                : t('currency.status.autoRefreshOff')}
            </CardDescription>
          ) : null}
        </div>
        {canRefresh ? (
          <Button variant="outline" onClick={onRefresh} disabled={refresh.isPending}>
            <RefreshCw aria-hidden="true" className={refresh.isPending ? 'size-4 animate-spin' : 'size-4'} />
            {t('currency.status.refreshNow')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {status.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : status.isError ? (
          <Alert variant="destructive">{t('currency.status.loadFailed')}</Alert>
        ) : (
          <StatusDetails status={status.data} />
        )}
      </CardContent>
    </Card>
  );
}

function StatusDetails({ status }: { status: RatesStatus }) {
  const { t } = useTranslation();
  const { ecb, manual } = status;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="currency-status-ecb">
        <h3 id="currency-status-ecb" className="mb-1 text-sm font-semibold">
          {t('currency.status.ecb')}
        </h3>
        <dl className="divide-y">
          <Row label={t('currency.status.lastSuccess')}>
            {ecb.lastSuccessAt ? formatDateTime(ecb.lastSuccessAt) : t('currency.status.never')}
          </Row>
          <Row label={t('currency.status.lastRateDate')}>
            {ecb.lastRateDate ? formatIsoDate(ecb.lastRateDate) : '—'}
          </Row>
          {ecb.enabled ? (
            <Row label={t('currency.status.nextRefresh')}>
              {ecb.nextRefreshAt ? formatDateTime(ecb.nextRefreshAt) : '—'}
            </Row>
          ) : null}
          <Row label={t('currency.status.lastError')}>
            <EcbError ecb={ecb} />
          </Row>
        </dl>
        {ecb.lastError && ecb.lastErrorDetail ? (
          <details className="text-muted-foreground mt-1 text-xs">
            <summary className="cursor-pointer">{t('currency.status.technicalDetail')}</summary>
            <p className="mt-1 font-mono break-words">{ecb.lastErrorDetail}</p>
          </details>
        ) : null}
      </section>
      <section aria-labelledby="currency-status-manual">
        <h3 id="currency-status-manual" className="mb-1 text-sm font-semibold">
          {t('currency.status.manual')}
        </h3>
        <dl className="divide-y">
          <Row label={t('currency.status.manualCount')}>{manual.count}</Row>
          <Row label={t('currency.status.lastEntry')}>
            {manual.lastEntryAt ? formatDateTime(manual.lastEntryAt) : t('currency.status.never')}
          </Row>
        </dl>
      </section>
    </div>
  );
}
