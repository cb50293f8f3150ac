import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Crown, LogOut } from 'lucide-react';
import { visibleMenu } from '@comptoir/core/permissions';
import type { SessionUser } from '@comptoir/core/modules/auth';
import { BrandMark } from '@/components/BrandMark';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useLogout } from '@/features/auth/api';
import { cn } from '@/lib/utils';
import { preloadScreen } from '../pages';
import { MENU_ICONS, moduleLabelKey } from './menu';

export interface SidebarProps {
  user: SessionUser;
  /** Called when a menu item is chosen (the mobile menu closes). */
  onNavigate?: () => void;
  className?: string;
}

/** Brand, the user's menu (core's visibleMenu, in order), the user and the logout button. */
export function Sidebar({ user, onNavigate, className }: SidebarProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  const items = visibleMenu(user);
  const displayName = user.full_name.trim() || user.email;

  return (
    <div className={cn('bg-sidebar text-sidebar-foreground flex h-full flex-col', className)}>
      <div className="border-sidebar-border flex h-16 shrink-0 items-center gap-2.5 border-b px-5">
        <BrandMark className="size-8" />
        <span className="text-base font-semibold tracking-tight text-white">{t('common.appName')}</span>
      </div>

      <nav aria-label={t('shell.navigation')} className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-0.5">
          {items.map((item) => {
            const Icon = MENU_ICONS[item.id];
            return (
              <li key={item.id}>
                <NavLink
                  to={item.path}
                  data-menu-id={item.id}
                  onClick={onNavigate}
                  // The screen's code starts loading as the user heads for it (issue 30 §2).
                  onPointerEnter={() => void preloadScreen(item.path)}
                  onFocus={() => void preloadScreen(item.path)}
                  className={({ isActive }) =>
                    cn(
                      'group flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                      'focus-visible:ring-sidebar-active focus-visible:ring-2 focus-visible:outline-none',
                      isActive
                        ? 'bg-sidebar-active text-white shadow-sm'
                        : 'text-sidebar-foreground hover:bg-sidebar-accent hover:text-white',
                    )
                  }
                >
                  {Icon ? <Icon aria-hidden="true" className="size-4 shrink-0" /> : null}
                  <span className="truncate">{t(moduleLabelKey(item.id))}</span>
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="border-sidebar-border shrink-0 border-t p-3">
        <div className="flex items-center gap-3 px-2 py-2">
          <Avatar name={displayName} className="bg-sidebar-accent size-9 text-white" />
          <div className="min-w-0 flex-1">
            <p
              className="flex items-center gap-1.5 truncate text-sm font-medium text-white"
              data-testid="user-name"
            >
              <span className="truncate">{displayName}</span>
              {user.is_super_admin ? (
                <Crown
                  role="img"
                  aria-label={t('shell.superAdmin')}
                  className="size-3.5 shrink-0 text-amber-400"
                />
              ) : null}
            </p>
            <p className="text-sidebar-muted truncate text-xs" data-testid="user-email">
              {user.email}
            </p>
          </div>
        </div>
        <Button
          variant="ghost"
          className="text-sidebar-foreground hover:bg-sidebar-accent mt-1 w-full justify-start hover:text-white"
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {t('common.logout')}
        </Button>
      </div>
    </div>
  );
}
