import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';

/**
 * Every page, while users of the demo load are active (their passwords are public): says so, with
 * the way out for super administrators, the settings screen's 'Quitter le mode démonstration'
 * (issue 29 §2).
 */
export function DemoBanner({ superAdmin }: { superAdmin: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="note"
      className="bg-warning-soft text-warning-soft-foreground border-warning-soft-foreground/20 flex flex-wrap items-center gap-x-3 gap-y-1 border-b px-4 py-2 text-sm sm:px-6"
    >
      <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
      <span>{t('shell.demoBanner')}</span>
      {superAdmin ? (
        <Link
          to="/settings#demo-mode"
          className="focus-visible:ring-ring rounded-sm font-medium underline underline-offset-2 focus-visible:ring-2 focus-visible:outline-none"
        >
          {t('shell.demoBannerAction')}
        </Link>
      ) : null}
    </div>
  );
}
