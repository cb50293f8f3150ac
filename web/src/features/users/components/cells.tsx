import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Crown } from 'lucide-react';
import { MODULES_SHOWN, statusLabelKey, type AdminUser } from '@comptoir/core/modules/admin-users';
import { GRANTABLE_MODULES, isModuleKey } from '@comptoir/core/permissions';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const ROLE_COLOURS: Record<string, BadgeVariant> = { Admin: 'red', Editor: 'blue', Viewer: 'green' };

/** Role badge: Admin red, Editor blue, Viewer green, the others neutral (spec 000 §6). */
export function RoleBadge({ role }: { role: string }) {
  const { t } = useTranslation();
  const known = ['Super Admin', 'Admin', 'Manager', 'Editor', 'Viewer'].includes(role);
  return (
    <Badge variant={ROLE_COLOURS[role] ?? (role === 'Super Admin' ? 'amber' : 'neutral')}>
      {known ? t(`roles.${role as 'Admin'}`) : role}
    </Badge>
  );
}

/** 'Actif', 'Inactif'..., 'Désactivé' when is_active is false, 'Inconnu' otherwise. */
export function StatusBadge({ user }: { user: Pick<AdminUser, 'status' | 'is_active'> }) {
  const { t } = useTranslation();
  const key = statusLabelKey(user);
  const variant: BadgeVariant = !user.is_active ? 'red' : user.status === 'Active' ? 'green' : 'neutral';
  return <Badge variant={variant}>{t(key as never)}</Badge>;
}

/** Initial in a circle, or a crown for super admins; name, e-mail, phone, unconfirmed badge. */
export function UserCell({
  user,
  detailed,
  isSelf,
}: {
  user: AdminUser;
  detailed?: boolean;
  isSelf?: boolean;
}) {
  const { t } = useTranslation();
  const initial = (user.full_name || user.email).trim().charAt(0).toUpperCase();
  return (
    <div className="flex min-w-0 items-center gap-3">
      <div
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
          user.is_super_admin ? 'bg-warning-soft text-warning-soft-foreground' : 'bg-primary/10 text-primary',
        )}
      >
        {user.is_super_admin ? (
          <Crown aria-label={t('admin.table.superAdmin')} role="img" className="size-4" />
        ) : (
          <span aria-hidden="true">{initial}</span>
        )}
      </div>
      <div className="min-w-0">
        <p className="truncate font-medium">
          {user.full_name || user.email}
          {isSelf ? (
            <span className="text-muted-foreground font-normal"> ({t('admin.table.you')})</span>
          ) : null}
        </p>
        <p className="text-muted-foreground truncate text-xs">{user.email}</p>
        {detailed && user.phone ? (
          <p className="text-muted-foreground truncate text-xs">{user.phone}</p>
        ) : null}
        {detailed && !user.email_confirmed_at ? (
          <Badge variant="amber" className="mt-1">
            {t('admin.table.emailNotConfirmed')}
          </Badge>
        ) : null}
      </div>
    </div>
  );
}

/** The first three module labels, then a '+N' chip naming the others ('commandes' left out: no module). */
export function ModulesCell({ modules: held }: { modules: readonly string[] }) {
  const { t } = useTranslation();
  const modules = held.filter((key) => !isModuleKey(key) || GRANTABLE_MODULES.includes(key));
  const label = (key: string) => (isModuleKey(key) ? t(`modules.${key}`) : key);
  const shown = modules.slice(0, MODULES_SHOWN);
  const rest = modules.slice(MODULES_SHOWN);
  const restLabel = rest.map(label).join(', ');
  return (
    <div className="flex max-w-72 flex-wrap gap-1">
      {shown.map((key) => (
        <Badge key={key} variant="primary">
          {label(key)}
        </Badge>
      ))}
      {rest.length > 0 ? (
        <Badge variant="neutral" title={restLabel}>
          <span aria-hidden="true">{t('admin.table.moreModules', { count: rest.length })}</span>
          <span className="sr-only">
            {t('admin.table.moreModulesLabel', { count: rest.length, modules: restLabel })}
          </span>
        </Badge>
      ) : null}
    </div>
  );
}

export function PlainHeader({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <th scope="col" className={cn('px-4 py-3 text-left font-medium whitespace-nowrap', className)}>
      {children}
    </th>
  );
}
