import { Navigate, Outlet, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useApplyUserPreferences } from '@/lib/preferences';
import { useSession } from '@/lib/session';

/**
 * The root of every route: waits for the first session check ('Chargement...'), applies the
 * signed-in user's language and theme, and shows a thin progress bar while a page loads.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const { isPending } = useSession();
  const navigation = useNavigation();
  useApplyUserPreferences();

  if (isPending) return <FullPageSpinner label={t('common.loading')} />;
  return (
    <>
      {navigation.state === 'loading' ? (
        <div
          role="progressbar"
          aria-label={t('common.loading')}
          className="bg-primary/20 fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden"
        >
          <div className="bg-primary h-full w-1/3 animate-pulse" />
        </div>
      ) : null}
      <Outlet />
    </>
  );
}

/** Shown while the first route's code loads. */
export function InitialFallback() {
  const { t } = useTranslation();
  return <FullPageSpinner label={t('common.loading')} />;
}

/** `/`: the dashboard when signed in, the login screen otherwise. */
export function RootRedirect() {
  const { data } = useSession();
  return <Navigate to={data ? '/dashboard' : '/login'} replace />;
}
