/** The super-admin table's columns: the active switch, the modules, and every row action. */
import { useTranslation } from 'react-i18next';
import { KeyRound, ShieldMinus, ShieldPlus, Trash2 } from 'lucide-react';
import type { AdminUser } from '@comptoir/core/modules/admin-users';
import { GRANTABLE_MODULES } from '@comptoir/core/permissions';
import type { ColumnDef } from '@/components/list';
import { editAction } from '@/components/list';
import { Switch } from '@/components/ui/switch';
import type { useSuperAdminActions } from '../super-admin-actions';
import { ModulesCell, StatusBadge } from './cells';
import { userColumns } from './UserTable';

export function useSuperAdminColumns({
  meId,
  actions,
  onEdit,
  onResetPassword,
}: {
  meId: string;
  actions: ReturnType<typeof useSuperAdminActions>;
  onEdit: (user: AdminUser) => void;
  onResetPassword: (user: AdminUser) => void;
}): ColumnDef<AdminUser>[] {
  const { t } = useTranslation();
  const isSelf = (user: AdminUser) => user.id === meId;
  const selfTitle = (user: AdminUser) => (isSelf(user) ? t('admin.errors.selfPrivileges') : undefined);
  const adminLabel = (user: AdminUser) =>
    user.is_super_admin ? t('admin.actions.removeAdmin') : t('admin.actions.grantAdmin');
  const columns = userColumns(t, isSelf, true);
  return [
    columns.user,
    columns.role,
    columns.status((user) => (
      <div className="flex items-center gap-2">
        <Switch
          checked={user.is_active}
          label={t('admin.actions.activeToggle', { name: user.full_name || user.email })}
          title={
            selfTitle(user) ?? (user.is_active ? t('admin.actions.deactivate') : t('admin.actions.activate'))
          }
          disabled={isSelf(user) || actions.pendingActive === user.id}
          onCheckedChange={(checked) => void actions.onToggleActive(user, checked)}
        />
        <StatusBadge user={user} />
      </div>
    )),
    {
      id: 'modules',
      header: t('admin.table.modules'),
      // Super admins have every module, whatever their stored list.
      cell: ({ row }) => (
        <ModulesCell modules={row.original.is_super_admin ? GRANTABLE_MODULES : row.original.modules} />
      ),
      meta: { headerClassName: 'whitespace-nowrap' },
    },
    columns.lastSignIn,
    columns.actions((user, label) => [
      editAction(label(t('admin.actions.edit')), () => onEdit(user), t('admin.actions.edit')),
      {
        icon: user.is_super_admin ? ShieldMinus : ShieldPlus,
        label: label(adminLabel(user)),
        title: selfTitle(user) ?? adminLabel(user),
        disabled: isSelf(user),
        onClick: () => actions.ask({ kind: user.is_super_admin ? 'remove' : 'grant', user }),
      },
      {
        icon: KeyRound,
        label: label(t('admin.actions.resetPassword')),
        title: t('admin.actions.resetPassword'),
        onClick: () => onResetPassword(user),
      },
      {
        icon: Trash2,
        destructive: true,
        label: label(t('admin.actions.delete')),
        title: selfTitle(user) ?? t('admin.actions.delete'),
        disabled: isSelf(user),
        onClick: () => actions.ask({ kind: 'delete', user }),
      },
    ]),
  ];
}
