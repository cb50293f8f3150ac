import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Construction } from 'lucide-react';
import { menuItemForPath } from '@comptoir/core/permissions';
import { EmptyState } from '@/components/ui/empty-state';
import { moduleLabelKey } from '@/app/shell/menu';

/** Stands in for a business module that is not built yet. */
export function UnderConstructionPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const item = menuItemForPath(pathname);
  const label = item ? t(moduleLabelKey(item.id)) : t('common.appName');
  return (
    <>
      <title>{`${label} · ${t('common.appName')}`}</title>
      <EmptyState
        as="h1"
        icon={Construction}
        title={t('shell.underConstructionTitle', { module: label })}
        description={t('shell.underConstructionMessage')}
        className="bg-card mt-4"
      />
    </>
  );
}
