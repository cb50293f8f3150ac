import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileScan, Landmark, Mail, ShieldAlert } from 'lucide-react';
import type { RatesStatus } from '@comptoir/core/modules/currency';
import { EcbError } from '@/features/currency/components/EcbError';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime, formatIsoDate } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import { useCurrencyStatus, useMailStatus } from '../api';
import { Section } from './Section';

function Row({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3 py-3">
      <div className="bg-muted text-muted-foreground flex size-9 shrink-0 items-center justify-center rounded-full">
        {icon}
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-sm font-medium">{title}</p>
        <div className="text-muted-foreground text-sm">{children}</div>
      </div>
    </li>
  );
}

/** The exchange rates' source in words: automatic updates, last success and failure, entries by hand. */
function RatesStatusList({ status: { ecb, manual } }: { status: RatesStatus }) {
  const { t } = useTranslation();
  const items: [label: string, value: ReactNode][] = [
    [
      t('settings.integrations.ratesAuto'),
      ecb.enabled
        ? t('settings.integrations.ratesEvery', { minutes: ecb.refreshMinutes })
        : t('settings.integrations.no'),
    ],
    [
      t('currency.status.lastSuccess'),
      ecb.lastSuccessAt ? formatDateTime(ecb.lastSuccessAt) : t('currency.status.never'),
    ],
    [t('currency.status.lastRateDate'), ecb.lastRateDate ? formatIsoDate(ecb.lastRateDate) : '—'],
    [t('currency.status.lastError'), <EcbError ecb={ecb} />],
  ];
  if (manual.lastEntryAt) items.push([t('currency.status.lastEntry'), formatDateTime(manual.lastEntryAt)]);
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {items.map(([label, value]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="text-foreground">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-1">{t('settings.integrations.manualCount', { count: manual.count })}</p>
    </>
  );
}

/** Super admins only: the state of the server's integrations. */
export function IntegrationsTab() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const admin = user.is_super_admin;
  const mail = useMailStatus(admin);
  const rates = useCurrencyStatus(admin);

  if (!admin) {
    return (
      <EmptyState
        icon={ShieldAlert}
        title={t('settings.integrations.title')}
        description={t('settings.integrations.managedByAdmins')}
      />
    );
  }
  return (
    <Section title={t('settings.integrations.title')}>
      <ul className="divide-y">
        <Row icon={<Mail aria-hidden="true" className="size-4" />} title={t('settings.integrations.smtp')}>
          {mail.isPending ? (
            <Spinner label={t('common.loading')} />
          ) : mail.data?.emailEnabled ? (
            <>
              <Badge variant="green">{t('settings.integrations.configured')}</Badge>{' '}
              {t('settings.integrations.smtpOn')}
            </>
          ) : (
            <>
              <Badge variant="amber">{t('settings.integrations.notConfigured')}</Badge>{' '}
              {t('settings.integrations.smtpOff')}
            </>
          )}
        </Row>
        <Row
          icon={<Landmark aria-hidden="true" className="size-4" />}
          title={t('settings.integrations.rates')}
        >
          {rates.isPending ? (
            <Spinner label={t('common.loading')} />
          ) : rates.isError || !rates.data ? (
            <Badge variant="amber">{t('settings.integrations.ratesUnavailable')}</Badge>
          ) : (
            <RatesStatusList status={rates.data} />
          )}
        </Row>
        <Row
          icon={<FileScan aria-hidden="true" className="size-4" />}
          title={t('settings.integrations.extraction')}
        >
          <Badge variant="neutral">{t('settings.integrations.notConfigured')}</Badge>{' '}
          {t('settings.integrations.extractionOff')}
        </Row>
      </ul>
    </Section>
  );
}
