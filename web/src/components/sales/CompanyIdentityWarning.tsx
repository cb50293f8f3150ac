import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasModule } from '@comptoir/core/permissions';
import { Alert } from '@/components/ui/alert';
import { useSessionUser } from '@/lib/session';
import { useCompanyDefaults } from './api';

/**
 * Before a quote, an order or an invoice is sent or printed: a warning while the company's identity
 * ('Société' settings tab) lacks what the documents need, naming what is missing, with the way to
 * the tab for those who have the settings (issue 30 §6). Nothing while it is complete or unknown.
 */
export function CompanyIdentityWarning() {
  const { t } = useTranslation();
  const me = useSessionUser();
  const missing = useCompanyDefaults().data?.identityMissing ?? [];
  if (missing.length === 0) return null;
  const fields = missing.map((field) => t(`invoices.settings.fields.${field}` as never)).join(', ');
  return (
    <Alert variant="warning" title={t('common.companyIdentityMissing.title')}>
      <span className="block">{t('common.companyIdentityMissing.text', { fields })}</span>
      {hasModule(me, 'settings') ? (
        <Link className="font-medium underline" to="/settings?tab=company">
          {t('common.companyIdentityMissing.link')}
        </Link>
      ) : (
        <span className="block">{t('common.companyIdentityMissing.askAdmin')}</span>
      )}
    </Alert>
  );
}
