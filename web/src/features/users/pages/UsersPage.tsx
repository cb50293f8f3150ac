import { useTranslation } from 'react-i18next';
import { ShieldCheck, Trash2, UserPlus, Users } from 'lucide-react';
import type { AdminUser } from '@comptoir/core/modules/admin-users';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CreateButton, ListCounters, ListPage, ListSection, editAction, countersOf } from '@/components/list';
import { formatDate } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import { errorMessage, useAdminAction, useUsersList } from '../api';
import { CredentialsBox } from '../components/CredentialsBox';
import { StatusBadge } from '../components/cells';
import { UserFormSlot } from '../components/UserFormDialog';
import { UserListFilters } from '../components/UserListFilters';
import { UserTable, userColumn, userColumns } from '../components/UserTable';
import { useUserListParams } from '../list-params';
import { useBanner } from '@/lib/use-banner';
import { useDestroyConfirm, useFormSlot } from '@/components/form/FormDialog';

/** 'Gestion des Utilisateurs' (/users): counters, search, role filter, the table, create/edit/delete. */
export function UsersPage() {
  const { t } = useTranslation();
  const me = useSessionUser();
  const list = useUserListParams();
  const users = useUsersList({ ...list.query, status: undefined });
  const banner = useBanner();
  const userForm = useFormSlot<AdminUser>();
  const remove = useAdminAction('deleteUser');
  const counts = users.data?.counts;

  const destroy = useDestroyConfirm<AdminUser>({
    run: (user) => remove.mutateAsync({ userId: user.id }),
    onMessage: banner.show,
    errorText: (error) => errorMessage(error, 'admin.errors.delete'),
  });

  const columns = userColumns(t, (user) => user.id === me.id);
  return (
    <ListPage
      ns="admin.users"
      banner={banner.banner}
      actions={
        <CreateButton label={t('admin.users.newUser')} icon={UserPlus} onClick={() => userForm.openForm()} />
      }
    >
      <CredentialsBox />

      <ListCounters
        placeholder="—"
        counters={countersOf(t, 'admin.counters', counts, [
          ['total', Users],
          ['admins', ShieldCheck, 'danger'],
          'active',
          'newLast30Days',
        ])}
      />

      <ListSection>
        <UserListFilters list={list} />
        <UserTable
          list={list}
          query={users}
          minWidth="min-w-[48rem]"
          columns={[
            columns.user,
            columns.role,
            columns.status((user) => <StatusBadge user={user} />),
            userColumn(
              'created_at',
              t('admin.table.createdAt'),
              (user) => formatDate(user.created_at),
              'tabular-nums',
            ),
            columns.lastSignIn,
            columns.actions((user, label) => [
              editAction(
                label(t('admin.actions.edit')),
                () => userForm.openForm(user),
                t('admin.actions.edit'),
              ),
              {
                icon: Trash2,
                destructive: true,
                label: label(t('admin.actions.delete')),
                title: user.id === me.id ? t('admin.errors.selfPrivileges') : t('admin.actions.delete'),
                disabled: user.id === me.id,
                onClick: () => destroy.ask(user),
              },
            ]),
          ]}
        />
      </ListSection>

      <UserFormSlot slot={userForm} currentUserId={me.id} onSaved={banner.success} />

      <ConfirmDialog {...destroy.dialog} texts="admin.confirm.delete" />
    </ListPage>
  );
}
