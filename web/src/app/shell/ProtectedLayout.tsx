import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'radix-ui';
import { Menu, PanelLeftClose, X } from 'lucide-react';
import type { SessionUser } from '@comptoir/core/modules/auth';
import { DisplayControls } from '@/components/DisplayControls';
import { MainContent, SkipLink } from '@/components/SkipLink';
import { BrandMark } from '@/components/BrandMark';
import { Button } from '@/components/ui/button';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { DemoBanner } from './DemoBanner';
import { ModuleGuard } from './guards';
import { Sidebar } from './Sidebar';

const SIDEBAR_ID = 'app-sidebar';

/**
 * Every protected route: signed-out visitors go to /login (which brings them back here after
 * sign-in); signed-in users get the shell, and the module guard decides what the page shows.
 */
export function ProtectedLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const { data } = useSession();
  // Whether this visit started signed in. If the session ends while here (logout, expiry), whoever
  // ended it navigates to /login; meanwhile we only show the spinner.
  const [startedSignedIn] = useState(() => data != null);

  if (!data) {
    if (startedSignedIn) return <FullPageSpinner label={t('common.loading')} />;
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return <AppShell user={data.user} demoAccounts={data.demoAccounts} />;
}

function AppShell({ user, demoAccounts }: { user: SessionUser; demoAccounts: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  // Open by default on wide screens; the mobile menu is open only for the location it was opened
  // at, so any navigation closes it.
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [mobileOpenAt, setMobileOpenAt] = useState<string | null>(null);
  const mobileOpen = !isDesktop && mobileOpenAt === location.key;
  const expanded = isDesktop ? desktopOpen : mobileOpen;

  const toggleMenu = () => {
    if (isDesktop) setDesktopOpen((open) => !open);
    else setMobileOpenAt(location.key);
  };

  return (
    // A row as tall as the page: the desktop sidebar is a column of it, so its background runs down
    // the whole page however long it is, while its content stays in view (sticky, one screen high).
    <div className="bg-background text-foreground flex min-h-dvh">
      <SkipLink />

      {isDesktop && desktopOpen ? (
        <aside id={SIDEBAR_ID} className="bg-sidebar w-64 shrink-0">
          <Sidebar user={user} className="sticky top-0 h-dvh" />
        </aside>
      ) : null}

      {!isDesktop ? (
        <Dialog.Root open={mobileOpen} onOpenChange={(open) => setMobileOpenAt(open ? location.key : null)}>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50 backdrop-blur-[1px]" />
            <Dialog.Content
              id={SIDEBAR_ID}
              aria-describedby={undefined}
              className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] shadow-xl focus:outline-none"
            >
              <Dialog.Title className="sr-only">{t('shell.navigation')}</Dialog.Title>
              <Sidebar user={user} onNavigate={() => setMobileOpenAt(null)} />
              <Dialog.Close asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('shell.closeMenu')}
                  className="text-sidebar-foreground hover:bg-sidebar-accent absolute top-3.5 right-3 hover:text-white"
                >
                  <X aria-hidden="true" className="size-5" />
                </Button>
              </Dialog.Close>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      ) : null}

      <div className="flex min-w-0 flex-1 flex-col">
        {demoAccounts ? <DemoBanner superAdmin={user.is_super_admin} /> : null}
        <header className="bg-card/90 supports-[backdrop-filter]:bg-card/75 sticky top-0 z-20 flex h-16 items-center gap-3 border-b px-4 backdrop-blur sm:px-6">
          <Button
            variant="ghost"
            size="icon"
            aria-label={expanded ? t('shell.closeMenu') : t('shell.openMenu')}
            aria-expanded={expanded}
            aria-controls={expanded ? SIDEBAR_ID : undefined}
            onClick={toggleMenu}
          >
            {isDesktop && desktopOpen ? (
              <PanelLeftClose aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
          </Button>
          {!isDesktop || !desktopOpen ? (
            <div className="flex items-center gap-2">
              <BrandMark className="size-7" />
              <span className="font-semibold tracking-tight">{t('common.appName')}</span>
            </div>
          ) : null}
          <DisplayControls className="ml-auto" />
        </header>

        <MainContent className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <ModuleGuard user={user}>
            <Outlet />
          </ModuleGuard>
        </MainContent>
      </div>
    </div>
  );
}
