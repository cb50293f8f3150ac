import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Construction } from 'lucide-react';
import { menuItemForPath } from '@comptoir/core/permissions';
import { moduleLabelKey } from '@/app/shell/menu';
import { ShellMessage } from '@/app/shell/ShellMessage';

/** Stands in for a business module that is not built yet. */
export function UnderConstructionPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const item = menuItemForPath(pathname);
  const label = item ? t(moduleLabelKey(item.id)) : t('common.appName');
  return (
    <>
      <title>{`${label} · ${t('common.appName')}`}</title>
      <ShellMessage name="underConstruction" icon={Construction} values={{ module: label }} />
    </>
  );
}
