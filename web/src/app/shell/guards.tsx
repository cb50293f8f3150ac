import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Lock, ShieldAlert } from 'lucide-react';
import { allowedModules, MENU_ITEMS, menuItemForPath } from '@comptoir/core/permissions';
import type { SessionUser } from '@comptoir/core/modules/auth';
import { Button, buttonClasses } from '@/components/ui/button';
import { moduleLabelKey } from './menu';
import { ShellMessage } from './ShellMessage';

/** 'Accès non autorisé': a super-admin page opened by someone else (spec 000 §6). */
export function UnauthorizedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <ShellMessage
      name="unauthorized"
      icon={ShieldAlert}
      action={
        <Button
          variant="outline"
          // Opened directly (no earlier page in this tab): back means the dashboard.
          onClick={() => void (location.key === 'default' ? navigate('/dashboard') : navigate(-1))}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('common.back')}
        </Button>
      }
    />
  );
}

/** 'Accès restreint': a module outside the user's list, with the modules they may open. */
export function AccessRestrictedPage({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const modules = allowedModules(user);
  return (
    <ShellMessage
      name="accessRestricted"
      icon={Lock}
      action={
        <Link to="/dashboard" className={buttonClasses()}>
          {t('common.backToDashboard')}
        </Link>
      }
    >
      <div className="mt-2 w-full max-w-md text-left">
        <h2 id="allowed-modules" className="text-muted-foreground mb-2 text-center text-sm font-medium">
          {t('shell.allowedModules')}
        </h2>
        <ul aria-labelledby="allowed-modules" className="flex flex-wrap justify-center gap-2">
          {modules.map((key) => {
            const item = MENU_ITEMS.find((menu) => menu.id === key);
            const label = t(moduleLabelKey(key));
            return (
              <li key={key}>
                {item ? (
                  <Link
                    to={item.path}
                    className="bg-secondary text-secondary-foreground hover:bg-accent focus-visible:ring-ring inline-flex rounded-full px-3 py-1 text-sm focus-visible:ring-2 focus-visible:outline-none"
                  >
                    {label}
                  </Link>
                ) : (
                  <span className="bg-secondary text-secondary-foreground inline-flex rounded-full px-3 py-1 text-sm">
                    {label}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </ShellMessage>
  );
}

/**
 * Mirrors the server's access rules for the page at the current path: super-admin pages, then
 * the user's modules. The server enforces the same rules on every call.
 */
export function ModuleGuard({ user, children }: { user: SessionUser; children: ReactNode }) {
  const { pathname } = useLocation();
  const item = menuItemForPath(pathname);
  if (!item) return children;
  if (item.superAdminOnly && !user.is_super_admin) return <UnauthorizedPage />;
  if (!allowedModules(user).includes(item.module)) return <AccessRestrictedPage user={user} />;
  return children;
}
