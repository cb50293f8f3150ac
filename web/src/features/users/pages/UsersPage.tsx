import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarPlus, Pencil, ShieldCheck, Trash2, UserCheck, UserPlus, Users } from 'lucide-react';
import type { AdminUser } from '@comptoir/core/modules/admin-users';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CreateButton, ListCounters, ListPage, ListPagination, ListSection } from '@/components/list';
import { formatDate, formatDateTime } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import { errorMessage, useAdminAction, useUsersList } from '../api';
import { CredentialsBox } from '../components/CredentialsBox';
import { PageBanner } from '@/components/ui/page-banner';
import { PlainHeader, RoleBadge, SortableHeader, StatusBadge, UserCell } from '../components/cells';
import { TableStateRow } from '../components/TableStates';
import { UserFormDialog } from '../components/UserFormDialog';
import { UserListFilters } from '../components/UserListFilters';
import { useUserListParams } from '../list-params';
import { useBanner } from '@/lib/use-banner';

const COLUMNS = 6;

/** 'Gestion des Utilisateurs' (/users): counters, search, role filter, the table, create/edit/delete. */
export function UsersPage() {
  const { t } = useTranslation();
  const me = useSessionUser();
  const { params, apiParams, update } = useUserListParams();
  const list = useUsersList({ ...apiParams, status: undefined });
  const banner = useBanner();
  const [form, setForm] = useState<{ user?: AdminUser; key: number } | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const remove = useAdminAction<{ userId: string }>('delete-user');

  const data = list.data;
  const counts = data?.counts;
  const users = data?.users ?? [];
  const sortState = { sort: params.sort, order: params.order };
  const onSort = (sort: string, order: string) => update({ sort, order });
  const listError = list.isError ? errorMessage(list.error, 'admin.errors.fetch') : null;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const answer = await remove.mutateAsync({ userId: deleting.id });
      banner.success(answer.message);
    } catch (error) {
      banner.error(errorMessage(error, 'admin.errors.delete'));
    }
  };

  return (
    <ListPage
      title={t('admin.users.title')}
      subtitle={t('admin.users.subtitle')}
      actions={
        <CreateButton
          label={t('admin.users.newUser')}
          icon={UserPlus}
          onClick={() => setForm({ key: Date.now() })}
        />
      }
    >
      <PageBanner banner={banner.banner} />
      {listError ? <PageBanner banner={{ kind: 'error', text: listError }} /> : null}

      <CredentialsBox />

      <ListCounters
        placeholder="—"
        counters={[
          { icon: Users, label: t('admin.counters.total'), value: counts?.total },
          {
            icon: ShieldCheck,
            tone: 'bg-destructive-soft text-destructive-soft-foreground',
            label: t('admin.counters.admins'),
            value: counts?.admins,
          },
          {
            icon: UserCheck,
            tone: 'bg-success-soft text-success-soft-foreground',
            label: t('admin.counters.active'),
            value: counts?.active,
          },
          {
            icon: CalendarPlus,
            tone: 'bg-info-soft text-info-soft-foreground',
            label: t('admin.counters.newLast30Days'),
            value: counts?.newLast30Days,
          },
        ]}
      />

      <ListSection>
        <UserListFilters params={params} update={update} />
        <div className="relative overflow-x-auto rounded-lg border" aria-busy={list.isFetching}>
          <table className="w-full min-w-[48rem] text-sm">
            <caption className="sr-only">{t('admin.table.caption')}</caption>
            <thead className="bg-muted/60 text-muted-foreground">
              <tr>
                <SortableHeader column="full_name" state={sortState} onSort={onSort}>
                  {t('admin.table.user')}
                </SortableHeader>
                <SortableHeader column="role" state={sortState} onSort={onSort}>
                  {t('admin.table.role')}
                </SortableHeader>
                <SortableHeader column="status" state={sortState} onSort={onSort}>
                  {t('admin.table.status')}
                </SortableHeader>
                <SortableHeader column="created_at" state={sortState} onSort={onSort}>
                  {t('admin.table.createdAt')}
                </SortableHeader>
                <SortableHeader column="last_sign_in_at" state={sortState} onSort={onSort}>
                  {t('admin.table.lastSignIn')}
                </SortableHeader>
                <PlainHeader className="text-right">{t('admin.table.actions')}</PlainHeader>
              </tr>
            </thead>
            <tbody className="divide-y">
              {list.isPending ? (
                <TableStateRow columns={COLUMNS} state="loading" emptyText="" />
              ) : users.length === 0 ? (
                <TableStateRow columns={COLUMNS} state="empty" emptyText={t('admin.table.empty')} />
              ) : (
                users.map((user) => {
                  const name = user.full_name || user.email;
                  const isSelf = user.id === me.id;
                  return (
                    <tr key={user.id} className="hover:bg-muted/40">
                      <td className="px-4 py-3">
                        <UserCell user={user} isSelf={isSelf} />
                      </td>
                      <td className="px-4 py-3">
                        <RoleBadge role={user.role} />
                      </td>
                      <td className="px-4 py-3">
                        <StatusBadge user={user} />
                      </td>
                      <td className="px-4 py-3 tabular-nums">{formatDate(user.created_at)}</td>
                      <td className="px-4 py-3 tabular-nums">
                        {user.last_sign_in_at ? formatDateTime(user.last_sign_in_at) : t('admin.table.never')}
                      </td>
                      <td className="px-4 py-3">
                        <div className="flex justify-end gap-1">
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={t('admin.actions.forUser', { action: t('admin.actions.edit'), name })}
                            title={t('admin.actions.edit')}
                            onClick={() => setForm({ user, key: Date.now() })}
                          >
                            <Pencil aria-hidden="true" className="size-4" />
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon"
                            className="text-destructive hover:text-destructive"
                            aria-label={t('admin.actions.forUser', {
                              action: t('admin.actions.delete'),
                              name,
                            })}
                            title={isSelf ? t('admin.errors.selfPrivileges') : t('admin.actions.delete')}
                            disabled={isSelf}
                            onClick={() => setDeleting(user)}
                          >
                            <Trash2 aria-hidden="true" className="size-4" />
                          </Button>
                        </div>
                      </td>
                    </tr>
                  );
                })
              )}
            </tbody>
          </table>
        </div>
        <ListPagination ns="admin" data={data} onPageChange={(page) => update({ page })} />
      </ListSection>

      {form ? (
        <UserFormDialog
          key={form.key}
          user={form.user}
          currentUserId={me.id}
          onClose={() => setForm(null)}
          onSaved={banner.success}
        />
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('admin.confirm.deleteTitle')}
        message={t('admin.confirm.deleteBasic')}
        confirmLabel={t('admin.confirm.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        destructive
        onConfirm={confirmDelete}
      />
    </ListPage>
  );
}
