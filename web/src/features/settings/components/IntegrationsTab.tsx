import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileScan, Landmark, Mail, ShieldAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useSessionUser } from '@/lib/session';
import { useCurrencyStatus, useMailStatus } from '../api';
import { Section } from './Section';

/** What GET /api/currencies/status answered, as dotted-key/value pairs of its simple fields. */
function describeStatus(value: unknown, prefix = ''): [string, string][] {
  if (value === undefined) return [];
  if (value === null || typeof value !== 'object') return [[prefix, value === null ? '—' : String(value)]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    describeStatus(v, prefix ? `${prefix}.${k}` : k),
  );
}

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
  const ratePairs = rates.data !== undefined ? describeStatus(rates.data) : [];
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
          ) : rates.isError || ratePairs.length === 0 ? (
            <Badge variant="amber">{t('settings.integrations.ratesUnavailable')}</Badge>
          ) : (
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {ratePairs.map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="font-mono text-xs">{k}</dt>
                  <dd className="text-foreground break-all">{v}</dd>
                </div>
              ))}
            </dl>
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
