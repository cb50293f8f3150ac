import { useTranslation } from 'react-i18next';
import type { RatesStatus } from '@comptoir/core/modules/currency';
import { formatDateTime } from '@/lib/format';

/**
 * The last ECB refresh failure in words ('Impossible de joindre la Banque centrale européenne…',
 * with its date), in red while no success came after it; the server's technical detail (such as
 * 'getaddrinfo ENOTFOUND …') only in the tooltip. 'Aucune' without a failure.
 */
export function EcbError({ ecb }: { ecb: RatesStatus['ecb'] }) {
  const { t } = useTranslation();
  if (!ecb.lastError) return <>{t('currency.status.none')}</>;
  const current =
    ecb.lastErrorAt !== null &&
    (ecb.lastSuccessAt === null || Date.parse(ecb.lastErrorAt) > Date.parse(ecb.lastSuccessAt));
  return (
    <span className={current ? 'text-destructive' : undefined} title={ecb.lastErrorDetail ?? undefined}>
      {t(`currency.ecbErrors.${ecb.lastError}`)}
      {ecb.lastErrorAt
        ? ` (${t('currency.status.lastErrorAt', { date: formatDateTime(ecb.lastErrorAt) })})`
        : ''}
    </span>
  );
}
