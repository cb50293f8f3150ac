import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Compass } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { ShellMessage } from '@/app/shell/ShellMessage';
import { MainContent, SkipLink } from '@/components/SkipLink';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="bg-background min-h-dvh">
      <SkipLink />
      <title>{`${t('shell.notFoundTitle')} · ${t('common.appName')}`}</title>
      <MainContent className="mx-auto max-w-xl px-4 py-24">
        <ShellMessage
          name="notFound"
          icon={Compass}
          card={false}
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
