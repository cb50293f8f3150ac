import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Compass } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { MainContent, SkipLink } from '@/components/SkipLink';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="bg-background min-h-dvh">
      <SkipLink />
      <title>{`${t('shell.notFoundTitle')} · ${t('common.appName')}`}</title>
      <MainContent className="mx-auto max-w-xl px-4 py-24">
        <EmptyState
          as="h1"
          icon={Compass}
          title={t('shell.notFoundTitle')}
          description={t('shell.notFoundMessage')}
          action={
            <Link to="/" className={buttonClasses()}>
              {t('common.goHome')}
            </Link>
          }
        />
      </MainContent>
    </div>
  );
}
